import type { FragmentOverride, Overrides } from './config.ts';
import { decode } from './decode.ts';
import { emitCommentary, emitLawText, emitSections, type Outputs } from './emit/emit.ts';
import { IngestError } from './errors.ts';
import { flattenNodes, merge, mergeLawTexts, mergeSections, ownLines } from './merge.ts';
import { applyErrata, checkErrata, checkErrataFiles } from './normalize/apply-errata.ts';
import { applyLineOverrides, type Usage } from './normalize/apply-line-overrides.ts';
import { NORMALIZE_STAGES } from './normalize/index.ts';
import { fromSource, pipe } from './normalize/stage.ts';
import { buildReport, record, type FileLedger, type IngestReport } from './report.ts';
import { segmentCommentary } from './segment/segment-commentary.ts';
import { segmentLawText } from './segment/segment-law-text.ts';
import type { CommentaryFragment, Drop, LawHeading, LawText, ManifestEntry, SectionFragment, TitleBlock } from './types.ts';

export interface SourceInput {
  file: string;
  bytes: Uint8Array;
}

export interface IngestResult {
  outputs: Outputs;
  report: IngestReport;
}

export const OVERRIDES_FILE = 'overrides.yaml';

/**
 * The whole ingest as one pure function: decode → normalize → segment → merge → emit.
 * No file system here; `scripts/ingest.ts` reads the sources and writes the outputs.
 */
