/** Markup bytes → text and its lines: the encoding an XML prolog declares, and decoding by it. */
import iconv from 'iconv-lite';
import { Buffer } from 'node:buffer';
import { SaxesParser } from 'saxes';
import { IngestError } from '../errors.ts';
import type { SourceLine } from '../types.ts';

export function splitRaw(text: string, file: string): SourceLine[] {
  const parts = text.split(/\r\n|\r|\n/u);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((t, i) => ({ file, n: i + 1, text: t }));
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
