/**
 * `/embed/linker.js` from src/scripts/linker.ts: one self-contained classic script (an IIFE:
 * no global name, no import), minified for browsers of the last few years, with the
 * anchors of the law pages and the concordance rows that edition citations land on built in:
 * links land where the site's own do, with no network.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { editionAnchor, EDITION_GROUPS, groupOf, rowAnchors, type Concordance } from '../content/editions.ts';
import { Ref } from '../refs/index.ts';
import type { SiteIndex } from '../content/site-index.ts';
import type { Anchors, EditionRows } from './link-text.ts';

export const LINKER_ENTRY = fileURLToPath(new URL('../../scripts/linker.ts', import.meta.url));

/** Every later-edition row anchor (`y2017-64A`) by page of the concordance, with its entry's law. */
export function editionRows(c: Concordance): EditionRows {
  const { byEntry } = rowAnchors(c);
  const rows: Record<string, string[]> = Object.fromEntries(EDITION_GROUPS.map((g) => [g.slug, []]));
  for (const [e, r] of byEntry) {
    const law = Ref.parse(e.l1987 ?? e.l2017 ?? '')?.law;
    if (law === undefined) continue;
    for (const a of [r.y1997, r.y2017, e.l1987 === null ? editionAnchor('2017', e.l2017!) : undefined]) {
      if (a && a !== `e-${e.l1987}`) rows[groupOf(e).slug]!.push(`${a}:${law}`);
    }
  }
  return Object.fromEntries(Object.entries(rows).map(([slug, list]) => [slug, [...new Set(list)].join(' ')]));
}

/** The anchors of every law page (SiteIndex.anchors), law → `id id …`. */
export const lawAnchors = (site: SiteIndex): Anchors => Object.fromEntries([...site.anchors].map(([law, ids]) => [String(law), [...ids].join(' ')]));

export async function bundleLinker(c: Concordance, site: SiteIndex): Promise<string> {
  const out = await build({
    entryPoints: [LINKER_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // The grammar's regular expressions use lookbehind: Chrome 62, Firefox 78, Safari 16.4.
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    define: { __LINKER_ROWS__: JSON.stringify(editionRows(c)), __LINKER_ANCHORS__: JSON.stringify(lawAnchors(site)) },
  });
  return out.outputFiles[0]!.text;
}
