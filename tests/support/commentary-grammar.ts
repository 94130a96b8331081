/**
 * Commentary text from a grammar with random words and numbers: laws in order, each with a title in
 * capitals and paragraphs numbered from 1, laid out as lines of a given width. No fixed phrases.
 */
import fc from 'fast-check';
import { word } from './furniture.ts';

export const Word = word.map((w) => w[0]!.toLocaleUpperCase('ru') + w.slice(1));
/** A sentence: a capital, lower-case words (now and then a citation of another paragraph), a full stop. */
export const sentence = fc
  .tuple(Word, fc.array(word, { minLength: 3, maxLength: 12 }), fc.option(fc.tuple(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 9 })), { nil: undefined }))
  .map(([first, rest, cite]) => `${[first, ...rest].join(' ')}${cite ? ` (см. п. ${cite[0]}.${cite[1]})` : ''}.`);
export const paragraphText = fc.array(sentence, { minLength: 1, maxLength: 4 }).map((s) => s.join(' '));

export interface Law {
  law: number;
  title: string[];
  paragraphs: string[];
}
/** Laws in order, each with a title in capitals and paragraphs numbered from 1. */
export const laws = (min = 1, max = 4, maxParagraphs = 6): fc.Arbitrary<Law[]> =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 93 }), { minLength: min, maxLength: max })
    .chain((ns) =>
      fc.tuple(
        ...[...ns].sort((a, b) => a - b).map((law) => fc.record({ law: fc.constant(law), title: fc.array(word, { minLength: 1, maxLength: 4 }), paragraphs: fc.array(paragraphText, { minLength: 1, maxLength: maxParagraphs }) })),
      ),
    );

/** Words of a paragraph wrapped at `width`, its last line with a paragraph mark (never a line of one word: it would read as an echo). */
export function wrap(text: string, width: number, mark = '¶'): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  out.push(line);
  if (out.length > 1 && !out.at(-1)!.includes(' ')) out[out.length - 2] += ` ${out.pop()}`;
  out[out.length - 1] += mark;
  return out;
}

export const headingOf = (l: Law): string => `Правило ${l.law}. ${l.title.join(' ').toLocaleUpperCase('ru')}`;

export const asLines = (ls: Law[], width: number, mark = '¶'): string[] =>
  ls.flatMap((l) => [`${headingOf(l)}${mark}`, ...l.paragraphs.flatMap((p, i) => wrap(`${l.law}.${i + 1}. ${p}`, width, mark))]);

/** Paragraph id → its text, as the ingest emitted it (the markdown body after the front matter). */
export function paragraphsOf(outputs: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, md] of outputs) {
    const m = /^commentary\/ru\/\d+\/(\d+\.\d+)\.md$/u.exec(path);
    if (m) out.set(m[1]!, md.replace(/^---\n[\s\S]*?\n---\n/u, '').trim());
  }
  return out;
}

/** Paragraph id → its front matter. */
export function frontOf(outputs: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, md] of outputs) {
    const m = /^commentary\/ru\/\d+\/(\d+\.\d+)\.md$/u.exec(path);
    if (m) out.set(m[1]!, /^---\n([\s\S]*?)\n---\n/u.exec(md)![1]!);
  }
  return out;
}

/** `12.3.` at the start of a line: a visible paragraph number. */
export const NUMBER_AT_START = /^\s*(\d{1,2}\.\d{1,2})\. /u;
