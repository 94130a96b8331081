/**
 * <rule-demo data-rule="revoke-penalty" data-key="penalty">: one panel of a rule demo.
 *
 * The server renders the controls (one fieldset or select per field of the rule's
 * domain, disabled) and the ruling of the default situation. This element enables the
 * controls, restores the situation from the URL (`?penalty.trick=12&…`), and on every
 * change calls the rule function, renders its ruling (with the server's ref links) and
 * writes the situation back to the URL with history.replaceState.
 *
 * Each demo's script registers only its own rule functions (registerRules), so a page
 * ships the code of the rules it shows and nothing else.
 */
import type { Ruling } from '../../rules/ruling.ts';
import { matrixRows, refPattern, rulingBlocks, type Block, type DemoData, type Inline } from './view.ts';

type Value = string | number | boolean;
type Rule = (input: Record<string, Value>) => Ruling<unknown>;

const rules = new Map<string, Rule>();

/** Make rule functions available to the <rule-demo> elements naming them, and start those elements. */
export function registerRules(map: Record<string, (input: never) => Ruling<unknown>>): void {
  for (const [id, fn] of Object.entries(map)) rules.set(id, fn as unknown as Rule);
  if (!customElements.get('rule-demo')) customElements.define('rule-demo', RuleDemo);
  for (const el of document.querySelectorAll<RuleDemo>('rule-demo')) if (el instanceof RuleDemo) el.start();
}

/** One field's controls: radios in a fieldset, or a select. */
interface Field {
  name: string;
  type: string;
  radios: HTMLInputElement[];
  select: HTMLSelectElement | null;
}

const parse = (type: string, raw: string): Value => (type === 'number' ? Number(raw) : type === 'boolean' ? raw === 'true' : raw);

class RuleDemo extends HTMLElement {
  private started = false;
  private fields: Field[] = [];
  private data!: DemoData;
  private re: RegExp | null = null;

  connectedCallback(): void {
    this.start();
  }

  start(): void {
    const rule = rules.get(this.dataset.rule ?? '');
    if (this.started || !rule || !this.isConnected) return;
    this.started = true;
    this.data = JSON.parse(this.querySelector('script.demo-data')?.textContent ?? '{}') as DemoData;
    this.re = refPattern(Object.keys(this.data.refs));
    this.fields = [...this.querySelectorAll<HTMLElement>('[data-field]')].map((el) => ({
      name: el.dataset.field ?? '',
      type: el.dataset.type ?? 'string',
      radios: [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')],
      select: el.querySelector('select'),
    }));
    this.restore(new URLSearchParams(location.search));
    const form = this.querySelector('form');
    form?.addEventListener('change', () => this.changed());
    form?.addEventListener('submit', (e) => e.preventDefault());
    const reset = this.querySelector<HTMLButtonElement>('.demo-reset');
    reset?.addEventListener('click', () => {
      this.restore(new URLSearchParams());
      this.changed();
    });
    for (const fs of this.querySelectorAll('fieldset.demo-situation')) fs.removeAttribute('disabled');
    // Where the stylesheet cannot tell that scripts run (no `scripting` media feature).
    for (const el of this.querySelectorAll<HTMLElement>('.demo-nojs')) el.hidden = true;
    this.render(rule);
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
    const rule = rules.get(this.dataset.rule ?? '');
    if (!rule) return;
    this.render(rule);
    const url = new URL(location.href);
    const { input, isDefault } = this.state();
    for (const f of this.fields) {
      if (isDefault) url.searchParams.delete(this.param(f.name));
      else url.searchParams.set(this.param(f.name), String(input[f.name]));
    }
    history.replaceState(history.state, '', url.href);
  }

  private render(rule: Rule): void {
    const { input } = this.state();
    const lang = this.data.lang;
    const region = this.querySelector('.demo-ruling');
    if (region) region.replaceChildren(...rulingBlocks(rule(input), lang, this.data, this.re).map(block));
    const m = this.data.matrix;
    if (!m) return;
    for (const { row, cells, current } of matrixRows(rule, input, m)) {
      this.querySelectorAll<HTMLElement>(`td[data-row="${row}"]`).forEach((td, k) => {
        td.replaceChildren(...(cells[k] ?? []).map(inline));
        if (current === k) td.setAttribute('aria-current', 'true');
        else td.removeAttribute('aria-current');
      });
    }
  }
}

function block(b: Block): HTMLElement {
  const p = document.createElement('p');
  p.className = b.cls;
  p.append(...b.parts.map(inline));
  return p;
}

function inline(part: Inline): Node {
  if (typeof part === 'string') return document.createTextNode(part);
  if ('href' in part) {
    const a = document.createElement('a');
    a.href = part.href;
    a.textContent = part.text;
    return a;
  }
  const s = document.createElement('strong');
  s.textContent = part.strong;
  return s;
}
