/**
 * What the build puts inside linker.js so its links land where the site's do with no network:
 * the anchors of the law pages and the concordance rows edition citations land on. Kept apart
 * from bundle.ts (esbuild) so the pages that show the linker's output import no bundler.
 */
import { editionAnchor, EDITION_GROUPS, groupOf, rowAnchors, type Concordance } from '../content/editions.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { Ref } from '../refs/index.ts';
import type { Anchors, EditionRows } from './link-text.ts';

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
