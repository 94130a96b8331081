/**
 * The place a reader is reading, from where the places of a page begin on the screen (px from
 * the top of the viewport, in the page's order): the one begun last on the screen at or above the
 * top, or within a small band below it (a heading just under the top edge, where a link to it
 * lands) — not one begun further down, which the reader has not reached yet. On the screen, not in
 * the page's order: a layout may show a part before the one it follows (a demo's ruling above its
 * form on a phone); of places begun at the same height, the later in the page's order. Undefined
 * where none has begun (the top of the page). Plain TypeScript: src/scripts/place-read.ts measures
 * the page.
 */
export interface PlaceTop {
  readonly id: string;
  readonly top: number;
}

export function placeRead(places: readonly PlaceTop[], band: number): string | undefined {
  let read: PlaceTop | undefined;
  for (const p of places) if (p.top <= band && (read === undefined || p.top >= read.top)) read = p;
  return read?.id;
}
