/**
 * Site-wide enhancement of the header: "/" focuses the search box (unless typing in a
 * field), opening it first where it is a popover (phones). The popover's field gets
 * `autofocus` here (in the HTML it would take the focus at load on a desktop, where the box
 * stands in the header's row): opening the popover then focuses it within the tap itself, which
 * iOS needs to show the keyboard (a focus from the popover's toggle event comes too late).
 * The language link keeps the reader's place (./place-read.ts, loaded after the page: the query,
 * and the fragment or the place read).
 * All of it works as plain popovers and links without this.
 */
const box = document.querySelector<HTMLElement>('.site-header .search-box[popover]');
const field = () => document.querySelector<HTMLInputElement>('#search-q, [data-search-input]');
box?.querySelector('input')?.setAttribute('autofocus', '');

// The language link keeps the place (./place-read.ts): loaded once the page has loaded, not with it.
// Vite wraps a dynamic import in its preload helper, a module of 0.7 KB of its own that most pages
// would load for this alone; this module has nothing to preload, so calling the import is all it
// needs (Vite leaves its helper out of a module that defines this name).
const __vitePreload = (load: () => Promise<unknown>) => load();
addEventListener('load', () => void import('./place-read.ts'), { once: true });

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
