/**
 * What a search query names: an id of the Laws typed in any form, anywhere in the query
 * («law 64 b 3», «правило 63 а4», «п.64.2», «ст. 12», "L64B3": src/lib/refs/find-typed-ref.ts),
 * with its edition written before or after it («2017 63A4», «63A4 2017», "Law 63A4 2017",
 * «Правило 63А4 (2017 г.)», 2017:63A4) — and the words to look up.
 */
import { findTypedRef, Ref, type Lang, type TypedRef } from '../refs/index.ts';
import { readAuction, type AuctionWords } from './auction.ts';
import type { PlayWords } from './play.ts';
import type { UnableWords } from './unable.ts';
import type { NotCompliedWords } from './penalty-not-complied.ts';
import type { DesignationWords } from './designation.ts';
import type { TrickCountWords } from './trick-count.ts';
import type { ScoreTableWords } from './score-table.ts';
import type { RevokeTimeWords } from './revoke-time.ts';
import type { RevokeCorrectionWords } from './revoke-correction.ts';
import type { HesitationWords } from './hesitation.ts';
import type { ConcessionWords } from './concession.ts';
import type { OutOfTurnWords } from './out-of-turn-call.ts';
import type { DeclarerInformedWords } from './declarer-informed.ts';
import type { RevokeQuestionWords } from './revoke-question.ts';
import type { PrematureWords } from './premature-play.ts';
import type { FollowedLeadWords } from './followed-lead.ts';
import type { InadmissibleDoubleWords } from './inadmissible-double.ts';
import type { RetractedLeadWords } from './retracted-lead.ts';
import type { QuittedCardWords } from './quitted-card.ts';
import type { RevokeTrickWonWords } from './revoke-trick-won.ts';
import type { DirectorAwaitedWords } from './director-awaited.ts';
import type { SeatWords } from './seats.ts';
import { readersFor, type Reader } from './situation-readers.ts';
import { fetchPageJson } from './page-json.ts';
import { placeOfReading } from './reading-place.ts';
import { correctIdWords } from './correct-id-words.ts';
import { namesLetter, spellIdParts } from './spelled-id-parts.ts';
import { dropBoardNumbers } from './board-numbers.ts';
import { readParagraphDot } from './read-paragraph-dot.ts';
import { ALPHABET_ORDER, LATIN_KEYS } from '../refs/sound-letters.ts';

/** Loaded with the reader, off the search page's first render: the order of an id's places when its text is not loaded. */
export { explainedFirst, explainerOf, searchInstead } from './explain-stub.ts';
export { readingFirst } from './reading-place.ts';

/**
 * The words of a goto: «Перейти к Правилу 63A4»; a commentary paragraph the site has not (3.4 of
 * a law with no commentary) lands on its law's page (`href` without a fragment), and says so.
 */
export function gotoText(ref: Ref, href: string, strings: { goto: string; gotoMissing: string }, lang: Lang): string {
  return ref.kind === 'commentary' && !href.includes('#')
    ? strings.gotoMissing.replace('{ref}', ref.format(lang)).replace('{to}', ref.ancestors().at(-1)!.format(lang, 'dative'))
    : strings.goto.replace('{ref}', ref.format(lang, 'dative'));
}
export type GotoText = typeof gotoText;

const EDITION = '(1987|1997|2017)';
const YEAR_WORD = '(?:\\s*(?:г\\.?|года?|edition|ed\\.?|laws?))?';
const BEFORE = new RegExp(`^\\(?${EDITION}${YEAR_WORD}\\)?[\\s,:]+(.+)$`, 'iu');
const AFTER = new RegExp(`^(.+?)[\\s,]+\\(?${EDITION}${YEAR_WORD}\\)?$`, 'iu');

export interface Query {
  /** The place the query names, if it names one (with or without an edition). */
  ref: Ref | null;
  /**
   * The words to search for: the query with its id in canonical form (places citing it hold
   * that term), or '' when it names nothing but a place of another edition.
   */
  words: string;
  /** The paragraph a sharp reading of the situation told names (reading-place.ts), on the search page: its local id, or null. */
  place?: string | null;
}

/** The id a whole string is, in any typed form, or null. */
const wholeId = (s: string): Ref | null => {
  const t = findTypedRef(s);
  return Ref.parse(s) ?? (t && s.slice(0, t.start).trim() === '' && s.slice(t.end).trim() === '' ? t.ref : null);
};

/** The text's words the reader puts in place of calls and of situations told: the page's strings (search.auction.*, search.play.*). */
export interface ReaderWords {
  auction: AuctionWords;
  play: SituationWords;
}

