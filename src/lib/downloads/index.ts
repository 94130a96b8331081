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

/**
 * Make every download into `dist/downloads/`: per language the one-file HTML, the
 * EPUB and the PDF (from the one-file HTML, with Chromium), then the zip of the
 * site; then write sizes and dates into the built download pages.
 */
export async function buildDownloads(o: DownloadsOptions): Promise<Record<string, FileStatus>> {
  const started = performance.now();
  const now = o.now ?? new Date();
  const date = now.toISOString().slice(0, 10);
  const content = join(o.root, 'content');
  const outDir = join(o.dist, 'downloads');
  mkdirSync(outDir, { recursive: true });

  const site = new SiteIndex(loadCorpus(content), loadCatalogue(content));
  const sources = loadSources(content);
  const write = (name: string, data: string | Uint8Array) => writeFileSync(join(outDir, name), data);

  for (const lang of LANGS) {
    const shown = formatDate(now, lang);
    write(bookFile(lang, 'html'), singleFileHtml(buildBook(site, sources, { lang, link: inDocument, date: shown })));
    write(bookFile(lang, 'epub'), buildEpub(buildBook(site, sources, { lang, link: acrossFiles, date: shown }), { modified: now }));
  }

  const chromium = o.chromium ?? CHROMIUM;
  if (!existsSync(chromium)) {
    o.logger.warn(`PDF downloads skipped: no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  } else {
    try {
      await printPdfs(chromium, LANGS.map((lang) => ({ html: join(outDir, bookFile(lang, 'html')), pdf: join(outDir, bookFile(lang, 'pdf')) })));
    } catch (e) {
      o.logger.warn(`PDF downloads skipped: Chromium failed (${String(e).split('\n')[0]})`);
    }
  }

  const version = siteVersion(o.root);
  const files = downloadFiles(version);
  const pages = LANGS.map((lang) => ({ lang, path: downloadPage(lang) })).filter((p) => existsSync(join(o.dist, p.path)));
  const original = new Map(pages.map((p) => [p.path, readFileSync(join(o.dist, p.path), 'utf8')]));

  // The archive's own copy of the download pages: the downloads are not in it.
  const notInArchive = Object.fromEntries(files.map((f) => [f.name, { kind: 'not-in-archive' } as FileStatus]));
  const replace = Object.fromEntries(pages.map((p) => [p.path, fillDownloadPage(original.get(p.path)!, p.lang, notInArchive)]));
  const title = { ru: t('ru', 'site.title'), en: t('en', 'site.title') };
  write(siteZipFile(version), siteZip(o.dist, { readme: readme({ version, date, base: o.base, title }), replace, mtime: now }));

  const status: Record<string, FileStatus> = {};
  for (const f of files) {
    const path = join(outDir, f.name);
    status[f.name] = existsSync(path) ? { kind: 'built', size: statSync(path).size, date: now } : { kind: 'missing' };
  }
  for (const p of pages) writeFileSync(join(o.dist, p.path), fillDownloadPage(original.get(p.path)!, p.lang, status));
  if (pages.length < LANGS.length) o.logger.warn('download page not found in the build: sizes not filled in');

  const list = files.map((f) => {
    const s = status[f.name]!;
    return `${f.name} ${s.kind === 'built' ? formatSize(s.size, 'en') : 'skipped'}`;
  });
  o.logger.info(`${list.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return status;
}
