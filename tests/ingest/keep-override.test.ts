/**
 * A piece that is no commentary (a contents list, a subject index) is dropped with one warning that
 * names the overrides file and a `keep` override; that override, pasted as printed, keeps the piece as
 * text of the paragraph it sits in. Fixture `contents-list-and-index-are-not-commentary`, and generated
 * books with random words and numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseOverrides } from '../../scripts/ingest/config.ts';
import { ingest } from '../../scripts/ingest/run.ts';
import { word } from '../support/furniture.ts';
import { loadFixtures } from './fixture-runner.ts';
import { commentaryEntry, utf8 } from '../support/ingest-input.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const PATH = '/tmp/some-sources/overrides.yaml';

function run(files: Record<string, string>, overridesYaml = '') {
  const sources = Object.entries(files).map(([file, text]) => ({ file, bytes: utf8(text) }));
  const overrides = { ...parseOverrides(overridesYaml || '{}', PATH), path: PATH };
  return ingest(sources, sources.map((s) => commentaryEntry(s.file)), overrides);
}

const ADVICE = /^(\S+?):(\d+): dropped as not commentary \((.+?)\); to keep it, add to (.+?): (keep: \[.*\])$/u;
/** The `keep` overrides the warnings advise, gathered into one overrides file as a person would paste them. */
function pasted(warnings: string[]): string {
  const keep = warnings.flatMap((w) => {
    const m = ADVICE.exec(w);
    return m ? (parse(m[5]!) as { keep: unknown[] }).keep : [];
  });
  return keep.map((k) => `keep:\n  - ${JSON.stringify(k)}`).join('\n').replace(/\nkeep:\n/gu, '\n');
}

const linesOf = (report: ReturnType<typeof run>['report'], file: string) => report.lines[file]!;

describe('a contents list and a subject index in a book (fixture)', () => {
  const f = loadFixtures().find((x) => x.name === 'contents-list-and-index-are-not-commentary')!;
  const files = Object.fromEntries(f.inputs.map((i) => [i.file, i.text]));

  it('are dropped, each with one warning in one syntax naming the overrides file of the --in folder and a keep override', () => {
    const { report } = run(files);
    const advice = report.warnings.filter((w) => ADVICE.test(w));
    expect(advice).toHaveLength(2);
    expect(report.warnings).toHaveLength(2);
    for (const w of advice) expect(ADVICE.exec(w)![4]).toBe(PATH);
    expect(advice.map((w) => ADVICE.exec(w)![3])).toEqual(['a contents list', 'an index: entries with page or paragraph numbers']);
    expect(report.totals.dropped['table of contents']).toBe(4);
    expect(report.totals.dropped['not commentary']).toBe(5);
  });

  it('the advice, pasted as printed, keeps both as text of the paragraph they sit in, with no warning left', () => {
    const first = run(files);
    const { report, outputs } = run(files, pasted(first.report.warnings));
    expect(report.warnings).toEqual([]);
    expect(report.totals.dropped['table of contents']).toBeUndefined();
    expect(report.totals.dropped['not commentary']).toBeUndefined();
    expect(outputs.get('commentary/ru/35/35.1.md')).toMatch(/Правило\s36\. Заявки вне очереди/u);
    expect(outputs.get('commentary/ru/35/35.2.md')).toContain('пас обязательный 35, 37');
    expect(linesOf(report, 'input.txt')).toContainEqual([9, 15, 'kept', '35.2']);
  });

  it('a keep override that matches nothing is refused as stale', () => {
    expect(() => run(files, 'keep: [{ file: "input.txt", startsWith: "АЛФАВИТНЫЙ УКАЗАТЕЛЬ", why: "x" }]')).toThrow(/stale override.*keep «АЛФАВИТНЫЙ УКАЗАТЕЛЬ»/u);
  });
});

const Word = word.map((w) => w[0]!.toLocaleUpperCase('ru') + w.slice(1));
const sentence = fc.tuple(Word, fc.array(word, { minLength: 3, maxLength: 10 })).map(([a, rest]) => `${[a, ...rest].join(' ')}.`);
/** An index entry: one to three words, then one to four place numbers. */
const indexEntry = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 4 }))
  .map(([ws, ns]) => `${ws.join(' ')} ${ns.join(', ')}`);
/** A contents entry: a law and its title, a leader, a page. */
const contentsEntry = fc
  .tuple(fc.integer({ min: 1, max: 93 }), fc.array(word, { minLength: 1, maxLength: 4 }), fc.integer({ min: 3, max: 12 }), fc.integer({ min: 1, max: 300 }))
  .map(([law, ws, dots, page]) => `Правило ${law}. ${ws[0]![0]!.toLocaleUpperCase('ru')}${ws.join(' ').slice(1)} ${'.'.repeat(dots)} ${page}`);
const list = fc.oneof(
  fc.tuple(fc.array(word, { minLength: 1, maxLength: 2 }), fc.uniqueArray(indexEntry, { minLength: 3, maxLength: 8 })).map(([h, es]) => [h.join(' ').toLocaleUpperCase('ru'), ...es]),
  fc.uniqueArray(contentsEntry, { minLength: 3, maxLength: 8 }).map((es) => ['СОДЕРЖАНИЕ', ...es]),
);

describe('a generated list (an index or a contents list) after a random paragraph of a book (fast-check)', () => {
  it('is dropped whole with one warning; its advice pasted back keeps every line of it in that paragraph', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 93 }), fc.array(sentence, { minLength: 2, maxLength: 5 }), fc.nat(), list, (law, paragraphs, at, entries) => {
        const after = at % paragraphs.length;
        const lines = [`Правило ${law}. ПРАВИЛО С НОМЕРОМ¶`];
        paragraphs.forEach((p, i) => {
          lines.push(`${law}.${i + 1}. ${p}¶`);
          if (i === after) lines.push(...entries);
        });
        const files = { 'book.txt': `${lines.join('\n')}\n` };
        const first = run(files);
        const advice = first.report.warnings.filter((w) => ADVICE.test(w));
        expect(advice).toHaveLength(1);
        expect(first.report.warnings).toEqual(advice);
        // Every paragraph is still there, none holding a line of the list.
        for (let i = 1; i <= paragraphs.length; i++) expect(first.outputs.get(`commentary/ru/${law}/${law}.${i}.md`)).not.toContain(entries[1]!);
        const kept = run(files, pasted(first.report.warnings));
        expect(kept.report.warnings).toEqual([]);
        const from = after + 3;
        expect(linesOf(kept.report, 'book.txt')).toContainEqual([after + 2, from + entries.length - 1, 'kept', `${law}.${after + 1}`]);
      }),
      { numRuns: RUNS },
    );
  });
});
