/**
 * A commentary paragraph's id whose dot was not typed as a dot (round 100):
 *
 * - said as a word between the two numbers, in digits or in words: «тридцать два точка три»,
 *   «63 точка 5», "63 point 5", "sixty-three dot five" → 32.3, 63.5 (as one reads a decimal aloud), where the
 *   site has that paragraph («2 point 5 tricks» stays as typed);
 * - left out, a space for it, where the query is nothing but the two numbers, a word that
 *   introduces an id before them or not: «29 3», «правило 29 3», "law 29 3" → 29.3 — only where
 *   the site has that paragraph (a list of laws, «30 31 32», has more numbers; «правило 12 3» with
 *   no paragraph 12.3 stays as typed).
 *
 * The result is the query with the dot written, for the id grammar (refs/find-typed-ref.ts) to read.
 */
import { findTypedRef, Ref } from '../refs/index.ts';
import { numberPatterns, numberValue } from '../refs/number-words.ts';

/** The words for a decimal point: «точка», "point", "dot". */
const DOT_WORD = '(?:точка|point|dot)';

let spoken: RegExp | undefined;
const spokenDot = (): RegExp => {
  if (spoken) return spoken;
  const n = `(?:\\d{1,2}(?!\\d)|${numberPatterns().cardinal})`;
  spoken = new RegExp(`(?<![\\p{L}\\d])(?<a>${n})\\s+${DOT_WORD}\\s+(?<b>${n})(?![\\p{L}\\d])`, 'giu');
  return spoken;
};

/** Two numbers alone, a word before them or not: what a space may stand for a dot in. */
const SPACED = /^(?<intro>.*?)(?<![\p{L}\d.,])(?<a>\d{1,2})\s+(?<b>\d{1,2})$/u;

/** The query with a paragraph's dot written where it was said as a word or left out (the module's comment). */
export function readParagraphDot(query: string, exists: (ref: Ref) => boolean): string {
  const said = query.replace(spokenDot(), (whole, ...args) => {
    const g = args.at(-1) as { a: string; b: string };
    const ref = Ref.parse(`${numberValue(g.a)}.${numberValue(g.b)}`);
    return ref && exists(ref) ? ref.id : whole;
  });
  const m = SPACED.exec(said.trim());
  if (!m) return said;
  const { intro, a, b } = m.groups!;
  const dotted = `${intro}${a}.${b}`;
  const ref = Ref.parse(`${a}.${b}`);
  const typed = findTypedRef(dotted);
  // The words before the numbers introduce the id, or there are none.
  const whole = typed !== null && typed.start === 0 && typed.end === dotted.length && typed.ref.id === ref?.id;
  return ref && whole && exists(ref) ? dotted : said;
}
