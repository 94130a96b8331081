/**
 * <view-switch>: read a law page in Russian, in English, or both (side by side on
 * a wide screen, stacked on a phone). The choice sticks (localStorage) and can be
 * carried in the URL (?view=side). Without JavaScript the page shows its own language.
 * The choices are in the server's HTML (hidden only where scripts are off), and the
 * view is read before the first paint (public/theme.js): this keeps them in step.
 *
 * The page carries only its own language. The other one comes from `alt.json` beside
 * the page (precached, so offline too) the first time a view needs it; each `.bi[data-alt]`
 * gets its text. While a stored view waits for it, theme.js has set `data-alt-wait` on
 * <html>, which keeps the texts hidden (law.css, at most 3 s), so nothing moves when they come.
 */
const VIEWS = ['ru', 'en', 'side', 'stack'] as const;
type View = (typeof VIEWS)[number];
const KEY = 'view';
const isView = (v: string | null): v is View => VIEWS.includes(v as View);

/** Fetch the other language's texts once and put each beside its own; false when they could not come. */
let loading: Promise<boolean> | null = null;
function loadAltTexts(): Promise<boolean> {
  loading ??= fetch(new URL('alt.json', location.href))
    .then((r) => (r.ok ? (r.json() as Promise<Record<string, { html: string; lang: string }>>) : Promise.reject(new Error(String(r.status)))))
    .then((texts) => {
      for (const bi of document.querySelectorAll<HTMLElement>('.bi[data-alt]')) {
        const alt = texts[bi.dataset.alt ?? ''];
        const own = bi.firstElementChild;
        if (!alt || !own || bi.querySelector(':scope > .alt')) continue;
        const div = document.createElement('div');
        div.className = `${own.classList[0] ?? ''} alt`;
        div.lang = alt.lang;
        div.dataset.tl = alt.lang;
        div.dataset.pagefindIgnore = '';
        div.innerHTML = alt.html; // this site's own rendered HTML (rehype-harden), same origin
        bi.append(div);
      }
      return true;
    })
    .catch(() => {
      loading = null; // try again on the next choice
      return false;
    });
  return loading;
}

class ViewSwitch extends HTMLElement {
  connectedCallback(): void {
    const select = this.querySelector('select');
    if (!select) return;
    const fromUrl = new URLSearchParams(location.search).get(KEY);
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(KEY);
    } catch {
      /* private mode */
    }
    const pageLang = document.documentElement.lang;
    const initial = isView(fromUrl) ? fromUrl : isView(stored) ? stored : pageLang;
    this.apply(initial, false);
    select.addEventListener('change', () => {
      const value = select.value;
      if (!isView(value)) return;
      try {
        localStorage.setItem(KEY, value);
      } catch {
        /* private mode */
      }
      this.apply(value, true);
    });
  }

  /**
   * The English column says it is an unofficial translation (the footer's line, first in the
   * column): on a Russian page wherever English shows, on an English page beside the Russian.
   */
  private label(view: string): void {
    const note = document.querySelector('.tl-note')?.firstChild?.textContent?.trim();
    if (!note) return;
    const both = view === 'side' || view === 'stack';
    for (const col of document.querySelectorAll<HTMLElement>('.bi > [data-tl="en"]')) {
      const want = both || col.classList.contains('alt');
      const has = col.firstElementChild?.classList.contains('tl-label');
      if (want && !has) col.prepend(Object.assign(document.createElement('p'), { className: 'note tl-label', textContent: note }));
      else if (!want && has) col.firstElementChild!.remove();
    }
  }

  private apply(view: string, updateUrl: boolean): void {
    const select = this.querySelector('select');
    if (select && isView(view)) select.value = view;
    const root = document.documentElement;
    root.setAttribute('data-view', view);
    const status = this.querySelector('output');
    this.label(view);
    if (view === root.lang) root.removeAttribute('data-alt-wait');
    else
      void loadAltTexts().then((ok) => {
        this.label(view);
        root.removeAttribute('data-alt-wait');
        if (status) status.textContent = ok ? '' : (this.dataset.failed ?? '');
      });
    if (updateUrl) {
      const url = new URL(location.href);
      url.searchParams.set(KEY, view);
      history.replaceState(history.state, '', url);
    }
  }
}

if (!customElements.get('view-switch')) customElements.define('view-switch', ViewSwitch);
