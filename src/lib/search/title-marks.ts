/**
 * Where a topic is introduced: the Laws name their topics in their titles, and a topic's first
 * law is the one that defines it (Law 61 «Игра не в масть — выяснения, касающиеся фальшренонса»
 * defines the revoke; 62, 63 and 64 correct it, establish it and rule after it). So a term
 * query whose words a law's title holds belongs first to the first law whose title holds them,
 * at the first of its places that holds the most of them (61A «Определение фальшренонса»).
 *
 * At index time each such place carries a hidden mark per title word and per pair of title
 * words it introduces (`фальшренонсθ`, `установленψфальшренонсθ`): no word list, the titles
 * are the data (content/catalogue/laws.yaml, as the law pages show them). The engine looks the
 * marks of a term query up (src/lib/search/engine.ts). A law's `topics` (laws.yaml: what it rules
 * on that its title does not name, Law 12's adjusted score) introduce their words as its title does:
 * a topic of several words by the pairs of its words, a topic of one word by that word.
 *
 * A law page without text (its box alone: most laws) introduces the pairs of its title's and
 * topics' words; a single word of its title, or a one-word topic, marks it with `stubMark`, and the
 * engine puts it first for that word, or second where another such law's title holds the word too
 * (`sharedStubMark`). Every word of its topics is indexed on the stub, as its title's words are
 * (the record's keywords): the page is about them, and a query holding them finds it by its words as
 * it finds a paragraph. A word no place holds («пересдача», "redeal") is so a word of the index, and
 * no unknown word replaced by a suggestion. (Until round 25 only such words were added, to keep the
 * stubs short; adding all of them put 65 queries of the sets higher and 20 lower.)
 * Plain TypeScript.
 */
import { filterKind, lawTitleOf, type SearchRecord } from './records.ts';
import { terms } from './terms.ts';

const MARK = 'θ';
const JOIN = 'ψ';

/**
 * The mark of a set of title terms (their order does not count). It begins with its first term, so
 * the index holds it in the chunk of that word, which the query fetches anyway
 * (src/integrations/split-index-chunks.ts). Marks that began with `θ` sorted before every Russian
 * word, into the index's first chunk, which every term query then fetched besides its words' own.
 */
export const titleMark = (key: readonly string[]): string => `${[...new Set(key)].sort().join(JOIN)}${MARK}`;

/**
 * The mark of a law page without text for a single word of its title («претензия» of Law 68
 * «Претензия или уступка») or a one-word topic: the engine puts it first for the word, or second
 * (`sharedStubMark`, an outcome named for the word).
 */
export const stubMark = (term: string): string => `${term}ξ`;

/**
 * Beside a stub mark, where another law page without text has the word in its title too (Laws 42,
 * 43 and 46 «…болвана»; 68–70 «претензия»): the engine keeps such a law second, behind the text,
 * and the scores order the laws that share the word. Known at index time, so the engine looks up one
 * mark instead of fetching every result's title.
 */
export const sharedStubMark = (term: string): string => `${term}ζ`;

