/**
 * Numbers 1–99 written in words, as a director types a law's or a paragraph's number
 * («девяностое правило», «шестьдесят четвёртому правилу», «второй абзац», "law eighty-nine",
 * "sixty-fourth", "Law Sixty Four"). Built from parts, not listed: a ten and a unit, a teen, a ten
 * or a unit alone; the last part cardinal or ordinal. A Russian ordinal is a stem and any
 * adjective ending (every case and gender: десятое, десятого, десятом, десятая); a compound
 * ordinal declines its last word only («шестьдесят четвёртому»).
 *
 * Russian cardinals are read in the nominative only: after its word a law's number is a label
 * that does not decline («к правилу девяносто»), while an oblique cardinal is a count of
 * something («правило двух взяток», «закон одной руки»): no number.
 */

/** One part: its value, its cardinal form(s) and its ordinal (a Russian stem takes any adjective ending). */
type Part = readonly [value: number, cardinal: string, ordinal: string];

/** Russian: the ordinal is a stem; «трет-» declines apart (третий, третья, третьего). */
const RU: readonly Part[] = [
  [1, 'один', 'перв'], [2, 'два', 'втор'], [3, 'три', 'трет'], [4, 'четыре', 'четв[её]рт'], [5, 'пять', 'пят'],
  [6, 'шесть', 'шест'], [7, 'семь', 'седьм'], [8, 'восемь', 'восьм'], [9, 'девять', 'девят'],
  [10, 'десять', 'десят'], [11, 'одиннадцать', 'одиннадцат'], [12, 'двенадцать', 'двенадцат'], [13, 'тринадцать', 'тринадцат'],
  [14, 'четырнадцать', 'четырнадцат'], [15, 'пятнадцать', 'пятнадцат'], [16, 'шестнадцать', 'шестнадцат'], [17, 'семнадцать', 'семнадцат'],
  [18, 'восемнадцать', 'восемнадцат'], [19, 'девятнадцать', 'девятнадцат'],
  [20, 'двадцать', 'двадцат'], [30, 'тридцать', 'тридцат'], [40, 'сорок', 'сороков'], [50, 'пятьдесят', 'пятидесят'],
  [60, 'шестьдесят', 'шестидесят'], [70, 'семьдесят', 'семидесят'], [80, 'восемьдесят', 'восьмидесят'], [90, 'девяносто', 'девяност'],
];
const ADJECTIVE = '(?:ый|ий|ой|ая|яя|ое|ее|ого|его|ому|ему|ым|им|ом|ем|ую|юю|ей|ые|ие|ых|их|ыми|ими)';
const THIRD = '(?:ий|ь(?:я|е|и|ю|ей|его|ему|ем|им|их|ими))';
const ruOrdinal = ([, , stem]: Part): string => `${stem}${stem === 'трет' ? THIRD : ADJECTIVE}`;

const EN: readonly Part[] = [
  [1, 'one', 'first'], [2, 'two', 'second'], [3, 'three', 'third'], [4, 'four', 'fourth'], [5, 'five', 'fifth'],
  [6, 'six', 'sixth'], [7, 'seven', 'seventh'], [8, 'eight', 'eighth'], [9, 'nine', 'ninth'],
  [10, 'ten', 'tenth'], [11, 'eleven', 'eleventh'], [12, 'twelve', 'twelfth'], [13, 'thirteen', 'thirteenth'],
  [14, 'fourteen', 'fourteenth'], [15, 'fifteen', 'fifteenth'], [16, 'sixteen', 'sixteenth'], [17, 'seventeen', 'seventeenth'],
  [18, 'eighteen', 'eighteenth'], [19, 'nineteen', 'nineteenth'],
  // "fourty": the common misspelling.
  [20, 'twenty', 'twentieth'], [30, 'thirty', 'thirtieth'], [40, 'fou?rty', 'fou?rtieth'], [50, 'fifty', 'fiftieth'],
  [60, 'sixty', 'sixtieth'], [70, 'seventy', 'seventieth'], [80, 'eighty', 'eightieth'], [90, 'ninety', 'ninetieth'],
];

const any = (forms: string[]): string => `(?:${forms.join('|')})`;
const units = (parts: readonly Part[]) => parts.filter(([v]) => v < 10);
const teens = (parts: readonly Part[]) => parts.filter(([v]) => v >= 10 && v < 20);
const tens = (parts: readonly Part[]) => parts.filter(([v]) => v >= 20);

