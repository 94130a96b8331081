/**
 * What the build puts inside linker.js so its links land where the site's do with no network:
 * the anchors of the law pages and the concordance rows edition citations land on. Kept apart
 * from bundle.ts (esbuild) so the pages that show the linker's output import no bundler.
 */
import { editionAnchor, EDITION_GROUPS, groupOf, rowAnchors, type Concordance } from '../content/editions.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { Ref } from '../refs/index.ts';
import type { Anchors, EditionRows } from './link-text.ts';

/** Every later-edition id with a row of the concordance, by page and edition (see {@link EditionRows}). */
export function editionRows(c: Concordance): EditionRows {
  const { byEntry } = rowAnchors(c);
  const rows: Record<string, Record<string, Set<string>>> = {};
  for (const [e, r] of byEntry) {
    const law = Ref.parse(e.l1987 ?? e.l2017 ?? '')?.law;
    if (law === undefined) continue;
    for (const a of [r.y1997, r.y2017, e.l1987 === null ? editionAnchor('2017', e.l2017!) : undefined]) {
      const m = a ? /^y(\d{4})-(.+)$/u.exec(a) : null;
      if (!m) continue;
      const [, edition, id] = m as unknown as [string, string, string];
      const item = Ref.parse(id)?.law === law ? id : `${id}:${law}`;
      ((rows[groupOf(e).slug] ??= {})[edition] ??= new Set()).add(item);
    }
  }
  return Object.fromEntries(EDITION_GROUPS.map((g) => [g.slug, Object.fromEntries(Object.entries(rows[g.slug] ?? {}).map(([ed, ids]) => [ed, [...ids].join(' ')]))]));
}

/** The anchors of every law page (SiteIndex.anchors), each without its law's number (see {@link Anchors}). */
export function lawAnchors(site: SiteIndex): Anchors {
  return Object.fromEntries(
    [...site.anchors].map(([law, ids]) => {
      const n = String(law);
      const rest = [...ids].map((id) => {
        if (!id.startsWith(n) || /^\d/u.test(id.slice(n.length))) throw new Error(`anchor ${id} of law ${n} does not start with its number`);
        return id.slice(n.length);
      });
      return [n, rest.join(' ')];
    }),
  );
}
