/**
 * What the sources lose on the way (pages of a web book, line ends), from a grammar with random
 * words and numbers: the ingest loses no paragraph number, warns of each missing page, and cuts
 * a one-line copy back into the paragraphs of the text it was made from.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingest } from '../../scripts/ingest/run.ts';
import { asLines, laws, NUMBER_AT_START, paragraphsOf } from '../support/commentary-grammar.ts';
import { NO_OVERRIDES, commentaryEntry, utf8 } from '../support/ingest-input.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const ls4 = laws();

describe('a generated paged book with a random page removed (fast-check)', () => {
  it('warns of the missing page by its number, and loses no paragraph number of the pages that remain', () => {
    fc.assert(
      fc.property(ls4, fc.integer({ min: 30, max: 90 }), fc.integer({ min: 2, max: 8 }), fc.nat(), (ls, width, size, pick) => {
        const lines = asLines(ls, width);
        const pages: string[][] = [];
        for (let at = 0; at < lines.length; at += size) pages.push(lines.slice(at, at + size));
        fc.pre(pages.length >= 3);
        // An inner page: a gap between two pages that remain.
        const lost = 1 + (pick % (pages.length - 2));
        const kept = pages.map((p, i) => ({ file: `book/read_${i + 1}.txt`, lines: p })).filter((_, i) => i !== lost);
        const sources = kept.map((p) => ({ file: p.file, bytes: utf8(`${p.lines.join('\n')}\n`) }));
        const r = ingest(sources, [{ ...commentaryEntry('book/read_*.txt'), pages: 'book/read_*.txt' }], NO_OVERRIDES);
        expect(r.report.warnings.filter((w) => w.includes(`page ${lost + 1} is missing`))).toHaveLength(1);
        const visible = kept.flatMap((p) => p.lines.flatMap((l) => NUMBER_AT_START.exec(l)?.[1] ?? []));
        const ids = paragraphsOf(r.outputs);
        for (const n of visible) expect(ids.has(n), `paragraph ${n}`).toBe(true);
        // The paragraph the gap cuts is not marked complete.
        const before = pages[lost - 1]!.at(-1)!;
        if (!before.endsWith('¶')) {
          const cut = pages.slice(0, lost).flat().flatMap((l) => NUMBER_AT_START.exec(l)?.[1] ?? []).at(-1);
          if (cut) expect(r.report.paragraphs.incomplete).toContain(cut);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a generated one-line copy (its line ends lost) of random length (fast-check)', () => {
  it('gives the same paragraphs as the text it was made from', () => {
    fc.assert(
      fc.property(ls4, fc.integer({ min: 30, max: 90 }), fc.boolean(), (ls, width, marks) => {
        const lines = asLines(ls, width);
        const text = `${lines.join('\n')}\n`;
        // The line ends lost: the lines run on, with their paragraph marks or without them.
        const oneLine = `${lines.map((l) => (marks ? l : l.replace(/¶$/u, ''))).join(' ')}\n`;
        const ref = paragraphsOf(ingest([{ file: 'a.txt', bytes: utf8(text) }], [commentaryEntry('a.txt')], NO_OVERRIDES).outputs);
        const got = paragraphsOf(ingest([{ file: 'a.txt', bytes: utf8(oneLine) }], [commentaryEntry('a.txt')], NO_OVERRIDES).outputs);
        expect(Object.fromEntries(got)).toEqual(Object.fromEntries(ref));
      }),
      { numRuns: RUNS },
    );
  });
});
