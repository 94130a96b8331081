import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { requireFile, siteZip } from './support.ts';

describe('the zip of the static site', () => {
  const entries = () => {
    requireFile(siteZip());
    return unzipSync(new Uint8Array(readFileSync(siteZip())));
  };

  it('contains the site (index.html, ru/laws/63/index.html, the search index) and README.txt, and not downloads/', () => {
    const names = Object.keys(entries());
    expect(names).toContain('index.html');
    expect(names).toContain('ru/laws/63/index.html');
    expect(names).toContain('en/laws/62/index.html');
    expect(names).toContain('README.txt');
    expect(names.some((n) => n.startsWith('pagefind/'))).toBe(true);
    expect(names.filter((n) => n.startsWith('downloads/') || n === 'downloads')).toEqual([]);
    // Nor the service worker's packs: a second copy of the pages.
    expect(names.filter((n) => n.startsWith('offline/'))).toEqual([]);
    // Short links with Cyrillic letters keep their names (UTF-8 names).
    expect(names).toContain('47А/index.html');
  });

  it('README.txt says how to serve it and that index.html from disk does not run search or offline reading', () => {
    const readme = strFromU8(entries()['README.txt']!);
    expect(readme).toContain('python3 -m http.server');
    expect(readme).toContain('npx serve');
    expect(readme).toMatch(/Opening index\.html directly from disk[\s\S]*search and offline reading will not work/u);
  });

  it("the archive's download page says the downloads are not in it (no dead links)", () => {
    const page = strFromU8(entries()['en/download/index.html']!);
    expect(page).not.toMatch(/href="[^"]*downloads\//u);
    expect(page).toContain('not in this archive');
  });
});
