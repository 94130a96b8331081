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
 * for the class of the query (classify.ts: id, term, situation — the outcomes of «Что
 * случилось?» weigh as the Laws for a situation, well below them for a term; the concordance below
 * the commentary for words, above it for ids of another edition). A query term is held by a
 * place that holds it or one of its synonyms (content/catalogue/synonyms.yaml), which count a
 * little less. For a term, the place that introduces it (the first law whose title holds it:
 * title-marks.ts) weighs more; for one word, the law without text that its title or a topic names
 * stands second to the text on the word, first where no text (nor another law's page) holds it; for a
 * situation, the law without text whose title and topics name three or more of its words stands third
 * at best. An outcome weighs more by the share of its title the query holds
 * (its title names the situation), for a term a little, for a situation much. Last, for three words or more and no id,
 * the first screen is re-ranked by what earlier readers' queries holding its words (and pairs of them) were answered with (asked.ts);
 * an outcome of the other phase gets no votes.
 */
import { indexWord, reveal } from './index-terms.ts';
import { editionTerm, findPhrase, phraseWords, terms, withoutCapsLock, type Term } from './terms.ts';
import type { Ref } from '../refs/index.ts';
import { completeClipped, suggest } from './suggest.ts';
import { classify, type QueryClass } from './classify.ts';
import { phaseOf, type Phase } from './phase.ts';
import { actorOf, roleOf, type Actor } from './actor.ts';
import { sharedStubMark, stubMark, titleMark } from './title-marks.ts';
import { readNegation } from './negated.ts';
import { withoutPrefix } from './verb-prefix.ts';
import { asNoun } from './relational-adjective.ts';
import { synonymsPart } from './letter-files.ts';
import { ASKED_MIN_TERMS, askedTerms, decodeAsked, entryKeys, placeKey, rerankByAsked, votesOf, type AskedEntry } from './asked.ts';
// The search page's loaders name and read the letter files with the engine, not with the page's first script (its
// first render's 8 KB of JavaScript: tests/budgets/weight.test.ts).
export { synonymsLoader, vocabularyFile } from './letter-files.ts';
export { askedFile } from './asked.ts';

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
  /** What kind of query it is: each kind of place is weighed by it. */
  queryClass: QueryClass;
}

export interface Options {
  filters?: Record<string, string | string[]>;
  limit?: number;
  /** An id of another edition that the query names (2017:63A4): rows and boxes holding it come first. */
  editionRef?: Ref | null;
  /** The index's words with their counts that begin as a word does (letter-files.ts), fetched only when a query word is unknown. */
  vocabulary?: (word: string) => Promise<[string, number][]>;
  /** The query names a place (the caller read its id out of it): it is of class `id`. */
  namesPlace?: boolean;
}

/**
 * Weight of a place's kind, by the class of the query (src/lib/search/classify.ts).
 * A glossary row or a concordance note is a few words: BM25 favours short places, and these
 * would come first for any term they name, above the paragraphs that discuss it. The
 * outcomes of «Что случилось?» (/ru/triage/<slug>/) are no places of the Laws: they are named
 * by the words a director types for a situation, and every outcome of a topic holds its word
 * («фальшренонс»), so for a term or an id they stand well below the law text and the commentary.
 * The page of a law without text (`stub`: records.ts filterKind) weighs as a page for a situation,
 * whose words its topics name (round 25: 60 queries of the sets up, 17 down, against a concordance
 * row's weight); for a term and an id as a row, as the engine puts it first or second by its marks.
 */
const KIND_WEIGHT: Record<QueryClass, Record<string, number>> = {
  term: { commentary: 1, law: 1, glossary: 0.3, page: 0.8, editions: 0.3, stub: 0.3, triage: 0.25 },
  situation: { commentary: 1, law: 1, glossary: 0.3, page: 0.8, editions: 0.3, stub: 0.8, triage: 1 },
  id: { commentary: 1, law: 1, glossary: 0.3, page: 0.8, editions: 0.3, stub: 0.3, triage: 0.1 },
};
/**
 * An outcome that can happen only in the other phase than the one the query tells (phase.ts: a
 * defender's dropped card is no card exposed during the auction) weighs this much, and never
 * comes first.
 */
