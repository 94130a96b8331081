/**
 * findNamedRef: an id whose parts the reader names with words, in any order, instead of typing it
 * as one id — «правило 60, буква С», «пункт А правила 47», «п.2 ч.Б ст.55», "Law 61, section A",
 * «статья 45, пункт С, подпункт 4», "subsection B3 of law 40", "section C, item 2 of Law 64", a law and its section
 * typed as an id before a subsection's word («55 Б, подпункт первый», «63А п. 4»), a commentary paragraph by a part's word
 * («пр 62 ч.1 комментария») or in brackets ("para 60 (6)"), a law by its ordinal after «к» with its word («к 57-му правилу
 * пояснение семь») or after its section («пункт D 54-го правила»), by its ordinal or cardinal in words with its word left
 * out («сорок седьмое, Б», "sixty-four C"), «п.» for the law before a paragraph («п.59 абз.4») — and
 * a law or a paragraph by its number in words: «девяностое правило», "law eighty-nine", «второй
 * абзац комментария к пр. 28», «третий пункт комментария к 64».
 *
 * The grammar is slots joined by punctuation and small words (к, в, из, of, the). A slot is a word
 * for a part with its value after it, or an ordinal before the word:
 *   law          правило/закон/статья, ст., пр.; Law, rule, article — a number, or a cardinal in words
 *   section      буква, литера/лит., часть/ч., раздел, пункт/п., параграф; section, clause, part, letter, paragraph — a letter
 *   subsection   подпункт/подп./пп.; subsection, item — a number, or a letter and a number (B3)
 *   point        пункт/п., параграф/пар.; paragraph/para — a number: a law's subsection where a section is
 *                named too («п.2 ч.Б ст.55» is 55B2), else a commentary paragraph (as «правило 27, п. 8»
 *                is 27.8: the commentary's paragraphs are what a director numbers so without a letter)
 *   paragraph    абзац; note — a number: a commentary paragraph
 *   commentary   комментарий, разъяснение; commentary — with the law it is on («комментария к 64»)
 *
 * Ambiguous with ordinary words, and read as a director would mean them:
 * - a letter that is also a word («в», «с», «а»: «часть в торговле»; "a") is a section only at
 *   the end, before punctuation or a digit, or before another slot's word («ч. В ст. 55»); any
 *   other letter after a section's word, and any after «буква»/"letter", is one wherever it
 *   stands («буква Д про ренонс», «буква С про ренонс»);
 * - a cardinal before a law's word is a count («три правила»), so a number in words comes before
 *   its word only as an ordinal («девяностое правило»), after it as a cardinal («правило девяносто»);
 * - «и» is never the letter I (it is "and").
 *
 * It reads only what the plain grammar of find-typed-ref.ts does not: a reading with a section or
 * a subsection named by its word, a number in words, or an ordinal. Otherwise it returns null.
 */
import { CYRILLIC_LOOKALIKES, sectionLetter } from './letters';
import { SOUND_ALIKES } from './sound-letters';
import { numberPatterns, numberValue } from './number-words';
import { ROMAN_NUMERALS, Ref, SECTION_LETTERS } from './ref';

/** What a slot, or a chain of slots, names. */
interface Parts {
  law?: number;
  section?: string;
  sub?: number;
  /** A subsection's item in brackets after it ("para D(2)(a)"). */
  item?: string;
  point?: number;
  para?: number;
  /** A section, a subsection or a number named by a word: what the plain grammar does not read. */
  named?: boolean;
  /** The law named by its ordinal in digits alone («63-м», "31st"): a place only with a part named beside it («12-я взятка» is none). */
  bare?: boolean;
  /**
   * The commentary's word stands in the chain («правило 64 — комментарий п. 2», "Law 64 commentary item 2"): its
   * paragraphs are the numbered items, so a number after a subsection's or an item's word with no section is a paragraph.
   */
  comment?: boolean;
  /** The number after the commentary's word was in digits: with a paragraph's part after it, it is the law's («коммент 29 пункт 4»). */
  lawFirst?: boolean;
  /** An ordinal alone at the end, after punctuation («коментарии к 31-му, первый»): a paragraph only beside the commentary's word. */
  loose?: boolean;
  /**
   * The point was named by a part's word with a number («ч.1», «часть вторая», "part 3"): the commentary's paragraph beside
   * the commentary's word («пр 62 ч.1 комментария»), a subsection beside a section; beside a law alone, nothing.
   */
  part?: boolean;
  /**
   * The section's letter was named by a subsection's word alone («подпункт (Б)», «пп. «б»»): where another section's letter
   * follows in the chain, it is the item of that section's subsection, as Russian citations name the smallest part first
   * («пп. «б» п. 2 разд. D ст. 50» is 50D2b).
   */
  subLetter?: boolean;
}
type Field = 'law' | 'section' | 'sub' | 'item' | 'point' | 'para';
const FIELDS: readonly Field[] = ['law', 'section', 'sub', 'item', 'point', 'para'];

