import { EMPHASIS, type StageResult, type TextLine } from '../types.ts';
import { isWordChar, wholeOccurrences } from '../shape/text-shape.ts';
import { cleanAt, dropAll, type Stage } from './stage.ts';

const SINGLE_TOKEN = /^\s*(\S+)\s*$/u;

/**
 * Index of the last whole-word occurrence of `word` in `text`, or -1: occurrences
 * are taken left to right without overlapping, as a global regex would find them.
 */
export function lastWholeWord(text: string, word: string): number {
  let last = -1;
  for (const at of wholeOccurrences(text, word, isWordChar)) last = at;
  return last;
}

/**
 * Old pages echoed an emphasised word on its own line, once or twice, right after
 * the line that contains it (`…она не считается…` / `не` / `не`). The echo lines
 * go and the word becomes emphasis in its line: «выиграна виновным *игроком*».
 */
export const recoverEmphasis: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (let i = 0; i < input.length; i++) {
    const l = input[i]!;
    const prev = out.lines[out.lines.length - 1];
    const token = SINGLE_TOKEN.exec(l.text)?.[1];
    if (!prev || !token || prev.table || isAlreadyEmphasised(prev.text, token)) {
      out.lines.push(l);
      continue;
    }
    const at = lastWholeWord(prev.text, token);
    if (at < 0) {
      out.lines.push(l);
      continue;
    }
    // One or two echo lines of the same token.
    const echoes: TextLine[] = [l];
    const next = input[i + 1];
    if (next && SINGLE_TOKEN.exec(next.text)?.[1] === token) echoes.push(next);
    const marked: TextLine = {
      ...prev,
      text: prev.text.slice(0, at) + EMPHASIS + token + EMPHASIS + prev.text.slice(at + token.length),
      paraEnd: prev.paraEnd || echoes.some((e) => e.paraEnd),
    };
    out.lines[out.lines.length - 1] = marked;
    out.cleans.push(cleanAt(prev, 'emphasis recovered'));
    for (const e of echoes) out.drops.push(...dropAll(e, 'echoed emphasis'));
    i += echoes.length - 1;
  }
  return out;
};

/** The word in `text` is already emphasised (a third echo line is plain text). */
function isAlreadyEmphasised(text: string, token: string): boolean {
  return text.includes(EMPHASIS + token + EMPHASIS);
}
