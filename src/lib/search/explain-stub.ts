/**
 * An id whose text is not loaded (64B6, 62C2) lands on a stub that only says so: the paragraph
 * that explains the id comes first, then the stub and the id's concordance row. Plain TS, loaded
 * with the query reader (not with the search page).
 */

interface Item {
  href: string;
  kind: string;
}

/** Law text and commentary explain an id; outcomes, glossary rows and concordance rows do not. */
export const explaining = (i: { kind: string }): boolean => i.kind === 'commentary' || i.kind === 'law';

/**
 * The anchor to search for instead of the id: when the id lands on another place's stub (63A1 on
 * 63A) and no paragraph cites the id itself, the paragraphs citing the stub's place explain it.
 */
export function searchInstead(localId: string, landing: string, isStub: boolean, hits: readonly { kind: string }[]): string | null {
  return isStub && landing !== localId && !hits.some(explaining) ? landing : null;
}

/**
 * The items in the order shown: the explaining place first when the id lands on a stub (of
 * those found through the stub's place, one of the id's own law page first: its commentary
 * explains its sections), then the offered places, then the rest.
 */
export function explainedFirst<T extends Item>(goto: readonly T[], places: readonly T[], isStub: boolean, bySection: boolean): T[] {
  const page = (href: string) => href.split('#')[0];
  const own = bySection ? places.findIndex((p) => explaining(p) && page(p.href) === page(goto[0]!.href)) : -1;
  const k = own >= 0 ? own : isStub ? places.findIndex(explaining) : -1;
  return k >= 0 ? [places[k]!, ...goto, ...places.filter((_, j) => j !== k)] : [...goto, ...places];
}
