import { site } from './data.ts';
import { spellings } from './short-links.ts';

/** Short links for every law (`/63`), loaded law subsection (`/63A4`) and paragraph (`/63.5`), in every spelling. */
export function shortLinkPaths(): { params: { short: string }; props: { id: string } }[] {
  const index = site();
  const ids = [...index.lawPages().map((p) => `${p.n}`), ...[...index.anchors.values()].flatMap((s) => [...s])];
  return [...new Set(ids)].flatMap((id) => spellings(id).map((short) => ({ params: { short }, props: { id } })));
}