/** The law a place of a law page belongs to (`/ru/laws/61/#61A` → 61), or null. */
const lawOf = (url: string): number | null => {
  const m = /\/laws\/(\d+)\/(?:#|$)/u.exec(url);
  return m ? Number(m[1]) : null;
};

/** Every single title term and every pair of them. */
function keysOf(title: readonly string[]): string[][] {
  const out: string[][] = title.map((t) => [t]);
  for (let i = 0; i < title.length; i++) for (let j = i + 1; j < title.length; j++) out.push([title[i]!, title[j]!]);
  return out;
}

/**
 * The title marks of each place (law text and commentary only), by record. A title's words
 * that most titles share («Правило», "Law") and its numbers in digits mark nothing.
 */
export function titleMarks(records: readonly SearchRecord[], topics: (law: number, lang: 'ru' | 'en') => readonly string[] = () => []): Map<SearchRecord, string[]> {
  const out = new Map<SearchRecord, string[]>();
  for (const lang of ['ru', 'en'] as const) {
    /** The places of each law, in page order (law text, then commentary). */
    const laws = new Map<number, SearchRecord[]>();
    for (const r of records) {
      // A law page without text (its box alone, at the page's own address) is its law's one place.
      const n = r.lang === lang && (r.kind === 'law' || r.kind === 'commentary' || filterKind(r) === 'stub') ? lawOf(r.url) : null;
      if (n !== null) laws.set(n, [...(laws.get(n) ?? []), r]);
    }
    // A number in digits (the law's own, an id) marks nothing; a numeral in words does («Две или
    // более штрафных карт», «Первый ход вне очереди»).
    const titleTerms = new Map([...laws].map(([n, rs]) => {
      // The page's heading less its label («Правило 42.», "Law 42."): the stemmer reads «Правило» and
      // «Права» as one word, which the label would make every title's (Law 42 «Права болвана»).
      const title = lawTitleOf(rs[0]!.title);
      return [n, [...new Set(terms(title).filter((t) => !/\d/u.test(title.slice(t.from, t.to))).map((t) => t.term))]];
    }));
    const shared = new Map<string, number>();
    for (const ts of titleTerms.values()) for (const t of ts) shared.set(t, (shared.get(t) ?? 0) + 1);
    const own = (n: number) => titleTerms.get(n)!.filter((t) => shared.get(t)! * 2 <= laws.size);
    const taken = new Set<string>();
    /** The laws whose page has no text: its box alone. */
    const stubs = new Set([...laws].filter(([, rs]) => rs.length === 1 && filterKind(rs[0]!) === 'stub').map(([n]) => n));
    /**
     * A topic of the law (laws.yaml `topics`): the pairs of its words (a word of a longer topic,
     * «результат», is anyone's); a topic of one word («пересдача», "kibitzer") is that word.
     */
    const topicTerms = (n: number) => topics(n, lang).map((topic) => [...new Set(terms(topic).map((t) => t.term))]);
    const topicKeys = (n: number) => topicTerms(n).flatMap((ts) => keysOf(ts).filter((k) => k.length > 1 || ts.length === 1));
    for (const n of [...laws.keys()].sort((a, b) => a - b)) {
      const places = laws.get(n)!;
      const held = places.map((r) => new Set(terms(r.text).map((t) => t.term)));
      // A law page without text introduces the pairs of its title's words («права болвана»), not its
      // single words: a topic word («болван») belongs to the first law whose text says something of
      // it. Such a word, where no earlier law's title holds it, marks the page to stand second.
      const stub = stubs.has(n);
      // Every word of its topics is the stub's word, as its title's are (records.ts keywords): a query
      // holding it finds the law by it, and a word no place holds («пересдача») is known to the index.
      const added = stub ? [...new Set(topicTerms(n).flat())] : [];
      if (added.length) out.set(places[0]!, [...(out.get(places[0]!) ?? []), ...added]);
      for (const key of [...keysOf(own(n)), ...topicKeys(n)]) {
        // A word only the stub holds is marked as any one-word topic: the stub holds it, and the mark
        // names the law in a situation («…и оскорбляет соперников», Law 74). A pair with it is
        // marked as any topic's: places holding its synonym and the other word cover more of the
        // query than the stub («реконтрированный контракт»: «реконтра» and «контракт»; Law 19 fell out).
        if (stub && key.length === 1) {
          const mark = stubMark(key[0]!);
          if (!taken.has(titleMark(key)) && !taken.has(mark)) {
            taken.add(mark);
            const inAnotherTitle = [...stubs].some((m) => m !== n && titleTerms.get(m)!.includes(key[0]!));
            out.set(places[0]!, [...(out.get(places[0]!) ?? []), mark, ...(inAnotherTitle ? [sharedStubMark(key[0]!)] : [])]);
          }
          continue;
        }
        const mark = titleMark(key);
        if (taken.has(mark)) continue; // an earlier law's title holds it: that law introduces it
        taken.add(mark);
        // The first place holding the most of the key's words.
        const count = (h: Set<string>) => key.filter((t) => h.has(t)).length;
        let k = 0;
        for (let j = 1; j < places.length; j++) if (count(held[j]!) > count(held[k]!)) k = j;
        const place = places[k]!;
        out.set(place, [...(out.get(place) ?? []), mark]);
      }
    }
  }
  return out;
}
