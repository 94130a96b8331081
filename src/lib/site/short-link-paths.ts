import { site } from './data.ts';
import { spellings } from './short-links.ts';

/**
 * Short links for every law (`/63`), law subsection and paragraph on the site
 * (`/61A`, `/63.5`) and every id cited anywhere (`/63A4`, which lands on the nearest
 * loaded place), in every spelling.
 */
export function shortLinkPaths(): { params: { short: string }; props: { id: string } }[] {
  const index = site();
  const ids = [...index.lawPages().map((p) => `${p.n}`), ...[...index.anchors.values()].flatMap((s) => [...s]), ...index.citations.map((c) => c.target.id)];
  return [...new Set(ids)].flatMap((id) => spellings(id).map((short) => ({ params: { short }, props: { id } })));
}
