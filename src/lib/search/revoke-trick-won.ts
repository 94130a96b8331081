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
import { findRevokeTime, type RevokeTimeWords } from './revoke-time.ts';

export interface RevokeTrickWonWords extends Partial<RevokeTimeWords> {
  /** The text's words for which member of the pair won the revoke trick (64.1). */
  revokeTrickWon: string;
}

/** A Russian verb of winning a trick. */
const WIN_RU = '(?:взял[аи]?|выиграл[аи]?|забрал[аи]?|перебил[аи]?|побил[аи]?)';
/** The revoke trick won: a verb of winning, then that trick («взял эту взятку», «выиграл взятку с ренонсом», "took that trick", "won the revoke trick"). */
const WON =
  `(?:${WIN_RU}|took|won|takes|wins|captured|trumped|ruffed)\\s+(?:(?:\\p{L}+\\s+){0,2}?)` +
  '(?:(?:эту|ту|эту\\s+же|ту\\s+же|ренонсную|саму)\\s+взятку|взятку\\s+с\\s+(?:фальш)?ренонсом|(?:that|this|the\\s+revoke|the\\s+revoking|the\\s+same)\\s+trick|it)' +
  // …or the trick named first: «взятку с ренонсом взял партнёр», "the revoke trick was won by dummy".
  `|(?:(?:эту|ту)(?:\\s+же)?\\s+взятку|ренонсную\\s+взятку|взятку\\s+с\\s+(?:фальш)?ренонсом)\\s+(?:\\p{L}+\\s+){0,2}?${WIN_RU}` +
  '|(?:the\\s+revoke\\s+trick|that\\s+trick)\\s+(?:was\\s+)?(?:won|taken)';

/** A verb of winning a trick. */
const WIN = `(?:${WIN_RU}|took|won|takes|wins|taken|captured|trumped|ruffed|overruffed)`;
/**
 * …or a bare trick won, told just after the revoke («Запад сренонсил, а взятку потом перебил козырем Восток», "East revoked
 * and West won the trick"): the trick that follows the revoke is its own. Not where the query tells when the revoke was noticed
 * (revoke-time.ts: «…взятку взял стол, а Запад уже вышел в следующую — исправлять ещё можно?»): the trick is then told on the way.
 */
const BARE_WON = `(?:взятк[уа]\\s+(?:\\p{L}+\\s+){0,2}?${WIN}|${WIN}\\s+(?:\\p{L}+\\s+){0,2}?взятк[уа]|(?:the\\s+)?trick\\s+(?:was\\s+)?(?:won|taken)|${WIN}\\s+(?:the\\s+)?trick(?!\\s*\\d))`;
/** At most this many characters from the revoke's end to the bare trick won. */
const AFTER_REVOKE = 30;

let compiled: { won: RegExp; bare: RegExp } | undefined;
const patterns = () =>
  (compiled ??= { won: new RegExp(`(?<![\\p{L}])(?:${WON})(?![\\p{L}])`, 'iu'), bare: new RegExp(`(?<![\\p{L}])${BARE_WON}(?![\\p{L}])`, 'iu') });

/** Where the query tells a revoke and who won its trick: the win's span, or null. A bare trick won counts only where the moment is not told (momentTold). */
export function findRevokeTrickWon(query: string, momentTold = findRevokeTime(query) !== null): [number, number] | null {
  const revoke = REVOKE_TOLD.exec(query);
  if (!revoke) return null;
  const { won, bare } = patterns();
  const m = won.exec(query);
  // «…took it» is the revoke trick only after the revoke told.
  if (m && !(/\bit$/iu.test(m[0]) && m.index < revoke.index)) return [m.index, m.index + m[0].length];
  const end = revoke.index + revoke[0].length;
  if (momentTold) return null;
  const b = bare.exec(query.slice(end));
  return b && b.index <= AFTER_REVOKE && !/[.;!?]/u.test(query.slice(end, end + b.index)) ? [end + b.index, end + b.index + b[0].length] : null;
}

/** The query with the revoke trick's winner named: the text's words for the case stand after the win told. */
export function readRevokeTrickWon(query: string, words: RevokeTrickWonWords): string {
  // The moment may be read already, in its words (revoke-time.ts reads first).
  const read = [words.established, words.notEstablished].some((w) => w !== undefined && query.includes(w));
  const at = findRevokeTrickWon(query, read || findRevokeTime(query) !== null);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.revokeTrickWon);
}
