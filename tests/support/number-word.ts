import { numberPatterns } from '../../src/lib/refs/number-words';

const { cardinal, ordinal } = numberPatterns();
/**
 * A number in words, cardinal or ordinal, in either language («сорок», "tenth"): the random words the refs property
 * tests put around an id must not be one, or «tenth law 1 section a» reads as Law 10's.
 */
export const NUMBER_WORD = new RegExp(`^(?:${cardinal}|${ordinal})$`, 'iu');

/** Numbers spelled out as the property tests type them: Russian ordinals in the k-th case ending, English with `join` between a ten and a unit. */
const RU_UNITS = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const RU_TEENS = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const RU_TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const RU_UNIT_ORD = ['', 'первый', 'второй', 'третий', 'четвёртый', 'пятый', 'шестой', 'седьмой', 'восьмой', 'девятый'];
const RU_TEEN_ORD = ['десятый', 'одиннадцатый', 'двенадцатый', 'тринадцатый', 'четырнадцатый', 'пятнадцатый', 'шестнадцатый', 'семнадцатый', 'восемнадцатый', 'девятнадцатый'];
const RU_TENS_ORD = ['', '', 'двадцатый', 'тридцатый', 'сороковой', 'пятидесятый', 'шестидесятый', 'семидесятый', 'восьмидесятый', 'девяностый'];
/** Endings of a Russian ordinal in every case and gender, after its stem; «третий» has its own. */
const HARD = ['ый', 'ая', 'ое', 'ого', 'ому', 'ым', 'ом', 'ую', 'ой', 'ые', 'ых'];
const THIRD = ['ий', 'ья', 'ье', 'ьего', 'ьему', 'ьим', 'ьем', 'ью', 'ьей'];
const declined = (nominative: string, k: number): string => {
  if (nominative === 'третий') return `трет${THIRD[k % THIRD.length]}`;
  const stem = nominative.slice(0, -2);
  const ending = HARD[k % HARD.length]!;
  // A stressed ending: второй, шестой, седьмой, восьмой, сороковой take «ой» where others take «ый».
  return ending === 'ый' && nominative.endsWith('ой') ? `${stem}ой` : `${stem}${ending}`;
};
export const ruCardinal = (n: number): string => (n < 10 ? RU_UNITS[n]! : n < 20 ? RU_TEENS[n - 10]! : [RU_TENS[Math.floor(n / 10)]!, RU_UNITS[n % 10]!].filter(Boolean).join(' '));
export const ruOrdinal = (n: number, k: number): string =>
  n < 10 ? declined(RU_UNIT_ORD[n]!, k) : n < 20 ? declined(RU_TEEN_ORD[n - 10]!, k) : n % 10 === 0 ? declined(RU_TENS_ORD[n / 10]!, k) : `${RU_TENS[Math.floor(n / 10)]} ${declined(RU_UNIT_ORD[n % 10]!, k)}`;

const EN_UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_UNIT_ORD = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
export const enCardinal = (n: number, join: string): string => (n < 10 ? EN_UNITS[n]! : n < 20 ? EN_TEENS[n - 10]! : [EN_TENS[Math.floor(n / 10)]!, EN_UNITS[n % 10]!].filter(Boolean).join(join));
/** "twelfth", "twentieth", "sixty-fourth": the ordinal by the spelling rules (…ve → …fth, …y → …ieth, …t → …th). */
export const enOrdinal = (n: number, join: string): string => {
  if (n % 10 !== 0 && n > 20) return `${EN_TENS[Math.floor(n / 10)]}${join}${EN_UNIT_ORD[n % 10]}`;
  if (n < 10) return EN_UNIT_ORD[n]!;
  const c = enCardinal(n, join);
  return c.endsWith('y') ? `${c.slice(0, -1)}ieth` : c.endsWith('ve') ? `${c.slice(0, -2)}fth` : `${c}th`;
};
