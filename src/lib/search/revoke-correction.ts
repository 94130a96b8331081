/**
 * The cards played after a revoke that was then corrected, told by what the players did: the revoker put it right, and
 * another player wants his own card back («Запад сренонсил, я успел подложить даму, потом он поправился — дама моя обратно?»,
 * «разыгрывающий исправил свой ренонс — а мы свои карты можем переиграть?», "East revoked, I covered with the king; now he's
 * correcting — do I have to leave my king?"). Law 62C rules on it (62.4): each player of the non-offending side may withdraw a
 * card played after the revoke and before attention was drawn to it (a right, not a duty); the offender's partner may too, but
 * only after his right-hand opponent did, and a defender's card so withdrawn is a penalty card (62.5) — this reader names
 * 62.4's case for both (a second reader, who saw only the content: the partner's case is 62.5's; not read apart yet).
 * Players tell the cards, and their words found the penalty cards' and the leads' pages. The query is read with the text's
 * words for the case (the page's string, search.play.revokeCorrected) after the correction told, whose words stay. Plain
 * TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { REVOKE_TOLD as REVOKE } from './revoke-words.ts';

export interface RevokeCorrectionWords {
  /** The text's words for a card played after a corrected revoke, taken back (62.4: «взять назад карту, сыгранную после фальшренонса»). */
  revokeCorrected: string;
}

/** The revoke put right: «исправил», «поправился», «спохватился и дал», "corrected", "put it right". */
const CORRECTED =
  /(?<![\p{L}])(?:исправ\p{L}*|поправил\p{L}*|поправля\p{L}*|спохватил\p{L}*|заменил\p{L}*|correct(?:s|ed|ing|ion)?|put\s+(?:(?:it|that|this)\s+)?right|fix(?:es|ed|ing)?|replac(?:es|ed|ing))(?![\p{L}])/iu;
/** Another card taken back or changed: «забрал свою карту», «дама моя обратно», «переиграть», "take back my", "leave my king". */
const TAKEN_BACK =
  /(?<![\p{L}])(?:забрал\p{L}*|забрать|взять\s+(?:назад|обратно)|взял\p{L}*\s+(?:назад|обратно)|обратно|переигра\p{L}*|поменять\s+(?:свою|мою|его)|заменить\s+(?:свою|мою|его)|вернуть\s+(?:свою|мою|(?:\p{L}+\s+)?(?:болвану|на\s+стол|в\s+руку|себе))|take\s+back|took\s+back|taking\s+back|withdraw\p{L}*|(?:change|replace|leave|keep)\s+(?:my|his|her|our|their)|(?:my|his|her)\s+\p{L}+\s+back|(?:that|the|this|a)\s+card\s+back|wants?\s+(?:it|that|the\s+card)\s+back)(?![\p{L}])/iu;

/**
 * Whose card: the teller's or his partner's, or a player's own beside the revoker («я», «мы», «свою», «дама моя», "my", "I"),
 * or dummy's («сыграл со стола», "declarer had played from dummy after it and wants that card back": round 176):
 * the revoke card itself, taken back to the hand («защитник, исправляя ренонс, забрал карту обратно»), is 62B's.
 */
const ANOTHERS = /(?<![\p{L}])(?:я|мы|мо[йяеи]|мою|свою|свои|своего|наш\p{L}*|партн\p{L}*|i|we|my|our|partner['’]?s?|(?:со|from)\s+(?:стола|болвана|dummy|the\s+table|the\s+board))(?![\p{L}])/iu;

/** Where the query tells a revoke corrected and another card taken back: the end of the correction's words, or null. */
export function findRevokeCorrected(query: string): number | null {
  if (!REVOKE.test(query) || !ANOTHERS.test(query)) return null;
  const c = CORRECTED.exec(query);
  if (!c) return null;
  // The card taken back is another's than the revoke card: told after the correction, or before it in another clause.
  return TAKEN_BACK.test(query.slice(c.index + c[0].length)) || TAKEN_BACK.test(query.slice(0, c.index)) ? c.index + c[0].length : null;
}

/** The query with a card played after a corrected revoke named: the text's words for the case stand after the correction told. */
export function readRevokeCorrection(query: string, words: RevokeCorrectionWords): string {
  const at = findRevokeCorrected(query);
  return at === null ? query : spliceWords(query, at, at, words.revokeCorrected);
}
