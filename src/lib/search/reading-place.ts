/**
 * The one place a sharp reading names. Where a situation reader has read the query as a case that one paragraph rules on
 * (a penalty that could be met and was not: 59.5; still on lead after a restriction that could not be met: 59.4; declarer's
 * play on what his own retracted lead told him: 55C; a void told and the card found: 61.1), its words stand in the query read
 * (the page's strings, search.play.*), and that paragraph comes first among the places found: an outcome page holding the same
 * words (a penalty card's, a premature play's) came first for new writers' stories. On the committed queries their paragraph
 * was among the accepted answers every time these readings fired (82 of 82), and the first of them 74 times. A reading of several places (the unable case: 59.1, 59.2, 57.6) names none.
 * Plain TypeScript.
 */

/** Each sharp reading's words (search.play.*) and the local id of the paragraph it names. */
export const READING_PLACES = { notComplied: '59.5', unableAgain: '59.4', declarerInformed: '55C', unableButHeld: '61.1' } as const;

type ReadingWords = Partial<Record<keyof typeof READING_PLACES, string>>;

/** The local id of the paragraph the query read names, or null: the first sharp reading whose words it holds. */
export function placeOfReading(read: string, words: ReadingWords | undefined): string | null {
  if (!words) return null;
  for (const [key, id] of Object.entries(READING_PLACES) as [keyof typeof READING_PLACES, string][]) {
    const w = words[key];
    if (w && read.includes(w)) return id;
  }
  return null;
}

/** The places with the one the reading names first, where they hold it (`#59.5`); else as they were. */
export function readingFirst<T extends { href: string }>(places: readonly T[], id: string | null): T[] {
  const at = id === null ? -1 : places.findIndex((p) => p.href.endsWith(`#${id}`));
  return at <= 0 ? [...places] : [places[at]!, ...places.slice(0, at), ...places.slice(at + 1)];
}
