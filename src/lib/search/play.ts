/**
 * A revoke told by what was played: a card of one suit played to a trick led in another —
 * «снёс трефу на пиковый ход», «на червовый ход сбросил со стола пику», «пошёл с бубны, хотя
 * потребовали пики», "discarded a heart on the spade lead", "played the club king to a diamond
 * lead"; or with the suit he still had in place of the lead («сбросил пику, хотя у него была
 * черва», «снёс трефу при бубнах», "discarded a spade although he had a heart"), that suit unnamed too and the
 * card played named or not («сбросил при наличии масти», "discarded although he had the suit"). Players rarely
 * name the revoke; they say what they did. Such a query is read with the
 * text's word for a revoke («фальшренонс», "revoke") in place of the play and the lead, so that it
 * finds the revoke's laws and outcomes as the query that names it does.
 *
 * A ruff is read so too where the suit the player still had stands beside it («перебил козырем трефу, хотя
 * трефа у него была», "ruffed in dummy although dummy still had a heart"): a trump played while holding
 * a card of another suit, which can only be the suit led.
 *
 * Not where the player had none of the suit led («пик у него не было», "void", "had no spades"):
 * that is a legal discard. The words come from the page's strings (src/i18n/, search.play.*).
 * Plain TypeScript.
 */
/** A revoke already named: nothing to add. */
import { REVOKE_NAMED as NAMED } from './revoke-words.ts';

export interface PlayWords {
  /** The text's word for a revoke («фальшренонс», "revoke"). */
  revoke: string;
}

/** The four suits, each by its symbol and the stems of its noun and adjective («пик…» is «пики» and «пиковый»), in either language. */
const SUITS: readonly string[] = [
  '♠|♤|пик[а-яё]*|spades?',
  '♥|♡|черв[а-яё]*|черей|червонн[а-яё]*|hearts?',
  '♦|♢|бубн[а-яё]*|бубен|бубу|diamonds?',
  '♣|♧|треф[а-яё]*|clubs?',
];
const ANY_SUIT = SUITS.join('|');
/** A suit's Russian adjective («пиковый ход»): before «ход» only an adjective names the lead («снёс черву, ход в бубны» is no hearts lead). */
const SUIT_ADJ = 'пиков[а-яё]*|червов[а-яё]*|червонн[а-яё]*|бубнов[а-яё]*|трефов[а-яё]*';
/** A word, or a card's rank or a small word, that may stand between a verb and its suit («сбросил маленькую пику», "the king of clubs"). */
const FILLER = '(?:[\\p{L}\\d]+\\s+){0,3}?';
/** Playing a card: Russian and English verbs of playing, discarding, following, in the forms a player tells them. */
const PLAYED = `(?:сн[её]с(?:ла|ли)?|снес(?:ти|ла|ли)|сбросил[аи]?|сбросить|сброс|подложил[аи]?|положил[аи]?|сыграл[аи]?|дал[аи]?|пош[её]л\\s+с|пошла\\s+с|discarded|discards?|pitched|threw|played|followed\\s+with|put\\s+(?:on|down))`;
/** A suit led: «на пиковый ход», «на ход в пики», «на трефу», «ход в пику», «ходит трефой», "on the spade lead", "to a club lead", "spades were led". */
const LED_RU = `(?:на\\s+(?:(?<a>${ANY_SUIT})\\s+(?:ход|выход|взятк)[а-яё]*|(?:ход|выход)[а-яё]*\\s+(?:в\\s+)?(?<b>${ANY_SUIT})|(?<c>${ANY_SUIT}))|(?:ход|выход)[а-яё]*\\s+(?:в\\s+)?(?<d>${ANY_SUIT})|(?<e>${SUIT_ADJ})\\s+(?:ход|выход)[а-яё]*|ход(?:ит|ил[аи]?)\\s+(?<f>${ANY_SUIT}))`;
const LED_EN = `(?:(?:on|to)\\s+(?:(?:a|the|his|her|my|our|their|partner['’]s|declarer['’]s|dummy['’]s)\\s+)?(?<g>${ANY_SUIT})\\s+(?:lead|led|trick)|(?<h>${ANY_SUIT})\\s+(?:was|were)\\s+led|led\\s+(?:a|the|his|her|my)?\\s*(?:small\\s+|low\\s+)?(?<i>${ANY_SUIT}))`;
/**
 * The suit the player still had, told instead of the lead: «хотя у него была черва», «при наличии
 * бубны», «имея пику», "although he had a heart", "while holding a club", "but he still had a club" — he owed a card of it.
 */
