/**
 * findTypedRef: the id a reader typed into a search box, anywhere in the query and in
 * whatever form a hurried hand gives it — «law 64 b 3», «para 57.4 c», «правило 63 а4»
 * (Cyrillic letter), «п.64.2», «ст. 12», "L64B3", "art. 12", «63А4», «62с», «63.5».
 *
 * Not for running text (that is findRefs, which must not read «12 в» as 12B). The grammar is
 * small: an optional word that introduces an id (any case of «правило», «закон», «пункт»,
 * «статья», «параграф», «комментарий»; пр., ст., п., пп., коммент.; Law, rule, para, section,
 * art., §, a bare "L" glued to the number), the law's number, then its parts — a section
 * letter, a subsection number, an item letter — apart or together, with spaces, dots, hyphens, dashes
 * or brackets between them, or a commentary paragraph (57.4, 57.4 c). A spaced letter belongs
 * to the id only when the query ends after it or a digit or punctuation follows («правило 63 в
 * торговле» is Law 63, then words; «12 в торговле» is no id). After an introducing word a number
 * alone is a law; without one a bare number is a number, and a single-digit law with a letter
 * alone is a bid («2С», «1 в»).
 *
 * A Russian hand also types a section letter by its sound, where the letter has no Cyrillic
 * look-alike: «65 б1» is 65B1, «64д» is 64D, «54ц» is 54C (sound-letters.ts). Only
 * here: in running text «б» is a word.
 */
import { findNamedRef } from './find-named-ref';
import { CYRILLIC_LOOKALIKES } from './letters';
import { LETTER_NAMES, SOUND_ALIKES } from './sound-letters';
import { VOCABULARY } from './vocabulary';
import { ROMAN_NUMERALS, Ref } from './ref';

export interface TypedRef {
  ref: Ref;
  /** Where the id (its introducing word included) is in the query. */
  start: number;
  end: number;
}

/**
 * The patterns, built on first use: nothing runs when the module is merely imported, so a
 * page that imports the refs module for something else carries none of it (tree-shaken).
 */
/** Cyrillic letters read as the Latin section letter they sound like (those with a look-alike are read by Ref.parse). */
const latin = (s: string): string => s.replace(/\p{L}/gu, (c) => SOUND_ALIKES[c.toLowerCase()] ?? c);

