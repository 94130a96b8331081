import type { StageResult, TextLine } from '../types.ts';
import { dropAll, isBlank, type Stage } from './stage.ts';

/** One pager link: `- << Первая`, `- « Предыдущая`, `- 12`, `- Следующая »`, `- Последняя >>`. */
const PAGER_LINK = String.raw`-\s*(?:(?:<<|«)\s*)?(?:Первая|Предыдущая|Следующая|Последняя|\d{1,4})(?:\s*(?:»|>>))?`;
/** A pager: its links one per line, or run into one line. */
const PAGER = new RegExp(String.raw`^\s*${PAGER_LINK}(?:\s*${PAGER_LINK})*\s*$`, 'u');
/** Site headers and footers of web libraries. */
const SITE_LINES = [
  /читать\s+онлайн/iu,
  /^\s*Страница\s+\d{1,4}(?:\s*(?:из|\/)\s*\d{1,4})?\s*$/iu,
  /^\s*Читаем\s.*\sполностью(?!\p{L})/iu,
];
/** An alphabet bar `А Б В … Я A-Z`, or a range `А-П`. */
const ALPHABET_BAR = /^\s*(?:(?:\p{Lu}|A-Z)\s+){9,}(?:\p{Lu}|A-Z)\s*$|^\s*(?:[А-ЯЁ]\s*[-–]\s*[А-ЯЁ]|A\s*-\s*Z)\s*$/u;
/** A line that holds only a URL. */
const URL_ONLY = /^\s*(?:https?:\/\/|www\.)\S+\s*$/iu;

export function isWebChrome(text: string): boolean {
  if (text.trim() === '') return false;
  return PAGER.test(text) || URL_ONLY.test(text) || ALPHABET_BAR.test(text) || SITE_LINES.some((re) => re.test(text));
}

/** Chrome by its shape, or flagged by the evidence of `strip-page-furniture` (repetition, the language of the line). */
const isChrome = (l: TextLine): boolean => l.chrome !== undefined || isWebChrome(l.text);

/** A line of only spaces: a blank line for the stages after, holding no source line of its own. */
const asBlank = (l: TextLine): TextLine => ({ ...l, text: '', lines: [] });

/**
 * The chrome of the web pages a text was saved from: pagers, site headers and
 * footers, alphabet bars, URL lines. They go, with the reason `web page chrome`;
 * so do lines of only spaces, which stay blank lines for the stages that read them.
 * Around a run of chrome the text keeps the widest gap it had before, inside or after
 * the run (the other blank lines of the run go), so a paragraph break next to the
 * chrome stays one, and text that runs on through it runs on.
 */
export const stripWebChrome: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  const blank = (l: TextLine) => {
    if (l.text === '') return l;
    out.drops.push(...dropAll(l, 'web page chrome'));
    return asBlank(l);
  };
  for (let i = 0; i < input.length; i++) {
    const l = input[i]!;
    if (!isChrome(l)) {
      out.lines.push(isBlank(l) ? blank(l) : l);
      continue;
    }
    let before = 0;
    for (let k = out.lines.length - 1; k >= 0 && isBlank(out.lines[k]!); k--) before++;
    // The run: chrome lines and the blank lines among and after them.
    let j = i;
    const gaps: TextLine[][] = [[]];
    for (; j < input.length && (isBlank(input[j]!) || isChrome(input[j]!)); j++) {
      if (isBlank(input[j]!)) gaps[gaps.length - 1]!.push(input[j]!);
      else {
        out.drops.push(...dropAll(input[j]!, 'web page chrome', input[j]!.chrome));
        gaps.push([]);
      }
    }
    // The widest gap in and around the run is the text's own; blank lines beyond it go
    // (all of them at the end of the file).
    const inner = j === input.length ? gaps.slice(0, -1) : gaps;
    const widest = Math.max(before, ...inner.map((g) => g.length));
    const kept = new Set(inner.flat().slice(0, widest - before));
    for (const g of gaps) {
      for (const b of g) {
        if (kept.has(b)) out.lines.push(blank(b));
        else if (b.text === '') out.drops.push(...dropAll(b, 'blank line'));
        else out.drops.push(...dropAll(b, 'web page chrome'));
      }
    }
    i = j - 1;
  }
  return out;
};
