/**
 * A saved web page (`.html`, `.htm`) → TextLines. The page is parsed by parse5 (the HTML parser of the
 * standard, with source locations); each element is tagged with the lines its own text stands on;
 * scripts, styles, frames and readers' comments go; Mozilla Readability, on a linkedom DOM, takes the
 * main text; its paragraphs become TextLines (`<br>` a line inside one, `<i>`/`<em>`/`<b>`/`<strong>`
 * emphasis, `<h1>`…`<h6>` titles). Only text is ever taken from the DOM, so no markup of the page —
 * a script, an `onerror`, a `javascript:` link — can reach the output. Lines of text that Readability
 * left out are dropped as `web page chrome`, lines of markup only as `markup`.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';
import { parse, serialize, type DefaultTreeAdapterTypes as P } from 'parse5';
import { russianScore } from '../decode.ts';
import { IngestError } from '../errors.ts';
import { readFrontHeading } from '../segment/front-matter.ts';
import { readParagraphStart } from '../segment/paragraph-number.ts';
import { plain } from '../shape/text-shape.ts';
import { LineBuilder, asLawTitle, readsAsLawTitle } from './builder.ts';
import type { DropReason, TextLine } from '../types.ts';
import type { MarkupRead, Span } from './types.ts';

/** Elements whose content is never text of the page. */
const NEVER_TEXT = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'canvas', 'audio', 'video', 'select', 'textarea', 'button', 'input', 'form']);
/** A class or id that names readers' comments and their kin (a guest book, replies, reviews). */
const COMMENTS = /(?:^|[-_\s])(?:comments?|commentlist|disqus|repl(?:y|ies)|reviews?|guestbook|feedback|discussion|responses?|talkback)(?:$|[-_\s\d])|коммент|отзыв/iu;
const BLOCKS = new Set(['p', 'div', 'li', 'dd', 'dt', 'blockquote', 'pre', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'main', 'ul', 'ol', 'dl', 'table', 'tbody', 'thead', 'tr', 'figure', 'figcaption', 'center', 'address', 'header', 'footer', 'nav', 'aside']);
const EMPHASIS = new Set(['i', 'em', 'b', 'strong']);
const HEADINGS = /^h[1-6]$/u;
const LINES_ATTR = 'data-ingest-lines';
/** A title Readability cannot take for a heading of the text (it drops a heading that repeats the title). */
const NEUTRAL_TITLE = 'ingest placeholder title, not of the page';

/**
 * linkedom takes about half a second to load: it is loaded on the first web page read, not with the
 * ingest (an FB2 or text ingest never needs it). Its CommonJS build, so that the ingest stays synchronous.
 */
const require = createRequire(import.meta.url);
let dom: { parseHTML: typeof import('linkedom').parseHTML; Readability: typeof import('@mozilla/readability').Readability } | undefined;
const loadDom = () => (dom ??= { parseHTML: (require('linkedom') as typeof import('linkedom')).parseHTML, Readability: (require('@mozilla/readability') as typeof import('@mozilla/readability')).Readability });

const isElement = (n: P.Node): n is P.Element => 'tagName' in n;
const isText = (n: P.Node): n is P.TextNode => n.nodeName === '#text';

