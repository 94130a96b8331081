/**
 * Markup sources (FB2, `.fb2.zip`, saved web pages, EPUB) read into the same TextLines as a
 * text file, so the same stages run after them. Each line of the markup file is accounted:
 * a line with text is the pipeline's to keep or drop; a line of markup only is dropped here,
 * with its reason (`markup`, `book description`, `binary`, `web page chrome`).
 */
import { unzipSync } from 'fflate';
import { MAX_SOURCE_BYTES } from '../decode.ts';
import { IngestError } from '../errors.ts';
import type { Drop, DropReason, SourceLine } from '../types.ts';
import { charsetOfXml, decodeAs, splitRaw } from './decode-text.ts';
import { readEpub } from './epub.ts';
import { readFb2 } from './fb2.ts';
import { charsetOfHtml, readHtml } from './html.ts';
import type { MarkupFormat, MarkupRead, MarkupSource } from './types.ts';

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

function unzip(bytes: Uint8Array, file: string): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes);
  } catch (e) {
    throw new IngestError(`not a readable zip archive (${(e as Error).message})`, file);
  }
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
