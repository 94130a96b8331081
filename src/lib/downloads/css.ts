/**
 * The books' stylesheets. No web fonts: fonts with Cyrillic that the reader's system
 * has; the PDF is printed with DejaVu (fonts-dejavu-core, which this kind of machine comes
 * with, and Debian's Chromium pulls in), which Chromium embeds as a subset.
 */
const FONT = "'DejaVu Serif', 'Noto Serif', 'PT Serif', Georgia, 'Times New Roman', serif";

/** Shared by every format (also the EPUB's style.css). */
export const BOOK_CSS = `
body { font-family: ${FONT}; line-height: 1.5; }
h1, h2, h3, h4, h5, h6 { font-family: 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; line-height: 1.25; }
h1 { font-size: 1.8em; }
h2 { font-size: 1.4em; margin: 1.2em 0 0.6em; }
h3 { font-size: 1.15em; margin: 1em 0 0.5em; }
h4, h5, h6 { font-size: 1em; margin: 0.9em 0 0.3em; }
.subtitle { font-size: 1.1em; }
.note, .untranslated, .translation, .lead { font-size: 0.9em; color: #555; }
.incomplete, .not-loaded { font-size: 0.9em; color: #8a4b00; border-left: 3px solid #8a4b00; padding-left: 0.5em; }
.para { margin: 1em 0; padding-top: 0.3em; border-top: 1px solid #ccc; }
.para-id { margin: 0 0 0.3em; }
/* Items carry their own labels, «(iv)», as on the site. */
.para-body ul { list-style: none; padding-left: 0.5em; }
.para-body li { margin: 0.3em 0; }
.related { font-size: 0.85em; color: #555; }
.related-label { font-style: italic; }
.law-section { margin: 0.6em 0; }
.law-section.depth-5 { margin-left: 1em; }
table { border-collapse: collapse; margin: 0.8em 0; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
dl dt { font-weight: bold; margin-top: 0.4em; }
/* Errata: in a book, what the source had stays in the text, in small type. */
.erratum ins { text-decoration: underline dotted; }
.erratum-source, .ednote { font-size: 0.85em; color: #8a4b00; }
dl dd { margin-left: 1.5em; }
.footnotes { font-size: 0.9em; border-top: 1px solid #ccc; margin-top: 1em; }
.footnotes p[id$="footnote-label"] { font-weight: bold; margin: 0.5em 0 0.2em; }
.sr-only { font-weight: bold; }
.toc ol { list-style: none; padding-left: 1.2em; }
.toc > ol { padding-left: 0; }
.toc .part { font-weight: bold; margin-top: 0.4em; }
.toc .empty a { color: #777; }
a { color: #0b5cad; }
`;

/** The one-file HTML: a readable page on screen, a book when printed (the PDF). */
export const SINGLE_FILE_CSS = `
${BOOK_CSS}
body { max-width: 46rem; margin: 0 auto; padding: 1rem; color: #1c1c1c; background: #fdfdfb; font-size: 1.0625rem; }
:target { background: #fff4c2; scroll-margin-top: 1rem; }
.law, .glossary, .sources { border-top: 2px solid #999; margin-top: 2rem; }
@media (prefers-color-scheme: dark) {
  body { background: #161616; color: #e8e8e3; }
  a { color: #8cc2ff; }
  :target { background: #3d3514; }
  .note, .untranslated, .translation, .lead, .related { color: #b0b0a8; }
}
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10.5pt; background: #fff; color: #000; }
  a { color: inherit; text-decoration: none; }
  .law a.ref, .related a, .toc a { color: #0b3f7a; }
  :target { background: none; }
  .front { page-break-after: always; break-after: page; }
  .toc { page-break-after: always; break-after: page; }
  .law.loaded, .glossary, .sources { break-before: page; page-break-before: always; border-top: none; margin-top: 0; }
  .law.empty { border-top: 1px solid #bbb; margin-top: 1em; break-inside: avoid; }
  h2, h3, h4 { break-after: avoid; page-break-after: avoid; }
  tr, .related { break-inside: avoid; }
}
`;