let compiled: { after: RegExp; apart: RegExp[]; typed: RegExp; commentOn: RegExp; bare: RegExp; capital: RegExp; token: RegExp } | undefined;
function patterns(): { after: RegExp; apart: RegExp[]; typed: RegExp; commentOn: RegExp; bare: RegExp; capital: RegExp; token: RegExp } {
  if (compiled) return compiled;
  const LOOKALIKES = Object.keys(CYRILLIC_LOOKALIKES).join('');
  const LETTER = `[a-z${LOOKALIKES}${Object.keys(SOUND_ALIKES).join('')}]`;
  /** The end of an id: the query's end, punctuation, or a law's word (a second id). */
  const ID_END = `$|[.,;:!?)\\]»"'”(]|(?:пр(?:ав)?|ст|правил[а-яё]*|закон[а-яё]*|laws?|rules?|pravil(?:o|a|u|om|e))(?![\\p{L}])`;
  /** What may follow a letter that stands apart from the id: the end, a digit, a space and a digit, punctuation. */
  const LETTER_END = `(?=\\s*(?:\\d|${ID_END}))`;
  /**
   * …and after an item's letter, the id's last part: no digit (a number after it belongs to the words: «правило 64 б6 в 12-й», where
   * «в» is "in", round 135's «правило 64 б6 в двенадцатой» with the ordinal read as a number).
   */
  const ITEM_END = `(?=\\s*(?:${ID_END}))`;
  const GAP = `\\s*[-–—./]?\\s*`;
  /** Cyrillic section letters written small that are no word (not «а», «в», «с», «и»): before a word they name a section still. */
  const WORDLESS = '[бгдеэнфц]';
  /** A law's number as an ordinal, its ending optional: «87-е», «87го», «32-й» (before the law's word). */
  const ORD = '(?:-?(?:е|го|й|ое))?';
  /** An item's roman numeral standing apart, unbracketed: a real one (i–x), so that a word of i, v, x («vvv») is no item. */
  const ROMAN = `(?:${[...ROMAN_NUMERALS].reverse().join('|')})`;
  /** «правило» cut: «пр.», «прав.», and with a hyphen in any case («пр-ло», «пр-лу», «прав-лом»). */
  const PR = 'пр(?:ав)?(?:-л[а-яё]{1,2}|\\.)?';
  /** A noun's case endings («закона», «пунктом», «законах»): the word, not a longer one that begins with it («законтрил», «правильная»). */
  const CASE = '(?:а|у|ом|е|ы|ов|ам|ами|ах)?(?![а-яё])';
  /** «правило» (the citation scanner's word, vocabulary.ts), «закон», «статья» in any case form. */
  const LAW_WORD = `(?:${VOCABULARY.ru.lawWord}|закон${CASE}|стат(?:ья|ьи|ью|ьей|ьёй|ье|ей|ьям|ьями|ьях)(?![а-яё]))`;
  /** …and «пункт», «параграф». */
  const ID_WORD = `(?:${LAW_WORD}|пункт${CASE}|параграф${CASE})`;
  /**
   * Words that introduce an id, in any case form: «правило», «закон», «пункт», «статья»,
   * «параграф», «комментарий» (and their cuts пр., ст., п., пп., коммент.); Law, rule, para,
   * paragraph, section, article, commentary (art., sec., para.); «правило» typed on the Latin keys ("pravilo 31"); §, №; L glued to a number or
   * before it with a dot, colon, hyphen or a space ("L.47B", "L: 55C", "l-61", "L 36 inadmissible dbl": round 118); «пр-ло», «прав-ло»; a statute's "s" before a
   * law and its section ("s26(b)", "s.64B").
   */
  const INTRO =
    `(?:(?<![\\p{L}\\d])(?:${ID_WORD}\\.?|(?:комм|комент)[а-яё]*\\.?|ст\\.?|${PR}|п\\.\\s*п\\.|пп\\.?|п\\.?|laws?|rules?|pravil(?:o|a|u|om|e)|para(?:graph)?s?\\.?|sec(?:tion)?s?\\.?|comm?entary|comm?ent|articles?|art\\.?|§+|¶+|№)\\s*:?\\s*` +
    `|(?<![\\p{L}\\d])l(?:\\s*[.:-]\\s*|\\s+)?(?=\\d)` +
    // A statute's "s" for its section, glued or with a dot, where a section's letter follows the number ("s26(b)", "s.64B"); not a
    // possessive's before a bid ("RHO's 2D wasn't alerted": round 143).
    `|(?<![\\p{L}\\d'’])s\\.?\\s*(?=\\d{1,2}\\s*\\(?[a-i](?![\\p{L}])))`;
  /**
   * A section's letter glued to its law's number, bracketed or not, by a hyphen or not, may have words after it ("L62B how
   * is the revoke corrected", "L.64A one trick or two", «ст.47-Б одновременный ход»): glued, it is no word, as the one-token
   * reading has it (63а, 62с). Not «-е» after a hyphen: an ordinal's ending («правило 50-е что там»).
   */
  const GLUED = `(?<=\\d(?:-(?!е))?\\(?${LETTER}\\)?)(?=\\s)`;
  /**
   * An item's letter glued to its subsection's number may have words after it too («пр.50 д2б без ограничений», "law 64 b3a
   * and the revoke"): glued, it is no word, as a section's letter glued to its law's is not (GLUED).
   */
  const ITEM_GLUED = `(?<=\\d\\(?${LETTER}\\)?)(?=\\s)`;
  /**
   * …and standing apart, a letter that is no word (Cyrillic «б», Latin "b"; not «а», «в», «с», "a", "i"), with words after it
   * («50 Д 2 б ничего не требовать», "50 D 2 b nothing": round 176) or a dash («50 D 2 b — штрафная остаётся лежать?»: round 200),
   * as a section's letter that is no word has (WORDLESS).
   */
  const ITEM_APART = `(?<=\\s\\(?(?:${WORDLESS}|[b-hj-z])\\)?)(?=\\s+\\p{L}|\\s*[–—])`;
  /** Quotes around a section's letter («правило 54 «Б»», "law 54 'B'", «статья 75 „цэ“»). */
  const OPEN_QUOTE = `[«"“'‘„‚]`;
  const CLOSE_QUOTE = `[»"”'’“‘]`;
  /** A section's letter by its name, standing apart («28 бэ», «64 цэ 2»: sound-letters.ts LETTER_NAMES). */
  const NAMED_LETTER = Object.keys(LETTER_NAMES).sort((a, b) => b.length - a.length).join('|');
  /**
   * …which words may follow, as none is a word itself («16 дэ про паузу»), or a dash and words («73 эф — там про выводы»), but
   * «си» (a note: «24 си бемоль»).
   */
  const NAMED_THEN_WORDS = `(?<=[^\\p{L}](?:${Object.keys(LETTER_NAMES).filter((n) => n !== 'си').join('|')}))(?=\\s+\\p{L}|\\s*[-–—]+\\s*\\p{L})`;
  /**
   * A subsection's number in roman numerals, apart from its section's letter, where the id ends («74 C IV», "64 B vi"): a real
   * numeral (i–x), as an item's. Words may follow a numeral of two letters or more ("Law 73 D ii tempo"), and Russian words
   * any («16 B i про паузу»): "61 b i think" is no id.
   */
  const ROMAN_SUB = `(?:\\s+|\\s*[-–—.]\\s*)(?<rsub>${ROMAN})(?:${LETTER_END}|(?<=[ivx]{2})(?=\\s+\\p{L})|(?=\\s+[а-яё]))`;
  /**
   * A law's section, subsection and item after its number, apart or together, bracketed or not: 64 b 3, 64-B-3, 63 а4, 31 a 2 b,
   * 63(A)(4); a section sign or "sub" may stand before the section's letter ("L.60 §C": round 141; "law 65 sub b(1)": round 143).
   */
  const partsEnding = (end: string, notOrdinal = '') =>
    `${notOrdinal}(?:${GAP}(?:§+\\s*|sub(?:sec(?:tion)?)?\\.?\\s+)?(?:\\(|${OPEN_QUOTE})?(?<sec>${LETTER})(?:\\)|${CLOSE_QUOTE})?|\\s+${OPEN_QUOTE}?(?<named>${NAMED_LETTER})${CLOSE_QUOTE}?(?![\\p{L}]))(?:${GAP}\\(?(?<sub>\\d{1,2})\\)?(?!\\d)(?:${GAP}\\(?(?<item>${LETTER})\\)?(?:${ITEM_END}|${ITEM_GLUED}|${ITEM_APART}))?|${ROMAN_SUB}|${end}|${GLUED}|${NAMED_THEN_WORDS})`;
  // Without a law's word, not a Cyrillic «е» glued by a hyphen with no subsection after it: the ordinal's ending («50-е», «что в
  // 64-е»), not section E. After the word it stays a section («пр. 7-е»).
  const LAW_PARTS = partsEnding(LETTER_END, '(?!-е(?=\\s*$|[^\\p{L}\\d\\s–—-]|\\s+\\p{L}))');
  /**
   * After a law's word, a small Latin letter that is no English word (not "a", "i") stands for its section before English words
   * too ("law 55 c declarer benefited", round 151): the law's word says an id is meant.
   */
  const LATIN_THEN_WORDS = '(?<=[^\\p{L}][b-hB-H])(?=\\s+[a-z]{2,})';
  /**
   * After a law's word, a comma may stand between its number and its section («law 64, b», «правилу 61, а»), and a dash
   * may end a section's letter standing apart, as punctuation does ("Law 92 B - how long to appeal", «правило 51 Б — что там»).
   */
  const NAMED_PARTS = `(?:\\s*,)?${partsEnding(`(?:${LETTER_END}|(?=\\s*(?:[–—]|-+\\s))|${LATIN_THEN_WORDS})`)}`;
  /** With an introducing word: components may stand apart, and a number alone is a law. */
  const SPACED =
    `(?<num>\\d{1,2})(?![\\d])(?:` +
    // commentary: 57.4, 57.4 c, 57.4(c), 61.5 (iv); a comma for the dot, as in a decimal («п. 58,4»), or a slash ("Law 61/5");
    // a space slipped in before the dot or comma ("para 63 .4", round 98), not after it («правило 63. 4 игрока»: a sentence's end)
    `(?: ?[.,]|/(?!\\d{1,2}/))(?<para>\\d{1,2})(?!\\d)(?:\\s*\\.?\\s*(?:\\((?<pitem>[ivx]{1,6}|${LETTER})\\)|(?<pitem2>${ROMAN}|${LETTER})${LETTER_END}))?` +
    `|${NAMED_PARTS}` +
    `)?(?![\\p{L}\\d])`;
  /** A commentary paragraph named by its law and its number apart: «law 27 para 8», «п. 8 правила 27», "paragraph 8 of law 27". */
  const LAW_NAME = `(?:${LAW_WORD}\\.?|ст\\.?|${PR}|laws?|rules?|articles?|art\\.?|l(?:\\s*[.:-])?(?=\\s*\\d)|§+(?=\\s*\\d))`;
  /** A word for the commentary, with what may link it to its law («комментарий к пр. 59», "commentary on law 57", "commentary 57"). «кмнт» is the word typed without its vowels («58 кмнт 5»: round 197). */
  const COMMENT_WORD = `(?:комм?(?:ент)?-[а-яё]{1,3}\\.?|(?:комм|комент)[а-яё]*\\.?|ком\\.|ком(?=\\s*\\d)|поясн[а-яё]*\\.?|пояс\\.|кмнт\\.?|comm?entary|comm?ents?|comm\\.?|cmt\\.?)`;
  /** A number sign before a paragraph's number («комм. № 3», "comment no. 3", "commentary #3"). */
  const SIGN = `(?:(?:№|no\\.|nr\\.?|#|¶)\\s*)?`;
  const COMMENT = `${COMMENT_WORD}\\s*(?:(?:on|to|of|к|на)\\s+)?(?:the\\s+)?`;
  /**
   * A paragraph's word: «пункт», «абзац», «п.», "para", "note", and "n." before a number ("L30 n.4"); «к» for «комментарий» glued
   * to the number or cut with a dot («пр31 к3», «ст. 31, к.3»: round 105), not apart («к 3 пасам»); «номер», and "no" before a
   * number with its dot or without («коммент-й к ст 30, номер 4», "comm. 62 no 7": rounds 150–151); «пар.» and «ком» before a
   * number («закон 62 пар 5», «ком58-3»: rounds 156, 158).
   */
  const PARA_NAME = `(?:(?:пункт|параграф|комм|комент|абзац|поясн)[а-яё]*\\.?|пояс\\.|абз\\.?|ком\\.|ком(?=\\s*\\d)|(?:пар|par)\\.?(?=\\s*\\d)|к(?:\\.\\s*)?(?=\\d)|п-к?т\\.?|комм?(?:ент)?-[а-яё]{1,3}\\.?|п\\.?|para(?:graph)?s?\\.?|§+|¶+|comm?entary|comm?ent|comm\\.|cmt\\.?|notes?|n\\.(?=\\s*\\d)|номер[а-яё]*|no\\.?(?=\\s*\\d))`;
  /** What may link a paragraph to its law, or to the commentary («к», «из», "of the", "on"). */
  const LINK = `(?:(?:of|in|on|to|from|for|under|из|к|в|на|для)\\s+)?(?:the\\s+)?`;
  /** A paragraph's item glued to its number, as in a one-token id («комм. 3а» as «59.3а»: round 66). */
  const ITEM = `(?<pitem>${LETTER}(?![\\p{L}]))?`;
  const START = `(?<![\\p{L}\\d])`;
  const END = `(?![\\p{L}\\d]|\\.\\d)`;
  compiled = {
    /** A law's number with its word after it, where the query ends, its section after the word or not: «87 правило», «87-е правило», "87 law", «61 правило, а», «64 правило б2». */
    // The law's word whole or cut with a dot, not a word it begins («12 пра»: no «пр» and a section A).
    // The word's nominative singular («правило», «статья») may have words after it too («12 правило кодекса», «40 статья о
    // конвенциях»), or after punctuation («12 статья, что в ней»): no count of rules reads so but «1 правило», «21 правило», which name
    // the law as well.
    after: new RegExp(`${START}(?<num>\\d{1,2})${ORD}\\s+(?:${LAW_NAME}(?!(?<=\\p{L})\\p{L})(?:${NAMED_PARTS})?\\s*$|(?:правило|статья)(?=\\s*[,;:–—-]?\\s+\\p{L}))`, 'iu'),
    apart: [
      // The law's word may follow its number after the commentary's («комментарий к 62 правилу, п. 3»); a number sign may stand before
      // the law's number ("Law #30, para 3", "law no. 30 para 3").
      new RegExp(`${START}(?:${COMMENT}(?:${LAW_NAME}\\s*)?|${LAW_NAME}\\s*)${SIGN}(?<num>\\d{1,2})(?![\\d.])(?:\\s+${LAW_NAME}(?![\\p{L}]))?\\s*(?:[,;–-]\\s*)?${PARA_NAME}\\s*${SIGN}(?<para>\\d{1,2})${ITEM}${END}`, 'iu'),
      // After a word for a paragraph or the commentary, its law's number and its own joined by a hyphen or a slash («п. 62-4», "para. 62-4", «комм. к 29-3», «комм 59/3»).
      new RegExp(`${START}(?:${COMMENT}(?:${LAW_NAME}\\s*)?|${PARA_NAME}\\s*)(?<num>\\d{1,2})\\s*[-–/]\\s*${SIGN}(?<para>\\d{1,2})${ITEM}${END}`, 'iu'),
      // After a word for the commentary, the law's number and the paragraph's, with no word between or a paragraph's word, the
      // paragraph's number bracketed or not, the bracket glued on too («коммент 60 5», "commentary 57, 7", "commentary 27 item 8",
      // «комментарий 63 (5)», «комм. 30(5)»).
      new RegExp(`${START}${COMMENT}(?:${LAW_NAME}\\s*)?(?<num>\\d{1,2})(?![\\d.])(?!,\\d)\\s*(?:,\\s*|\\s+|(?=\\(\\d))(?:(?:${PARA_NAME}|items?)\\s*)?${SIGN}\\(?(?<para>\\d{1,2})\\)?${ITEM}${END}`, 'iu'),
      // The paragraph first, then its law, the commentary's word between or not («п. 6 комментария к правилу 57», «комм.6 к пр-лу 57», "para 3 of the commentary on Law 63"); after the commentary's word the law's may be left out («абзац 4 комментария к 59»).
      new RegExp(`${START}${PARA_NAME}\\s*${SIGN}(?<para>\\d{1,2})(?![\\d.])\\s*(?:[,;–-]\\s*)?(?:${LINK}${COMMENT_WORD}\\s*${LINK}(?:${LAW_NAME}\\s*)?|${LINK}${LAW_NAME}\\s*)(?<num>\\d{1,2})${END}`, 'iu'),
      // The paragraph, then «к»/"to" and its law's number alone, where the query ends, punctuation or the law's word follows («коммент. 2 к 62», "note 2 to 62", «комментарий 3 к 57 правилу»; not «п. 2 к 3 пасам»).
      new RegExp(`${START}${PARA_NAME}\\s*${SIGN}(?<para>\\d{1,2})(?![\\d.])\\s+(?:к|на|to|on)\\s+(?:the\\s+)?(?<num>\\d{1,2})(?=\\s*(?:$|[,.;:!?)]|${LAW_NAME}(?![\\p{L}])))`, 'iu'),
      // After a paragraph's word, the law's number and the paragraph's with a space for the dot, where the query ends or
      // punctuation follows («п.58 5», "para 61 4"; not «п. 58 5 взяток»).
      new RegExp(`${START}${PARA_NAME}\\s*${SIGN}(?<num>\\d{1,2})\\s+(?<para>\\d{1,2})${ITEM}(?=\\s*(?:$|[,;:!?]))`, 'iu'),
      // The law by its ordinal in digits, its word left out, then the paragraph («59-е, п. 2 комментария», «в 45-ом пункте 2», "59th, para 2").
      new RegExp(`${START}(?<num>\\d{1,2})-?(?:е|го|му|м|ом|ое|ого|ому|st|nd|rd|th)(?:\\s+${LAW_NAME})?\\s*(?:[,;–-]\\s*)?${PARA_NAME}\\s*${SIGN}(?<para>\\d{1,2})${ITEM}${END}`, 'iu'),
      // The law's number and the paragraph's with a space for the dot, then a word for the commentary («29 4 коммент ограничение на
      // вист»: round 184, "63 5 commentary").
      new RegExp(`${START}(?<num>\\d{1,2})\\s+(?<para>\\d{1,2})(?![\\d.])\\s*(?:[,;:–-]\\s*)?${COMMENT_WORD}${END}`, 'iu'),
      // The law's number, then a number sign and the paragraph's («58 №5 плохой результат невиновных», "58 #5": round 195), as
      // «пр 58 №5» reads; a sign before a number opening the query is the law's («№ 58»).
      new RegExp(`${START}(?<num>\\d{1,2})(?![\\d.])\\s+(?:№|#)\\s*(?<para>\\d{1,2})${ITEM}${END}`, 'iu'),
      // The law's number first, its word after it or not, then a word for the commentary and the paragraph's («60 comment 3», «61 комм. п. 3», «32 правило: комментарий №5»).
      new RegExp(`${START}(?<num>\\d{1,2})(?![\\d.])${ORD}(?:\\s+${LAW_NAME})?\\s*(?:[,;:–-]\\s*)?${COMMENT_WORD}\\s*(?:[,;:–-]\\s*)?(?:(?:п\\.?|para(?:graph)?\\.?|пункт[а-яё]*)\\s*)?${SIGN}(?<para>\\d{1,2})${ITEM}${END}`, 'iu'),
    ],
    // A number sign may stand between the word and the number ("law no. 80", "Law No 80", "rule #12", «правило № 80»).
    typed: new RegExp(`(?<intro>${INTRO})(?:(?:№|no\\.?|nr\\.?|#)\\s*)?${SPACED}`, 'iu'),
    /**
     * A word for the commentary linked to a number, the law's word left out, where the query ends or
     * punctuation follows («комментарий к 64», "commentary on 64B"; not «комментарий к 3 пасам»).
     */
    commentOn: new RegExp(`${START}${COMMENT_WORD}\\s+(?:к|на|on|to|of|for)\\s+(?:the\\s+)?${SPACED}(?=\\s*(?:$|[,.;:!?)]))`, 'iu'),
    /**
     * Without one: a number and a section letter standing apart («55 В 2», «47 Б», "31 b"), the
     * letter at the end or before a digit or punctuation («12 в торговле» is no id).
     */
    bare: new RegExp(`(?<![\\p{L}\\d.,:])(?<num>\\d{1,2})(?!\\d)${LAW_PARTS}(?![\\p{L}\\d])`, 'giu'),
    /**
     * …and a capital letter apart after a law's number, words after it, inside a sentence («что говорит 30 В о пасе»): a
     * preposition («в», «с») is written small there; "L" may be glued before the number ("L55 C declarer's info"). Case-sensitive; from
     * Law 11 on, as 8–10 are also cards' ranks («10 В»: the jack). A small letter that is no word of either language (WORDLESS: «в силу
     * 63 б исправлять уже нельзя?», round 126) is a section there too, and so is a small Latin letter before a Russian word
     * («47 b исправить нелегальную игру», round 137), one that looks like no Russian word («a», «c», «o» may be «а», «с», «о»
     * typed on the other keyboard). A dash may stand between it and the words, as punctuation («54 Б — после хода со стола…»,
     * "60 C — offenders' card…", round 149).
     */
    capital: new RegExp(`(?:(?<![\\p{L}\\d.,:])|(?<=(?<![\\p{L}\\d])[lL]))(?<num>1[1-9]|[2-9]\\d)\\s+(?<sec>${LETTER.toUpperCase()}|${WORDLESS}|[bdefgh](?=\\s+[а-яё]))(?=\\s+\\p{L}|\\s+[–—-]+\\s*\\p{L})`, 'gu'),
    /**
     * Without one: an id written as one token (63А4, 62с, 63.5, 61.5(i)); a paragraph's item may be
     * glued to it unbracketed («62.5в» is 62.5(b), by the look-alike, as «63а» is 63A); a slash may stand for the
     * paragraph's dot, a space beside it or not («57/2», «61/ 3», as after the commentary's word: «комм 59/3»), not in a date («12/05/2026»), nor in a list
     * of laws («63/64», below). A paragraph the site has not, among words, is then no id (search/query.ts).
     */
    token: new RegExp(`(?<![\\p{L}\\d.,/])\\d{1,2}(?:(?:[.,]| ?/ ?(?=\\d{1,2}(?![\\d/])))\\d{1,2}(?:\\([a-z]+\\)|${LETTER})?|[\\p{L}](?:\\d{1,2}(?:\\(?[\\p{L}]\\)?)?)?)(?![\\p{L}\\d]|\\.\\d)`, 'giu'),
  };
  return compiled;
}

