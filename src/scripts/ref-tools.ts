/**
 * The menu of link choices of a law page (#ref-menu, RefMenu.astro): the «⋯» button of a place
 * opens it (a popover: the browser opens and dismisses it). This module only listens; what fills,
 * places and copies (ref-menu.ts) is loaded on the way to a «⋯» button (the pointer over it, the
 * focus on it) or at the first click, so a page that is only read does not pay for it. Loaded
 * before the click, it fills the menu as it opens; loaded by the click, as soon as it arrives.
 */
// Vite wraps a dynamic import in its preload helper, a module of 0.7 KB that every law page would fetch for it;
// what this one loads has nothing to preload ahead (no style), so calling the import is all it needs (as site.ts).
const __vitePreload = (load: () => Promise<unknown>) => load();
export {}; // a module: its own __vitePreload, not the page's global one
type Menu = typeof import('./ref-menu.ts');
let tools: Promise<Menu> | undefined;
const use = (f: (m: Menu) => void): void => void (tools ??= import('./ref-menu.ts')).then(f);

const menu = document.getElementById('ref-menu');
if (menu) {
  const warm = (e: Event) => {
    if (e.target instanceof Element && e.target.closest('ref-tools')) use(() => {});
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  // The button that opens the menu is known from its click, which comes before the popover opens.
  document.addEventListener('click', (e) => {
    const el = e.target instanceof Element ? e.target : null;
    const button = el?.closest<HTMLElement>('ref-tools .tools-open');
    const id = button?.closest<HTMLElement>('ref-tools')?.dataset.id;
    if (button && id) use((m) => m.choose(id, button));
    const copy = el?.closest<HTMLButtonElement>('#ref-menu button[data-copy]');
    if (copy) use((m) => void m.copy(copy));
  });
}
