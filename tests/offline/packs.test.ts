import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isPack, packOf, precacheUrl, type FileEntry, type PackEntry } from '../../src/lib/offline/packs.ts';
import { writePacks, type BuiltEntry } from '../../src/lib/offline/write-packs.ts';

/** A built file's path: random folders of random words under a part (ru, en, pagefind, or none), a page or another file. */
const segment = fc.stringMatching(/^[a-z0-9а-я.\-]{1,8}$/u).filter((s) => s !== '.' && s !== '..');
const path = fc
  .tuple(fc.constantFrom('ru/', 'en/', 'pagefind/', '', '_astro/'), fc.array(segment, { maxLength: 3 }), fc.constantFrom('index.html', 'alt.json', 'x.pf_fragment', 'a.css', 'sw.js', 'icon.png'))
  .map(([part, dirs, file]) => `${part}${[...dirs, file].join('/')}`);

function build(files: Map<string, Uint8Array>): { dist: string; entries: BuiltEntry[] } {
  const dist = mkdtempSync(join(tmpdir(), 'packs-'));
  const entries: BuiltEntry[] = [];
  for (const [p, bytes] of files) {
    mkdirSync(dirname(join(dist, p)), { recursive: true });
    writeFileSync(join(dist, p), bytes);
    entries.push({ url: p, revision: String(bytes.length), size: bytes.length });
  }
  return { dist, entries };
}

const unpack = (dist: string, pack: PackEntry) => unzipSync(new Uint8Array(readFileSync(join(dist, pack.url))));

describe('the precache packs', () => {
  it('hold every precached file, byte for byte, in the pack the worker looks in, under the URL readers use', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(path, fc.uint8Array({ maxLength: 300 })), { minLength: 1, maxLength: 25, selector: ([p]) => p }), (list) => {
        const files = new Map(list.filter(([p]) => !list.some(([q]) => q.startsWith(`${p}/`))));
        const { dist, entries } = build(files);
        try {
          const manifest = writePacks(dist, entries);
          const packs = manifest.filter(isPack);
          const listed = manifest.filter((e): e is FileEntry & { size: number } => !isPack(e));
          expect(listed.map((e) => e.url).sort()).toEqual([...files.keys()].map(precacheUrl).sort());
          expect(new Set(packs.map((p) => p.pack)).size).toBe(packs.length);
          const found = new Map<string, Uint8Array>();
          for (const pack of packs) {
            for (const [name, bytes] of Object.entries(unpack(dist, pack))) {
              expect(packOf(precacheUrl(name)), name).toBe(pack.pack);
              found.set(name, bytes);
            }
          }
          expect([...found.keys()].sort()).toEqual([...files.keys()].sort());
          for (const [p, bytes] of files) expect(Buffer.from(found.get(p)!).equals(Buffer.from(bytes)), p).toBe(true);
        } finally {
          rmSync(dist, { recursive: true, force: true });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('are named by their bytes: the same files give the same URL, a changed file a new URL for its part only', () => {
    const files = new Map<string, Uint8Array>([
      ['ru/laws/7/index.html', Buffer.from('<p>семь</p>')],
      ['en/laws/7/index.html', Buffer.from('<p>seven</p>')],
      ['7b/index.html', Buffer.from('<a>7B</a>')],
    ]);
    const urls = (m: Map<string, Uint8Array>) => {
      const { dist, entries } = build(m);
      try {
        return Object.fromEntries(writePacks(dist, entries).filter(isPack).map((p) => [p.pack, p.url]));
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    };
    const first = urls(files);
    expect(urls(files)).toEqual(first);
    const changed = urls(new Map([...files, ['ru/laws/7/index.html', Buffer.from('<p>семь!</p>')]]));
    expect(changed.ru).not.toBe(first.ru);
    expect({ ...changed, ru: first.ru }).toEqual(first);
  });

  it('reads pages under their folder and places the parts: ru/, en/, pagefind/, the rest in one', () => {
    expect(precacheUrl('index.html')).toBe('./');
    expect(precacheUrl('ru/laws/63/index.html')).toBe('ru/laws/63/');
    expect(precacheUrl('404.html')).toBe('404.html');
    expect(packOf('ru/laws/63/')).toBe('ru');
    expect(packOf('en/63.5/')).toBe('en');
    expect(packOf('pagefind/fragment/x.pf_fragment')).toBe('pagefind');
    expect(packOf('63A4/')).toBe('site');
    expect(packOf('ru')).toBe('site');
    expect(packOf('_astro/a.css')).toBe('site');
  });
});
