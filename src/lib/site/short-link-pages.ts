import type { ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { CommentaryParagraph } from '../content/load.ts';
import type { LawPageData, SiteIndex } from '../content/site-index.ts';
import { Ref, type Lang } from '../refs/index.ts';
import { citationText } from './citation.ts';
import { CSP } from './csp.ts';
import { LANGS, t } from './i18n.ts';
import { openGraphTags } from './open-graph.ts';
import { spellings } from './short-links.ts';
import { el, text } from './tools.ts';

export interface ShortLinkPage {
  /** Path of the file in the built site: `63A4/index.html`, `en/63.5/index.html`. */
  file: string;
  html: string;
}

/**
 * Short links for every law (`/63`), law subsection and paragraph on the site
 * (`/61A`, `/63.5`) and every id cited anywhere (`/63A4`, which lands on the nearest
 * loaded place), in every spelling; Russian at `/…` and `/ru/…`, English at `/en/…`.
 */
export function shortLinkIds(site: SiteIndex): { short: string; id: string }[] {
  const ids = [...site.lawPages().map((p) => `${p.n}`), ...[...site.anchors.values()].flatMap((s) => [...s]), ...site.citations.map((c) => c.target.id)];
  return [...new Set(ids)].flatMap((id) => spellings(id).map((short) => ({ short, id })));
}

/** Law pages by number and paragraphs by id, made once for all the short links. */
interface Lookup {
  pages: Map<number, LawPageData>;
  paragraphs: Map<string, CommentaryParagraph>;
}
const lookupOf = (site: SiteIndex): Lookup => ({
  pages: new Map(site.lawPages().map((p) => [p.n, p])),
  paragraphs: new Map(site.corpus.commentary.map((p) => [p.id, p])),
});

/**
 * One short link's page: a plain static page that any file server can serve,
 * which redirects (meta refresh, and a link without it) to the exact place, and
 * carries Open Graph tags (the id, the law's title, the start of the text) for
 * link previews in chats. Written by the short-links integration, not rendered
 * by Astro: 800 pages of fixed shape.
 */
function shortLinkPage(site: SiteIndex, id: string, lang: Lang, o: { base: string; origin: string | null; lookup: Lookup }): string {
  const ref = Ref.parse(id)!;
  const target = site.href(ref, lang, o.base);
  // Absolute tags only where the site's address is known (lib/site/head.ts).
  const absolute = o.origin === null ? null : new URL(target, o.origin).href;
  const { pages, paragraphs } = o.lookup;
  const page = pages.get(ref.law)!;
  const body = paragraphs.get(id)?.body;
  const startText = (lang === 'en' ? (body?.en ?? body?.ru) : body?.ru) ?? '';
  const description = startText.replace(/[*\\\n>|-]+/gu, ' ').replace(/\s+/gu, ' ').trim().slice(0, 200);
  const title = `${citationText(id, lang)} — ${page.title[lang]}`;
  const head: ElementContent[] = [
    el('meta', { charSet: 'utf-8' }),
    el('meta', { httpEquiv: ['Content-Security-Policy'], content: CSP }),
    el('title', {}, [text(title)]),
    el('meta', { httpEquiv: ['refresh'], content: `0; url=${target}` }),
    el('meta', { name: 'robots', content: 'noindex' }),
    ...(absolute === null ? [] : [el('link', { rel: ['canonical'], href: absolute })]),
    ...openGraphTags({ lang, title, description: description || title, url: absolute }).map((m) => el('meta', { property: m.property, content: m.content })),
  ];
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      el('html', { lang }, [el('head', {}, head), el('body', {}, [el('p', {}, [el('a', { href: target }, [text(t(lang, 'short.redirect', { ref: id }))])])])]),
    ],
  };
  // As Astro writes pages: `<!DOCTYPE html>`, and quotes in attribute values (the CSP's 'self') left as they are.
  return toHtml(tree, { upperDoctype: true, allowDangerousCharacters: true });
}

/**
 * The folders a language's short links live in: every language under its own prefix (`/en/63A4`,
 * `/ru/63A4`), and Russian, the site's first language, also at the root (`/63A4`).
 */
export const shortLinkFolders = (lang: Lang): string[] => (lang === 'ru' ? ['', `${lang}/`] : [`${lang}/`]);

/** Every short link's page, both languages, in each of its language's folders. */
export function shortLinkPages(site: SiteIndex, o: { base: string; origin: string | null }): ShortLinkPage[] {
  const links = shortLinkIds(site);
  const lookup = lookupOf(site);
  return LANGS.flatMap((lang) =>
    links.flatMap(({ short, id }) => {
      const html = shortLinkPage(site, id, lang, { ...o, lookup });
      return shortLinkFolders(lang).map((folder) => ({ file: `${folder}${short}/index.html`, html }));
    }),
  );
}
