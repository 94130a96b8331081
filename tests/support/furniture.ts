/**
 * Site furniture from a grammar, with random words and numbers: what web libraries put
 * around each page of a book (menus, breadcrumbs, counters, alphabet bars, page
 * counters, file-name lines, share links, footers). No fixed phrases: words are made of
 * random syllables, so a rule that knows a site's phrases cannot pass.
 */
import fc from 'fast-check';

const CONSONANTS = 'бвгдзклмнпрстфхчшщ';
const VOWELS = 'аеиоуыяю';
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

const syllable = fc.tuple(fc.constantFrom(...CONSONANTS), fc.constantFrom(...VOWELS)).map(([c, v]) => c + v);
/** A made-up Russian-looking word of 2–4 syllables. */
export const word = fc.array(syllable, { minLength: 2, maxLength: 4 }).map((s) => s.join(''));
const capital = (w: string) => w[0]!.toLocaleUpperCase('ru') + w.slice(1);
const Word = word.map(capital);
const latinWord = fc.array(fc.constantFrom(...LATIN), { minLength: 3, maxLength: 9 }).map((s) => s.join(''));
const num = fc.integer({ min: 1, max: 9999 });
const phrase = (min: number, max: number) => fc.array(Word, { minLength: min, maxLength: max }).map((ws) => ws.join(' '));

const separator = fc.constantFrom(' | ', ' · ', ' » ', ' / ', ' > ', ' • ', ' → ', '   ', '\t', ' :: ');
/** Site menu: short capitalised items between separators or wide gaps. */
const menu = fc.tuple(fc.array(phrase(1, 2), { minLength: 3, maxLength: 7 }), separator).map(([items, sep]) => items.join(sep));
/** Breadcrumb: site / genre / author / reading position. */
const crumb = fc
  .tuple(phrase(1, 2), phrase(1, 2), phrase(1, 3), Word, fc.constantFrom('стр', 'с', 'p'), num, fc.constantFrom(' / ', ' » ', ' > ', ' → '))
  .map(([site, genre, author, w, abbr, n, sep]) => [site, genre, author, `${w} (${abbr}. ${n})`].join(sep));
/**
 * A page counter of a site, in words of its own (no total: every number moves with the page): a breadcrumb
 * ending in the reading position, `Слово слово, стр. 3`. Two sites' counters are told apart by their lines;
 * a bare `Страница 3` on one site and `Страница 5` on another would be one numbering with pages missing.
 */
export const pageCounter: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(phrase(1, 2), phrase(1, 3), Word, fc.constantFrom('стр', 'p'), num, fc.constantFrom(' / ', ' » ', ' > ', ' → ')).map(([site, author, w, abbr, n, sep]) => [site, author, `${w} (${abbr}. ${n})`].join(sep)),
  fc.tuple(phrase(1, 3), fc.constantFrom('стр.', 'Страница', 'page'), num).map(([p, w, n]) => `${p}, ${w} ${n}`),
);
/** Counters: `Слово 61`, `Слово: 1 204`, `Слово (12)`, `… Слово слово. Слово 61`. */
const counter = fc.oneof(
  fc.tuple(Word, num).map(([w, n]) => `${w} ${n}`),
  fc.tuple(Word, num).map(([w, n]) => `${w}: ${n}`),
  fc.tuple(Word, num, word, num).map(([w, n, w2, m]) => `${w} ${n} ${w2} ${m}`),
  fc.tuple(phrase(1, 2), Word, word, Word, num).map(([t, a, b, c, n]) => `${t}. ${a} ${b}. ${c} ${n}`),
  fc.tuple(Word, word, num).map(([w, w2, n]) => `${w} (${w2.slice(0, 3)}. ${n})`),
);
/** Alphabet bar: the alphabet (or part of it), single letters, perhaps ending in `AZ` or `A-Z`. */
const alphabet = fc
  .tuple(fc.integer({ min: 10, max: 31 }), fc.constantFrom('', ' AZ', ' A-Z', ' A B C D'), fc.constantFrom(' ', ' | ', ' · '))
  .map(([n, tail, sep]) => [...'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ'].slice(0, n).join(sep) + tail);
const extension = fc.constantFrom('fb2', 'txt', 'epub', 'rtf', 'doc', 'html', 'zip', 'pdf', 'djvu', 'mobi').chain((e) => fc.constantFrom(e, e.toUpperCase() === e ? e : e));
/** A file-name line: `144509.fb2`, `Скачать: book_12.txt`. */
const fileName = fc.oneof(
  fc.tuple(num, extension).map(([n, e]) => `${n}${n}.${e}`),
  fc.tuple(Word, latinWord, num, extension).map(([w, l, n, e]) => `${w}: ${l}_${n}.${e}`),
);
const domain = fc.tuple(latinWord, fc.constantFrom('ru', 'net', 'org', 'com', 'su', 'info', 'example')).map(([a, t]) => `${a}.${t}`);
/** Share links and the like: `Слово: Слово · Слово · Слово`, `Слово в Слово`. */
const share = fc.tuple(Word, fc.array(Word, { minLength: 2, maxLength: 5 }), fc.constantFrom(' · ', ' | ', ', ', '  ')).map(([w, ws, sep]) => `${w}: ${ws.join(sep)}`);
/** Footers: a copyright line with years, a domain, a phrase of capitalised words. */
const footer = fc.oneof(
  fc.tuple(fc.integer({ min: 1995, max: 2015 }), fc.integer({ min: 2016, max: 2026 }), phrase(1, 3)).map(([a, b, p]) => `© ${a}–${b} ${p}`),
  fc.tuple(phrase(1, 2), domain).map(([p, d]) => `${p} — ${d}`),
  domain,
  fc.tuple(domain, latinWord).map(([d, p]) => `https://${d}/${p}/`),
  phrase(1, 3),
);
/** A label line: `Слово: Слово`, `Слово: Слово слово`. */
const label = fc.tuple(Word, phrase(1, 2)).map(([k, v]) => `${k}: ${v}`);
/** A pager: `« 23 24 25 »`, `<< 1 2 3 >>`, `- 24 - 25 - 26 -`. */
const pager = fc
  .tuple(fc.integer({ min: 1, max: 300 }), fc.constantFrom(['«', '»'], ['<<', '>>'], ['←', '→'], ['<', '>']), fc.constantFrom(' ', ' | ', ' - '))
  .map(([n, [a, b], sep]) => [a, n, n + 1, n + 2, b].join(sep));

/** One furniture line of any kind. */
export const furnitureLine: fc.Arbitrary<string> = fc.oneof(menu, crumb, counter, alphabet, fileName, share, footer, label, pager);

export interface SiteFurniture {
  header: string[];
  footer: string[];
}

/** A site: its header and footer lines, the same on every page but for the numbers in them. */
export const siteFurniture: fc.Arbitrary<SiteFurniture> = fc.record({
  header: fc.array(furnitureLine, { minLength: 1, maxLength: 5 }),
  footer: fc.array(furnitureLine, { minLength: 1, maxLength: 4 }),
});

/** The site's lines for page `n`: every number in them moves with the page. */
export const onPage = (lines: string[], n: number): string[] => lines.map((l) => l.replace(/\d+/gu, (d) => String(Number(d) + n)));

/** Words of the furniture, for checking that none reaches the text. */
export const furnitureWords = (lines: string[]): string[] => lines.flatMap((l) => l.match(/\p{L}{4,}/gu) ?? []);
