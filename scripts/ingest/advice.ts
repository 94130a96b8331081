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
