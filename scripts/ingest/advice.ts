/**
 * What a warning tells a person to do, in one syntax: the override to add, written as it is
 * written in the overrides file of the sources' folder (`--in`), which the warning names.
 */

/** Where the overrides live when the caller does not say (`npm run ingest` without `--in`). */
export const DEFAULT_OVERRIDES_PATH = 'content/sources/overrides.yaml';

/** `fragments: [{ file: "a.txt", startsWith: "…", paragraph: "N.M", why: "…" }]` */
export function fragmentOverride(file: string, startsWith: string): string {
  return `fragments: [{ file: ${JSON.stringify(file)}, startsWith: ${JSON.stringify(startsWith)}, paragraph: "N.M", why: "…" }]`;
}

/** `keep: [{ file: "a.txt", startsWith: "…", why: "…" }]` */
export function keepOverride(file: string, startsWith: string): string {
  return `keep: [{ file: ${JSON.stringify(file)}, startsWith: ${JSON.stringify(startsWith)}, why: "…" }]`;
}

/** The one warning for a piece dropped as no commentary: where it starts, what it is, and the override that keeps it. */
export function notCommentaryWarning(at: { file: string; line: number }, what: string, opening: string, overridesPath: string): string {
  return `${at.file}:${at.line}: dropped as not commentary (${what}); to keep it, add to ${overridesPath}: ${keepOverride(at.file, opening)}`;
}

/** `errata: [{ file: "a.txt", line: 12, wrong: "63.4.", right: "…" }]` */
export function erratumOverride(file: string, line: number, wrong: string): string {
  return `errata: [{ file: ${JSON.stringify(file)}, line: ${line}, wrong: ${JSON.stringify(wrong)}, right: "…" }]`;
}

/** A paragraph number that jumps to another law or back, read as that paragraph: what was read, and the erratum that reads it otherwise. */
export interface NumberJump {
  /** Where the number stands (its page file and line). */
  at: { file: string; line: number };
  /** The paragraph read (`63.4`), the one before it (`61.4`), and the number as printed (`63.4.`). */
  id: string;
  after: string;
  printed: string;
}

/** The one warning for a number that jumps: read as the paragraph it names; a misprinted number is an erratum. */
export function numberJumpWarning({ at, id, after, printed }: NumberJump, overridesPath: string): string {
  const [law] = id.split('.');
  const what =
    law === after.split('.')[0]
      ? `the numbering goes back from ${after} to ${id}: read as paragraph ${id} (a repeated copy, or a lost law heading before it)`
      : `${id} follows ${after} without the heading «Правило ${law}.»: read as paragraph ${id} of Law ${law} (a missing page or a lost heading line), the text before it marked cut where it breaks off`;
  return `${at.file}:${at.line}: ${what}; if «${printed}» is a misprint, add to ${overridesPath}: ${erratumOverride(at.file, at.line, printed)}`;
}

/** The opening words of a piece, as its override would quote them. */
export const openingOf = (text: string, words = 6): string => text.trim().split(/\s+/u).slice(0, words).join(' ');

/** What a piece that is not commentary looks like: a list of entries with page or paragraph numbers, or site furniture. */
export function notCommentary(text: string): string | undefined {
  const words = text.match(/\p{L}[\p{L}-]*/gu) ?? [];
  const numbers = text.match(/\d+/gu) ?? [];
  // Sentences of running text end with a full stop and go on with a capital; entries do not.
  const sentences = (text.match(/\p{Ll}[.!?]\s+\p{Lu}|\p{Ll}[.!?]$/gu) ?? []).length;
  if (words.length >= 4 && numbers.length * 3 >= words.length && sentences * 8 < words.length) return 'a table of contents or an index (entries with numbers)';
  return undefined;
}
