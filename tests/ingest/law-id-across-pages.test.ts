/**
 * A sentence cut at a page boundary right after a law word («Правило», «правила», «см. п.», "Law"),
 * its law id on the next page («45В) или…», «63А4 …», «12 и …»), after the furniture of the site the
 * page was saved from (several sites in one book, each with its own page counter), with or without
 * blank lines interleaved: the ingest joins it as it does in one file of the same layout, from a grammar with
 * random words, ids and furniture.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingest } from '../../scripts/ingest/run.ts';
import { asLines, laws, paragraphText, Word, wrap } from '../support/commentary-grammar.ts';
import { pageCounter, siteFurniture, word } from '../support/furniture.ts';
import { cutIntoPages, interleaveBlankLines } from '../support/layouts.ts';
import { textOnly } from '../support/without-provenance.ts';
import { NO_OVERRIDES, commentaryEntry, utf8 } from '../support/ingest-input.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** The word a citation of a law or paragraph ends with before its number; `(` opens a bracket the id closes. */
const lawWord = fc.constantFrom('Правило', 'Правила', 'правила', 'Правилу', 'Правилом', 'Правиле', '(см. Правило', '(см. Правила', 'см. п.', '(см. п.', 'п.', 'пп.', 'Law', '(see Law');
/** A law id in every shape: `45`, `45В`, `63А4`, `58B3`, `12.3`, Latin or Cyrillic letters. */
const lawId = fc
  .tuple(fc.integer({ min: 1, max: 93 }), fc.option(fc.constantFrom(...'ABCDEFGHКLАБВГДЕЖЗ'), { nil: undefined }), fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }), fc.boolean())
  .map(([n, letter, sub, dotted]) => (letter ? `${n}${letter}${sub ?? ''}` : dotted && sub ? `${n}.${sub}` : `${n}`));
/** What follows the id: another id after «и» or a comma, then lower-case words and a full stop. */
const continuation = fc.tuple(fc.option(fc.tuple(fc.constantFrom(' и ', ', ', ' или '), lawId), { nil: undefined }), fc.array(word, { minLength: 1, maxLength: 8 }));

/** One site: its furniture with a page counter in the header or the footer (its numbers move with the page). */
const site = fc.tuple(siteFurniture, pageCounter, fc.boolean(), fc.nat()).map(([s, counter, top, at]) => {
  const lines = top ? [...s.header] : [...s.footer];
  lines.splice(at % (lines.length + 1), 0, counter);
  return top ? { header: lines, footer: s.footer } : { header: s.header, footer: lines };
});

describe('a sentence cut after a law word, its id on the next page (fast-check)', () => {
  it('is joined across the page boundary, whatever furniture each page has, with or without blank lines', () => {
    fc.assert(
      fc.property(
        laws(1, 2, 3),
        fc.integer({ min: 40, max: 80 }),
        fc.tuple(Word, fc.array(word, { minLength: 2, maxLength: 10 }), lawWord, lawId, continuation, fc.option(paragraphText, { nil: undefined })),
        fc.nat(),
        fc.array(site, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0, 1, 2),
        fc.boolean(),
        (ls, width, [first, words, lw, id, [more, after], rest], pick, sites, blanks, glob) => {
          // The cut paragraph: a new last paragraph of a law, its line ending in the law word.
          const law = ls[pick % ls.length]!;
          const n = law.paragraphs.length + 1;
          const close = lw.startsWith('(') ? ')' : '';
          const head = wrap(`${law.law}.${n}. ${[first, ...words].join(' ')} ${lw}`, width, '');
          const tail = wrap(`${id}${more ? `${more[0]}${more[1]}` : ''}${close} ${after.join(' ')}.${rest ? ` ${rest}` : ''}`, width);
          const before = asLines(ls.filter((l) => l.law <= law.law), width);
          const cutAt = before.length + head.length;
          const lines = [...before, ...head, ...tail, ...asLines(ls.filter((l) => l.law > law.law), width)];
          const text = `${lines.join('\n')}\n`;
          const pages = cutIntoPages(text, { sizes: [cutAt, lines.length], sites, overlap: 0, blanks });
          const names = pages.map((_, i) => `book/read_${i + 1}.txt`);
          const book = ingest(
            pages.map((p, i) => ({ file: names[i]!, bytes: utf8(p) })),
            [{ ...commentaryEntry(glob ? 'book/read_*.txt' : names[0]!), pages: glob ? 'book/read_*.txt' : names }],
            NO_OVERRIDES,
          );
          const one = ingest([{ file: 'book.txt', bytes: utf8(blanks ? interleaveBlankLines(text, blanks) : text) }], [commentaryEntry('book.txt')], NO_OVERRIDES);
          const joined = `${lw} ${id}`;
          const md = book.outputs.get(`commentary/ru/${law.law}/${law.law}.${n}.md`) ?? '';
          expect(md.replace(/\s+/gu, ' '), pages.join('\n=====\n')).toContain(joined);
          expect(Object.fromEntries(textOnly(book))).toEqual(Object.fromEntries(textOnly(one)));
        },
      ),
      {
        numRuns: RUNS,
        // A fresh clone's run (round 26) found this: «см. п.» ends in a dot, so the page's text read as ended, and the next
        // page's «1A, 1A баба.» (short, read as neither prose nor furniture) was dropped as chrome above its text.
        examples: [
          [
            [{ law: 1, title: ['баба'], paragraphs: ['Баба баба баба баба.'] }],
            40,
            ['Баба', ['баба', 'баба'], 'см. п.', '1A', [[', ', '1A'], ['баба']], undefined],
            0,
            [{ header: ['А Б В Г Д Е Ж З И К'], footer: ['Баба, стр. 1', 'aaa.ru'] }],
            0,
            false,
          ],
        ],
      },
    );
  });
});
