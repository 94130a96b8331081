import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceDir } from '../../scripts/ingest/files.ts';
import { ingest } from '../../scripts/ingest/run.ts';
import type { ManifestEntry } from '../../scripts/ingest/types.ts';
import { furnitureLine, furnitureWords, siteFurniture } from '../support/furniture.ts';
import { cutIntoPages, type Paging } from '../support/layouts.ts';
import { textOnly } from '../support/without-provenance.ts';
import { utf8 } from '../support/ingest-input.ts';

/** `npm run fuzz` sets FUZZ_RUNS high; `npm test` runs a short pass. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const seeds = readSourceDir(join(import.meta.dirname, '../../content/sources'));
// Errata name a line of the file as received, which paging moves: left out on both sides.
const overrides = { ...seeds.overrides, errata: [], notes: [] };
const reference = textOnly(ingest(seeds.sources, seeds.manifest, overrides));
const commentary = seeds.manifest.filter((m) => m.kind === 'commentary').map((m) => m.file);
const textOf = (file: string) => Buffer.from(seeds.sources.find((s) => s.file === file)!.bytes).toString('utf8');

/** The seeds with `file` replaced by its pages in a folder, described by a glob or a list. */
function asBook(file: string, pages: string[], glob: boolean) {
  const dir = file.replace(/\.txt$/u, '');
  const names = pages.map((_, i) => `${dir}/read_${i + 1}.txt`);
  const entry = seeds.manifest.find((m) => m.file === file)!;
  const { file: _, ...facts } = entry;
  const book: ManifestEntry = { ...facts, file: glob ? `${dir}/read_*.txt` : names[0]!, pages: glob ? `${dir}/read_*.txt` : names };
  // Overrides name the page that holds their text now.
  const pageOf = <T extends { file: string }>(o: T, text: string): T => {
    if (o.file !== file) return o;
    const i = pages.findIndex((p) => p.includes(text));
    return i >= 0 ? { ...o, file: names[i]! } : o;
  };
  return {
    sources: [...seeds.sources.filter((s) => s.file !== file), ...pages.map((p, i) => ({ file: names[i]!, bytes: utf8(p) }))],
    manifest: seeds.manifest.map((m) => (m.file === file ? book : m)),
    overrides: {
      ...overrides,
      drop: overrides.drop.map((o) => pageOf(o, o.text)),
      fragments: overrides.fragments.map((o) => pageOf(o, o.startsWith)),
      lawFragments: overrides.lawFragments.map((o) => pageOf(o, o.startsWith)),
    },
  };
}

const paging: fc.Arbitrary<Paging> = fc.record({
  sizes: fc.array(fc.integer({ min: 8, max: 45 }), { minLength: 1, maxLength: 4 }),
  sites: fc.array(siteFurniture, { minLength: 1, maxLength: 3 }),
  overlap: fc.constantFrom(0, 0, 2, 3),
  blanks: fc.constantFrom(0, 0, 1, 2),
});

describe('a book in pages (manifest `pages:`) gives the seeds’ own output, provenance aside (fast-check)', () => {
  const seed = fc.constantFrom(...commentary);

  it('cut at random line counts (inside paragraphs, echoes and split words), each page in generated site furniture, overlapping, with blank lines interleaved', () => {
    fc.assert(
      fc.property(seed, paging, fc.boolean(), (file, p, glob) => {
        const book = asBook(file, cutIntoPages(textOf(file), p), glob);
        expect(Object.fromEntries(textOnly(ingest(book.sources, book.manifest, book.overrides)))).toEqual(Object.fromEntries(reference));
      }),
      {
        numRuns: RUNS,
        examples: [
          // Seed -534375423: each page from another site, their counters (стр. 1, then 3 in the footer, then 4) read as
          // one numbering with page 2 lost; 57.7 ended at «(см. Правило» and its «45В) или…» on the next page was dropped.
          [
            '003_6a58155da22221e8.txt',
            {
              sizes: [32],
              sites: [
                { header: ['Баба / Баба / Баба / Баба (стр. 1)', 'Баба: Баба'], footer: ['Баба: aaa_1.fb2'] },
                { header: ['Баба: Баба · Баба'], footer: ['Баба / Баба / Баба / Баба (стр. 2)', '« 1 2 3 »'] },
                { header: ['Баба / Баба / Баба / Баба (стр. 2)', 'Баба: Баба'], footer: ['А Б В Г Д Е Ж З И К'] },
              ],
              overlap: 0,
              blanks: 0,
            },
            false,
          ],
        ],
      },
    );
  });

  it('keeps each page’s file and line in the provenance, and a paragraph cut by a page boundary lists both pages', () => {
    const pages = cutIntoPages(textOf('003_6a58155da22221e8.txt'), { sizes: [13], sites: [{ header: ['Чтение (стр. 1)'], footer: ['Страница 1'] }], overlap: 0, blanks: 0 });
    const book = asBook('003_6a58155da22221e8.txt', pages, true);
    const r = ingest(book.sources, book.manifest, book.overrides);
    const p = r.outputs.get('commentary/ru/57/57.4.md')!;
    expect(p).toMatch(/source:\n {2}file: 003_6a58155da22221e8\/read_1\.txt\n {2}lines: \d/u);
    expect(p).toMatch(/alsoFrom:\n {2}- file: 003_6a58155da22221e8\/read_2\.txt/u);
    const report = r.report.sources.map((s) => s.file);
    expect(report).toContain('003_6a58155da22221e8/read_2.txt');
  });
});

describe('a single page in generated furniture (fast-check)', () => {
  it('lets no furniture word reach any paragraph and invents no paragraph', () => {
    const file = '002_015154965d85a22b.txt';
    const lines = textOf(file).split('\n');
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 8, max: 60 }), fc.array(furnitureLine, { minLength: 1, maxLength: 6 }), fc.array(furnitureLine, { minLength: 1, maxLength: 6 }), (at, size, header, footer) => {
        const start = at % Math.max(1, lines.length - size);
        const page = [...header, '', ...lines.slice(start, start + size), '', ...footer].join('\n');
        const plainPage = lines.slice(start, start + size).join('\n');
        const run = (text: string) => {
          const r = ingest([{ file: 'page.txt', bytes: utf8(text) }], [{ ...seeds.manifest.find((m) => m.file === file)!, file: 'page.txt' }], { drop: [], lawFragments: [], fragments: [], tables: [] });
          return [...r.outputs].filter(([path]) => path.endsWith('.md'));
        };
        const withFurniture = run(page);
        const without = run(plainPage);
        expect(withFurniture.map(([path]) => path)).toEqual(without.map(([path]) => path));
        const words = new Set(furnitureWords([...header, ...footer]).filter((w) => !plainPage.includes(w)));
        for (const [path, md] of withFurniture) for (const w of words) expect(md, `${w} in ${path}`).not.toContain(w);
      }),
      { numRuns: RUNS },
    );
  });
});
