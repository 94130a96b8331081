/**
 * <rule-demo data-rule="revoke-penalty" data-key="penalty">: one panel of a rule demo.
 *
 * The server renders the controls (one fieldset or select per field of the rule's
 * domain, disabled) and the ruling of the default situation. When the panel comes near the
 * screen, this element fetches the demo's data.json, enables the
 * controls, restores the situation from the URL (`?penalty.trick=12&…`), and on every
 * change calls the rule function, renders its ruling (with the server's ref links) and
 * writes the situation back to the URL with history.replaceState.
 *
 * Each panel shows the ruling under the 1987 Code and under the 2017 Laws side by side,
 * with a line saying whether they differ; the edition radios (both / 1987 / 2017) pick
 * what is shown, and the choice is kept in the URL (`?ed=2017`) and shared by every
 * panel of the page.
 *
 * Each demo's script registers only its own rule functions (registerRules), so a page
 * ships the code of the rules it shows and nothing else.
 */
import type { Ruling } from '../../rules/ruling.ts';
import { inapplicable, matrixRows, rulingBlocks, sameRuling, textRefs, type Block, type DemoData, type Inline, type TextRefs } from './view.ts';

type Value = string | number | boolean;
type Rule = (input: Record<string, Value>, edition?: '1987' | '2017') => Ruling<unknown>;
type EditionChoice = 'both' | '1987' | '2017';
const isChoice = (v: string | null): v is EditionChoice => /^(both|1987|2017)$/u.test(String(v));

const rules = new Map<string, Rule>();

/** Each demo's panel data (lib/site/demo-data.ts), fetched once per page from its data.json. */
const dataFiles = new Map<string, Promise<Record<string, DemoData>>>();
function panelData(src: string): Promise<Record<string, DemoData>> {
  let p = dataFiles.get(src);
  if (!p) {
    p = fetch(src).then((r) => (r.ok ? (r.json() as Promise<Record<string, DemoData>>) : Promise.reject(new Error(`${src}: ${r.status}`))));
    dataFiles.set(src, p);
    p.catch(() => dataFiles.delete(src));
  }
  return p;
}

/**
 * Start a panel when it comes near the screen: a page of panels, or a law page with one far
 * down, does not compute every ruling while it loads (the main thread's longest task on a
 * demo page).
 */
const near = new IntersectionObserver((entries) => {
  for (const e of entries) {
    if (!e.isIntersecting) continue;
    near.unobserve(e.target);
    (e.target as RuleDemo).start();
  }
}, { rootMargin: '50% 0px' });
const whenNear = (el: RuleDemo): void => near.observe(el);

/**
 * A demo folded into the commentary (DemoEmbed.astro) opens when the URL holds the state of
 * one of its panels (`?establish.event=…`): a shared link shows what it was shared for.
 * A folded panel is not near the screen; opening the fold brings it near, which starts it.
 */
function openFoldsWithState(): void {
  const keys = new Set([...new URLSearchParams(location.search).keys()].map((k) => k.split('.')[0]));
  for (const fold of document.querySelectorAll<HTMLDetailsElement>('details.demo-fold')) {
    if ((fold.dataset.panels ?? '').split(' ').some((k) => keys.has(k))) fold.open = true;
  }
}

/** Make rule functions available to the <rule-demo> elements naming them, and start those elements. */
export function registerRules(map: Record<string, (input: never) => Ruling<unknown>>): void {
  for (const [id, fn] of Object.entries(map)) rules.set(id, fn as unknown as Rule);
  if (!customElements.get('rule-demo')) {
    openFoldsWithState();
    customElements.define('rule-demo', RuleDemo);
  }
  for (const el of document.querySelectorAll<RuleDemo>('rule-demo')) if (el instanceof RuleDemo) whenNear(el);
}

/** One field's controls: radios in a fieldset, or a select. */
interface Field {
  name: string;
  type: string;
  el: HTMLElement;
  radios: HTMLInputElement[];
  select: HTMLSelectElement | null;
}

/** Change the address's query in place (history.replaceState): the page's state, kept for a reload or a shared link. */
function query(edit: (q: URLSearchParams) => void): void {
  const url = new URL(location.href);
  edit(url.searchParams);
  history.replaceState(history.state, '', url.href);
}

const parse = (type: string, raw: string): Value => (type === 'number' ? Number(raw) : type === 'boolean' ? raw === 'true' : raw);

