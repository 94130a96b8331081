/**
 * The search records of a built page: one per place a reader lands on — a law subsection
 * (`#63A4`), a commentary paragraph (`#63.5`), a glossary term (`#term-revoke`), a row of
 * the concordance of editions (`#e-63A4`, `#y2017-63A4`), a law page's box «В Правилах
 * 2017 года», a front section. Read from the HTML Astro wrote, so the index holds exactly
 * the text a reader sees (`data-pagefind-ignore` parts left out, as pagefind would).
 * A law page whose text and commentary are not loaded gives no record for words: its ids
 * are found by the search page's id lookup.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent, Root } from 'hast';
import type { Lang } from '../refs/index.ts';
import { Ref } from '../refs/index.ts';
import { t } from '../site/i18n.ts';

export type RecordKind = 'law' | 'commentary' | 'glossary' | 'editions' | 'page' | 'triage';

/**
 * The kind the ranking weighs a record by (pagefind's `kind` filter): a law page without text (its
 * box alone, at the page's own address) is `stub`, the law's page, not one of the concordance's rows.
 */
export const filterKind = (r: Pick<SearchRecord, 'kind' | 'url'>): string => (r.kind === 'editions' && !r.url.includes('#') ? 'stub' : r.kind);

export interface SearchRecord {
  /** Where the result links to: the page and the anchor (`/ru/laws/63/#63.5`). */
  url: string;
  lang: Lang;
  kind: RecordKind;
  /** The place's id as a reader writes it (63A4, 63.5), or ''. */
  id: string;
  /** The result's heading in the reader's words («Правило 63. Установление фальшренонса»). */
  title: string;
  /** What kind of place it is, in the reader's words («Комментарий, п. 63.5»). */
  label: string;
  /** The text, as shown. */
  text: string;
  /** Ids it holds that are not written in its text (edition-tagged ids of a concordance row). */
  ids: Ref[];
  /** Words it is found by that are not shown in its excerpt (an outcome's words for the search). */
  keywords?: string;
  /** The part of the Laws (the search page's filter), if any. */
  part?: string;
  /** An outcome's phase, where it can happen only then: `auction` or `play` (content/catalogue/triage.yaml). */
  phase?: string;
}

const BLOCK = new Set(['p', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'section', 'article', 'aside', 'ul', 'ol', 'table', 'br', 'summary', 'details', 'dt', 'dd', 'blockquote']);

const cls = (e: Element): string[] => {
  const c = e.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? (c as string).split(/\s+/u) : [];
};
const prop = (e: Element, name: string): string | undefined => {
  const v = e.properties?.[name];
  return v === undefined || v === null || v === false ? undefined : Array.isArray(v) ? v.join(' ') : String(v);
};
const ignored = (e: Element) => e.properties?.dataPagefindIgnore !== undefined || e.tagName === 'script' || e.tagName === 'style' || e.tagName === 'ref-tools' || e.tagName === 'template';

/** Visible text of an element, blocks separated, skipping what `skip` says (and ignored parts). */
export function textOf(node: Element | Root, skip: (e: Element) => boolean = () => false, honourIgnore = true): string {
  let out = '';
  const walk = (n: ElementContent | Root) => {
    if (n.type === 'text') out += n.value;
    else if (n.type === 'element' || n.type === 'root') {
      if (n.type === 'element' && n !== node && ((honourIgnore && ignored(n)) || skip(n))) return;
      const block = n.type === 'element' && BLOCK.has(n.tagName);
      if (block) out += ' ';
      for (const c of n.children) walk(c as ElementContent);
      if (block) out += ' ';
    }
  };
  walk(node);
  return out.replace(/\s+/gu, ' ').trim();
}

function all(node: Element | Root, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  for (const c of node.children) {
    if (c.type !== 'element') continue;
    if (test(c)) out.push(c);
    all(c, test, out);
  }
  return out;
}
const first = (node: Element | Root, test: (e: Element) => boolean): Element | undefined => all(node, test)[0];

/** The records of one built page, by its URL path (`/ru/laws/63/`). */
export function recordsOfPage(html: string, path: string): SearchRecord[] {
  const tree = fromHtml(html);
  const htmlEl = first(tree, (e) => e.tagName === 'html');
  const lang = (prop(htmlEl!, 'lang') === 'en' ? 'en' : 'ru') as Lang;
  // The concordance's chapter pages are not marked for pagefind: their rows are records here.
  if (/\/editions\/[^/]+\/$/u.test(path)) return editionRecords(tree, path, lang);
  const body = first(tree, (e) => e.properties?.dataPagefindBody !== undefined);
  if (!body) return [];
  const h1 = textOf(first(body, (e) => e.tagName === 'h1') ?? { type: 'root', children: [] });
  const law = /\/laws\/(\d+)\/$/u.exec(path);
  if (law) return lawRecords(body, path, lang, Number(law[1]), h1);
  if (/\/glossary\/$/u.test(path)) return glossaryRecords(body, path, lang);
  // An outcome of «Что случилось?»: one record of what happened — its title, situation, cases and
  // the words directors use for it; not the rulings' text, which would find it for what they say.
  if (/\/triage\/[^/]+\/$/u.test(path)) {
    // Its words for the search are found, not shown: the excerpt is what the page says.
    const skip = ['triage-kicker', 'triage-restart', 'triage-eds', 'triage-diff', 'triage-hint', 'triage-words'];
    const text = textOf(body, (e) => cls(e).some((c) => skip.includes(c)) || e.tagName === 'h2');
    const words = first(body, (e) => cls(e).includes('triage-words'));
    const keywords = words ? textOf(words, (e) => e.tagName === 'span' && cls(e).includes('triage-words-label')) : '';
    const phase = prop(body, 'dataPhase');
    return text ? [{ url: path, lang, kind: 'triage', id: '', title: h1, label: t(lang, 'search.label.triage'), text, ids: [], keywords, ...(phase ? { phase } : {}) }] : [];
  }
  if (/\/editions\/$/u.test(path)) return []; // the concordance's index: its rows are on its pages
  const text = textOf(body, (e) => e.tagName === 'h1');
  return text ? [{ url: path, lang, kind: 'page', id: '', title: h1, label: h1, text, ids: [] }] : [];
}

