/**
 * <glossary-table>: the glossary's two columns, each a way to sort it. The page comes sorted
 * by its own language; a column's heading, made a button here, sorts by that column's language,
 * kept in the address (?by=en) where it is not the page's own order. The language link carries
 * the order read, so a reader who switches language finds the terms where they were (the rows
 * are the same in both languages; only their order differs). The rows carry their place in each
 * order (data-ru, data-en), sorted on the server: no collation in the browser to disagree with
 * it. Without JavaScript the page reads sorted by its language.
 */
type By = 'ru' | 'en';
const isBy = (s: string | null | undefined): s is By => s === 'ru' || s === 'en';

class GlossaryTable extends HTMLElement {
  private by: By = 'ru';

  connectedCallback(): void {
    const own = this.dataset.lang;
    if (!isBy(own)) return;
    this.by = own;
    for (const th of this.querySelectorAll<HTMLTableCellElement>('th[data-by]')) {
      const button = document.createElement('button');
      button.type = 'button';
      button.append(...th.childNodes);
      button.addEventListener('click', () => {
        this.sort(th.dataset.by as By);
        this.keepInAddress(this.by === own ? null : this.by);
      });
      th.append(button);
    }
    const asked = new URLSearchParams(location.search).get('by');
    if (isBy(asked) && asked !== own) {
      this.sort(asked);
      // The browser went to the fragment's row before the rows moved.
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    }
    // Before the link is followed (its own handler reads the address's query): the order read goes with it.
    document.querySelector('.lang-switch')?.addEventListener('click', () => this.keepInAddress(this.by));
  }

  private sort(by: By): void {
    this.by = by;
    const body = this.querySelector('tbody');
    if (!body) return;
    body.append(...[...body.rows].sort((a, b) => Number(a.dataset[by]) - Number(b.dataset[by])));
    for (const th of this.querySelectorAll<HTMLTableCellElement>('th[data-by]')) {
      if (th.dataset.by === by) th.setAttribute('aria-sort', 'ascending');
      else th.removeAttribute('aria-sort');
    }
  }

  private keepInAddress(by: By | null): void {
    const url = new URL(location.href);
    if (by) url.searchParams.set('by', by);
    else url.searchParams.delete('by');
    history.replaceState(history.state, '', url);
  }
}

customElements.define('glossary-table', GlossaryTable);
