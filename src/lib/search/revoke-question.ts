/**
 * A question about a possible revoke, told in a story: a player asked whether the one who did not follow had none of the suit,
 * in his own words («партнёр спросил «пустой по бубнам?»», «нет червей?», «спросил, нет ли у него пик», "West said 'no
 * hearts?'", "partner asked if he had none"). Law 61B says who may ask; 61.5 rules on a defender's question to his partner
 * (the revoke is established; unauthorised information). Players tell the question and what followed, and the cards and the
 * switch they tell («нашёл черву», "found a heart") find the revoke's and the lead's places. The query is read with the text's
 * words for the question after it (the page's strings, search.play.revokeQuestion; search.play.revokeQuestionByDeclarer where
 * declarer asked or was asked, as 61B allows), its words staying. Not where dummy asked (42B1, 43B2 rule on dummy's rights).
 * Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface RevokeQuestionWords {
  /**
   * The text's words for a question about a possible revoke, after 61.5's and 61B's headings (not 61.5's «нелегального»: who asked
   * is not always told, and a fresh story's question may be a legal one).
   */
  revokeQuestion: string;
  /** …for declarer's question to a defender, or a defender's to declarer (61B's heading: the right to inquire). */
  revokeQuestionByDeclarer: string;
}

/** A suit by its noun or symbol, or the word for a suit, trumps too. */
const SUIT = '(?:♠|♥|♦|♣|пик\\p{L}*|черв\\p{L}*|бубн\\p{L}*|бубен|треф\\p{L}*|козыр\\p{L}*|масть|масти|мастей|spades?|hearts?|diamonds?|clubs?|trumps?|suits?)';
/** A question mark, a closing quote before or after it or not. */
const ASKED = '[»"\'”“]?\\s*\\?';
/**
 * The question of a void: «нет червей?», «пустой по бубнам?», «без пик?», «трефы кончились?», «нет ли у тебя масти», "no
 * hearts?", "out of clubs?", "having none?"; or reported: «спросил, нет ли у него пик», "asked if he had none", "asked whether
 * she was void".
 */
const QUESTION = new RegExp(
  `(?<![\\p{L}])(?:(?:нету?|пуст\\p{L}*(?:\\s+по)?|без|ни\\s+одной|no|none|no\\s+more|out\\s+of|void\\s+in)\\s+(?:\\p{L}+\\s+){0,2}?${SUIT}${ASKED}` +
    `|${SUIT}\\s+(?:(?:у\\s+)?(?:тебя|вас|него|неё|партн\\p{L}*)\\s+)?(?:нету?|(?:за)?кончил\\p{L}*|не\\s+осталось)${ASKED}` +
    `|having\\s+none(?:\\s+\\p{L}+)?${ASKED}|(?:нету?|есть)\\s+ли\\s+(?:у\\s+\\p{L}+\\s+)?(?:\\p{L}+\\s+){0,2}?${SUIT}` +
    `|(?:ask\\p{L}*|wondered|checked)\\s+(?:\\p{L}+\\s+){0,2}?(?:if|whether)\\s+(?:\\p{L}+\\s+){0,2}?(?:had|has|was|is|were)\\s+(?:none|no|any|void|out)(?:\\s+of)?(?:\\s+(?:\\p{L}+\\s+)?${SUIT})?(?![\\p{L}]))`,
  'iu',
);
/** Asking, in any form: «спросил», «спрашивает», «поинтересовался», «уточнил», "asks", "asked", "inquired", "wondered". */
const ASK = '(?:спр[ао]с\\p{L}*|спраш\\p{L}*|интересу\\p{L}*|поинтересова\\p{L}*|уточн\\p{L}*|сказал\\p{L}*|ask\\p{L}*|inquir\\p{L}*|wonder\\p{L}*|said|says)';
/**
 * Dummy as the one who asked (42B1: he may ask declarer; 43B2: not after looking at a hand): named a few words before an asking
 * verb or a colon («болван тут же: «треф нет?»»), no other player named between (the asker), «стол» after no preposition
 * («бросил карту на стол, партнёр спросил…» is partner's question).
 */
/** Another player named as a subject (the nominative: «партнёр», not «партнёра»): the one who asked, where he stands between dummy and the asking. */
const OTHER = "(?:партн[её]р|напарник|защитник|вистующий|вистун|разыгрывающий|декларант|partner|pard|defender|declarer|lho|rho|east|west|north|south|север|юг|восток|запад)(?![\\p{L}'’])";
const BY_DUMMY = new RegExp(`(?<![\\p{L}])(?<!(?:^|[^\\p{L}])(?:на|за|под|в|во|к|о|об|со|с|on|under|at)\\s)(?:болван\\p{L}*|дамми|стол|dummy)(?:[\\s,]+(?!${OTHER})[\\p{L}'’]+){0,12}?(?:[\\s,]+${ASK}|\\s*:)`, 'iu');
/** Declarer as the one who asked or was asked (61B: he may ask a defender, and a defender may ask him). */
const DECLARER = '(?:разыгрывающ\\p{L}*|декларант\\p{L}*|декларер\\p{L}*|declarer)';
const BY_DECLARER = new RegExp(`(?<![\\p{L}])(?:${DECLARER}\\s+(?:\\p{L}+[\\s,]+){0,4}?${ASK}|${ASK}\\s+(?:у\\s+)?${DECLARER})`, 'iu');

/** Where the query tells a question about a void: the end of the question and who asked, or null (none, or dummy asked). */
export function findRevokeQuestion(query: string): { at: number; byDeclarer: boolean } | null {
  const q = QUESTION.exec(query);
  if (!q) return null;
  const before = query.slice(0, q.index + q[0].length);
  if (BY_DUMMY.test(before)) return null;
  return { at: q.index + q[0].length, byDeclarer: BY_DECLARER.test(before) };
}

/** The query with the question named: the text's words stand after it. */
export function readRevokeQuestion(query: string, words: RevokeQuestionWords): string {
  const found = findRevokeQuestion(query);
  return found === null ? query : spliceWords(query, found.at, found.at, found.byDeclarer ? words.revokeQuestionByDeclarer : words.revokeQuestion);
}
