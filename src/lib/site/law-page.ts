import { Ref, type Lang } from '../refs/index.ts';
import { TERM_WORD_TAIL, type TermMatcher } from '../markdown/rehype-glossary.ts';
import { renderMarkdown } from '../markdown/render.ts';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { bodyIn, type CommentaryParagraph, type FrontSection, type Localized } from '../content/load.ts';
import type { LawPageData, SiteIndex } from '../content/site-index.ts';
import { t } from './i18n.ts';
import { quotedLaw } from './quoted-law.ts';
import { html, relatedHast, toolsHast } from './tools.ts';
import { url } from './urls.ts';

/**
 * Where a text comes from, as its line under the text says it: the source by its title
 * («Источник: Комментарий к Правилам…»), with its file and lines one tap away (a link to
 * the file on the Sources page).
 */
export interface ProvenanceLine {
  title: string;
  file: string;
  lines: string;
  href: string;
}

/** The provenance line of a text from `source`, titled from the manifest (`titles`, file → title). */
export function provenance(source: { file: string; lines: string }, titles: ReadonlyMap<string, string>, lang: Lang, base: string): ProvenanceLine {
  return {
    title: t(lang, 'para.sourceOf', { title: titles.get(source.file) ?? source.file }),
    file: source.file,
    lines: t(lang, 'para.sourceLines', { lines: source.lines }),
    href: `${url(base, `${lang}/sources/`)}#${encodeURIComponent(source.file)}`,
  };
}

/** The other language's text of the same paragraph or law, for reading both side by side. */
export interface AltText {
  html: string;
  lang: Lang;
}

/**
 * The other language's texts of a law page, by the key of their place: `law` for the law
 * text, a paragraph's id for its commentary. The page does not carry them (most readers read
 * one language, and the first render must fit the first TCP window): view-switch.ts fetches
 * them from `alt.json` beside the page when a reader asks for both languages or the other one.
 */
export type AltTexts = Record<string, AltText>;

export interface RenderedParagraph {
  id: string;
  /** What the heading shows: the id, and the other numbers it covers («74.2, 74.3»). */
  label: string;
  /** Anchors of those other numbers, so #74.3 lands here too. */
  aliases: string[];
  html: string;
  lang: Lang;
  translated: boolean;
  incomplete: string[];
  tools: string;
  related: string;
  source: ProvenanceLine;
}

export interface RenderedLaw {
  textHtml: string | null;
  /** The places (`law`, paragraph ids) that have a text in the other language, in alt.json. */
  altKeys: Set<string>;
  textLang: Lang;
  textTranslated: boolean;
  paragraphs: RenderedParagraph[];
  lawCitedBy: string;
  /** Where the law text comes from (null without law text). */
  textSource: ProvenanceLine | null;
  /**
   * Cited places of this law whose text is not loaded but a commentary paragraph quotes
   * (63A4 in 63.5): the quote, shown at the place, with the paragraph it is taken from.
   */
  quoted: { id: string; html: string; lang: Lang; from: string; fromHref: string; citedBy: string }[];
  /** Cited places of this law whose text is not loaded: an anchor each, with what cites it. */
  stubs: { id: string; citedBy: string }[];
}

const matchers = new WeakMap<SiteIndex, Partial<Record<Lang, TermMatcher[]>>>();

/**
 * A term found in more than this share of the corpus's texts (commentary paragraphs and law
 * texts) is an everyday word of the Laws («Правило», «партнёр», «взятка»): underlining it
 * would mark every paragraph, so it is not marked (the glossary still lists it).
 */
export const COMMON_TERM_SHARE = 0.2;

/** The glossary's terms as matchers for `rehypeGlossary`, compiled once per language, everyday words left out. */
export function termMatchers(site: SiteIndex, lang: Lang): TermMatcher[] {
  const cached = matchers.get(site) ?? {};
  matchers.set(site, cached);
  if (cached[lang]) return cached[lang];
  const texts = [...site.corpus.commentary.map((p) => bodyIn(p.body, lang).md), ...site.corpus.lawTexts.map((x) => bodyIn(x.body, lang).md)];
  const all = site.catalogue.glossary.map((g) => ({
    id: g.id,
    re: new RegExp(`${lang === 'ru' ? g.ruMatch : g.enMatch}${TERM_WORD_TAIL}`, 'iu'),
    translation: lang === 'ru' ? g.en : g.ru,
  }));
  return (cached[lang] = all.filter((m) => texts.filter((x) => m.re.test(x)).length <= COMMON_TERM_SHARE * texts.length));
}

