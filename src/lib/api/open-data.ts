/**
 * The open data under `/api/v1/`: every law and commentary paragraph as JSON, made from the
 * same SiteIndex the pages are rendered from. Pure: it returns the files, the build writes them
 * (src/integrations/open-data.ts).
 *
 * v1 is a promise to other sites: within v1, fields are only ever added, never renamed,
 * retyped or removed (schema.ts says what each one is). Ids are the canonical `Ref` ids.
 * Paths are root-relative, with the deploy base (`/ru/laws/63/#63A4`); `index.json`'s `site`
 * is the origin they are relative to (the base alone where the build has no SITE_URL).
 */
import { createHash } from 'node:crypto';
import type { Concordance, Entry } from '../content/editions.ts';
import { lawEntries, load2017Sections } from '../content/editions.ts';
import { Ref } from '../refs/ref.ts';
import type { Localized, Provenance } from '../content/load.ts';
import type { SourceFacts } from '../content/sources.ts';
import { splitLawText, type SiteIndex } from '../content/site-index.ts';
import type { Lang } from '../refs/index.ts';
import { lawUrl, url } from '../site/urls.ts';
import { ownFootnotes } from './own-footnotes.ts';
import { placesOf, previewsOf, type Places } from '../embed/preview.ts';

import { API_DIR } from './paths.ts';

export const API_VERSION = 1;

export interface Bilingual<T = string> {
  ru: T;
  en: T;
}

/** Markdown in both languages: the Russian original, and the English where a current translation exists. */
export interface Texts {
  ru: string;
  en: string | null;
}

/** One citation: the place that cites, the place cited (as cited) and the anchor its link lands on. */
export interface CitationJson {
  from: string;
  to: string;
  /** The deepest anchor of `to` that the site has, or null for the top of the law page. */
  anchor: string | null;
}

export interface LawIndexEntry {
  law: number;
  id: string;
  title: Bilingual;
  part: string;
  /** The law's file: `/api/v1/laws/63.json`. */
  file: string;
  page: Bilingual;
  hasText: boolean;
  sections: number;
  paragraphs: number;
}

/** A source file of the texts: its edition and its notice. */
export interface SourceJson {
  file: string;
  kind: 'commentary' | 'law-text';
  title: string;
  author: string;
  translator: string | null;
  edition: string;
  notice: string;
  page: Bilingual;
}

export interface IndexJson {
  $schema: string;
  apiVersion: number;
  /** Changes whenever any file of the data changes (a hash of them all). */
  dataVersion: string;
  /** The absolute origin and base, or the base alone (`/`) where the build has no SITE_URL. */
  site: string;
  notice: Bilingual;
  sources: SourceJson[];
  laws: LawIndexEntry[];
  front: { id: string; title: Bilingual<string | null>; page: Bilingual; complete: boolean; md: Texts }[];
  counts: { laws: number; lawsWithText: number; sections: number; paragraphs: number; citations: number; concordanceEntries: number };
  files: { refs: string; schema: string; laws: string };
}

export interface SectionJson {
  id: string;
  title: Bilingual<string | null>;
  complete: boolean;
  incomplete: ('head' | 'tail')[];
  md: Texts;
  page: Bilingual;
}

export interface ParagraphJson {
  id: string;
  alsoIds: string[];
  order: number;
  complete: boolean;
  incomplete: ('head' | 'tail')[];
  source: Provenance;
  copies: Provenance[];
  /** Russian is the original; English is null where no current translation exists. */
  md: Texts;
  page: Bilingual;
}

export interface ConcordanceJson {
  l1987: string | null;
  l1997: string | null;
  l2017: string | null;
  status: string;
  verified: boolean;
  /** The sections of the complete 2017 text the entry was read in (2017 ids); empty when unread. */
  read: string[];
  /** Why the entry is not verified; null when it is. */
  unverifiedBecause: Bilingual | null;
  note: Bilingual;
  sources: { title: string; url: string; at: string }[];
}

export interface LawJson {
  $schema: string;
  apiVersion: number;
  law: number;
  id: string;
  title: Bilingual;
  part: string;
  page: Bilingual;
  text: { complete: boolean; source: Provenance; sections: SectionJson[] } | null;
  commentary: ParagraphJson[];
  /** The source files of this law's text and commentary. */
  sources: SourceJson[];
  citations: { made: CitationJson[]; received: CitationJson[] };
  concordance: ConcordanceJson[];
  /** What a preview of each place shows (src/lib/embed/preview.ts): by language, then id. */
  previews: Record<'ru' | 'en', Record<string, string>>;
  /** The places the law has, as far as the data tells (src/lib/embed/preview.ts placesOf): a place not listed does not exist. */
  places: Places;
}

