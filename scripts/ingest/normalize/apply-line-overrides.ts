import { pushTo } from '../../../src/lib/push-to.ts';
import type { DropOverride, TableOverride } from '../config.ts';
import type { StageResult, TextLine } from '../types.ts';
import { collapseSpaces } from '../shape/text-shape.ts';
import { dropAll, type Stage } from './stage.ts';

/** Counts how often each override matched, so stale overrides can be reported. */
export type Usage = Map<object, number>;

/** Texts compare with runs of white space as one space, ends trimmed. */
const norm = collapseSpaces;

/**
 * Editorial line overrides: drop named lines (a site title, a byline), and replace
 * a flattened table (its lines, in order) by a real table.
 */
export function applyLineOverrides(drops: DropOverride[], tables: TableOverride[], usage: Usage): Stage {
  // Every line of every source passes here: drops are looked up by file and text,
  // tables by their first line (the first matching override in file order wins).
  const dropsByFile = new Map<string, Map<string, DropOverride>>();
  for (const drop of drops) {
    const byText = dropsByFile.get(drop.file) ?? new Map<string, DropOverride>();
    const text = norm(drop.text);
    if (!byText.has(text)) byText.set(text, drop);
    dropsByFile.set(drop.file, byText);
  }
  const tableLines = tables.map((t) => t.lines.map(norm));
  const tablesByFirstLine = new Map<string, number[]>();
  tableLines.forEach((lines, t) => pushTo(tablesByFirstLine, lines[0] ?? '', t));
  return (input) => {
    const out: StageResult = { lines: [], drops: [], cleans: [] };
    const texts: (string | undefined)[] = [];
    const textAt = (k: number) => (texts[k] ??= norm(input[k]!.text));
    for (let i = 0; i < input.length; i++) {
      const l = input[i]!;
      const drop = dropsByFile.get(l.file)?.get(textAt(i));
      if (drop) {
        usage.set(drop, (usage.get(drop) ?? 0) + 1);
        out.drops.push(...dropAll(l, 'editorial drop', drop.why));
        continue;
      }
      const candidates = tablesByFirstLine.get(textAt(i)) ?? [];
      const t = candidates.find((c) => tableLines[c]!.every((text, k) => i + k < input.length && text === textAt(i + k)));
      const table = t === undefined ? undefined : tables[t];
      if (table) {
        usage.set(table, (usage.get(table) ?? 0) + 1);
        const covered = input.slice(i, i + table.lines.length);
        const merged: TextLine = {
          file: l.file,
          lines: covered.flatMap((c) => c.lines),
          text: '',
          paraEnd: true,
          table: { header: table.header, rows: table.rows },
        };
        if (l.breakBefore) merged.breakBefore = true;
        out.lines.push(merged);
        i += table.lines.length - 1;
        continue;
      }
      out.lines.push(l);
    }
    return out;
  };
}
