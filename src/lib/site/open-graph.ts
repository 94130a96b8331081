import type { Lang } from '../refs/index.ts';

/** Open Graph tags (what a link shared in a chat previews), as property/content pairs; og:url only with an absolute `url`. */
export function openGraphTags(o: { lang: Lang; title: string; description: string; url: string | null }): { property: string; content: string }[] {
  return [
    { property: 'og:title', content: o.title },
    { property: 'og:description', content: o.description },
    ...(o.url === null ? [] : [{ property: 'og:url', content: o.url }]),
    { property: 'og:type', content: 'article' },
    { property: 'og:locale', content: o.lang === 'ru' ? 'ru_RU' : 'en_GB' },
  ];
}
