/**
 * The search index in smaller chunks (src/integrations/split-index-chunks.ts, issue 35: a first
 * query fetches ≤ 160 KB). Words are random, with long shared beginnings, where chunk bounds are
 * cut to prefixes (a bound cut one letter short makes a word fetch two chunks). Chunks are looked
 * up as pagefind's WebAssembly does (`request_indexes`: `from ≤ term ≤ to`, else the bounds and
 * the term cut to the shorter length).
 */
import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkList, cut, splitIndexChunks } from '../../src/integrations/split-index-chunks.ts';

type Word = [string, ...unknown[]];
const chars = (s: string) => [...s];
const take = (s: string, n: number) => chars(s).slice(0, n).join('');

/** The chunks pagefind's lookup fetches for a term (pagefind_web `request_indexes`, 1.6). */
function lookup(list: readonly [string, string, string][], term: string): string[] {
  const strict = list.filter(([from, to]) => term >= from && term <= to);
  if (strict.length) return strict.map(([, , h]) => h);
  return list
    .filter(([from, to]) => {
      const n = chars(term).length;
      return take(term, Math.min(n, chars(from).length)) >= take(from, Math.min(n, chars(from).length)) && take(term, Math.min(n, chars(to).length)) <= take(to, Math.min(n, chars(to).length));
    })
    .map(([, , h]) => h);
}

/** Words that share long beginnings, sorted as pagefind sorts them (by code point). */
const wordsArb = fc
  .uniqueArray(fc.stringMatching(/^[зая]{1,3}[а-яё0-9]{0,4}[ωθξ]$/u), { minLength: 1, maxLength: 300 })
  .map((ws) => ws.sort().map((w, i): Word => [w, [[i % 7, [-25, i % 40], []]], []]));

const unpack = (file: string): unknown => decode(gunzipSync(readFileSync(file)).subarray('pagefind_dcd'.length));

describe('the search index split into smaller chunks', () => {
  it('keeps every word once, in order, and pagefind’s lookup of each word fetches the chunk that holds it and no other', () => {
    fc.assert(
      fc.property(wordsArb, fc.integer({ min: 1, max: 400 }), (words, target) => {
        const runs = cut(words, target);
        expect(runs.flat()).toEqual(words);
        for (const run of runs.slice(0, -1)) expect(run.reduce((n, w) => n + encode(w).length, 0)).toBeGreaterThanOrEqual(target);
        const list = chunkList(runs, runs.map((_, i) => `c${i}`));
        runs.forEach((run, i) => {
          for (const [w] of run) expect(lookup(list, w)).toEqual([`c${i}`]);
        });
      }),
    );
  });

  const dir = mkdtempSync(join(tmpdir(), 'split-index-'));
  afterAll(async () => {
    await pagefind.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites a real pagefind index: the same words and pages, a meta that names exactly its chunks, the entry naming the meta', async () => {
    const { index } = await pagefind.createIndex({});
    const words = fc.sample(fc.stringMatching(/^[а-я]{2,9}$/u), { numRuns: 1500, seed: 35 });
    for (let p = 0; p < 60; p++) {
      await index!.addCustomRecord({ url: `/ru/p${p}/`, language: 'ru', content: words.slice(p * 25, p * 25 + 25).map((w) => `${w}ω`).join(' '), meta: {} });
    }
    await index!.writeFiles({ outputPath: join(dir, 'pagefind') });
    const out = join(dir, 'pagefind');
    const entryOf = () => JSON.parse(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')).languages.ru.hash as string;
    const metaOf = () => unpack(join(out, `pagefind.${entryOf()}.pf_meta`)) as [string, unknown[], [string, string, string][], ...unknown[]];
    const wordsOf = (m: ReturnType<typeof metaOf>) => m[2].flatMap(([, , h]) => (unpack(join(out, 'index', `${h}.pf_index`)) as [Word[]])[0]);
    const before = metaOf();
    const beforeWords = wordsOf(before);
    splitIndexChunks(out, 500);
    const after = metaOf();
    expect(after[2].length).toBeGreaterThan(before[2].length);
    expect(after[1]).toEqual(before[1]);
    expect(after.slice(3)).toEqual(before.slice(3));
    expect(wordsOf(after)).toEqual(beforeWords);
    expect(readdirSync(join(out, 'index')).sort()).toEqual(after[2].map(([, , h]) => `${h}.pf_index`).sort());
    expect(readdirSync(out).filter((f) => f.endsWith('.pf_meta') && f.startsWith('pagefind.ru'))).toEqual([`pagefind.${entryOf()}.pf_meta`]);
    for (const [w] of beforeWords) expect(lookup(after[2], w).length).toBeGreaterThan(0);
  });
});
