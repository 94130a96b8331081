import type { Lang } from '../refs/index.ts';

/** Join the deploy base (`/` or `/laws/`) and a site path. */
export function url(base: string, path = ''): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}${path.replace(/^\//u, '')}`;
}

export const lawUrl = (base: string, lang: Lang, law: number, anchor?: string) =>
  url(base, `${lang}/laws/${law}/${anchor ? `#${anchor}` : ''}`);

/** The same page in the other language: swap the leading /ru/ or /en/. */
export function alternate(pathname: string, base: string, to: Lang): string {
  const rel = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//u, '');
  const swapped = /^(ru|en)(\/|$)/u.test(rel) ? rel.replace(/^(ru|en)/u, to) : `${to}/`;
  return url(base, swapped);
}
