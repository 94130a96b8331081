/**
 * A dispute over the number of tricks won, told by the counts or by the dispute: two counts of
 * tricks that differ («Север считает 9 взяток, а мы 8», «они говорят девять, мы — восемь», "they say
 * 9 tricks, we say 8", "9 or 10?"), or a word of dispute beside the number of tricks («спорим, сколько
 * взяли», "we disagree on the trick count"). Laws 65 and 79 rule on it; players do not name the
 * case, they give their counts, and the numbers and side words («карты уже в коробке») found the
 * boards' and the revokes' pages. Such a query is read with the text's words for the case (the
 * page's strings, search.play.trickCount) in place of the counts or the dispute. Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { numberPatterns, numberValue } from '../refs/number-words.ts';

export interface TrickCountWords {
  /** The text's words for a dispute over the number of tricks won («спор о количестве выигранных взяток»). */
  trickCount: string;
}

/** A word for tricks, or for taking them («взяток», «взяли», "tricks", "won"). */
const TRICKS = /взят[а-яё]*|взял[аи]?|tricks?|won|made|took/iu;
/** A dispute: «спорим», «не согласны», «разногласие», «не сошлись», "disagree", "dispute", "argue", "can't agree". */
const DISPUTE = '(?:спор[а-яё]*|не\\s+соглас[а-яё]*|разноглас[а-яё]*|расхо[дж][а-яё]*|не\\s+сошл[а-яё]*|не\\s+сход[а-яё]*|не\\s+бь[её]тся|disagree[a-z]*|disput[a-z]*|argu[a-z]+|(?:can[\'’]?t|cannot|can\\s+not|couldn[\'’]?t|don[\'’]?t|didn[\'’]?t|do\\s+not|did\\s+not)\\s+agree)';
/** The number of tricks: «сколько взяток», «сколько взяли», «число взяток», «количество взяток», "how many tricks", "the trick count". */
const HOW_MANY = '(?:сколько\\s+(?:\\p{L}+\\s+)?(?:взят[а-яё]*|взял[аи]?)|(?:числ|количеств)[а-яё]*\\s+(?:\\p{L}+\\s+)?взяток|how\\s+many\\s+tricks|(?:the\\s+)?trick\\s+count|(?:the\\s+)?number\\s+of\\s+tricks)';
/** A side's count of tricks is three or more: "one trick or two", «два раза» are no count of a side's tricks. */
const MIN_COUNT = 3;
/** A trick's place, not a count: «trick 4», «взятка 5», «во взятке № 5». */
const PLACE_BEFORE = /(?:tricks?|взятк[а-яё]*|№)\s*$/iu;
/** A word for tricks or for taking them right before or after a count (one word between at most). */
const TRICKS_BEFORE = /(?:взял[аи]?|взяли|насчитал[аи]?|won|made|took|counted)\s+(?:\p{L}+\s+)?$/iu;
const TRICKS_AFTER = /^\s*(?:\p{L}+\s+)?(?:взят[а-яё]*|взял[аи]?|tricks?)(?![\p{L}])/iu;
/** Within a sentence: at most this many characters between a dispute and its number of tricks. */
const NEAR = 60;

let compiled: { count: RegExp; dispute: RegExp; howMany: RegExp } | undefined;
const patterns = () => {
  if (compiled) return compiled;
  const { cardinal } = numberPatterns();
  return (compiled = {
    // A count: 1–13 in digits or words, not a contract's level («4♠», «3БК», "2NT"), a score («620»), a board's, an ordinal («12-я»).
    count: new RegExp(`(?<![\\p{L}\\d♠♥♦♣-])(?:\\d{1,2}|${cardinal})(?![\\d\\p{L}]|-|\\s*(?:♠|♥|♦|♣|бк|nt|б\\.?к\\.?|пик|черв|бубн|треф|spade|heart|diamond|club|x|х)(?![\\p{L}]))`, 'giu'),
    dispute: new RegExp(`(?<![\\p{L}])${DISPUTE}(?![\\p{L}])`, 'iu'),
    howMany: new RegExp(`(?<![\\p{L}])${HOW_MANY}(?![\\p{L}])`, 'iu'),
  });
};

/** Where the query tells a dispute over the number of tricks: the span to read as the case, or null. */
export function findTrickCountTold(query: string): [number, number] | null {
  if (!TRICKS.test(query)) return null;
  const { count, dispute, howMany } = patterns();
  // Two counts of tricks that differ, within a sentence of each other.
  // Not a trick's place («trick 4», «во взятке 5»), and from three on: "one trick or two", «два раза» are no side's count.
  const counts = [...query.matchAll(count)]
    .map((m) => ({ at: m.index, end: m.index + m[0].length, n: numberValue(m[0]) }))
    .filter((c) => c.n >= MIN_COUNT && c.n <= 13 && !PLACE_BEFORE.test(query.slice(0, c.at)));
  // One of them beside a word for tricks or for taking them («9 взяток», «взял десять», "nine tricks", "won four").
  const besideTricks = (c: { at: number; end: number }) => TRICKS_BEFORE.test(query.slice(0, c.at)) || TRICKS_AFTER.test(query.slice(c.end));
  for (let i = 0; i + 1 < counts.length; i++) {
    const [a, b] = [counts[i]!, counts[i + 1]!];
    const between = query.slice(a.end, b.at);
    if (a.n !== b.n && Math.abs(a.n - b.n) <= 3 && between.length <= NEAR && !/[.!?;]/u.test(between) && (besideTricks(a) || besideTricks(b))) return [a.at, b.end];
  }
  // A dispute beside the number of tricks, either first.
  const d = dispute.exec(query);
  const h = howMany.exec(query);
  if (!d || !h) return null;
  const [first, second] = d.index < h.index ? [d, h] : [h, d];
  const gap = query.slice(first.index + first[0].length, second.index);
  return gap.length <= NEAR && !/[.!?;]/u.test(gap) ? [first.index, second.index + second[0].length] : null;
}

/** The query with a dispute over the number of tricks named: the counts or the dispute give way to the text's words. */
export function readTrickCount(query: string, words: TrickCountWords): string {
  const at = findTrickCountTold(query);
  if (!at) return query;
  return spliceWords(query, at[0], at[1], words.trickCount);
}
