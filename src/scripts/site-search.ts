import { Ref, resolveDeepest } from '../lib/refs/index.ts';
import type { SearchClientData } from '../lib/site/search-data.ts';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  search(q: string, o?: { filters?: Record<string, string> }): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

interface Item {
  href: string;
  id: string;
  title: string;
  excerpt: string;
  kind: 'law' | 'commentary' | 'page' | 'goto';
}

const anchorOf = (url: string) => decodeURIComponent(url.split('#')[1] ?? '');

/**
 * <site-search>: search over pagefind's JS API with our own UI, so every string is
 * in the page's language. The query lives in the URL (?q=…); an id typed in any
 * form (63а4, п. 63.5, Law 63A4) is offered first; arrow keys move through results.
 */
class SiteSearch extends HTMLElement {
  private data!: SearchClientData;
  private pagefind: Promise<Pagefind> | undefined;
  private timer: number | undefined;
  private run = 0;

  connectedCallback(): void {
    this.data = JSON.parse(this.querySelector('#search-data')?.textContent ?? '{}') as SearchClientData;
    const form = this.querySelector('form')!;
    const input = this.input();
    const params = new URLSearchParams(location.search);
    input.value = params.get('q') ?? '';
    this.setKind(params.get('kind') ?? 'all');
    this.partSelect().value = params.get('part') ?? '';
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.update(true);
    });
    form.addEventListener('input', () => {
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.update(false), 120);
    });
    form.addEventListener('change', () => this.update(false));
    this.addEventListener('keydown', (e) => this.onKey(e));
    input.focus();
    if (input.value) void this.search();
  }

  private input = () => this.querySelector<HTMLInputElement>('#search-q')!;
  private partSelect = () => this.querySelector<HTMLSelectElement>('#search-part')!;
  private kind = () => this.querySelector<HTMLInputElement>('input[name=kind]:checked')?.value ?? 'all';
  private setKind(kind: string) {
    const radio = this.querySelector<HTMLInputElement>(`input[name=kind][value="${CSS.escape(kind)}"]`);
    if (radio) radio.checked = true;
  }

  private update(push: boolean): void {
    const params = new URLSearchParams();
    const q = this.input().value.trim();
    if (q) params.set('q', q);
    if (this.kind() !== 'all') params.set('kind', this.kind());
    if (this.partSelect().value) params.set('part', this.partSelect().value);
    const next = `${location.pathname}${params.size ? `?${params}` : ''}`;
    if (push) history.pushState(null, '', next);
    else history.replaceState(null, '', next);
    void this.search();
  }

  private loadPagefind(): Promise<Pagefind> {
    this.pagefind ??= (async () => {
      const path = `${this.data.base}pagefind/pagefind.js`;
      const pf = (await import(/* @vite-ignore */ path)) as Pagefind;
      // On this page's thread, not in pagefind's web worker: for an index this small the
      // search takes milliseconds, and the worker is a second copy of pagefind (43 KB)
      // to fetch before the first result.
      await pf.options({ baseUrl: this.data.base, noWorker: true });
      return pf;
    })();
    return this.pagefind;
  }

  private async search(): Promise<void> {
    const run = ++this.run;
    const q = this.input().value.trim();
    const status = this.querySelector('.search-status')!;
    const list = this.querySelector('#search-results')!;
    if (!q) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = this.data.strings.loading;
    const items: Item[] = [];
    const ref = Ref.parse(q);
    if (ref && ref.edition === null) {
      const href = resolveDeepest(ref, this.data.lang, (law) => new Set(this.data.anchors[law] ?? []), this.data.base);
      items.push({ href, id: ref.id, title: this.data.titles[ref.law] ?? '', excerpt: this.data.strings.goto.replace('{ref}', ref.format(this.data.lang, 'dative')), kind: 'goto' });
    }
    if (ref && ref.kind === 'law') {
      // Its entry in the concordance of editions (2017:64B7 has only that): the deepest id it has.
      const key = (r: Ref) => (r.edition === null ? `1987:${r.id}` : r.id);
      const hit = [ref, ...ref.ancestors()].map((r) => this.data.editions[key(r)]).find((a) => a !== undefined);
      const page = `${this.data.base}${this.data.lang}/editions/`;
      if (hit || ref.edition !== null) items.push({ href: hit ? `${page}${hit[0]}` : page, id: ref.id, title: this.data.strings.editions, excerpt: hit ? hit[1] : ref.format(this.data.lang), kind: 'goto' });
    }
    const pf = await this.loadPagefind();
    const part = this.partSelect().value;
    const found = await pf.search(q, part ? { filters: { part } } : {});
    const pages = await Promise.all((found?.results ?? []).slice(0, 12).map((r) => r.data()));
    if (run !== this.run) return;
    for (const page of pages) {
      const title = page.meta.title ?? '';
      const subs = page.sub_results.filter((s) => anchorOf(s.url));
      if (!subs.length) items.push({ href: page.url, id: '', title, excerpt: page.excerpt, kind: 'page' });
      for (const s of subs) {
        const id = anchorOf(s.url);
        items.push({ href: s.url, id, title, excerpt: s.excerpt, kind: id.includes('.') ? 'commentary' : 'law' });
      }
    }
    const kind = this.kind();
    const shown = items.filter((i) => i.kind === 'goto' || kind === 'all' || i.kind === kind);
    list.replaceChildren(...shown.map((i) => this.render(i)));
    const count = shown.filter((i) => i.kind !== 'goto').length;
    status.textContent = count ? this.data.strings.results.replace('{n}', String(count)) : this.data.strings.none;
  }

  private render(item: Item): HTMLLIElement {
    const li = document.createElement('li');
    li.className = `result ${item.kind}`;
    const a = document.createElement('a');
    a.href = item.href;
    const head = document.createElement('span');
    head.className = 'result-head';
    const id = document.createElement('strong');
    id.textContent = item.id;
    head.append(id, document.createTextNode(item.id ? ` · ${item.title}` : item.title));
    const excerpt = document.createElement('span');
    excerpt.className = 'result-excerpt';
    // pagefind's excerpts are escaped text with <mark> around matched words: keep only the marks.
    excerpt.innerHTML = item.kind === 'goto' ? '' : item.excerpt.replace(/<(?!\/?mark>)/gu, '&lt;');
    if (item.kind === 'goto') excerpt.textContent = item.excerpt;
    a.append(head, excerpt);
    li.append(a);
    return li;
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...this.querySelectorAll<HTMLAnchorElement>('#search-results a')];
    if (!links.length) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    e.preventDefault();
    if (next < 0) this.input().focus();
    else links[next]!.focus();
  }
}

if (!customElements.get('site-search')) customElements.define('site-search', SiteSearch);
