/**
 * <edition-table data-shown="Показано: {n} из {total}">: the concordance page's filter.
 * The server renders the whole table and a hidden form; this shows the form and hides
 * the rows that do not match the chosen status and the id typed (any edition). The
 * choice is kept in the address (?status=changed&q=2017:64) for sharing.
 */
import { parseQuery, rowMatches } from '../lib/site/edition-query.ts';

class EditionTable extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form');
    if (!form) return;
    const status = form.querySelector<HTMLSelectElement>('select[name=status]')!;
    const q = form.querySelector<HTMLInputElement>('input[name=q]')!;
    const params = new URLSearchParams(location.search);
    status.value = [...status.options].some((o) => o.value === params.get('status')) ? (params.get('status') ?? '') : '';
    q.value = params.get('q') ?? '';
    form.hidden = false;
    form.addEventListener('submit', (e) => e.preventDefault());
    form.addEventListener('input', () => this.apply(status.value, q.value, true));
    this.apply(status.value, q.value, false);
  }

  private apply(status: string, raw: string, save: boolean): void {
    const query = parseQuery(raw);
    const rows = [...this.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    let shown = 0;
    for (const tr of rows) {
      const ok = (status === '' || tr.dataset.status === status) && rowMatches(tr.dataset.ids ?? '', query);
      tr.hidden = !ok;
      if (ok) shown++;
    }
    const out = this.querySelector('output');
    if (out) out.textContent = (this.dataset.shown ?? '{n}/{total}').replace('{n}', String(shown)).replace('{total}', String(rows.length));
    if (!save) return;
    const url = new URL(location.href);
    for (const [k, v] of [['status', status], ['q', raw.trim()]] as const) {
      if (v) url.searchParams.set(k, v);
      else url.searchParams.delete(k);
    }
    history.replaceState(history.state, '', url.href);
  }
}

if (!customElements.get('edition-table')) customElements.define('edition-table', EditionTable);
