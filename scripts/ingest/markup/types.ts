/**
 * What every markup reader gives (FB2, a saved web page, an EPUB): the types the readers share, in a
 * module of their own so that no reader imports the dispatcher (`markup.ts`) that imports it.
 */
import type { Drop, DropReason, SourceLine, TextLine } from '../types.ts';

/** Lines of the markup file that are dropped here, and why. */
export interface Span {
  from: number;
  to: number;
  reason: DropReason;
}

export interface MarkupRead {
  lines: TextLine[];
  spans: Span[];
  /** What the file says of itself (an FB2 description): provenance for the report, never text. */
  provenance: string[];
}

export interface MarkupSource extends MarkupRead {
  encoding: string;
  /** The markup file's own lines (for errata checks), and their number. */
  raw: SourceLine[];
  drops: Drop[];
}

export type MarkupFormat = 'fb2' | 'fb2.zip' | 'html' | 'epub';
