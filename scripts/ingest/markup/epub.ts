/**
 * An EPUB (HTML in a zip) → TextLines: its chapters in the order of the package's spine, each read as
 * HTML (the whole body: an e-book has no site around its text), numbered as one virtual file (the
 * chapters' lines one after another), so that the report accounts every line of every chapter. The
 * package's metadata (title, creator, contributor, description, rights) is provenance. What the
 * project's own EPUB marks as not commentary — the law text, stubs, the links to related places, an
 * erratum's source note, editorial notes, the front page, glossary, editions and sources — is dropped
 * as `not commentary`: read back, the site's own download gives its commentary paragraphs.
 */
import { posix } from 'node:path';
import { SaxesParser } from 'saxes';
import type { DefaultTreeAdapterTypes as P } from 'parse5';
import { IngestError } from '../errors.ts';
import type { TextLine } from '../types.ts';
import { charsetOfXml, decodeAs, splitRaw } from './decode-text.ts';
import type { MarkupSource, Span } from './types.ts';
import { readHtml } from './html.ts';

/** Classes of the project's EPUB (src/lib/downloads) that hold no commentary text. */
const NOT_COMMENTARY = new Set(['law-text', 'stubs', 'stub', 'related', 'erratum-source', 'ednote', 'not-loaded', 'incomplete', 'front', 'glossary', 'editions', 'sources', 'sr-only', 'footnotes']);

const local = (name: string) => name.slice(name.indexOf(':') + 1);

function xmlEvents(xml: string, file: string, onOpen: (name: string, attr: (n: string) => string | undefined) => void, onText?: (path: string[], text: string) => void): void {
  const parser = new SaxesParser();
  const stack: string[] = [];
  parser.on('error', (e) => {
    throw new IngestError(`the EPUB's ${file} is not well-formed XML (${e.message})`, file);
  });
  parser.on('opentag', (t) => {
    stack.push(local(t.name));
    onOpen(local(t.name), (n) => Object.entries(t.attributes).find(([k]) => local(k) === n)?.[1] as string | undefined);
  });
  parser.on('closetag', () => stack.pop());
  parser.on('text', (t) => onText?.(stack, t));
  parser.write(xml).close();
}

const notCommentary = (el: P.Element): boolean =>
  el.tagName === 'nav' || el.attrs.some((a) => a.name === 'data-pagefind-ignore' || (a.name === 'class' && a.value.split(/\s+/u).some((c) => NOT_COMMENTARY.has(c))));

export function readEpub(entries: Record<string, Uint8Array>, file: string): Omit<MarkupSource, 'drops'> {
  const text = (name: string) => {
    const bytes = entries[name];
    if (!bytes) throw new IngestError(`the EPUB has no ${name}`, file);
    return decodeAs(bytes, charsetOfXml(bytes), file).replace(/^\ufeff/u, '');
  };
  let opfPath: string | undefined;
  xmlEvents(text('META-INF/container.xml'), file, (name, attr) => {
    if (name === 'rootfile' && !opfPath) opfPath = attr('full-path');
  });
  if (!opfPath) throw new IngestError('the EPUB names no package (META-INF/container.xml has no rootfile)', file);
  const hrefs = new Map<string, { href: string; nav: boolean }>();
  const spine: string[] = [];
  const provenance: string[] = [];
  xmlEvents(
    text(opfPath),
    file,
    (name, attr) => {
      if (name === 'item') hrefs.set(attr('id') ?? '', { href: attr('href') ?? '', nav: (attr('properties') ?? '').split(/\s+/u).includes('nav') });
      if (name === 'itemref' && attr('linear') !== 'no') spine.push(attr('idref') ?? '');
    },
    (path, t) => {
      const key = path[path.length - 1]!;
      if (path.includes('metadata') && ['title', 'creator', 'contributor', 'description', 'rights', 'date', 'language', 'identifier'].includes(key) && t.trim()) provenance.push(`${key}: ${t.trim()}`);
    },
  );
  const base = posix.dirname(opfPath);
  const lines: TextLine[] = [];
  const spans: Span[] = [];
  const raw: MarkupSource['raw'] = [];
  for (const id of spine) {
    const item = hrefs.get(id);
    if (!item || item.nav) continue;
    const name = posix.normalize(posix.join(base, decodeURIComponent(item.href)));
    const html = text(name);
    const offset = raw.length;
    raw.push(...splitRaw(html, file).map((l) => ({ ...l, n: l.n + offset })));
    const read = readHtml(html, file, { readability: false, notText: notCommentary, leftOut: 'not commentary' });
    lines.push(...read.lines.map((l) => ({ ...l, lines: l.lines.map((n) => n + offset) })));
    spans.push(...read.spans.map((s) => ({ ...s, from: s.from + offset, to: s.to + offset })));
  }
  if (!lines.length) throw new IngestError('the EPUB has no text in its spine', file);
  return { lines, spans, provenance, encoding: 'utf-8', raw };
}
