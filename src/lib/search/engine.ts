/**
 * The ranking of the search page, over pagefind's index of places (one record per law
 * subsection, commentary paragraph, glossary term, row of the concordance). Plain
 * TypeScript: the page's script hands it pagefind's API; tests hand it a fake one.
 *
 * Each query term is looked up on its own (pagefind would return only the places holding
 * every word, and scores a place by its words, not by how they stand together). A place
 * then scores by pagefind's BM25 for the terms it holds, times the share of the query it
 * holds (by each term's rarity, squared: all words first), times a bonus for query words
 * that stand together in it (phrases over scattered words), times the weight of its kind
 * (the concordance below the commentary for words, above it for ids of another edition).
 */
import { indexWord, reveal } from './index-terms.ts';
import { editionTerm, terms, type Term } from './terms.ts';
import type { Ref } from '../refs/index.ts';
import { suggest } from './suggest.ts';

export interface PagefindResult {
  id: string;
  score: number;
  words: number[];
  data(): Promise<{ url: string; meta: Record<string, string | undefined> }>;
}
export interface PagefindLike {
  search(term: string | null, options?: { filters?: Record<string, string | string[]> }): Promise<{ results: PagefindResult[] } | null>;
}

export interface Hit {
  url: string;
  kind: string;
  id: string;
  title: string;
  label: string;
  /** Escaped text with `<mark>` around the words that match. */
  excerpt: string;
  score: number;
}

export interface Outcome {
  hits: Hit[];
  /** How many places matched (more than {@link hits} when cut at the limit). */
  total: number;
  /** Words of the query that the index does not hold, each with its suggestion if any. */
  unknown: { word: string; suggestion: string | null }[];
  /** The query as searched when a word was replaced by its suggestion. */
  searchedFor: string | null;
  /** The query had words, but only function words. */
  onlyStopwords: boolean;
}

export interface Options {
  filters?: Record<string, string | string[]>;
  limit?: number;
  /** An id of another edition that the query names (2017:63A4): rows and boxes holding it come first. */
  editionRef?: Ref | null;
  /** The index's words with their counts, fetched only when a query word is unknown. */
  vocabulary?: () => Promise<[string, number][]>;
}

/** Weight of a place's kind for words. The concordance's notes answer questions about editions, not the Laws. */
// A glossary row or a concordance note is a few words: BM25 favours short places, and
// these would come first for any term they name, above the paragraphs that discuss it.
const KIND_WEIGHT: Record<string, number> = { commentary: 1, law: 1, glossary: 0.3, page: 0.8, editions: 0.3 };
/**
 * The outcomes of «Что случилось?» (/ru/triage/<slug>/) are no places of the Laws: they are
 * named by the words a director types for the situation. Those that hold the whole query come
 * first, at most this many, above the places, whose ranking among themselves stays as it is
 * without them; any other outcome the query matches is ranked with the places.
 */
const MAX_OUTCOMES = 3;
const EDITION_ID_WEIGHT = 2;

interface Scored {
  r: PagefindResult;
  score: number;
  coverage: number;
}

export class SearchEngine {
  private kinds: Promise<Map<string, string>> | undefined;
  private total: Promise<number> | undefined;
  private single = new Map<string, Promise<PagefindResult[]>>();

  constructor(private readonly pf: PagefindLike) {}

  private lookup(term: string, filters?: Record<string, string | string[]>): Promise<PagefindResult[]> {
    const key = `${term}\u0000${JSON.stringify(filters ?? {})}`;
    let p = this.single.get(key);
    if (!p) this.single.set(key, (p = this.pf.search(indexWord(term), filters ? { filters } : {}).then((r) => r?.results ?? [])));
    return p;
  }

  /** The kind of every record that is not commentary or law text, by pagefind's id (one filter lookup each). */
  private kindOf(): Promise<Map<string, string>> {
    this.kinds ??= (async () => {
      const m = new Map<string, string>();
      for (const kind of ['editions', 'glossary', 'page', 'triage']) {
        for (const r of (await this.pf.search(null, { filters: { kind } }))?.results ?? []) m.set(r.id, kind);
      }
      return m;
    })();
    return this.kinds;
  }

