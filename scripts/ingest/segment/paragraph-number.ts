import { sectionLetter } from '../../../src/lib/refs/letters.ts';
import { Ref } from '../../../src/lib/refs/ref.ts';

/** What opens a commentary paragraph: its number (or numbers), or the law subsection it discusses. */
export type ParagraphStart =
  | { kind: 'number'; law: number; numbers: number[]; rest: string }
  | { kind: 'subsection'; law: number; id: string; rest: string };

/**
 * `63.5. Text`, `63.5 Text` (no final dot), `1.1.(a) text` (glued to its first item),
 * `74.2,3. Text` and `74.2-3. Text` (one paragraph for two numbers).
 */
const NUMBERED = /^(\d{1,2})\.(\d{1,2})(?:\s*([,\-–])\s*(\d{1,2}))?(?:\.\s*(?=\()|\.\s+|\s+(?=[\p{Lu}(«"]))(.*)$/u;
/** `71А1. Text`, `71A1 Text`, `71B. Text`: a paragraph labelled by a law subsection (Latin or Cyrillic letter). */
const SUBSECTION = /^(\d{1,2})([A-IАВСЕН])(\d{1,2})?(?:\.\s*|\s+(?=[\p{Lu}(«"]))(\S.*)$/u;

export function readParagraphStart(text: string): ParagraphStart | undefined {
  const n = NUMBERED.exec(text);
  if (n) {
    const [first, sep, second] = [Number(n[2]), n[3], n[4] === undefined ? undefined : Number(n[4])];
    if (second === undefined) return { kind: 'number', law: Number(n[1]), numbers: [first], rest: n[5]! };
    if (second <= first) return undefined;
    // `74.2,3.` names two paragraphs; `74.2-4.` a range.
    const numbers = sep === ',' ? [first, second] : Array.from({ length: second - first + 1 }, (_, k) => first + k);
    return { kind: 'number', law: Number(n[1]), numbers, rest: n[5]! };
  }
  const s = SUBSECTION.exec(text);
  // Its id is the Ref's (`71.A1`: a dot, so never the law text's `#71A1`); no place of the Laws (`95А1`, `71А25`), no paragraph.
  const ref = s ? Ref.parse(`${s[1]}.${sectionLetter(s[2]!)}${s[3] ?? ''}`) : null;
  if (s && ref) return { kind: 'subsection', law: ref.law, id: ref.id, rest: s[4]! };
  return undefined;
}
