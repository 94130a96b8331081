import { DEFAULT_OVERRIDES_PATH, fragmentOverride, notCommentary, openingOf } from './advice.ts';
import type { FragmentOverride, Overrides } from './config.ts';
import { decode } from './decode.ts';
import { emitCommentary, emitLawText, emitSections, type Outputs } from './emit/emit.ts';
import { IngestError } from './errors.ts';
import { flattenNodes, merge, mergeLawTexts, mergeSections, ownLines } from './merge.ts';
import { applyErrata, checkErrata, checkErrataFiles } from './normalize/apply-errata.ts';
import { applyLineOverrides, type Usage } from './normalize/apply-line-overrides.ts';
import { NORMALIZE_STAGES } from './normalize/index.ts';
import { fromSource, pipe } from './normalize/stage.ts';
import { toRanges } from './emit/ranges.ts';
import { buildReport, record, type FileLedger, type IngestReport } from './report.ts';
import { MANIFEST_FILE } from './manifest-file.ts';
import { markupFormat, readMarkup } from './markup/markup.ts';
import { runPageStages } from './pages/index.ts';
import { findMissingPages, type Gap } from './pages/find-missing-pages.ts';
import { joinPages, PageMap, STRIDE } from './pages/join-pages.ts';
import { pagesOf } from './pages/resolve-pages.ts';
import { segmentCommentary } from './segment/segment-commentary.ts';
import { looksCutOff, plain } from './shape/text-shape.ts';
import { segmentLawText } from './segment/segment-law-text.ts';
import type { CommentaryFragment, Drop, LawHeading, LawText, ManifestEntry, SectionFragment, TextLine, TitleBlock } from './types.ts';

export interface SourceInput {
  file: string;
  bytes: Uint8Array;
}

export interface IngestResult {
  outputs: Outputs;
  report: IngestReport;
}

export const OVERRIDES_FILE = 'overrides.yaml';

/** `read_3.txt: page 2 is missing (…)`: the gap, the evidence, and what the ingest did about it. */
function missingPagesWarning(g: Gap, files: string[]): string {
  const pages = g.missing.length === 1 ? `page ${g.missing[0]} is missing` : `pages ${g.missing[0]}–${g.missing[g.missing.length - 1]} are missing`;
  const evidence = g.from === 'counter' ? 'by the page counters' : 'by the numbers in the file names';
  if (g.before >= files.length) return `${files[files.length - 1]}: ${pages} after this last page (${evidence}): the text ends cut off here`;
  return `${files[g.before]}: ${pages} before this page (${evidence}, after ${files[g.before - 1]}): no text is joined across the gap, and the paragraph it cuts is marked incomplete`;
}

/**
 * The whole ingest as one pure function: decode → normalize → segment → merge → emit.
 * No file system here; `scripts/ingest.ts` reads the sources and writes the outputs.
 */