  private count(): Promise<number> {
    this.total ??= this.pf.search(null, {}).then((r) => r?.results.length ?? 0);
    return this.total;
  }

  /** pagefind's ids of every place the query matches, ranked (what {@link search} shows the first of). */
  async matches(query: string, o: Options = {}): Promise<string[]> {
    return (await this.rank(query, o)).kept.map((s) => s.r.id);
  }

  async search(query: string, o: Options = {}): Promise<Outcome> {
    const limit = o.limit ?? 12;
    const { kept, distinct, unknown, searchedFor, onlyStopwords } = await this.rank(query, o);
    const queryTerms = new Set(distinct);
    const hits = await Promise.all(
      kept.slice(0, limit).map(async (s) => {
        const d = await s.r.data();
        const text = reveal(d.meta.text ?? '');
        return {
          url: d.url,
          kind: d.meta.kind ?? '',
          id: d.meta.id ?? '',
          title: reveal(d.meta.title ?? ''),
          label: reveal(d.meta.label ?? ''),
          excerpt: excerpt(text, queryTerms),
          score: s.score,
        };
      }),
    );
    return { hits, total: kept.length, unknown, searchedFor, onlyStopwords };
  }

  private async rank(query: string, o: Options): Promise<{ kept: Scored[]; distinct: string[]; unknown: Outcome['unknown']; searchedFor: string | null; onlyStopwords: boolean }> {
    let qTerms: (Term & { word: string })[] = terms(query).map((t) => ({ ...t, word: query.slice(t.from, t.to) }));
    const hadWords = /[\p{L}\p{N}]/u.test(query);
    const unknown: Outcome['unknown'] = [];
    let searchedFor: string | null = null;
    // Words the index does not hold: a suggestion from its own words, never a prefix of it.
    const known: typeof qTerms = [];
    let corrected = query;
    for (const t of qTerms) {
      if ((await this.lookup(t.term)).length > 0) {
        known.push(t);
        continue;
      }
      // An id or a number that is not in the text is no typo.
      const suggestion = o.vocabulary && !/\d/u.test(t.word) ? suggest(t.word, await o.vocabulary()) : null;
      unknown.push({ word: t.word, suggestion });
      if (suggestion) {
        const st = terms(suggestion)[0];
        if (st && (await this.lookup(st.term)).length > 0) {
          known.push({ ...st, word: suggestion, from: t.from, to: t.to });
          corrected = corrected.replace(t.word, suggestion);
          searchedFor = corrected;
        }
      }
    }
    qTerms = known;
    const edition = o.editionRef ?? null;
    const order = qTerms.map((t) => t.term);
    if (edition) order.unshift(editionTerm(edition));
    const distinct = [...new Set(order)];
    if (!distinct.length) return { kept: [], distinct, unknown, searchedFor, onlyStopwords: hadWords && unknown.length === 0 && !edition };

    const [N, kinds] = await Promise.all([this.count(), this.kindOf()]);
    const per = await Promise.all(distinct.map((t) => this.lookup(t, o.filters)));
    const all = await Promise.all(distinct.map((t) => this.lookup(t)));
    const idf = all.map((rs) => Math.log(1 + (N - rs.length + 0.5) / (rs.length + 0.5)));
    const idfSum = idf.reduce((a, b) => a + b, 0) || 1;
    const byId = new Map<string, { r: PagefindResult; base: number; have: Set<number>; pos: Map<number, number[]> }>();
    per.forEach((rs, i) => {
      for (const r of rs) {
        const e = byId.get(r.id) ?? { r, base: 0, have: new Set<number>(), pos: new Map<number, number[]>() };
        e.base += r.score;
        e.have.add(i);
        e.pos.set(i, r.words);
        byId.set(r.id, e);
      }
    });
    const index = new Map(distinct.map((t, i) => [t, i]));
    const seq = order.map((t) => index.get(t)!);
    const scored: Scored[] = [];
    for (const e of byId.values()) {
      let held = 0;
      for (const i of e.have) held += idf[i]!;
      const coverage = held / idfSum;
      // Query words that stand next to each other (stopwords between them are no words here).
      let pairs = 0;
      for (let k = 0; k + 1 < seq.length; k++) {
        const a = e.pos.get(seq[k]!);
        const b = e.pos.get(seq[k + 1]!);
        if (a && b && a.some((p) => b.some((q) => q - p > 0 && q - p <= 2))) pairs++;
      }
      const phrase = seq.length > 1 ? 1 + (pairs / (seq.length - 1)) * 0.75 : 1;
      // A place that begins with the query's words is about them (63.3 «Фальшренонс в
      // двенадцатой взятке…», 30.1 «Пас вне очереди…»).
      const first = e.pos.get(seq[0]!);
      const opens = first?.some((p) => p <= 1) && seq.every((i, k) => e.pos.get(i)?.some((p) => p <= k + 2)) ? 1.3 : 1;
      const kind = kinds.get(e.r.id) ?? 'text';
      const holdsEdition = edition !== null && e.have.has(0);
      const weight = holdsEdition ? EDITION_ID_WEIGHT : (KIND_WEIGHT[kind] ?? 1);
      scored.push({ r: e.r, coverage, score: e.base * coverage * coverage * phrase * opens * weight });
    }
    const isOutcome = (s: Scored) => kinds.get(s.r.id) === 'triage';
    const places = scored.filter((s) => !isOutcome(s));
    const best = Math.max(0, ...places.map((s) => s.coverage));
    // Places holding a small share of the query are noise once others hold much more of it.
    const byScore = (a: Scored, b: Scored) => b.score - a.score;
    const first = scored.filter((s) => isOutcome(s) && s.coverage > 0.999).sort(byScore).slice(0, MAX_OUTCOMES);
    // The other outcomes the query matches stand among the places, by the places' measure.
    const rest = scored.filter((s) => !first.includes(s) && (!isOutcome(s) || s.coverage >= best * 0.5));
    const kept = [...first, ...rest.filter((s) => s.coverage >= best * 0.5).sort(byScore)];
    return { kept, distinct, unknown, searchedFor, onlyStopwords: false };
  }
}