let pageWords: Promise<ReaderWords | null> | undefined;
/**
 * {@link readQuery} on the search page: the reader's words are fetched once from /{lang}/search/words.json
 * (src/pages/[lang]/search/words.json.ts), not carried in the page (its first-render budget); offline they are precached,
 * and without them a query's ids and words are read all the same.
 */
export async function readOnPage(typed: string, page: { base: string; lang: Lang }, exists: (ref: Ref) => boolean): Promise<Query> {
  pageWords ??= fetchPageJson<ReaderWords>(page, 'words.json');
  const words = await pageWords;
  const read = readQuery(typed, words?.auction, exists, words?.play, words ? await readersFor(typed, words.play) : []);
  return { ...read, place: read.ref === null ? placeOfReading(read.words, words?.play) : null };
}

/** The page's words for the cases a situation is told by (search.play.*). */
export type SituationWords = PlayWords & UnableWords & NotCompliedWords & SeatWords & DesignationWords & TrickCountWords & ScoreTableWords & RevokeTimeWords & RevokeCorrectionWords & HesitationWords & ConcessionWords & OutOfTurnWords & InadmissibleDoubleWords & PrematureWords & FollowedLeadWords & RetractedLeadWords & QuittedCardWords & RevokeTrickWonWords & DirectorAwaitedWords & DeclarerInformedWords & RevokeQuestionWords;

/**
 * The query read: its id, and its words, with the calls of an auction read as the words of the
 * text for them (auction.ts), and the situation told read by the `readers` given (situation-readers.ts: a revoke told by
 * the cards played, declarer's word for dummy's card, a call's manner…, in their order) with the page's words for them
 * (`play`); `exists` tells whether
 * the site has a place (a labelled commentary paragraph, 71.A1, is read as its law section
 * where it has none). The query is read in composed letters (NFC).
 */
export function readQuery(typed: string, auction?: AuctionWords, exists: (ref: Ref) => boolean = () => true, play?: SituationWords, readers: readonly Reader[] = []): Query {
  // In composed letters, as the index holds them: a «й» or «ё» pasted as a letter and its mark (as some keyboards and PDFs
  // give it) would cut its word in two for every reader below.
  const q = typed.normalize('NFC');
  // A number naming a board, a table or a round («board 12», «сдача № 7») is no id nor count (board-numbers.ts).
  const ids = readIds(dropBoardNumbers(q), exists);
  // What the query tells is read as the text's words for its case by each reader given, in their order (situation-readers.ts:
  // «снёс трефу на пиковый ход» is a revoke, «Восток … раньше Запада» a player and his partner, «тянул с пасом» a pause).
  // A single word is a term, not a telling: every place that holds it is found by it, and no case's words are added
  // («паузы» finds every pause; «пауза партнёра» is read as partner's hesitation).
  const read = play && ids.words && /\S\s+\S/u.test(ids.words) ? { ...ids, words: readers.reduce((text, reader) => reader(text, play), ids.words) } : ids;
  if (!auction || !read.words) return read;
  // The id the query names is no call, though «1C», "6D" read like one: the words around it are read.
  const id = read.ref?.localId;
  const at = id ? read.words.indexOf(id) : -1;
  if (!id || at < 0) return { ...read, words: readAuction(read.words, auction) };
  const around = (s: string) => (s.trim() ? readAuction(s.trim(), auction) : '');
  return { ...read, words: [around(read.words.slice(0, at)), id, around(read.words.slice(at + id.length))].filter(Boolean).join(' ') };
}

/**
 * A commentary paragraph labelled by a law section (71.A1) that the commentary does not have is
 * that law section: «63.А» is 63A, typed with a dot.
 */
function placeOf(ref: Ref, exists: (ref: Ref) => boolean): Ref {
  if (ref.kind !== 'commentary' || ref.subject === null || exists(ref)) return ref;
  return Ref.parse(`${ref.edition ? `${ref.edition}:` : ''}${ref.law}${ref.subject}`) ?? ref;
}

/** A commentary paragraph (or an item of one) the site has; a law's place is always taken as typed. */
const onSite = (ref: Ref, exists: (ref: Ref) => boolean): boolean =>
  ref.kind !== 'commentary' || [ref, ...ref.ancestors()].some((r) => r.kind === 'commentary' && exists(r));

/** The query read another way, taken where the id it then names is the one meant (`meant`, given the id read as typed). */
function readAs(q: string, reread: (q: string) => string, meant: (other: Ref | undefined, typed: Ref | undefined) => boolean): string {
  const other = reread(q);
  return other !== q && meant(findTypedRef(other)?.ref, findTypedRef(q)?.ref) ? other : q;
}

/** The query, its id words typed one slip off read as they were meant where that names an id the query as typed does not (correct-id-words.ts). */
const idsRead = (q: string): string => readAs(q, correctIdWords, (other, typed) => other !== undefined && other.id !== typed?.id);

