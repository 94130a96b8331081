/**
 * A lead or play penalty the player could carry out and did not, told by what happened: a suit demanded or forbidden, and
 * the player holding it all the same, or doing what was forbidden («разыгрывающий потребовал черву, я сыграл бубну, а черва
 * у меня была», «запретил Западу козырять, а тот побил козырем», "declarer demanded a heart, he led a spade although he had
 * one"). 59.5 rules on it: a failure to comply when there was a legal opportunity is a revoke (61A). Players tell the
 * demand and the card, and the demand's words found the penalty card's outcome. The query is read with the text's words for
 * the case (the page's string, search.play.notComplied) after what was told, whose words stay. Not where the player could
 * not comply (unable.ts: 59.1). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { DEMAND, FOUND, findUnableTold, type UnableWords } from './unable.ts';
import { REVOKE_NAMED as REVOKE } from './revoke-words.ts';

export interface NotCompliedWords {
  /** The text's words for a penalty not complied with though it could be (59.5: «невыполнение наказания на ход или игру картой…»). */
  notComplied: string;
}

/**
 * He could: «а черва у меня была», «у защитника черва была», «хотя подходящая карта была», «мог выполнить», "although he had
 * one", "East had one", "defender had a heart", "could have complied".
 */
const ABLE =
  `(?:(?:хотя|а|но)\\s+(?:у\\s+\\p{L}+\\s+)?(?:\\p{L}+\\s+){0,3}?(?:ещё\\s+)?(?:был[аио]?|есть|имел[аи]?(?:сь)?)|у\\s+\\p{L}+\\s+(?:(?!не\\s)\\p{L}+\\s+){0,2}?(?:ещё\\s+)?(?:был[аио]?|есть)|подходящ[а-яё]*\\s+(?:\\p{L}+\\s+)?был[аио]?|мог(?:ла|ли)?\\s+(?:выполнить|пойти|сыграть|дать|исполнить)` +
  `|although\\s+(?:he|she|i|they|we)\\s+(?:still\\s+)?(?:had|held)|(?:(?:he|she|i|[\\p{L}’']+)\\s+)?(?:still\\s+)?(?:had|held)\\s+(?:one|it|them|(?:an?|the)\\s+\\p{L}+)|could\\s+have\\s+(?:complied|led|played|followed)|was\\s+able\\s+to)`;
/** He would not: «не выполнил требование», «всё равно», «проигнорировал», "ignored", "anyway"; or did what was forbidden. */
const DISOBEYED =
  `(?:не\\s+выполнил[аи]?|не\\s+подчинил[аи]?сь|проигнорировал[аи]?|всё\\s+равно|всё-таки|тем\\s+не\\s+менее|ignored|anyway|regardless|disobey[a-z]*|did\\s*n['’o]?t\\s+comply|failed\\s+to\\s+comply` +
  `|(?:а|но)\\s+(?:тот|он|она|партн[её]р)\\s+(?:\\p{L}+\\s+)?(?:побил[аи]?|перебил[аи]?|козырнул[аи]?|пош[её]л|пошла|сыграл[аи]?|дал[аи]?|сбросил[аи]?|вышел|вышла)|but\\s+(?:[\\p{L}’']+\\s+)?(?:still\\s+)?(?:ruffed|trumped|led|played|discarded))`;

/**
 * Besides a suit demanded or forbidden (unable.ts DEMAND): a ruff forbidden («запретил Западу козырять», "forbade him to
 * ruff"), or the penalty named and not carried out («не выполнил требование», "did not comply with the lead penalty").
 */
const OTHER_DEMAND =
  `(?:(?:запретил[аи]?|запрещ[а-яё]*|forbade|forbidden|banned|barred)\\s+(?:\\p{L}+\\s+){0,2}?(?:козыр[а-яё]*|перебивать|ruff(?:ing)?|trump(?:ing)?)` +
  `|не\\s+(?:вы|ис)полнил[аи]?\\s+(?:\\p{L}+\\s+)?(?:требовани|наказани|указани)[а-яё]*|(?:did\\s*n['’o]?t|failed\\s+to|did\\s+not)\\s+comply\\s+with\\s+(?:the\\s+)?(?:lead\\s+|play\\s+)?(?:penalty|demand|instruction))`;

let compiled: { demand: RegExp; able: RegExp; disobeyed: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    demand: new RegExp(`(?<![\\p{L}])(?:${DEMAND}|${OTHER_DEMAND})(?![\\p{L}])`, 'iu'),
    able: new RegExp(`(?<![\\p{L}])${ABLE}(?![\\p{L}])`, 'iu'),
    disobeyed: new RegExp(`(?<![\\p{L}])${DISOBEYED}(?![\\p{L}])`, 'iu'),
  });

/** Where the query tells a penalty that could be carried out and was not: the end of what tells it, or null. */
export function findNotComplied(query: string): number | null {
  const { demand, able, disobeyed } = patterns();
  const d = demand.exec(query);
  if (!d || findUnableTold(query)) return null;
  const after = query.slice(d.index + d[0].length);
  // Or the card found later («масть нашлась позже»: round 180), as after a void told (unable.ts).
  const m = able.exec(after) ?? disobeyed.exec(after) ?? REVOKE.exec(after) ?? FOUND.exec(after);
  return m ? d.index + d[0].length + m.index + m[0].length : null;
}

/** The query with a penalty not complied with named: the text's words for the case stand after what told it. */
export function readNotComplied(query: string, words: NotCompliedWords & Partial<UnableWords>): string {
  // Not where the unable reader, which reads first, has put its words for the holding ("all I've got left is ♠10 ♠8 ♠3 — do I have
  // to lead one anyway": the holding read, «anyway» would read as disobeying).
  if ([words.unable, words.unableButHeld, words.unableAgain].some((w) => w !== undefined && query.includes(w))) return query;
  const at = findNotComplied(query);
  return at === null ? query : spliceWords(query, at, at, words.notComplied);
}
