/**
 * Nothing is lost in silence (issue 36, held-out classes), from a grammar with random words and numbers:
 * a paragraph number that jumps after a line a page cut; page numbers and page counters inside one file;
 * a law heading split over two lines; a subject index or a menu inside the text; every warning in one syntax.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingest, type IngestResult } from '../../scripts/ingest/run.ts';
import { asLines, frontOf, headingOf, laws, NUMBER_AT_START, paragraphsOf, paragraphText, Word, wrap, type Law } from '../support/commentary-grammar.ts';
import { word } from '../support/furniture.ts';
import { NO_OVERRIDES, commentaryEntry, utf8 } from '../support/ingest-input.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const EMPTY = { ...NO_OVERRIDES, path: 'in/overrides.yaml' };
const run = (lines: string[]): IngestResult => ingest([{ file: 'a.txt', bytes: utf8(`${lines.join('\n')}\n`) }], [commentaryEntry('a.txt')], EMPTY);

/** Every warning: `file:line: what happened; what to do` — a line, then what to add or check. */
const SYNTAX = /^[^\s:]+:\d+: [^;]+; .+$/u;
const expectSyntax = (r: IngestResult) => {
  for (const w of r.report.warnings) expect(w).toMatch(SYNTAX);
  // One warning per piece: never two at one line.
  const at = r.report.warnings.map((w) => /^[^\s:]+:\d+/u.exec(w)![0]);
  expect(new Set(at).size, r.report.warnings.join('\n')).toBe(at.length);
};
/** The 1-based lines of a file on which a visible paragraph number opens the line. */
const visibleNumbers = (lines: string[]) => lines.flatMap((l) => NUMBER_AT_START.exec(l)?.[1] ?? []);
const incompleteOf = (r: IngestResult) => r.report.paragraphs.incomplete;

/** A paragraph's lines cut after line `at` (0 < at < all): its last line no sentence end, perhaps a preposition. */
function cut(lines: string[], at: number, tail: string | undefined): string[] {
  const kept = lines.slice(0, at);
  // Cut before a citation's number too: `(см. п. 1.1 и` / `12.2. Текст` is a citation that goes on, read as text.
  const last = kept[kept.length - 1]!.replace(/(?:\s*\(?(?:см\.\s*)?(?:п\.\s*)?[\d.]*)?[.!?)]*$/u, '');
  return [...kept.slice(0, -1), tail ? `${last} ${tail}` : last];
}

describe('a paragraph number that jumps after a line a page cut (fast-check)', () => {
  it('starts its paragraph with a warning at its line, and the cut paragraph is incomplete', () => {
    fc.assert(
      fc.property(laws(2, 2, 5), fc.integer({ min: 40, max: 80 }), fc.nat(), fc.nat(), fc.option(fc.constantFrom('на', 'в', 'и', 'к', 'по', 'не'), { nil: undefined }), (ls, width, pickCut, pickFrom, tail) => {
        // Two laws in either order: the first one's last paragraph cut mid-sentence, the other from paragraph k ≥ 2.
        const [a, b] = pickFrom % 2 ? [ls[1]!, ls[0]!] : [ls[0]!, ls[1]!];
        fc.pre(b.paragraphs.length >= 2);
        const k = 2 + (pickFrom % (b.paragraphs.length - 1));
        const aLines = asLines([a], width, '');
        const lastStart = aLines.findLastIndex((l) => NUMBER_AT_START.test(l));
        const lastLen = aLines.length - lastStart;
        fc.pre(lastLen >= 2);
        const cutAt = lastStart + 1 + (pickCut % (lastLen - 1));
        const bLines = b.paragraphs.slice(k - 1).flatMap((p, i) => wrap(`${b.law}.${k + i}. ${p}`, width, ''));
        const lines = [...cut(aLines, cutAt, tail), ...bLines];
        const r = run(lines);
        const ids = paragraphsOf(r.outputs);
        for (const n of visibleNumbers(lines)) expect(ids.has(n), `paragraph ${n}`).toBe(true);
        const line = lines.length - bLines.length + 1;
        const warned = r.report.warnings.filter((w) => w.startsWith(`a.txt:${line}: `));
        expect(warned, r.report.warnings.join('\n')).toHaveLength(1);
        expect(warned[0]).toContain(`${b.law}.${k}`);
        expect(incompleteOf(r)).toContain(`${a.law}.${a.paragraphs.length}`);
        expectSyntax(r);
      }),
      { numRuns: RUNS },
    );
  });
});