interface Slot {
  parts: Parts;
  start: number;
  end: number;
}

export interface NamedRef {
  ref: Ref;
  start: number;
  end: number;
}

/** A word, whole or cut with a dot: «ст.», «ч.», "sec.". */
const word = (alternatives: string): string => `(?:${alternatives})(?:\\.|(?![\\p{L}]))`;

const LAW = word('правил(?:о|а|у|ом|е)|закон(?:а|у|ом|е)?|стать(?:я|и|ю|ей|е)|ст|пр(?:ав)?-л(?:о|а|у|ом|е)|пр(?:ав)?|pravil(?:o|a|u|om|e)|law|rule|article|art|l');
const SECTION = word('букв(?:а|ы|е|у|ой|ою)|литер(?:а|ы|е|у|ой|ою)|лит|ч|част(?:ь|и|ью)|раздел(?:а|у|ом|е)?|разд|пункт(?:а|у|ом|е)?|п|параграф(?:а|у|ом|е)?|пар|sections?|sec|clause|part|letter|paragraph|para');
/** Words that name a letter, and nothing but one. */
const LETTER_WORD = word('букв(?:а|ы|е|у|ой|ою)|литер(?:а|ы|е|у|ой|ою)|лит|letter');
/** The words for a subsection alone ("item", below, is a paragraph's item too). */
/** …and "sub" alone, as a forum's hand cuts it ("Law 47, sub A": round 118), or before any word for a part ("sub-para A": round 124). */
const SUBSECTION_WORDS = 'подпункт(?:а|у|ом|е)?|подраздел(?:а|у|ом|е)?|подп|пп|sub-?sections?|subsec|sub-?paragraphs?|sub-?paras?|sub-?clauses?|sub-?parts?|sub';
const SUBSECTION = word(SUBSECTION_WORDS);
const SUB = word(`${SUBSECTION_WORDS}|items?`);
const POINT = `(?:${word('пункт(?:а|у|ом|е)?|п-к?т|п|параграф(?:а|у|ом|е)?|пар|paragraph|para|points?|pt')}|[§¶])`;
const PARA = word('абзац(?:а|у|ем|е)?|абз|notes?');
/** The commentary's word, its doubled «мм» / "mm" typed single too («коментарий», "comentary"), and «примечание» (a note). */
const COMMENT = word('комм?ентари(?:й|я|ю|ем|и|ев|ям|ях)|комм?ент|ком(?=\\.|\\s*\\d)|примечани(?:е|я|ю|ем|и|й|ям|ях)|прим|комм?(?:ент)?-[а-яё]{1,3}|комм|разъяснени(?:е|я|ю|ем|и|й|ям|ях)|пояснени(?:е|я|ю|ем|и|й|ям|ях)|comm?entary|comm?ents?|comm|notes|annotations?|remarks?');
/** Small words between slots. */
const LINK = 'к|ко|на|в|во|из|по|от|и|of|on|to|in|for|from|under|and|the';
/** A number sign before a number («№ 2», "no. 2", «номер 2»). */
const SIGN = '(?:(?:№|#|(?<sign>номер|number)|no\\.)\\s*)?';
/** A number in digits that is no paragraph id's law (63.5) nor the start of a longer number. */
const DIGITS = '(?<n>\\d{1,2})(?!\\d|[.,]\\d)';
/** An ordinal in digits: «63-м», «2-й», "2nd" (not the feminine «12-я» of a trick, nor «-ой», «-ую»). */
const ordinalDigits = (group = 'n'): string => `(?<${group}>\\d{1,2})(?:-?(?:st|nd|rd|th)|-(?:е|й|ый|ий|го|ого|му|ому|м|ом))(?![\\p{L}\\d])`;
const QUOTE = '["\'«»“”„]?';
/** A section's letter after its word may stand in quotes or in brackets ("Law 26, part (B)", «часть (Б)»). */
const OPENER = '["\'«»“”„(]';
const CLOSER = '["\'«»“”„)]';
const OPEN = `${OPENER}?`;
const CLOSE = `${CLOSER}?`;