export function ingest(sources: SourceInput[], manifest: ManifestEntry[], overrides: Overrides): IngestResult {
  const described = new Map(manifest.map((m) => [m.file, m]));
  for (const s of sources) {
    if (!described.has(s.file)) throw new IngestError('not described in manifest.yaml (add an entry: kind, title, author, edition, copyright)', s.file);
  }
  for (const m of manifest) {
    if (!sources.some((s) => s.file === m.file)) throw new IngestError(`manifest.yaml describes ${m.file}, but there is no such file`, m.file);
  }

  const errata = overrides.errata ?? [];
  const notes = overrides.notes ?? [];
  checkErrataFiles(sources.map((s) => s.file), errata, notes, OVERRIDES_FILE);
  const usage: Usage = new Map();
  const ledgers = new Map<string, FileLedger>();
  const fragments: CommentaryFragment[] = [];
  const headings: LawHeading[] = [];
  const lawPieces: LawText[] = [];
  const sectionPieces: SectionFragment[] = [];
  const titleBlocks: TitleBlock[] = [];
  const drops: Drop[] = [];
  const usedLawOverrides = new Set<object>();

  for (const source of sources) {
    const entry = described.get(source.file)!;
    // decode
    const decoded = decode(source.bytes, source.file, entry.encoding);
    checkErrata(source.file, decoded.lines, errata, notes);
    // normalize
    const stages = [...NORMALIZE_STAGES, applyLineOverrides(overrides.drop, overrides.tables, usage), applyErrata(errata, notes)];
    const normalized = pipe(stages, fromSource(decoded.lines));
    ledgers.set(source.file, { file: source.file, kind: entry.kind, encoding: decoded.encoding, count: decoded.lines.length, fates: new Map(), cleans: normalized.cleans });
    drops.push(...normalized.drops);
    // segment
    if (entry.kind === 'commentary') {
      const seg = segmentCommentary(normalized.lines);
      if (!seg.headings.length && !seg.fragments.some((f) => f.id) && !seg.sections.length) {
        throw new IngestError('no recognisable laws («Правило N.»), commentary paragraphs («N.M.») or front sections («ПРЕДИСЛОВИЕ») in this file', source.file);
      }
      fragments.push(...seg.fragments);
      headings.push(...seg.headings);
      sectionPieces.push(...seg.sections);
      titleBlocks.push(...seg.titleBlocks);
      drops.push(...seg.drops);
    } else {
      const seg = segmentLawText(normalized.lines, overrides.lawFragments);
      if (!seg.laws.length) throw new IngestError('no recognisable laws («Правило N.») in this law-text file', source.file);
      lawPieces.push(...seg.laws);
      drops.push(...seg.unattributed);
      for (const o of seg.used) usedLawOverrides.add(o);
    }
  }

  // merge
  const usedFragmentOverrides = new Set<FragmentOverride>();
  const merged = merge(fragments, headings, overrides.fragments, usedFragmentOverrides);
  const lawTexts = mergeLawTexts(lawPieces);
  const frontSections = mergeSections(sectionPieces);
  drops.push(...merged.drops, ...lawTexts.drops, ...frontSections.drops);

  const stale = [
    ...overrides.drop.filter((o) => !usage.has(o)).map((o) => `drop «${o.text}»`),
    ...overrides.tables.filter((o) => !usage.has(o)).map((o) => `table of ${o.paragraph}`),
    ...overrides.lawFragments.filter((o) => !usedLawOverrides.has(o)).map((o) => `lawFragments «${o.startsWith}»`),
    ...overrides.fragments.filter((o) => !usedFragmentOverrides.has(o)).map((o) => `fragments «${o.startsWith}»`),
  ];
  if (stale.length) throw new IngestError(`stale override(s) that match nothing in the sources: ${stale.join('; ')}`, OVERRIDES_FILE);
  for (const t of overrides.tables) {
    const home = merged.paragraphs.find((p) => p.blocks.some((b) => b.kind === 'table' && b.table.header === t.header));
    if (home?.id !== t.paragraph) throw new IngestError(`the table meant for ${t.paragraph} landed in ${home?.id ?? 'no paragraph'}`, OVERRIDES_FILE);
  }

  // account for every line: kept first, then the reasons for the rest
  const keep = (file: string, lines: number[], where: string) => {
    for (const n of lines) record(ledgers.get(file)!, n, { kept: where });
  };
  for (const p of merged.paragraphs) keep(p.file, p.lines, p.id);
  for (const h of merged.titles.values()) keep(h.file, h.lines, `title of Law ${h.law}`);
  for (const s of frontSections.sections) keep(s.file, s.lines, s.slug);
  for (const law of lawTexts.laws) {
    keep(law.file, law.titleLines ?? [], `title of Law ${law.law}`);
    keep(law.file, law.partHeadingLines ?? [], `part heading before Law ${law.law}`);
    keep(law.file, law.blocks.flatMap((b) => b.lines), `Law ${law.law}`);
    for (const n of flattenNodes(law.sections)) keep(n.file, ownLines(n), n.id);
    for (const f of law.footnotes) keep(f.file, f.lines, `footnote of Law ${law.law}`);
  }
  for (const d of drops) {
    const fate = d.note ? { dropped: d.reason, note: d.note } : { dropped: d.reason };
    record(ledgers.get(d.file)!, d.line, fate);
  }

  // emit
  const outputs: Outputs = new Map();
  const sourceTexts = new Map(errata.map((e) => [e.right, e.wrong]));
  emitCommentary(merged.paragraphs, merged.titles, outputs, sourceTexts);
  emitLawText(lawTexts.laws, outputs, sourceTexts);
  emitSections(frontSections.sections, outputs, sourceTexts);
  const report = buildReport(
    [...ledgers.values()],
    merged.paragraphs.map((p) => ({ id: p.id, incomplete: p.incomplete })),
    lawTexts.laws.map((l) => ({
      law: l.law,
      sections: flattenNodes(l.sections).map((n) => ({ id: n.id, incomplete: [...(n.headCut ? ['head'] : []), ...(n.tailCut ? ['tail'] : [])] })),
    })),
    merged.warnings,
    { sections: frontSections.sections.map((s) => ({ id: s.slug, incomplete: s.incomplete })), titleBlocks },
  );
  outputs.set('ingest-report.json', `${JSON.stringify(report, null, 2)}\n`);
  return { outputs, report };
}
