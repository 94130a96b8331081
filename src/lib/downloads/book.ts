import { coverage, loadConcordance, type Concordance } from '../content/editions.ts';
import { bodyIn } from '../content/load.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { factLang, sourceFactsIn, type SourceFacts } from '../content/sources.ts';
import { renderMarkdown } from '../markdown/render.ts';
import { Ref, type Lang } from '../refs/index.ts';
import { sourceTitle } from '../site/editions.ts';
import { t, type Key } from '../site/i18n.ts';
import { html, relatedHast } from '../site/tools.ts';

/**
 * One book per language, shared by the one-file HTML, the EPUB and the PDF: an
 * ordered list of chapters (one per law, then the glossary and the sources), each
 * an HTML fragment. Cross-references are in-book links; where they point depends on
 * the format (`#63A4` in one file, `law-63.xhtml#63A4` across EPUB chapter files),
 * so the caller passes `link`.
 */
export interface BookChapter {
  /** The chapter's id, also the id of its outer element: `law-63`, `glossary`, `sources`. */
  id: string;
  /** The chapter's file in an EPUB: `law-63.xhtml`. */
  file: string;
  /** Its heading: «Правило 63. Установленный фальшренонс». */
  title: string;
  /** The law number, for law chapters. */
  law?: number;
  /** Whether anything (law text or commentary) is loaded for this law. */
  loaded: boolean;
  /** The chapter as an HTML fragment (one `<section>`), headings from `<h2>`. */
  html: string;
}

export interface BookPart {
  title: string;
  chapters: string[];
}

export interface Book {
  lang: Lang;
  title: string;
  subtitle: string;
  /** Who wrote the texts, for metadata. */
  author: string;
  translator: string | undefined;
  /** The rights statement of the commentary, for metadata. */
  rights: string;
  /** The front page (title, attribution, date) as an HTML fragment. */
  front: string;
  chapters: BookChapter[];
  /** Law chapters grouped by the parts of the Code, for the tables of contents. */
  parts: BookPart[];
}

/** Where a cross-reference lands: `anchor` inside law `law`'s chapter, or the chapter's heading when null. */
export type LinkTarget = (law: number, anchor: string | null) => string;

export const chapterId = (law: number): string => `law-${law}`;

/** One file: every target is in the same document. */
export const inDocument: LinkTarget = (law, anchor) => `#${anchor ?? chapterId(law)}`;
/** EPUB: one XHTML file per law. */
export const acrossFiles: LinkTarget = (law, anchor) => `${chapterId(law)}.xhtml#${anchor ?? chapterId(law)}`;

export interface BookOptions {
  lang: Lang;
  link: LinkTarget;
  /** The build date, as the front page shows it. */
  date: string;
}

export const esc = (s: string): string =>
  s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

/**
 * The footnote section of rendered markdown carries an `<h2>` label (visually hidden
 * on the site). In a book it would become a chapter-level heading (and a PDF outline
 * entry), so it is demoted to a paragraph. (Its id already carries the text's prefix.)
 */
