/**
 * A short line of text that recurs at the pages' edges is the site's only when nothing ties it to the
 * book's text. A citation's tail (`п. 12.3).`, `12.3).`, `45).`) that goes on with the cut-off line before
 * it (`…(см.`, `…(см. п.`, `…(см. Правило`, `(see Law` / `12C1);`, `(подробнее см.` / `стр. 118–119).`) is the sentence's
 * end, however many pages end or start with it, with the site's header and footer around each page or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripPageFurniture } from '../../scripts/ingest/pages/strip-page-furniture.ts';
import type { TextLine } from '../../scripts/ingest/types.ts';
import { Word } from '../support/commentary-grammar.ts';
import { furnitureLine, onPage, word } from '../support/furniture.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const n = fc.integer({ min: 1, max: 93 });
/** A citation cut across two lines: the words before it end the first line, its tail starts the second. */
const cutCitation: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(n, n).map(([a, b]): [string, string] => ['(см.', `п. ${a}.${b}).`]),
  fc.tuple(n, n).map(([a, b]): [string, string] => ['(см. п.', `${a}.${b}).`]),
  n.map((a): [string, string] => ['(см. Правило', `${a}).`]),
  // English and a page reference, whose tail alone reads like a site's counter (the held-out variants of round 8).
  fc.tuple(n, fc.constantFrom('A', 'B', 'C', 'D'), fc.integer({ min: 1, max: 9 }), fc.constantFrom(');', ').', '),')).map(([a, l, d, end]): [string, string] => ['(see Law', `${a}${l}${d}${end}`]),
  fc.tuple(fc.integer({ min: 2, max: 300 }), fc.integer({ min: 1, max: 3 })).map(([a, k]): [string, string] => ['(подробнее см.', `стр. ${a}–${a + k}).`]),
);
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((ws) => ws.join(' '));
/** A page: sentences of random words, and a citation cut across two lines at its bottom, inside it, or across its top. */
const page = fc.record({ head: fc.array(fc.tuple(Word, words(2, 6)).map(([w, r]) => `${w} ${r}.`), { minLength: 1, maxLength: 5 }), lead: words(1, 5), cite: cutCitation, where: fc.constantFrom('bottom', 'inside', 'top') });

const asTextLines = (file: string, lines: string[]): TextLine[] => lines.map((text, i) => ({ text, file, lines: [i + 1], paraEnd: false }));

describe('a citation tail on most pages, after the cut-off line it finishes (fast-check)', () => {
  it('is kept on every page: no line of the book is dropped', () => {
    fc.assert(
      fc.property(fc.array(page, { minLength: 3, maxLength: 8 }), fc.option(fc.tuple(furnitureLine, furnitureLine), { nil: undefined }), (spec, site) => {
        // The book's sentences differ from page to page (a sentence on every page is a header, told by other rules).
        const sentences = spec.flatMap((s) => s.head);
        fc.pre(new Set(sentences).size === sentences.length);
        const pages: string[][] = [];
        spec.forEach((s, p) => {
          const [cut, tail] = s.cite;
          const cutLine = `${s.lead} ${cut}`;
          if (s.where === 'top' && p > 0) {
            // The cut line ends the page before; its tail opens this one.
            pages[p - 1]!.push(cutLine);
            pages.push([tail, ...s.head]);
          } else if (s.where === 'inside') pages.push([...s.head, cutLine, tail, ...s.head]);
          else pages.push([...s.head, cutLine, tail]);
        });
        // Each page in the site's header and footer, the same on every page but for its numbers (or none).
        const framed = pages.map((lines, p) => (site ? [...onPage([site[0]], p), '', ...lines, '', ...onPage([site[1]], p)] : lines));
        const offset = site ? 2 : 0;
        const r = stripPageFurniture(framed.map((lines, p) => asTextLines(`read_${p + 1}.txt`, lines)));
        const book = (d: { file: string; line: number }) => {
          const p = Number(/\d+/u.exec(d.file)![0]) - 1;
          return d.line > offset && d.line <= offset + pages[p]!.length;
        };
        expect(r.drops.filter(book).map((d) => `${d.file}:${d.line} ${framed[Number(/\d+/u.exec(d.file)![0]) - 1]![d.line - 1]}`)).toEqual([]);
        expect(r.pages.flat().filter((l) => l.chrome && book({ file: l.file, line: l.lines[0]! }))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
