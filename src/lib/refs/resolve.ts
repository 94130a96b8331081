/**
 * resolveDeepest: turn a Ref into a URL on the site, pointing at the deepest anchor
 * that actually exists on the law's page (63A4 → #63A4, or #63A if 63A4 has no anchor).
 */
import type { Lang, Ref } from './ref';

/**
 * `${base}${lang}/laws/${law}/#${anchor}` where anchor is the deepest of ref, ref.parent(), …
 * found in `anchorsByLaw(ref.law)`; the bare law page when none is found.
 */
export function resolveDeepest(
  ref: Ref,
  lang: Lang,
  anchorsByLaw: (law: number) => ReadonlySet<string>,
  base = '/',
): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const page = `${prefix}${lang}/laws/${ref.law}/`;
  const anchors = anchorsByLaw(ref.law);
  for (const r of [ref, ...ref.ancestors()]) {
    if (anchors.has(r.id)) return `${page}#${r.id}`; // ids are [0-9A-Za-z.()]: nothing to escape
  }
  return page;
}
