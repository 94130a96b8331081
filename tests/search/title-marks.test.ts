/**
 * A term query puts first the place that introduces it (issue 35, round 4: «ренонс», "revokes"
 * ranked Law 62 before 61A): the first law whose title holds the query's words, at its place
 * holding them most (src/lib/search/title-marks.ts), weighed up by the engine. Laws, titles and
 * places are generated from random words; the index is a fake pagefind over our own terms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type PagefindLike, type PagefindResult } from '../../src/lib/search/engine.ts';
import { indexedContent, indexWord } from '../../src/lib/search/index-terms.ts';
import type { SearchRecord } from '../../src/lib/search/records.ts';
import { titleMark, titleMarks } from '../../src/lib/search/title-marks.ts';
import { terms } from '../../src/lib/search/terms.ts';

/** An invented word: letters the stemmer keeps whole enough to stay distinct. */
const wordArb = fc.stringMatching(/^[бвгджзклмнпрстфхцчшщ][аоу][бвгджзклмнпрстфхцчшщ]{2}[аоу][бвгджзклмнпрстфхцчшщ]{2}$/u);
const term = (w: string) => terms(w)[0]!.term;

const place = (law: number, id: string, text: string, title: string, kind: 'law' | 'commentary' = 'commentary'): SearchRecord => ({
  url: `/ru/laws/${law}/#${id}`,
  lang: 'ru',
  kind,
  id,
  title: `Правило ${law}. ${title}`,
  label: '',
  text,
  ids: [],
});

/** A pagefind over the records' indexed words: each word looked up exactly, scored by how often a place holds it. */
function fakePagefind(records: SearchRecord[], marks: Map<SearchRecord, string[]>): PagefindLike {
  const docs = records.map((r, i) => ({ id: String(i), r, words: indexedContent(r, marks.get(r)).split(' ') }));
  const result = (d: (typeof docs)[number], score: number, words: number[]): PagefindResult => ({
    id: d.id,
    score,
    words,
    data: async () => ({ url: d.r.url, meta: { kind: d.r.kind, id: d.r.id, title: d.r.title, label: '', text: d.r.text } }),
  });
  return {
    async search(word, o) {
      if (word === null) {
        const kind = o?.filters?.kind;
        return { results: docs.filter((d) => kind === undefined || d.r.kind === kind).map((d) => result(d, 1, [])) };
      }
      return {
        results: docs.flatMap((d) => {
          const at = d.words.flatMap((w, k) => (w === word ? [k] : []));
          return at.length ? [result(d, at.length / d.words.length, at)] : [];
        }),
      };
    },
  };
}

describe('title marks', () => {
  it('mark the first law whose title holds a word, at its first place holding it; words most titles share and numbers mark nothing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(wordArb, { minLength: 8, maxLength: 8, selector: term }), (ws) => {
        const [topic, a, b, c, d, e, f, g] = ws as [string, string, string, string, string, string, string, string];
        const records = [
          place(10, '10.1', `${f} ${g}`, `${a} ${e} ${g}`),
          place(61, '61.1', `${a} ${b}`, `${c} ${topic} 12 ${g}`),
          place(61, '61.2', `${topic} ${b}`, `${c} ${topic} 12 ${g}`),
          place(62, '62.1', `${topic} ${topic} ${topic}`, `${d} ${topic}`),
          place(63, '63.1', `${topic} ${topic}`, `${e} ${topic}`),
          ...[20, 21, 22].map((n) => place(n, `${n}.1`, `${f}`, `${f} ${g}`)),
        ];
        const marks = titleMarks(records);
        const holders = (mark: string) => records.filter((r) => marks.get(r)?.includes(mark)).map((r) => r.id);
        expect(holders(titleMark([term(topic)]))).toEqual(['61.2']);
        expect(holders(titleMark([term(e), term(topic)]))).toEqual(['63.1']);
        expect(holders(titleMark([term(a)]))).toEqual(['10.1']);
        expect(holders(titleMark(['12']))).toEqual([]);
        expect(holders(titleMark([term(g)]))).toEqual([]); // five titles of seven hold it
      }),
      { numRuns: 50 },
    );
  });

  it('put the introducing place first for a term query, above places holding the word more often', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(wordArb, { minLength: 6, maxLength: 6, selector: term }), async (ws) => {
        const [topic, a, b, c, d, f] = ws as [string, string, string, string, string, string];
        const records = [
          place(61, '61A', `${a} ${topic} ${b}`, `${a} ${topic}`, 'law'),
          place(62, '62A', `${topic} ${topic} ${b}`, `${b} ${topic}`, 'law'),
          place(62, '62.1', `${topic} ${c} ${c} ${c}`, `${b} ${topic}`),
          place(63, '63.1', `${topic} ${d}`, `${c} ${topic}`),
          ...[20, 21, 22, 23, 24].map((n) => place(n, `${n}.1`, `${f} ${n}`, `${f} ${d}`)),
        ];
        const engine = new SearchEngine(fakePagefind(records, titleMarks(records)));
        const { hits, queryClass } = await engine.search(topic);
        expect(queryClass).toBe('term');
        expect(hits[0]!.id).toBe('61A');
        expect(hits.map((h) => h.id).sort()).toEqual(['61A', '62.1', '62A', '63.1']);
        // Without the marks, the places holding it more often come first.
        const plain = await new SearchEngine(fakePagefind(records, new Map())).search(topic);
        expect(plain.hits[0]!.id).not.toBe('61A');
      }),
      { numRuns: 30 },
    );
  });

  it('is a word no text holds: one of the index', () => {
    expect(indexWord(titleMark(['б', 'а']))).toBe('θаψбω');
  });
});
