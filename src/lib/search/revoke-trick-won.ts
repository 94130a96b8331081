/**
 * Who won the revoke trick, told by what happened: «Запад сренонсил, а эту взятку взял его партнёр», "West revoked but East,
 * his partner, took the revoke trick", "declarer revoked and dummy won the revoke trick". Law 64A rules on it by the player
 * who won the trick, not his side (64.1: the offender's partner winning it is as the non-offending side winning it); players
 * tell who took the trick, and its words found the outcomes of a revoke's moment and of leads. The query is read with the
 * text's words for the case (the page's string, search.play.revokeTrickWon) after the trick's win told, whose words stay.
 * Only where the query tells a revoke (revoke-words.ts). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { REVOKE_TOLD } from './revoke-words.ts';

export interface RevokeTrickWonWords {
  /** The text's words for which member of the pair won the revoke trick (64.1). */
  revokeTrickWon: string;
}

/** The revoke trick won: a verb of winning, then that trick («взял эту взятку», «выиграл взятку с ренонсом», "took that trick", "won the revoke trick"). */
const WON =
  '(?:взял[аи]?|выиграл[аи]?|забрал[аи]?|перебил[аи]?|побил[аи]?|took|won|takes|wins|captured|trumped|ruffed)\\s+(?:(?:\\p{L}+\\s+){0,2}?)' +
  '(?:(?:эту|ту|эту\\s+же|ту\\s+же|ренонсную|саму)\\s+взятку|взятку\\s+с\\s+(?:фальш)?ренонсом|(?:that|this|the\\s+revoke|the\\s+revoking|the\\s+same)\\s+trick|it)' +
  // …or the trick named first: «взятку с ренонсом взял партнёр», "the revoke trick was won by dummy".
  '|(?:(?:эту|ту)(?:\\s+же)?\\s+взятку|ренонсную\\s+взятку|взятку\\s+с\\s+(?:фальш)?ренонсом)\\s+(?:\\p{L}+\\s+){0,2}?(?:взял[аи]?|выиграл[аи]?|забрал[аи]?|перебил[аи]?|побил[аи]?)' +
  '|(?:the\\s+revoke\\s+trick|that\\s+trick)\\s+(?:was\\s+)?(?:won|taken)';

let compiled: RegExp | undefined;
const pattern = () => (compiled ??= new RegExp(`(?<![\\p{L}])(?:${WON})(?![\\p{L}])`, 'iu'));

/** Where the query tells a revoke and who won its trick: the win's span, or null. */
export function findRevokeTrickWon(query: string): [number, number] | null {
  const revoke = REVOKE_TOLD.exec(query);
  if (!revoke) return null;
  const m = pattern().exec(query);
  // «…took it» is the revoke trick only after the revoke told.
  if (!m || (/\bit$/iu.test(m[0]) && m.index < revoke.index)) return null;
  return [m.index, m.index + m[0].length];
}

/** The query with the revoke trick's winner named: the text's words for the case stand after the win told. */
export function readRevokeTrickWon(query: string, words: RevokeTrickWonWords): string {
  const at = findRevokeTrickWon(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.revokeTrickWon);
}
