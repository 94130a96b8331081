import { DEFAULT_OVERRIDES_PATH } from './advice.ts';
import type { KeepOverride, LawFragmentOverride, Overrides } from './config.ts';
import type { Outputs } from './emit/emit.ts';
import { applyErrata, checkErrataFiles } from './normalize/apply-errata.ts';
import { applyLineOverrides, type Usage } from './normalize/apply-line-overrides.ts';
import type { IngestReport } from './report.ts';
import { accountLines } from './stages/account-lines.ts';
import { checkManifest } from './stages/check-manifest.ts';
import { decodeBook } from './stages/decode-book.ts';
import { emitAll } from './stages/emit-all.ts';
import { mapPages, placeOverrides } from './stages/map-pages.ts';
import { checkOverrides, mergeBooks } from './stages/merge-books.ts';
import { normalizeBook } from './stages/normalize-book.ts';
import { segmentBook } from './stages/segment-book.ts';
import type { ManifestEntry } from './types.ts';

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
 * The whole ingest as one pure function, its stages in order (each in `stages/`):
 * check the manifest → map the pages → per book: decode → normalize → segment → merge →
 * check the overrides → account for every line → emit.
 * No file system here; `scripts/ingest.ts` reads the sources and writes the outputs.
 */
export function ingest(sources: SourceInput[], manifest: ManifestEntry[], overrides: Overrides): IngestResult {
  const files = sources.map((s) => s.file);
  const bytesOf = new Map(sources.map((s) => [s.file, s.bytes]));
  const errata = overrides.errata ?? [];
  const notes = overrides.notes ?? [];
  const overridesPath = overrides.path ?? DEFAULT_OVERRIDES_PATH;

  const books = checkManifest(files, manifest);
  checkErrataFiles(files, errata, notes, OVERRIDES_FILE);
  const { pageMap, virtual } = mapPages(books);
  const placed = placeOverrides(overrides, virtual);
  const usage: Usage = new Map();
  const usedKeep = new Set<KeepOverride>();

  const perBook = books.map((book) => {
    const decoded = decodeBook(book, bytesOf, errata, notes);
    const editorial = [applyLineOverrides(placed.drop, overrides.tables, usage), applyErrata(errata.map(virtual), notes.map(virtual))];
    const normalized = normalizeBook(book, decoded.pages, editorial, pageMap, overridesPath);
    const segmented = segmentBook(book, normalized.lines, placed.lawFragments, pageMap, overridesPath, placed.keep, usedKeep);
    return { book, decoded, normalized, segmented };
  });

  const segmented = perBook.map((b) => b.segmented);
  // Files warned of as a whole, and pieces whose missing-page warning already says how to attribute them: no second warning.
  const quiet = new Set([...perBook.filter((b) => b.segmented.wholeFileWarned).map((b) => b.book.entry.file), ...perBook.flatMap((b) => b.normalized.warnedPieces)]);
  const merged = mergeBooks(segmented, placed.fragments, overridesPath, quiet, placed.keep, usedKeep, (file, line) => pageMap.where(file, line));
  const usedLaw = new Set<LawFragmentOverride>(segmented.flatMap((s) => s.usedLawOverrides));
  checkOverrides({ ...placed, tables: overrides.tables }, usage, usedLaw, merged, OVERRIDES_FILE, usedKeep);

  const ledgers = new Map(perBook.flatMap((b) => b.decoded.ledgers).map((l) => [l.file, l]));
  for (const c of perBook.flatMap((b) => b.normalized.cleans)) ledgers.get(c.file)!.cleans.push(c);
  const drops = [...perBook.flatMap((b) => [...b.decoded.drops, ...b.normalized.drops, ...b.segmented.drops]), ...merged.drops];
  accountLines(ledgers, pageMap, merged, drops);

  const warnings = perBook.flatMap((b) => [...b.normalized.warnings, ...b.segmented.warnings]);
  const titleBlocks = perBook.flatMap((b) => [...b.decoded.titleBlocks, ...b.segmented.titleBlocks]);
  return emitAll(merged, [...ledgers.values()], warnings, titleBlocks, errata, pageMap);
}