function refOf(g: Record<string, string | undefined>): Ref | null {
  if (g.para !== undefined) {
    const item = g.pitem ?? g.pitem2;
    return Ref.parse(latin(`${g.num}.${g.para}${item ? `(${item})` : ''}`));
  }
  const sec = g.sec ?? (g.named === undefined ? '' : LETTER_NAMES[g.named.toLowerCase()]!);
  const sub = g.sub ?? (g.rsub === undefined ? '' : String(ROMAN_NUMERALS.indexOf(g.rsub.toLowerCase()) + 1));
  return Ref.parse(latin(`${g.num}${sec}${sub}${g.item ?? ''}`));
}

/** A paragraph's item glued to it, bracketed as an id has it: 62.5b → 62.5(b). */
const bracketItem = (token: string): string => token.replace(/^(\d{1,2}\.\d{1,2})(\p{L})$/u, '$1($2)');

/** As in running text: a single-digit law with a letter alone is a bid («2С», «1 в»), not Law 2C. */
const noBid = (ref: Ref): boolean => ref.kind === 'commentary' || (ref.section !== null && (ref.law >= 8 || ref.subsection !== null));

/**
 * A comma or a slash read as a paragraph's dot («58,4», «58/4»), unless it reads as a list of laws: «правила 63,64»,
 * «63/64» name two laws, in ascending order, where a paragraph's number is below its law's.
 */
