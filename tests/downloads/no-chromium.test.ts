import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDownloads } from '../../src/lib/downloads/index.ts';
import { DIST, ROOT } from '../support/site.ts';
import { requireFile } from './support.ts';

/**
 * A built download page as Astro rendered it, before the build filled it in: sizes and
 * dates are placeholders, and a file the build did not make has its link back.
 */
function asRendered(html: string): string {
  return html
    .replace(/(<span\b[^>]*data-download-size="[^"]*"[^>]*>)[^<]*/gu, '$1…')
    .replace(/<time\b([^>]*data-download-date="[^"]*")[^>]*>[^<]*<\/time>/gu, '<time$1>—</time>')
    .replace(/<span class="download-unavailable"([^>]*data-download-link="([^"]+)"[^>]*)>([^<]*)<\/span>/gu, '<a href="/downloads/$2"$1 download>$3</a>');
}

describe('a build without Chromium', () => {
  it('prints one line about it, skips only the PDFs, and the download page says they are not in this build', async () => {
    for (const lang of ['ru', 'en']) requireFile(join(DIST, lang, 'download/index.html'));
    const dist = mkdtempSync(join(tmpdir(), 'downloads-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    for (const lang of ['ru', 'en']) {
      mkdirSync(join(dist, lang), { recursive: true });
      cpSync(join(DIST, lang, 'download'), join(dist, lang, 'download'), { recursive: true });
      // Start from the page as rendered, whatever the build found: a stale size must not leak.
      const page = join(dist, lang, 'download/index.html');
      writeFileSync(page, asRendered(readFileSync(page, 'utf8')));
    }
    // No browser, through the lookup itself: CHROMIUM_PATH names none.
    const chromium = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = join(dist, 'no-such-chromium');
    try {
      const warnings: string[] = [];
      const status = await buildDownloads({ dist, root: ROOT, base: '/', logger: { info: () => {}, warn: (m) => warnings.push(m) } });
      expect(warnings).toEqual([expect.stringMatching(/^PDF downloads skipped: no Chromium at CHROMIUM_PATH=\S+no-such-chromium [^\n]*$/u)]);
      expect(Object.entries(status).filter(([, s]) => s.kind !== 'built').map(([name]) => name)).toEqual(['laws-commentary-ru.pdf', 'laws-commentary-en.pdf']);
      expect(existsSync(join(dist, 'downloads/laws-commentary-ru.epub'))).toBe(true);
      expect(existsSync(join(dist, 'downloads/laws-commentary-ru.pdf'))).toBe(false);
      const page = readFileSync(join(dist, 'en/download/index.html'), 'utf8');
      const pdfRow = /<tr data-download="laws-commentary-en\.pdf"[\s\S]*?<\/tr>/u.exec(page)![0];
      expect(pdfRow).toContain('not available');
      expect(pdfRow).not.toContain('href=');
      const epubRow = /<tr data-download="laws-commentary-en\.epub"[\s\S]*?<\/tr>/u.exec(page)![0];
      expect(epubRow).toMatch(/data-download-size="laws-commentary-en\.epub"[^>]*>\d+ KB</u);
    } finally {
      if (chromium === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = chromium;
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
