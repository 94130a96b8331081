/**
 * The words around citations, per language, as regular-expression sources
 * (compiled with the `iu` flags by find-refs.ts). Kept apart from the scanner
 * so the wording can be extended without touching the matching logic.
 */
import type { Lang } from './ref';

export interface Vocabulary {
  /** Words that introduce law ids: «Правило» in every case / "Law", "Laws". */
  lawWord: string;
  /** Words that introduce commentary-paragraph ids: «п.», «п.п.», «пп.» / "para", "Commentary". */
  paraWord: string;
  /**
   * Words that join list items: «30, 31 или 32» / "30, 31 and 32"; also a dash right between
   * two ids («Правила 58–64»): both ends of a range are linked, the laws between them are not.
   */
  listJoin: string;
  /** A cue just before a bare paragraph id that makes it a citation: «см. 29.2.», «как в 29.2.». */
  cueBefore: string;
  /** A cue just after a bare paragraph id that makes it a citation: «29.2. выше». */
  cueAfter: string;
  /** Counted nouns: a number followed by one of these is a quantity, not a law («87 года», «4 руки»). */
  units: string;
}

const L = '\\p{L}';

export const VOCABULARY: Readonly<Record<Lang, Vocabulary>> = Object.freeze({
  ru: {
    // Правило, Правила, Правилу, Правилом, Правиле, Правилам, Правилами, Правилах, Правил.
    // The closing (?!\p{L}) keeps «правильной» out.
    lawWord: `(?<![${L}\\d])правил(?:о|а|у|ом|е|ам|ами|ах)?(?![${L}])`,
    // п.п. (also «п. п.»), пп., п., пункт in every case.
    paraWord: `(?<![${L}])(?:п\\.\\s*п\\.|пп\\.|п\\.|пункт(?:а|у|ом|е|ы|ов|ам|ами|ах)?(?![${L}]))`,
    listJoin: `\\s*(?:,\\s*(?:(?:и|или|либо|а\\s+также)\\s+)?|\\s(?:и|или|либо)\\s+|[–—-])`,
    cueBefore: `(?<![${L}])(?:см\\.(?:\\s*также)?|ср\\.|как\\s+в|согласно|в\\s+соответствии\\s+с)\\s*$`,
    cueAfter: `^\\s*(?:выше|ниже|далее)(?![${L}])`,
    units:
      '(?:год|года|году|годом|годах|г\\.|лет|рук|руки|рука|руках|карт|карты|карта|картами|картах' +
      '|взятка|взятки|взяток|взятку|взятках|раз|раза|очко|очка|очков|сдача|сдачи|сдач|сдачах|%)',
  },
  en: {
    lawWord: `(?<![${L}\\d])laws?(?![${L}])`,
    paraWord: `(?<![${L}])(?:paras?\\.?|paragraphs?|commentary|§§?)(?![${L}])`,
    listJoin: `\\s*(?:,\\s*(?:(?:and|or)\\s+)?|\\s(?:and|or)\\s+|\\s*&\\s*|[–—-])`,
    cueBefore: `(?<![${L}])(?:see(?:\\s+also)?|cf\\.|as\\s+in)\\s*$`,
    cueAfter: `^\\s*(?:above|below)(?![${L}])`,
    units: '(?:years?|cards?|tricks?|hands?|boards?|times|points?|%)',
  },
});
