import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadFiles, formatSize, siteVersion } from '../../src/lib/downloads/files.ts';
import { DIST, ROOT } from '../support/site.ts';
import { DOWNLOADS, LANGS, requireFile } from './support.ts';

describe('the download page', () => {
  for (const lang of LANGS) {
    it(`/${lang}/download/ lists every file with its format, size and date (or says it is not in this build)`, () => {
      const path = join(DIST, lang, 'download/index.html');
      requireFile(path);
      const html = readFileSync(path, 'utf8');
      const files = downloadFiles(siteVersion(ROOT));
      expect(files).toHaveLength(7);
      for (const f of files) {
        const row = new RegExp(`<tr data-download="${f.name.replace(/\./gu, '\\.')}"[\\s\\S]*?</tr>`, 'u').exec(html)?.[0];
        expect(row, f.name).toBeDefined();
        const size = /data-download-size="[^"]*"[^>]*>([^<]*)</u.exec(row!)![1];
        const file = join(DOWNLOADS, f.name);
        if (existsSync(file)) {
          expect(size).toBe(formatSize(statSync(file).size, lang));
          expect(row).toMatch(new RegExp(`<a href="/downloads/${f.name.replace(/\./gu, '\\.')}"`, 'u'));
          expect(row).toMatch(/<time[^>]* datetime="\d{4}-\d{2}-\d{2}">[^<]+<\/time>/u);
        } else {
          // Only the PDF may be skipped (no Chromium); it then has no link.
          expect(f.format).toBe('pdf');
          expect(size).toBe(lang === 'ru' ? 'недоступно' : 'not available');
          expect(row).not.toContain('href=');
        }
      }
    });
  }

  it('is linked from the navigation of every page', () => {
    for (const lang of LANGS) expect(readFileSync(join(DIST, lang, 'laws/63/index.html'), 'utf8')).toContain(`href="/${lang}/download/"`);
  });
});