/** «была», «есть», «оставалась», «имел»: the verb of a suit still held. */
const STILL_HAD = '(?:был[аио]?|есть|имел[аи]?(?:сь)?|остал[аи]?сь|оставал[аи]?сь)';
/** «масть», "suit": the suit led, unnamed («при наличии масти», "although he had the suit"); any card played is of another. */
const THE_SUIT = 'маст(?:ь|и|ью)|suit(?:\\s+led)?';
const HELD_SUIT = `${ANY_SUIT}|${THE_SUIT}`;
/** A suit's noun after «при» («снёс трефу при бубнах»: while he had diamonds); not «при пиковом козыре», «при пиках в козырях» (the trump suit). */
const SUIT_NOUN = '(?:пик|черв|бубн|треф)(?:а|и|у|е|ой|ах|ами)?|червей|бубен';
const HELD_RU = `(?:хотя\\s+(?:(?:у\\s+)?\\p{L}+\\s+)?(?:ещё\\s+)?${STILL_HAD}\\s+${FILLER}(?<j>${HELD_SUIT})|хотя\\s+(?<o>${HELD_SUIT})\\s+(?:у\\s+\\p{L}+\\s+)?(?:ещё\\s+)?${STILL_HAD}(?![\\p{L}])|при\\s+наличии\\s+${FILLER}(?<k>${HELD_SUIT})|имея\\s+${FILLER}(?<l>${HELD_SUIT})|при\\s+(?<p>${SUIT_NOUN})(?![\\p{L}])(?!\\s+(?:в\\s+)?козыр))`;
const HELD_EN = `(?:(?:although|though|while|but)\\s+(?:he|she|i|we|they|dummy|declarer|the\\s+defender)?\\s*(?:still\\s+)?(?:had|held|was\\s+holding|holding)\\s+${FILLER}(?<m>${HELD_SUIT})|holding\\s+${FILLER}(?<n>${HELD_SUIT}))`;
/**
 * A ruff: a trump played to a trick, its suit unnamed («перебил козырем», «побил козырем», «козырнул», "ruffed",
 * "trumped"). With a suit the player still had told beside it (HELD) it is a revoke whatever the trump.
 */
const RUFFED = `(?:(?:пере|по)?бил[аи]?\\s+(?:\\p{L}+\\s+)?козыр[а-яё]*|покрыл[аи]?\\s+козыр[а-яё]*|козырнул[аи]?|ruffed|trumped)`;
/** None of the suit led: then a card of another is a discard, no revoke. */
const VOID = /(?:нет|не\s+было|не\s+оказалось|не\s+остал[а-яё]*|кончил[а-яё]*|\bvoid\b|\bno\s+(?:more\s+)?(?:spades|hearts|diamonds|clubs)\b|\bhad\s+none\b|\bout\s+of\s+(?:spades|hearts|diamonds|clubs)\b)/iu;
/** Not after a negation: «не снёс трефу на пиковый ход», "never discarded a heart on the spade lead" tell no play. */
const NOT_AFTER = "(?<!(?:(?<![\\p{L}])(?:не|not|never)|n['’]t)\\s+)";