/** The source lines a paragraph's front matter names (`lines: 2-8, 10`). */
const sourceLines = (fm: string): number[] =>
  (/^ {2}lines: (.*)$/mu.exec(fm)?.[1] ?? '').split(', ').flatMap((r) => {
    const [a, b] = r.split('-').map(Number);
    return b === undefined ? [a!] : Array.from({ length: b - a! + 1 }, (_, k) => a! + k);
  });

/** A book's lines in pages of `size` lines, each with its printed page number or counter. */
function paged(lines: string[], size: number, first: number, mark: (n: number, total: number) => string, atTop: boolean) {
  const pages: string[][] = [];
  for (let at = 0; at < lines.length; at += size) pages.push(lines.slice(at, at + size));
  const total = first + pages.length - 1;
  return pages.map((p, i) => (atTop ? [mark(first + i, total), '', ...p, ''] : [...p, '', mark(first + i, total), '']));
}

const pageMark = fc.oneof(
  fc.tuple(fc.constantFrom('', ' '.repeat(20), ' '.repeat(28)), fc.constantFrom('-', '–', '—')).map(([pad, d]) => (n: number) => `${pad}${d} ${n} ${d}`),
  fc.constantFrom('Стр.', 'стр.', 'Страница').map((w) => (n: number, t: number) => `${w} ${n} из ${t}`),
  fc.tuple(Word, fc.array(word, { minLength: 0, maxLength: 3 })).map(([w, ws]) => (n: number, t: number) => `${[w, ...ws].join(' ')}, стр. ${n} из ${t}`),
);

