/**
 * A fake pagefind over search records (tests/search/): each query word is looked up exactly among
 * the records' indexed words (src/lib/search/index-terms.ts), scored by how often a place holds
 * it; `null` lists the places of a kind, or the outcomes of a phase. And the generated words and places the tests build on.
 */
import fc from 'fast-check';
import type { PagefindLike, PagefindResult } from '../../src/lib/search/engine.ts';
import { indexedContent } from '../../src/lib/search/index-terms.ts';
import { filterKind, type SearchRecord } from '../../src/lib/search/records.ts';
import { terms } from '../../src/lib/search/terms.ts';

/** An invented word: letters the stemmer keeps whole enough to stay distinct. */
export const wordArb = fc.stringMatching(/^[бвгджзклмнпрстфхцчшщ][аоу][бвгджзклмнпрстфхцчшщ]{2}[аоу][бвгджзклмнпрстфхцчшщ]{2}$/u);
export const term = (w: string) => terms(w)[0]!.term;

export const place = (law: number, id: string, text: string, title: string, kind: 'law' | 'commentary' = 'commentary'): SearchRecord => ({
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
export function fakePagefind(records: SearchRecord[], marks: Map<SearchRecord, string[]>): PagefindLike {
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
        const { kind, phase } = o?.filters ?? {};
        return { results: docs.filter((d) => (kind === undefined || filterKind(d.r) === kind) && (phase === undefined || d.r.phase === phase)).map((d) => result(d, 1, [])) };
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
