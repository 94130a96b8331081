/**
 * What the site shows of the concordance of editions (content/catalogue/editions.yaml):
 * the box on a law page, the marker on a commentary paragraph, the rows of the
 * concordance page. Plain data for the components, which only render it. No Astro.
 */
import { coverage, EDITION_GROUPS, editionGroupPage, editionsPage, groupOf, groupsOfMoved, lawEntries, MOVED_GROUPS, changedEntriesFor, rowAnchor, rowAnchors, type Concordance, type EditionGroup, type Entry, type SourceDoc } from '../content/editions.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { Ref, type Lang } from '../refs/index.ts';
import { splitRefs } from '../remark-link-refs.ts';
import { BRACKET_REST, IN_BRACKET } from '../refs/bare-law.ts';
import { namedYear } from '../refs/sentence-edition.ts';
import { t, type Key } from './i18n.ts';
import { url } from './urls.ts';

export interface SourceLink {
  readonly title: string;
  readonly href: string;
  readonly at: string;
  /** A public document off the site (the link is marked rel="external"). */
  readonly external: boolean;
  /** The edition its text is (proven by its marker in editions.yaml). */
  readonly edition: string;
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
  /** The note with its edition-tagged citations («Правило 60B (2017)») linked: what the components render. */
  readonly noteParts: readonly NotePart[];
  readonly sources: readonly SourceLink[];
  /** Where the entry was read in the complete 2017 text: the sections, and the text's address; null if unread. */
  readonly read: { readonly ids: string; readonly href: string } | null;
  /** Why the entry is not verified, in the page's language; null for a verified entry. */
  readonly unverifiedBecause: string | null;
  /** The same, its citations linked as a note's are. */
  readonly unverifiedParts: readonly NotePart[] | null;
  /** Space-separated ids in every edition, as the page's search matches them (`64A1 1997:64A1 2017:64A1`). */
  readonly ids: string;
}

/** A run of a note's text; a citation of a later edition carries the link to its concordance row. */
export interface NotePart {
  readonly text: string;
  readonly href?: string;
  /** The canonical id of the cited place (`2017:60B`). */
  readonly ref?: string;
}

/**
 * A concordance note as text and links: each edition-tagged citation in it («Правило 60B (2017)»,
 * "Law 16 (2017)", `2017:60B`) links to its row, its written text kept. A plain id speaks of
 * the edition named around it («В 1987 году это 53C» → the 1987 law; «в 1997 году — 63B» →
 * the 1997 row; ../refs/sentence-edition.ts), and where none is, of the 2017 Laws, which every
 * note compares the Code with (probe round 10: «перестроено (16A–16D)» was plain text).
 */
export function noteParts(index: SiteIndex, note: string, lang: Lang, base: string): NotePart[] {
  // A plain id speaks of the edition named around it, else of 2017; a commentary paragraph (57.7) is the 1987 commentary's.
  const inEdition = (ref: Ref, start: number, end: number): Ref | null => {
    const year = ref.edition !== null || ref.kind === 'commentary' ? null : (namedYear(note, start, end) ?? '2017');
    return year === null || year === '1987' ? ref : Ref.parse(`${year}:${ref.id}`);
  };
  const parts: NotePart[] = [];
  let at = 0;
  const spans =
    splitRefs(
      note,
      lang,
      (m) => {
        const ref = inEdition(m.ref, m.start, m.end);
        return ref && { url: index.href(ref, lang, base), ref };
      },
      true,
    ) ?? [{ text: note }];
  // Read over the whole note: a bracket's other ids may be links already («(71, 71B)»).
  const bare = [...note.matchAll(BRACKETED_LAW)];
  for (const s of spans) {
    if (s.link) parts.push({ text: s.text, href: s.link.url, ref: s.link.ref.id });
    else parts.push(...bracketedLaws(s.text, at));
    at += s.text.length;
  }
  return parts;

  /** A run of text at `offset` with the laws the note names by a bare number in a bracket of ids («(68)», «(71, 71B)») linked. */
  function bracketedLaws(text: string, offset: number): NotePart[] {
    const out: NotePart[] = [];
    let pos = 0;
    for (const m of bare) {
      const [start, end] = [m.index - offset, m.index - offset + m[0].length];
      if (start < 0 || end > text.length) continue;
      const law = Ref.parse(m[0]);
      const ref = law && inEdition(law, m.index, m.index + m[0].length);
      if (!ref) continue;
      if (start > pos) out.push({ text: text.slice(pos, start) });
      out.push({ text: m[0], href: index.href(ref, lang, base), ref: ref.id });
      pos = end;
    }
    if (pos < text.length) out.push({ text: text.slice(pos) });
    return out;
  }
}

/** A law's bare number as an item of a bracket of ids (the note's scanner needs a law word or a section letter). */
const BRACKETED_LAW = new RegExp(`${IN_BRACKET}(?:[1-9]|[1-8]\\d|9[0-3])${BRACKET_REST}`, 'gu');

const statusLabel = (lang: Lang, s: Entry['status']) => t(lang, `editions.status.${s}` as Key);