const linksTo = (site: SiteIndex, ids: string[], lang: Lang, base: string) =>
  ids.map((id) => ({ id, href: site.href(Ref.parse(id)!, lang, base) }));

/** Everything a law page shows, rendered to HTML strings for a thin Astro template. */
export function renderLaw(site: SiteIndex, page: LawPageData, lang: Lang, base: string, titles: ReadonlyMap<string, string> = new Map()): RenderedLaw {
  const resolve = (ref: Ref) => site.href(ref, lang, base);
  const seenTerms = new Set<string>();
  const incompleteNote = new Map(page.text?.sections.map((s) => [s.id, s.incomplete]) ?? []);

  let textHtml: string | null = null;
  let textLang: Lang = lang;
  let textTranslated = true;
  if (page.text) {
    const body = bodyIn(page.text.body, lang);
    textLang = body.lang;
    textTranslated = body.translated;
    textHtml = renderMarkdown(body.md, {
      lang: body.lang,
      resolve,
      terms: termMatchers(site, body.lang),
      seenTerms,
      headingOffset: 1,
      idPrefix: `fn-${page.n}-`,
      footnoteLabel: lang === 'ru' ? 'Сноски' : 'Footnotes',
      sectionTools: (id) => {
        const notes = (incompleteNote.get(id) ?? []).map((k) => ({
          type: 'element' as const,
          tagName: 'p',
          properties: { className: ['incomplete'], dataPagefindIgnore: 'all' },
          children: [{ type: 'text' as const, value: t(lang, k === 'head' ? 'section.incomplete.head' : 'section.incomplete.tail') }],
        }));
        return [toolsHast(id, lang), ...notes];
      },
      // Under the section's own text: the text comes right after its heading.
      sectionFooter: (id) => {
        const commentary = relatedHast(t(lang, 'law.commentaryOn'), linksTo(site, site.sameLawCiters(id, page.n).filter((x) => x.includes('.')), lang, base));
        const citedBy = relatedHast(t(lang, 'law.citedBy'), linksTo(site, (site.citedBy.get(id) ?? []).filter((x) => Ref.parse(x)?.law !== page.n), lang, base));
        return [commentary, citedBy].filter((x) => x !== undefined);
      },
    });
  }

  const paragraphs = page.paragraphs.map((p) => renderParagraph(site, p, lang, base, seenTerms, titles));
  const lawCitedBy = html([relatedHast(t(lang, 'law.lawCitedBy', { n: page.n }), linksTo(site, site.citedBy.get(`${page.n}`) ?? [], lang, base))]);
  const citedByOf = (id: string) => html([relatedHast(t(lang, 'law.citedBy'), linksTo(site, site.citedBy.get(id) ?? [], lang, base))]);
  const quoted: RenderedLaw['quoted'] = [];
  const stubs: RenderedLaw['stubs'] = [];
  for (const id of site.stubsOf(page.n)) {
    const q = quotedLaw(id, site.corpus.commentary, lang);
    if (!q) {
      stubs.push({ id, citedBy: citedByOf(id) });
      continue;
    }
    quoted.push({
      id,
      html: renderMarkdown(q.md, { lang: q.lang, resolve, anchors: false, idPrefix: `fn-${id}-q-` }),
      lang: q.lang,
      from: q.from,
      fromHref: site.href(Ref.parse(q.from)!, lang, base),
      citedBy: html([relatedHast(t(lang, 'law.citedBy'), linksTo(site, (site.citedBy.get(id) ?? []).filter((x) => x !== q.from), lang, base))]),
    });
  }
  const textSource = page.text ? provenance(page.text.source, titles, lang, base) : null;
  const altKeys = new Set<string>();
  if (page.text && otherMd(page.text.body, textLang) !== null) altKeys.add('law');
  for (const p of page.paragraphs) if (otherMd(p.body, bodyIn(p.body, lang).lang) !== null) altKeys.add(p.id);
  return { textHtml, altKeys, textLang, textTranslated, paragraphs, lawCitedBy, textSource, quoted, stubs };
}

