/**
 * Previews of cited text and of glossary terms. Hovering or focusing a cross-reference
 * (`a.ref`) or a glossary term (`dfn[data-term]`) shows a preview: the start of the cited
 * paragraph or subsection with «Открыть →», or the term's English with a link to its row of
 * the glossary. On touch, a tap opens the preview (its link goes on); Escape closes it. The
 * preview opens below its link, or above it where the window has no room below.
 * This module only listens; the preview itself is loaded at its first use
 * (ref-preview-tip.ts), so a page that is only read does not pay for it. Without
 * JavaScript, references are plain links and a term shows its English on hover or focus.
 */
// Vite wraps a dynamic import in its preload helper, a module of 0.7 KB that every law page would fetch for it;
// what this one loads has nothing to preload ahead (no style), so calling the import is all it needs (as site.ts).
const __vitePreload = (load: () => Promise<unknown>) => load();
export {}; // a module: its own __vitePreload, not the page's global one
type Tip = typeof import('./ref-preview-tip.ts');
let tip: Promise<Tip> | undefined;
const use = (f: (m: Tip) => void): void => void (tip ??= import('./ref-preview-tip.ts')).then(f);

const target = (e: Event): HTMLElement | null => (e.target instanceof Element ? e.target.closest<HTMLElement>('a.ref, dfn[data-term]') : null);

// Hovering is a mouse's: the mouse events a touch screen makes up around a tap would close what the tap opened.
document.addEventListener('pointerover', (e) => {
  const t = target(e);
  if (t && e.pointerType === 'mouse') use((m) => m.schedule(t, 250));
});
document.addEventListener('pointerout', (e) => {
  if (target(e) && e.pointerType === 'mouse') use((m) => m.leave(e.relatedTarget));
});
document.addEventListener('focusin', (e) => {
  const t = target(e);
  if (t || tip) use((m) => (t ? m.schedule(t, 0) : m.blur(e.target)));
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && tip) use((m) => m.hide());
});
document.addEventListener('click', (e) => {
  const t = target(e);
  // Touch: a tap on a reference opens its preview, whose «Открыть →» goes on (a second tap on the reference too).
  if (t instanceof HTMLAnchorElement && (e as PointerEvent).pointerType === 'touch') {
    e.preventDefault();
    use((m) => m.tap(t));
  }
});
