/**
 * Markup sources (FB2, `.fb2.zip`, saved web pages, EPUB) read into the same TextLines as a
 * text file, so the same stages run after them. Each line of the markup file is accounted:
 * a line with text is the pipeline's to keep or drop; a line of markup only is dropped here,
 * with its reason (`markup`, `book description`, `binary`, `web page chrome`).
 */
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { Buffer } from 'node:buffer';
import { SaxesParser } from 'saxes';
import { MAX_SOURCE_BYTES } from '../decode.ts';
import { IngestError } from '../errors.ts';
import type { Drop, DropReason, SourceLine, TextLine } from '../types.ts';
import { readFb2 } from './fb2.ts';
import { charsetOfHtml, readEpub, readHtml } from './html.ts';

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

export function markupFormat(file: string): MarkupFormat | undefined {
  const f = file.toLowerCase();
  if (f.endsWith('.fb2')) return 'fb2';
  if (f.endsWith('.fb2.zip')) return 'fb2.zip';
  if (f.endsWith('.html') || f.endsWith('.htm') || f.endsWith('.xhtml')) return 'html';
  if (f.endsWith('.epub')) return 'epub';
  return undefined;
}

/** The file name endings the ingest reads at the top of the sources. */
export const SOURCE_ENDINGS = ['.txt', '.fb2', '.fb2.zip', '.html', '.htm', '.xhtml', '.epub'];

export function splitRaw(text: string, file: string): SourceLine[] {
  const parts = text.split(/\r\n|\r|\n/u);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((t, i) => ({ file, n: i + 1, text: t }));
}

function unzip(bytes: Uint8Array, file: string): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes);
  } catch (e) {
    throw new IngestError(`not a readable zip archive (${(e as Error).message})`, file);
  }
}

/** The encoding an XML declaration names (UTF-8 without one), read by the XML parser itself. */
export function charsetOfXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
  let encoding: string | undefined;
  const parser = new SaxesParser();
  parser.on('xmldecl', (d) => {
    encoding = d.encoding;
  });
  parser.on('error', () => {});
  try {
    parser.write(Buffer.from(bytes.subarray(0, 256)).toString('latin1'));
  } catch {
    // a prolog cut off in the middle: what was read is enough
  }
  return encoding?.toLowerCase() ?? 'utf-8';
}

export function decodeAs(bytes: Uint8Array, encoding: string, file: string): string {
  if (!iconv.encodingExists(encoding)) throw new IngestError(`the file declares the encoding «${encoding}», which the ingest does not know`, file);
  const text = iconv.decode(Buffer.from(bytes), encoding);
  if (/^utf-?8$/iu.test(encoding) && text.includes('\ufffd')) throw new IngestError('declared UTF-8 but the bytes are not valid UTF-8', file);
  return text;
}

/** Read a markup source into TextLines and the drops of its markup-only lines. */
export function readMarkup(bytes: Uint8Array, file: string): MarkupSource {
  const format = markupFormat(file)!;
  if (bytes.length === 0) throw new IngestError('the file is empty', file);
  if (bytes.length > MAX_SOURCE_BYTES) throw new IngestError(`the file is ${bytes.length} bytes, over the limit of ${MAX_SOURCE_BYTES}; split it into smaller sources`, file);
  let encoding: string;
  let text: string;
  let read: MarkupRead;
  if (format === 'epub') {
    const r = readEpub(unzip(bytes, file), file);
    return { ...r, drops: account(r.raw, r) };
  }
  if (format === 'html') {
    encoding = charsetOfHtml(bytes);
    text = decodeAs(bytes, encoding, file);
    read = readHtml(text, file);
  } else {
    let xml = bytes;
    if (format === 'fb2.zip') {
      const entries = Object.entries(unzip(bytes, file)).filter(([name]) => name.toLowerCase().endsWith('.fb2'));
      if (entries.length !== 1) throw new IngestError(`a .fb2.zip holds one .fb2 book; this one holds ${entries.length}`, file);
      xml = entries[0]![1];
    }
    encoding = charsetOfXml(xml);
    text = decodeAs(xml, encoding, file).replace(/^\ufeff/u, '');
    read = readFb2(text, file);
  }
  const raw = splitRaw(text, file);
  return { ...read, encoding, raw, drops: account(raw, read) };
}

/** Drops for the lines that carry no text of the source: the spans' reasons, else blank or markup. */
export function account(raw: SourceLine[], read: MarkupRead): Drop[] {
  const used = new Set(read.lines.flatMap((l) => l.lines));
  const reasonOf = new Map<number, DropReason>();
  for (const s of read.spans) for (let n = s.from; n <= s.to; n++) if (!reasonOf.has(n)) reasonOf.set(n, s.reason);
  const drops: Drop[] = [];
  for (const l of raw) {
    if (used.has(l.n)) continue;
    drops.push({ file: l.file, line: l.n, reason: reasonOf.get(l.n) ?? (l.text.trim() === '' ? 'blank line' : 'markup') });
  }
  return drops;
}
