import type { SiteIndex } from '../content/site-index.ts';
import type { Lang } from '../refs/index.ts';
import { t } from './i18n.ts';

/** What the search page's script needs: anchors per law (for ids typed by hand), law titles, UI strings. */
export function searchData(site: SiteIndex, lang: Lang, base: string) {
  const anchors: Record<string, string[]> = {};
  for (const [law, set] of site.anchors) anchors[law] = [...set];
  const titles: Record<string, string> = {};
  for (const p of site.lawPages()) titles[p.n] = p.title[lang];
  const parts = site.catalogue.parts.filter((p) => site.lawPages().some((l) => l.part === p.id && (l.text || l.paragraphs.length))).map((p) => p[lang]);
  return {
    parts,
    client: {
      base,
      lang,
      anchors,
      titles,
      strings: {
        results: t(lang, 'search.results'),
        none: t(lang, 'search.none'),
        goto: t(lang, 'search.goto'),
        loading: t(lang, 'search.loading'),
        law: t(lang, 'law.label'),
      },
    },
  };
}

export type SearchClientData = ReturnType<typeof searchData>['client'];
