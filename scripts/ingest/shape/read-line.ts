/**
 * What a line of a web page is, read from its own shape and language: text of the book,
 * or the site's furniture (menus, crumbs, counters, file names, domain names, alphabet
 * bars). No list of the sites' phrases: Russian and English prose has function words
 * (stopwords-iso), sentence punctuation and lower-case running text; furniture has
 * capitalised items between separators or wide gaps, counters and machine names.
 */
import stopwords from 'stopwords-iso';
import { findRefs } from '../../../src/lib/refs/find-refs.ts';
import { readFrontHeading } from '../segment/front-matter.ts';
import { readParagraphStart } from '../segment/paragraph-number.ts';
import { isCapitals } from './text-shape.ts';
import { PARA_MARK } from '../normalize/mark-paragraph-ends.ts';
import { isArtifact } from './artifacts.ts';

const FUNCTION_WORDS = new Set<string>([...stopwords.ru!, ...stopwords.en!]);

/** What the evidence says of one line. */
export type LineReading =
  /** A recognised piece of the book's structure or prose. */
  | { kind: 'text'; why: string }
  /** Another stage's artifact (`..page4`, `– 77`, `¶`, `1 2 3 4 5`): left to that stage. */
  | { kind: 'artifact' }
  /** Furniture on its own evidence, wherever it stands. */
  | { kind: 'furniture'; why: string; strong: true }
  /** Furniture only where it stands outside the text (before a page's first text line, after its last). */
  | { kind: 'furniture'; why: string; strong: false }
  | { kind: 'unsure' };

