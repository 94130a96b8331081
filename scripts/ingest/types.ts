/** Shared shapes of the ingest pipeline: decode → normalize → segment → merge → emit. */

/** One physical line of a source file, 1-based. */
export interface SourceLine {
  file: string;
  n: number;
  text: string;
}

/**
 * A logical text line after normalization. `lines` lists every source line
 * folded into it (a word split across a blank line spans two), so every output
 * traces back to its file and line numbers.
 */
export interface TextLine {
  file: string;
  lines: number[];
  text: string;
  /** The source marked a paragraph end here (¶, (DC4), or a blank line). */
  paraEnd: boolean;
  /** The text is not continuous before this line: a new copy after a pagination run, or a new printed page. */
  breakBefore?: boolean;
  /** Printed page numbers jump before this line (`– 81` after `– 77`): pages are missing. */
  pagesMissingBefore?: boolean;
  /** Site furniture inside the text, and the evidence for it (`menu line`, `repeated on 24 of 25 pages`): strip-web-chrome removes it. */
  chrome?: string;
  /** A section title of a markup source (`<title>`, `<h2>`): a law heading by structure, in any case. */
  title?: boolean;
  /** The body of a footnote (from a markup source): the id its references in the text carry (FOOTNOTE marks). */
  footnote?: string;
  /** An editorial table replacing flattened table lines (from overrides). */
  table?: TableCells;
}

export interface TableCells {
  header: string[];
  rows: string[][];
}

/** Why a source line does not appear in the output. */
export type DropReason =
  | 'blank line'
  | 'paragraph mark only'
  | 'page marker'
  | 'pagination'
  | 'heading underline'
  | 'repeated table header'
  | 'echoed emphasis'
  | 'duplicate copy'
  | 'editorial drop'
  | 'unattributed fragment'
  | 'web page chrome'
  | 'page overlap'
  | 'title block'
  | 'table of contents'
  | 'markup'
  | 'book description'
  | 'binary'
  | 'footnote without reference'
  | 'not commentary';

/** An inline artifact removed from a line that is otherwise kept. */
export type CleanReason =
  | 'paragraph mark'
  | 'book page number'
  | 'heading underline'
  | 'split word joined'
  | 'emphasis recovered'
  | 'indentation';

export interface Drop {
  file: string;
  line: number;
  reason: DropReason;
  note?: string;
}

export interface Clean {
  file: string;
  line: number;
  reason: CleanReason;
}

/** What a normalize stage returns: its output lines and its accounting. */
export interface StageResult {
  lines: TextLine[];
  drops: Drop[];
  cleans: Clean[];
}

/** Inline text with emphasis: emphasised runs are wrapped in EMPHASIS marks. */
export const EMPHASIS = '\u0001';
/** A footnote reference of a markup source, `FOOTNOTE id FOOTNOTE`: the footnote is a `footnote` block of the paragraph. */
export const FOOTNOTE = '\u0004';
/** A source typo corrected by an erratum: the right text, wrapped in ERRATUM marks (the wrong one is in the overrides). */
export const ERRATUM = '\u0002';
/** An editorial note on an error of substance, wrapped in EDITOR_NOTE marks: not text of the source. */
export const EDITOR_NOTE = '\u0003';

export type Block =
  | { kind: 'text'; text: string; lines: number[] }
  | { kind: 'note'; text: string; lines: number[] }
  | { kind: 'item'; label: string; text: string; lines: number[] }
  | { kind: 'table'; table: TableCells; lines: number[] }
  | { kind: 'footnote'; id: string; text: string; lines: number[] };

/** A commentary paragraph (or a piece of one) as found in one place of one file. */
export interface CommentaryFragment {
  file: string;
  /** Canonical id like `63.5`; undefined until attributed. */
  id?: string;
  law?: number;
  /** A headless fragment's visible number (`2.` for what is really 57.2). */
  numberHint?: number;
  headCut: boolean;
  tailCut: boolean;
  blocks: Block[];
  /** Id of the paragraph that follows this fragment in its file, if any. */
  nextId?: string;
  /** Other ids the paragraph answers to: `74.3` for `74.2,3.`. */
  alsoIds?: string[];
  /** Place among the paragraphs of its law, when it is not the paragraph number (`71.A1` after 71.1: 1.5). */
  order?: number;
  /** Kept by a `keep` override though it reads as no commentary: never dropped as such. */
  kept?: boolean;
}

/** A piece of a front section («ПРЕДИСЛОВИЕ»…) as found in one file. */
export interface SectionFragment {
  file: string;
  slug: string;
  order: number;
  title: string;
  titleLines: number[];
  blocks: Block[];
  tailCut: boolean;
}

/** The title block of a file (authors, title, the copyright request): provenance, not text. */
export interface TitleBlock {
  file: string;
  lines: number[];
  text: string[];
}

export interface LawHeading {
  law: number;
  title: string;
  file: string;
  lines: number[];
}

export interface CommentarySegments {
  fragments: CommentaryFragment[];
  headings: LawHeading[];
  sections: SectionFragment[];
  titleBlocks: TitleBlock[];
  /** Lines that are not text: a title block, a table of contents. */
  drops: Drop[];
  /** What was read on weak evidence (`file:line: …`): a paragraph number whose law heading is missing. */
  warnings: string[];
  /** The pieces dropped as no commentary (a contents list, an index), each to be warned of once. */
  notCommentary: NotCommentaryPiece[];
}

/** A piece dropped as no commentary: where it starts, what it is, and its opening words (for the `keep` override). */
export interface NotCommentaryPiece {
  file: string;
  line: number;
  what: string;
  opening: string;
}

/** One node of the law-text tree: a section `63A`, subsection `63A4`, item `50D2a`. */
export interface LawNode {
  id: string;
  /** Source file of this node's lines (pieces of one law may come from several files). */
  file: string;
  label: string;
  title: string;
  /** Lead-in text of the node before its children (blocks of text). */
  blocks: Block[];
  children: LawNode[];
  headCut: boolean;
  tailCut: boolean;
  lines: number[];
}

export interface Footnote {
  file: string;
  marker: string;
  text: string;
  lines: number[];
}

export interface LawText {
  law: number;
  title?: string;
  titleLines?: number[];
  /** A part heading printed just before this law (`Раздел III - Фальшренонс`). */
  partHeading?: string;
  partHeadingLines?: number[];
  /** Text of the law before its first section (usually none). */
  blocks: Block[];
  sections: LawNode[];
  footnotes: Footnote[];
  headCut: boolean;
  tailCut: boolean;
  file: string;
}

export type SourceKind = 'commentary' | 'law-text';

export interface ManifestEntry {
  /** The source's file, or for a book in pages the name it goes by (its `pages` glob, or its first page). */
  file: string;
  /** A book in pages: its page files in reading order, or a glob (`modernlib/read_*.txt`) ordered by the number in the name. */
  pages?: string[] | string;
  kind: SourceKind;
  title: string;
  author: string;
  translator?: string;
  edition: string;
  copyright: string;
  encoding?: 'utf-8' | 'windows-1251' | 'koi8-r';
  notes?: string;
}