class RuleDemo extends HTMLElement {
  private started = false;
  private fields: Field[] = [];
  private data!: DemoData;
  private text: TextRefs = { '1987': {}, '2017': {}, re: null };

  connectedCallback(): void {
    if (rules.has(this.dataset.rule!)) whenNear(this);
  }

  start(): void {
    const rule = rules.get(this.dataset.rule!);
    if (this.started || !rule || !this.isConnected) return;
    this.started = true;
    panelData(this.dataset.src!).then(
      (all) => {
        const data = all[this.dataset.key!];
        if (data) this.begin(rule, data);
        else this.failed();
      },
      () => this.failed(),
    );
  }

  /** The data did not come: the server's ruling stays, the controls stay disabled, and a line says why. */
  private failed(): void {
    this.started = false;
    const line = this.querySelector('.demo-diff');
    if (line) line.textContent = this.dataset.failed ?? '';
  }

  private begin(rule: Rule, data: DemoData): void {
    this.data = data;
    this.text = textRefs(data);
    this.fields = [...this.querySelectorAll<HTMLElement>('[data-field]')].map((el) => ({
      name: el.dataset.field ?? '',
      type: el.dataset.type ?? 'string',
      el,
      radios: [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')],
      select: el.querySelector('select'),
    }));
    const params = new URLSearchParams(location.search);
    this.restore(params);
    this.showEdition(isChoice(params.get('ed')) ? (params.get('ed') as EditionChoice) : 'both');
    const form = this.querySelector('form');
    form?.addEventListener('change', (e) => {
      const t = e.target as HTMLInputElement;
      if (t.name === 'ed') this.editionChanged(t.value);
      else {
        // The ruling stays in view: beside the form on a desktop, its short line at the top of a phone's
        // screen (.demo-verdict, filled by render()). On a phone the ruling in full stands above the form:
        // the control just changed stays under the reader's thumb, whatever height the new ruling has.
        const y = t.offsetTop - scrollY;
        this.changed();
        scrollTo(0, t.offsetTop - y);
        // The control that changed holds the answer (a select's value, the radio just checked).
        this.share(t.name.slice(t.name.indexOf('.') + 1), t.value);
      }
    });
    form?.addEventListener('submit', (e) => e.preventDefault());
    const reset = this.querySelector<HTMLButtonElement>('.demo-reset');
    reset?.addEventListener('click', () => {
      this.restore(new URLSearchParams());
      this.changed();
    });
    for (const fs of this.querySelectorAll('fieldset.demo-situation, fieldset.demo-edition')) fs.removeAttribute('disabled');
    // Where the stylesheet cannot tell that scripts run (no `scripting` media feature).
    for (const el of this.querySelectorAll<HTMLElement>('.demo-nojs')) el.hidden = true;
    this.render(rule);
    // The edition shown is the boxes' own now (showEdition), no longer the URL's (demo-page.css).
    this.dataset.started = '';
  }

  /** Show both rulings, or only one edition's; check the matching radio. */
  showEdition(choice: EditionChoice): void {
    for (const box of this.querySelectorAll<HTMLElement>('.demo-editions')) box.dataset.show = choice;
    const radio = this.querySelector<HTMLInputElement>(`fieldset.demo-edition input[value="${choice}"]`);
    if (radio) radio.checked = true;
  }

  /** The edition choice is the page's: every panel follows it, and the URL keeps it. */
  private editionChanged(value: string): void {
    if (!isChoice(value)) return;
    for (const el of document.querySelectorAll('rule-demo')) if (el instanceof RuleDemo) el.showEdition(value);
    query((q) => (value === 'both' ? q.delete('ed') : q.set('ed', value)));
  }

  /**
   * The steps of one demo share their answers: a question the reader answered here (who
   * revoked, in which trick) takes the same answer in the page's other panels of this demo.
   */
  private share(name: string, value: string): void {
    for (const el of document.querySelectorAll('rule-demo')) {
      if (el !== this && el instanceof RuleDemo && el.dataset.src === this.dataset.src) el.answer(name, value);
    }
  }

  /** Take another step's answer to the question `name`, where this step asks it and allows the value. */
  answer(name: string, value: string): void {
    const field = this.param(name);
    const select = this.querySelector<HTMLSelectElement>(`select[name="${field}"]`);
    const radio = this.querySelector<HTMLInputElement>(`input[name="${field}"][value="${CSS.escape(value)}"]`);
    if (select && [...select.options].some((o) => o.value === value)) select.value = value;
    else if (radio) radio.checked = true;
    else return;
    if (this.fields.length > 0) this.changed();
    else {
      // Not started yet (not near the screen): the URL holds the answer until it starts.
      query((q) => q.set(this.param(name), value));
    }
  }

  private param(field: string): string {
    return `${this.dataset.key}.${field}`;
  }

  /** Set every field from the URL, or to its default (the server-rendered choice). */
  private restore(params: URLSearchParams): void {
    for (const f of this.fields) {
      const wanted = params.get(this.param(f.name));
      if (f.select) {
        const options = [...f.select.options];
        const match = options.find((o) => o.value === wanted) ?? options.find((o) => o.defaultSelected) ?? options[0];
        if (match) f.select.value = match.value;
      } else {
        const match = f.radios.find((r) => r.value === wanted) ?? f.radios.find((r) => r.defaultChecked);
        if (match) match.checked = true;
      }
    }
  }

  private state(): { input: Record<string, Value>; isDefault: boolean } {
    const input: Record<string, Value> = {};
    let isDefault = true;
    for (const f of this.fields) {
      if (f.select) {
        input[f.name] = parse(f.type, f.select.value);
        if (!f.select.selectedOptions[0]?.defaultSelected) isDefault = false;
      } else {
        const r = f.radios.find((x) => x.checked);
        if (r) input[f.name] = parse(f.type, r.value);
        if (!r?.defaultChecked) isDefault = false;
      }
    }
    return { input, isDefault };
  }

  private changed(): void {
    const rule = rules.get(this.dataset.rule!);
    if (!rule) return;
    this.render(rule);
    const { input, isDefault } = this.state();
    query((q) => {
      for (const f of this.fields) {
        if (isDefault) q.delete(this.param(f.name));
        else q.set(this.param(f.name), String(input[f.name]));
      }
    });
  }

  private render(rule: Rule): void {
    const { input } = this.state();
    const lang = this.data.lang;
    const r1987 = rule(input);
    const r2017 = rule(input, '2017');
    const domain = Object.fromEntries(this.fields.map((f) => [f.name, (f.select ? [...f.select.options].map((o) => o.value) : f.radios.map((r) => r.value)).map((v) => parse(f.type, v))]));
    const hidden = new Set(inapplicable(rule, input, domain));
    for (const f of this.fields) f.el.hidden = hidden.has(f.name);
    const region = this.querySelector('.demo-ruling');
    if (region) region.replaceChildren(...rulingBlocks(r1987, lang, this.data, '1987', this.text).map(block));
    const region2017 = this.querySelector('.demo-ruling2017');
    if (region2017) region2017.replaceChildren(...rulingBlocks(r2017, lang, this.data, '2017', this.text).map(block));
    // The short line over the form (a phone): a copy of each edition's ruling, cut by the stylesheet.
    this.querySelectorAll('.demo-verdict > div').forEach((v, i) => (v.innerHTML = [region, region2017][i]?.innerHTML ?? ''));
    const diff = this.querySelector<HTMLElement>('.demo-diff');
    if (diff) {
      const differs = !sameRuling(r1987, r2017);
      diff.dataset.differs = String(differs);
      diff.textContent = (differs ? this.data.strings.differs : this.data.strings.same) ?? '';
    }
    const m = this.data.matrix;
    if (!m) return;
    for (const table of this.querySelectorAll<HTMLElement>('table.demo-matrix')) {
      const ed = table.dataset.ed === '2017' ? '2017' : '1987';
      for (const { row, cells, current } of matrixRows((i) => rule(i, ed), input, m)) {
        table.querySelectorAll<HTMLElement>(`td[data-row="${row}"]`).forEach((td, k) => {
          td.replaceChildren(...(cells[k] ?? []).map(inline));
          if (current === k) td.setAttribute('aria-current', 'true');
          else td.removeAttribute('aria-current');
        });
      }
    }
  }
}

function block(b: Block): HTMLElement {
  const p = Object.assign(document.createElement('p'), { className: b.cls });
  p.append(...b.parts.map(inline));
  return p;
}

function inline(part: Inline): Node {
  if (typeof part === 'string') return document.createTextNode(part);
  return 'href' in part ? Object.assign(document.createElement('a'), { href: part.href, textContent: part.text }) : Object.assign(document.createElement('strong'), { textContent: part.strong });
}
