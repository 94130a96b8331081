/**
 * A number that names a board, a table, a round or a session («доска 12», «сдача № 7», "board 12", "bd 14", "table 3", "round 2"; its ordinal before the word too, «в 23-й сдаче»,
 * "the 2nd session") is its name, not a count: no law, paragraph or
 * trick of that number is meant. "discussing board 12 out loud" put the revoke on the twelfth
 * trick first; "we played board 7 instead of board 17" found Laws 7 and 17 (round 41, round 21).
 * Such a number is left out of the words searched; the word for the board stays. A number after
 * a trick («взятка 12», "trick 12") is kept: that is the count the rules speak of. Plain TypeScript.
 */

/** Words for what a number names (a board, a table, a round, a session), in any case form. */
const NAMED = '(?:boards?|bds?|tables?|rounds?|sessions?|deals?|доск(?:а|и|е|у|ой|ою)|сдач(?:а|и|е|у|ей)|стол(?:а|у|ом|е)?|тур(?:а|у|ом|е)?|раунд(?:а|у|ом|е)?|сесси(?:я|и|ю|ей))';
const NAMED_NUMBER = new RegExp(`(?<![\\p{L}\\d])(${NAMED})(\\s*(?:№|#|no\\.|nr\\.?|number|номер)?\\s*)\\d{1,3}(?![\\p{L}\\d]|[.,]\\d)`, 'giu');

/** …or its ordinal before the word («в 23-й сдаче», «за 5-м столом», "the 2nd session"). */
const ORDINAL_NAMED = new RegExp(`(?<![\\p{L}\\d])\\d{1,3}(?:-?(?:й|м|я|е|го|ом|ой|ю)|st|nd|rd|th)(?=\\s+${NAMED}(?![\\p{L}]))`, 'giu');

/** The words with every number that names a board, a table, a round or a session left out. */
export function dropBoardNumbers(words: string): string {
  return words.replace(NAMED_NUMBER, '$1').replace(ORDINAL_NAMED, '').replace(/\s{2,}/gu, ' ').trim();
}
