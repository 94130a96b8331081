import { placeRead, spotAt, spotTop, type Spot } from '../lib/site/place-read.ts';

/**
 * The language link keeps the reader's place: the query (a demo's state, the reading view) and the
 * place read — where the reading last rested (`scrollend`) for a second or more, not the moments the page
 * stops on the way back up to the header's link; else where it rested longest; or where the page stands
 * when the link is followed if it has moved since (a fling still running) — as its fragment, or the address's own
 * fragment while the place it names is still on the screen. The anchors, the reading view and a
 * demo's state are the same in both languages. The places are the units a law page lists
 * (`data-anchor`), or on other pages every element of the main text with an id, except form fields,
 * popovers and what stays on the screen while the text scrolls under it (a demo's sticky ruling);
 * above the first place (the reader going back up to the header's link) the place before stands.
 * The fragment lands the place at the top of the screen; past that, the spot read — the middle of
 * the screen, between the two elements with ids around it — goes with the link in the session's
 * storage, and the page reached puts the same spot at the middle of its screen (a long place, a
 * glossary sorted otherwise, a case longer than the screen: what the reader was reading stays in view).
 * Loaded by src/scripts/site.ts once the page has loaded; the link then carries `data-keeps-place`.
 */
const STAYS = new Set(['sticky', 'fixed']);

/** Every element of the main text with an id, but form fields, popovers and what stays on the screen. */
const ided = () =>
  [...document.querySelectorAll<HTMLElement>('main [id]')]
    .filter((el) => !el.matches('input, select, textarea, button, [popover], [popover] *') && !stays(el))
    .map((el) => ({ id: el.id, el }));

function places(): { id: string; el: Element }[] {
  const units = [...document.querySelectorAll<HTMLElement>('main [data-anchor]')];
  return units.length > 0 ? units.map((el) => ({ id: el.dataset.anchor!, el })) : ided();
}

const KEY = 'place-read';
/** Where the page ends, px from the top of the viewport. */
const end = () => document.documentElement.scrollHeight - scrollY;
const boxes = (list: { id: string; el: Element }[]) =>
  list.filter(({ el }) => el.getClientRects().length > 0).map(({ id, el }) => {
    const { top, bottom } = el.getBoundingClientRect();
    return { id, top, bottom };
  });

/** The spot at the middle of the screen. */
const spotRead = () => spotAt(boxes(ided()), innerHeight / 2, end());

/** Put the spot the link brought at the middle of the screen; the fragment stands where it cannot. */
function bringSpot(): void {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!kept) return;
  // For the page the link led to, just now: not for a later visit after a switch that never arrived (offline).
  const { path, at, spot } = JSON.parse(kept) as { path: string; at: number; spot: Spot };
  if (path !== location.pathname || !(Date.now() - at < 30_000)) return;
  const y = spotTop(spot, (id) => document.getElementById(id)?.getBoundingClientRect(), end());
  if (y !== undefined) scrollBy(0, y - innerHeight / 2);
}
try {
  bringSpot();
} catch {
  // No storage (a private window) or a value not ours: the fragment stands.
}

/** Whether an element, or a box around it inside main, stays on the screen while the text scrolls. */
function stays(el: Element): boolean {
  for (let e: Element | null = el; e && e.id !== 'main'; e = e.parentElement) if (STAYS.has(getComputedStyle(e).position)) return true;
  return false;
}

/** The element the address's fragment names (its unit on a law page), if any. */
function named(): Element | null {
  const id = decodeURIComponent(location.hash.slice(1));
  const el = id ? document.getElementById(id) : null;
  return el?.closest('[data-anchor]') ?? el;
}

/**
 * The place read as a fragment (`#63.5`); '' while the fragment's own place (`target`, its box) is
 * on the screen; else the one before.
 */
function placeOnScreen(before: string, target: DOMRect | undefined): string {
  if (target && target.bottom > 0 && target.top < innerHeight) return '';
  // The band below the top: about two lines of text (a link lands a heading 1rem under the edge).
  const band = 3 * parseFloat(getComputedStyle(document.documentElement).fontSize);
  const id = placeRead(boxes(places()), band);
  return id === undefined ? before : `#${id}`;
}

const link = document.querySelector<HTMLAnchorElement>('.lang-switch');
/** A rest of the reading: the place read then, where the page stood, when it came to rest and when it moved on. */
interface Rest {
  readonly rested: string;
  readonly spot: Spot | undefined;
  readonly y: number;
  readonly from: number;
  until?: number;
}
/**
 * How long a rest lasts to be reading: going back up to the header's link in several drags rests
 * on the way for a moment each (probe round 9), reading rests longer.
 */
const READ_MS = 1000;
const rests: Rest[] = [];
/** Take the place read where the page stands now; not at the top (the reader gone up to the header's link). */
function take(): void {
  const last = rests.at(-1);
  if (scrollY <= 0 || (last && last.until === undefined && last.y === scrollY)) return;
  const target = named()?.getBoundingClientRect();
  const before = rests.at(-1)?.rested ?? '';
  // The address's own place begun on the screen is the place read: its fragment lands it, no spot moves it.
  // (A fragment lands it at the top, or a fraction of a px above: layout is in fractions.)
  rests.push({ rested: placeOnScreen(before, target), spot: target && target.top > -2 && target.top < innerHeight ? undefined : spotRead(), y: scrollY, from: Date.now() });
  if (rests.length > 20) rests.shift();
}
/** The rest read: the last that lasted a reading's while, else the longest (the last of equals). */
function read(now: number): Rest | undefined {
  const lasted = (r: Rest) => (r.until ?? now) - r.from;
  for (let i = rests.length - 1; i >= 0; i--) if (lasted(rests[i]!) >= READ_MS) return rests[i];
  return rests.reduce<Rest | undefined>((best, r) => (!best || lasted(r) >= lasted(best) ? r : best), undefined);
}
// A rest begins at scrollend, or where the page has stood for a moment: a touch that stops a fling may end it
// with no scrollend, and Safari has none.
let pause: ReturnType<typeof setTimeout> | undefined;
addEventListener(
  'scroll',
  () => {
    const last = rests.at(-1);
    if (last && last.until === undefined) last.until = Date.now();
    clearTimeout(pause);
    pause = setTimeout(take, 150);
  },
  { passive: true },
);
addEventListener('scrollend', take);
// Set when followed: a demo and the reading view change the query with history.replaceState, which fires no event.
link?.addEventListener('click', (e) => {
  // Followed while the page still moves (a fling on a phone runs on for a second or more after the finger has left,
  // several screens on a long page; the link is followed from the menu or by script): what is on the screen now is
  // the place read, not where the page last came to rest, screens away.
  const last = rests.at(-1);
  const moving = scrollY > 0 && (!last || last.until !== undefined || scrollY !== last.y);
  if (moving) take();
  const r = moving ? rests.at(-1) : read(Date.now());
  const path = link.href.split(/[?#]/u)[0]!;
  link.href = path + location.search + (r?.rested || location.hash);
  if (r?.spot) sessionStorage.setItem(KEY, JSON.stringify({ path: new URL(path).pathname, at: Date.now(), spot: r.spot }));
  // The page is left where it was read, not at the header the reader went up to for the link: Back
  // returns there (the browser keeps the place a page is left at). Not for a link opened elsewhere.
  if (r && r.y > 0 && e.button === 0 && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) scrollTo({ top: r.y, behavior: 'instant' });
});
link?.setAttribute('data-keeps-place', '');
