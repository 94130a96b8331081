/**
 * Law pages: a fragment that is no anchor here — `#63а4` typed with a Cyrillic
 * letter, `#63a4`, `#63A9`, `#61.5` on law 63's page — is read as a reference and
 * the page moves to its place, in place of the history entry. The reference parser
 * is loaded only then, so ordinary visits do not pay for it.
 */
// Vite wraps a dynamic import in its preload helper, a module of 0.7 KB that every law page would fetch for it;
// what this one loads has nothing to preload ahead (no style), so calling the import is all it needs (as site.ts).
const __vitePreload = (load: () => Promise<unknown>) => load();
export {}; // a module: its own __vitePreload, not the page's global one
async function land(): Promise<void> {
  let fragment: string;
  try {
    fragment = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // a malformed escape: nothing to read
  }
  const article = document.querySelector<HTMLElement>('article.law[data-law]');
  if (fragment === '' || !article || document.getElementById(fragment)) return;
  const { landingFor } = await import('../lib/site/landing.ts');
  const lang = document.documentElement.lang === 'en' ? 'en' : 'ru';
  const path = location.pathname;
  const base = path.slice(0, path.lastIndexOf(`${lang}/laws/`));
  const anchors = new Set([...document.querySelectorAll('[id]')].map((el) => el.id));
  const target = landingFor(fragment, { law: Number(article.dataset.law), lang, base, anchors });
  // The law's own page with no anchor found: stay, rather than reload it.
  if (target && target !== path) location.replace(target);
}

void land();
addEventListener('hashchange', () => void land());
