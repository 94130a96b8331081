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

/**
 * A spot on the screen, carried across the language switch: the place begun last at or above a
 * line of the screen, and how far (0–1) the line stands into it — into its own box while the line
 * is inside it, else into the run to the place begun first below the line (none past the last: the
 * page's end). Texts differ in length between the languages, so the spot is a share of a place both
 * pages have, not a distance in px; and a list sorted otherwise in the other language (a glossary)
 * keeps the entry read, as its own box does not depend on what follows it. `run` is the run here,
 * px, for a page that shows the two in another order.
 */
export interface Spot {
  readonly from: string;
  /** The place the run goes to; undefined: `from`'s own box, or the page's end past the last place. */
  readonly to?: string;
  readonly own: boolean;
  readonly part: number;
  readonly run: number;
}

export interface PlaceBox extends PlaceTop {
  readonly bottom: number;
}

/** The spot at `line` (px from the top of the viewport); `end`: where the page ends, px from the same top. */
export function spotAt(places: readonly PlaceBox[], line: number, end: number): Spot | undefined {
  let from: PlaceBox | undefined;
  let to: PlaceBox | undefined;
  for (const p of places) {
    if (p.top <= line) {
      if (from === undefined || p.top >= from.top) from = p;
    } else if (to === undefined || p.top < to.top) to = p;
  }
  if (from === undefined) return undefined;
  const own = line < from.bottom;
  const run = Math.max((own ? from.bottom : (to?.top ?? end)) - from.top, 1);
  const part = Math.min((line - from.top) / run, 1);
  return { from: from.id, ...(!own && to && { to: to.id }), own, part, run };
}

/**
 * Where the spot stands on this page, px from the top of the viewport, from the boxes of its places
 * here (undefined where this page has no such place); undefined without its first place.
 */
export function spotTop(spot: Spot, box: (id: string) => { top: number; bottom: number } | undefined, end: number): number | undefined {
  const from = box(spot.from);
  if (from === undefined) return undefined;
  const to = spot.own ? from.bottom : spot.to === undefined ? end : box(spot.to)?.top;
  const run = to !== undefined && to > from.top ? to - from.top : spot.run;
  return from.top + spot.part * run;
}
