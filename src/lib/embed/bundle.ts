/**
 * `/embed/linker.js` from src/scripts/linker.ts: one self-contained classic script (an IIFE:
 * no global name, no import), minified, with the anchors of the law pages and the concordance
 * rows that edition citations land on built in (./linker-data.ts): links land where the site's
 * own do, with no network.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Concordance } from '../content/editions.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { editionRows, lawAnchors } from './linker-data.ts';

export const LINKER_ENTRY = fileURLToPath(new URL('../../scripts/linker.ts', import.meta.url));

export async function bundleLinker(c: Concordance, site: SiteIndex): Promise<string> {
  const out = await build({
    entryPoints: [LINKER_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // The grammar's regular expressions use lookbehind (Chrome 62, Firefox 78, Safari 16.4), so
    // every browser that runs it has class fields (Chrome 72, Safari 14): es2022 writes them as
    // they are, without es2020's helpers (about 100 B gzip of the budget).
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    define: { __LINKER_ROWS__: JSON.stringify(editionRows(c)), __LINKER_ANCHORS__: JSON.stringify(lawAnchors(site)) },
  });
  return out.outputFiles[0]!.text;
}
