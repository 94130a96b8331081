import type { DropOverride, TableOverride } from '../config.ts';
import type { StageResult, TextLine } from '../types.ts';
import { dropAll, type Stage } from './stage.ts';

/** Counts how often each override matched, so stale overrides can be reported. */
export type Usage = Map<object, number>;

/** Texts compare with runs of white space as one space, ends trimmed. */
const norm = (s: string) => s.replace(/\s+/gu, ' ').trim();

/**
 * Editorial line overrides: drop named lines (a site title, a byline), and replace
 * a flattened table (its lines, in order) by a real table.
 */
export function applyLineOverrides(drops: DropOverride[], tables: TableOverride[], usage: Usage): Stage {
  // Every line of every source passes here: look drops up by file, with texts
  // normalized once (the first matching override in file order wins, as before).
  const dropsByFile = new Map<string, { drop: DropOverride; text: string }[]>();
  for (const drop of drops) {
    const list = dropsByFile.get(drop.file) ?? [];
    list.push({ drop, text: norm(drop.text) });
    dropsByFile.set(drop.file, list);
  }
  const tableLines = tables.map((t) => t.lines.map(norm));
  return (input) => {
    const out: StageResult = { lines: [], drops: [], cleans: [] };
    const texts = input.map((l) => norm(l.text));
    for (let i = 0; i < input.length; i++) {
      const l = input[i]!;
      const drop = dropsByFile.get(l.file)?.find((d) => d.text === texts[i])?.drop;
      if (drop) {
        usage.set(drop, (usage.get(drop) ?? 0) + 1);
        out.drops.push(...dropAll(l, 'editorial drop', drop.why));
        continue;
      }
      const table = tables.find((_, t) => tableLines[t]!.every((text, k) => i + k < input.length && text === texts[i + k]));
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
