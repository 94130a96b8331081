/**
 * What readers asked, and where it led: the search learns which places answer a query's words from the queries of
 * content/queries/ (each written by a reader who saw only the content, with the places a director accepts as its first
 * result). For each word (its term: terms.ts) the build keeps the few places that answered the queries holding it, with
 * their share of those queries and the word's weight (its rarity among the queries, squared, as the engine weighs a
 * query's words); the search page fetches the entries of a query's words and moves the places they vote for up among
 * its first screen (rerankByAsked). «задумчивость партнёра» is no word of the text, but earlier readers who wrote of
 * partner's hesitation were answered with Law 16 and the outcome for unauthorised information.
 *
 * Two words that stood together in two queries or more have an entry of their own, with the few places a good share of
 * those queries were answered with: a word alone votes for whatever its queries were answered with («одновременно» for
 * every simultaneous play), the pair for what they were answered with when said together.
 *
 * An id is never re-ranked (its place is read from it, not learned), nor a term of one or two words, and no place is
 * added: only the places the engine found move, within its first screen. Plain TypeScript.
 */
import { terms } from './terms.ts';
import type { Lang } from '../refs/index.ts';

export interface AskedQuery {
  q: string;
  lang: Lang;
  /** id, term or situation (the sets' own class); an id teaches nothing about words. */
  class?: string;
  /** The places that answer it, best first: `/ru/laws/63/#63.5`, `/ru/triage/revoke-established/`. */
  answers: string[];
}

/** Of each word, at most this many places are kept: those that answered the most queries holding it. */
export const ASKED_PLACES = 4;
/** A place that answered less than this share of the queries holding a word is not kept for it. */
export const ASKED_MIN_SHARE = 0.15;
/**
 * Two words have an entry of their own when they stood together in this many queries or more, with the places that answered
 * {@link ASKED_PAIR_SHARE} of those queries or more, {@link ASKED_PAIR_PLACES} at most. Each set of content/queries/ scored
 * against what the other sets teach (`npm run bench -- --only asked`: 8,679 queries, 0.724 S@1 in the engine's order without
 * the asked data): pairs of three queries or more, one place of half of them, 0.749; of two or more, three places of 30%,
 * 0.765. The entries are three times as many, so they are filed in 1,024 files (BUCKETS): a query fetches as many bytes as
 * before.
 */
export const ASKED_PAIR_QUERIES = 2;
export const ASKED_PAIR_SHARE = 0.3;
export const ASKED_PAIR_PLACES = 3;
/** A query's second and later answers count this much of its first. */
const LATER_ANSWER = 0.7;
/** How far the places the asked queries vote for move: the vote of the best-voted place weighs as much as the first place's rank. */
const ASKED_WEIGHT = 1;
/** Only the places of the first screen move (the page shows ten): the order of the rest is the engine's. */
export const ASKED_WINDOW = 10;
/**
 * A query of fewer terms is not re-ranked: a term of one or two words finds the place that introduces it and the law its
 * title names by the engine's own rules (title-marks.ts), which every glossary term is held to (the law or the commentary
 * in its top three); readers' answers there added nothing (1,440 queries of rounds 80–107, each scored against the
 * queries written before it: 0.628 S@1 either way).
 */
export const ASKED_MIN_TERMS = 3;
/** The files the entries are written in, per language: a word's file is by a hash of its term (a query fetches only its words' few). */
const BUCKETS = 1024;

/** A place as the entries write it: its address after the language, `laws/` and `triage/` shortened (`63/#63.5`, `~revoke-established/`). */
export function placeKey(href: string): string | null {
  const m = /\/(?:ru|en)\/(.*)$/u.exec(decodeURI(href));
  if (!m) return null;
  return m[1]!.replace(/^laws\//u, '').replace(/^triage\//u, '~');
}

/** One word's entry: its weight and the places that answered the queries holding it, each with its share. */
export interface AskedEntry {
  weight: number;
  places: [string, number][];
}

/** The distinct terms of a query, as the entries are keyed. */
export const askedTerms = (query: string): string[] => [...new Set(terms(query, 'query').map((t) => t.term))];

/**
 * A pair's key: its two terms by a space, the rarer among the queries first (the file of its first term holds it, so a
 * query fetches no file for its pairs beyond its words' own). The page looks for both orders.
 */
export const pairKey = (first: string, second: string): string => `${first} ${second}`;
/**
 * The keys a query looks up in one of its terms' files: the term's own entry, and its pairs with the query's other terms
 * under the order that names it first (a pair is filed with its rarer term, which the page does not know: it asks both).
 */
export const entryKeys = (term: string, terms: readonly string[]): string[] => [term, ...terms.filter((other) => other !== term).map((other) => pairKey(term, other))];
/** The term whose file holds an entry: the term itself, or a pair's first. */
const fileTerm = (key: string): string => key.split(' ')[0]!;

/** The places that answered these queries, each with its share of them (a second or later answer counting less), best first. */
function placesOf(qs: readonly AskedQuery[], minShare: number, most: number): [string, number][] {
  const votes = new Map<string, number>();
  for (const q of qs) {
    q.answers.forEach((href, i) => {
      const key = placeKey(href);
      if (key) votes.set(key, (votes.get(key) ?? 0) + (i === 0 ? 1 : LATER_ANSWER));
    });
  }
  return [...votes]
    .map(([key, v]) => [key, Math.round((v / qs.length) * 100) / 100] as [string, number])
    .filter(([, share]) => share >= minShare)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, most);
}

