import { fragmentOverride, notCommentary, notCommentaryWarning, openingOf } from '../advice.ts';
import type { KeepOverride, LawFragmentOverride } from '../config.ts';
import { toRanges } from '../emit/ranges.ts';
import { IngestError } from '../errors.ts';
import type { PageMap } from '../pages/join-pages.ts';
import { segmentCommentary } from '../segment/segment-commentary.ts';
import { segmentLawText } from '../segment/segment-law-text.ts';
import { plain } from '../shape/text-shape.ts';
import type { CommentaryFragment, Drop, LawHeading, LawText, SectionFragment, TextLine, TitleBlock } from '../types.ts';
import type { Book } from './check-manifest.ts';

export interface SegmentedBook {
  fragments: CommentaryFragment[];
  headings: LawHeading[];
  sections: SectionFragment[];
  laws: LawText[];
  titleBlocks: TitleBlock[];
  drops: Drop[];
  warnings: string[];
  /** The law-text overrides that placed a piece. */
  usedLawOverrides: LawFragmentOverride[];
  /** Warned of as a whole (no structure at all): its pieces get no second warning from the merge. */
  wholeFileWarned: boolean;
}

/**
 * Segment a normalized book: commentary into law headings, numbered paragraphs and front sections;
 * law text into laws and their sections. A law-text file with no law is refused.
 */
export function segmentBook(
  { entry }: Book,
  lines: TextLine[],
  lawFragments: LawFragmentOverride[],
  pageMap: PageMap,
  overridesPath: string,
  keep: readonly KeepOverride[] = [],
  usedKeep = new Set<KeepOverride>(),
): SegmentedBook {
  const out: SegmentedBook = { fragments: [], headings: [], sections: [], laws: [], titleBlocks: [], drops: [], warnings: [], usedLawOverrides: [], wholeFileWarned: false };
  if (entry.kind === 'commentary') {
    const seg = segmentCommentary(lines, keep, usedKeep, overridesPath, (file, line) => pageMap.where(file, line));
    const text = lines.filter((l) => l.text.trim() !== '');
    // A text with no structure at all is warned of once, as a whole; the merge reports what is no commentary.
    if (!seg.headings.length && !seg.fragments.some((f) => f.id) && !seg.sections.length && !notCommentary(text.map((l) => plain(l.text)).join(' '))) {
      const first = text[0] ? pageMap.where(text[0].file, text[0].lines[0]!) : undefined;
      out.warnings.push(
        first
          ? `${first.file}:${first.line}: no law heading, paragraph number or front section here (lines ${pageMap.resolve(text[0]!.file, text.flatMap((l) => l.lines)).map((p) => `${p.file} ${toRanges(p.lines)}`).join('; ')}); if this text is the rest of a paragraph, add to ${overridesPath}: ${fragmentOverride(first.file, openingOf(plain(text[0]!.text)))}`
          : `${entry.file}:1: nothing but furniture and blank lines; check the report, which says why each line was dropped (nothing here to attribute, so nothing to add to ${overridesPath})`,
      );
      out.wholeFileWarned = true;
    }
    out.fragments.push(...seg.fragments);
    out.headings.push(...seg.headings);
    out.sections.push(...seg.sections);
    out.titleBlocks.push(...seg.titleBlocks.map((t) => ({ ...t, ...pageMap.resolve(t.file, t.lines)[0]! })));
    out.drops.push(...seg.drops);
    out.warnings.push(...seg.warnings);
    // One warning for each piece dropped as no commentary, on its page, with the override that keeps it.
    for (const piece of seg.notCommentary) out.warnings.push(notCommentaryWarning(pageMap.where(piece.file, piece.line), piece.what, piece.opening, overridesPath));
  } else {
    const seg = segmentLawText(lines, lawFragments);
    if (!seg.laws.length) throw new IngestError('no recognisable laws («Правило N.») in this law-text file', entry.file);
    out.laws.push(...seg.laws);
    out.drops.push(...seg.unattributed);
    out.usedLawOverrides.push(...seg.used);
  }
  return out;
}
