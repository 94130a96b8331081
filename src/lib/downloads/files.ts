import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../refs/index.ts';
import { LANGS, t } from '../site/i18n.ts';

export type Format = 'epub' | 'pdf' | 'html' | 'zip';

export interface DownloadFile {
  /** File name in `dist/downloads/`. */
  name: string;
  format: Format;
  /** The book's language; none for the site archive. */
  lang?: Lang;
}

export const BOOK_FORMATS = ['epub', 'pdf', 'html'] as const;

export const bookFile = (lang: Lang, format: (typeof BOOK_FORMATS)[number]): string => `laws-commentary-${lang}.${format}`;
export const siteZipFile = (version: string): string => `site-${version}.zip`;

/** The project's version (package.json), which names the site archive. */
export function siteVersion(root: string = process.cwd()): string {
  return String(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
}

/** Every download, in the order the download page lists them. */
export function downloadFiles(version: string): DownloadFile[] {
  return [
    ...LANGS.flatMap((lang) => BOOK_FORMATS.map((format) => ({ name: bookFile(lang, format), format, lang }))),
    { name: siteZipFile(version), format: 'zip' },
  ];
}

/** What the build knows about one file once the downloads step has run. */
export type FileStatus = { kind: 'built'; size: number; date: Date } | { kind: 'missing' } | { kind: 'not-in-archive' };

/** 850 KB, 1.2 MB (1,2 МБ). */
export function formatSize(bytes: number, lang: Lang): string {
  const nf = (digits: number) => new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  if (bytes >= 1024 * 1024) return t(lang, 'download.size.mb', { n: nf(1).format(bytes / (1024 * 1024)) });
  return t(lang, 'download.size.kb', { n: nf(0).format(Math.max(1, Math.round(bytes / 1024))) });
}

export const formatDate = (d: Date, lang: Lang): string =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(d);

const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Fill the placeholders of a built download page: each file's size and date
 * (`<span data-download-size="NAME">`, `<time data-download-date="NAME">`); a file
 * that was not built (or is not in the archive) loses its link and says so.
 * Throws when the page lacks a file's placeholders: page and build must agree.
 */
export function fillDownloadPage(html: string, lang: Lang, status: Record<string, FileStatus>): string {
  let out = html;
  for (const [name, s] of Object.entries(status)) {
    const n = escRe(name);
    const size = new RegExp(`(<span\\b[^>]*\\bdata-download-size="${n}"[^>]*>)[\\s\\S]*?(</span>)`, 'u');
    const date = new RegExp(`<time\\b([^>]*\\bdata-download-date="${n}"[^>]*)>[\\s\\S]*?</time>`, 'u');
    const link = new RegExp(`<a\\b([^>]*\\bdata-download-link="${n}"[^>]*)>([\\s\\S]*?)</a>`, 'u');
    if (!size.test(out) || !date.test(out) || !link.test(out)) throw new Error(`download page (${lang}) has no placeholders for ${name}`);
    const sizeText =
      s.kind === 'built' ? formatSize(s.size, lang) : t(lang, s.kind === 'missing' ? 'download.unavailable' : 'download.notInArchive');
    out = out.replace(size, (_m, open: string, close: string) => `${open}${sizeText}${close}`);
    out = out.replace(date, (_m, attrs: string) => {
      const rest = attrs.replace(/\s+datetime="[^"]*"/u, '');
      return s.kind === 'built'
        ? `<time${rest} datetime="${s.date.toISOString().slice(0, 10)}">${formatDate(s.date, lang)}</time>`
        : `<time${rest}>—</time>`;
    });
    if (s.kind !== 'built') {
      out = out.replace(link, (_m, attrs: string, text: string) => `<span class="download-unavailable"${attrs.replace(/\s+(?:href|download)(?:="[^"]*")?(?=\s|$)/gu, '')}>${text}</span>`);
    }
  }
  return out;
}
