import { EpubCheck } from '@likecoin/epubcheck-ts';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { book, epubcheckCommand, LANGS, requireFile } from './support.ts';

// The reference is W3C's epubcheck, a Java tool from Debian's packages (.ci/run installs it).
const epubcheck = epubcheckCommand();
const missing = 'epubcheck is not installed (apt-get install epubcheck): its 2 tests are skipped; epubcheck-ts still checks the EPUBs';
if (!epubcheck) console.warn(missing);

describe.skipIf(!epubcheck)(`the EPUBs pass epubcheck${epubcheck ? '' : ` (skipped: ${missing})`}`, () => {
  for (const lang of LANGS) {
    it(`laws-commentary-${lang}.epub: epubcheck reports 0 fatals and 0 errors`, () => {
      const file = book(lang, 'epub');
      requireFile(file); // epubcheck says "0 errors" about a file that does not exist
      const [cmd, ...args] = epubcheck!;
      const r = spawnSync(cmd!, [...args, file], { encoding: 'utf8' });
      const out = `${r.stdout}\n${r.stderr}`;
      const summary = /Messages: (\d+) fatals? \/ (\d+) errors?/u.exec(out);
      expect(summary, out).not.toBeNull();
      expect({ fatals: Number(summary![1]), errors: Number(summary![2]), exit: r.status }, out).toEqual({ fatals: 0, errors: 0, exit: 0 });
    }, 120_000);
  }
});

/** An EPUB's files zipped again, `mimetype` first and stored, as an EPUB must be. */
const rezip = (files: Record<string, Uint8Array>): Uint8Array =>
  zipSync({ mimetype: [files.mimetype!, { level: 0 }], ...Object.fromEntries(Object.entries(files).filter(([name]) => name !== 'mimetype')) });

// Always, with or without Java: epubcheck-ts, a TypeScript port of epubcheck (npm), which
// agrees with it on these books; the Java epubcheck above stays the reference.
describe('the EPUBs pass epubcheck-ts', () => {
  for (const lang of LANGS) {
    it(`laws-commentary-${lang}.epub: epubcheck-ts reports 0 fatals and 0 errors`, async () => {
      requireFile(book(lang, 'epub'));
      const r = await EpubCheck.validate(new Uint8Array(readFileSync(book(lang, 'epub'))));
      const errors = r.messages.filter((m) => m.severity === 'fatal' || m.severity === 'error').map((m) => `${m.id} ${m.location?.path ?? ''}: ${m.message}`);
      expect({ fatals: r.fatalCount, errors: r.errorCount }, errors.join('\n')).toEqual({ fatals: 0, errors: 0 });
    }, 60_000);
  }

  it('epubcheck-ts finds a link to a fragment that is not there', async () => {
    requireFile(book('ru', 'epub'));
    const files = unzipSync(new Uint8Array(readFileSync(book('ru', 'epub'))));
    const law62 = strFromU8(files['EPUB/law-62.xhtml']!);
    expect(law62).toContain('href="law-63.xhtml#63A4"');
    files['EPUB/law-62.xhtml'] = strToU8(law62.replace('href="law-63.xhtml#63A4"', 'href="law-63.xhtml#no-such-id"'));
    const r = await EpubCheck.validate(rezip(files));
    expect(r.messages.filter((m) => m.severity === 'error').map((m) => [m.id, m.location?.path])).toEqual([['RSC-012', 'EPUB/law-62.xhtml']]);
  }, 60_000);
});

describe('the EPUBs', () => {
  for (const lang of LANGS) {
    const files = () => {
      requireFile(book(lang, 'epub'));
      return unzipSync(new Uint8Array(readFileSync(book(lang, 'epub'))));
    };

    it(`${lang}: mimetype is the first entry, stored uncompressed`, () => {
      const bytes = readFileSync(book(lang, 'epub'));
      // Local file header: name at offset 30, compression method at offset 8 (0 = stored).
      expect(bytes.subarray(30, 38).toString('latin1')).toBe('mimetype');
      expect(bytes.readUInt16LE(8)).toBe(0);
      expect(bytes.subarray(38, 58).toString('latin1')).toBe('application/epub+zip');
    });

    it(`${lang}: declares its language and lists all 93 laws, the glossary and the sources in the table of contents`, () => {
      const f = files();
      const opf = strFromU8(f['EPUB/package.opf']!);
      expect(opf).toContain(`<dc:language>${lang}</dc:language>`);
      const nav = strFromU8(f['EPUB/nav.xhtml']!);
      const toc = nav.slice(nav.indexOf('epub:type="toc"'), nav.indexOf('</nav>'));
      for (let n = 1; n <= 93; n++) expect(toc).toContain(`href="law-${n}.xhtml"`);
      expect(toc).toContain('href="glossary.xhtml"');
      expect(toc).toContain('href="sources.xhtml"');
      // Probe round 10: the Russian book's rights statement was English. Its metadata speaks its language.
      const meta = ['dc:rights', 'dc:creator'].map((tag) => opf.match(new RegExp(`<${tag}[^>]*>([^<]*)<`, 'u'))?.[1] ?? '');
      for (const m of meta) expect(m, opf).toMatch(lang === 'ru' ? /\p{Script=Cyrillic}{3}/u : /[A-Za-z]{3}/u);
      if (lang === 'ru') for (const m of meta) expect(m).not.toMatch(/[A-Za-z]+(?:\s+[A-Za-z]+){2,}/u);
    });

    it(`${lang}: cross-references link across chapter files to ids that exist there`, () => {
      const f = files();
      const ids = new Map<string, Set<string>>();
      for (const [path, data] of Object.entries(f)) {
        if (path.endsWith('.xhtml')) ids.set(path.slice('EPUB/'.length), new Set([...strFromU8(data).matchAll(/\sid="([^"]+)"/gu)].map((m) => m[1]!)));
      }
      const law62 = strFromU8(f['EPUB/law-62.xhtml']!);
      // 62.2 cites Law 63A4; law 63's text is not loaded, so the link lands on a stub that says so.
      expect(law62).toMatch(/<a href="law-63\.xhtml#63A4" data-ref="63A4"/u);
      let links = 0;
      for (const [path, data] of Object.entries(f)) {
        if (!path.endsWith('.xhtml')) continue;
        for (const m of strFromU8(data).matchAll(/<a [^>]*href="([^"#]+\.xhtml)#([^"]+)"/gu)) {
          links++;
          expect(ids.get(m[1]!)?.has(m[2]!), `${path} → ${m[1]}#${m[2]}`).toBe(true);
        }
      }
      expect(links).toBeGreaterThan(150);
    });

    it(`${lang}: has the sources and attribution page with each source's rights`, () => {
      const sources = strFromU8(files()['EPUB/sources.xhtml']!);
      // In the book's language, as /ru/sources/ and /en/sources/ give them (probe round 9).
      expect(sources).toContain(lang === 'ru' ? 'Г. Эндикотт' : 'G. Endicott');
      expect(sources).toContain('Ю. Коваленко');
      expect(sources).toContain(lang === 'ru' ? 'Автор просит, чтобы комментарий читали только для себя и не воспроизводили' : 'personal perusal only');
      if (lang === 'en') expect(sources).toContain('unofficial translation made by this project from the Russian text');
    });
  }
});
