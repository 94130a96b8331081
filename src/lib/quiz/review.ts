/**
 * Spaced repetition for the quiz (Leitner boxes), kept on the device only. Pure functions over
 * a plain record, so the browser stores it in localStorage and the tests run it in Node.
 *
 * A wrong answer puts the question in box 0, due at once (it comes back in review, also after
 * a reload); a right answer in review moves it up one box, due after INTERVALS[box] days;
 * past the last box it leaves the review. A right answer outside review changes nothing.
 */
export type ReviewState = Record<string, readonly [box: number, due: number]>;

export const DAY = 24 * 60 * 60 * 1000;
/** Days until a question in box 1, 2, 3 is due again. */
export const INTERVALS = [0, 1, 3, 7] as const;

export function record(state: ReviewState, id: string, right: boolean, now: number): ReviewState {
  const next = { ...state };
  const cur = state[id];
  if (!right) next[id] = [0, now];
  else if (cur) {
    const box = cur[0] + 1;
    if (box >= INTERVALS.length) delete next[id];
    else next[id] = [box, now + INTERVALS[box]! * DAY];
  }
  return next;
}

/** The ids due now, the longest overdue first. */
export function due(state: ReviewState, now: number): string[] {
  return Object.entries(state)
    .filter(([, [, d]]) => d <= now)
    .sort((a, b) => a[1][1] - b[1][1])
    .map(([id]) => id);
}

/** A stored value read back: anything malformed is dropped, never thrown. */
export function parseReview(text: string | null): ReviewState {
  try {
    const v: unknown = JSON.parse(text ?? '{}');
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    const out: ReviewState = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      if (Array.isArray(x) && Number.isInteger(x[0]) && typeof x[1] === 'number') out[k] = [x[0] as number, x[1] as number];
    return out;
  } catch {
    return {};
  }
}

/** Questions in an exam: the default, and the sizes a reader may choose. */
export const EXAM_SIZE = 10;
export const EXAM_SIZES: readonly number[] = [10, 20, 40];

/**
 * An exam of `size` questions drawn from `pool` at random, area by area in turn (each area’s
 * questions shuffled), so that one large area does not fill the exam; fewer if the pool is smaller.
 * Questions in `recent` (answered lately, the newest last: see `remember`) are left out while
 * the rest of the pool suffices; when it does not, the least recently answered of them fill the exam.
 */
export function examOf<Q extends { readonly id: string; readonly area: string }>(
  pool: readonly Q[],
  size: number,
  random: () => number = Math.random,
  recent: readonly string[] = [],
): Q[] {
  const seen = new Map(recent.map((id, i) => [id, i]));
  const out = drawByArea(pool.filter((q) => !seen.has(q.id)), size, random);
  const old = pool.filter((q) => seen.has(q.id)).sort((a, b) => seen.get(a.id)! - seen.get(b.id)!);
  return [...out, ...old.slice(0, Math.max(0, size - out.length))];
}

function drawByArea<Q extends { readonly area: string }>(pool: readonly Q[], size: number, random: () => number): Q[] {
  const byArea = new Map<string, Q[]>();
  for (const q of pool) byArea.set(q.area, [...(byArea.get(q.area) ?? []), q]);
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  };
  const decks = shuffle([...byArea.values()].map(shuffle));
  const out: Q[] = [];
  while (out.length < size && decks.some((d) => d.length > 0)) for (const d of decks) if (d.length > 0 && out.length < size) out.push(d.pop()!);
  return out;
}

/** How many answered questions the device remembers, so that an exam skips them. */
export const RECENT = 200;

/** The list of recently answered ids with `id` moved to its end (the newest), at most `cap` long. */
export function remember(recent: readonly string[], id: string, cap: number = RECENT): string[] {
  return [...recent.filter((x) => x !== id), id].slice(-cap);
}

/** A stored list read back: anything but an array of strings is dropped, never thrown. */
export function parseRecent(text: string | null): string[] {
  try {
    const v: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-RECENT) : [];
  } catch {
    return [];
  }
}
