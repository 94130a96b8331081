import type { EditorNote, Erratum } from '../config.ts';
import { IngestError } from '../errors.ts';
import { EDITOR_NOTE, ERRATUM, type SourceLine, type TextLine } from '../types.ts';
import type { Stage } from './stage.ts';

/**
 * Errata and editorial notes from `overrides.yaml`. The source file stays as
 * received; an erratum names the line and the text as it stands there, so one
 * whose wrong text is not on that line (the source changed, or a wrong line
 * number) is an error, never silently skipped.
 */
export function checkErrata(file: string, lines: SourceLine[], errata: Erratum[], notes: EditorNote[]): void {
  const at = (n: number) => lines[n - 1]?.text;
  for (const e of errata.filter((x) => x.file === file)) {
    if (!at(e.line)?.includes(e.wrong)) throw new IngestError(`stale erratum in overrides.yaml: «${e.wrong}» is not on this line`, file, e.line);
  }
  for (const n of notes.filter((x) => x.file === file)) {
    if (!at(n.line)?.includes(n.after)) throw new IngestError(`stale editorial note in overrides.yaml: «${n.after}» is not on this line`, file, n.line);
  }
}

/** Errata whose file is not among the sources: also stale. */
export function checkErrataFiles(files: string[], errata: Erratum[], notes: EditorNote[], overridesFile: string): void {
  const missing = [...errata, ...notes].find((e) => !files.includes(e.file));
  if (missing) throw new IngestError(`an erratum or note names ${missing.file}, which is not a source`, overridesFile);
  // The site finds what the source had by the corrected text: one right text, one wrong text.
  const clash = errata.find((e) => errata.some((o) => o.right === e.right && o.wrong !== e.wrong));
  if (clash) throw new IngestError(`two errata correct different texts to «${clash.right}»: make the right texts distinct (add a word)`, overridesFile);
}

/**
 * The stage: on the text line that holds each named source line, the wrong text
 * becomes the right one, wrapped in ERRATUM marks; a note goes after its words,
 * wrapped in EDITOR_NOTE marks. Runs last, on the normalized text.
 */
export function applyErrata(errata: Erratum[], notes: EditorNote[]): Stage {
  return (input) => {
    const lines = input.map((l): TextLine => {
      const mine = errata.filter((e) => e.file === l.file && l.lines.includes(e.line));
      const myNotes = notes.filter((n) => n.file === l.file && l.lines.includes(n.line));
      if (!mine.length && !myNotes.length) return l;
      let text = l.text;
      for (const e of mine) text = replaceOnce(text, e.wrong, `${ERRATUM}${e.right}${ERRATUM}`, l.file, e.line);
      for (const n of myNotes) text = replaceOnce(text, n.after, `${n.after}${EDITOR_NOTE}${n.note}${EDITOR_NOTE}`, l.file, n.line);
      return { ...l, text };
    });
    return { lines, drops: [], cleans: [] };
  };
}

function replaceOnce(text: string, find: string, by: string, file: string, line: number): string {
  const at = text.indexOf(find);
  if (at < 0) throw new IngestError(`erratum or note «${find}»: the text is on this line of the source but not in its cleaned text (write it as it reads after cleaning)`, file, line);
  return text.slice(0, at) + by + text.slice(at + find.length);
}
