/**
 * Split pagefind's word index into smaller chunks, after pagefind has written it.
 *
 * pagefind cuts a language's index into chunks of a fixed size (20,000 word places, not an
 * option in 1.6): about 28 KB each here, and a query fetches every chunk that holds one of its
 * words. A Russian query of two words far apart in the alphabet fetched two or three of them
 * (56–67 KB), a third of what a first query may fetch. In chunks of about {@link TARGET_BYTES},
 * a query fetches the few slices where its words (their synonyms, their title marks) stand.
 *
 * The files are pagefind's own formats, read and written as pagefind 1.6 writes them (a gzip
 * of `pagefind_dcd` and CBOR): the language's meta lists the chunks, each by its first and last
 * word cut to the shortest prefixes that tell it from its neighbours (as pagefind's
 * `chunk_meta` does), and names it by a hash of its bytes. Words stay in pagefind's order;
 * nothing but the cut between chunks changes. `tests/search/split-index-chunks.test.ts` checks
 * that pagefind's lookup of every word fetches the chunk that holds it; the 1,155 queries of the
 * relevance sets (rounds up to 21) ranked as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';

/**
 * Raw CBOR bytes of a chunk: about 0.6 KB gzip. Measured on 80 queries of the relevance sets
 * (first query, every byte counted): chunks of pagefind's size, 50 of 80 under 160 KB and at most
 * 200 KB; of 12,000 B, 77 and 173 KB; of 6,000 B, 80 and 158 KB; of 4,000 B, 80 and 150 KB,
 * with 1.4 more requests a query than pagefind's chunks. Round 131 measured 100 queries drawn across
 * all the sets (50 a language; a long situation told in a sentence fetches up to half the chunks): of
 * 4,000 B, 26 over 160 KB (median 143.9 KB, at most 198 KB); of 2,000 B, 12; of 1,000 B, 8 (median
 * 141.2 KB, at most 180 KB); of 700 B, 8 again, the language's list of chunks (its meta, which every
 * query fetches) growing by what the chunks lose. The offline pack holds about 340 index files.
 */
export const TARGET_BYTES = 1_000;

/** What pagefind 1.6 writes before the bytes of its index files and fragments, inside their gzip. */
export const SIGNATURE = 'pagefind_dcd';

type Word = [string, ...unknown[]];
/** pagefind's meta: version, pages, index chunks (`[from, to, hash]`), filters, and what follows. */
type Meta = [string, unknown[], [string, string, string][], ...unknown[]];

const read = <T>(file: string): T => {
  const raw = gunzipSync(readFileSync(file));
  if (raw.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) throw new Error(`pagefind: ${file} is not in the format pagefind 1.6 writes`);
  return decode(raw.subarray(SIGNATURE.length)) as T;
};
const pack = (value: unknown): Buffer => gzipSync(Buffer.concat([Buffer.from(SIGNATURE), encode(value)]), { level: 9 });
const hashOf = (bytes: Buffer, length: number): string => createHash('sha256').update(bytes).digest('hex').slice(0, length);

/** The shortest prefixes that tell two neighbouring words apart (pagefind's `get_prefixes`). */
export function prefixes(a: string, b: string): [string, string] {
  const x = [...a];
  const y = [...b];
  let common = 0;
  while (common < x.length && common < y.length && x[common] === y[common]) common++;
  return [x.slice(0, common + 1).join(''), y.slice(0, common + 1).join('')];
}

/** Words, in order, cut into runs of about `target` encoded bytes. */
export function cut(words: readonly Word[], target: number): Word[][] {
  const out: Word[][] = [];
  let run: Word[] = [];
  let size = 0;
  for (const w of words) {
    run.push(w);
    size += encode(w).length;
    if (size >= target) {
      out.push(run);
      run = [];
      size = 0;
    }
  }
  if (run.length) out.push(run);
  return out;
}

/** The meta's list of chunks for these runs: first and last word, shortened against neighbours. */
export function chunkList(runs: readonly Word[][], hashes: readonly string[]): [string, string, string][] {
  const list = runs.map((r, i): [string, string, string] => [r[0]![0], r[r.length - 1]![0], hashes[i]!]);
  for (let i = 0; i + 1 < list.length; i++) [list[i]![1], list[i + 1]![0]] = prefixes(list[i]![1], list[i + 1]![0]);
  return list;
}

/** Re-split every language's word index in pagefind's output folder `dir`. */
export function splitIndexChunks(dir: string, target = TARGET_BYTES): void {
  const entryFile = join(dir, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as { languages: Record<string, { hash: string }> };
  for (const [lang, info] of Object.entries(entry.languages)) {
    const metaFile = join(dir, `pagefind.${info.hash}.pf_meta`);
    const meta = read<Meta>(metaFile);
    const old = meta[2].map(([, , hash]) => hash);
    const words = old.flatMap((hash) => read<[Word[]]>(join(dir, 'index', `${hash}.pf_index`))[0]);
    const runs = cut(words, target);
    const files = runs.map((run) => pack([run]));
    const hashes = files.map((f) => `${lang}_${hashOf(f, 7)}`);
    if (new Set(hashes).size !== hashes.length) throw new Error(`pagefind: two index chunks of ${lang} share a hash`);
    for (const h of old) rmSync(join(dir, 'index', `${h}.pf_index`));
    files.forEach((f, i) => writeFileSync(join(dir, 'index', `${hashes[i]}.pf_index`), f));
    meta[2] = chunkList(runs, hashes);
    const metaBytes = pack(meta);
    rmSync(metaFile);
    info.hash = `${lang}_${hashOf(metaBytes, 10)}`;
    writeFileSync(join(dir, `pagefind.${info.hash}.pf_meta`), metaBytes);
  }
  writeFileSync(entryFile, JSON.stringify(entry));
}
