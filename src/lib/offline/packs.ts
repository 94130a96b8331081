/**
 * The precache packs: the service worker's files travel in a few zip archives (one per
 * part of the site) instead of one request each, and the worker unpacks them into its
 * cache. Pure: shared by the build (`write-packs.ts`) and the worker (`src/sw.ts`).
 */

/** A file of the precache list, under the URL readers use. */
export interface FileEntry {
  url: string;
  revision: string | null;
}

/** A pack in the precache list: the zip at `url` holds every file of part `pack`. */
export interface PackEntry {
  url: string;
  revision: null;
  pack: string;
}

export type PrecacheEntry = FileEntry | PackEntry;

export const isPack = <E extends PrecacheEntry>(e: E): e is E & PackEntry => 'pack' in e;

/** Where the packs go in the build, beside the pages. */
export const PACK_DIR = 'offline';

/** The parts with a pack of their own (the largest); everything else is in `site`. */
const OWN_PACK = new Set(['ru', 'en', 'pagefind']);

/** The part a precached URL belongs to: its first folder if that has a pack of its own, else `site`. */
export function packOf(url: string): string {
  const first = url.split('/')[0]!;
  return url.includes('/') && OWN_PACK.has(first) ? first : 'site';
}

/** The URL a built file is precached under: `ru/laws/63/index.html` → `ru/laws/63/`, `index.html` → `./`. */
export function precacheUrl(file: string): string {
  if (file === 'index.html') return './';
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  wasm: 'application/wasm',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
};

/** The Content-Type a host sends for a built file (by its name in the pack). */
export function contentType(file: string): string {
  const ext = /\.([a-z0-9]+)$/iu.exec(file)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
