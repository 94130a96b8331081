import { editionAnchor, loadConcordance, rowAnchors } from '../content/editions.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { bodyIn } from '../content/load.ts';
import { explainers, namedParagraphs } from '../search/explainer.ts';
import type { ReaderWords } from '../search/query.ts';
import { Ref, type Lang } from '../refs/index.ts';
import { stringsUnder, t, type Key } from './i18n.ts';
import { quotedLaw } from './quoted-law.ts';

/** What the search page's script needs: anchors per law (for ids typed by hand), law titles, UI strings. */
export function searchData(site: SiteIndex, lang: Lang, base: string) {
  const anchors: Record<string, string[]> = {};
  for (const [law, set] of site.anchors) anchors[law] = [...set];
  const titles: Record<string, string> = {};
  for (const p of site.lawPages()) titles[p.n] = p.title[lang];
  // Ids of every edition (`1987:63A4`, `2017:64B7`) → [the concordance page its row is on (`61-71`), the
  // index of what the row says in short in `says`], so a typed id is also offered its concordance entry.
  // Its anchor is the id's own (editionAnchor); what a row says is shared by its ids.
  const editions: Record<string, [string, number]> = {};
  const says: string[] = [];
  const { pageOf } = rowAnchors(loadConcordance());
  const put = (edition: '1987' | '1997' | '2017', id: string, said: number) => {
    editions[`${edition}:${id}`] ??= [pageOf.get(editionAnchor(edition, id))!.slug, said];
  };
  for (const e of loadConcordance().entries) {
    const said = says.push(`${e.l1987 ?? '—'} → ${e.l2017 ? `${e.l2017} (2017)` : t(lang, 'editions.box.none')}: ${t(lang, `editions.status.${e.status}` as Key)}${e.verified ? '' : `, ${t(lang, 'editions.unverified')}`}`) - 1;
    if (e.l1987 !== null) editions[`1987:${e.l1987}`] = [pageOf.get(editionAnchor('1987', e.l1987))!.slug, said];
    if (e.l1997 !== null) put('1997', e.l1997, said);
    if (e.l2017 !== null) put('2017', e.l2017, said);
  }
  const parts = site.catalogue.parts.filter((p) => site.lawPages().some((l) => l.part === p.id && (l.text || l.paragraphs.length))).map((p) => p[lang]);
  return {
    parts,
    client: {
      base,
      lang,
      anchors,
      // Anchors of cited places whose text is not loaded (a stub says so): for their ids, the
      // paragraph that explains them comes before the stub. A place a commentary paragraph
      // quotes (63A4 in 63.5) shows that text: it is a place, no stub.
      stubs: [...site.stubs.values()].flat().filter((id) => quotedLaw(id, site.corpus.commentary, lang) === null),
      editions,
      says,
      titles,
      strings: {
        // The count's words by plural category (Intl.PluralRules): «Найден 1 результат», «Найдено 3 результата», "1 result".
        results: { one: t(lang, 'search.results.one'), few: t(lang, 'search.results.few'), many: t(lang, 'search.results.many'), other: t(lang, 'search.results.other') } as Record<string, string>,
        none: t(lang, 'search.none'),
        goto: t(lang, 'search.goto'),
        gotoMissing: t(lang, 'search.gotoMissing'),
        loading: t(lang, 'search.loading'),
        law: t(lang, 'law.label'),
        editions: t(lang, 'editions.page.title'),
        unknown: t(lang, 'search.unknown'),
        didYouMean: t(lang, 'search.didYouMean'),
        showingFor: t(lang, 'search.showingFor'),
        onlyStopwords: t(lang, 'search.onlyStopwords'),
      },
    },
  };
}

export type SearchClientData = ReturnType<typeof searchData>['client'];

/**
 * The text's words the query reader puts in place of what a reader tells (calls, plays, situations: src/lib/search/query.ts),
 * fetched by the reader from /{lang}/search/words.json (src/pages/[lang]/search/words.json.ts: query.ts readOnPage), not carried
 * in the page's HTML (its first-render budget).
 */
export function searchWords(lang: Lang): ReaderWords {
  // Each reader's words are its strings under its prefix (src/i18n/): the words for a contract bid typed in a query («1БК»,
  // "2NT": auction.ts), and the words for each case a situation told is read as (search.play.*: the readers of
  // situation-readers.ts). A reader's field without its string is a type error here (ReaderWords).
  return { auction: stringsUnder(lang, 'search.auction.'), play: stringsUnder(lang, 'search.play.') };
}

/**
 * The paragraph that explains each part of a law whose text is not loaded (src/lib/search/explainer.ts),
 * with the words that describe it in the results: typed, such an id lands on its stub or its law's page,
 * and the paragraph comes first. Fetched by the search page only for such an id
 * (src/pages/[lang]/search/explainers.json.ts), so that other queries do not load it. Read in Russian,
 * the commentary's own language, so that both languages give the same paragraph.
 */
export function searchExplainers(site: SiteIndex, lang: Lang) {
  const rows = loadConcordance()
    .entries.filter((e) => e.l1987 !== null && Ref.parse(e.l1987)?.parent() != null && !e.noteIsDefault && !site.loaded.has(e.l1987))
    .map((e) => ({ id: e.l1987!, note: e.note.ru, named: e.sources.flatMap((x) => namedParagraphs(x.at)), citedBy: site.citations.filter((c) => c.target.id === e.l1987).map((c) => c.from) }));
  const by = Object.fromEntries(explainers(rows, site.corpus.commentary.map((p) => ({ id: p.id, law: p.law, text: bodyIn(p.body, 'ru').md }))));
  return { by, strings: { label: t(lang, 'search.label.commentary'), explains: t(lang, 'search.explains') } };
}

export type SearchExplainers = ReturnType<typeof searchExplainers>;
