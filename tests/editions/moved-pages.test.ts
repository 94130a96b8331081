import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupOf, groupsOfMoved, loadConcordance, MOVED_GROUPS, rowAnchors } from '../../src/lib/content/editions.ts';
import { DIST, requireDist } from '../support/site.ts';

/**
 * The concordance pages that were split (MOVED_GROUPS: 17-40, 41-60) are URLs people linked,
 * with anchors into their rows: each old slug is still a page of the built site, which links
 * every page its rows are on now (read without JavaScript) and names, on those links, every
 * anchor the old page had, each on the one page that holds it. The script that follows an
 * anchor is exercised in tests/editions/editions.browser.test.ts.
 */
const dist = process.env.DIST_DIR ?? DIST;
const c = loadConcordance();
const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');

/** The links of the old page: their target and the anchors they carry. */
function links(html: string): { href: string; anchors: string[] }[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*\bdata-anchors="([^"]*)"/gu)].map((m) => ({ href: m[1]!, anchors: m[2]!.split(' ').filter(Boolean) }));
}

describe('the slugs of the concordance pages that were split', () => {
  requireDist(dist);
  const { byEntry } = rowAnchors(c);

  for (const m of MOVED_GROUPS) {
    // Every anchor a row of laws m.from–m.to carries: the row's own, and the 1997 / 2017 ids' it holds.
    const anchors = c.entries
      .filter((e) => groupOf(e).from >= m.from && groupOf(e).to <= m.to)
      .flatMap((e) => {
        const r = byEntry.get(e)!;
        return [r.anchor, r.y1997, r.y2017].filter((a): a is string => a !== undefined);
      });

    for (const lang of ['ru', 'en'] as const) {
      it(`/${lang}/editions/${m.slug}/ lists the pages its rows are on now, and sends each of its ${anchors.length} anchors to the page that has it`, () => {
        expect(existsSync(join(dist, lang, 'editions', m.slug, 'index.html')), `no page at /${lang}/editions/${m.slug}/`).toBe(true);
        const html = page(`${lang}/editions/${m.slug}`);
        const found = links(html);
        // Without JavaScript: a link to each new page, in order.
        expect(found.map((l) => l.href)).toEqual(groupsOfMoved(m).map((g) => `/${lang}/editions/${g.slug}/`));
        expect(html).toMatch(/<script type="module" src="[^"]+"/u);
        expect(anchors.length).toBeGreaterThan(20);
        const missing: string[] = [];
        for (const a of anchors) {
          const to = found.filter((l) => l.anchors.includes(a));
          if (to.length !== 1) {
            missing.push(`${a}: named by ${to.length} links`);
            continue;
          }
          if (!page(to[0]!.href.replace(/^\/|\/$/gu, '')).includes(`id="${a}"`)) missing.push(`${a}: not on ${to[0]!.href}`);
        }
        expect(missing).toEqual([]);
      });
    }
  }
});