describe('one file with printed page numbers or page counters, a page lost (fast-check)', () => {
  it('warns of the missing page by its number at the line after the gap, joins nothing across it, and drops every page-number line', () => {
    fc.assert(
      fc.property(laws(1, 3, 5), fc.integer({ min: 40, max: 80 }), fc.integer({ min: 4, max: 9 }), fc.integer({ min: 1, max: 40 }), fc.nat(), pageMark, fc.boolean(), (ls, width, size, first, pick, mark, atTop) => {
        const pages = paged(asLines(ls, width, ''), size, first, mark, atTop);
        fc.pre(pages.length >= 3);
        const lost = 1 + (pick % (pages.length - 2));
        const kept = pages.filter((_, i) => i !== lost);
        const lines = kept.flat();
        const r = run(lines);
        const missing = r.report.warnings.filter((w) => w.includes(`page ${first + lost} is missing`));
        expect(missing, r.report.warnings.join('\n')).toHaveLength(1);
        const ids = paragraphsOf(r.outputs);
        for (const n of visibleNumbers(lines)) expect(ids.has(n), `paragraph ${n}`).toBe(true);
        const marks = new Set(pages.map((p, i) => mark(first + i, first + pages.length - 1).trim()));
        for (const [id, text] of ids) for (const m of marks) expect(text, id).not.toContain(m.replace(/^\s+/u, ''));
        // Nothing joined across the gap: no paragraph has source lines on both sides of it.
        const gapAt = kept.slice(0, lost).flat().length;
        for (const [id, fm] of frontOf(r.outputs)) {
          const own = sourceLines(fm);
          expect(own.some((n) => n <= gapAt) && own.some((n) => n > gapAt), `${id} joins across the gap`).toBe(false);
        }
        expectSyntax(r);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a law heading split over two lines (fast-check)', () => {
  it('is the law heading with its title, and invents no paragraph', () => {
    fc.assert(
      fc.property(laws(1, 1, 4), fc.integer({ min: 40, max: 80 }), fc.constantFrom('', '.'), fc.constantFrom('', ' '.repeat(18), ' '.repeat(30)), fc.nat(), (ls, width, dot, pad, pick) => {
        const l = ls[0]!;
        const from = 1 + (pick % l.paragraphs.length);
        const title = l.title.join(' ').toLocaleUpperCase('ru');
        const lines = [`${pad}Правило ${l.law}${dot}`, `${pad.slice(4)}${title}`, '', ...l.paragraphs.slice(from - 1).flatMap((p, i) => wrap(`${l.law}.${from + i}. ${p}`, width, ''))];
        const r = run(lines);
        const front = frontOf(r.outputs);
        expect([...front.keys()].sort()).toEqual(l.paragraphs.slice(from - 1).map((_, i) => `${l.law}.${from + i}`).sort());
        const expected = title.toLocaleLowerCase('ru').replace(/\p{L}/u, (c) => c.toLocaleUpperCase('ru'));
        for (const [id, fm] of front) expect(fm, id).toContain(`lawTitle: ${expected}`);
        expect(r.report.warnings).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

/** A place an index names: a paragraph (`57.7`) or a provision of the Laws (`63А`, `61B2`). */
const ref = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 93 }), fc.integer({ min: 1, max: 12 })).map(([a, b]) => `${a}.${b}`),
  fc.tuple(fc.integer({ min: 1, max: 93 }), fc.constantFrom('А', 'В', 'С', 'A', 'B', 'C', 'D'), fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined })).map(([a, l, n]) => `${a}${l}${n ?? ''}`),
);
const indexEntry = fc.oneof(
  fc.tuple(Word, fc.array(word, { maxLength: 2 }), fc.array(ref, { minLength: 1, maxLength: 4 })).map(([w, ws, rs]) => `${[w, ...ws].join(' ')} ${rs.join(', ')}`),
  fc.tuple(word, fc.array(word, { maxLength: 2 }), fc.array(ref, { minLength: 1, maxLength: 4 })).map(([w, ws, rs]) => `${[w, ...ws].join(' ')}, ${rs.join('; ')}`),
);
/** A piece that is no commentary: a subject index (with a heading in capitals or none), or a site's menu. */
const notCommentary = fc.oneof(
  fc.tuple(fc.option(fc.array(word, { minLength: 1, maxLength: 2 }).map((ws) => ws.join(' ').toLocaleUpperCase('ru')), { nil: undefined }), fc.array(indexEntry, { minLength: 3, maxLength: 6 })).map(([h, es]) => (h ? [h, ...es] : es)),
  fc.array(Word, { minLength: 3, maxLength: 6 }),
  fc.tuple(fc.array(Word, { minLength: 3, maxLength: 6 }), fc.constantFrom(' | ', ' · ', ' • ')).map(([ws, sep]) => [ws.join(sep)]),
);

describe('a subject index or a menu inside the text (fast-check)', () => {
  it('is dropped whole with one warning and its keep override, and no paragraph changes', () => {
    fc.assert(
      fc.property(laws(1, 2, 5), fc.integer({ min: 40, max: 80 }), notCommentary, fc.nat(), (ls, width, piece, pick) => {
        const lines = asLines(ls, width, '');
        const starts = lines.flatMap((l, i) => (i > 0 && NUMBER_AT_START.test(l) ? [i] : []));
        // Inside the text: before a paragraph that is not the first (at a page's edge furniture goes by its position).
        fc.pre(starts.length > 0);
        const at = starts[pick % starts.length]!;
        const withPiece = [...lines.slice(0, at), '', ...piece, '', ...lines.slice(at)];
        const r = run(withPiece);
        expect(Object.fromEntries(paragraphsOf(r.outputs))).toEqual(Object.fromEntries(paragraphsOf(run(lines).outputs)));
        expect(r.report.warnings, r.report.warnings.join('\n')).toHaveLength(1);
        expect(r.report.warnings[0]).toMatch(new RegExp(`^a\\.txt:${at + 2}: .*keep: \\[\\{ file: "a\\.txt"`, 'u'));
        expectSyntax(r);
      }),
      { numRuns: RUNS },
    );
  });
});

/** A site's menu: a vertical run of capitalised words, or one line of them between separators. */
const menu = fc.oneof(
  fc.array(Word, { minLength: 3, maxLength: 6 }),
  fc.tuple(fc.array(Word, { minLength: 3, maxLength: 6 }), fc.constantFrom(' | ', ' · ', ' • ')).map(([ws, sep]) => [ws.join(sep)]),
);

describe('a menu inside the text with no blank line around it (fast-check)', () => {
  it('is dropped whole with one warning where a sentence ends before it and a paragraph starts after it', () => {
    fc.assert(
      fc.property(laws(1, 2, 5), fc.integer({ min: 40, max: 80 }), menu, fc.nat(), (ls, width, piece, pick) => {
        const lines = asLines(ls, width, '');
        const starts = lines.flatMap((l, i) => (i > 0 && NUMBER_AT_START.test(l) ? [i] : []));
        fc.pre(starts.length > 0);
        const at = starts[pick % starts.length]!;
        const r = run([...lines.slice(0, at), ...piece, ...lines.slice(at)]);
        expect(Object.fromEntries(paragraphsOf(r.outputs))).toEqual(Object.fromEntries(paragraphsOf(run(lines).outputs)));
        expect(r.report.warnings, r.report.warnings.join('\n')).toHaveLength(1);
        expect(r.report.warnings[0]).toMatch(new RegExp(`^a\\.txt:${at + 1}: .*keep: \\[\\{ file: "a\\.txt"`, 'u'));
        expectSyntax(r);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('items of a paragraph printed with its number (fast-check)', () => {
  it('are items of that paragraph (`2.3.(а) …`, `2.3.(б) …`), never a second copy of it: nothing dropped, no warning', () => {
    const MARKS = ['а', 'б', 'в', 'г', 'a', 'b', 'c', 'd', '1', '2', '3', '4', 'i', 'ii', 'iii', 'iv'];
    fc.assert(
      fc.property(laws(1, 1, 4), fc.integer({ min: 40, max: 80 }), fc.array(paragraphText, { minLength: 2, maxLength: 4 }), fc.nat(), fc.integer({ min: 0, max: 3 }), (ls, width, items, pick, script) => {
        const l = ls[0]!;
        const k = 1 + (pick % l.paragraphs.length);
        const marks = MARKS.slice(script * 4, script * 4 + items.length);
        // Each item's text after its mark starts in lower case, as in a list that goes on.
        const itemLines = items.flatMap((t, i) => wrap(`${l.law}.${k}.(${marks[i]}) ${t[0]!.toLocaleLowerCase('ru')}${t.slice(1)}`, width, ''));
        const lines = [
          headingOf(l),
          ...l.paragraphs.flatMap((p, i) => (i + 1 === k ? itemLines : wrap(`${l.law}.${i + 1}. ${p}`, width, ''))),
        ];
        const r = run(lines);
        const ids = paragraphsOf(r.outputs);
        expect([...ids.keys()].sort()).toEqual(l.paragraphs.map((_, i) => `${l.law}.${i + 1}`).sort());
        const text = ids.get(`${l.law}.${k}`)!.replace(/\s+/gu, ' ');
        for (const [i] of items.entries()) expect(text, text).toContain(`(${marks[i]})`);
        expect(r.report.warnings, r.report.warnings.join('\n')).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
