import type { Encoding } from './decode.ts';
import { IngestError } from './errors.ts';
import { toRanges } from './emit/ranges.ts';
import type { Clean, Drop, SourceKind, TitleBlock } from './types.ts';

/** Where a source line went: kept in a paragraph / law section, or dropped and why. */
export type Fate = { kept: string } | { dropped: Drop['reason']; note?: string };

export interface SourceReport {
  file: string;
  kind: SourceKind;
  /** As detected for text, as declared for markup (`windows-1251`, `utf-8`, …). */
  encoding: Encoding | string;
  lines: number;
  kept: number;
  dropped: Record<string, number>;
  cleaned: Record<string, number>;
}

export interface IngestReport {
  totals: { lines: number; kept: number; dropped: Record<string, number>; cleaned: Record<string, number> };
  sources: SourceReport[];
  paragraphs: { count: number; incomplete: string[] };
  lawText: { laws: number[]; sections: number; incomplete: string[] };
  /** Front sections («Предисловие»…), by id. */
  sections: { ids: string[]; incomplete: string[] };
  /** Each file's title block (authors, title, copyright request): provenance, not text. */
  titleBlocks: { file: string; lines: string; text: string[] }[];
  warnings: string[];
  /**
   * Per file, runs of lines with the same fate: [from, to, "kept", "63.5"] (`"51A; footnote of Law 50"`
   * for a line kept in two places), or [from, to, "dropped", reason] with the drop's note when it has
   * one ("another copy of 61.5 (000_….txt)").
   */
  lines: Record<string, ([number, number, 'kept' | 'dropped', string] | [number, number, 'dropped', string, string])[]>;
}

const bump = (r: Record<string, number>, k: string, by = 1) => {
  r[k] = (r[k] ?? 0) + by;
};
const sorted = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)));

export interface FileLedger {
  file: string;
  kind: SourceKind;
  encoding: Encoding | string;
  count: number;
  fates: Map<number, Fate>;
  cleans: Clean[];
}

/**
 * Record a fate for a line; a line gets exactly one (the first recorded: kept wins over a later
 * duplicate note). A line kept in two places (the end of one section and the start of the next
 * on one line) is kept in both: `51A; footnote of Law 50`.
 */
export function record(ledger: FileLedger, line: number, fate: Fate): void {
  const old = ledger.fates.get(line);
  if (!old) ledger.fates.set(line, fate);
  else if ('kept' in old && 'kept' in fate && !old.kept.split('; ').includes(fate.kept)) ledger.fates.set(line, { kept: `${old.kept}; ${fate.kept}` });
}

/**
 * Build the report and check the accounting: every source line has exactly one
 * fate, and kept + dropped = lines, per file and in total.
 */
export function buildReport(
  ledgers: FileLedger[],
  paragraphs: { id: string; incomplete: string[] }[],
  laws: { law: number; sections: { id: string; incomplete: string[] }[] }[],
  warnings: string[],
  front: { sections: { id: string; incomplete: string[] }[]; titleBlocks: TitleBlock[] } = { sections: [], titleBlocks: [] },
): IngestReport {
  const totals = { lines: 0, kept: 0, dropped: {} as Record<string, number>, cleaned: {} as Record<string, number> };
  const sources: SourceReport[] = [];
  const lines: IngestReport['lines'] = {};
  for (const l of ledgers) {
    const s: SourceReport = { file: l.file, kind: l.kind, encoding: l.encoding, lines: l.count, kept: 0, dropped: {}, cleaned: {} };
    const runs: IngestReport['lines'][string] = [];
    for (let n = 1; n <= l.count; n++) {
      const fate = l.fates.get(n);
      if (!fate) throw new IngestError(`line ${n} was neither kept nor dropped (an ingest bug)`, l.file, n);
      const [kind, what] = 'kept' in fate ? (['kept', fate.kept] as const) : (['dropped', fate.dropped] as const);
      const note = 'kept' in fate ? undefined : fate.note;
      if (kind === 'kept') s.kept++;
      else bump(s.dropped, what);
      const last = runs[runs.length - 1];
      if (last && last[1] === n - 1 && last[2] === kind && last[3] === what && last[4] === note) last[1] = n;
      else runs.push(note === undefined ? [n, n, kind, what] : [n, n, 'dropped', what, note]);
    }
    for (const c of l.cleans) bump(s.cleaned, c.reason);
    const droppedCount = Object.values(s.dropped).reduce((a, b) => a + b, 0);
    if (s.kept + droppedCount !== s.lines) throw new IngestError('line accounting does not add up (an ingest bug)', l.file);
    s.dropped = sorted(s.dropped);
    s.cleaned = sorted(s.cleaned);
    sources.push(s);
    lines[l.file] = runs;
    totals.lines += s.lines;
    totals.kept += s.kept;
    for (const [k, v] of Object.entries(s.dropped)) bump(totals.dropped, k, v);
    for (const [k, v] of Object.entries(s.cleaned)) bump(totals.cleaned, k, v);
  }
  totals.dropped = sorted(totals.dropped);
  totals.cleaned = sorted(totals.cleaned);
  const allSections = laws.flatMap((l) => l.sections);
  return {
    totals,
    sources,
    paragraphs: { count: paragraphs.length, incomplete: paragraphs.filter((p) => p.incomplete.length).map((p) => p.id) },
    lawText: { laws: laws.map((l) => l.law), sections: allSections.length, incomplete: allSections.filter((s) => s.incomplete.length).map((s) => s.id) },
    sections: { ids: front.sections.map((s) => s.id), incomplete: front.sections.filter((s) => s.incomplete.length).map((s) => s.id) },
    titleBlocks: front.titleBlocks.map((t) => ({ file: t.file, lines: toRanges(t.lines), text: t.text })),
    warnings,
    lines,
  };
}

export function summarize(r: IngestReport): string {
  const dropped = Object.values(r.totals.dropped).reduce((a, b) => a + b, 0);
  const out = [
    `ingest: ${r.sources.length} sources, ${r.totals.lines} lines: ${r.totals.kept} kept, ${dropped} dropped`,
    ...Object.entries(r.totals.dropped).map(([k, v]) => `  dropped  ${String(v).padStart(5)}  ${k}`),
    ...Object.entries(r.totals.cleaned).map(([k, v]) => `  cleaned  ${String(v).padStart(5)}  ${k}`),
    `  ${r.paragraphs.count} commentary paragraphs (incomplete: ${r.paragraphs.incomplete.join(', ') || 'none'})`,
    `  law text: laws ${r.lawText.laws.join(', ')}; ${r.lawText.sections} sections (incomplete: ${r.lawText.incomplete.join(', ') || 'none'})`,
    ...(r.sections.ids.length ? [`  front sections: ${r.sections.ids.join(', ')}`] : []),
    ...r.titleBlocks.map((t) => `  title block: ${t.file} lines ${t.lines} (provenance, not text)`),
    ...r.warnings.map((w) => `  warning: ${w}`),
  ];
  return out.join('\n');
}