/** A law page's heading less its label (`Правило 42. Права болвана` → `Права болвана`). */
export const lawTitleOf = (heading: string): string => heading.replace(/^[^.\d]*\d+\.\s*/u, '');

function lawRecords(body: Element, path: string, lang: Lang, n: number, title: string): SearchRecord[] {
  const out: SearchRecord[] = [];
  const part = prop(body, 'dataPagefindFilter')?.replace(/^part:/u, '');
  const lawLabel = t(lang, 'law.label', { n });
  const isSection = (e: Element) => e.tagName === 'section' && cls(e).includes('law-section');
  const lawBody = first(body, (e) => cls(e).includes('law-body'));
  if (lawBody) {
    const intro = textOf(lawBody, isSection);
    if (intro) out.push({ url: `${path}#law-text-heading`, lang, kind: 'law', id: String(n), title, label: t(lang, 'search.label.law', { n }), text: intro, ids: [], part });
    for (const s of all(lawBody, isSection)) {
      const id = prop(s, 'dataAnchor')!;
      const text = textOf(s, isSection);
      if (text) out.push({ url: `${path}#${id}`, lang, kind: 'law', id, title, label: t(lang, 'search.label.lawPart', { n, id }), text, ids: [], part });
    }
  }
  for (const p of all(body, (e) => e.tagName === 'article' && cls(e).includes('para'))) {
    const id = prop(p, 'dataAnchor')!;
    const bodyEl = first(p, (e) => cls(e).includes('para-body'));
    const text = bodyEl ? textOf(bodyEl) : '';
    if (text) out.push({ url: `${path}#${id}`, lang, kind: 'commentary', id, title, label: t(lang, 'search.label.commentary', { id }), text, ids: [], part });
  }
  // The box «В Правилах 2017 года»: the concordance's word on this law (its sources are no text).
  const box = first(body, (e) => e.tagName === 'aside' && cls(e).includes('edition-box'));
  if (box) {
    const text = textOf(box, (e) => e.tagName === 'h2' || cls(e).includes('ed-sources') || cls(e).includes('ed-links'), false);
    const ids = [...new Set(all(box, (e) => prop(e, 'dataRef') !== undefined).map((e) => prop(e, 'dataRef')!))].map((r) => Ref.parse(r)).filter((r): r is Ref => r !== null);
    // A law whose text and commentary are not loaded has the box alone: a result for it is the
    // law's page (a reader's link to it names no anchor). Weighed as the concordance still: as
    // the law's place it took the first place from the laws whose text holds the words.
    const alone = out.length === 0;
    // A law page with the box alone is found by its law's title too (Law 69 by "acquiescence"): no other place holds it.
    const keywords = alone ? lawTitleOf(title) : undefined;
    if (text) out.push({ url: alone ? path : `${path}#edition-box-title`, lang, kind: 'editions', id: '', title, label: t(lang, 'search.label.box', { law: lawLabel }), text, ids, part, ...(keywords ? { keywords } : {}) });
  }
  return out;
}

function glossaryRecords(body: Element, path: string, lang: Lang): SearchRecord[] {
  return all(body, (e) => e.tagName === 'tr' && (prop(e, 'id') ?? '').startsWith('term-')).map((tr) => {
    const cells = all(tr, (e) => e.tagName === 'td');
    const term = textOf(cells[lang === 'ru' ? 0 : 1] ?? tr, (e) => cls(e).includes('term-note'));
    return { url: `${path}#${prop(tr, 'id')}`, lang, kind: 'glossary' as const, id: '', title: term, label: t(lang, 'search.label.glossary'), text: textOf(tr), ids: [] };
  });
}

function editionRecords(body: Root, path: string, lang: Lang): SearchRecord[] {
  return all(body, (e) => e.tagName === 'tr' && prop(e, 'dataIds') !== undefined && prop(e, 'id') !== undefined).map((tr) => {
    const ids = prop(tr, 'dataIds')!
      .split(/\s+/u)
      .map((s) => Ref.parse(s.includes(':') ? s : `1987:${s}`) ?? Ref.parse(s))
      .filter((r): r is Ref => r !== null);
    const shown = ids.map((r) => (r.edition === null ? r.id : `${r.localId} (${r.edition})`)).join(' → ');
    const cells = all(tr, (e) => e.tagName === 'td');
    const status = textOf(cells.find((c) => first(c, (e) => cls(e).includes('ed-status'))) ?? { type: 'root', children: [] });
    const said = cells[cells.length - 1];
    const text = said ? textOf(said, (e) => cls(e).includes('ed-sources')) : '';
    return { url: `${path}#${prop(tr, 'id')}`, lang, kind: 'editions' as const, id: '', title: t(lang, 'search.label.row', { ids: shown }) + (status ? ` · ${status}` : ''), label: t(lang, 'editions.page.title'), text: text || status, ids };
  });
}
