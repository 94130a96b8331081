/**
 * A commentary paragraph's id whose dot was not typed as a dot (round 100):
 *
 * - said as a word between the two numbers, in digits or in words: «тридцать два точка три»,
 *   «63 точка 5», "63 point 5", "sixty-three dot five" → 32.3, 63.5 (as one reads a decimal aloud), where the
 *   site has that paragraph («2 point 5 tricks» stays as typed);
 * - left out, a space for it, where the query is nothing but the two numbers (in digits or in words, not two words that
 *   are one number: «шестьдесят три»), a word that introduces an id before them or not: «29 3», «правило 29 3», "law 29 3",
 *   «коммент двадцать девять три» → 29.3 — only where
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

let spaced: { two: RegExp; one: RegExp } | undefined;
/**
 * Two numbers alone, in digits or in words, a word before them or not: what a space may stand for a dot in («29 3», «коммент
 * двадцать девять три»: round 126); not two words that are one number («шестьдесят три» is 63, no 60.3).
 */
const spacedNumbers = (): { two: RegExp; one: RegExp } => {
  if (spaced) return spaced;
  const { cardinal } = numberPatterns();
  const n = `(?:\\d{1,2}(?!\\d)|${cardinal})`;
  return (spaced = {
    two: new RegExp(`^(?<intro>.*?)(?<![\\p{L}\\d.,])(?<a>${n})\\s+(?<b>${n})$`, 'iu'),
    one: new RegExp(`^(?:${cardinal})$`, 'iu'),
  });
};

/** The query with a paragraph's dot written where it was said as a word or left out (the module's comment). */
export function readParagraphDot(query: string, exists: (ref: Ref) => boolean): string {
  const said = query.replace(spokenDot(), (whole, ...args) => {
    const g = args.at(-1) as { a: string; b: string };
    const ref = Ref.parse(`${numberValue(g.a)}.${numberValue(g.b)}`);
    return ref && exists(ref) ? ref.id : whole;
  });
  const { two, one } = spacedNumbers();
  const m = two.exec(said.trim());
  if (!m) return said;
  const { intro, a: aTyped, b: bTyped } = m.groups!;
  if (one.test(`${aTyped} ${bTyped}`)) return said;
  const [a, b] = [numberValue(aTyped!), numberValue(bTyped!)];
  const dotted = `${intro}${a}.${b}`;
  const ref = Ref.parse(`${a}.${b}`);
  const typed = findTypedRef(dotted);
  // The words before the numbers introduce the id, or there are none.
  const whole = typed !== null && typed.start === 0 && typed.end === dotted.length && typed.ref.id === ref?.id;
  return ref && whole && exists(ref) ? dotted : said;
}
