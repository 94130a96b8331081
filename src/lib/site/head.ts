import type { Lang } from '../refs/index.ts';

/** A `<link>` of a page's head. */
export interface HeadLink {
  rel: 'canonical' | 'alternate';
  hreflang?: Lang;
  href: string;
}

/**
 * The tags of a page's head that must be absolute URLs: the canonical link, the hreflang
 * alternates (this page and its other-language version) and og:url. Without the site's
 * address (`SITE_URL` unset, so `site` undefined) there are none: a placeholder host would
 * send search engines and link previews to a site that does not exist, and a relative URL
 * is not what these tags accept. A page kept out of search (`noindex`) has no links, only og:url.
 */
export function headUrls(o: { site: URL | string | undefined; path: string; lang: Lang; altPath: string; altLang: Lang; noindex: boolean }): { links: HeadLink[]; ogUrl: string | null } {
  if (o.site === undefined) return { links: [], ogUrl: null };
  const canonical = new URL(o.path, o.site).href;
  const links: HeadLink[] = o.noindex
    ? []
    : [
        { rel: 'canonical', href: canonical },
        { rel: 'alternate', hreflang: o.lang, href: canonical },
        { rel: 'alternate', hreflang: o.altLang, href: new URL(o.altPath, o.site).href },
      ];
  return { links, ogUrl: canonical };
}
