import { Ref } from '../lib/refs/index.ts';

/**
 * <not-found>: on the 404 page, read a law id typed by hand in the address
 * (`/63а4`, `/ru/laws/63A4`, `/en/63.5x`) and offer that place first. An address of a short link's
 * shape, the id alone (`/62C1`, `/en/64B2`), is a short link: every id of the Laws has one, and the
 * build writes a page only for the ids the site cites, so this page goes on to the law's page at
 * the id, online and offline (the law page lands on the id's nearest place).
 */
class NotFound extends HTMLElement {
  connectedCallback(): void {
    const base = this.dataset.base ?? '/';
    const rest = decodeURIComponent(location.pathname.slice(base.length)).replace(/\/+$/u, '');
    const lang = /^en(\/|$)/u.test(rest) ? 'en' : 'ru';
    if (lang === 'en') document.title = this.dataset.titleEn ?? document.title;
    const candidates = rest.split('/').reverse();
    const ref = candidates.map((c) => Ref.parse(c.replace(/^#/u, ''))).find((r) => r !== null);
    if (!ref) return;
    const href = `${base}${lang}/laws/${ref.law}/#${ref.id}`;
    if (/^(?:(?:ru|en)\/)?[^/]+$/u.test(rest) && ref.edition === null) {
      location.replace(href);
      return;
    }
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = href;
    a.textContent = (lang === 'en' ? this.dataset.goEn : this.dataset.goRu)?.replace('{ref}', ref.format(lang)) ?? ref.id;
    li.append(a);
    this.querySelector('.suggestions')?.prepend(li);
  }
}

if (!customElements.get('not-found')) customElements.define('not-found', NotFound);