const footnotes = (h: string): string => h.replace(/<h2([^>]*\bid="[^"]*footnote-label"[^>]*)>([\s\S]*?)<\/h2>/gu, '<p$1>$2</p>');

function makeLawChapters(site: SiteIndex, lang: Lang): BookChapter[] {
  const target = (ref: Ref): string => placeholder(ref.law, site.anchorFor(ref));
  const related = (label: string, ids: string[]): string =>
    html([relatedHast(label, ids.map((id) => ({ id, href: target(Ref.parse(id)!) })))]);

  return site.lawPages().map((page) => {
    const id = chapterId(page.n);
    const title = `${t(lang, 'law.label', { n: page.n })}. ${page.title[lang]}`;
    const loaded = page.text !== undefined || page.paragraphs.length > 0;
    const out: string[] = [`<section class="law ${loaded ? 'loaded' : 'empty'}" id="${id}">`, `<h2 class="law-title">${esc(title)}</h2>`];
    // Cited places whose text is not loaded: an anchor each, as on the site, so every cross-reference lands.
    const stubIds = site.stubsOf(page.n);
    const stubs = stubIds.length
      ? [
          `<section class="stubs">`,
          `<h3>${esc(t(lang, 'law.stubs'))}</h3>`,
          ...stubIds.map((sid) => `<div class="stub"><h4 id="${esc(sid)}">${esc(sid)}</h4><p class="not-loaded">${esc(t(lang, 'law.stubText', { id: sid }))}</p>${related(t(lang, 'law.citedBy'), site.citedBy.get(sid) ?? [])}</div>`),
          `</section>`,
        ]
      : [];
    if (!loaded) {
      out.push(`<p class="not-loaded">${esc(t(lang, 'law.notLoaded'))}</p>`, ...stubs, '</section>');
      return { id, file: `${id}.xhtml`, title, law: page.n, loaded, html: out.join('\n') };
    }

    out.push(`<section class="law-text">`, `<h3>${esc(t(lang, 'law.text'))}</h3>`);
    if (page.text) {
      const body = bodyIn(page.text.body, lang);
      const incomplete = new Map(page.text.sections.map((s) => [s.id, s.incomplete]));
      const rendered = renderMarkdown(body.md, {
        lang: body.lang,
        resolve: target,
        headingOffset: 2,
        idPrefix: `fn-${page.n}-`,
        footnoteLabel: t(lang, 'download.book.footnotes'),
        sectionTools: (sid) =>
          [
            ...(incomplete.get(sid) ?? []).map((k) => ({
              type: 'element' as const,
              tagName: 'p',
              properties: { className: ['incomplete'] },
              children: [{ type: 'text' as const, value: t(lang, k === 'head' ? 'section.incomplete.head' : 'section.incomplete.tail') }],
            })),
            relatedHast(t(lang, 'law.commentaryOn'), site.sameLawCiters(sid, page.n).filter((x) => x.includes('.')).map((x) => ({ id: x, href: target(Ref.parse(x)!) }))),
            relatedHast(t(lang, 'law.citedBy'), (site.citedBy.get(sid) ?? []).filter((x) => Ref.parse(x)?.law !== page.n).map((x) => ({ id: x, href: target(Ref.parse(x)!) }))),
          ].filter((x) => x !== undefined),
      });
      out.push(`<p class="note">${esc(t(lang, 'law.textEdition'))}</p>`);
      if (!body.translated) out.push(`<p class="untranslated">${esc(t(lang, 'para.untranslated'))}</p>`);
      out.push(`<div class="law-body" lang="${body.lang}">${footnotes(rendered)}</div>`);
    } else {
      out.push(`<p class="not-loaded">${esc(t(lang, 'law.textNotLoaded', { n: page.n }))}</p>`);
    }
    out.push('</section>', `<section class="commentary">`, `<h3>${esc(t(lang, 'law.commentary'))}</h3>`);
    if (page.paragraphs.length === 0) out.push(`<p class="not-loaded">${esc(t(lang, 'law.commentaryNotLoaded', { n: page.n }))}</p>`);
    for (const p of page.paragraphs) {
      const body = bodyIn(p.body, lang);
      const rendered = renderMarkdown(body.md, { lang: body.lang, resolve: target, idPrefix: `fn-${p.id}-`, footnoteLabel: t(lang, 'download.book.footnotes') });
      out.push(`<article class="para" id="${esc(p.id)}">`, `<h4 class="para-id">${esc(p.id)}</h4>`);
      for (const k of p.incomplete) out.push(`<p class="incomplete">${esc(t(lang, k === 'head' ? 'para.incomplete.head' : 'para.incomplete.tail'))}</p>`);
      if (!body.translated) out.push(`<p class="untranslated">${esc(t(lang, 'para.untranslated'))}</p>`);
      out.push(`<div class="para-body" lang="${body.lang}">${footnotes(rendered)}</div>`);
      out.push(related(t(lang, 'law.discusses'), site.discusses(p)), related(t(lang, 'law.citedBy'), site.citedBy.get(p.id) ?? []));
      out.push('</article>');
    }
    out.push('</section>', ...stubs);
    const citedBy = related(t(lang, 'law.lawCitedBy', { n: page.n }), site.citedBy.get(`${page.n}`) ?? []);
    if (citedBy) out.push(citedBy);
    out.push('</section>');
    return { id, file: `${id}.xhtml`, title, law: page.n, loaded, html: out.filter(Boolean).join('\n') };
  });
}

/**
 * Cross-references are rendered once per language as placeholders
 * (`#__ref__63__63A4__`) and resolved per format afterwards: the markdown of every
 * paragraph is rendered once for the one-file HTML and the EPUB, not once each.
 */
const placeholder = (law: number, anchor: string | null): string => `#__ref__${law}__${anchor ?? ''}__`;
const PLACEHOLDER = /#__ref__(\d+)__([^_"]*)__/gu;
const resolveLinks = (chapterHtml: string, link: LinkTarget): string =>
  chapterHtml.replace(PLACEHOLDER, (_, law: string, anchor: string) => esc(link(Number(law), anchor === '' ? null : anchor)));

const lawChapterCache = new WeakMap<SiteIndex, Map<Lang, BookChapter[]>>();

/** The law chapters of a language, links as placeholders (made once per site and language). */
function lawChapters(site: SiteIndex, lang: Lang): BookChapter[] {
  let byLang = lawChapterCache.get(site);
  if (!byLang) lawChapterCache.set(site, (byLang = new Map()));
  let chapters = byLang.get(lang);
  if (!chapters) byLang.set(lang, (chapters = makeLawChapters(site, lang)));
  return chapters;
}

export function buildBook(site: SiteIndex, sources: SourceFacts[], o: BookOptions): Book {
  const { lang, link } = o;
  const chapters: BookChapter[] = lawChapters(site, lang).map((c) => ({ ...c, html: resolveLinks(c.html, link) }));

  chapters.push(glossaryChapter(site, lang), editionsChapter(loadConcordance(), lang), sourcesChapter(sources, lang));

  const commentary = sources.find((s) => s.kind === 'commentary');
  const title = t(lang, 'site.title');
  const subtitle = t(lang, 'site.subtitle');
  const front = [
    `<section class="front" id="front">`,
    `<h1>${esc(title)}</h1>`,
    `<p class="subtitle">${esc(subtitle)}</p>`,
    `<p class="attribution">${esc(t(lang, 'footer.attribution'))}</p>`,
    ...(lang === 'en' ? [`<p class="translation">${esc(t(lang, 'download.book.translation'))}</p>`] : []),
    `<p class="edition">${esc(t(lang, 'download.book.built', { date: o.date }))}</p>`,
    `</section>`,
  ].join('\n');

  return {
    lang,
    title,
    subtitle,
    // The Russian book gives the source's facts in Russian, as /ru/sources/ does (probe round 10: dc:rights was English).
    author: (lang === 'ru' ? commentary?.ru?.author : undefined) ?? commentary?.author ?? '',
    translator: commentary?.translator,
    rights: (lang === 'ru' ? commentary?.ru?.copyright : undefined) ?? commentary?.copyright ?? '',
    front,
    chapters,
    parts: site.catalogue.parts.map((p) => ({ title: p[lang], chapters: p.laws.map(chapterId) })),
  };
}

function glossaryChapter(site: SiteIndex, lang: Lang): BookChapter {
  const other: Lang = lang === 'ru' ? 'en' : 'ru';
  const terms = [...site.catalogue.glossary].sort((a, b) => a[lang].localeCompare(b[lang], lang));
  const title = t(lang, 'glossary.title');
  const rows = terms.map(
    (g) =>
      `<tr id="term-${esc(g.id)}"><td lang="${lang}">${esc(g[lang])}</td><td lang="${other}">${esc(g[other])}${g.note ? ` <span class="term-note" lang="${lang}">— ${esc(g.note[lang])}</span>` : ''}</td></tr>`,
  );
  const h = [
    `<section class="glossary" id="glossary">`,
    `<h2>${esc(title)}</h2>`,
    `<p class="lead">${esc(t(lang, 'glossary.lead'))}</p>`,
    `<table class="glossary">`,
    `<thead><tr><th scope="col">${esc(t(lang, `glossary.${lang}`))}</th><th scope="col">${esc(t(lang, `glossary.${other}`))}</th></tr></thead>`,
    `<tbody>`,
    ...rows,
    `</tbody>`,
    `</table>`,
    `</section>`,
  ].join('\n');
  return { id: 'glossary', file: 'glossary.xhtml', title, loaded: true, html: h };
}

/** Where a concordance source is read: its public address, or this book's chapter of sources for a file the site holds. */
const sourceWhere = (href: string, lang: Lang): string => (/^https?:\/\//u.test(href) ? href : t(lang, 'download.book.sourcesAt'));

/** The appendix: the concordance of editions, 1987 → 1997 → 2017, as on the site's editions page. */
function editionsChapter(c: Concordance, lang: Lang): BookChapter {
  const title = t(lang, 'editions.page.title');
  const cov = coverage(c);
  const rows = c.entries.map((e) => {
    const status = `${esc(t(lang, `editions.status.${e.status}` as Key))}${e.verified ? '' : ` <em>(${esc(t(lang, 'editions.unverified'))})</em>`}`;
    const cells = [e.l1987, e.l1997, e.l2017].map((id) => `<td>${id === null ? '—' : esc(id)}</td>`).join('');
    return `<tr id="ed-${esc(e.key)}">${cells}<td>${status}</td><td>${esc(e.note[lang])}</td></tr>`;
  });
  const h = [
    `<section class="editions" id="editions">`,
    `<h2>${esc(title)}</h2>`,
    `<p class="lead">${esc(t(lang, 'editions.page.lead'))}</p>`,
    `<p>${esc(t(lang, 'editions.page.coverage', { entries: cov.entries, ...cov.byStatus, verified: cov.verified, share: Math.round((100 * cov.verified) / cov.entries) }))}</p>`,
    `<table class="editions">`,
    `<thead><tr>${(['1987', '1997', '2017', 'status', 'note'] as const).map((k) => `<th scope="col">${esc(t(lang, `editions.col.${k}`))}</th>`).join('')}</tr></thead>`,
    `<tbody>`,
    ...rows,
    `</tbody>`,
    `</table>`,
    `<p>${esc(t(lang, 'editions.page.sourcesTitle'))}: ${c.sources.filter((s) => cov.sourcesUsed.includes(s.key)).map((s) => `${esc(sourceTitle(s, lang))} (${esc(sourceWhere(s.url, lang))})`).join('; ')}</p>`,
    `</section>`,
  ].join('\n');
  return { id: 'editions', file: 'editions.xhtml', title, loaded: true, html: h };
}

function sourcesChapter(sources: SourceFacts[], lang: Lang): BookChapter {
  const title = t(lang, 'download.book.sources');
  const out = [`<section class="sources" id="sources">`, `<h2>${esc(title)}</h2>`, `<p class="lead">${esc(t(lang, 'download.book.sourcesLead'))}</p>`];
  if (lang === 'en') out.push(`<p class="translation">${esc(t(lang, 'download.book.translation'))}</p>`);
  for (const source of sources) {
    // The facts as the site's sources page in this language gives them (the manifest's `ru` on Russian pages).
    const s = sourceFactsIn(source, lang);
    /** A fact's `<dd>`, marked with its language where that is not the book's. */
    const fact = (value: string, of: Lang): string => `<dd${of === lang ? '' : ` lang="${of}"`}>${esc(value)}</dd>`;
    out.push(
      `<section class="source" id="source-${esc(s.file.replace(/\.[^.]*$/u, ''))}">`,
      `<h3 lang="ru">${esc(s.title)}</h3>`,
      `<dl>`,
      `<dt>${esc(t(lang, 'sources.kind'))}</dt><dd>${esc(t(lang, s.kind === 'commentary' ? 'sources.kind.commentary' : 'sources.kind.law-text'))}</dd>`,
      `<dt>${esc(t(lang, 'sources.author'))}</dt>${fact(s.author, factLang(source, 'author', lang))}`,
      // The translator's name is given in Russian only.
      ...(s.translator ? [`<dt>${esc(t(lang, 'sources.translator'))}</dt>${fact(s.translator, 'ru')}`] : []),
      `<dt>${esc(t(lang, 'sources.edition'))}</dt>${fact(s.edition, factLang(source, 'edition', lang))}`,
      `<dt>${esc(t(lang, 'sources.copyright'))}</dt>${fact(s.copyright, factLang(source, 'copyright', lang))}`,
      // The source file's own name, as /sources/ heads each source with it: provenance, not a path.
      `<dt>${esc(t(lang, 'download.book.file'))}</dt><dd><code>${esc(s.file)}</code></dd>`,
      `</dl>`,
      `</section>`,
    );
  }
  out.push(`</section>`);
  return { id: 'sources', file: 'sources.xhtml', title, loaded: true, html: out.join('\n') };
}