let compiled: { slots: [RegExp, (g: Record<string, string | undefined>) => Parts][]; gap: RegExp } | undefined;
function grammar(): NonNullable<typeof compiled> {
  if (compiled) return compiled;
  const { cardinal, ordinal } = numberPatterns();
  /** Letters that name a section (A–I): Latin, Cyrillic look-alikes, sound-letters; not «и» (a word). */
  const chars = [...Object.keys(CYRILLIC_LOOKALIKES), ...Object.keys(SOUND_ALIKES)].filter((c) => c === c.toLowerCase() && SECTION_LETTERS.includes(letterOf(c) ?? '-'));
  const LETTER = `[a-i${chars.join('')}]`;
  /** Section letters that are also words: Russian «а», «в», «с» (and, in, with), English "a". */
  const WORD_LETTER = '[авсa](?![\\p{L}\\d])';
  const ANY_WORD = `(?:${LAW}|${SECTION}|${SUB}|${PARA}|${COMMENT})`;
  /**
   * Where a part that could be an ordinary word ends: the end, a digit, punctuation, or another slot's
   * word. After a section's letter that is also a word («часть в торговле» is none), and after a law's
   * ordinal in words («правило сорок седьмое, пункт Б»; not «правило первого хода»).
   */
  const SLOT_END = `(?=\\s*(?:$|[\\d.,;:!?)\\]»"'”(–—-]|(?:(?:${LINK})\\s+)?${ANY_WORD}|(?:к|to)\\s+(?:${ordinal}|\\d)))`;
  /** A number after its word: digits, or a cardinal in words; `ordinalToo` for parts («пункт второй»). */
  const value = (ordinalToo: boolean) => `${SIGN}(?:${DIGITS}|(?<w>${cardinal}${ordinalToo ? `|${ordinal}` : ''}))`;
  /** The end of the query: a letter that is also a word («а», «в», «с», "a") is one there, as nothing follows it («…правило, А»). */
  const QUERY_END = '(?=\\s*[.!?]?\\s*$)';
  const numberOf = (g: Record<string, string | undefined>): number =>
    g.n !== undefined ? Number(g.n) : g.rn !== undefined ? ROMAN_NUMERALS.indexOf(g.rn.toLowerCase()) + 1 : numberValue((g.w ?? g.o)!);
  /**
   * A paragraph's number in roman numerals after a note's or the commentary's word ("L29 note iii", «комментарий III»), as
   * some books number their notes: a real numeral (i–x), of two letters or more, or one where the query ends ("comment v").
   */
  const ROMAN = `(?<rn>${[...ROMAN_NUMERALS].reverse().filter((r) => r.length > 1).join('|')}|[ivx]${QUERY_END})(?![\\p{L}\\d])`;
  /** A number in words, or after «номер»/"number" (the plain grammar reads digits after «№» only). */
  const inWords = (g: Record<string, string | undefined>): boolean => g.n === undefined || g.sign !== undefined;
  /**
   * A law's subsection after its letter, in digits — glued, apart, in brackets ("sec. B(2)"), glued after a
   * comma («…правило, С4») — or in words («шестьдесят четыре Б шесть»).
   */
  const subOf = (g: Record<string, string | undefined>): number | undefined => {
    const digits = g.sub ?? g.psub ?? g.osub ?? g.bsub ?? g.dsub ?? g.gsub ?? g.asub ?? g.wsub ?? g.wsub1;
    const words = g.wsubw ?? g.wsubw1;
    return digits !== undefined ? Number(digits) : words !== undefined ? numberValue(words) : undefined;
  };
  /**
   * A section's letter that is no word, and its subsection in digits or words, after a law named in words («шестьдесят три Б 2»,
   * «шестьдесят пятое правило Б один»); the subsection's item glued on («пятидесятое правило D2b»).
   */
  const LETTER_SUB = `(?!${WORD_LETTER})(?<wl2>${LETTER})(?:\\s*[-–—.]?\\s*(?<wsub>\\d{1,2})(?<witem>${LETTER})?|\\s+(?<wsubw>${cardinal}))?(?![\\p{L}\\d])`;
  const AFTER = '\\s*:?\\s*';
  /** A subsection's item in brackets after a bracketed subsection ("D(2)(a)"). */
  const item = (group: string) => `(?:\\s*\\((?<${group}>${LETTER})\\))?`;
  /** What links the commentary to its law: «к», «на», "on", "to", "of the". */
  const TO = '(?:к|на|to|on|of|for)\\s+(?:the\\s+)?';
  /** Between a section's letter and its subsection's number: nothing, a space, a dot, or a hyphen or dash of any length («D2», «D 2», «D.2», «D-2», «D — 2»), as find-typed-ref's GAP. */
  const PART_GAP = '\\s*[-–—.]?\\s*';
  /** After a number, an ordinal's ending: the number is a law's («пункт D 54-го правила»), not a subsection's. */
  const LAW_AFTER = '-(?:е|й|ый|ий|го|ого|му|ому|м|ом)(?![\\p{L}\\d])';
  // Not inside a number («31.2 commentary second paragraph»: the 2 after «31.» is no law's).
  const at = (source: string) => new RegExp(`(?<![\\p{L}\\d])(?<!\\d[.,])${source}`, 'iuy');
  const slots: [RegExp, (g: Record<string, string | undefined>) => Parts][] = [
    // First, so that of two slots as long it is the one read («law 1a» before «point 1»): a law's number with its section's letter,
    // typed as an id, its word before it or not, where a subsection's or a point's word
    // follows («55 Б, подпункт первый», «63А пункт 4», «правило 64 Б пп 3», "63 a, item 4"): the number after that word is the
    // subsection, after an ordinal too («63А, четвёртый подпункт»). A letter that is also a word («а», «в», «с», "a") standing apart is
    // one only as a capital or before punctuation («правило 63 А пункт 4», «63 а, пункт 4»; «50 в пункте 3» is Law 50 and a point).
    // A dash before the part's word parts two ids («8A — § 1»).
    // A small Cyrillic «е» glued on is an ordinal's ending («59е, п. 2»), as in find-typed-ref.ts; a capital is section E before
    // punctuation («50Е, пункт 2»; «50Е пункт 2» is read as «50-е» by the ordinal's slot, longer here).
    [at(`(?:${LAW}${AFTER}${SIGN})?(?<n>\\d{1,2})(?:(?<gsec>${LETTER})|\\s+(?!${WORD_LETTER})(?<asec>${LETTER})|\\s+(?<wsec>${LETTER})(?=(?<wp>\\s*[,;:–—-])?))(?![\\p{L}\\d])(?=\\s*[,;:]?\\s*(?:${SUB}|${POINT}|(?:${ordinal})\\s+(?:${SUB}|${POINT})))`), (g) => {
      // A letter that is also a word is a section written as a capital or before punctuation; else it is the word (or the ordinal's «е»),
      // and the law stands alone.
      const section = (g.gsec === 'е' ? undefined : g.gsec) ?? g.asec ?? (g.wp !== undefined || g.wsec !== g.wsec?.toLowerCase() ? g.wsec : undefined);
      return section === undefined ? { law: Number(g.n), named: inWords(g) } : { law: Number(g.n), section, named: true, bare: true };
    }],
    // «правило 60», «ст.55», "law eighty-nine", «правило 45С» (a section glued on, as typed ids have it); a law in words with its
    // section's letter after it ("law fifty one A", «правило шестьдесят три Б 2»), and its subsection in words too («шестьдесят четыре Б шесть»).
    [at(`${LAW}${AFTER}${SIGN}(?:(?<n>\\d{1,2})(?:(?<sec>${LETTER})(?<sub>\\d{1,2})?)?(?![\\p{L}\\d]|[.,]\\d)|(?<w>${cardinal})(?:\\s+(?:(?=${WORD_LETTER})(?<wl>${LETTER})(?:\\s+(?<wsub1>\\d{1,2})(?![\\p{L}\\d])|\\s+(?<wsubw1>${cardinal})(?![\\p{L}\\d])|${SLOT_END})|${LETTER_SUB}))?|(?=\\p{L})(?<o>${ordinal})${SLOT_END})`), (g) => ({ law: numberOf(g), section: g.sec ?? g.wl ?? g.wl2, sub: subOf(g), item: g.witem, named: inWords(g) })],
    // A law's cardinal in words with its section's letter after it, no law's word ("sixty-four C", «шестьдесят три Б 2»): a letter
    // that is no word, words after it or not ("ninety two b appeal deadline": round 123), or any at the end; not below eight, where
    // "two C", «четыре Б» are calls.
    [at(`(?<w>${cardinal})\\s+(?:(?!${WORD_LETTER})(?<wl2>${LETTER})(?:${PART_GAP}(?<wsub>\\d{1,2})|\\s+(?<wsubw>${cardinal}))?(?![\\p{L}\\d])(?=\\s*(?:$|[.,;:!?)–—-]|\\p{L}))|(?<ewl>${LETTER})${QUERY_END})`), (g) => {
      const law = numberOf(g);
      return law >= 8 ? { law, section: g.wl2 ?? g.ewl, sub: subOf(g), named: true } : {};
    }],
    // …and its section's letter after the law's word, its subsection in digits or words («шестьдесят пятое правило Б один»).
    [at(`(?<o>${ordinal})\\s+${LAW}(?:\\s+${LETTER_SUB}|\\s+(?<ewl>${LETTER})(?:${QUERY_END}|(?=\\s*[,;:–—-])))?`), (g) => ({ law: numberOf(g), section: g.wl2 ?? g.ewl, sub: subOf(g), item: g.witem, named: true })],
    // …and its word left out, a section's letter that is no word after it, its subsection glued or apart («шестьдесят четвёртое
    // Б6», "sixty-fourth B 6"; the Russian ordinal neuter, as «правило» is).
    [at(`(?<o>${ordinal})(?<=(?:ое|ье|th|st|nd|rd))\\s+${LETTER_SUB}`), (g) => ({ law: numberOf(g), section: g.wl2, sub: subOf(g), item: g.witem, named: true })],
    // A law by its ordinal in words, its word left out, where a comma and a part follow («сорок седьмое, Б», «шестьдесят
    // третье, пункт 4», "forty-seventh, section B", «тридцатое, второй абзац пояснений»): the Russian one neuter, as «правило» is; a
    // law only with that part.
    [at(`(?<o>${ordinal})(?<=(?:ое|ье|th|st|nd|rd))(?=\\s*[,;]\\s*(?:${SECTION}|${SUB}|${POINT}|${PARA}|${COMMENT}|(?:${ordinal}|${ordinalDigits('x')})\\s+(?:${SUB}|${POINT}|${PARA}|${COMMENT})|(?!${WORD_LETTER})${LETTER}(?![\\p{L}\\d])|${LETTER}\\s*$))`), (g) => ({ law: numberOf(g), named: true, bare: true })],
    // …in the case a preposition gives it («в пятьдесят седьмом», «по шестьдесят второму», «из сорок пятого»), where a part's
    // ordinal and its word follow, a comma or a dash between or not («в пятьдесят седьмом третий абзац пояснений»: round 104).
    [at(`(?<o>${ordinal})(?<=(?:ом|ем|ому|ему|ого|его))(?=\\s*[,;:–—-]?\\s+(?:${ordinal}|${ordinalDigits('x')})\\s+(?:${SUB}|${POINT}|${PARA}|${COMMENT}))`), (g) => ({ law: numberOf(g), named: true, bare: true })],
    // A law by its neuter ordinal in words opening the query, a comma or a dash after it, then any words («шестьдесят шестое, про
    // старые взятки»: round 104): from the tenth on, as «первое, что…» and «третье — …» are no laws.
    [at(`(?<=^\\s*)(?<o>${ordinal})(?<=(?:ое|ье))(?=\\s*[,;:–—-])`), (g) => (numberOf(g) >= 10 ? { law: numberOf(g), named: true } : {})],
    // …in the feminine too, as «статья» is («62-я, подпункт С»), where a comma and a part's word follow (not «12-я взятка»).
    [at(`(?<n>\\d{1,2})-я(?=\\s*[,;]\\s*(?:${SECTION}|${SUB}|${POINT}|${PARA}|${COMMENT}))`), (g) => ({ law: Number(g.n), named: true, bare: true })],
    // …in digits, its word left out, a section's letter after it, its subsection glued or apart («по 55-му Б-1», «в 64-м Б2»,
    // "the 64th B 6").
    // A letter that is also a word («а», «в», «с») is a section here only with its subsection glued on or after a hyphen or a
    // dot («по 64-му А-2»; «в 12-м а 2 взятки» is no id).
    [at(`${ordinalDigits()}\\s+(?:${LETTER_SUB}|(?<wl3>[авсa])[-–.]?(?<wsub3>\\d{1,2})(?![\\p{L}\\d]))`), (g) => ({ law: Number(g.n), section: g.wl2 ?? g.wl3, sub: g.wsub3 === undefined ? subOf(g) : Number(g.wsub3), item: g.witem, named: true })],
    // A law by its ordinal in words alone, the whole query, neuter as «правило» is («пятьдесят седьмое»).
    [at(`(?<=^\\s*)(?<o>${ordinal})(?<=(?:ое|ье))${QUERY_END}`), (g) => ({ law: numberOf(g), named: true })],
    // A law by its ordinal in digits, its word after it or left out («63-м, абз. 2», «64-го, первый пункт», "31st").
    [at(`${ordinalDigits()}(?:\\s+${LAW})?`), (g) => ({ law: Number(g.n), named: true, bare: true })],
    // After «буква» / "letter" a letter is one wherever it stands («буква С про ренонс»).
    [at(`${LETTER_WORD}${AFTER}${QUOTE}(?<sec>${LETTER})(?<sub>\\d{1,2})?${QUOTE}(?![\\p{L}\\d])`), (g) => ({ section: g.sec, sub: g.sub === undefined ? undefined : Number(g.sub), named: true })],
    // A letter that is also a word («в», «с», «а», "a") ends where SLOT_END says; any other at a word's end («буква Д про ренонс»),
    // its subsection after it apart, by a hyphen or a dot (spaced or not: "section D - 1"), or in brackets ("sec. B 2", «п. Б-2», «п.Б.3», "sec. B(2)"; not
    // «пункт А — 2 взятки»); the letter in quotes or brackets ("part (B)"); a letter that is also a word written as a capital, words after
    // it («пр.55 пункт С инфа от своего нарушения», «правило 65 пункт А укомплектованная»: round 201).
    [at(`${SECTION}${AFTER}${OPEN}(?:(?<sec>${LETTER})(?:(?<sub>\\d{1,2})|\\s*\\((?<psub>\\d{1,2})\\)${item('pitem')})${CLOSE}|(?=${WORD_LETTER})(?<word>${LETTER})${CLOSE}(?:[-.](?<dsub>\\d{1,2})(?![\\p{L}\\d]|[.,]\\d)|${SLOT_END})|(?<cap>[АВСA])(?=\\s+\\p{L})|(?!${WORD_LETTER})(?<other>${LETTER})${CLOSE}(?![\\p{L}\\d])(?:(?:\\s*[-.]\\s*|\\s*)(?:(?<osub>\\d{1,2})|\\((?<bsub>\\d{1,2})\\)${item('bitem')})(?![\\p{L}\\d]|[.,]\\d|${LAW_AFTER}))?)`), (g) => (g.cap !== undefined && g.cap === g.cap.toLowerCase() ? {} : { section: g.sec ?? g.word ?? g.other ?? g.cap, sub: subOf(g), item: g.pitem ?? g.bitem, named: true })],
    // A section's letter standing alone between commas after its law, no word before it («правило 50, Д, пункт 1»): not a
    // letter that is also a word («а», «в», «с», "a"), nor "i", unless its subsection is glued on («…правило, С4»); it names
    // a part only chained to a law.
    [at(`(?<=[,;]\\s*)(?:(?!${WORD_LETTER}|i(?![\\p{L}\\d]))(?<sec>${LETTER})(?:(?:\\s+|\\s*[-–.]\\s*)(?<asub>\\d{1,2}))?|(?<gsec>${LETTER})(?<gsub>\\d{1,2})|(?<esec>${LETTER})${QUERY_END})(?=\\s*(?:[,;]|[.!?]?\\s*$))`), (g) => ({ section: g.sec ?? g.gsec ?? g.esec, sub: subOf(g), named: true })],
    // …its item after it: glued, in brackets, or apart (a space, a dot, a hyphen) where the query ends or a dash follows, or,
    // a letter that is no word, where punctuation or the law's word follows («подпункт D2 b», «подп D 2 a — …», "subsection
    // D-2(b)", «подпункт 2 б правила 50»; not «подпункт 2 в правиле 50»).
    [at(`${SUB}${AFTER}(?:(?<sec>${LETTER})${PART_GAP})?${value(true)}(?:(?<gi>${LETTER})|\\s*\\((?<bi>${LETTER})\\)|(?:\\s+|\\s*[-.]\\s*)(?:(?!${WORD_LETTER})(?<si>${LETTER})(?=\\s*(?:$|[.,;:!?)–—-]|${LAW}))|(?<ei>${LETTER})(?:${QUERY_END}|(?=\\s*[–—]))))?(?![\\p{L}\\d])`), (g) => ({ section: g.sec, sub: numberOf(g), item: g.gi ?? g.bi ?? g.si ?? g.ei, named: true })],
    // A section's letter alone after a subsection's word (not "item": a paragraph's item), as readers call a section ("law 61
    // subsection A", «подпункт (Б) правила 62»): in brackets or quotes, or bare where it is no word («а», «в», «с», "a") nor "i",
    // or, one that is, as a capital where the query ends after it («62-я, подпункт С»; «пр. 63, подпункт в» is left to the plain
    // grammar, and «коммент. 62.5, подпункт а» is the paragraph's item).
    [at(`${SUBSECTION}${AFTER}(?:${OPENER}(?<qsec>${LETTER})${CLOSER}|(?!${WORD_LETTER}|i(?![\\p{L}\\d]))(?<sec>${LETTER})|(?<esec>${LETTER})${QUERY_END})(?![\\p{L}\\d])`), (g) => (g.esec !== undefined && g.esec === g.esec.toLowerCase() ? {} : { section: g.qsec ?? g.sec ?? g.esec, named: true, subLetter: true })],
    [at(`(?<o>${ordinal})\\s+${SUB}`), (g) => ({ sub: numberOf(g), named: true })],
    // Its number in brackets too ("law 59 para (3)").
    [at(`${POINT}${AFTER}(?:(?<br>\\()(?=\\d{1,2}\\)))?${value(true)}\\)?`), (g) => ({ point: numberOf(g), named: inWords(g) || g.br !== undefined })],
    // A paragraph's or the commentary's word, the law's number, the paragraph's in brackets ("para 60 (6)", «комм. 63(2)», "note 41 (3)").
    [at(`(?:${POINT}|${PARA}|${COMMENT})${AFTER}(?<law>\\d{1,2})\\s*\\((?<p>\\d{1,2})\\)`), (g) => ({ law: Number(g.law), para: Number(g.p), named: true })],
    // A section's letter with its subsection glued, then «из», «к», "of", "to" and its law («А4 из 63-го», «А4 к 63-му правилу», "B2 of law
    // 55"): a part only chained to a law.
    [at(`(?<sec>${LETTER})(?<sub>\\d{1,2})(?![\\p{L}\\d])(?=\\s+(?:из|к|of|to)\\s)`), (g) => ({ section: g.sec, sub: Number(g.sub), named: true })],
    // A part's word with a number, not a letter («ч.1 комментария», «часть вторая пояснений к 40», "part 3 of the commentary").
    [at(`${word('ч|част(?:ь|и|ью)|parts?|раздел(?:а|у|ом|е)?|разд|sections?|sec')}${AFTER}${value(true)}`), (g) => ({ point: numberOf(g), named: true, part: true })],
    // Not where a section's letter follows the point's word: there «п.» is the section's and the ordinal the law's («по 84-му п. E»
    // is 84E), a letter that is also a word too where its subsection is glued on or the query ends («в 63-м п. а4», «в 54-м п. С»),
    // as after a law's number («пр. 54, п. с»).
    [at(`(?:(?<o>${ordinal})|${ordinalDigits()})\\s+${POINT}(?!\\.?\\s*(?:(?!${WORD_LETTER})${LETTER}(?![\\p{L}\\d])|${LETTER}\\d{1,2}(?![\\p{L}\\d])|${LETTER}${QUERY_END}))`), (g) => ({ point: numberOf(g), named: true })],
    [at(`${PARA}${AFTER}(?:${value(true)}|${ROMAN})`), (g) => ({ para: numberOf(g), named: inWords(g) || g.rn !== undefined })],
    [at(`(?:(?<o>${ordinal})|${ordinalDigits()})\\s+${PARA}`), (g) => ({ para: numberOf(g), named: true })],
    // The commentary's paragraph by its ordinal or its number, in digits or words, after the commentary's word («комментарий пятый», "fifth comment", «коммент. 5-й»;
    // «32-е правило, комментарий 1», "law 61 comment number three":
    // a number alone after the word is a paragraph only with a law named beside it, so «комментарий 64» is still Law 64's, in the plain grammar).
    [at(`${COMMENT}${AFTER}(?:(?=\\p{L})(?<o>${ordinal})${SLOT_END}|${ordinalDigits()})`), (g) => ({ para: numberOf(g), named: true })],
    // A number in digits alone after the word («коммент 29») is the law's where a paragraph's part follows («…пункт четвёртый», placeOf).
    // Its number in brackets too ("Law 59 comment (3)").
    [at(`${COMMENT}${AFTER}(?:(?:\\((?=\\d{1,2}\\)))?${value(false)}\\)?(?![\\p{L}])|${ROMAN})`), (g) => ({ para: numberOf(g), named: true, comment: true, lawFirst: g.sign === undefined && g.rn === undefined })],
    // Its part’s word may follow the commentary’s («четвёртый комментарий пункт к 63 правилу», "fourth commentary note on law 63").
    [at(`(?:(?<o>${ordinal})|${ordinalDigits()})\\s+${COMMENT}(?:\\s+(?:${PARA}|${POINT}))?`), (g) => ({ para: numberOf(g), named: true })],
    // An ordinal in words alone at the end, after punctuation: the commentary's paragraph where the chain names the commentary.
    [at(`(?<=[,;:–—-]\\s*)(?<o>${ordinal})${QUERY_END}`), (g) => ({ para: numberOf(g), named: true, loose: true })],
    // A law's bare number, its word after it or left out, where a part's word follows and none stands before it («63, п. 4», «32, комментарий пятый», «61 правило, раздел Б», "32, note 5"): a law only with that part.
    [at(`(?<!(?<![\\p{L}\\d])(?:${ANY_WORD}|(?:правил|закон|стат|пункт|параграф|комм|абзац)[а-яё]*|[§¶])\\s*[:№#]?\\s*)(?<n>\\d{1,2})(?:\\s+(?!правила)${LAW})?(?![\\p{L}\\d]|[.,]\\d)(?=\\s*[,;:–—-]?\\s*(?:${COMMENT}|${SECTION}|${SUB}|${PARA}|(?:${ordinal}|${ordinalDigits('x')})\\s+(?:${POINT}|${PARA}|${COMMENT})))`), (g) => ({ law: Number(g.n), named: true, bare: true })],
    // The law by its ordinal in words after «к», "to", its word left out, where a part's number came before («коммент 1 к шестидесятому»).
    // Its word after it is the law's too, where a part's word follows («к 57-му правилу пояснение семь»).
    [at(`${TO}(?<o>${ordinal})(?:\\s+${LAW})?${SLOT_END}`), (g) => ({ law: numberOf(g), named: true, bare: true })],
    // …and by its number with its word after it («Б1 к 16 правилу», "B1 to 72 law"), where a part came before.
    [at(`${TO}(?<n>\\d{1,2})\\s+${LAW}(?![\\p{L}\\d])`), (g) => ({ law: Number(g.n), named: true, bare: true })],
    // The commentary, with the law it is on after a small word or the law's word («комментария к 64», "commentary on Law 28").
    // The law by an ordinal too: «комментарий к шестьдесят первому правилу»; its number before its word («комментарий к 62 правилу»),
    // or its ordinal in digits and its word with no «к» («коммент 30-го правила»).
    [
      at(`${COMMENT}(?:\\s*(?:${TO}(?<o>${ordinal})(?:\\s+${LAW}|(?<=\\p{L})${SLOT_END})|${TO}${ordinalDigits('od')}(?:\\s+${LAW})?|(?:${TO}(?:${LAW}\\s*)?|${LAW}\\s*)${value(false)}(?:\\s+${LAW})?|${ordinalDigits('od2')}\\s+${LAW}))?`),
      (g) => (g.od ?? g.od2 ? { law: Number(g.od ?? g.od2), named: true, comment: true } : g.n ?? g.w ?? g.o ? { law: numberOf(g), named: inWords(g), comment: true } : { named: true, comment: true }),
    ],
  ];
  compiled = { slots, gap: new RegExp(`^(?:[\\s,;:–—()/-]|(?<![\\p{L}])(?:${LINK})(?![\\p{L}]))*$`, 'iu') };
  return compiled;
}

