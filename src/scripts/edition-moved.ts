/**
 * <edition-moved>: the page left at the slug of a concordance page that was split
 * (/ru/editions/17-40/). It lists the new pages, each link with the anchors its page holds
 * (data-anchors="e-27 e-27B y2017-27B1a …"); a link to a row of the old page (#e-27B) goes
 * on to that row on its new page. Without JavaScript, or with no known anchor, the list stays.
 */
class EditionMoved extends HTMLElement {
  connectedCallback(): void {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const to = [...this.querySelectorAll<HTMLAnchorElement>('a[data-anchors]')].find((a) => (a.dataset.anchors ?? '').split(' ').includes(id));
    if (to) location.replace(`${to.pathname}#${encodeURIComponent(id)}`);
  }
}

if (!customElements.get('edition-moved')) customElements.define('edition-moved', EditionMoved);
