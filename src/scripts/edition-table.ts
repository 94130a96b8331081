/**
 * <edition-table data-shown="Показано: {n} из {total}" data-failed="…">: the concordance
 * index's filter. The concordance is shown in pages (one per group of chapters, linked on
 * the index as a[data-group]); when a status is chosen or an id typed (any edition), this
 * reads those pages (precached, so offline too) and lists the matching rows in the index's
 * own table. The choice is kept in the address (?status=changed&q=2017:64) for sharing.
 * A link to a row of the old one-page concordance (/ru/editions/#e-61B) goes on to the row
 * on its page.
 */
import { parseQuery, rowMatches } from '../lib/site/edition-query.ts';

interface Row {
  tr: HTMLTableRowElement;
  page: string;
}

let rowsOnce: Promise<Row[]> | null = null;
/** Every row of every page of the concordance, in the index's order of pages. */
function allRows(): Promise<Row[]> {
  rowsOnce ??= Promise.all(
    [...document.querySelectorAll<HTMLAnchorElement>('a[data-group]')].map((a) =>
      fetch(a.href)
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${a.href}: ${r.status}`))))
        .then((html) => [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLTableRowElement>('table.ed-table tbody tr')].map((tr) => ({ tr, page: a.pathname }))),
    ),
  )
    .then((pages) => pages.flat())
    .catch((e: unknown) => {
      rowsOnce = null;
      throw e;
    });
  return rowsOnce;
}

class EditionTable extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form');
    if (!form) return;
    const status = form.querySelector<HTMLSelectElement>('select[name=status]')!;
    const q = form.querySelector<HTMLInputElement>('input[name=q]')!;
    const params = new URLSearchParams(location.search);
    status.value = [...status.options].some((o) => o.value === params.get('status')) ? (params.get('status') ?? '') : '';
    q.value = params.get('q') ?? '';
    form.addEventListener('submit', (e) => e.preventDefault());
    form.addEventListener('input', () => this.apply(status.value, q.value, true));
    if (status.value || q.value.trim()) this.apply(status.value, q.value, false);
    this.followOldAnchor();
  }

  /** #e-61B on the index: the row is on one of the pages now. */
  private followOldAnchor(): void {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!/^(?:e|y1997|y2017)-/u.test(id) || document.getElementById(id)) return;
    void allRows().then((rows) => {
      const row = rows.find((r) => r.tr.id === id || r.tr.querySelector(`[id="${CSS.escape(id)}"]`));
      if (row) location.replace(`${row.page}#${encodeURIComponent(id)}`);
    }, () => undefined);
  }

  private apply(status: string, raw: string, save: boolean): void {
    if (save) {
      const url = new URL(location.href);
      for (const [k, v] of [['status', status], ['q', raw.trim()]] as const) {
        if (v) url.searchParams.set(k, v);
        else url.searchParams.delete(k);
      }
      history.replaceState(history.state, '', url.href);
    }
    const results = this.querySelector<HTMLElement>('.ed-results');
    const tbody = results?.querySelector('tbody');
    const out = this.querySelector('output');
    if (!results || !tbody || !out) return;
    if (!status && !raw.trim()) {
      results.hidden = true;
      tbody.replaceChildren();
      out.textContent = '';
      return;
    }
    const query = parseQuery(raw);
    allRows().then(
      (rows) => {
        // A later input may have come first: show only what the form says now.
        const form = this.querySelector('form')!;
        if ((form.querySelector<HTMLSelectElement>('select[name=status]')!.value !== status) || form.querySelector<HTMLInputElement>('input[name=q]')!.value !== raw) return;
        const found = rows.filter((r) => (status === '' || r.tr.dataset.status === status) && rowMatches(r.tr.dataset.ids ?? '', query));
        tbody.replaceChildren(...found.map((r) => document.importNode(r.tr, true)));
        results.hidden = false;
        out.textContent = (this.dataset.shown ?? '{n}/{total}').replace('{n}', String(found.length)).replace('{total}', String(rows.length));
      },
      () => {
        out.textContent = this.dataset.failed ?? '';
      },
    );
  }
}

if (!customElements.get('edition-table')) customElements.define('edition-table', EditionTable);
