import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, t } from '../site/i18n.ts';
import { downloadFiles, fillDownloadPage, formatSize, siteVersion, siteZipFile, type FileStatus } from './files.ts';
import { readme, siteZip } from './zip.ts';

// What the build's main process needs at the end: the zip and the download pages, without
// the book machinery (markdown, EPUB, Chromium) that ./make-books.ts loads.

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
}

const downloadPage = (lang: string) => join(lang, 'download', 'index.html');

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
