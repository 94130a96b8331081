import { Ref, type Lang } from '../refs/ref.ts';
import { resolveDeepest } from '../refs/resolve.ts';

export interface LawPageAt {
  law: number;
  lang: Lang;
  base: string;
  /** The ids of the elements on the page. */
  anchors: ReadonlySet<string>;
}

/**
 * Where a law page's fragment should land when no element has that id: a loose or
 * hand-typed spelling (`#63а4` with a Cyrillic а, `#63a4`, `#63.5.`, `#п. 63.5`) lands
 * on its canonical anchor, or on the deepest one the page has (`#63A9` → `#63A`); a
 * place in another law (`#61.5` on law 63's page) goes to that law's page, which
 * does the same there. Null when the fragment is an anchor here or names no place.
 */
export function landingFor(fragment: string, page: LawPageAt): string | null {
  if (fragment === '' || page.anchors.has(fragment)) return null;
  const ref = Ref.parse(fragment);
  if (!ref) return null;
  return resolveDeepest(ref, page.lang, (law) => (law === page.law ? page.anchors : new Set([ref.id])), page.base);
}
