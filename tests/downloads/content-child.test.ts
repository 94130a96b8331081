import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentBuild, contentBuilds } from '../../src/integrations/content-child.ts';
import { ROOT } from '../support/site.ts';

describe('the build’s content child', () => {
  it('write the short links of the site into their staging folder, and remove it when asked', async () => {
    const build = contentBuild('short-links', { root: ROOT, base: '/', origin: 'https://bridge-laws.example.org' });
    const { failure, warnings } = await build.done;
    expect(failure).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(existsSync(join(build.staging, '63A4/index.html'))).toBe(true);
    expect(existsSync(join(build.staging, 'en/63.5/index.html'))).toBe(true);
    build.remove();
    expect(existsSync(build.staging)).toBe(false);
  }, 60_000);

  it('make several tasks in one process, each reported on its own, its warnings with it', async () => {
    // No Chromium: the books are made without their PDFs, and say so.
    const chromium = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = join(tmpdir(), 'no-such-chromium');
    try {
      const builds = contentBuilds(['short-links', 'books'], { root: ROOT, base: '/', origin: 'https://bridge-laws.example.org' });
      const links = await builds.get('short-links')!.done;
      const books = await builds.get('books')!.done;
      expect(links).toEqual({ warnings: [] });
      expect(books.failure).toBeUndefined();
      expect(books.warnings).toEqual([expect.stringMatching(/^PDF downloads skipped: no Chromium at /u)]);
      expect(existsSync(join(builds.get('short-links')!.staging, '63A4/index.html'))).toBe(true);
      expect(readdirSync(builds.get('books')!.staging).sort()).toEqual(['laws-commentary-en.epub', 'laws-commentary-en.html', 'laws-commentary-ru.epub', 'laws-commentary-ru.html']);
      for (const b of builds.values()) b.remove();
    } finally {
      if (chromium === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = chromium;
    }
  }, 60_000);

  it('report a failure as one line naming the task, without throwing and without output', async () => {
    // A project with no content: the books cannot be made.
    const root = mkdtempSync(join(tmpdir(), 'no-content-'));
    mkdirSync(join(root, 'content'));
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
    try {
      const build = contentBuild('books', { root, base: '/', origin: 'https://bridge-laws.example.org' });
      const { failure } = await build.done;
      expect(failure).toMatch(/^books: /u);
      expect(failure).not.toContain('\n');
      expect(readdirSync(build.staging)).toEqual([]);
      build.remove();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
