import type { DropOverride, TableOverride } from '../config.ts';
import type { StageResult, TextLine } from '../types.ts';
import { dropAll, type Stage } from './stage.ts';

/** Counts how often each override matched, so stale overrides can be reported. */
export type Usage = Map<object, number>;

const same = (a: string, b: string) => a.replace(/\s+/gu, ' ').trim() === b.replace(/\s+/gu, ' ').trim();

/**
 * Editorial line overrides: drop named lines (a site title, a byline), and replace
 * a flattened table (its lines, in order) by a real table.
 */
export function applyLineOverrides(drops: DropOverride[], tables: TableOverride[], usage: Usage): Stage {
  return (input) => {
    const out: StageResult = { lines: [], drops: [], cleans: [] };
    for (let i = 0; i < input.length; i++) {
      const l = input[i]!;
      const drop = drops.find((d) => d.file === l.file && same(d.text, l.text));
      if (drop) {
        usage.set(drop, (usage.get(drop) ?? 0) + 1);
        out.drops.push(...dropAll(l, 'editorial drop', drop.why));
        continue;
      }
      const table = tables.find((t) => t.lines.every((text, k) => input[i + k] !== undefined && same(text, input[i + k]!.text)));
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
