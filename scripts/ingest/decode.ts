import iconv from 'iconv-lite';
import { Buffer, isUtf8 } from 'node:buffer';
import { IngestError } from './errors.ts';
import { runOnCuts, splitAt } from './normalize/split-run-on-lines.ts';
import type { SourceLine } from './types.ts';

export type Encoding = 'utf-8' | 'windows-1251' | 'koi8-r';

export interface Decoded {
  encoding: Encoding;
  lines: SourceLine[];
}

/** Largest source the ingest accepts; larger files are refused, not half-read. */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
/** Longest line the ingest accepts (real sources have lines under 1 KB). */
export const MAX_LINE_CHARS = 64 * 1024;

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Decode raw bytes into lines: BOM, strict UTF-8, otherwise CP1251 or KOI8-R,
 * whichever reads as plausible Russian. LF, CRLF and CR line ends are all accepted.
 */
export function decode(bytes: Uint8Array, file: string, declared?: Encoding): Decoded {
  if (bytes.length === 0) throw new IngestError('the file is empty', file);
  if (bytes.length > MAX_SOURCE_BYTES) {
    throw new IngestError(
      `the file is ${bytes.length} bytes, over the limit of ${MAX_SOURCE_BYTES}; split it into smaller sources`,
      file,
    );
  }
  const binaryAt = findBinary(bytes);
  if (binaryAt !== undefined) {
    throw new IngestError('this looks like a binary file, not text (control bytes)', file, binaryAt);
  }
  const { encoding, text } = declared ? decodeAs(bytes, declared, file) : detect(bytes, file);
  const lines = splitLines(text, file);
  if (lines.every((l) => l.text.trim() === '')) throw new IngestError('the file has no text', file);
  return { encoding, lines };
}

function decodeAs(bytes: Uint8Array, encoding: Encoding, file: string): { encoding: Encoding; text: string } {
  if (encoding === 'utf-8') {
    const text = strictUtf8(bytes);
    if (text === undefined) throw new IngestError('declared UTF-8 but the bytes are not valid UTF-8', file);
    return { encoding, text };
  }
  return { encoding, text: iconv.decode(Buffer.from(bytes), encoding) };
}

function detect(bytes: Uint8Array, file: string): { encoding: Encoding; text: string } {
  const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const utf8 = strictUtf8(hasBom ? bytes.subarray(3) : bytes);
  if (utf8 !== undefined) return { encoding: 'utf-8', text: utf8 };
  if (hasBom) throw new IngestError('the file starts with a UTF-8 BOM but is not valid UTF-8', file);

  const buf = Buffer.from(bytes);
  const candidates = (['windows-1251', 'koi8-r'] as const).map((encoding) => {
    const text = iconv.decode(buf, encoding);
    return { encoding, text, score: russianScore(text) };
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0]!;
  if (best.score < PLAUSIBLE) {
    throw new IngestError(
      'cannot decode: not UTF-8, and neither CP1251 nor KOI8-R gives plausible Russian text; declare the encoding in the manifest',
      file,
    );
  }
  return { encoding: best.encoding, text: best.text };
}

/** The text if the bytes are valid UTF-8 (checked natively, then decoded as is, a BOM kept). */
function strictUtf8(bytes: Uint8Array): string | undefined {
  return isUtf8(bytes) ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') : undefined;
}

/** Control bytes other than tab, LF, CR, FF: the mark of a binary file. Returns the line. */
function findBinary(bytes: Uint8Array): number | undefined {
  let line = 1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0a) line++;
    else if (b < 0x20 && b !== 0x09 && b !== 0x0d && b !== 0x0c) return line;
  }
  return undefined;
}

const PLAUSIBLE = 0.45;
const MIN_LETTERS = 10;
/** The ten commonest letters of Russian: about two thirds of the letters of any Russian text. */
const COMMON = new Set('оеаинтсрвл');

/**
 * How much a decoded text reads like Russian, 0..1: the share of the commonest
 * Russian letters among its Cyrillic letters. A wrong code page scatters the
 * letters (about 0.3); random bytes too. Below PLAUSIBLE a text is refused.
 */
export function russianScore(text: string): number {
  let cyr = 0;
  let common = 0;
  for (const ch of text.toLowerCase()) {
    if ((ch >= 'а' && ch <= 'я') || ch === 'ё') {
      cyr++;
      if (COMMON.has(ch)) common++;
    }
  }
  return cyr < MIN_LETTERS ? 0 : common / cyr;
}

function splitLines(text: string, file: string): SourceLine[] {
  const parts = text.split(/\r\n|\r|\n/);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((t, i) => {
    // A copy whose line ends were lost passes when its paragraphs cut it into lines of the usual size.
    if (t.length > MAX_LINE_CHARS && splitAt(t, runOnCuts(t)).some((piece) => piece.length > MAX_LINE_CHARS)) {
      throw new IngestError(`line is ${t.length} characters long, over the limit of ${MAX_LINE_CHARS}`, file, i + 1);
    }
    return { file, n: i + 1, text: t };
  });
}
