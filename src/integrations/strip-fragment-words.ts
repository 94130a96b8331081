/**
 * Strip the indexed words from pagefind's fragments, after pagefind has written them.
 *
 * A fragment is what the search page fetches for each result it shows (its URL and meta). pagefind also writes there
 * the page's indexed content, for the excerpt it would compute; here that content is the marked terms of
 * index-terms.ts (`фальшренонсω …`), which the page never shows: the engine's excerpt is made from the place's own text
 * (its `text` meta). Without them a fragment is a quarter smaller, and a first screen of ten results fetches about
 * 2.5 KB less of a first query's 160 KB.
 *
 * The files are pagefind 1.6's own format (a gzip of `pagefind_dcd` and JSON), read and written back under their names.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { SIGNATURE } from './split-index-chunks.ts';

/** Empty the `content` of every fragment in pagefind's output folder `dir`. */
export function stripFragmentWords(dir: string): void {
  const folder = join(dir, 'fragment');
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.pf_fragment')) continue;
    const file = join(folder, name);
    const raw = gunzipSync(readFileSync(file)).toString('utf8');
    if (!raw.startsWith(SIGNATURE)) throw new Error(`pagefind: ${file} is not in the format pagefind 1.6 writes`);
    const fragment = JSON.parse(raw.slice(SIGNATURE.length)) as { content?: string };
    fragment.content = '';
    writeFileSync(file, gzipSync(SIGNATURE + JSON.stringify(fragment), { level: 9 }));
  }
}
