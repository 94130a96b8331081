/**
 * The place a reader is reading, from where the places of a page begin on the screen (px from
 * the top of the viewport, in the page's order): the last one begun at or above the top, or
 * within a small band below it (a heading just under the top edge, where a link to it lands) —
 * not one begun further down, which the reader has not reached yet. Undefined where none has
 * begun (the top of the page). Plain TypeScript: src/scripts/place-read.ts measures the page.
 */
export interface PlaceTop {
  readonly id: string;
  readonly top: number;
}

export function placeRead(places: readonly PlaceTop[], band: number): string | undefined {
  return places.filter((p) => p.top <= band).at(-1)?.id;
}
