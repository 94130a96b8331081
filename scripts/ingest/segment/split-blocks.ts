import type { Block, TextLine } from '../types.ts';
import { collapseSpaces, plain } from '../shape/text-shape.ts';

const LETTERS = 'abcdefgh'.split('');
const ROMANS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

/** A line that begins with an item label `(a)`, `(iv)` begins a new block. */
export const LABEL_AT_START = /^\((?:[a-h]|[ivx]{1,4})\)\s/u;
const NOTE = /^Примечани[ея]\s*:/u;

/** The run of labels a first label belongs to: (a) (b) (c) … or (i) (ii) (iii) … */
const runOf = (first: string) => (LETTERS.includes(first) ? LETTERS : ROMANS);

const labelAt = (text: string, from: number, label: string) => {
  const re = new RegExp(`(?<=\\s)\\(${label}\\)\\s`, 'gu');
  re.lastIndex = from;
  return re.exec(text)?.index;
};

/**
 * Split a block's text at its item labels: a block that starts with `(a)`, or has
 * `: (a)` inside, runs on through `(b)`, `(c)` … (or `(i)`, `(ii)` …) in order.
 * Returns the lead-in (if any) and the items.
 */
export function splitItems(text: string): { lead?: string; items: { label: string; text: string }[] } {
  let start: number | undefined;
  let first: string | undefined;
  const atStart = /^\(([a-h]|[ivx]{1,4})\)\s/u.exec(text);
  if (atStart) {
    start = 0;
    first = atStart[1]!;
  } else {
    const inline = /:\s\((a|i)\)\s/u.exec(text);
    if (inline) {
      start = inline.index + inline[0].indexOf('(');
      first = inline[1]!;
    }
  }
  if (start === undefined || first === undefined) return { lead: text, items: [] };

  const cuts: { at: number; label: string }[] = [{ at: start, label: first }];
  const run = runOf(first);
  for (const label of run.slice(run.indexOf(first) + 1)) {
    const at = labelAt(text, cuts[cuts.length - 1]!.at + 1, label);
    if (at === undefined) break;
    cuts.push({ at, label });
  }
  const lead = text.slice(0, start).trim();
  const items = cuts.map((c, i) => {
    const end = cuts[i + 1]?.at ?? text.length;
    const body = text.slice(c.at, end).trim().slice(c.label.length + 2).trim();
    return { label: c.label, text: body };
  });
  return lead ? { lead, items } : { items };
}

/**
 * Lines → blocks: a block runs to a paragraph end, or to the next line that opens
 * with an item label. Blocks become text, items, notes (`Примечание:`) or tables.
 */
export function toBlocks(lines: TextLine[]): Block[] {
  const groups: TextLine[][] = [];
  let current: TextLine[] = [];
  const flush = () => {
    if (current.length) groups.push(current);
    current = [];
  };
  for (const l of lines) {
    if (l.table || l.footnote) {
      flush();
      groups.push([l]);
      continue;
    }
    if (current.length && LABEL_AT_START.test(plain(l.text))) flush();
    current.push(l);
    if (l.paraEnd) flush();
  }
  flush();

  const blocks: Block[] = [];
  for (const g of groups) {
    const lineNos = g.flatMap((l) => l.lines);
    const table = g[0]!.table;
    if (table) {
      blocks.push({ kind: 'table', table, lines: lineNos });
      continue;
    }
    const footnote = g[0]!.footnote;
    if (footnote) {
      blocks.push({ kind: 'footnote', id: footnote, text: collapseSpaces(g[0]!.text), lines: lineNos });
      continue;
    }
    const text = collapseSpaces(g.length === 1 ? g[0]!.text : g.map((l) => l.text.trim()).join(' '));
    if (text === '') continue;
    if (NOTE.test(plain(text))) {
      blocks.push({ kind: 'note', text, lines: lineNos });
      continue;
    }
    const { lead, items } = splitItems(text);
    if (lead) blocks.push({ kind: 'text', text: lead, lines: lineNos });
    for (const item of items) blocks.push({ kind: 'item', label: item.label, text: item.text, lines: lineNos });
  }
  return blocks;
}
