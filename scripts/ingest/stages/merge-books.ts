import type { DropOverride, FragmentOverride, KeepOverride, LawFragmentOverride, TableOverride } from '../config.ts';
import { IngestError } from '../errors.ts';
import { merge, mergeLawTexts, mergeSections, type MergeResult, type Section } from '../merge.ts';
import type { Usage } from '../normalize/apply-line-overrides.ts';
import type { Drop, LawText } from '../types.ts';
import type { SegmentedBook } from './segment-book.ts';

export interface Merged {
  commentary: MergeResult;
  laws: LawText[];
  sections: Section[];
  /** The merge's drops: copies of a paragraph, duplicates, pieces no evidence attributes. */
  drops: Drop[];
  usedFragmentOverrides: Set<FragmentOverride>;
}

/** One paragraph per id, one law per number and one section per slug, from every book's pieces. */
export function mergeBooks(
  books: SegmentedBook[],
  fragmentOverrides: FragmentOverride[],
  overridesPath: string,
  quiet: ReadonlySet<string>,
  keep: readonly KeepOverride[] = [],
  usedKeep = new Set<KeepOverride>(),
  where?: (file: string, line: number) => { file: string; line: number },
): Merged {
  const usedFragmentOverrides = new Set<FragmentOverride>();
  const commentary = merge(
    books.flatMap((b) => b.fragments),
    books.flatMap((b) => b.headings),
    fragmentOverrides,
    usedFragmentOverrides,
    { overridesPath, quiet, keep, usedKeep, ...(where ? { where } : {}) },
  );
  const laws = mergeLawTexts(books.flatMap((b) => b.laws));
  const sections = mergeSections(books.flatMap((b) => b.sections));
  return { commentary, laws: laws.laws, sections: sections.sections, drops: [...commentary.drops, ...laws.drops, ...sections.drops], usedFragmentOverrides };
}

export interface OverridesInUse {
  drop: DropOverride[];
  tables: TableOverride[];
  lawFragments: LawFragmentOverride[];
  fragments: FragmentOverride[];
  keep?: readonly KeepOverride[];
}

/**
 * Every override matched something, and every table landed in the paragraph it names; otherwise the
 * ingest is refused (a stale override would hide a change of the sources).
 */
export function checkOverrides(o: OverridesInUse, usage: Usage, usedLaw: ReadonlySet<LawFragmentOverride>, merged: Merged, overridesFile: string, usedKeep: ReadonlySet<KeepOverride> = new Set()): void {
  const stale = [
    ...o.drop.filter((d) => !usage.has(d)).map((d) => `drop «${d.text}»`),
    ...o.tables.filter((t) => !usage.has(t)).map((t) => `table of ${t.paragraph}`),
    ...o.lawFragments.filter((l) => !usedLaw.has(l)).map((l) => `lawFragments «${l.startsWith}»`),
    ...o.fragments.filter((f) => !merged.usedFragmentOverrides.has(f)).map((f) => `fragments «${f.startsWith}»`),
    ...(o.keep ?? []).filter((k) => !usedKeep.has(k)).map((k) => `keep «${k.startsWith}»`),
  ];
  if (stale.length) throw new IngestError(`stale override(s) that match nothing in the sources: ${stale.join('; ')}`, overridesFile);
  for (const t of o.tables) {
    const home = merged.commentary.paragraphs.find((p) => p.blocks.some((b) => b.kind === 'table' && b.table.header === t.header));
    if (home?.id !== t.paragraph) throw new IngestError(`the table meant for ${t.paragraph} landed in ${home?.id ?? 'no paragraph'}`, overridesFile);
  }
}