const listOfLaws = (text: string, ref: Ref): boolean => ref.kind === 'commentary' && /\d ?[,/] ?\d/u.test(text) && (ref.paragraph ?? 0) > ref.law;

/** An id written as one token (63А4, 62с, 63.5, «58,4» or «58/4» for the dot, «62.5в» with its item, «70к3» with «к» for the commentary's paragraph). */
const tokenRef = (token: string): Ref | null => Ref.parse(bracketItem(latin(token.replace(/ ?[,/] ?/u, '.').replace(/^(\d{1,2})к(\d{1,2})$/iu, '$1.$2'))));

/** The id a match found without a word before it names, unless it reads as a bid or as a list of laws. */
const standing = (text: string, ref: Ref | null): Ref | null => (ref && noBid(ref) && !listOfLaws(text, ref) ? ref : null);

/**
 * The first id typed in the query, or null. An id named by its parts' words (find-named-ref.ts:
 * «пункт А правила 47», «девяностое правило») is read over a plain id it contains or follows
 * («правила 47», «п.2» of «п.2 ч.Б ст.55»), not over one before it, nor over one that holds it.
 */
export function findTypedRef(query: string): TypedRef | null {
  const named = findNamedRef(query);
  const typed = findPlainRef(query);
  // …unless the plain id holds it and reads on («1-е правило, а»: the ordinal reader stops at the law), or holds it and
  // names more of the place («Law 5-в-4м»: the named chain read the law alone).
  const holds = typed && named && typed.start <= named.start && (typed.end > named.end || (typed.end === named.end && typed.ref.id.length > named.ref.id.length));
  return named && !holds && (!typed || named.start <= typed.end) ? named : typed;
}

