/**
 * FictionBook 2.0/2.1 → TextLines. Parsed with saxes (a maintained streaming XML parser), never
 * with regular expressions: `<section>`/`<title>` give law headings, `<p>` (and `<v>`, `<subtitle>`,
 * `<text-author>`) paragraphs, `<emphasis>`/`<strong>` emphasis, `<a l:href="#n1">` footnote
 * references to the sections of the notes body. `<description>` is provenance for the report,
 * `<binary>` is dropped; every other line of markup only is dropped as `markup`.
 */
import { SaxesParser } from 'saxes';
import { IngestError } from '../errors.ts';
import { EMPHASIS as EMPHASIS_MARK, type TextLine } from '../types.ts';
import { LineBuilder, asLawTitle, footnoteRef } from './builder.ts';
import type { MarkupRead, Span } from './types.ts';

const PARAGRAPHS = new Set(['p', 'v', 'subtitle', 'text-author', 'td', 'th']);
const EMPHASIS = new Set(['emphasis', 'strong']);
/** Entities of HTML that FB2 files written by hand use without declaring them. */
const ENTITIES: Record<string, string> = { nbsp: '\u00a0', mdash: '—', ndash: '–', laquo: '«', raquo: '»', hellip: '…', copy: '©', shy: '\u00ad' };

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Read an FB2 document's text (already decoded). */
export function readFb2(xml: string, file: string): Omit<MarkupRead, 'encoding'> {
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, ENTITIES);
  const main = new LineBuilder(file);
  const notes = new LineBuilder(file);
  const stack: string[] = [];
  /** Where the previous event ended: a text event starts there. */
  let line = 1;
  let body: 'main' | 'notes' | undefined;
  let bodies = 0;
  let noteId: string | undefined;
  const noteLines = new Map<string, TextLine[]>();
  /** Footnote references, by the TextLine they stand in. */
  const refs: { href: string; text: string; line: number }[] = [];
  let inRef: { href: string; text: string } | undefined;
  let inTitle = 0;
  let titleFirst = true;
  const titleLines: TextLine[] = [];
  const spans: Span[] = [];
  let openSpan: { reason: 'book description' | 'binary'; from: number } | undefined;
  // Provenance: the description's fields, in the order they come.
  const description: { key: string; value: string }[] = [];
  let field: { key: string; value: string; depth: number } | undefined;

  const builder = () => (body === 'notes' ? notes : main);
  parser.on('error', (e) => {
    throw new IngestError(`not well-formed FB2 (XML): ${e.message.replace(/^[^:]*:\d+:\d+: /u, '')}`, file, parser.line);
  });
  parser.on('opentagstart', (tag) => {
    // The tag starts where the last event ended (its white space aside).
    const name = local(tag.name);
    if ((name === 'description' || name === 'binary') && stack.length === 1) openSpan = { reason: name === 'binary' ? 'binary' : 'book description', from: line };
  });
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    stack.push(name);
    const attr = (n: string) => Object.entries(tag.attributes).find(([k]) => local(k) === n)?.[1] as string | undefined;
    if (openSpan?.reason === 'book description') {
      const depth = stack.length;
      // description/title-info/author → «author»; description/document-info/program-used → «document-info/program-used».
      if (!field && depth === 4) field = { key: /title-info$/u.test(stack[2]!) ? name : `${stack[2]}/${name}`, value: '', depth };
      else if (field) field.value += ' ';
    } else if (name === 'body' && stack.length === 2) {
      body = attr('name') === 'notes' || attr('name') === 'comments' || bodies > 0 && attr('name') !== undefined ? 'notes' : 'main';
      bodies++;
    } else if (body === 'notes' && name === 'section' && attr('id')) {
      noteId = attr('id');
    } else if (name === 'title') {
      inTitle++;
      titleFirst = true;
    } else if (PARAGRAPHS.has(name)) {
      // A note's title is its label («1», «*»): the reference in the text stands for it.
      if (body !== 'notes' || (!inTitle && noteId)) builder().start();
    } else if (EMPHASIS.has(name)) builder().emphasisOpen();
    else if (name === 'a') {
      const href = attr('href');
      if (href?.startsWith('#') && body === 'main' && main.inParagraph) inRef = { href: href.slice(1), text: '' };
    }
    line = parser.line;
  });
  parser.on('text', (text) => {
    const first = line;
    // The text starts where the last event ended; the parser's position is past it.
    line = parser.line;
    if (field) {
      field.value += text;
      return;
    }
    if (openSpan) return;
    if (inRef) {
      inRef.text += text;
      return;
    }
    builder().add(text, first);
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    stack.pop();
    if (field && stack.length < field.depth) {
      const value = field.value.replace(/\s+/gu, ' ').trim();
      if (value) description.push({ key: field.key, value });
      field = undefined;
    }
    if (openSpan && stack.length === 1) {
      spans.push({ from: openSpan.from, to: parser.line, reason: openSpan.reason });
      openSpan = undefined;
    } else if (name === 'title') {
      inTitle--;
      // A title of several <p> is one heading line («Правило 62.» «Коррекция фальшренонса»).
      if (titleLines.length > 1) main.joinLast(titleLines.length);
      const title = main.lines[main.lines.length - 1];
      if (titleLines.length && title) title.text = asLawTitle(title.text);
      if (titleLines.length && stack[stack.length - 1] === 'body' && body === 'main' && title) {
        // The title of the book's body (outside any section) is the book's title: provenance, not text.
        main.lines.pop();
        description.push({ key: 'body/title', value: title.text.replaceAll(EMPHASIS_MARK, '') });
        spans.push(...title.lines.map((n) => ({ from: n, to: n, reason: 'title block' as const })));
      }
      titleLines.length = 0;
    }
    else if (PARAGRAPHS.has(name)) {
      const b = builder();
      const last = b.end();
      if (last && inTitle && body === 'main') {
        // «Правило 62» as a section title is a law heading: «Правило 62.», as the text copies have it.
        if (titleFirst) last.text = asLawTitle(last.text);
        titleFirst = false;
        last.title = true;
        titleLines.push(last);
      }
      if (last && body === 'notes' && noteId) {
        last.footnote = noteId;
        noteLines.set(noteId, [...(noteLines.get(noteId) ?? []), last]);
      }
    } else if (EMPHASIS.has(name)) builder().emphasisClose();
    else if (name === 'a' && inRef) {
      refs.push({ ...inRef, line: parser.line });
      main.mark(footnoteRef(`${refs.length - 1}`), parser.line);
      inRef = undefined;
    } else if (name === 'section' && body === 'notes') noteId = undefined;
    else if (name === 'body') body = undefined;
    line = parser.line;
  });
  parser.write(xml).close();

  // A reference to a note becomes a FOOTNOTE mark, and the note follows its paragraph; any other
  // link is its text.
  const placed = new Set<string>();
  const pending: TextLine[] = [];
  const lines: TextLine[] = [];
  for (const l of main.lines) {
    const notesHere: TextLine[] = [];
    const text = l.text.replace(/\u0004(\d+)\u0004/gu, (_, k: string) => {
      const ref = refs[Number(k)]!;
      const note = noteLines.get(ref.href);
      if (!note) return ref.text.replace(/\s+/gu, ' ');
      if (!placed.has(ref.href)) {
        placed.add(ref.href);
        notesHere.push(joinNote(ref.href, note));
      }
      return footnoteRef(ref.href);
    });
    lines.push({ ...l, text });
    if (notesHere.length) {
      // A note belongs to the paragraph of its reference: it follows the paragraph's last line.
      pending.push(...notesHere);
    }
    if (l.paraEnd && pending.length) lines.push(...pending.splice(0));
  }
  lines.push(...pending.splice(0));
  const unplaced = [...noteLines].filter(([id]) => !placed.has(id)).flatMap(([, ls]) => ls.flatMap((x) => x.lines));
  return {
    lines,
    spans: [...spans, ...unplaced.map((n) => ({ from: n, to: n, reason: 'footnote without reference' as const }))],
    provenance: description.map((d) => `${d.key}: ${d.value}`),
  };
}
/** A note of several paragraphs is one footnote. */
function joinNote(id: string, parts: TextLine[]): TextLine {
  return { file: parts[0]!.file, lines: parts.flatMap((p) => p.lines), text: parts.map((p) => p.text).join(' '), paraEnd: true, footnote: id };
}
