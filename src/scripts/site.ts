/** Site-wide enhancement: "/" focuses the header search box (unless typing in a field). */
document.addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/u.test(target.tagName))) return;
  const box = document.querySelector<HTMLInputElement>('#search-q, [data-search-input]');
  if (!box) return;
  e.preventDefault();
  box.focus();
});
