import type { Lang } from '../refs/index.ts';
import type { SiteIndex } from '../content/site-index.ts';

export interface ContentsPart {
  id: string;
  title: string;
  laws: { n: number; title: string; hasText: boolean; paragraphs: number }[];
}

/** The 93 laws grouped in their parts, with what is loaded for each. */
export function contents(site: SiteIndex, lang: Lang): ContentsPart[] {
  const pages = site.lawPages();
  return site.catalogue.parts.map((part) => ({
    id: part.id,
    title: part[lang],
    laws: part.laws.map((n) => {
      const p = pages.find((x) => x.n === n)!;
      return { n, title: p.title[lang], hasText: p.text !== undefined, paragraphs: p.paragraphs.length };
    }),
  }));
}

/** The front sections («Предисловие»…), each a page of its own, in their order. */
export function frontSections(site: SiteIndex): { id: string; title: string }[] {
  return site.corpus.sections.map((s) => ({ id: s.id, title: s.title }));
}