/**
 * The query with its id's parts said in words read (spelled-id-parts.ts: «64 бэ шесть», «правило 54, пункт дэ») where it
 * then names a place below the one the query as typed names, or a subsection where that names none («10 a один»: a
 * letter apart before a word is none), or a section where a letter is said by its name («шестьдесят второе, подпункт бэ»: no
 * word, a letter).
 */
const partsRead = (q: string): string =>
  readAs(q, spellIdParts, (other, typed) =>
    typed ? other?.ancestors().some((a) => a.id === typed.id) === true : other?.kind === 'law' && (other.subsection !== null || (other.section !== null && namesLetter(q))),
  );

function readIds(q: string, exists: (ref: Ref) => boolean): Query {
  // A paragraph's dot said as a word or left out («тридцать два точка три», «29 3»: read-paragraph-dot.ts); an id's letter
  // or subsection said in words («64 бэ шесть»).
  const s = partsRead(idsRead(readParagraphDot(q.trim(), exists)));
  const parsed = Ref.parse(s);
  const read = parsed && placeOf(parsed, exists);
  const plain = read && read.kind === 'law' && !exists(read) ? (onLatinKeys(s, null, exists)?.ref ?? read) : read;
  if (plain) return { ref: plain, words: plain.edition === null ? plain.localId : '' };
  for (const re of [BEFORE, AFTER]) {
    const m = re.exec(s);
    if (!m) continue;
    const [edition, id] = re === BEFORE ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    const local = wholeId(id);
    if (!local || local.kind !== 'law' || local.edition !== null) continue;
    const ref = Ref.parse(`${edition}:${local.id}`);
    if (ref) return { ref, words: ref.edition === null ? local.id : '' };
  }
  const typed = onLatinKeys(s, inAlphabetOrder(s, findTypedRef(s), exists), exists);
  // A commentary paragraph the site does not have, among other words, is no id: «комм. 1/2
  // взятки» is half a trick, not paragraph 1.2 (the id alone is still read, and its goto says so).
  const alone = typed !== null && `${s.slice(0, typed.start)}${s.slice(typed.end)}`.trim() === '';
  if (typed && !alone && !onSite(typed.ref, exists)) return { ref: null, words: s };
  if (typed) return { ref: typed.ref, words: `${s.slice(0, typed.start)} ${typed.ref.localId} ${s.slice(typed.end)}`.replace(/\s+/gu, ' ').trim() };
  return { ref: null, words: s };
}

/** A section letter standing alone or before a digit («Г1», «г»), not a letter of a word. */
const ALPHABET_LETTER = new RegExp(`(?<![\\p{L}])[${Object.keys(ALPHABET_ORDER).join('')}](?![\\p{L}])`, 'giu');

/**
 * The id typed with its Cyrillic section letter counted in the alphabet's order (sound-letters.ts
 * ALPHABET_ORDER: «62 Г1» is 62D1), where the id as read names no place of the site and that one does.
 */
function inAlphabetOrder(s: string, typed: TypedRef | null, exists: (ref: Ref) => boolean): TypedRef | null {
  if (!typed || typed.ref.kind !== 'law' || exists(typed.ref)) return typed;
  const span = s.slice(typed.start, typed.end);
  const counted = span.replace(ALPHABET_LETTER, (c) => ALPHABET_ORDER[c.toLowerCase()]!);
  if (counted === span) return typed;
  const other = findTypedRef(counted);
  return other && other.start === 0 && other.end === counted.length && exists(other.ref) ? { ...other, start: typed.start, end: typed.end } : typed;
}

/** A law's number with a letter glued on, and its subsection: where a hand typed a section letter on the Russian layout. */
const KEYED = new RegExp(`(?<![\\p{L}\\d.,])\\d{1,2}[${Object.keys(LATIN_KEYS).join('')}]\\d{0,2}(?![\\p{L}\\d(])`, 'giu');

/**
 * The id typed with its section letter on the Russian layout's key (sound-letters.ts LATIN_KEYS: «64И6» is 64B6), where
 * the id as read names no place of the site, or the query names none, and that one does.
 */
function onLatinKeys(s: string, typed: TypedRef | null, exists: (ref: Ref) => boolean): TypedRef | null {
  if (typed && (typed.ref.kind !== 'law' || exists(typed.ref))) return typed;
  for (const m of s.matchAll(KEYED)) {
    const ref = Ref.parse(m[0].replace(/\p{L}/gu, (c) => LATIN_KEYS[c.toLowerCase()]!));
    // Not the letter the id was read with («62С(2)» is 62C2 by look and by key alike).
    if (ref && exists(ref) && ref.section !== typed?.ref.section) return { ref, start: m.index, end: m.index + m[0].length };
  }
  return typed;
}

