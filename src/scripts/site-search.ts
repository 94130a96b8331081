import { resolveDeepest, type Ref } from '../lib/refs/index.ts';
import { counted } from '../lib/site/plural.ts';
import type { Outcome, PagefindLike, SearchEngine } from '../lib/search/engine.ts';
import { editionAnchor } from '../lib/content/edition-anchor.ts';
import type { SearchClientData } from '../lib/site/search-data.ts';
import type { GotoText } from '../lib/search/query.ts';

interface Pagefind extends PagefindLike {
  options(o: Record<string, unknown>): Promise<void>;
}

interface Item {
  href: string;
  id: string;
  title: string;
  /** What kind of place it is, in the reader's words («Комментарий, п. 63.5»); '' for a goto. */
  label: string;
  excerpt: string;
  kind: string;
}

/**
 * <site-search>: search over pagefind's JS API with our own UI, so every string is
 * in the page's language. The query lives in the URL (?q=…); an id typed in any
 * form (63а4, п. 63.5, Law 63A4, 2017 63A4) is offered first; then the places that match
 * best, across pages (src/lib/search/engine.ts); arrow keys move through results.
 */
const PAGE = 10;

class SiteSearch extends HTMLElement {
  private data!: SearchClientData;
  private engine: Promise<SearchEngine> | undefined;
  /** The search's own files fetched so far (the vocabulary's and the asked queries' parts), each once, by name. */
  private files = new Map<string, Promise<unknown>>();
  private once<T>(file: string, load: () => Promise<T>): Promise<T> {
    if (!this.files.has(file)) this.files.set(file, load());
    return this.files.get(file) as Promise<T>;
  }
  private timer: number | undefined;
  private run = 0;
  /** How many places are shown: a screen's worth, and as many more as "Show more" asks for. */
  private limit = PAGE;
  private lastQuery = '';

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
    this.querySelector('.search-more')?.addEventListener('click', () => {
      this.limit += PAGE;
      void this.search();
    });
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

  /** How a query is read (its id in any typed form): loaded with the engine, not with the page. */
  private reader: Promise<typeof import('../lib/search/query.ts')> | undefined;
  private readerModule = () => (this.reader ??= import('../lib/search/query.ts'));
  private readQuery = async (q: string) => (await this.readerModule()).readOnPage(q, this.data, (r) => (this.data.anchors[r.law] ?? []).includes(r.id));

  private loadEngine(): Promise<SearchEngine> {
    this.engine ??= (async () => {
      const path = `${this.data.base}pagefind/pagefind.js`;
      const [pf, { SearchEngine, synonymsLoader, askedFile }] = await Promise.all([import(/* @vite-ignore */ path) as Promise<Pagefind>, import('../lib/search/engine.ts')]);
      // The words readers type for words of the text (content/catalogue/synonyms.yaml), one small file per first three
      // letters (letter-files.ts), fetched by the engine for the parts of a query's words that have one (their list is
      // fetched first; a missing file would be the site's 404 page). Without the list, every part is fetched.
      const json = (file: string) => fetch(`${this.data.base}pagefind/${file}`).then((r) => (r.ok ? r.json() : null)).catch(() => null);
      const synonyms = synonymsLoader(json, this.data.lang);
      // What earlier readers asked and where it led (asked.ts), one small file per bucket of terms, each fetched once.
      const asked = (term: string): Promise<Record<string, string>> => {
        const file = askedFile(this.data.lang, term);
        return this.once(file, async () => (await json(file)) ?? {});
      };
      // On this page's thread, not in pagefind's web worker: for an index this small the
      // search takes milliseconds, and the worker is a second copy of pagefind (43 KB)
      // to fetch before the first result.
      await pf.options({ baseUrl: this.data.base, noWorker: true });
      return new SearchEngine(pf, synonyms, asked);
    })();
    return this.engine;
  }

  /** The vocabulary's words that begin as the word does (letter-files.ts): one small file per first letter. */
  private loadVocabulary = async (word: string): Promise<[string, number][]> => {
    const file = (await import('../lib/search/engine.ts')).vocabularyFile(this.data.lang, word);
    return this.once(file, () => fetch(`${this.data.base}pagefind/${file}`).then((r) => (r.ok ? (r.json() as Promise<[string, number][]>) : [])));
  };

  /** Ids offered first: the place itself, and its row in the concordance of editions. */
  private gotoItems(ref: Ref | null, gotoText: GotoText): Item[] {
    const items: Item[] = [];
    if (ref && ref.edition === null) {
      const href = resolveDeepest(ref, this.data.lang, (law) => new Set(this.data.anchors[law] ?? []), this.data.base);
      items.push({ href, id: ref.id, title: this.data.titles[ref.law] ?? '', label: '', excerpt: gotoText(ref, href, this.data.strings, this.data.lang), kind: 'goto' });
    }
    if (ref && ref.kind === 'law') {
      // Its entry in the concordance of editions (2017:64B7 has only that): the deepest id it has.
      const key = (r: Ref) => (r.edition === null ? `1987:${r.id}` : r.id);
      const found = [ref, ...ref.ancestors()].map(key).find((k) => this.data.editions[k] !== undefined);
      const page = `${this.data.base}${this.data.lang}/editions/`;
      const [slug, said] = found ? this.data.editions[found]! : [];
      const href = found ? `${page}${slug}/#${editionAnchor(found.slice(0, 4) as '1987' | '1997' | '2017', found.slice(5))}` : page;
      if (found || ref.edition !== null) items.push({ href, id: ref.edition === null ? ref.id : `${ref.localId} (${ref.edition})`, title: this.data.strings.editions, label: '', excerpt: said !== undefined ? this.data.says[said]! : ref.format(this.data.lang), kind: 'goto' });
    }
    return items;
  }

