import { t } from '../site/i18n.ts';
import { esc, type Book, type BookChapter } from './book.ts';
import { SINGLE_FILE_CSS } from './css.ts';

/**
 * The table of contents: the laws grouped by the parts of the Code, then the
 * glossary and the sources. The markup is also a valid EPUB navigation list
 * (`<li>` = `<a>` or a `<span>` followed by its `<ol>`).
 */
export function tocList(book: Book, href: (c: BookChapter) => string): string {
  const byId = new Map(book.chapters.map((c) => [c.id, c]));
  const item = (c: BookChapter) => `<li${c.loaded ? '' : ' class="empty"'}><a href="${esc(href(c))}">${esc(c.title)}</a></li>`;
  const parts = book.parts.map((p) => {
    const laws = p.chapters.map((id) => byId.get(id)).filter((c): c is BookChapter => c !== undefined);
    return `<li><span class="part">${esc(p.title)}</span>\n<ol>\n${laws.map(item).join('\n')}\n</ol></li>`;
  });
  const back = book.chapters.filter((c) => c.law === undefined).map(item);
  return `<ol>\n${[...parts, ...back].join('\n')}\n</ol>`;
}

/**
 * One self-contained HTML document: inline CSS, no scripts, no external resources,
 * every link in-document. Also the source of the PDF (its print stylesheet).
 */
export function singleFileHtml(book: Book): string {
  const toc = `<nav class="toc" id="contents" aria-labelledby="toc-heading">\n<h2 id="toc-heading">${esc(t(book.lang, 'nav.contents'))}</h2>\n${tocList(book, (c) => `#${c.id}`)}\n</nav>`;
  return [
    '<!doctype html>',
    `<html lang="${book.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    // Nothing outside this file may load, even if some markup asked for it.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(book.title)}</title>`,
    `<meta name="author" content="${esc(book.author)}">`,
    `<style>${SINGLE_FILE_CSS}</style>`,
    '</head>',
    '<body>',
    book.front,
    toc,
    '<main>',
    ...book.chapters.map((c) => c.html),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