export function ingest(sources: SourceInput[], manifest: ManifestEntry[], overrides: Overrides): IngestResult {
  const files = sources.map((s) => s.file);
  const bytesOf = new Map(sources.map((s) => [s.file, s.bytes]));
  // Each entry's files: its one file, or its pages in reading order.
  const filesOf = new Map(manifest.map((m) => [m, m.pages === undefined ? [m.file] : pagesOf(m, files, MANIFEST_FILE)]));
  const owner = new Map<string, ManifestEntry>();
  for (const [m, fs] of filesOf) {
    for (const f of fs) {
      if (owner.has(f)) throw new IngestError(`manifest.yaml describes ${f} twice (in ${owner.get(f)!.file} and ${m.file})`, MANIFEST_FILE);
      owner.set(f, m);
    }
  }
  for (const s of sources) {
    if (!owner.has(s.file)) throw new IngestError('not described in manifest.yaml (add an entry: kind, title, author, edition, copyright)', s.file);
  }
  for (const m of manifest) {
    if (m.pages === undefined && !bytesOf.has(m.file)) throw new IngestError(`manifest.yaml describes ${m.file}, but there is no such file`, m.file);
  }

  const errata = overrides.errata ?? [];
  const notes = overrides.notes ?? [];
  checkErrataFiles(files, errata, notes, OVERRIDES_FILE);
  // Overrides name a page and its line; the stages after the join read the book as one virtual file.
  const pageMap = new PageMap();
  const books = new Map<string, { id: string; index: number }>();
  for (const [m, fs] of filesOf) if (m.pages !== undefined) fs.forEach((f, index) => books.set(f, { id: m.file, index }));
  const virtual = <T extends { file: string; line?: number }>(o: T): T => {
    const b = books.get(o.file);
    if (!b) return o;
    return o.line === undefined ? { ...o, file: b.id } : { ...o, file: b.id, line: b.index * STRIDE + o.line };
  };
  const drop = overrides.drop.map(virtual);
  const lawFragments = overrides.lawFragments.map(virtual);
  const fragmentOverrides = overrides.fragments.map(virtual);
  const usage: Usage = new Map();
  const ledgers = new Map<string, FileLedger>();
  const fragments: CommentaryFragment[] = [];
  const headings: LawHeading[] = [];
  const lawPieces: LawText[] = [];
  const sectionPieces: SectionFragment[] = [];
  const titleBlocks: TitleBlock[] = [];
  const drops: Drop[] = [];
  const warnings: string[] = [];
  const usedLawOverrides = new Set<object>();
  const overridesPath = overrides.path ?? DEFAULT_OVERRIDES_PATH;
  /** Files warned of as a whole: their pieces get no second warning from the merge. */
  const wholeFileWarned = new Set<string>();

  for (const [entry, pageFiles] of filesOf) {
    const paged = entry.pages !== undefined;
    // decode, each page on its own
    const pages = pageFiles.map((file) => {
      if (markupFormat(file)) {
        // FB2, a saved web page, an EPUB: read into the lines a text file gives, its markup accounted.
        const m = readMarkup(bytesOf.get(file)!, file);
        checkErrata(file, m.raw, errata, notes);
        ledgers.set(file, { file, kind: entry.kind, encoding: m.encoding, count: m.raw.length, fates: new Map(), cleans: [] });
        drops.push(...m.drops);
        if (m.provenance.length) {
          const described = m.drops.filter((d) => d.reason === 'book description').map((d) => d.line);
          titleBlocks.push({ file, lines: described, text: m.provenance });
        }
        // A page of a book whose last paragraph stops mid-sentence runs on to the next page, as a text page does.
        const last = m.lines[m.lines.length - 1];
        if (paged && last && !last.footnote && looksCutOff(plain(last.text))) last.paraEnd = false;
        return m.lines;
      }
      const decoded = decode(bytesOf.get(file)!, file, entry.encoding);
      checkErrata(file, decoded.lines, errata, notes);
      ledgers.set(file, { file, kind: entry.kind, encoding: decoded.encoding, count: decoded.lines.length, fates: new Map(), cleans: [] });
      return fromSource(decoded.lines);
    });
    // normalize: each page's furniture, the overlap between pages, then the pages as one text
    let lines: TextLine[];
    if (entry.kind === 'commentary' || paged) {
      const paging = runPageStages(pages);
      drops.push(...paging.drops);
      if (paged) pageMap.addBook(entry.file, pageFiles);
      const gaps = paged ? findMissingPages(pageFiles, pages) : [];
      for (const g of gaps) warnings.push(missingPagesWarning(g, pageFiles));
      lines = paged ? joinPages(entry.file, paging.pages, pageFiles, new Set(gaps.map((g) => g.before))) : paging.pages[0]!;
    } else lines = pages[0]!;
    const stages = [...NORMALIZE_STAGES, applyLineOverrides(drop, overrides.tables, usage), applyErrata(errata.map(virtual), notes.map(virtual))];
    const normalized = pipe(stages, lines);
    for (const c of normalized.cleans) {
      const w = pageMap.where(c.file, c.line);
      ledgers.get(w.file)!.cleans.push({ ...c, file: w.file, line: w.line });
    }
    drops.push(...normalized.drops);
    // segment
    if (entry.kind === 'commentary') {
      const seg = segmentCommentary(normalized.lines);
      const text = normalized.lines.filter((l) => l.text.trim() !== '');
      // A text with no structure at all is warned of once, as a whole; the merge reports what is no commentary.
      if (!seg.headings.length && !seg.fragments.some((f) => f.id) && !seg.sections.length && !notCommentary(text.map((l) => plain(l.text)).join(' '))) {
        const first = text[0] ? pageMap.where(text[0].file, text[0].lines[0]!) : undefined;
        warnings.push(
          first
            ? `${first.file}:${first.line}: no law heading, paragraph number or front section here (lines ${pageMap.resolve(text[0]!.file, text.flatMap((l) => l.lines)).map((p) => `${p.file} ${toRanges(p.lines)}`).join('; ')}); if this text is the rest of a paragraph, add to ${overridesPath}: ${fragmentOverride(first.file, openingOf(plain(text[0]!.text)))}`
            : `${entry.file}: nothing but furniture and blank lines`,
        );
        wholeFileWarned.add(entry.file);
      }
      fragments.push(...seg.fragments);
      headings.push(...seg.headings);
      sectionPieces.push(...seg.sections);
      titleBlocks.push(...seg.titleBlocks.map((t) => ({ ...t, ...pageMap.resolve(t.file, t.lines)[0]! })));
      drops.push(...seg.drops);
      warnings.push(...seg.warnings);
    } else {
      const seg = segmentLawText(normalized.lines, lawFragments);
      if (!seg.laws.length) throw new IngestError('no recognisable laws («Правило N.») in this law-text file', entry.file);
      lawPieces.push(...seg.laws);
      drops.push(...seg.unattributed);
      for (const o of seg.used) usedLawOverrides.add(o);
    }
  }

  // merge
  const usedFragmentOverrides = new Set<FragmentOverride>();
  const merged = merge(fragments, headings, fragmentOverrides, usedFragmentOverrides, { overridesPath, quiet: wholeFileWarned });
  const lawTexts = mergeLawTexts(lawPieces);
  const frontSections = mergeSections(sectionPieces);
  drops.push(...merged.drops, ...lawTexts.drops, ...frontSections.drops);

  const stale = [
    ...drop.filter((o) => !usage.has(o)).map((o) => `drop «${o.text}»`),
    ...overrides.tables.filter((o) => !usage.has(o)).map((o) => `table of ${o.paragraph}`),
    ...lawFragments.filter((o) => !usedLawOverrides.has(o)).map((o) => `lawFragments «${o.startsWith}»`),
    ...fragmentOverrides.filter((o) => !usedFragmentOverrides.has(o)).map((o) => `fragments «${o.startsWith}»`),
  ];
  if (stale.length) throw new IngestError(`stale override(s) that match nothing in the sources: ${stale.join('; ')}`, OVERRIDES_FILE);
  for (const t of overrides.tables) {
    const home = merged.paragraphs.find((p) => p.blocks.some((b) => b.kind === 'table' && b.table.header === t.header));
    if (home?.id !== t.paragraph) throw new IngestError(`the table meant for ${t.paragraph} landed in ${home?.id ?? 'no paragraph'}`, OVERRIDES_FILE);
  }

  // account for every line: kept first, then the reasons for the rest
  const keep = (file: string, lines: number[], where: string) => {
    for (const place of pageMap.resolve(file, lines)) for (const n of place.lines) record(ledgers.get(place.file)!, n, { kept: where });
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
    const w = pageMap.where(d.file, d.line);
    record(ledgers.get(w.file)!, w.line, fate);
  }

  // emit
  const outputs: Outputs = new Map();
  const sourceTexts = new Map(errata.map((e) => [e.right, e.wrong]));
  const where = (file: string, lines: number[]) => pageMap.resolve(file, lines);
  emitCommentary(merged.paragraphs, merged.titles, outputs, sourceTexts, where);
  emitLawText(lawTexts.laws, outputs, sourceTexts, where);
  emitSections(frontSections.sections, outputs, sourceTexts, where);
  const report = buildReport(
    [...ledgers.values()],
    merged.paragraphs.map((p) => ({ id: p.id, incomplete: p.incomplete })),
    lawTexts.laws.map((l) => ({
      law: l.law,
      sections: flattenNodes(l.sections).map((n) => ({ id: n.id, incomplete: [...(n.headCut ? ['head'] : []), ...(n.tailCut ? ['tail'] : [])] })),
    })),
    [...warnings, ...merged.warnings].map((w) => pageMap.describe(w)),
    { sections: frontSections.sections.map((s) => ({ id: s.slug, incomplete: s.incomplete })), titleBlocks },
  );
  outputs.set('ingest-report.json', `${JSON.stringify(report, null, 2)}\n`);
  return { outputs, report };
}