const OTHER_PHASE = 0.3;
/** An outcome whose title names the other one than the one who acted (actor.ts: declarer, a defender) weighs this much. */
const OTHER_ACTOR = 0.5;
/** A synonym («ренонс» → фальшренонс) counts a little below the word typed, where the text has both. */
const SYNONYM_WEIGHT = 0.8;
/** No query term weighs more than this many times the median of the query's (a rare side word). */
const RARE_CAP = 1.5;
/** Places holding less than this share of what the best place holds are left out. */
const CUT = 0.5;
const EDITION_ID_WEIGHT = 2;
/**
 * For a term, the place that introduces it — the first law whose title holds the query's words,
 * at its place holding them most (title-marks.ts) — weighs this much more (61A for «ренонс»).
 */
const TITLE_WEIGHT = 3.5;
/** For a situation, the outcomes whose titles the query holds whole weigh this much more (the best few: their titles are fetched). */
const OUTCOME_TITLE_WEIGHT = 3;
const OUTCOME_TITLES = 6;
/**
 * For a term, an outcome holding all of it weighs this much more by the share of its title the
 * query holds: the outcome the term names («Пас вне очереди», «Штрафная карта: старшая или
 * младшая» for «старшая штрафная») rises among the law's places, still below them (the outcomes of
 * a term stand at a quarter), where other outcomes merely holding the words stay below it.
 */
const OUTCOME_NAME_WEIGHT = 2;
/** Of each query term, at most this many ways of saying it are tried against the titles. */
const TITLE_WAYS = 3;
/**
 * For a situation, the law without text whose title and topics name at least NAMED_MIN of its
 * words stands at NAMED_AT (third) at best; of each word, NAME_WAYS ways are tried (the word, a synonym).
 */
const NAME_WAYS = 2;
const NAMED_MIN = 3;
const NAMED_AT = 2;
/**
 * The one-word ways of a query slot that can name a law by its title's or topics' words (title
 * marks), at most `n`. A typed phrase's slot («pointed out», "changed his mind") has none: its words
 * and its synonyms' words name it, as "dummy pointed out" names Law 43 by its topic's words.
 */
const naming = (alts: string[][], n: number): string[] => {
  const one = alts.filter((a) => a.length === 1).slice(0, n).map((a) => a[0]!);
  return one.length ? one : [...new Set(alts.flat())];
};

interface Scored {
  r: PagefindResult;
  score: number;
  coverage: number;
  /** It holds every word of the query, by the word or a synonym. */
  holdsAll: boolean;
}

export class SearchEngine {
  private kinds: Promise<Map<string, string>> | undefined;
  private total: Promise<number> | undefined;
  private single = new Map<string, Promise<PagefindResult[]>>();

  /** The synonyms fetched so far (all of them where they were given whole), and the parts fetched (letter-files.ts synonymsPart). */
  private readonly synonyms: Record<string, string[][]> = {};
  private readonly parts = new Map<string, Promise<void>>();

  /**
   * @param synonyms a query term → the ways the text says it, each a phrase of terms
   *   (content/catalogue/synonyms.yaml, as the build writes it for the page's language): all of them, or
   *   those of the terms beginning with a word’s first three letters, fetched when a query first needs them (letter-files.ts).
   */
  /**
   * @param askedOf a term → the entries of its file (asked.ts, as the build writes them for the page's language; the
   *   caller fetches each file once); none, and the engine's order stands.
   */
  constructor(
    private readonly pf: PagefindLike,
    private readonly synonymsOf: Readonly<Record<string, string[][]>> | ((word: string) => Promise<Readonly<Record<string, string[][]>>>) = {},
    private readonly askedOf?: (term: string) => Promise<Readonly<Record<string, string>>>,
  ) {
    if (typeof synonymsOf !== 'function') Object.assign(this.synonyms, synonymsOf);
  }

