import { EMPHASIS } from '../types.ts';

const LETTER = /^\p{L}$/u;

/** Share of upper-case letters among letters: headings are typed in capitals. */
export function upperShare(text: string): number {
  let letters = 0;
  let upper = 0;
  for (const c of text) {
    const code = c.charCodeAt(0);
    // ASCII and basic Cyrillic without a regex; anything else by its Unicode class.
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x410 && code <= 0x42f)) {
      letters++;
      upper++;
    } else if ((code >= 0x61 && code <= 0x7a) || (code >= 0x430 && code <= 0x44f)) {
      letters++;
    } else if (code >= 0x80 && LETTER.test(c)) {
      letters++;
      if (c === c.toUpperCase() && c !== c.toLowerCase()) upper++;
    }
  }
  return letters === 0 ? 0 : upper / letters;
}

export const isCapitals = (text: string) => upperShare(text) >= 0.8 && /\p{L}{2}/u.test(text);

/** `ОТСУТСТВИЕ ВОЗМОЖНОСТИ…` → `Отсутствие возможности…` */
export function sentenceCase(title: string): string {
  const lower = title.toLocaleLowerCase('ru');
  return lower.replace(/\p{L}/u, (c) => c.toLocaleUpperCase('ru'));
}

const NOT_COLLAPSED = /^\s|\s$|\s\s|[^\S ]/u;

/** Runs of white space as one space, ends trimmed; most texts already are (a test is cheaper than a replace). */
export const collapseSpaces = (text: string) => (NOT_COLLAPSED.test(text) ? text.replace(/\s+/gu, ' ').trim() : text);

/** Text without its emphasis marks. */
export const plain = (text: string) => (text.includes(EMPHASIS) ? text.replaceAll(EMPHASIS, '') : text);

/** Text that stops mid-sentence: no closing punctuation, an open bracket, or a dangling «см.». */
export function looksCutOff(text: string): boolean {
  const t = plain(text).trim();
  if (!/[.!?…»"”)]$/u.test(t)) return true;
  if (/(?:^|[\s(])(?:см|п|пп|ср)\.$/u.test(t)) return true;
  const opened = (t.match(/\(/gu) ?? []).length;
  const closed = (t.match(/\)/gu) ?? []).length;
  return opened > closed;
}