/** The encoding a page declares (`<meta charset>`, `http-equiv`), read by the HTML parser; else by the bytes. */
export function charsetOfHtml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  const head = parse(Buffer.from(bytes.subarray(0, 8192)).toString('latin1'));
  let found: string | undefined;
  const visit = (n: P.Node) => {
    if (found) return;
    if (isElement(n) && n.tagName === 'meta') {
      const attr = (name: string) => n.attrs.find((a) => a.name === name)?.value;
      const charset = attr('charset');
      if (charset) found = charset.trim();
      else if (attr('http-equiv')?.toLowerCase() === 'content-type') {
        const param = (attr('content') ?? '').split(';').map((p) => p.trim().split('=')).find(([k]) => k?.toLowerCase() === 'charset');
        if (param?.[1]) found = param[1].trim().replace(/^["']|["']$/gu, '');
      }
    }
    if ('childNodes' in n) for (const c of n.childNodes) visit(c);
  };
  visit(head);
  if (found) return found.toLowerCase();
  // No declaration: UTF-8 if the bytes are, else the Russian code page that reads as Russian.
  if (isUtf8(bytes)) return 'utf-8';
  const buf = Buffer.from(bytes);
  const score = (enc: string) => russianScore(new TextDecoder(enc).decode(buf));
  return score('windows-1251') >= score('koi8-r') ? 'windows-1251' : 'koi8-r';
}

/** The lines (1-based) that a text node's non-blank pieces stand on. */
function textLines(t: P.TextNode): number[] {
  const loc = t.sourceCodeLocation;
  if (!loc) return [];
  const out: number[] = [];
  t.value.split(/\r\n|\r|\n/u).forEach((piece, i) => {
    if (piece.trim() !== '') out.push(loc.startLine + i);
  });
  return out;
}

const attrOf = (el: P.Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? '';

/**
 * Prepare the parsed page: drop what is never text (and readers' comments), tag each element with the
 * lines of its own text. Returns the lines of text that are dropped with what was removed.
 */
function prepare(root: P.Node, removed: Set<number>, textual: Set<number>, notText: (el: P.Element) => boolean): void {
  const walk = (n: P.ParentNode, inRemoved: boolean) => {
    for (const c of [...n.childNodes]) {
      if (isText(c)) {
        for (const l of textLines(c)) {
          if (!inRemoved) textual.add(l);
          else removed.add(l);
        }
        continue;
      }
      if (!isElement(c)) continue;
      const drop = NEVER_TEXT.has(c.tagName) || COMMENTS.test(attrOf(c, 'class')) || COMMENTS.test(attrOf(c, 'id')) || notText(c);
      if (drop) {
        // What a reader's comment says is chrome (its lines are text, never kept); what a script holds is markup.
        walk(c, inRemoved || NEVER_TEXT.has(c.tagName));
        n.childNodes.splice(n.childNodes.indexOf(c), 1);
        continue;
      }
      const own = c.childNodes.filter(isText).flatMap(textLines);
      // Attributes other than the lines are of no use to the text: none goes on (no `on*`, no `href`).
      c.attrs = c.attrs.filter((a) => a.name === 'class' || a.name === 'id');
      if (own.length) c.attrs.push({ name: LINES_ATTR, value: own.join(',') });
      walk(c, inRemoved);
    }
  };
  walk(root as P.ParentNode, false);
}

export interface HtmlOptions {
  /** Take the main text with Readability (a web page), or the whole body (a chapter of an e-book). */
  readability: boolean;
  /** Elements that are not text of the source (the project's own EPUB marks them): removed first. */
  notText?: (el: P.Element) => boolean;
  /** The reason for the lines of text left out. */
  leftOut?: DropReason;
}

/** Read a saved web page (already decoded). */
export function readHtml(html: string, file: string, o: HtmlOptions = { readability: true }): MarkupRead {
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const removed = new Set<number>();
  const textual = new Set<number>();
  prepare(doc, removed, textual, o.notText ?? (() => false));
  const { parseHTML, Readability } = loadDom();
  const { document } = parseHTML(serialize(doc));
  if (!o.readability) {
    const builder = new LineBuilder(file);
    if (document.body) readBlocks(document.body as unknown as Element, builder);
    return finish(builder, textual, o.leftOut ?? 'web page chrome');
  }
  let title = document.querySelector('title');
  if (!title && document.head) title = document.head.appendChild(document.createElement('title'));
  if (title) title.textContent = NEUTRAL_TITLE;
  // Readability may leave a law's title out of the article (a title set above the text's own block):
  // the titles of the page, read before it runs, give it back.
  const titles = lawTitlesOf(document.body as unknown as Element | null, file);
  let content: Element | null = null;
  try {
    const article = new Readability(document as unknown as Document, { serializer: (el: Node) => el as Element, keepClasses: false }).parse();
    content = (article?.content as Element | null | undefined) ?? null;
  } catch (e) {
    throw new IngestError(`the page could not be read (${(e as Error).message})`, file);
  }
  // Readability finds no article in a page of a few lines: then the whole body is the text.
  const from = content ?? (document.body as unknown as Element);
  const builder = new LineBuilder(file);
  if (from) readBlocks(from, builder);
  const inside = keepInsideText(builder.lines, owners.get(builder) ?? []);
  const first = inside.find((l) => l.lines.length);
  if (first && !inside.some((l) => l.title)) {
    const before = titles.filter((t) => t.lines[t.lines.length - 1]! < first.lines[0]!).pop();
    if (before) inside.unshift(before);
  }
  builder.lines.splice(0, builder.lines.length, ...inside);
  return finish(builder, textual, o.leftOut ?? 'web page chrome');
}

/** A number set as a heading of its own (`<h4>63.1</h4>`) opens the paragraph after it: «63.1. …», as text copies have it. */
const BARE_NUMBER = /^(\d{1,2}\.\d{1,2})\.?$/u;

function finish(builder: LineBuilder, textual: Set<number>, leftOut: DropReason): MarkupRead {
  const lines: TextLine[] = [];
  for (const l of builder.lines) {
    const prev = lines[lines.length - 1];
    const number = prev && BARE_NUMBER.exec(prev.text);
    if (prev && number && !l.title) {
      lines[lines.length - 1] = { ...l, lines: [...new Set([...prev.lines, ...l.lines])].sort((a, b) => a - b), text: `${number[1]}. ${l.text}` };
      continue;
    }
    lines.push(l);
  }
  const used = new Set(lines.flatMap((l) => l.lines));
  const spans: Span[] = [];
  for (const n of textual) if (!used.has(n)) spans.push({ from: n, to: n, reason: leftOut });
  return { lines, spans, provenance: [] };
}

const linesOfAttr = (el: Element): number[] => (el.getAttribute(LINES_ATTR) ?? '').split(',').filter(Boolean).map(Number);

/** Blocks → paragraphs: a block that holds other blocks is read block by block, its loose text as paragraphs of its own. */
function readBlocks(el: Element, b: LineBuilder): void {
  const tag = el.tagName.toLowerCase();
  if (tag === 'table' && readTable(el, b)) return;
  const hasBlock = [...el.children].some((c) => BLOCKS.has(c.tagName.toLowerCase()));
  if (!hasBlock) {
    const from = b.lines.length;
    b.start();
    inline(el, b);
    const last = b.end();
    owners.set(b, [...(owners.get(b) ?? []), ...Array.from({ length: b.lines.length - from }, () => el)]);
    if (last && (HEADINGS.test(tag) || readsAsLawTitle(last.text)) && b.lines.length - from === 1) {
      last.title = true;
      last.text = asLawTitle(last.text);
    }
    return;
  }
  let open = false;
  let from = b.lines.length;
  const close = () => {
    if (open) b.end();
    open = false;
    owners.set(b, [...(owners.get(b) ?? []), ...Array.from({ length: b.lines.length - from }, () => el)]);
  };
  for (const c of [...el.childNodes]) {
    const isBlock = c.nodeType === 1 && BLOCKS.has((c as Element).tagName.toLowerCase());
    if (isBlock) {
      close();
      readBlocks(c as Element, b);
      from = b.lines.length;
      continue;
    }
    if (!open) {
      b.start();
      open = true;
      from = b.lines.length;
    }
    inlineNode(c, el, b);
  }
  close();
}

/** The law titles of a page (a heading, or a block that is only «Правило N. Title»), in page order. */
function lawTitlesOf(body: Element | null, file: string): TextLine[] {
  if (!body) return [];
  const out: TextLine[] = [];
  for (const el of body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (NEVER_TEXT.has(tag) || [...el.children].some((c) => BLOCKS.has(c.tagName.toLowerCase()))) continue;
    if (!BLOCKS.has(tag) && !HEADINGS.test(tag)) continue;
    const text = (el.textContent ?? '').replace(/\s+/gu, ' ').trim();
    if (!(HEADINGS.test(tag) ? /^Правило\s+\d{1,2}\b/iu.test(text) : readsAsLawTitle(text))) continue;
    const lines = [el, ...el.querySelectorAll('*')].flatMap(linesOfAttr);
    if (lines.length) out.push({ file, lines: [...new Set(lines)].sort((a, b) => a - b), text: asLawTitle(text), paraEnd: true, title: true });
  }
  return out;
}

/** The element each TextLine was read from, by builder. */
const owners = new WeakMap<LineBuilder, Element[]>();

/**
 * The element that holds the text: the smallest one around the parents of the blocks that hold the first
 * place of every law heading, paragraph number and front heading. What stands outside it (a forum's posts under the text, a reader's comment that
 * repeats a paragraph's number) is chrome. Without any such mark the whole main text is kept.
 */
function keepInsideText(lines: TextLine[], of: Element[]): TextLine[] {
  const seen = new Set<string>();
  const marks: Element[] = [];
  lines.forEach((l, i) => {
    const text = plain(l.text).trim();
    const p = readParagraphStart(text);
    const key = l.title && /^Правило\s+\d/iu.test(text) ? `law ${/\d+/u.exec(text)![0]}` : p?.kind === 'number' ? `${p.law}.${p.numbers[0]}` : readFrontHeading(text) ? text : undefined;
    if (key && !seen.has(key)) {
      seen.add(key);
      // The block's parent: the text goes on in the blocks around a mark (a page may hold one number only).
      marks.push(of[i]!.parentElement ?? of[i]!);
    }
  });
  if (!marks.length) return lines;
  let around: Element | null = marks[0]!;
  for (const m of marks.slice(1)) while (around && !around.contains(m)) around = around.parentElement;
  if (!around) return lines;
  return lines.filter((_, i) => around!.contains(of[i]!));
}

/**
 * A table of text cells (its first row the header) is a table of the paragraph, as an override makes of a
 * flattened one; its line's text is the cells' words (for the stages that read lines). A table whose cells
 * hold blocks (a layout table) is read block by block instead.
 */
function readTable(el: Element, b: LineBuilder): boolean {
  const rows = [...el.querySelectorAll('tr')].map((tr) => [...tr.children].filter((c) => /^t[hd]$/iu.test(c.tagName)));
  if (rows.length < 2 || rows.some((r) => !r.length || r.some((c) => [...c.children].some((x) => BLOCKS.has(x.tagName.toLowerCase()))))) return false;
  const cell = (c: Element) => {
    const cb = new LineBuilder('');
    cb.start();
    inline(c, cb);
    return cb.end()?.text ?? '';
  };
  const texts = rows.map((r) => r.map(cell));
  const lines = [...new Set([el, ...el.querySelectorAll('*')].flatMap(linesOfAttr))].sort((x, y) => x - y);
  if (!lines.length) return false;
  b.push({ file: b.file, lines, text: texts.flat().join(' '), paraEnd: true, table: { header: texts[0]!, rows: texts.slice(1) } });
  return true;
}

function inline(el: Element, b: LineBuilder): void {
  for (const c of [...el.childNodes]) inlineNode(c, el, b);
}

/** One inline node: text (on the lines of its element), emphasis, a line break. */
function inlineNode(n: Node, parent: Element, b: LineBuilder): void {
  if (n.nodeType === 3) {
    const text = n.textContent ?? '';
    if (text.trim() === '') {
      b.add(text, 0);
      return;
    }
    b.addOn(text, nearestLines(parent));
    return;
  }
  if (n.nodeType !== 1) return;
  const el = n as Element;
  const tag = el.tagName.toLowerCase();
  if (NEVER_TEXT.has(tag)) return;
  if (tag === 'br') return b.lineBreak();
  const emphasis = EMPHASIS.has(tag);
  if (emphasis) b.emphasisOpen();
  inline(el, b);
  if (emphasis) b.emphasisClose();
}

/** The lines of an element's own text, or of the nearest element above it that has some. */
function nearestLines(el: Element | null): number[] {
  for (let e = el; e; e = e.parentElement) {
    const ls = linesOfAttr(e);
    if (ls.length) return ls;
  }
  return [];
}