let compiled: { led: RegExp; played: RegExp; bare: RegExp; ruffed: RegExp; suits: RegExp[] } | undefined;
const patterns = () =>
  (compiled ??= {
    suits: [...SUITS, THE_SUIT].map((x) => new RegExp(`^(?:${x})$`, 'iu')),
    bare: new RegExp(`(?<![\\p{L}])${NOT_AFTER}${PLAYED}(?![\\p{L}])`, 'giu'),
    led: new RegExp(`(?<![\\p{L}])(?:${LED_RU}|${LED_EN}|${HELD_RU}|${HELD_EN})(?![\\p{L}])`, 'giu'),
    ruffed: new RegExp(`(?<![\\p{L}])${NOT_AFTER}${RUFFED}(?![\\p{L}])`, 'giu'),
    played: new RegExp(`(?<![\\p{L}])${NOT_AFTER}${PLAYED}\\s+${FILLER}(?:(?:со?|from|of)\\s+(?:стола|руки|hand|dummy)\\s+${FILLER})?(?<s>${ANY_SUIT})(?![\\p{L}])`, 'giu'),
  });

/** The suit a word names (0 spades … 3 clubs; 4 the suit led, unnamed), or null. */
const suitOf = (word: string | undefined): number | null => {
  if (word === undefined) return null;
  const at = patterns().suits.findIndex((re) => re.test(word));
  return at < 0 ? null : at;
};

/** Two spans of the query that do not overlap. */
const apart = (a: [number, number], b: [number, number]): boolean => a[1] <= b[0] || a[0] >= b[1];

/** Where the query tells a card of one suit played to a trick led in another: the spans of both, or null. */
export function findRevokeTold(query: string): { played: [number, number]; led: [number, number] } | null {
  if (NAMED.test(query) || VOID.test(query)) return null;
  const { led, played, bare, ruffed } = patterns();
  const leads: { suit: number; at: [number, number]; held: boolean }[] = [];
  for (const m of query.matchAll(led)) {
    const g = m.groups ?? {};
    const heldSuit = g.j ?? g.k ?? g.l ?? g.m ?? g.n ?? g.o ?? g.p;
    const suit = suitOf(g.a ?? g.b ?? g.c ?? g.d ?? g.e ?? g.f ?? g.g ?? g.h ?? g.i ?? heldSuit);
    if (suit !== null) leads.push({ suit, at: [m.index, m.index + m[0].length], held: heldSuit !== undefined });
  }
  // A ruff beside a suit the player still had.
  for (const m of query.matchAll(ruffed)) {
    const at: [number, number] = [m.index, m.index + m[0].length];
    const lead = leads.find((l) => l.held && apart(l.at, at));
    if (lead) return { played: at, led: lead.at };
  }
  for (const m of query.matchAll(played)) {
    const suit = suitOf(m.groups?.s);
    const at: [number, number] = [m.index, m.index + m[0].length];
    const lead = leads.find((l) => l.suit !== suit && apart(l.at, at));
    if (suit !== null && lead) return { played: at, led: lead.at };
  }
  // A card played, its suit untold, while the player had the suit led («сбросил при наличии масти»).
  const unnamed = leads.find((l) => l.suit === 4);
  for (const m of unnamed ? query.matchAll(bare) : []) {
    const at: [number, number] = [m.index, m.index + m[0].length];
    if (apart(unnamed!.at, at)) return { played: at, led: unnamed!.at };
  }
  return null;
}

/**
 * The query with a revoke told by the cards played named instead: the play and the lead give way
 * to the text's word for a revoke (their suits and verbs would otherwise find the penalty cards and
 * the leads that hold the same words).
 */
export function readPlay(query: string, words: PlayWords): string {
  const told = findRevokeTold(query);
  if (!told) return query;
  const [first, second] = [told.played, told.led].sort((a, b) => a[0] - b[0]);
  return `${query.slice(0, first![0])}${words.revoke}${query.slice(first![1], second![0])}${query.slice(second![1])}`.replace(/\s+/gu, ' ').trim();
}