/** A number's words: a ten, then maybe a unit (space; in English a hyphen too); or a teen; or a unit. The last word is `last`'s form. */
function phrase(parts: readonly Part[], last: (p: Part) => string, join: string): string {
  const tenCardinal = any(tens(parts).map(([, c]) => c));
  return `(?:${tenCardinal}${join}${any(units(parts).map(last))}|${any([...tens(parts), ...teens(parts), ...units(parts)].map(last))})`;
}

const END = '(?![\\p{L}\\d])';
/** An English ten and its unit: a space, a hyphen, or nothing ("fiftyone", "sixtyfourth": round 109). */
const EN_JOIN = '(?:\\s+|\\s*-\\s*|)';
let sources: { cardinal: string; ordinal: string } | undefined;
/**
 * Regular-expression sources (flags `iu`), built on first use (nothing runs on import): a cardinal
 * in words (Russian nominative, English); an ordinal in words (any case and gender) or in digits
 * with an ordinal ending («2-й», «90-е», «10-го», "2nd", "64th").
 */
export function numberPatterns(): { cardinal: string; ordinal: string } {
  sources ??= {
    // Not the first word of a compound ordinal («шестьдесят первому» is 61, not 60 and a word).
    cardinal: `(?:${phrase(RU, ([, c]) => c, '\\s+')}|${phrase(EN, ([, c]) => c, EN_JOIN)})${END}(?!(?:\\s+|\\s*-\\s*)${any([...units(RU).map(ruOrdinal), ...units(EN).map(([, , o]) => o)])})`,
    ordinal:
      `(?:${phrase(RU, ruOrdinal, '\\s+')}|${phrase(EN, ([, , o]) => o, EN_JOIN)}` +
      `|\\d{1,2}(?:-?(?:ы?й|ой|ий|ое|ее|е|ого|его|го|ому|ему|му|ом|ем|м|ая|я|ую|ю)|st|nd|rd|th))${END}`,
  };
  return sources;
}

let forms: string[] | undefined;
/**
 * Every form of the number words, spelled out (lower case, «е» for «ё»): Russian cardinals and
 * ordinals in every ending, English cardinals and ordinals, one word each (the parts of a compound
 * are words of their own). For reading a number word typed one slip off (correct-id-words.ts).
 */
export function numberWordForms(): readonly string[] {
  const spell = (source: string): string[] => {
    // The few alternations the parts use: «[её]», "u?", and an ending's «(?:a|b)» list.
    const m = /\[([^\]]+)\]|(\p{L})\?|\(\?:([^()]+)\)/u.exec(source);
    if (!m) return [source];
    const head = source.slice(0, m.index);
    const tail = source.slice(m.index + m[0].length);
    const options = m[1] !== undefined ? [...m[1]] : m[2] !== undefined ? [m[2], ''] : m[3]!.split('|');
    return options.flatMap((o) => spell(head + o + tail));
  };
  forms ??= [
    ...new Set(
      [...RU.flatMap((p) => [p[1], ruOrdinal(p)]), ...EN.flatMap((p) => [p[1], p[2]])]
        .flatMap(spell)
        .flatMap((f) => f.split(/\s+/u))
        .map((f) => f.toLowerCase().replace(/ё/gu, 'е')),
    ),
  ];
  return forms;
}

let gluedTen: RegExp | undefined;
/** An English ten glued to its unit ("fiftyone"): split before the words are valued. */
const glued = (): RegExp => (gluedTen ??= new RegExp(`^${any(tens(EN).map(([, c]) => c))}(?=\\p{L})`, 'iu'));

let words: [RegExp, number][] | undefined;
/** Each word of either language, whole, with its value. */
function wordValues(): [RegExp, number][] {
  words ??= [...RU, ...EN].map((p) => [new RegExp(`^(?:${p[1]}|${RU.includes(p) ? ruOrdinal(p) : p[2]})$`, 'iu'), p[0]]);
  return words;
}

/** The value of a number matched by numberPatterns() («шестьдесят четвёртому» → 64, "eighty-nine" → 89, «2-й» → 2). */
export function numberValue(text: string): number {
  const digits = /^\d+/u.exec(text);
  if (digits) return Number(digits[0]);
  return text
    .replace(glued(), '$& ')
    .split(/[\s-]+/u)
    .filter(Boolean)
    .reduce((sum, w) => sum + (wordValues().find(([re]) => re.test(w))?.[1] ?? 0), 0);
}