  /** Fetch the synonyms of the terms and typed phrases that begin as these words do (their first three letters), once each. */
  private async loadSynonyms(words: readonly string[]): Promise<void> {
    const of = this.synonymsOf;
    if (typeof of !== 'function') return;
    await Promise.all(
      words.map((w) => {
        const part = synonymsPart(w);
        let p = this.parts.get(part);
        if (!p) this.parts.set(part, (p = of(w).then((file) => void Object.assign(this.synonyms, file))));
        return p;
      }),
    );
  }

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
      for (const kind of ['editions', 'glossary', 'page', 'triage', 'stub']) {
        for (const r of (await this.pf.search(null, { filters: { kind } }))?.results ?? []) m.set(r.id, kind);
      }
      return m;
    })();
    return this.kinds;
  }

  private phases = new Map<Phase, Promise<Set<string>>>();
  /** The outcomes that can happen only in a phase (content/catalogue/triage.yaml `phase`). */
  private inPhase(phase: Phase): Promise<Set<string>> {
    if (!this.phases.has(phase)) this.phases.set(phase, this.pf.search(null, { filters: { phase } }).then((r) => new Set((r?.results ?? []).map((x) => x.id))));
    return this.phases.get(phase)!;
  }

  /**
   * The places that introduce a term query's words (title-marks.ts), each with the share of the
   * query they introduce: one word, or each pair of its words, in any of their ways.
   */
  private async introducing(slots: string[][][], filters?: Record<string, string | string[]>): Promise<Map<string, { share: number; r: PagefindResult }>> {
    const singles = (alts: string[][]) => naming(alts, TITLE_WAYS);
    const groups: string[][][] =
      slots.length === 1
        ? [slots[0]!.filter((a) => a.length <= 2).slice(0, TITLE_WAYS)]
        : slots.flatMap((x, i) => slots.slice(i + 1).map((y) => singles(x).flatMap((a) => singles(y).map((b) => [a, b]))));
    const out = new Map<string, { share: number; r: PagefindResult }>();
    // Each place marked by one of the keys introduces `share` of the query (once per group of keys).
    const credit = async (marks: string[], share: number) => {
      const rs = new Map((await Promise.all(marks.map((m) => this.lookup(m, filters)))).flat().map((r) => [r.id, r] as const));
      for (const [id, r] of rs) out.set(id, { share: (out.get(id)?.share ?? 0) + share, r });
    };
    for (const keys of groups) await credit(keys.map(titleMark), 1 / groups.length);
    // A term of two words whose pair no title holds ("premature discard") is introduced by the law
    // whose title holds one of them (Law 57 «Преждевременный ход или снос»), for its share of the
    // query; a law without text by a word of its title or a one-word topic (its stub mark: «право на
    // реконтру», Law 19 «Контры и реконтры»; «очерёдность туров», Law 8), beside a law with text.
    if (out.size === 0 && slots.length === 2) {
      for (const alts of slots) await credit(singles(alts).flatMap((k) => [titleMark([k]), stubMark(k)]), 1 / slots.length);
    }
    return out;
  }

  /**
   * A situation told in many words names its law by a few of them: the words of a law's title or
   * of one of its topics (laws.yaml; «лишняя карта во взятке», "card backs", "moving boards").
   * Where that law has no text, its page holds little of the query (its box and title), and the
   * outcomes and the commentary, holding many of its side words, fill the first screen: the law
   * without text whose title and topics name the most of the query's words (at least
   * NAMED_MIN, by the pair marks of title-marks.ts and its own single-word marks, each word by
   * itself or a synonym; both words of a situation told in two, «болван подсказал», «забыл
   * штрафную», a topic as the reader types it) stands
   * third, where it ranks lower — below the first two, which keep their places. So does a term of
   * several words («присуждённый результат», "lead penalties"): the places holding one of its words
   * had put the law it names sixth or seventh.
   */
  private async namedStub(kept: Scored[], slots: string[][][], kinds: ReadonlyMap<string, string>, filters?: Record<string, string | string[]>): Promise<void> {
    const singles = (alts: string[][]) => naming(alts, NAME_WAYS);
    // The word typed, where a slot has one (a typed phrase's slot has only its ways).
    const typedOf = (alts: string[][]) => (alts[0]?.length === 1 ? alts[0][0] : undefined);
    // Of each page, the query's words that a pair of its title's or topics' words holds, and of
    // those, the words it holds as typed (not by a synonym).
    const named = new Map<string, { words: Set<number>; typed: Set<number>; r: PagefindResult }>();
    const add = (r: PagefindResult, at: [number, boolean][]) => {
      const e = named.get(r.id) ?? { words: new Set<number>(), typed: new Set<number>(), r };
      for (const [i, typed] of at) {
        e.words.add(i);
        if (typed) e.typed.add(i);
      }
      named.set(r.id, e);
    };
    const pairs = [
      ...slots.flatMap((x, i) => slots.slice(i + 1).map((y, k) => [i, i + 1 + k, singles(x).flatMap((a) => singles(y).map((b) => [titleMark([a, b]), a === typedOf(x), b === typedOf(y)] as const))] as const)),
      // A typed phrase of the query that is a pair of its title's or a topic's words names its own slot («план розыгрыша» of «план розыгрыша при клейме», Law 68's topic).
      ...slots.map((alts, i) => [i, i, alts.filter((a) => a.length === 2).slice(0, NAME_WAYS).map((a) => [titleMark(a), a === alts[0], a === alts[0]] as const)] as const),
    ];
    await Promise.all(
      pairs.flatMap(([i, j, marks]) =>
        marks.map(async ([m, ta, tb]) => {
          for (const r of await this.lookup(m, filters)) {
            // Law text and commentary are found by their words; a page without text is the concordance's kind.
            if (kinds.get(r.id) === 'stub') add(r, [[i, ta], [j, tb]]);
          }
        }),
      ),
    );
    // A single word of its title or a one-word topic that no earlier law's title holds («Sequence of Rounds»).
    await Promise.all(
      slots.flatMap((alts, i) =>
        singles(alts).map(async (w) => {
          for (const r of await this.lookup(stubMark(w), filters)) add(r, [[i, w === typedOf(alts)]]);
        }),
      ),
    );
    const score = (id: string) => kept.find((s) => s.r.id === id)?.score ?? 0;
    const [best] = [...named.values()].filter((n) => n.words.size >= Math.min(NAMED_MIN, slots.length)).sort((a, b) => b.words.size - a.words.size || b.typed.size - a.typed.size || score(b.r.id) - score(a.r.id));
    if (best) raiseToNamedAt(kept, best.r);
  }

  /**
   * A one-word term whose word a law without text has in its title or as a topic («пересдача»: Law
   * 6, «Тасовка и сдача»; "acquiescence": Law 69; "re-deal") is that law's name, and its page comes
   * first (title-marks.ts stubMark), above the text that mentions the word, the concordance's rows,
   * the glossary and the boxes: readers who type a law's name want the law (held-out rounds 8, 19
   * and 21; the text is a click away, listed below). It stands second, behind the text, where
   * another such law's title holds the word too (sharedStubMark: «болван» of Laws 42, 43 and 46,
   * «претензия» of 68–70; their scores order them), and behind an outcome named for the word that
   * stands first («не было алерта»).
   */
  private async stubForWord(kept: Scored[], alts: string[][], kinds: ReadonlyMap<string, string>, filters?: Record<string, string | string[]>): Promise<void> {
    const words = alts.filter((a) => a.length === 1).slice(0, TITLE_WAYS).map((a) => a[0]!);
    const [page] = (await Promise.all(words.map((w) => this.lookup(stubMark(w), filters)))).flat();
    if (!page) return;
    const others = kept.filter((s) => s.r.id !== page.id);
    const lead = others[0];
    const outcomeNamed = lead !== undefined && kinds.get(lead.r.id) === 'triage' && terms(reveal((await lead.r.data()).meta.title ?? '')).some((t) => words.includes(t.term));
    const shared = (await Promise.all(words.map((w) => this.lookup(sharedStubMark(w), filters)))).some((rs) => rs.length > 0);
    const to = outcomeNamed || shared ? 1 : 0;
    const at = kept.findIndex((s) => s.r.id === page.id);
    if (at >= 0 && at <= to) return;
    const entry = at >= 0 ? kept.splice(at, 1)[0]! : { r: page, coverage: 1, holdsAll: true, score: 0 };
    kept.splice(Math.min(to, kept.length), 0, { ...entry, score: kept[0]?.score ?? entry.score });
  }

  /**
   * An outcome's title names its situation («Недостаточное назначение», "The revoke is
   * established"): of the outcomes a query matches, the best few weigh up to `weight` times more
   * by the share of their title's words the query holds, by the word or a synonym, and says so or
   * not so alike (negated.ts).
   */
  private async weighTitles(outcomes: Scored[], held: ReadonlySet<string>, notInQuery: ReadonlySet<string>, actor: Actor | null, weight = OUTCOME_TITLE_WEIGHT): Promise<void> {
    const best = [...outcomes].sort((a, b) => b.score - a.score).slice(0, OUTCOME_TITLES);
    // A word the title says is not so, and the query says is (or the other way round), is not held.
    await Promise.all(
      best.map(async (s) => {
        const text = reveal((await s.r.data()).meta.title ?? '');
        const negated = readNegation(text);
        const title = terms(text).map((t) => t.term);
        if (title.length) s.score *= 1 + (weight - 1) * (title.filter((t) => held.has(t) && negated.has(t) === notInQuery.has(t)).length / title.length);
        // A title naming the other one than the one who acted weighs less (actor.ts).
        const role = actor && roleOf(title);
        if (role && role !== actor) s.score *= OTHER_ACTOR;
      }),
    );
  }

  private count(): Promise<number> {
    this.total ??= this.pf.search(null, {}).then((r) => r?.results.length ?? 0);
    return this.total;
  }

  /** pagefind's ids of every place the query matches, ranked (what {@link search} shows the first of). */
  async matches(query: string, o: Options = {}): Promise<string[]> {
    return (await this.rank(query, o)).kept.map((s) => s.r.id);
  }

  /** The asked queries' entries of these terms and of their pairs (asked.ts), fetched beside the ranking. */
  private async askedEntries(terms: readonly string[]): Promise<AskedEntry[]> {
    const of = this.askedOf;
    if (!of) return [];
    const files = await Promise.all(terms.map(of));
    const keys = terms.flatMap((term, i) => entryKeys(term, terms).map((key) => [i, key] as const));
    return keys.flatMap(([i, key]) => (Object.hasOwn(files[i]!, key) ? [decodeAsked(files[i]![key]!)] : []));
  }

  async search(query: string, o: Options = {}): Promise<Outcome> {
    const limit = o.limit ?? 10;
    // Three words or more, not an id: the places that earlier queries holding them were answered with move up (asked.ts).
    // A term of one or two words keeps the engine's order: the place that introduces it, the law its title names.
    const queryClass = classOf(query, o);
    const words = askedTerms(query);
    const asked = words.length >= ASKED_MIN_TERMS && queryClass !== 'id' ? this.askedEntries(words) : Promise.resolve([]);
    const { kept, distinct, unknown, searchedFor, onlyStopwords, offPhase } = await this.rank(query, o, queryClass);
    const queryTerms = new Set(distinct);
    // An outcome of the other phase than the query tells is voted for by nobody: readers who told a card dropped in the
    // auction («выпала карта лицом вверх») do not lift it above declarer's dropped card («у декларанта выпал валет»).
    const offPhaseUrls = new Set<string>();
    const hits = await Promise.all(
      kept.slice(0, limit).map(async (s) => {
        const d = await s.r.data();
        if (offPhase?.has(s.r.id)) offPhaseUrls.add(d.url);
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
    const votes = votesOf(await asked);
    for (const url of offPhaseUrls) votes.delete(placeKey(url) ?? '');
    return { hits: queryClass === 'id' ? hits : rerankByAsked(oneRowPerLaw(hits), votes), total: kept.length, unknown, searchedFor, onlyStopwords, queryClass };
  }

  private async rank(typed: string, o: Options, queryClass = classOf(typed, o)): Promise<{ kept: Scored[]; distinct: string[]; unknown: Outcome['unknown']; searchedFor: string | null; onlyStopwords: boolean; queryClass: QueryClass; offPhase?: ReadonlySet<string> }> {
    const query = withoutCapsLock(typed);
    const typedTerms = terms(query, 'query');
    // A typed phrase begins with a word of the query, or with a one-word synonym of one («трефы» for «масть»): their
    // parts (first three letters) hold every phrase the query may hold, whatever parts earlier queries fetched.
    const words = [...phraseWords(query).map((w) => w.key), ...typedTerms.map((t) => t.term)];
    await this.loadSynonyms(words);
    await this.loadSynonyms(words.flatMap((w) => oneWordWays(this.synonyms, w)));
    let qTerms: (Term & { word: string })[] = readPhrases(query, this.synonyms, typedTerms.map((t) => ({ ...t, word: query.slice(t.from, t.to) })));
    const hadWords = /[\p{L}\p{N}]/u.test(query);
    const unknown: Outcome['unknown'] = [];
    let searchedFor: string | null = null;
    /**
     * The ways the text may say a query term: the term itself, then its synonyms (each a phrase of
     * terms); a typed phrase's key (with a space) only its synonyms (its text, then its own words).
     */
    const ways = (term: string): string[][] => {
      const syn = Object.hasOwn(this.synonyms, term) ? this.synonyms[term]! : [];
      return term.includes(' ') ? syn : [[term], ...syn];
    };
    const found = async (alt: string[]) => (await Promise.all(alt.map((t) => this.lookup(t)))).every((rs) => rs.length > 0);
    /** The index holds the term by one of its ways. */
    const held = async (term: string) => {
      await this.loadSynonyms([term]);
      return (await Promise.all(ways(term).map(found))).some(Boolean);
    };
    // Every word as told, the index's or not (a seat, «Запад», is no word of the index): who acted is read from them (actor.ts).
    const told = qTerms.map((t) => t.term);
    // Words the index does not hold: a suggestion from its own words (never a prefix of it), or the word it is clipped from.
    const known: typeof qTerms = [];
    let corrected = query;
    // A word of a term query that only a law's title holds («расположение» of «Правило 65.
    // Расположение взяток») is known: the title marks find the law that introduces it.
    const titled = async (term: string) => queryClass === 'term' && (await this.lookup(titleMark([term]))).length > 0;
    for (const t of qTerms) {
      if ((await held(t.term)) || (await titled(t.term))) {
        known.push(t);
        continue;
      }
      // An id or a number that is not in the text is no typo. In a situation told in a sentence the
      // text mostly lacks the word («король», «восток», «хочу»), and the nearest word of the index
      // («контроль», «взяток», «ходу») would be one the reader never said: only a slip of one letter
      // in a long word is read as a typo there (suggest.ts).
      // A verb with a prefix the text does not use («заренонсил», «перезаявить»): the word without it, where the index holds that.
      // An adjective made from a noun the text uses («зрительская», «ренонсная»): that noun.
      const base = (await withoutPrefix(t.word, held)) ?? (await asNoun(t.word, held));
      if (base) {
        known.push({ ...base, word: t.word, from: t.from, to: t.to });
        continue;
      }
      // A word the reader clipped («фальш», "insuff") is the word it begins, where it begins one only (suggest.ts completeClipped).
      const vocabulary = o.vocabulary && !/\d/u.test(t.word) ? await o.vocabulary(t.word) : null;
      const suggestion = vocabulary ? (suggest(t.word, vocabulary, queryClass === 'situation') ?? completeClipped(t.word, vocabulary)) : null;
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
    const none = { kept: [], distinct, unknown, searchedFor, queryClass };
    if (!distinct.length) return { ...none, onlyStopwords: hadWords && unknown.length === 0 && !edition };

    // Each distinct query term is a slot, held by a place that holds the term or one of its synonyms.
    await this.loadSynonyms(distinct);
    const slots = distinct.map((t, i) => (edition && i === 0 ? [[t]] : ways(t)));
    // Every term the query is looked up by: its words and their synonyms' words.
    const lookedUp = [...new Set(slots.flat(2))];
    const [N, kinds] = await Promise.all([this.count(), this.kindOf()]);
    const per = new Map(await Promise.all(lookedUp.map(async (t) => [t, new Map((await this.lookup(t, o.filters)).map((r) => [r.id, r] as const))] as const)));
    const df = new Map(await Promise.all(lookedUp.map(async (t) => [t, (await this.lookup(t)).length] as const)));
    const idfOf = (n: number) => Math.log(1 + (N - n + 0.5) / (n + 0.5));
    // A slot is as rare as the commonest way of saying it (the places holding any of them are at least as many).
    const rawIdf = slots.map((alts) => idfOf(Math.max(...alts.map((a) => Math.min(...a.map((t) => df.get(t) ?? 0))))));
    // A rare side word («instead», "pointed") must not outweigh the words that carry the
    // meaning: no slot weighs more than RARE_CAP times the query's median.
    const sorted = [...rawIdf].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const idf = rawIdf.map((v) => (slots.length > 2 ? Math.min(v, median * RARE_CAP) : v));
    const idfSum = idf.reduce((a, b) => a + b, 0) || 1;
    const byId = new Map<string, { r: PagefindResult; base: number; have: Map<number, number>; pos: Map<number, number[]> }>();
    slots.forEach((alts, i) => {
      // For each place, the best way it says the slot: the term itself, or a synonym a little
      // below. It holds the slot by the best share of the ways it has: a place holding the word
      // typed holds it whole, even where a synonym scores more in it.
      const best = new Map<string, { r: PagefindResult; score: number; words: number[]; share: number }>();
      alts.forEach((alt, k) => {
        const maps = alt.map((t) => per.get(t)!);
        const share = k === 0 ? 1 : SYNONYM_WEIGHT;
        for (const [id, r] of maps[0]!) {
          if (!maps.every((m) => m.has(id))) continue;
          const score = maps.reduce((sum, m) => sum + m.get(id)!.score, 0) * share;
          const had = best.get(id);
          if ((had?.score ?? -1) < score) best.set(id, { r, score, words: r.words, share: Math.max(share, had?.share ?? 0) });
          else had!.share = Math.max(had!.share, share);
        }
      });
      for (const [id, b] of best) {
        const e = byId.get(id) ?? { r: b.r, base: 0, have: new Map<number, number>(), pos: new Map<number, number[]>() };
        e.base += b.score;
        e.have.set(i, b.share);
        e.pos.set(i, b.words);
        byId.set(id, e);
      }
    });
    const index = new Map(distinct.map((t, i) => [t, i]));
    const seq = order.map((t) => index.get(t)!);
    const introducing = queryClass === 'term' && !edition ? await this.introducing(slots, o.filters) : new Map<string, { share: number; r: PagefindResult }>();
    const introduces = new Map([...introducing].map(([id, { share }]) => [id, share]));
    // A place that introduces the query's words by its law's title alone holds them there.
    for (const [id, { r }] of introducing) if (!byId.has(id)) byId.set(id, { r, base: r.score, have: new Map(), pos: new Map() });
    const weights = KIND_WEIGHT[queryClass];
    const scored: Scored[] = [];
    for (const e of byId.values()) {
      let held = 0;
      // A slot held through a synonym counts for less of the query than one held by the word typed.
      for (const [i, share] of e.have) held += idf[i]! * share;
      // A place that introduces the query's words holds them by its law's title, where its text lacks some.
      const coverage = Math.max(held / idfSum, introduces.get(e.r.id) ?? 0);
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
      const weight = (holdsEdition ? EDITION_ID_WEIGHT : (weights[kind] ?? 1)) * (1 + (TITLE_WEIGHT - 1) * (introduces.get(e.r.id) ?? 0));
      scored.push({ r: e.r, coverage, holdsAll: e.have.size === slots.length, score: e.base * coverage * coverage * phrase * opens * weight });
    }
    const isOutcome = (s: Scored) => kinds.get(s.r.id) === 'triage';
    // An outcome of the other phase than the query's weighs less, and never comes first.
    const phase = queryClass === 'id' ? null : phaseOf(lookedUp);
    const offPhase = phase ? await this.inPhase(phase === 'play' ? 'auction' : 'play') : new Set<string>();
    for (const s of scored) if (offPhase.has(s.r.id)) s.score *= OTHER_PHASE;
    const slotTerms = new Set(lookedUp);
    // What the query says is not so, by the word typed or any synonym of it («ренонс ещё не закреплён»: not «установлен»).
    const negatedTyped = readNegation(query);
    const notInQuery = new Set([...negatedTyped, ...slots.flatMap((alts, i) => (negatedTyped.has(distinct[i]!) ? alts.flat() : []))]);
    const actor = phase === 'auction' ? null : actorOf(told);
    if (queryClass === 'situation') await this.weighTitles(scored.filter(isOutcome), slotTerms, notInQuery, actor);
    else if (queryClass === 'term') await this.weighTitles(scored.filter((s) => isOutcome(s) && s.holdsAll), slotTerms, notInQuery, actor, OUTCOME_NAME_WEIGHT);
    const places = scored.filter((s) => !isOutcome(s));
    const best = Math.max(0, ...places.map((s) => s.coverage));
    const byScore = (a: Scored, b: Scored) => b.score - a.score;
    // Places holding a small share of the query are noise once others hold much more of it; the
    // outcomes stand among the places, by score, cut by the places' measure. (Until round 29 the
    // two best outcomes holding every word of a situation came first whatever their score: without
    // that, 8 set queries of 3,555 rose and none fell.)
    const kept = scored.filter((s) => s.coverage >= best * CUT).sort(byScore);
    if (queryClass === 'term' && !edition && slots.length === 1) await this.stubForWord(kept, slots[0]!, kinds, o.filters);
    if (queryClass !== 'id' && !edition && slots.length > 1) soleHolder(kept, [...byId.values()], slots.length, kinds);
    // A query that is one typed phrase ("changed his mind", Law 25's topic) names a law by its words.
    const nameSlots = slots.length === 1 && distinct[0]!.includes(' ') ? distinct[0]!.split(' ').map((t) => [[t]]) : slots;
    if (queryClass !== 'id' && !edition && nameSlots.length > 1) await this.namedStub(kept, nameSlots, kinds, o.filters);
    return { kept, distinct: lookedUp, unknown, searchedFor, onlyStopwords: false, queryClass, offPhase };
  }
}

/** The class of a query (classify.ts), read as the ranking reads it: without Caps Lock, an id the caller read counting. */
function classOf(typed: string, o: Options): QueryClass {
  return classify(withoutCapsLock(typed), Boolean(o.namesPlace || o.editionRef));
}

/** A word's one-word synonyms («трефы» → «масть»): what it stands for in a typed phrase (readPhrases). */
const oneWordWays = (synonyms: Readonly<Record<string, string[][]>>, key: string): string[] =>
  (Object.hasOwn(synonyms, key) ? synonyms[key]! : []).filter((alt) => alt.length === 1).map((alt) => alt[0]!);

/**
 * The query's terms with each typed phrase of the synonyms that the query holds («не дал в масть»,
 * «не дал в трефы», "at the same time": terms.ts `findPhrase`) read as one term, its key: the words it covers are
 * its, and no longer terms of their own. Longer phrases first; a word is in one phrase at most.
 */
function readPhrases<T extends Term & { word: string }>(query: string, synonyms: Readonly<Record<string, string[][]>>, qTerms: T[]): (T | (Term & { word: string }))[] {
  const keys = Object.keys(synonyms).filter((k) => k.includes(' '));
  if (!keys.length) return qTerms;
  // A word stands in a phrase for its one-word synonyms too: «трефы» for «масть» («не дал в трефы»).
  const words = phraseWords(query).map((w) => ({ ...w, also: oneWordWays(synonyms, w.key) }));
  const taken: [number, number][] = [];
  let out: (T | (Term & { word: string }))[] = qTerms;
  // Longer first, then in the keys' order, whatever order the synonyms' files were fetched in (letter-files.ts).
  for (const key of keys.sort((a, b) => b.split(' ').length - a.split(' ').length || (a < b ? -1 : a > b ? 1 : 0))) {
    const at = findPhrase(words, key);
    if (!at) continue;
    const from = words[at[0]]!.from;
    const to = words[at[1]]!.to;
    if (taken.some(([a, b]) => from < b && a < to)) continue;
    taken.push([from, to]);
    out = [...out.filter((t) => t.to <= from || t.from >= to), { term: key, from, to, word: query.slice(from, to) }].sort((a, b) => a.from - b.from);
  }
  return out;
}

/**
 * For words, the concordance's rows of one law say one thing in parts (87, 87A, 87B), and the
 * page of a law whose text is not loaded is its box of them (`/ru/laws/87/`): of each law, the
 * first of these stands where it ranks — the law's page, if it is among the results, in its
 * place — and the others after every other result, so that they do not fill the first screen
 * above the places that discuss the words. (For an id, its rows are what was asked.)
 */
export function oneRowPerLaw(hits: Hit[]): Hit[] {
  // A row of a 1987 law (#e-87A) goes with that law's page; a row of another edition (#y2017-23A) with its own law's rows.
  const lawOf = (h: Hit) => {
    if (h.kind !== 'editions') return undefined;
    const m = /#(?:e|y(\d{4}))-(\d+)/u.exec(h.url) ?? /\/laws\/()(\d+)\/$/u.exec(h.url);
    return m ? `${m[1] || '1987'}:${m[2]}` : undefined;
  };
  const isPage = (h: Hit) => /\/laws\/\d+\/$/u.test(h.url);
  const pages = new Map(hits.filter((h) => h.kind === 'editions' && isPage(h)).map((h) => [lawOf(h)!, h]));
  const seen = new Set<string>();
  const out: Hit[] = [];
  const later: Hit[] = [];
  for (const h of hits) {
    const law = lawOf(h);
    if (law === undefined) out.push(h);
    else if (seen.has(law)) {
      if (!isPage(h)) later.push(h);
    } else {
      seen.add(law);
      const page = pages.get(law);
      out.push(page ?? h);
      if (page && page !== h) later.push(h);
    }
  }
  return [...out, ...later];
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

/**
 * A word of the query that no place holds but one law without text (its title or a topic: "a
 * kibitzer whispered 'revoke' to declarer", Law 76) names that law: the other words are the
 * circumstances. Its page stands at NAMED_AT (third) at best, as a law that a situation's words
 * name by three of its title's and topics' words does (first, it displaced the text more often
 * than it was the answer: held-out sets, round 26).
 */
function soleHolder(kept: Scored[], held: { r: PagefindResult; have: Map<number, number> }[], slots: number, kinds: ReadonlyMap<string, string>): void {
  for (let i = 0; i < slots; i++) {
    const holders = held.filter((e) => e.have.has(i));
    if (holders.length === 1 && kinds.get(holders[0]!.r.id) === 'stub') return raiseToNamedAt(kept, holders[0]!.r);
  }
}

/** A law's page named by the query stands at NAMED_AT (third) at best: moved up there, or put there if not kept. */
function raiseToNamedAt(kept: Scored[], page: PagefindResult): void {
  const at = kept.findIndex((s) => s.r.id === page.id);
  if (at >= 0 && at <= NAMED_AT) return;
  const entry = at >= 0 ? kept.splice(at, 1)[0]! : { r: page, coverage: 1, holdsAll: false, score: 0 };
  kept.splice(Math.min(NAMED_AT, kept.length), 0, { ...entry, score: kept[NAMED_AT]?.score ?? entry.score });
}