/** A source's title in the page's language. */
export const sourceTitle = (s: Pick<SourceDoc, 'title' | 'titleRu'>, lang: Lang): string => (lang === 'ru' ? s.titleRu : s.title);

/** Where in a source (`at`, written in English: `Law 64`, `paragraphs 63.2, 63.3`), in the page's language. */
const AT_RU: readonly [RegExp, string][] = [
  [/, which lists (\S+) among the comparable-call cases/gu, ', где $1 названо среди случаев сопоставимой заявки'],
  [/\(the stored copy ends in its last sentence\)/gu, '(сохранённая копия кончается его последней фразой)'],
  [/\(the (\d{4}) wording of (\w+)\)/gu, '(редакция $2 $1 года)'],
  [/\(Law (\w+) applies\)/gu, '(применяется Правило $1)'],
  [/\(the English page (l\d+)\)/gu, '(английская страница $1)'],
  [/\(and its footnote: a trick won in dummy\)/gu, '(и сноска к нему: взятка, выигранная болваном)'],
  [/\bthe opening paragraph\b/gu, 'вступительный абзац'],
  [/\bthe start of\b/gu, 'начало'],
  [/\bafter paragraph\b/gu, 'после п.'],
  [/\bparagraphs\b/gu, 'пп.'],
  [/\bparagraph\b/gu, 'п.'],
  [/\bnew Law\b/gu, 'новое Правило'],
  [/\bLaws\b/gu, 'Правила'],
  [/\bLaw\b/gu, 'Правило'],
  [/\blist of laws\b/gu, 'список правил'],
  [/\bflow chart\b/gu, 'схема'],
  [/\(title\)/gu, '(заголовок)'],
  [/\((\d{4}) wording\)/gu, '(редакция $1 года)'],
  [/\band its footnote\b/gu, 'и сноска к нему'],
  [/\bquoted whole\b/gu, 'целиком'],
  [/\bquoted\b/gu, 'с цитатой'],
  [/\band the start of\b/gu, 'и начало'],
  [/\band\b/gu, 'и'],
];
export const sourceAt = (at: string, lang: Lang): string => (lang === 'ru' ? AT_RU.reduce((s, [re, ru]) => s.replace(re, ru), at) : at);

