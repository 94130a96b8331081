/**
 * Site-wide enhancement of the header: "/" focuses the search box (unless typing in a
 * field), opening it first where it is a popover (phones). The popover's field gets
 * `autofocus` here (in the HTML it would take the focus at load on a desktop, where the box
 * stands in the header's row): opening the popover then focuses it within the tap itself, which
 * iOS needs to show the keyboard (a focus from the popover's toggle event comes too late).
 * The language link keeps the reader's place (the fragment and the query: the anchors, the
 * reading view and a demo's state are the same in both languages; with no fragment, the law
 * section or commentary paragraph being read).
 * All of it works as plain popovers and links without this.
 */
const box = document.querySelector<HTMLElement>('.site-header .search-box[popover]');
const field = () => document.querySelector<HTMLInputElement>('#search-q, [data-search-input]');
box?.querySelector('input')?.setAttribute('autofocus', '');

// The language link keeps the place: set when followed (a demo and the reading view change the
// query with history.replaceState, which fires no event).
const langLink = document.querySelector<HTMLAnchorElement>('.lang-switch');
langLink?.addEventListener('click', () => {
  langLink.href = langLink.href.split(/[?#]/u)[0] + location.search + (location.hash || placeRead() || lastRead);
});

// The header scrolls away with the page: to reach the link the reader goes back up, so the place
// is the one where the reading last rested (a pause in the scrolling), not the top reached on the way.
let lastRead = '';
let resting: ReturnType<typeof setTimeout> | undefined;
if (document.querySelector('article.law')) {
  addEventListener(
    'scroll',
    () => {
      clearTimeout(resting);
      resting = setTimeout(() => (lastRead = placeRead() || lastRead), 250);
    },
    { passive: true },
  );
}

/**
 * With no fragment, the place read on a law page: the last law section or commentary paragraph
 * begun above the upper fifth of the screen (the anchors are the same in both languages).
 * Nothing at the top of the page, before the first of them.
 */
function placeRead(): string {
  const line = innerHeight / 5;
  let read = '';
  let best = -Infinity;
  for (const unit of document.querySelectorAll<HTMLElement>('.law-section[data-anchor], .para[data-anchor]')) {
    const top = unit.getBoundingClientRect().top;
    // Later in the page wins a tie: a subsection begins where its section does.
    if (top <= line && top >= best && unit.getClientRects().length > 0) [best, read] = [top, unit.dataset.anchor ?? read];
  }
  return read && scrollY > 0 ? `#${encodeURIComponent(read).replace(/%2E/giu, '.')}` : '';
}

document.addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/u.test(target.tagName))) return;
  const input = field();
  if (!input) return;
  e.preventDefault();
  // On phones the header's box is a closed popover: open it first.
  if (box && input.closest('[popover]') === box && !box.checkVisibility()) box.showPopover();
  input.focus();
});
