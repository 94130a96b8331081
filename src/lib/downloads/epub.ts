import { createHash } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { t } from '../site/i18n.ts';
import { esc, type Book } from './book.ts';
import { BOOK_CSS } from './css.ts';
import { tocList } from './html.ts';
import { toXhtml } from './xhtml.ts';

/**
 * An EPUB 3 of a book, written directly (fflate): `mimetype` first and stored, the
 * container, the package document, the navigation document (table of contents by
 * part and law, landmarks), one XHTML file per law, the glossary, the sources.
 *
 * epub-gen-memory was tried first: its package template hard-codes rights metadata
 * ("Copyright © <year> by <publisher>", "All rights reserved") that would misstate
 * the rights of this text, a random identifier per build and `xml:lang="en"`, and it
 * only makes a flat table of contents; overriding its templates meant writing them
 * all here anyway.
 */
export interface EpubOptions {
  /** The build time (dcterms:modified, and the zip entries' dates). */
  modified: Date;
}

/** A stable identifier per language (a name-based UUID), so re-builds are the same book. */
function bookId(lang: string): string {
  const h = createHash('sha1').update(`bridge-laws-commentary/${lang}`).digest('hex');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

function xhtmlDoc(lang: string, title: string, body: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html>',
    `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">`,
    '<head>',
    '<meta charset="UTF-8" />',
    `<title>${esc(title)}</title>`,
    '<link rel="stylesheet" type="text/css" href="style.css" />',
    '</head>',
    '<body>',
    toXhtml(body),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

export function epubFiles(book: Book, o: EpubOptions): Record<string, string> {
  const { lang } = book;
  const modified = `${o.modified.toISOString().slice(0, 19)}Z`;
  const firstLaw = book.chapters.find((c) => c.law !== undefined)!;
  const nav = xhtmlDoc(
    lang,
    t(lang, 'nav.contents'),
    [
      `<nav epub:type="toc" id="toc" class="toc">`,
      `<h1>${esc(t(lang, 'nav.contents'))}</h1>`,
      tocList(book, (c) => c.file),
      `</nav>`,
      `<nav epub:type="landmarks" id="landmarks" hidden="hidden">`,
      `<h2>${esc(t(lang, 'download.book.landmarks'))}</h2>`,
      `<ol>`,
      `<li><a epub:type="titlepage" href="front.xhtml">${esc(book.title)}</a></li>`,
      `<li><a epub:type="toc" href="nav.xhtml#toc">${esc(t(lang, 'nav.contents'))}</a></li>`,
      `<li><a epub:type="bodymatter" href="${firstLaw.file}">${esc(firstLaw.title)}</a></li>`,
      `<li><a epub:type="glossary" href="glossary.xhtml">${esc(t(lang, 'glossary.title'))}</a></li>`,
      `</ol>`,
      `</nav>`,
    ].join('\n'),
  );

  const docs = [
    { id: 'front', file: 'front.xhtml', title: book.title, html: book.front },
    ...book.chapters.map((c) => ({ id: c.id, file: c.file, title: c.title, html: c.html })),
  ];
  const translator = book.translator
    ? [`<dc:contributor id="translator">${esc(book.translator)}</dc:contributor>`, `<meta refines="#translator" property="role" scheme="marc:relators">trl</meta>`]
    : [];
  const rights = lang === 'en' ? `${book.rights} ${t(lang, 'download.book.translation')}` : book.rights;
  const opf = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="${lang}">`,
    `<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `<dc:identifier id="pub-id">${bookId(lang)}</dc:identifier>`,
    `<dc:title>${esc(book.title)}</dc:title>`,
    `<dc:language>${lang}</dc:language>`,
    `<dc:creator id="author">${esc(book.author)}</dc:creator>`,
    `<meta refines="#author" property="role" scheme="marc:relators">aut</meta>`,
    ...translator,
    `<dc:description>${esc(book.subtitle)}</dc:description>`,
    `<dc:rights>${esc(rights)}</dc:rights>`,
    `<dc:date>${o.modified.toISOString().slice(0, 10)}</dc:date>`,
    `<meta property="dcterms:modified">${modified}</meta>`,
    `</metadata>`,
    `<manifest>`,
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="css" href="style.css" media-type="text/css"/>`,
    ...docs.map((d) => `<item id="${d.id}" href="${d.file}" media-type="application/xhtml+xml"/>`),
    `</manifest>`,
    `<spine>`,
    `<itemref idref="front"/>`,
    `<itemref idref="nav"/>`,
    ...docs.filter((d) => d.id !== 'front').map((d) => `<itemref idref="${d.id}"/>`),
    `</spine>`,
    `</package>`,
    '',
  ].join('\n');

  const files: Record<string, string> = {
    'META-INF/container.xml': CONTAINER,
    'EPUB/package.opf': opf,
    'EPUB/nav.xhtml': nav,
    'EPUB/style.css': BOOK_CSS,
  };
  for (const d of docs) files[`EPUB/${d.file}`] = xhtmlDoc(lang, d.title, d.html);
  return files;
}

/** The EPUB file's bytes. */
export function buildEpub(book: Book, o: EpubOptions): Uint8Array {
  const zippable: Zippable = { mimetype: [strToU8('application/epub+zip'), { level: 0 }] };
  for (const [path, text] of Object.entries(epubFiles(book, o))) zippable[path] = [strToU8(text), { level: 9 }];
  return zipSync(zippable, { mtime: o.modified });
}
