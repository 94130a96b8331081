import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { isCompressed } from '../downloads/zip.ts';
import { PACK_DIR, packOf, precacheUrl, type PrecacheEntry } from './packs.ts';

/** An entry as workbox-build lists a built file (`url` is its path in the build). */
export interface BuiltEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Write the precache packs (`offline/<part>.<hash>.zip`, see ./packs.ts) into `dist` and
 * return the precache list: each file under the URL readers use, then one entry per pack.
 * A pack's name carries the hash of its bytes, so a new deploy of a part is a new URL.
 * Inside a pack a file keeps its path in the build (`ru/laws/63/index.html`).
 */
export function writePacks(dist: string, entries: BuiltEntry[]): (PrecacheEntry & { size: number })[] {
  const parts = new Map<string, Zippable>();
  const files = entries.map((e) => {
    const url = precacheUrl(e.url);
    const bytes = new Uint8Array(readFileSync(join(dist, e.url)));
    const zippable = parts.get(packOf(url)) ?? parts.set(packOf(url), {}).get(packOf(url))!;
    zippable[e.url] = [bytes, { level: isCompressed(e.url, bytes) ? 0 : 6 }];
    return { url, revision: e.revision, size: e.size };
  });
  rmSync(join(dist, PACK_DIR), { recursive: true, force: true });
  mkdirSync(join(dist, PACK_DIR), { recursive: true });
  const packs = [...parts].map(([pack, zippable]) => {
    // A fixed date: the same files give the same bytes, so the same URL.
    const zip = zipSync(zippable, { mtime: new Date('2000-01-01T00:00:00Z') });
    const hash = createHash('sha256').update(zip).digest('hex').slice(0, 10);
    const url = `${PACK_DIR}/${pack}.${hash}.zip`;
    writeFileSync(join(dist, url), zip);
    // Size 0: the build's report counts what is cached, the files, once.
    return { url, revision: null, pack, size: 0 };
  });
  return [...files, ...packs];
}