  /** The ranked places for a query, as the page shows them (also what the tests read). */
  async query(q: string, filters: Record<string, string | string[]> = {}, limit = PAGE): Promise<{ items: Item[]; outcome: Outcome }> {
    const [{ ref, words, place }, engine] = await Promise.all([this.readQuery(q), this.loadEngine()]);
    const options = { filters, limit, editionRef: ref && ref.edition !== null ? ref : null, vocabulary: this.loadVocabulary, namesPlace: ref !== null };
    let outcome = await engine.search(words, options);
    const { searchInstead, explainedFirst, explainerOf, gotoText, readingFirst } = await this.readerModule();
    const goto = this.gotoItems(ref, gotoText);
    // An id whose text is not loaded lands on a stub, its own (64B6) or its section's (62C2 on 62C).
    const landing = goto[0]?.href.split('#')[1] ?? '';
    const stub = goto[0] !== undefined && this.data.stubs.includes(landing);
    const instead = ref ? searchInstead(ref.localId, landing, stub, outcome.hits) : null;
    if (instead) outcome = await engine.search(words.replace(ref!.localId, instead), options);
    const offered = new Set(goto.map((i) => i.href));
    const places = outcome.hits.filter((h) => !offered.has(h.url)).map((h) => ({ href: h.url, id: h.id, title: h.title, label: h.label, excerpt: h.excerpt, kind: h.kind }));
    // The paragraph a sharp reading of a situation names comes first among the places found (reading-place.ts).
    const items = explainedFirst(goto, readingFirst(places, place ?? null), await explainerOf(ref, landing, stub, this.data));
    return { items, outcome };
  }

  /** pagefind's ids of every place a query matches (the word-form test over the corpus reads them). */
  async matching(q: string): Promise<string[]> {
    const [{ ref, words }, engine] = await Promise.all([this.readQuery(q), this.loadEngine()]);
    return engine.matches(words, { editionRef: ref && ref.edition !== null ? ref : null });
  }

  private async search(): Promise<void> {
    const run = ++this.run;
    const q = this.input().value.trim();
    const status = this.querySelector('.search-status')!;
    const note = this.querySelector('.search-note')!;
    const list = this.querySelector('#search-results')!;
    if (!q) {
      list.replaceChildren();
      this.querySelector<HTMLButtonElement>('.search-more')!.hidden = true;
      status.textContent = '';
      note.replaceChildren();
      return;
    }
    status.textContent = this.data.strings.loading;
    const filters: Record<string, string> = {};
    if (this.partSelect().value) filters.part = this.partSelect().value;
    if (this.kind() !== 'all') filters.kind = this.kind();
    const key = JSON.stringify([q, filters]);
    if (key !== this.lastQuery) ((this.lastQuery = key), (this.limit = PAGE));
    const { items, outcome } = await this.query(q, filters, this.limit);
    if (run !== this.run) return;
    list.replaceChildren(...items.map((i) => this.render(i)));
    this.querySelector<HTMLButtonElement>('.search-more')!.hidden = outcome.total <= outcome.hits.length;
    note.replaceChildren(...this.notes(outcome));
    const count = outcome.total;
    status.textContent = count ? this.counted(count) : outcome.onlyStopwords ? this.data.strings.onlyStopwords : this.data.strings.none;
  }

  /** How many places match, the words agreeing with the number («Найден 1 результат», "1 result"). */
  private counted = (n: number): string => counted(this.data.strings.results, this.data.lang, n);

  /** «фальшренос»: ничего не найдено. Может быть, «фальшренонс»? — and what was searched instead. */
  private notes(o: Outcome): Node[] {
    const out: Node[] = [];
    const s = this.data.strings;
    for (const u of o.unknown) {
      const p = document.createElement('p');
      p.textContent = `${s.unknown.replace('{word}', u.word)} `;
      if (u.suggestion) {
        const [before, after] = s.didYouMean.split('{word}') as [string, string];
        const a = document.createElement('a');
        a.href = `?q=${encodeURIComponent(this.input().value.trim().replace(u.word, u.suggestion))}`;
        a.textContent = u.suggestion;
        p.append(before, a, after);
      }
      out.push(p);
    }
    if (o.searchedFor && o.total) {
      const p = document.createElement('p');
      p.textContent = s.showingFor.replace('{query}', o.searchedFor);
      out.push(p);
    }
    return out;
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
    a.append(head);
    if (item.label) {
      const label = document.createElement('span');
      label.className = 'result-label';
      label.textContent = item.label;
      a.append(label);
    }
    const excerpt = document.createElement('span');
    excerpt.className = 'result-excerpt';
    // The engine's excerpts are escaped text with <mark> around matched words: keep only the marks.
    if (item.kind === 'goto') excerpt.textContent = item.excerpt;
    else excerpt.innerHTML = item.excerpt.replace(/<(?!\/?mark>)/gu, '&lt;');
    a.append(excerpt);
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