/** A section's letter as the Latin capital it stands for (Latin, look-alike or sound-letter). */
const letterOf = (c: string): string | null => sectionLetter(SOUND_ALIKES[c.toLowerCase()] ?? c);

/** The slots of the query, left to right, each the longest that starts at a word. */
function readSlots(query: string): Slot[] {
  const { slots } = grammar();
  const out: Slot[] = [];
  for (let i = 0; i < query.length; ) {
    let best: Slot | null = null;
    for (const [re, parts] of slots) {
      re.lastIndex = i;
      const m = re.exec(query);
      if (m && m[0].length > 0 && (!best || i + m[0].length > best.end)) best = { parts: parts(m.groups ?? {}), start: i, end: i + m[0].trimEnd().length };
    }
    if (best) out.push(best);
    i = best ? best.end : i + 1;
  }
  return out;
}

/** Two slots' parts as one, or null where both name the same part differently (two laws). */
function joinParts(first: Parts, b: Parts): Parts | null {
  // «комментарий 63, абзац пятый»: the commentary's number, no law named, is the law's where a paragraph's number follows.
  const lawFirst = first.lawFirst && first.law === undefined && first.para !== undefined && b.para !== undefined ? { ...first, law: first.para, para: undefined } : first;
  // «пп. «б» п. 2 разд. D»: a letter after a subsection's word alone, another section's letter following, is the item.
  const itemFirst = lawFirst.subLetter && lawFirst.item === undefined && b.section !== undefined && lawFirst.section !== undefined && letterOf(lawFirst.section) !== letterOf(b.section);
  const a = itemFirst ? { ...lawFirst, item: lawFirst.section, section: undefined, subLetter: false } : lawFirst;
  const out: Parts = { ...a, named: a.named || b.named, bare: a.law !== undefined ? a.bare : b.bare, comment: a.comment || b.comment, lawFirst: a.lawFirst || b.lawFirst, loose: a.loose || b.loose, part: a.part || b.part };
  for (const f of FIELDS) {
    if (b[f] === undefined) continue;
    const same = f === 'section' ? a.section === undefined || letterOf(a.section) === letterOf(b.section!) : a[f] === undefined || a[f] === b[f];
    if (!same) return null;
    (out as Record<Field, unknown>)[f] = b[f];
  }
  return out;
}