/** The other language's texts of a law page (see AltTexts); a place without one is left out. */
export function renderAltTexts(site: SiteIndex, page: LawPageData, lang: Lang, base: string): AltTexts {
  const resolve = (ref: Ref) => site.href(ref, lang, base);
  const out: AltTexts = {};
  if (page.text) {
    const alt = altText(page.text.body, bodyIn(page.text.body, lang).lang, resolve, `fn-${page.n}-alt-`, 1);
    if (alt) out.law = alt;
  }
  for (const p of page.paragraphs) {
    const alt = altText(p.body, bodyIn(p.body, lang).lang, resolve, `fn-${p.id}-alt-`, 0);
    if (alt) out[p.id] = alt;
  }
  return out;
}

/**
 * The same text in the other language (English beside Russian, or Russian beside
 * English), without anchors or tools; null when there is no other language to show.
 */
function altText(body: Localized, shown: Lang, resolve: (r: Ref) => string, idPrefix: string, headingOffset: number): AltText | null {
  const other: Lang = shown === 'ru' ? 'en' : 'ru';
  const md = otherMd(body, shown);
  if (md === null) return null;
  return { html: renderMarkdown(md, { lang: other, resolve, anchors: false, idPrefix, headingOffset }), lang: other };
}

const otherMd = (body: Localized, shown: Lang): string | null => (shown === 'ru' ? body.en : body.ru);

/**
 * The page's description (meta and Open Graph): the plain text of its first commentary
 * paragraph in the page's language (or what that language shows), cut at a word within `max`
 * characters with «…»; the title when the law has no commentary.
 */
export function describeLaw(page: LawPageData, lang: Lang, max = 160): string | null {
  const first = page.paragraphs[0];
  if (!first) return null;
  const text: string[] = [];
  const collect = (n: { type: string; value?: string; children?: unknown[] }): void => {
    if ((n.type === 'text' || n.type === 'inlineCode') && n.value) text.push(n.value);
    else if (n.type === 'break') text.push(' ');
    for (const c of (n.children ?? []) as (typeof n)[]) {
      collect(c);
      if (c.type === 'paragraph' || c.type === 'listItem' || c.type === 'heading') text.push(' ');
    }
  };
  collect(unified().use(remarkParse).parse(bodyIn(first.body, lang).md));
  const plain = text.join('').replace(/\s+/gu, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const word = cut.replace(/\s+\S*$/u, '');
  return `${(word || cut).replace(/[\s,;:.—–-]+$/u, '')}…`;
}

/** A front section («Предисловие»…) as its page shows it. */
export function renderFrontSection(site: SiteIndex, s: FrontSection, lang: Lang, base: string): { html: string; lang: Lang; translated: boolean; incomplete: string[]; source: string } {
  const body = bodyIn(s.body, lang);
  const resolve = (ref: Ref) => site.href(ref, lang, base);
  return {
    html: renderMarkdown(body.md, { lang: body.lang, resolve, terms: termMatchers(site, body.lang), seenTerms: new Set(), idPrefix: `fn-${s.id}-` }),
    lang: body.lang,
    translated: body.translated,
    incomplete: s.incomplete.map(() => t(lang, 'para.incomplete.tail')),
    source: t(lang, 'para.source', { file: s.source.file, lines: s.source.lines }),
  };
}

export function renderParagraph(site: SiteIndex, p: CommentaryParagraph, lang: Lang, base: string, seenTerms = new Set<string>(), titles: ReadonlyMap<string, string> = new Map()): RenderedParagraph {
  const body = bodyIn(p.body, lang);
  const resolve = (ref: Ref) => site.href(ref, lang, base);
  const discusses = site.discusses(p);
  const citedBy = site.citedBy.get(p.id) ?? [];
  return {
    id: p.id,
    label: [p.id, ...p.alsoIds].join(', '),
    aliases: p.alsoIds,
    html: renderMarkdown(body.md, { lang: body.lang, resolve, terms: termMatchers(site, body.lang), seenTerms, idPrefix: `fn-${p.id}-` }),
    lang: body.lang,
    translated: body.translated,
    incomplete: p.incomplete.map((k) => t(lang, k === 'head' ? 'para.incomplete.head' : 'para.incomplete.tail')),
    tools: html([toolsHast(p.id, lang)]),
    related: html([relatedHast(t(lang, 'law.discusses'), linksTo(site, discusses, lang, base)), relatedHast(t(lang, 'law.citedBy'), linksTo(site, citedBy, lang, base))]),
    source: provenance(p.source, titles, lang, base),
  };
}

