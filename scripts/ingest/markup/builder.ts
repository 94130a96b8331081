/**
 * Paragraphs of a markup file (FB2, HTML) as the ingest's TextLines: one line per paragraph
 * (a `<br>` starts a line inside it), the paragraph end marked, emphasis as EMPHASIS marks,
 * footnote references as FOOTNOTE marks, and `lines` the markup file's lines the text stands on.
 * Text only ever goes in as characters: no markup of the source reaches a TextLine.
 */
import { EMPHASIS, FOOTNOTE, type TextLine } from '../types.ts';

/** The lines of `text` that carry more than white space, the text starting on line `first`. */
export function contentLines(text: string, first: number): number[] {
  const out: number[] = [];
  text.split('\n').forEach((piece, i) => {
    if (piece.trim() !== '') out.push(first + i);
  });
  return out;
}

/**
 * Emphasis marks come in pairs (open, close): white space inside a pair goes outside it, an
 * empty pair goes, and runs of white space become one space.
 */
export function tidyEmphasis(text: string): string {
  const parts = text.split(EMPHASIS);
  if (parts.length % 2 === 0) parts.push('');
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const inner = parts[i]!;
    const core = inner.trim();
    if (core === '') {
      out += inner + parts[i + 1]!;
      continue;
    }
    const lead = inner.slice(0, inner.length - inner.trimStart().length);
    const trail = inner.slice(inner.trimEnd().length);
    out += `${lead}${EMPHASIS}${core}${EMPHASIS}${trail}${parts[i + 1]!}`;
  }
  return out.replace(/\s+/gu, ' ').trim();
}

/** Builds the TextLines of one file from text events, emphasis and breaks. */
export class LineBuilder {
  readonly lines: TextLine[] = [];
  private text = '';
  private at = new Set<number>();
  private open = false;
  private emphasis = 0;
  /** Index of the paragraph's first TextLine. */
  private from = 0;

  constructor(readonly file: string) {}

  /** A line made whole elsewhere (a table): it ends any paragraph open before it. */
  push(line: TextLine): void {
    if (this.open) this.end();
    this.lines.push(line);
  }

  /** Start a paragraph (a paragraph already open is ended first). */
  start(): void {
    if (this.open) this.end();
    this.open = true;
    this.text = '';
    this.at = new Set();
    this.emphasis = 0;
    this.from = this.lines.length;
  }

  get inParagraph(): boolean {
    return this.open;
  }

  /** Text of the paragraph, `first` the markup line it starts on. */
  add(text: string, first: number): void {
    if (!this.open) return;
    this.text += text;
    for (const n of contentLines(text, first)) this.at.add(n);
  }

  /** Text of the paragraph that stands on the given lines. */
  addOn(text: string, lines: number[]): void {
    if (!this.open) return;
    this.text += text;
    for (const n of lines) this.at.add(n);
  }

  /** A mark placed in the text (a footnote reference) that stands on `line`. */
  mark(text: string, line: number): void {
    if (!this.open) return;
    this.text += text;
    this.at.add(line);
  }

  emphasisOpen(): void {
    if (this.open && this.emphasis++ === 0) this.text += EMPHASIS;
  }

  emphasisClose(): void {
    if (this.open && this.emphasis > 0 && --this.emphasis === 0) this.text += EMPHASIS;
  }

  /** A line break inside the paragraph. */
  lineBreak(): void {
    if (!this.open) return;
    const depth = this.emphasis;
    if (depth) this.text += EMPHASIS;
    this.flush(false);
    if (depth) this.text += EMPHASIS;
  }

  /** End the paragraph; returns its last TextLine, if it had text. */
  end(): TextLine | undefined {
    if (!this.open) return undefined;
    if (this.emphasis) this.text += EMPHASIS;
    this.emphasis = 0;
    const last = this.flush(true);
    this.open = false;
    return last;
  }

  /** The last `k` TextLines as one (a title of several paragraphs), their texts joined by a space. */
  joinLast(k: number): void {
    const parts = this.lines.splice(this.lines.length - k, k);
    const lines = [...new Set(parts.flatMap((p) => p.lines))].sort((a, b) => a - b);
    this.lines.push({ ...parts[0]!, lines, text: parts.map((p) => p.text).join(' '), paraEnd: parts[parts.length - 1]!.paraEnd });
  }

  private flush(paraEnd: boolean): TextLine | undefined {
    const text = tidyEmphasis(this.text);
    const lines = [...this.at].sort((a, b) => a - b);
    this.text = '';
    this.at = new Set();
    if (text.replaceAll(EMPHASIS, '').trim() === '' || !lines.length) {
      // A break with nothing before it: the line before ends the paragraph, if this was its end.
      if (paraEnd && this.lines.length > this.from) this.lines[this.lines.length - 1]!.paraEnd = true;
      return undefined;
    }
    const line: TextLine = { file: this.file, lines, text, paraEnd };
    this.lines.push(line);
    return line;
  }
}

export const footnoteRef = (id: string): string => `${FOOTNOTE}${id}${FOOTNOTE}`;

const LAW_TITLE = /^(Правило\s+\d{1,2})(?:\.?\s*)(.*)$/iu;

/**
 * The text of a section title as a law heading reads in the text copies: no emphasis (a title set in bold is
 * a title), and «Правило 72» / «Правило 72 Общие принципы» with the full stop after the number. Other titles as they are.
 */
export function asLawTitle(text: string): string {
  const t = text.replaceAll(EMPHASIS, '').trim();
  const m = LAW_TITLE.exec(t);
  if (!m) return text;
  return m[2] ? `${m[1]}. ${m[2]}` : `${m[1]}.`;
}

/** A block that is only «Правило N. Title» (short, no sentence end after the title): a title, whatever element holds it. */
export function readsAsLawTitle(text: string): boolean {
  const t = text.replaceAll(EMPHASIS, '').trim();
  return t.length <= 100 && /^Правило\s+\d{1,2}\.?\s+\p{L}/iu.test(t) && !/[.!?…:;,]$/u.test(t);
}