const escapeHtml = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

/**
 * About `words` words of the text around where the query's words are densest, escaped,
 * with `<mark>` around each word whose term the query holds (function words never).
 */
export function excerpt(text: string, query: ReadonlySet<string>, words = 32): string {
  const ts = terms(text);
  const hitsAt = ts.map((t) => query.has(t.term));
  // The window of `words` terms holding the most distinct query terms (then the most hits).
  let bestStart = 0;
  let bestKey = -1;
  for (let s = 0; s < Math.max(1, ts.length - words + 1); s++) {
    const seen = new Set<string>();
    let n = 0;
    for (let k = s; k < Math.min(ts.length, s + words); k++) if (hitsAt[k]) (seen.add(ts[k]!.term), n++);
    const key = seen.size * 1000 + n;
    if (key > bestKey) ((bestKey = key), (bestStart = s));
  }
  const from = ts.length ? (bestStart === 0 ? 0 : ts[Math.max(0, bestStart - 2)]!.from) : 0;
  const endTerm = ts[Math.min(ts.length - 1, bestStart + words - 1)];
  const to = endTerm && bestStart + words < ts.length ? endTerm.to : text.length;
  let out = from > 0 ? '… ' : '';
  let at = from;
  ts.forEach((t, k) => {
    if (t.from < from || t.to > to || !hitsAt[k]) return;
    out += `${escapeHtml(text.slice(at, t.from))}<mark>${escapeHtml(text.slice(t.from, t.to))}</mark>`;
    at = t.to;
  });
  out += escapeHtml(text.slice(at, to));
  if (to < text.length) out += ' …';
  return out;
}
