/**
 * <view-switch>: read a law page in Russian, in English, or both (side by side on
 * a wide screen, stacked on a phone). The choice sticks (localStorage) and can be
 * carried in the URL (?view=side). Without JavaScript the page shows its own language.
 * The choices are in the server's HTML (hidden only where scripts are off), and the
 * view is read before the first paint (public/theme.js): this only keeps them in step.
 */
const VIEWS = ['ru', 'en', 'side', 'stack'] as const;
type View = (typeof VIEWS)[number];
const KEY = 'view';
const isView = (v: string | null): v is View => VIEWS.includes(v as View);

class ViewSwitch extends HTMLElement {
  connectedCallback(): void {
    const fieldset = this.querySelector('fieldset');
    if (!fieldset) return;
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
    fieldset.addEventListener('change', (e) => {
      const value = (e.target as HTMLInputElement).value;
      if (!isView(value)) return;
      try {
        localStorage.setItem(KEY, value);
      } catch {
        /* private mode */
      }
      this.apply(value, true);
    });
  }

  private apply(view: string, updateUrl: boolean): void {
    const radio = this.querySelector<HTMLInputElement>(`input[value="${view}"]`);
    if (radio) radio.checked = true;
    document.documentElement.setAttribute('data-view', view);
    if (updateUrl) {
      const url = new URL(location.href);
      url.searchParams.set(KEY, view);
      history.replaceState(history.state, '', url);
    }
  }
}

if (!customElements.get('view-switch')) customElements.define('view-switch', ViewSwitch);
