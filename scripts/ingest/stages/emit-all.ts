import type { Erratum } from '../config.ts';
import { emitCommentary, emitLawText, emitSections, type Outputs } from '../emit/emit.ts';
import { flattenNodes } from '../merge.ts';
import type { PageMap } from '../pages/join-pages.ts';
import { buildReport, type FileLedger, type IngestReport } from '../report.ts';
import type { TitleBlock } from '../types.ts';
import type { Merged } from './merge-books.ts';

/** The markdown of every paragraph, law and section, and the report of every line, as outputs. */
export function emitAll(merged: Merged, ledgers: FileLedger[], warnings: string[], titleBlocks: TitleBlock[], errata: Erratum[], pageMap: PageMap): { outputs: Outputs; report: IngestReport } {
  const outputs: Outputs = new Map();
  const sourceTexts = new Map(errata.map((e) => [e.right, e.wrong]));
  const where = (file: string, lines: number[]) => pageMap.resolve(file, lines);
  emitCommentary(merged.commentary.paragraphs, merged.commentary.titles, outputs, sourceTexts, where);
  emitLawText(merged.laws, outputs, sourceTexts, where);
  emitSections(merged.sections, outputs, sourceTexts, where);
  const report = buildReport(
    ledgers,
    merged.commentary.paragraphs.map((p) => ({ id: p.id, incomplete: p.incomplete })),
    merged.laws.map((l) => ({
      law: l.law,
      sections: flattenNodes(l.sections).map((n) => ({ id: n.id, incomplete: [...(n.headCut ? ['head'] : []), ...(n.tailCut ? ['tail'] : [])] })),
    })),
    [...warnings, ...merged.commentary.warnings].map((w) => pageMap.describe(w)),
    { sections: merged.sections.map((s) => ({ id: s.slug, incomplete: s.incomplete })), titleBlocks },
  );
  outputs.set('ingest-report.json', `${JSON.stringify(report, null, 2)}\n`);
  return { outputs, report };
}
