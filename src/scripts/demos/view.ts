/**
 * What a demo's ruling region shows, as plain data: used by the server (Astro) for
 * the ruling of the default situation and by the browser after every change, so the
 * two cannot disagree. No DOM, no rule logic: it only lays out a rule's return value.
 */
import { bareLaw } from '../../lib/refs/bare-law.ts';
import type { Ruling } from '../../rules/ruling.ts';
import { sentenceEdition, type SentenceEdition } from '../../lib/refs/sentence-edition.ts';

export type Lang = 'ru' | 'en';

/** id → [href, label]: every ref the panel's rule can cite, resolved by the server. */
export type RefMap = Readonly<Record<string, readonly [string, string]>>;

/** The UI strings a ruling needs, in the page's language. */
export interface RulingStrings {
  readonly decidedBy: string;
  readonly cites: string;
  /** Before the commentary paragraphs a ruling cites: they explain, a Law decides. */
  readonly explained: string;
  readonly impossible: string;
  /** The line above the two rulings: they differ / they agree. */
  readonly differs?: string;
  readonly same?: string;
}

export type Inline = string | { readonly href: string; readonly text: string } | { readonly strong: string };

export interface Block {
  readonly cls: string;
  readonly parts: readonly Inline[];
}

/** Data for one `<rule-demo>` element, in its `<script type="application/json">` block. */
export interface DemoData {
  readonly lang: Lang;
  readonly refs: RefMap;
  /** The refs the rule can cite under the 2017 Laws, by full id (`2017:64B7`). */
  readonly refs2017?: RefMap;
  readonly strings: RulingStrings;
  readonly matrix?: {
    readonly rows: string;
    readonly cols: string;
    readonly outcome: string;
    readonly rowValues: readonly (string | number | boolean)[];
    readonly colValues: readonly (string | number | boolean)[];
    /** Short label of each value of `cols`, as listed in a cell. */
    readonly labels: Readonly<Record<string, string>>;
    /** Text of an empty cell. */
    readonly none: string;
  };
}

