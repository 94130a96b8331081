import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../content/catalogue.ts';
import { loadCorpus } from '../content/load.ts';
import { SiteIndex } from '../content/site-index.ts';
import { loadSources } from '../content/sources.ts';
import { LANGS } from '../site/i18n.ts';
import { acrossFiles, buildBook, inDocument } from './book.ts';
import { buildEpub } from './epub.ts';
import { bookFile, formatDate } from './files.ts';
import type { DownloadsOptions } from './finish-downloads.ts';
import { singleFileHtml } from './html.ts';
import { findChromium } from '../browser/find-chromium.ts';
import { printPdfs } from './pdf.ts';

/** Options for making the books, which need the content but not the built site. */
export type BooksOptions = Omit<DownloadsOptions, 'dist' | 'base'> & {
  /** Where the books are written (the build's `downloads/`, or a staging folder). */
  outDir: string;
  /** The site's data, when the caller has it already (else read from `root`'s content). */
  site?: SiteIndex;
};

/**
 * Make the books into `outDir`: per language the one-file HTML, the EPUB and the
 * PDF (from the one-file HTML, with Chromium). They depend on the content only, so
 * the build starts them before it renders the pages and collects them at the end
 * (`finishDownloads`, ./finish-downloads.ts): the PDF printing (most of the time)
 * then overlaps the page rendering.
 */
export async function makeBooks(o: BooksOptions): Promise<void> {
  const now = o.now ?? new Date();
  const content = join(o.root, 'content');
  mkdirSync(o.outDir, { recursive: true });
  const site = o.site ?? new SiteIndex(loadCorpus(content), loadCatalogue(content));
  const sources = loadSources(content);
  const write = (name: string, data: string | Uint8Array) => writeFileSync(join(o.outDir, name), data);

  for (const lang of LANGS) {
    const shown = formatDate(now, lang);
    write(bookFile(lang, 'html'), singleFileHtml(buildBook(site, sources, { lang, link: inDocument, date: shown })));
    write(bookFile(lang, 'epub'), buildEpub(buildBook(site, sources, { lang, link: acrossFiles, date: shown }), { modified: now }));
  }

  const chromium = findChromium();
  if (chromium.path === null) {
    o.logger.warn(`PDF downloads skipped: ${chromium.reason}`);
    return;
  }
  try {
    await printPdfs(chromium.path, LANGS.map((lang) => ({ html: join(o.outDir, bookFile(lang, 'html')), pdf: join(o.outDir, bookFile(lang, 'pdf')) })));
  } catch (e) {
    o.logger.warn(`PDF downloads skipped: Chromium failed (${String(e).split('\n')[0]})`);
  }
}