const byKey = <T>(m: Map<string, T>): [string, T][] => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The entries of a language, keyed by term: for each term of the queries (but ids), the places that answered the
 * queries holding it ({@link ASKED_PLACES} at most, each with at least {@link ASKED_MIN_SHARE} of them), with the
 * term's weight: log((N + 1) / (n + 0.5)) squared, N the queries, n those holding it. For each two terms that stood
 * together in {@link ASKED_PAIR_QUERIES} queries or more, keyed by {@link pairKey}, the places that answered
 * {@link ASKED_PAIR_SHARE} of them or more ({@link ASKED_PAIR_PLACES} at most), weighed alike by the queries holding both.
 */
export function learnAsked(queries: readonly AskedQuery[], lang: string): Map<string, AskedEntry> {
  const asked = queries.filter((q) => q.lang === lang && q.class !== 'id');
  const byTerm = new Map<string, AskedQuery[]>();
  const byPair = new Map<string, AskedQuery[]>();
  const add = (m: Map<string, AskedQuery[]>, key: string, q: AskedQuery) => {
    const holding = m.get(key);
    if (holding) holding.push(q);
    else m.set(key, [q]);
  };
  for (const q of asked) {
    const ts = askedTerms(q.q).sort();
    for (const [i, t] of ts.entries()) {
      add(byTerm, t, q);
      for (const u of ts.slice(i + 1)) add(byPair, pairKey(t, u), q);
    }
  }
  const weight = (n: number) => Math.round(Math.log((asked.length + 1) / (n + 0.5)) ** 2 * 10) / 10;
  const out = new Map<string, AskedEntry>();
  for (const [term, qs] of byKey(byTerm)) {
    const places = placesOf(qs, ASKED_MIN_SHARE, ASKED_PLACES);
    if (places.length) out.set(term, { weight: weight(qs.length), places });
  }
  for (const [pair, qs] of byKey(byPair)) {
    if (qs.length < ASKED_PAIR_QUERIES) continue;
    const places = placesOf(qs, ASKED_PAIR_SHARE, ASKED_PAIR_PLACES);
    const [a, b] = pair.split(' ') as [string, string];
    // The rarer term first (the smaller where both are as common): its file is the smaller.
    const [first, second] = byTerm.get(b)!.length < byTerm.get(a)!.length ? [b, a] : [a, b];
    if (places.length) out.set(pairKey(first, second), { weight: weight(qs.length), places });
  }
  return out;
}

/** An entry as its file holds it: the weight, then each place and its share, by spaces (`12.3 63/#63.5 0.5 ~revoke-established/ 0.25`). */
export const encodeAsked = (e: AskedEntry): string => [e.weight, ...e.places.flat()].join(' ');

export function decodeAsked(s: string): AskedEntry {
  const [weight, ...rest] = s.split(' ');
  const places: [string, number][] = [];
  for (let i = 0; i + 1 < rest.length; i += 2) places.push([rest[i]!, Number(rest[i + 1])]);
  return { weight: Number(weight), places };
}

/** FNV-1a of a term's UTF-16 code units: the same bucket in the build and on the page. */
function hash(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The file of a term's entry. */
export const askedFile = (lang: string, term: string): string => bucketFile(lang, hash(term) % BUCKETS);
const bucketFile = (lang: string, bucket: number): string => `asked.${lang}.${bucket.toString(16).padStart(3, '0')}.json`;

/**
 * The entries by file, each file's entries encoded: what the build writes. A pair's entry is in its first term's file.
 * Every bucket has its file, empty where no term falls in it: a query's term there fetched the site's 404 page (2.3 KB).
 */
export function askedFiles(entries: ReadonlyMap<string, AskedEntry>, lang: string): Map<string, Record<string, string>> {
  const files = new Map<string, Record<string, string>>(Array.from({ length: BUCKETS }, (_, i) => [bucketFile(lang, i), {}]));
  for (const [key, e] of entries) {
    const file = askedFile(lang, fileTerm(key));
    const held = files.get(file);
    if (held) held[key] = encodeAsked(e);
    else files.set(file, { [key]: encodeAsked(e) });
  }
  return files;
}

/** Each place's vote from a query's entries: the sum, over the query's terms, of the term's weight times the place's share. */
export function votesOf(entries: readonly AskedEntry[]): Map<string, number> {
  const votes = new Map<string, number>();
  for (const e of entries) for (const [key, share] of e.places) votes.set(key, (votes.get(key) ?? 0) + e.weight * share);
  return votes;
}

/**
 * The first screen re-ranked by the votes: each place scores 1 / (its rank + 1) plus ASKED_WEIGHT / 2 times its vote
 * over the best vote, and the places are ordered by that (ties keep the engine's order). A place nobody voted for keeps
 * its score, so it moves down only below places voted for; with no votes the order is the engine's.
 */
export function rerankByAsked<T extends { url: string }>(hits: readonly T[], votes: ReadonlyMap<string, number>): T[] {
  const best = Math.max(0, ...votes.values());
  if (best <= 0) return [...hits];
  const window = hits.slice(0, ASKED_WINDOW);
  const score = (h: T, i: number) => 1 / (i + 2) + (ASKED_WEIGHT / 2) * ((votes.get(placeKey(h.url) ?? '') ?? 0) / best);
  const ranked = window.map((h, i) => ({ h, i, s: score(h, i) })).sort((a, b) => b.s - a.s || a.i - b.i);
  return [...ranked.map((x) => x.h), ...hits.slice(ASKED_WINDOW)];
}
