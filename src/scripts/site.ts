/**
 * Site-wide enhancement of the header: "/" focuses the search box (unless typing in a
 * field), opening it first where it is a popover (phones); the phone's search popover
 * puts the cursor in its field when it opens. Both work as plain popovers without this.
 */
const box = document.querySelector<HTMLElement>('.site-header .search-box[popover]');
const field = () => document.querySelector<HTMLInputElement>('#search-q, [data-search-input]');

box?.addEventListener('toggle', (e) => {
  if ((e as ToggleEvent).newState === 'open') box.querySelector('input')?.focus();
});

document.addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/u.test(target.tagName))) return;
  const input = field();
  if (!input) return;
  e.preventDefault();
  // On phones the header's box is a closed popover: open it (its toggle handler focuses the field).
  if (box && input.closest('[popover]') === box && !box.checkVisibility()) box.showPopover();
  else input.focus();
});
