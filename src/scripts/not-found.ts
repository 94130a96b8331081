import { Ref } from '../lib/refs/index.ts';

/**
 * <not-found>: on the 404 page, read a law id typed by hand in the address
 * (`/63а4`, `/ru/laws/63A4`, `/en/63.5x`) and offer that place first.
 */
class NotFound extends HTMLElement {
  connectedCallback(): void {
    const base = this.dataset.base ?? '/';
    const rest = decodeURIComponent(location.pathname.slice(base.length)).replace(/\/+$/u, '');
    const lang = /^en(\/|$)/u.test(rest) ? 'en' : 'ru';
    const candidates = rest.split('/').reverse();
    const ref = candidates.map((c) => Ref.parse(c.replace(/^#/u, ''))).find((r) => r !== null);
    if (!ref) return;
    const href = `${base}${lang}/laws/${ref.law}/#${ref.id}`;
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = href;
    a.textContent = (lang === 'en' ? this.dataset.goEn : this.dataset.goRu)?.replace('{ref}', ref.format(lang)) ?? ref.id;
    li.append(a);
    this.querySelector('.suggestions')?.prepend(li);
  }
}

if (!customElements.get('not-found')) customElements.define('not-found', NotFound);