/** The first id typed in the query in the plain grammar (this module's comment), or null. */
function findPlainRef(query: string): TypedRef | null {
  const { after, apart, typed: TYPED, commentOn, bare, capital, token } = patterns();
  // A paragraph and its law apart first: its law's number may stand before the law's word at the end («п. 3 комм. к 57 правилу»).
  for (const re of apart) {
    const m = re.exec(query);
    const ref = m ? tokenRef(`${m.groups!.num}.${m.groups!.para}${m.groups!.pitem ?? ''}`) : null;
    if (m && ref) return { ref, start: m.index, end: m.index + m[0].length };
  }
  const last = after.exec(query);
  const lawLast = last ? refOf(last.groups ?? {}) : null;
  if (last && lawLast) return { ref: lawLast, start: last.index, end: last.index + last[0].length };
  const linked = commentOn.exec(query);
  const typedAt = TYPED.exec(query);
  // Of an id after the commentary's word and link («комментарий к 64») and one after its own word, the first.
  const typed = linked && (!typedAt || linked.index <= typedAt.index) ? linked : typedAt;
  // An id with its part glued on («63.5», «63A4») that stands before the typed one is the first the reader named
  // («32.4 — почему не правило 36», «63.5 и правило 64»).
  const before = typed ? [...query.slice(0, typed.index).matchAll(token)].map((m) => ({ m, ref: standing(m[0], tokenRef(m[0])) })).find(({ ref }) => ref) : undefined;
  if (before) return { ref: before.ref!, start: before.m.index, end: before.m.index + before.m[0].length };
  if (typed) {
    const ref = refOf(typed.groups ?? {});
    // «правила 63,64», «правила 63/64»: the first law of the list.
    if (ref && listOfLaws(typed[0], ref)) return { ref: Ref.parse(typed.groups!.num!)!, start: typed.index, end: typed.index + typed[0].search(/[,/]/u) };
    // «пр 30 В о пасе»: a law alone, its section's capital letter apart after it, words following.
    const end = typed.index + typed[0].length;
    // The capital is read from the law's number on: a dot may stand before the number there («пр.60 С сыграл», round 137).
    const numAt = typed.index + typed[0].search(/\d/u);
    const cap = ref?.kind === 'law' && ref.section === null ? [...query.slice(numAt).matchAll(capital)].find((m) => m.index === 0 && m.groups!.num!.length === end - numAt) : undefined;
    const capRef = cap ? refOf(cap.groups ?? {}) : null;
    if (cap && capRef) return { ref: capRef, start: typed.index, end: numAt + cap[0].length };
    if (ref) return { ref, start: typed.index, end };
    // A law named by its word, then a letter no section of the Code has («пр31 к 3», «правило 31 ж5»): the law, and words after it.
    const num = typed.groups?.num;
    const law = num !== undefined && typed.groups?.para === undefined ? Ref.parse(num) : null;
    if (law) return { ref: law, start: typed.index, end: typed.index + typed[0].search(/\d/u) + num!.length };
  }
  const found: TypedRef[] = [];
  for (const re of [bare, capital, token]) {
    for (const m of query.matchAll(re)) {
      const ref = standing(m[0], re === token ? tokenRef(m[0]) : refOf(m.groups ?? {}));
      if (ref) found.push({ ref, start: m.index, end: m.index + m[0].length });
    }
  }
  // The first in the query; of two at one place, the longer («55 В 2» over «55 В»).
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found[0] ?? null;
}