/** The place a chain names, or null: it needs a law, and something the plain grammar does not read. */
function placeOf(parts: Parts): Ref | null {
  let p = parts;
  // «коммент 29 пункт четвёртый», «комментарий 5, п. 3»: no law named, so the commentary's number is the law's, the part's the paragraph.
  const part = p.point ?? p.sub;
  if (p.law === undefined && p.lawFirst && p.para !== undefined && part !== undefined && p.section === undefined) p = { ...p, law: p.para, para: part, point: undefined, sub: undefined };
  // «п.59 абз.4»: a point's number and a paragraph's, no law named: «п.» is the law's cut, its number the law's.
  if (p.law === undefined && p.point !== undefined && p.para !== undefined && p.section === undefined && p.sub === undefined) p = { ...p, law: p.point, point: undefined, named: true };
  if (p.loose && !p.comment) p = { ...p, para: undefined };
  if (p.part && !p.comment && p.section === undefined) p = { ...p, point: undefined };
  if (p.law === undefined || !p.named) return null;
  if (p.bare && p.section === undefined && p.point === undefined && p.para === undefined) return null;
  try {
    // «комментарий к правилу 62, пункт пятый, буква б»: a letter after the commentary's paragraph is that paragraph's item.
    if (p.section !== undefined && !(p.comment && p.point !== undefined && p.sub === undefined)) return Ref.law(p.law, letterOf(p.section), p.sub ?? p.point ?? null, p.item === undefined ? null : letterOf(p.item)?.toLowerCase() ?? p.item);
    const para = p.point ?? p.para ?? (p.comment ? p.sub : undefined);
    return para === undefined ? Ref.law(p.law) : Ref.commentary(p.law, para);
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
}

/** The first id the query names by its parts' words, or null. */
export function findNamedRef(query: string): NamedRef | null {
  const { gap } = grammar();
  const chains: Slot[] = [];
  for (const slot of readSlots(query)) {
    const last = chains.at(-1);
    const joined = last && gap.test(query.slice(last.end, slot.start)) ? joinParts(last.parts, slot.parts) : null;
    if (last && joined) chains[chains.length - 1] = { parts: joined, start: last.start, end: slot.end };
    else chains.push({ ...slot });
  }
  for (const c of chains) {
    const ref = placeOf(c.parts);
    if (ref) return { ref, start: c.start, end: c.end };
  }
  return null;
}
