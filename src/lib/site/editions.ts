/**
 * What the site shows of the concordance of editions (content/catalogue/editions.yaml):
 * the box on a law page, the marker on a commentary paragraph, the rows of the
 * concordance page. Plain data for the components, which only render it. No Astro.
 */
import { coverage, editionAnchor, editionsPage, lawEntries, changedEntriesFor, type Concordance, type Entry } from '../content/editions.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { Ref, type Lang } from '../refs/index.ts';
import { t, type Key } from './i18n.ts';
import { url } from './urls.ts';

export interface SourceLink {
  readonly title: string;
  readonly href: string;
  readonly at: string;
  /** A public document off the site (the link is marked rel="external"). */
  readonly external: boolean;
}

export interface EntryView {
  readonly key: string;
  readonly anchor: string;
  readonly l1987: string | null;
  readonly l1997: string | null;
  readonly l2017: string | null;
  /** Link to the 1987 place on its law page. */
  readonly href1987: string | null;
  /** Link to the entry's row on the concordance page. */
  readonly hrefRow: string;
  readonly status: Entry['status'];
  readonly statusLabel: string;
  readonly verified: boolean;
  readonly note: string;
  readonly sources: readonly SourceLink[];
  /** Space-separated ids in every edition, as the page's search matches them (`64A1 1997:64A1 2017:64A1`). */
  readonly ids: string;
}

const statusLabel = (lang: Lang, s: Entry['status']) => t(lang, `editions.status.${s}` as Key);

/** A source's link: a public address as it is; a file of content/sources/ → the site's Sources page. */
const isExternal = (href: string) => /^https?:\/\//u.test(href);
const sourceHref = (href: string, lang: Lang, base: string) => (/^https?:\/\//u.test(href) ? href : url(base, `${lang}/sources/`));

export function entryView(index: SiteIndex, e: Entry, lang: Lang, base: string): EntryView {
  const ref = e.l1987 === null ? null : Ref.parse(e.l1987);
  const anchor = e.l1987 !== null ? editionAnchor('1987', e.l1987) : editionAnchor('2017', e.l2017!);
  return {
    key: e.key,
    anchor,
    l1987: e.l1987,
    l1997: e.l1997,
    l2017: e.l2017,
    href1987: ref ? index.href(ref, lang, base) : null,
    hrefRow: `${editionsPage(lang, base)}#${anchor}`,
    status: e.status,
    statusLabel: statusLabel(lang, e.status),
    verified: e.verified,
    note: e.note[lang],
    sources: e.sources.map((s) => ({ title: s.source.title, href: sourceHref(s.source.url, lang, base), at: s.at, external: isExternal(s.source.url) })),
    ids: [e.l1987, e.l1997 && `1997:${e.l1997}`, e.l2017 && `2017:${e.l2017}`].filter(Boolean).join(' '),
  };
}

/** The box «В Правилах 2017 года» of a law page. */
export function editionBox(index: SiteIndex, c: Concordance, law: number, lang: Lang, base: string) {
  const { whole, parts } = lawEntries(c, law);
  return {
    whole: whole ? entryView(index, whole, lang, base) : undefined,
    /** The parts that changed, moved, are new or are gone; the unchanged ones are on the concordance page. */
    parts: parts.filter((e) => e.status !== 'unchanged').map((e) => entryView(index, e, lang, base)),
    unchangedParts: parts.filter((e) => e.status === 'unchanged').length,
    official: { href: c.official.url, text: t(lang, 'editions.box.official') },
    all: editionsPage(lang, base),
  };
}

/** The marker of a commentary paragraph: the changed entries it depends on (empty: no marker). */
export function paragraphMarks(index: SiteIndex, c: Concordance, paragraph: string, lang: Lang, base: string): EntryView[] {
  return changedEntriesFor(c, index.lawIdsCitedBy(paragraph)).map((e) => entryView(index, e, lang, base));
}

/** The concordance page: every row, the coverage line, the sources. */
export function concordancePage(index: SiteIndex, c: Concordance, lang: Lang, base: string) {
  const cov = coverage(c);
  const rows = c.entries.map((e) => entryView(index, e, lang, base));
  // A ref typed with an edition lands on the first row holding that 2017 (or 1997) id.
  const seen = new Set<string>();
  const later = rows.map((r) => {
    const out: { y1997?: string; y2017?: string } = {};
    for (const [ed, id] of [['1997', r.l1997], ['2017', r.l2017]] as const) {
      if (id === null) continue;
      const a = editionAnchor(ed, id);
      if (!seen.has(a) && a !== r.anchor) {
        seen.add(a);
        out[ed === '1997' ? 'y1997' : 'y2017'] = a;
      }
    }
    return out;
  });
  return {
    rows: rows.map((r, i) => ({ ...r, ...later[i] })),
    coverage: t(lang, 'editions.page.coverage', {
      entries: cov.entries,
      ...cov.byStatus,
      verified: cov.verified,
      share: Math.round((100 * cov.verified) / cov.entries),
    }),
    sources: c.sources.filter((s) => cov.sourcesUsed.includes(s.key)).map((s) => ({ title: s.title, href: sourceHref(s.url, lang, base), external: isExternal(s.url) })),
    statuses: (['unchanged', 'renumbered', 'changed', 'new', 'removed'] as const).map((s) => ({ value: s, label: statusLabel(lang, s), count: cov.byStatus[s] })),
  };
}
