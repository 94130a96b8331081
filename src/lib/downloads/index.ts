import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../content/catalogue.ts';
import { loadCorpus } from '../content/load.ts';
import { SiteIndex } from '../content/site-index.ts';
import { loadSources } from '../content/sources.ts';
import { LANGS, t } from '../site/i18n.ts';
import { acrossFiles, buildBook, inDocument } from './book.ts';
import { buildEpub } from './epub.ts';
import { bookFile, downloadFiles, fillDownloadPage, formatDate, formatSize, siteVersion, siteZipFile, type FileStatus } from './files.ts';
import { singleFileHtml } from './html.ts';
import { CHROMIUM, printPdfs } from './pdf.ts';
import { readme, siteZip } from './zip.ts';

export { bookFile, downloadFiles, siteVersion, siteZipFile } from './files.ts';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface DownloadsOptions {
  /** The built site (Astro's outDir). */
  dist: string;
  /** The project root (content/, package.json). */
  root: string;
  /** The deploy base, `/` or `/laws/`. */
  base: string;
  logger: Logger;
  /** Build time; defaults to now. */
  now?: Date;
  /** The Chromium that prints the PDFs; defaults to Debian's (or CHROMIUM_PATH). */
  chromium?: string;
}

const downloadPage = (lang: string) => join(lang, 'download', 'index.html');

/** Options for making the books, which need the content but not the built site. */
export type BooksOptions = Omit<DownloadsOptions, 'dist' | 'base'> & {
  /** Where the books are written (the build's `downloads/`, or a staging folder). */
  outDir: string;
};

/**
 * Make the books into `outDir`: per language the one-file HTML, the EPUB and the
 * PDF (from the one-file HTML, with Chromium). They depend on the content only, so
 * the build starts them before it renders the pages and collects them at the end
 * ({@link finishDownloads}): the PDF printing (most of the time) then overlaps the
 * page rendering.
 */
export async function makeBooks(o: BooksOptions): Promise<void> {
  const now = o.now ?? new Date();
  const content = join(o.root, 'content');
  mkdirSync(o.outDir, { recursive: true });
  const site = new SiteIndex(loadCorpus(content), loadCatalogue(content));
  const sources = loadSources(content);
  const write = (name: string, data: string | Uint8Array) => writeFileSync(join(o.outDir, name), data);

  for (const lang of LANGS) {
    const shown = formatDate(now, lang);
    write(bookFile(lang, 'html'), singleFileHtml(buildBook(site, sources, { lang, link: inDocument, date: shown })));
    write(bookFile(lang, 'epub'), buildEpub(buildBook(site, sources, { lang, link: acrossFiles, date: shown }), { modified: now }));
  }

  const chromium = o.chromium ?? CHROMIUM;
  if (!existsSync(chromium)) {
    o.logger.warn(`PDF downloads skipped: no Chromium at ${chromium} (set CHROMIUM_PATH)`);
    return;
  }
  try {
    await printPdfs(chromium, LANGS.map((lang) => ({ html: join(o.outDir, bookFile(lang, 'html')), pdf: join(o.outDir, bookFile(lang, 'pdf')) })));
  } catch (e) {
    o.logger.warn(`PDF downloads skipped: Chromium failed (${String(e).split('\n')[0]})`);
  }
}

/**
 * With the books in `dist/downloads/`: the zip of the site, then the sizes and
 * dates written into the built download pages. Returns what was built.
 */
export async function finishDownloads(o: DownloadsOptions): Promise<Record<string, FileStatus>> {
  const now = o.now ?? new Date();
  const date = now.toISOString().slice(0, 10);
  const outDir = join(o.dist, 'downloads');
  mkdirSync(outDir, { recursive: true });
  const version = siteVersion(o.root);
  const files = downloadFiles(version);
  const pages = LANGS.map((lang) => ({ lang, path: downloadPage(lang) })).filter((p) => existsSync(join(o.dist, p.path)));
  const original = new Map(pages.map((p) => [p.path, readFileSync(join(o.dist, p.path), 'utf8')]));

  // The archive's own copy of the download pages: the downloads are not in it.
  const notInArchive = Object.fromEntries(files.map((f) => [f.name, { kind: 'not-in-archive' } as FileStatus]));
  const replace = Object.fromEntries(pages.map((p) => [p.path, fillDownloadPage(original.get(p.path)!, p.lang, notInArchive)]));
  const title = { ru: t('ru', 'site.title'), en: t('en', 'site.title') };
  writeFileSync(join(outDir, siteZipFile(version)), siteZip(o.dist, { readme: readme({ version, date, base: o.base, title }), replace, mtime: now }));

  const status: Record<string, FileStatus> = {};
  for (const f of files) {
    const path = join(outDir, f.name);
    status[f.name] = existsSync(path) ? { kind: 'built', size: statSync(path).size, date: now } : { kind: 'missing' };
  }
  for (const p of pages) writeFileSync(join(o.dist, p.path), fillDownloadPage(original.get(p.path)!, p.lang, status));
  if (pages.length < LANGS.length) o.logger.warn('download page not found in the build: sizes not filled in');
  return status;
}

/** One line for the build log: each file and its size. */
export function describeDownloads(status: Record<string, FileStatus>): string {
  return Object.entries(status)
    .map(([name, s]) => `${name} ${s.kind === 'built' ? formatSize(s.size, 'en') : 'skipped'}`)
    .join(', ');
}

/** Every download at once, into `dist/downloads/` of a built site. */
export async function buildDownloads(o: DownloadsOptions): Promise<Record<string, FileStatus>> {
  const started = performance.now();
  await makeBooks({ ...o, outDir: join(o.dist, 'downloads') });
  const status = await finishDownloads(o);
  o.logger.info(`${describeDownloads(status)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return status;
}
