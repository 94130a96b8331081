import type { StageResult, TextLine } from '../types.ts';
import { endsSentence, isLetter, isListEntry, wantsANumber, wholeOccurrences } from '../shape/text-shape.ts';
import { cleanAt, dropAll, isBlank, type Stage } from './stage.ts';

const ENDS_IN_LETTER = /(\p{L}+)$/u;
const STARTS_LOWER = /^(\p{Ll}+)/u;
const HYPHENATED = /(?:^|[^\p{L}-])(\p{L}+)-$/u;

/**
 * How often `word` (lower case, letters only) occurs as a whole word in `text`
 * (lower case): its count among the text's runs of letters, without counting every word.
 */
export function countWord(text: string, word: string): number {
  let n = 0;
  for (const _ of wholeOccurrences(text, word, isLetter)) n++;
  return n;
}

const blankAt = (l: TextLine | undefined) => l !== undefined && isBlank(l);

/**
 * A sentence (or a word) broken by a blank line: the line before does not end a
 * sentence and the line after starts in lower case, or the line before waits for a
 * number («см. правило») and the line after starts with one. The two lines join. They join with no
 * space when neither piece is a word found elsewhere in the file and the joined
 * word is (`нака` + `зания` → `наказания`); otherwise with a space
 * (`или` + `болвана` stays two words).
 */
export const joinSplitWords: Stage = (input) => {
  // Only the few words asked about are counted, and only in files with a line broken by
  // a blank line (commentary files have none).
  let text: string | undefined;
  const counted = new Map<string, number>();
  const count = (w: string) => {
    const word = w.toLowerCase();
    let n = counted.get(word);
    if (n === undefined) counted.set(word, (n = countWord((text ??= input.map((l) => l.text).join('\n').toLowerCase()), word)));
    return n;
  };
  const seen = (w: string) => count(w) >= 2;
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (let i = 0; i < input.length; i++) {
    const l = input[i]!;
    const prev = out.lines[out.lines.length - 1];
    // `пра-` / `вило`: a word hyphenated at the end of a line (or of a page). The hyphen goes where the
    // whole word is found elsewhere in the file, and stays in a compound (`какой-` / `либо`).
    const hyphenated = prev && !prev.paraEnd && !blankAt(l) ? HYPHENATED.exec(prev.text)?.[1] : undefined;
    const rest = hyphenated ? STARTS_LOWER.exec(l.text)?.[1] : undefined;
    if (hyphenated && rest && !l.breakBefore) {
      const glue = count(hyphenated + rest) >= 1 && count(`${hyphenated}-${rest}`) === 0;
      out.lines[out.lines.length - 1] = { ...prev!, text: (glue ? prev!.text.slice(0, -1) : prev!.text) + l.text, lines: [...prev!.lines, ...l.lines], paraEnd: l.paraEnd };
      if (glue) out.cleans.push(cleanAt(l, 'split word joined'));
      continue;
    }
    if (!blankAt(l) || !prev || prev.paraEnd) {
      out.lines.push(l);
      continue;
    }
    let j = i;
    while (blankAt(input[j])) j++;
    const next = input[j];
    const head = next ? STARTS_LOWER.exec(next.text)?.[1] : undefined;
    // «см. правило» / «66C). …»: a number that the line before was waiting for.
    const number = next !== undefined && head === undefined && /^\d/u.test(next.text) && wantsANumber(prev.text);
    // An entry of a subject index (`болван, 57.7; 61.3`) starts lower-case but continues no sentence.
    if (!next || !(head || number) || next.breakBefore || (!number && endsSentence(prev.text)) || isListEntry(next.text)) {
      out.lines.push(l);
      continue;
    }
    const tail = ENDS_IN_LETTER.exec(prev.text)?.[1];
    const glue = head !== undefined && tail !== undefined && !seen(tail) && !seen(head) && count(tail + head) >= 1;
    const joined: TextLine = {
      ...prev,
      text: prev.text + (glue ? '' : ' ') + next.text,
      lines: [...prev.lines, ...next.lines],
      paraEnd: next.paraEnd,
    };
    out.lines[out.lines.length - 1] = joined;
    for (let k = i; k < j; k++) out.drops.push(...dropAll(input[k]!, 'blank line'));
    if (glue) out.cleans.push(cleanAt(next, 'split word joined'));
    i = j;
  }
  return out;
};