const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;
const URL = /(?:https?:\/\/|www\.)\S+/iu;
/** `modernlib.net`, `bridge-library.example`: Latin labels with a final alphabetic label of 2+. */
const DOMAIN = /(?:^|[^\p{L}\p{N}.@-])(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,}(?![\p{L}\p{N}])/iu;
const EMAIL = /\S@[a-z0-9-]+\.[a-z]{2,}/iu;
/** `144509.fb2`, `book_12.txt`, `read-25.html`: a name, a dot, a short Latin extension. */
const FILE_NAME = /(?:^|[\s(«"])[\p{L}\p{N}_-]*[\p{N}_-][\p{L}\p{N}_-]*\.[a-z][a-z0-9]{1,4}(?![\p{L}\p{N}])|(?:^|\s)[a-z][a-z0-9_-]*\.(?:[a-z][a-z0-9]{1,3})(?=\s|$)/u;
/** Menu separators: `|`, `·`, `•`, `›`, `→`, `>`, `/` and `»` (a `»` that closes no `«`), between items. */
/** Any short run of symbols standing between spaces (`|`, `::`, `·`, `→`, `◆`), but the punctuation of prose. */
const SEPARATOR = /\s[^\p{L}\p{N}\s.,;:!?()«»"'„“”\-–—]{1,3}\s|\s::\s|\s»\s|^[|·•›→<>]\s|\s[|·•›→<>]$|[|·•]|\s[-–—]\s/gu;
/** Three or more spaces, or a tab, between two items: a menu laid out in columns. */
const WIDE_GAP = /\S(?:\t|\s{3,})\S/u;
const SENTENCE_END = /[.!?…:;,)»"”]$/u;
const COPYRIGHT = /©|\(c\)\s*\d{4}|\b(?:19|20)\d{2}\s*[–—-]\s*(?:19|20)\d{2}\b/iu;

const isUpperInitial = (w: string) => w[0] !== w[0]!.toLocaleLowerCase('ru');

/**
 * Function words of the line itself, not of a title it quotes («Комментарий к Правилам»). A capital
 * (`Эндикотт Г.`, `Назад`) is no function word: only lower-case ones count, and a first word of two letters or more.
 */
function functionWordsOf(t: string): number {
  const words = t.replace(/«[^»]*»|"[^"]*"|“[^”]*”/gu, ' ').match(WORD) ?? [];
  return words.filter((w, i) => FUNCTION_WORDS.has(w.toLocaleLowerCase('ru')) && (!isUpperInitial(w) || (i === 0 && w.length > 1))).length;
}

/** The words (runs of letters) of a line, and the numbers. */
function tokens(text: string) {
  const words = text.match(WORD) ?? [];
  const numbers = text.match(/\d+/gu) ?? [];
  return { words, numbers };
}

/** A law heading, a paragraph number, a front heading, a part heading, an item, a note. */
function structural(t: string): string | undefined {
  if (/^Правило\s+\d{1,2}(?:\.(?:\s+[\p{Lu}«"]|\s*$)|\s*$)/u.test(t)) return 'law heading';
  // A law-text section or subsection: `A.Определение фальшренонса`, `1.Ход принадлежит…`.
  if (/^(?:[A-IАВСЕН]|\d{1,2})\.\s?\p{Lu}\p{Ll}/u.test(t)) return 'law-text section';
  if (readParagraphStart(t)) return 'paragraph number';
  if (readFrontHeading(t)) return 'front heading';
  if (/^(?:Часть|Раздел|Глава|Part|Chapter)\s+(?:[IVXLC]+|\d{1,2})\b/u.test(t)) return 'part heading';
  if (/^\((?:[a-hA-H]|[ivx]{1,4})\)\.?\s?\S/u.test(t)) return 'item';
  if (/^Примечани[ея]/u.test(t)) return 'note';
  return undefined;
}

/** A line whose items are short and mostly capitalised, between separators or wide gaps. */
function menu(t: string): string | undefined {
  // A sentence with a slash or a dash in it is prose: it ends as one, and has function words.
  if (/\p{L}[.;!?]$/u.test(t) && functionWordsOf(t) > 0) return undefined;
  const seps = t.match(SEPARATOR)?.length ?? 0;
  const gaps = WIDE_GAP.test(t);
  if (seps === 0 && !gaps) return undefined;
  const items = t.split(/\s[^\p{L}\p{N}\s.,;!?()«"'„“”]{1,3}\s|[|·•]|\t|\s{3,}/u).map((s) => s.trim()).filter(Boolean);
  if (items.length < 2 && seps < 1) return undefined;
  const short = items.filter((s) => (s.match(WORD) ?? []).length <= 4).length;
  if (short < items.length * 0.75) return undefined;
  // Justified text (three or more spaces between its words) is no menu in columns: its items are lower-case words.
  if (gaps && items.filter((s) => /^[^\p{L}]*\p{Ll}/u.test(s)).length >= items.length / 2) return undefined;
  const opened = (t.match(/«/gu) ?? []).length;
  const closed = (t.match(/»/gu) ?? []).length;
  // `»` that closes a quotation is no separator: with every `»` matched, only the other separators count.
  const dashes = (t.match(/\s[-–—]\s/gu) ?? []).length;
  // Dashes of prose (one or two in a sentence) are no separators; a run of links between them is.
  if (dashes === seps && dashes < 3 && !gaps) return undefined;
  if (seps > 0 && opened >= closed && !/[^\p{L}\p{N}\s.,;!?()«»"'„“”\-–—]/u.test(t) && !gaps && dashes < 3) return undefined;
  return gaps && seps === 0 ? 'menu in columns' : 'menu line';
}

/** Most tokens are single letters (an alphabet bar: `А Б В … Я`, `A-Z`, `AZ`). */
function alphabetBar(t: string): boolean {
  const parts = t.split(/[\s|·•,]+/u).filter(Boolean);
  const single = parts.filter((p) => /^\p{L}$/u.test(p) || /^\p{L}\s*[-–]\s*\p{L}$/u.test(p) || /^[A-Z]{2}$|^[А-ЯЁ]{2}$/u.test(p)).length;
  return parts.length >= 5 && single >= parts.length * 0.7;
}

/** Read one line (already without its line end). */
export function readLine(raw: string): LineReading {
  if (raw.trim() === '') return { kind: 'unsure' };
  if (isArtifact(raw.trim())) return { kind: 'artifact' };
  // Read without the other stages' artifacts: a paragraph mark at the end, a lost underline before the text.
  const t = raw.replace(PARA_MARK, '').replace(/^[\s?=_]*[?=]{3,}\s*/u, '').trim();
  if (t === '') return { kind: 'artifact' };
  const why = structural(t);
  if (why) return { kind: 'text', why };
  const { words, numbers } = tokens(t);
  // A sentence that ends in a Russian word and a full stop is text, whatever names it holds.
  const sentence = /[а-яё]{2,}[.!?…]$/u.test(t);
  if (!sentence && (URL.test(t) || EMAIL.test(t))) return { kind: 'furniture', why: 'URL', strong: true };
  if (alphabetBar(t)) return { kind: 'furniture', why: 'alphabet bar', strong: true };
  if (!sentence && FILE_NAME.test(t) && words.length <= 8) return { kind: 'furniture', why: 'file name', strong: true };
  if (!sentence && DOMAIN.test(t) && words.length <= 12) return { kind: 'furniture', why: 'domain name', strong: true };
  const m = menu(t);
  if (m) return { kind: 'furniture', why: m, strong: true };
  // Punctuation alone (`).`) ends a sentence of the page before.
  if (words.length === 0) return numbers.length ? { kind: 'furniture', why: 'counter', strong: false } : { kind: 'text', why: 'punctuation' };
  if (/^[-–—•<«>]*\s*\d{1,4}\s*[-–—•>»]*$/u.test(t)) return { kind: 'furniture', why: 'counter', strong: false };

  const lower = words.filter((w) => !isUpperInitial(w)).length;
  // Function words of the line itself, not of a title it quotes («Комментарий к Правилам»).
  const functionWords = functionWordsOf(t);
  const startsLower = /^[^\p{L}\p{N}]*\p{Ll}/u.test(t) && !/^[-–—•*]\s/u.test(t);
  const endsSentence = SENTENCE_END.test(t);
  const cited = findRefs(t, /[а-яё]/iu.test(t) ? 'ru' : 'en').length > 0;
  // A number at the end of a short line, not a citation: a counter (`Страница 61`, `Чтение (стр. 25)`, `Просмотров: 1 204`).
  const trailingNumber = /\d[\d\s.,]*\)?\s*$/u.test(t) && !cited;
  if (cited && words.length <= 3 && !COPYRIGHT.test(t)) return { kind: 'text', why: 'citation' };
  if (COPYRIGHT.test(t) && words.length <= 12) return { kind: 'furniture', why: 'copyright line', strong: false };
  if (trailingNumber && words.length <= 6 && !(startsLower && endsSentence)) return { kind: 'furniture', why: 'counter', strong: false };
  // `… Автор неизвестен. Страница 61`: its last sentence a word and a number, no citation.
  if (/(?:^|[.!?:,|·—–-]\s*)(?:\p{L}+\.?\s*){1,2}\d{1,5}\)?$/u.test(t) && !cited && !startsLower && words.length <= 14) return { kind: 'furniture', why: 'counter', strong: false };
  // `… Чтение (стр. 25)`, `… (p. 3)`: a reading position in brackets ends the line.
  if (/\(\s*\p{L}{1,5}\.?\s*\d{1,5}\s*\)$/u.test(t) && words.length <= 12) return { kind: 'furniture', why: 'counter', strong: false };

  // `fb2, epub, txt`: short lower-case Latin names in a Russian line are formats and links, not words.
  if (/[а-яё]/iu.test(t) && (t.match(/(?:^|[\s,(|/])[a-z][a-z0-9]{1,3}(?=[\s,)|/.]|$)/gu) ?? []).length >= 2) return { kind: 'furniture', why: 'format list', strong: false };

  // Running text: lower-case words with function words among them, or the lower-case tail of a sentence.
  if (startsLower && !trailingNumber) return { kind: 'text', why: 'continues a sentence' };
  // A title in quotes is no running text: «Читать онлайн «Комментарий к Правилам»» is two words and a title.
  const unquoted = (t.replace(/«[^»]*»|"[^"]*"|“[^”]*”/gu, ' ').match(WORD) ?? []).length;
  if (unquoted < 4 && words.length >= 4 && !startsLower) return unquoted <= 3 && !/[.;!?]$/u.test(t) ? { kind: 'furniture', why: 'a title and a few words', strong: false } : { kind: 'unsure' };
  if (words.length >= 4 && functionWords >= 1 && lower >= words.length * 0.5 && (endsSentence || t.length >= 50 || /[,;:]/u.test(t))) return { kind: 'text', why: 'prose' };
  if (words.length >= 8 && lower >= words.length * 0.6) return { kind: 'text', why: 'prose' };
  if (isCapitals(t) && !/\d/u.test(t) && words.some((w) => w.length >= 4)) return { kind: 'text', why: 'capitals heading' };
  if (/[а-яё],\s+[а-яё]/u.test(t)) return { kind: 'text', why: 'prose' };
  // A line that ends in a comma goes on: a sentence, or a signature (`Грэттан Эндикотт,` / `Лондон, 1992`).
  if (/\p{L},$/u.test(t)) return { kind: 'text', why: 'goes on' };
  // The end of a sentence: lower-case words, then its full stop (`25, если они применимы.`).
  if (/[.;:,!?]$/u.test(t) && words.length >= 2 && lower >= Math.max(2, words.length / 2)) return { kind: 'text', why: 'prose' };
  if (endsSentence && /[.!?…;:,]$/u.test(t) && lower >= 1 && functionWords + lower >= words.length * 0.5) return { kind: 'text', why: 'prose' };

  // `Автор: Неизвестен`, `Жанр: Спорт, Игры`: a label and a value, each a capitalised word or two.
  if (/^\p{Lu}[\p{L} ]{0,20}:\s*\S/u.test(t) && words.length <= 6 && functionWords === 0) return { kind: 'furniture', why: 'label line', strong: false };
  // A crumb of capitalised words with no function word and no sentence end: a heading of the site.
  if (words.length <= 6 && !endsSentence && lower <= words.length / 2) return { kind: 'furniture', why: 'capitalised words', strong: false };
  if (words.length <= 3 && !endsSentence && functionWords === 0) return { kind: 'furniture', why: 'a few words', strong: false };
  return { kind: 'unsure' };
}

/** A line of a site's menu: short capitalised items between separators (`Главная | Правила | Форум`). */
export const isMenuLine = (text: string): boolean => {
  const r = readLine(text);
  return r.kind === 'furniture' && r.why === 'menu line';
};

/** An item of a menu set one a line: a capitalised word or two, no digit and no punctuation of a sentence. */
export const isMenuItem = (text: string): boolean => /^\p{Lu}[\p{Ll}-]+(?: [\p{L}-]+)?$/u.test(text.trim()) && !isCapitals(text);

/** Running text: prose, or the lower-case tail of a sentence (not a heading, a name or a counter). */
export const readsAsProse = (text: string): boolean => {
  const r = readLine(text);
  return r.kind === 'text' && (r.why === 'prose' || r.why === 'continues a sentence');
};

/**
 * Could this line be strong furniture at all? A quick look for what every strong reading needs: a
 * separator, a wide gap, a URL, a machine name (Latin with a dot), an `@`, or a run of single letters.
 * Lines without any of these are never read inside a page's text (most lines of a book).
 */
export const mayBeFurniture = (text: string): boolean => MAY_BE_FURNITURE.test(text);
const MAY_BE_FURNITURE = /[^\p{L}\p{N}\s.,;:!?()«»"'„“”\-–—¶]|\s[-–—»]\s|::|\t|\S\s{3,}\S|[a-z0-9]\.[a-z]|@|(?:^|\s)\p{L}\s+\p{L}\s+\p{L}(?:\s|$)/u;