export interface RefsJson {
  $schema: string;
  apiVersion: number;
  edges: CitationJson[];
}

const stripAnchors = (md: string) => md.replace(/\s*\{#[^}]+\}/gu, '');
const trimmed = (md: string | null) => (md === null ? null : md.trim());
const pages = (base: string, law: number, anchor?: string): Bilingual => ({ ru: lawUrl(base, 'ru', law, anchor), en: lawUrl(base, 'en', law, anchor) });

/** The sections of one language's law text, by id (an English body split like the Russian one). */
function sectionsOf(md: string | null, law: number): Map<string, string> {
  if (md === null) return new Map();
  return new Map(splitLawText({ law, body: { ru: md, en: null } } as Parameters<typeof splitLawText>[0]).map((s) => [s.id, s.md]));
}

/** A heading `## A. Title {#63A}` in English: its title. */
function englishTitles(md: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of (md ?? '').matchAll(/^#{2,4} (.*?)\s*\{#([^}]+)\}\s*$/gmu)) {
    // A heading that is its letter alone («C.», 64C) has no title: null, as the Russian side says.
    const title = m[1]!.replace(/^[A-Z0-9]+\.\s*/u, '');
    if (title) out.set(m[2]!, title);
  }
  return out;
}

/** One source's entry on the Sources page of a language. */
const sourcesPage = (base: string, lang: 'ru' | 'en', file: string) => url(base, `${lang}/sources/#${file}`);

/** A source's address: a public one as it is; this project's copy (content/sources/<file>) → its entry on the Sources page. */
const sourceUrl = (u: string, base: string) => (/^https?:\/\//u.test(u) ? u : sourcesPage(base, 'ru', u.replace(/^content\/sources\//u, '')));

function sourceJson(s: SourceFacts, base: string): SourceJson {
  return {
    file: s.file,
    kind: s.kind,
    title: s.title,
    author: s.author,
    translator: s.translator ?? null,
    edition: s.edition,
    notice: s.copyright,
    page: { ru: sourcesPage(base, 'ru', s.file), en: sourcesPage(base, 'en', s.file) },
  };
}

function concordanceJson(e: Entry, base: string): ConcordanceJson {
  return {
    l1987: e.l1987,
    l1997: e.l1997,
    l2017: e.l2017,
    status: e.status,
    verified: e.verified,
    read: [...e.read],
    unverifiedBecause: e.unverifiedBecause && { ru: e.unverifiedBecause.ru, en: e.unverifiedBecause.en },
    note: { ru: e.note.ru, en: e.note.en },
    sources: e.sources.map((s) => ({ title: s.source.title, url: sourceUrl(s.source.url, base), at: s.at })),
  };
}

const firstHeading = (md: string | null) => (md === null ? null : (/^#{1,3} (.+)$/mu.exec(md)?.[1]?.trim() ?? null));
const bodyMd = (b: Localized): Texts => ({ ru: stripAnchors(b.ru).trim(), en: trimmed(b.en === null ? null : stripAnchors(b.en)) });

type Paragraphs = SiteIndex['corpus']['commentary'];
const lines = (p: Paragraphs[number]) => [...p.source.lines.matchAll(/\d+/gu)].map((m) => Number(m[0]));
/**
 * Whether a law's commentary ends at its last paragraph: that paragraph is whole, and the source goes
 * on after it with the next law's commentary from its first paragraph (the law's title between): 63 ends
 * at 63.5 (64.1 follows); 64.2's end is lost, and 32.5 is followed by no 33.1, so 64.3 or 32.6 may exist.
 */
function commentaryEnds(own: Paragraphs, next: Paragraphs, n: number): boolean {
  const last = own.at(-1);
  const first = next[0];
  if (!last || !first || last.incomplete.includes('tail') || first.incomplete.includes('head') || first.id !== `${n}.1`) return false;
  return first.source.file === last.source.file && Math.min(...lines(first)) > Math.max(...lines(last));
}

/** Every file of `/api/v1/` (paths relative to it), as JSON values. */
/**
 * `origin`: the site's address (SITE_URL), or null where the build was not told it: `site` is then the base alone.
 * `sources`: the facts of content/sources/manifest.yaml.
 */
export function openData(site: SiteIndex, concordance: Concordance, o: { base: string; origin: string | null; notice: Bilingual; sources: readonly SourceFacts[]; sections2017?: readonly string[] }): Map<string, unknown> {
  const o2017 = o.sections2017 ?? load2017Sections();
  const { base } = o;
  const sources = o.sources.map((s) => sourceJson(s, base));
  const sourcesOf = (files: Set<string>) => sources.filter((s) => files.has(s.file));
  const schemaUrl = url(base, `${API_DIR}/schema.json`);
  const edge = (c: SiteIndex['citations'][number]): CitationJson => ({ from: c.from, to: c.target.id, anchor: c.anchor });
  const files = new Map<string, unknown>();
  const laws: LawJson[] = site.lawPages().map((p) => {
    const t = p.text;
    const en = ownFootnotes(sectionsOf(t?.body.en ?? null, p.n));
    const enTitles = englishTitles(t?.body.en ?? null);
    const ru = ownFootnotes(t ? new Map(splitLawText(t).map((s) => [s.id, s.md])) : new Map<string, string>());
    const entries = lawEntries(concordance, p.n);
    const law: Omit<LawJson, 'previews' | 'places'> = {
      $schema: schemaUrl,
      apiVersion: API_VERSION,
      law: p.n,
      id: String(p.n),
      title: p.title,
      part: p.part,
      page: pages(base, p.n),
      text: t
        ? {
            complete: t.complete,
            source: t.source,
            sections: t.sections.map((s) => ({
              id: s.id,
              title: { ru: s.title, en: enTitles.get(s.id) ?? null },
              complete: s.complete,
              incomplete: s.incomplete,
              md: { ru: (ru.get(s.id) ?? '').trim(), en: trimmed(en.get(s.id) ?? null) },
              page: pages(base, p.n, s.id),
            })),
          }
        : null,
      commentary: p.paragraphs.map((c) => ({
        id: c.id,
        alsoIds: c.alsoIds,
        order: c.order,
        complete: c.complete,
        incomplete: c.incomplete,
        source: c.source,
        copies: c.copies,
        md: bodyMd(c.body),
        page: pages(base, p.n, c.id),
      })),
      sources: sourcesOf(new Set([...(t ? [t.source.file] : []), ...p.paragraphs.flatMap((c) => [c.source.file, ...c.copies.map((x) => x.file)])])),
      citations: {
        made: site.citations.filter((c) => c.fromLaw === p.n).map(edge),
        // Citations of this law's places (1987, the commentary's Code), from anywhere but the place itself.
        received: site.citations.filter((c) => c.target.law === p.n && c.target.edition === null && c.anchor !== c.from).map(edge),
      },
      concordance: [...(entries.whole ? [entries.whole] : []), ...entries.parts].map((e) => concordanceJson(e, base)),
    };
    const next = site.lawPages().find((x) => x.n === p.n + 1)?.paragraphs ?? [];
    const sections2017 = o2017.filter((id) => Ref.parse(id)?.law === p.n);
    return { ...law, previews: previewsOf(law), places: placesOf(law, { sections2017, commentaryEnds: commentaryEnds(p.paragraphs, next, p.n + 1) }) };
  });
  for (const l of laws) files.set(`laws/${l.law}.json`, l);
  const refs: RefsJson = { $schema: schemaUrl, apiVersion: API_VERSION, edges: site.citations.map(edge) };
  files.set('refs.json', refs);

  const hash = createHash('sha256');
  for (const [name, value] of files) hash.update(name).update(JSON.stringify(value));
  const index: IndexJson = {
    $schema: schemaUrl,
    apiVersion: API_VERSION,
    dataVersion: hash.digest('hex').slice(0, 16),
    site: o.origin === null ? url(base) : o.origin.replace(/\/$/u, '') + url(base),
    notice: o.notice,
    sources,
    laws: laws.map((l) => ({
      law: l.law,
      id: l.id,
      title: l.title,
      part: l.part,
      file: url(base, `${API_DIR}/laws/${l.law}.json`),
      page: l.page,
      hasText: l.text !== null || l.commentary.length > 0,
      sections: l.text?.sections.length ?? 0,
      paragraphs: l.commentary.length,
    })),
    front: site.corpus.sections.map((s) => ({
      id: s.id,
      title: { ru: s.title, en: firstHeading(s.body.en) },
      page: { ru: url(base, `ru/${s.id}/`), en: url(base, `en/${s.id}/`) },
      complete: s.complete,
      md: bodyMd(s.body),
    })),
    counts: {
      laws: laws.length,
      lawsWithText: laws.filter((l) => l.text !== null).length,
      sections: laws.reduce((n, l) => n + (l.text?.sections.length ?? 0), 0),
      paragraphs: laws.reduce((n, l) => n + l.commentary.length, 0),
      citations: site.citations.length,
      concordanceEntries: concordance.entries.length,
    },
    files: { refs: url(base, `${API_DIR}/refs.json`), schema: schemaUrl, laws: url(base, `${API_DIR}/laws/{law}.json`) },
  };
  files.set('index.json', index);
  return files;
}

/** The language a reader asked for, if it is one of the site's. */
export const isLang = (s: string | null | undefined): s is Lang => s === 'ru' || s === 'en';