/** Cyrillic look-alikes of section letters, as the Russian texts sometimes print them (63А, 50Е). */
const LOOKALIKE: Readonly<Record<string, string>> = { A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

function pattern(id: string): string {
  // A law item may be printed in parentheses: 27B1a as «27B1(a)».
  const item = /^(\d+[A-I]\d+)([a-z])$/u.exec(id);
  const head = item ? item[1]! : id;
  const body = escape(head).replace(/[ABCEH]/gu, (c) => `[${c}${LOOKALIKE[c]}]`);
  return item ? `${body}(?:${item[2]}|\\(${item[2]}\\))` : body;
}

/**
 * The sub-items printed after an id, part of the place it names: the (2) of 25B2(b)(2), the (i)
 * of 30B1(b)(i), the (a) of 59.3(a). A letter, a Roman numeral or a number of one or two digits
 * (never a year: «63A (2017)» is an edition, and has a space).
 */
const SUB_ITEMS = '(?:\\((?:\\p{Ll}|[ivx]{1,4}|\\d{1,2})\\))*';

/**
 * A regex finding the given ref ids in running text (longest first, whole ids only:
 * `64` does not match inside `64A1` or `64.2`, nor inside `1964`), with the sub-items printed
 * after them; group 1 is the id.
 */
export function refPattern(ids: readonly string[]): RegExp | null {
  if (ids.length === 0) return null;
  const bare = ids.filter((id) => /^\d+$/u.test(id));
  // The laws by number alone share one alternative: its look-behinds are read once a place.
  const alts = [...ids.filter((id) => !bare.includes(id)).sort((a, b) => b.length - a.length || a.localeCompare(b)).map(pattern), ...(bare.length ? [bareLaw(`(?:${bare.join('|')})`)] : [])];
  return new RegExp(`(?<![\\p{L}\\p{N}.])(${alts.join('|')})${SUB_ITEMS}(?![\\p{L}\\p{N}]|\\.\\p{N})`, 'gu');
}

function canonical(found: string, refs: RefMap): string | undefined {
  const latin = found.replace(/[АВСЕН]/gu, (c) => Object.keys(LOOKALIKE).find((k) => LOOKALIKE[k] === c) ?? c);
  // 61.5(i) is an id as printed; 27B1(a) stands for the id 27B1a.
  return [latin, latin.replace(/[()]/gu, '')].find((id) => refs[id] !== undefined);
}

/**
 * The ids a ruling's running text may link, by the edition they stand in, each by its plain id
 * (`64B7`, not `2017:64B7`), and the pattern finding them all.
 */
export interface TextRefs {
  readonly '1987': RefMap;
  readonly '2017': RefMap;
  readonly re: RegExp | null;
}

/**
 * A 2017 ruling's running text names 2017 provisions by their plain ids (`64B7`): the
 * map by plain id that links them to the `2017:` refs.
 */
export function localRefs(refs2017: RefMap): RefMap {
  return Object.fromEntries(Object.entries(refs2017).map(([id, v]) => [id.replace(/^\d{4}:/u, ''), v]));
}

/** The text maps of a panel's data: its 1987 refs, and its 2017 refs by plain id. */
export function textRefs(data: Pick<DemoData, 'refs' | 'refs2017'>): TextRefs {
  const local = localRefs(data.refs2017 ?? {});
  return { '1987': data.refs, '2017': local, re: refPattern([...new Set([...Object.keys(data.refs), ...Object.keys(local)])]) };
}

/**
 * Running text of a ruling of edition `own` with every known ref id turned into a link (its
 * text kept as printed): an id links in the edition the text names around it, else the
 * ruling's own (../../lib/refs/sentence-edition.ts).
 */
export function linkify(text: string, refs: TextRefs, own: SentenceEdition): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of refs.re ? text.matchAll(refs.re) : []) {
    // A commentary paragraph (57.6) is the 1987 commentary's wherever it stands.
    const map = refs[m[1]!.includes('.') ? '1987' : sentenceEdition(text, m.index, m.index + m[0].length, own)];
    const id = canonical(m[1]!, map);
    if (!id) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ href: map[id]![0], text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Two rulings of one situation decide it alike: both impossible, or the same outcome. */
export function sameRuling(a: Ruling<unknown>, b: Ruling<unknown>): boolean {
  if (a.ok !== b.ok) return false;
  return !a.ok || JSON.stringify(a.outcome) === JSON.stringify((b as typeof a).outcome);
}

/**
 * The ruling region's paragraphs for a rule's return value under `edition`: the ids it
 * decides by and cites link through `data`'s refs of that edition, the ids of its running
 * text through `text` (see textRefs).
 */
export function rulingBlocks(r: Ruling<unknown>, lang: Lang, data: Pick<DemoData, 'refs' | 'refs2017' | 'strings'>, edition: SentenceEdition, text: TextRefs): Block[] {
  const { strings } = data;
  const refs = (edition === '2017' ? data.refs2017 : data.refs) ?? {};
  if (!r.ok) return [{ cls: 'demo-problem', parts: [{ strong: strings.impossible }, ' ', ...linkify(r.problem[lang], text, edition)] }];
  const link = (id: string): Inline => {
    const ref = refs[id];
    return ref ? { href: ref[0], text: ref[1] } : id;
  };
  const blocks: Block[] = [
    { cls: 'demo-decided', parts: [{ strong: strings.decidedBy }, ' ', link(r.decidedBy)] },
    { cls: 'demo-explanation', parts: linkify(r.explanation[lang], text, edition) },
  ];
  // The Laws cited beside the deciding one (cites[0], see ruling()), then the commentary that explains (ids with a dot).
  for (const dot of [false, true]) {
    const ids = r.cites.slice(1).filter((id) => id.includes('.') === dot);
    if (ids.length > 0) blocks.push({ cls: dot ? 'demo-explained' : 'demo-cites', parts: [{ strong: dot ? strings.explained : strings.cites }, ' ', ...ids.flatMap((id, i) => (i === 0 ? [link(id)] : [', ', link(id)]))] });
  }
  return blocks;
}

type Apply = (input: Record<string, string | number | boolean>) => Ruling<unknown>;

/**
 * The questions that do not apply to the situation `input`: the fields whose every value
 * gives the same ruling, under both editions, with the other answers as they are (whether
 * declarer or a defender revoked does not matter once nobody played after the revoke…).
 * The form hides them; a field keeps its answer while hidden. Computed by the rule function.
 */
export function inapplicable(apply: (input: Record<string, string | number | boolean>, edition?: '1987' | '2017') => Ruling<unknown>, input: Record<string, string | number | boolean>, domain: Readonly<Record<string, readonly (string | number | boolean)[]>>): string[] {
  const of = (i: Record<string, string | number | boolean>) => JSON.stringify([apply(i), apply(i, '2017')]);
  const now = of(input);
  return Object.keys(domain).filter((f) => (domain[f] ?? []).length > 1 && domain[f]!.every((v) => v === input[f] || of({ ...input, [f]: v }) === now));
}

/**
 * The 61.3 table for the situation `input`: per value of the `rows` field, the values
 * of the `cols` field for which the rule's boolean outcome is true ("may ask") and
 * false ("may not ask"); impossible combinations are left out. The chosen pair is bold.
 */
export function matrixRows(
  apply: Apply,
  input: Record<string, string | number | boolean>,
  m: NonNullable<DemoData['matrix']>,
): { row: string; cells: [Inline[], Inline[]]; current: 0 | 1 | null }[] {
  return m.rowValues.map((row) => {
    const lists: [Inline[], Inline[]] = [[], []];
    let current: 0 | 1 | null = null;
    for (const col of m.colValues) {
      const r = apply({ ...input, [m.rows]: row, [m.cols]: col });
      if (!r.ok) continue;
      const k = (r.outcome as Record<string, unknown>)[m.outcome] === true ? 0 : 1;
      const label = m.labels[String(col)] ?? String(col);
      const here = input[m.rows] === row && input[m.cols] === col;
      if (here) current = k;
      if (lists[k].length > 0) lists[k].push(', ');
      lists[k].push(here ? { strong: label } : label);
    }
    for (const list of lists) if (list.length === 0) list.push(m.none);
    return { row: String(row), cells: lists, current };
  });
}