/** A source's link: a public address as it is; a file of content/sources/ → the site's Sources page. */
const isExternal = (href: string) => /^https?:\/\//u.test(href);
const sourceHref = (href: string, lang: Lang, base: string) => (/^https?:\/\//u.test(href) ? href : url(base, `${lang}/sources/`));

export function entryView(index: SiteIndex, e: Entry, lang: Lang, base: string): EntryView {
  const ref = e.l1987 === null ? null : Ref.parse(e.l1987);
  const anchor = rowAnchor(e);
  // The complete 2017 text is shown once, as where the entry was read, not again among its sources.
  const complete = e.sources.find((s) => s.source === e.readIn && s.at === e.read.join(', '));
  return {
    key: e.key,
    anchor,
    l1987: e.l1987,
    l1997: e.l1997,
    l2017: e.l2017,
    href1987: ref ? index.href(ref, lang, base) : null,
    hrefRow: `${editionGroupPage(groupOf(e), lang, base)}#${anchor}`,
    status: e.status,
    statusLabel: statusLabel(lang, e.status),
    verified: e.verified,
    note: e.note[lang],
    noteParts: noteParts(index, e.note[lang], lang, base),
    sources: e.sources.filter((s) => s !== complete).map((s) => ({ title: sourceTitle(s.source, lang), href: sourceHref(s.source.url, lang, base), at: sourceAt(s.at, lang), external: isExternal(s.source.url), edition: s.source.edition })),
    read: complete ? { ids: complete.at, href: sourceHref(complete.source.url, lang, base) } : null,
    unverifiedBecause: e.unverifiedBecause ? e.unverifiedBecause[lang] : null,
    unverifiedParts: e.unverifiedBecause ? noteParts(index, e.unverifiedBecause[lang], lang, base) : null,
    ids: [e.l1987, e.l1997 && `1997:${e.l1997}`, e.l2017 && `2017:${e.l2017}`].filter(Boolean).join(' '),
  };
}

/** The box «В Правилах 2017 года» of a law page. */
export function editionBox(index: SiteIndex, c: Concordance, law: number, lang: Lang, base: string) {
  const { whole, parts } = lawEntries(c, law);
  // The box names the sources that show the text of an edition it compares: the 2017 text, and the
  // commentary's 1987 one. Copies of 1997 or 2007, and those of no proven edition, are listed on the
  // concordance page, where each says which edition it is.
  const boxView = (e: Entry) => {
    const v = entryView(index, e, lang, base);
    return { ...v, sources: v.sources.filter((s) => s.edition === '2017' || s.edition === '1987') };
  };
  return {
    whole: whole ? boxView(whole) : undefined,
    /** The parts that changed, moved, are new or are gone; the unchanged ones are on the concordance page. */
    parts: parts.filter((e) => e.status !== 'unchanged').map(boxView),
    unchangedParts: parts.filter((e) => e.status === 'unchanged').length,
    official: { href: c.official.url, text: t(lang, 'editions.box.official') },
    /** This law in a per-law copy of the 2017 text, when the concordance names one. */
    officialLaw: officialLaw(c, whole?.l2017 ?? null, lang),
    all: editionsPage(lang, base),
  };
}

/** The law of a 2017 counterpart (72 for 72C) in the per-law copy the concordance names, if any. */
function officialLaw(c: Concordance, l2017: string | null, lang: Lang): { href: string; text: string } | undefined {
  const n = l2017 === null ? undefined : Ref.parse(l2017)?.law;
  if (c.official.perLaw === null || n === undefined) return undefined;
  return { href: c.official.perLaw.replace('{law}', String(n)), text: t(lang, 'editions.box.perLaw', { n }) };
}

/** The marker of a commentary paragraph: the changed entries it depends on (empty: no marker). */
export function paragraphMarks(index: SiteIndex, c: Concordance, paragraph: string, lang: Lang, base: string): EntryView[] {
  return changedEntriesFor(c, index.lawIdsCitedBy(paragraph)).map((e) => entryView(index, e, lang, base));
}

/** The line saying what a row's «сверено» sections are of, with the link to the complete 2017 text; undefined if none. */
function readLegend(c: Concordance, lang: Lang, base: string): { text: string; title: string; href: string } | undefined {
  const s = c.sources.find((x) => x.key === c.complete2017);
  return s && { text: t(lang, 'editions.readLegend'), title: sourceTitle(s, lang), href: sourceHref(s.url, lang, base) };
}

/** The concordance index: the coverage line, the filter's statuses, the pages with their counts, the sources. */
export function concordanceIndex(c: Concordance, lang: Lang, base: string) {
  const cov = coverage(c);
  return {
    readLegend: readLegend(c, lang, base),
    coverage: t(lang, 'editions.page.coverage', {
      entries: cov.entries,
      ...cov.byStatus,
      verified: cov.verified,
      share: Math.round((100 * cov.verified) / cov.entries),
    }),
    groups: EDITION_GROUPS.map((g) => {
      const rows = c.entries.filter((e) => groupOf(e) === g);
      return {
        ...groupView(g, lang, base),
        entries: rows.length,
        changes: rows.filter((e) => e.status !== 'unchanged').length,
      };
    }),
    sources: c.sources.filter((s) => cov.sourcesUsed.includes(s.key)).map((s) => ({ title: sourceTitle(s, lang), href: sourceHref(s.url, lang, base), external: isExternal(s.url) })),
    statuses: (['unchanged', 'renumbered', 'changed', 'new', 'removed'] as const).map((s) => ({ value: s, label: statusLabel(lang, s), count: cov.byStatus[s] })),
  };
}

const groupView = (g: EditionGroup, lang: Lang, base: string) => ({
  slug: g.slug,
  href: editionGroupPage(g, lang, base),
  title: t(lang, 'editions.group.title', { from: g.from, to: g.to }),
  chapters: t(lang, `editions.group.${g.slug}` as Key),
});

/** One page of the concordance: its rows (with the anchors of later editions' ids), and the pages before and after. */
export function concordanceGroup(index: SiteIndex, c: Concordance, slug: string, lang: Lang, base: string) {
  const k = EDITION_GROUPS.findIndex((g) => g.slug === slug);
  const g = EDITION_GROUPS[k];
  if (!g) throw new Error(`no page ${slug} of the concordance`);
  const { byEntry } = rowAnchors(c);
  const prev = EDITION_GROUPS[k - 1];
  const next = EDITION_GROUPS[k + 1];
  return {
    ...groupView(g, lang, base),
    readLegend: readLegend(c, lang, base),
    rows: c.entries.filter((e) => groupOf(e) === g).map((e) => {
      const { y1997, y2017 } = byEntry.get(e)!;
      return { ...entryView(index, e, lang, base), y1997, y2017 };
    }),
    prev: prev && groupView(prev, lang, base),
    next: next && groupView(next, lang, base),
    index: editionsPage(lang, base),
  };
}

/**
 * An old page's slug, kept after the page was split (MOVED_GROUPS): the pages its rows are on
 * now, each with the anchors it holds (every row's, and the later editions' ids'), by which
 * <edition-moved> sends a link into the old page (#e-27B) on to its row. Without JavaScript
 * the pages are links.
 */
export function concordanceMoved(c: Concordance, slug: string, lang: Lang, base: string) {
  const m = MOVED_GROUPS.find((x) => x.slug === slug);
  if (!m) throw new Error(`no old page ${slug} of the concordance`);
  const { pageOf } = rowAnchors(c);
  const anchorsOf = (g: EditionGroup) => [...pageOf].filter(([, p]) => p === g).map(([a]) => a);
  return {
    title: t(lang, 'editions.group.title', { from: m.from, to: m.to }),
    chapters: t(lang, `editions.group.${m.slug}` as Key),
    groups: groupsOfMoved(m).map((g) => ({ ...groupView(g, lang, base), anchors: anchorsOf(g).join(' ') })),
    index: editionsPage(lang, base),
  };
}
