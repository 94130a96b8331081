/**
 * The concordance of editions (content/catalogue/editions.yaml): each provision of the
 * 1987 Code, and each provision new since, read against the 1997 and 2017 Laws.
 *
 * `parseConcordance` checks the file as it reads it and throws one line naming the
 * entry and what is wrong; `Concordance` answers the site's questions (the entry of a
 * 1987 id, the entries of a 2017 id, what a law's page and a paragraph's marker show).
 * Plain TypeScript, no Astro.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord, nonEmpty, parseCatalogueYaml } from './check-yaml.ts';
import { Ref, type Lang } from '../refs/index.ts';

export const STATUSES = ['unchanged', 'renumbered', 'changed', 'new', 'removed'] as const;
export type Status = (typeof STATUSES)[number];
/** The editions a concordance entry names, beside the 1987 Code the commentary explains. */
export const LATER_EDITIONS = ['1997', '2017'] as const;
export type LaterEdition = (typeof LATER_EDITIONS)[number];

export interface Bilingual {
  readonly ru: string;
  readonly en: string;
}

/**
 * The edition of the Laws whose text a source holds (the commentary sources: the 1987 Code
 * they explain); `unknown` when nothing in the source proves one.
 */
export const SOURCE_EDITIONS = ['1987', '1997', '2007', '2017', 'unknown'] as const;
export type SourceEdition = (typeof SOURCE_EDITIONS)[number];

export interface SourceMarker {
  /** The provisions (as numbered in the source's edition) whose text proves the edition. */
  readonly ids: readonly string[];
  /** What the source shows there, in this project's words. */
  readonly en: string;
  /**
   * A page that shows none of the 2017-only features itself but belongs to the same series
   * (one site, one edition) as this source, which does.
   */
  readonly series?: string;
}

export interface SourceDoc {
  readonly key: string;
  readonly title: string;
  /** The same title in Russian (`ru`), for the Russian pages; the title itself where none is given. */
  readonly titleRu: string;
  /** A public address, or a file of content/sources/ (this project's own copy). */
  readonly url: string;
  readonly edition: SourceEdition;
  /** Why the source is of that edition. */
  readonly marker: SourceMarker;
}

/** A feature only the 2017 Laws have: a source showing one is proven to hold the 2017 text. */
export interface Only2017 {
  readonly id: string;
  readonly en: string;
}

export interface EntrySource {
  readonly source: SourceDoc;
  /** Where in the document: a law, a paragraph, a page. */
  readonly at: string;
}

export interface Entry {
  /** The 1987 id (`64A1`, `27`), or null for a provision new since 1987. */
  readonly l1987: string | null;
  readonly l1997: string | null;
  /** The counterpart in the 2017 Laws, or null when it was removed. */
  readonly l2017: string | null;
  readonly status: Status;
  /** Read in the complete 2017 text (`Concordance.complete2017`) at `read`, the status judged against the 1987 Code. */
  readonly verified: boolean;
  /** The sections of the complete 2017 text the entry was read in (2017 ids), in file order; empty when unread. */
  readonly read: readonly string[];
  /** The source of the complete 2017 text the `read` sections are of (listed among `sources` too); null if unread. */
  readonly readIn: SourceDoc | null;
  /** Why the entry is not verified (what could not be read or compared); null for a verified entry. */
  readonly unverifiedBecause: Bilingual | null;
  readonly note: Bilingual;
  /** The note is the file's general "not checked" note: the entry has none of its own. */
  readonly noteIsDefault: boolean;
  readonly sources: readonly EntrySource[];
  /** Stable anchor of the entry's row on the concordance page. */
  readonly key: string;
}

export interface Concordance {
  readonly entries: readonly Entry[];
  readonly sources: readonly SourceDoc[];
  /** The key of the source that holds the complete 2017 text, which entries' `read` sections are of; null if none. */
  readonly complete2017: string | null;
  /** The features only the 2017 Laws have, by which a source is proven to be 2017. */
  readonly only2017: readonly Only2017[];
  /**
   * The official text: `url`, the WBF's document; `perLaw`, when set, the address of one law of
   * the 2017 text in a reliable per-law copy, with `{law}` for the law's number.
   */
  readonly official: { readonly url: string; readonly perLaw: string | null } & Bilingual;
  /** The entry of a 1987 id, exactly. */
  of1987(id: string): Entry | undefined;
  /** The entries whose 2017 counterpart is `id`. */
  of2017(id: string): Entry[];
}

const QUOTE_RE = /[«"“]([^»"”]*)[»"”]/gu;
/** The Laws are copyrighted: a note may quote at most this many words at once. */
export const MAX_QUOTED_WORDS = 6;


function bilingual(v: unknown, where: string): Bilingual {
  if (!isRecord(v) || !nonEmpty(v.ru) || !nonEmpty(v.en)) throw new Error(`${where}: needs a non-empty ru and en`);
  for (const lang of ['ru', 'en'] as const) {
    for (const m of (v[lang] as string).matchAll(QUOTE_RE)) {
      const words = m[1]!.trim().split(/\s+/u).filter(Boolean).length;
      if (words > MAX_QUOTED_WORDS) throw new Error(`${where}: the ${lang} text quotes ${words} words at once (at most ${MAX_QUOTED_WORDS}): «${m[1]}»`);
    }
  }
  return { ru: v.ru as string, en: v.en as string };
}

/** A law-text id in canonical form (`64A1`, `27B1a`, `23`), or null for null. */
function lawId(v: unknown, where: string): string | null {
  if (v === null || v === undefined) return null;
  const ref = typeof v === 'string' ? Ref.parse(v) : null;
  if (!ref || ref.kind !== 'law' || ref.id !== v) throw new Error(`${where}: ${JSON.stringify(v)} is not a canonical law id (like 64A1)`);
  return v;
}

/**
 * Parse and check editions.yaml. `contentDir` is where a source naming a file of
 * content/sources/ must exist. Throws `editions.yaml entry N (id): …` on the first problem.
 */
export function parseConcordance(text: string, contentDir: string): Concordance {
  const data = parseCatalogueYaml(text, 'editions.yaml');
  if (!isRecord(data)) throw new Error('editions.yaml: expected a mapping with unchecked, official, sources and entries');
  const unchecked = bilingual(data.unchecked, 'editions.yaml unchecked');
  const off = data.official;
  if (!isRecord(off) || typeof off.url !== 'string' || !/^https:\/\//u.test(off.url)) throw new Error('editions.yaml official: needs an https url');
  const perLaw = off.perLaw ?? null;
  if (perLaw !== null && (typeof perLaw !== 'string' || !/^https:\/\/[^{}]*\{law\}[^{}]*$/u.test(perLaw))) {
    throw new Error('editions.yaml official.perLaw: needs an https url with one {law}');
  }
  const official = { url: off.url, perLaw, ...bilingual(off, 'editions.yaml official') };

  if (!Array.isArray(data.only2017) || data.only2017.length === 0) throw new Error('editions.yaml only2017: expected a list of {id, en}, the features only the 2017 Laws have');
  const only2017 = data.only2017.map((raw: unknown, i: number): Only2017 => {
    const where = `editions.yaml only2017 ${i + 1}`;
    if (!isRecord(raw) || !nonEmpty(raw.en)) throw new Error(`${where}: needs an id and en`);
    return { id: lawId(raw.id, `${where} id`) ?? '', en: raw.en };
  });
  const only2017Ids = new Set(only2017.map((f) => f.id));
  if (only2017Ids.has('')) throw new Error('editions.yaml only2017: every feature needs an id');

  if (!isRecord(data.sources)) throw new Error('editions.yaml sources: expected a mapping of key → {title, url, edition, marker}');
  const sources = new Map<string, SourceDoc>();
  const seriesOf: [string, string][] = [];
  for (const [key, raw] of Object.entries(data.sources)) {
    const where = `editions.yaml source ${key}`;
    if (!isRecord(raw) || !nonEmpty(raw.title) || !nonEmpty(raw.url)) throw new Error(`${where}: needs a title and a url`);
    const url = raw.url;
    if (/^https?:\/\//u.test(url)) {
      // a public address
    } else if (/^content\/sources\/[^/]+$/u.test(url)) {
      if (!existsSync(join(contentDir, url.slice('content/'.length)))) throw new Error(`${where}: ${url} does not exist`);
    } else {
      throw new Error(`${where}: url must be http(s):// or content/sources/<file>, got ${url}`);
    }
    const edition = raw.edition as SourceEdition;
    if (!(SOURCE_EDITIONS as readonly unknown[]).includes(edition)) {
      throw new Error(`${where}: edition must be one of ${SOURCE_EDITIONS.map((e) => `"${e}"`).join(', ')} (the edition its text is)`);
    }
    const m = raw.marker;
    if (!isRecord(m) || !Array.isArray(m.ids) || !nonEmpty(m.en)) throw new Error(`${where}: needs a marker {ids, en}: the provisions that prove its edition and what it shows there`);
    if (m.ids.length === 0 && edition !== 'unknown') throw new Error(`${where}: the marker names no provision`);
    const ids = m.ids.map((id: unknown, k: number) => lawId(id, `${where} marker id ${k + 1}`) ?? '');
    if (m.series !== undefined && (typeof m.series !== 'string' || edition !== '2017')) throw new Error(`${where}: marker.series names another 2017 source of the same series`);
    if (edition === '2017') {
      const proof = ids.filter((id: string) => only2017Ids.has(id));
      if (proof.length === 0) {
        throw new Error(`${where}: labelled 2017, but its marker names no feature only 2017 has (${[...only2017Ids].join(', ')}); label it with the edition it shows`);
      }
      if (typeof m.series === 'string') seriesOf.push([key, m.series]);
    }
    const marker: SourceMarker = { ids, en: m.en, ...(typeof m.series === 'string' ? { series: m.series } : {}) };
    sources.set(key, { key, title: raw.title, titleRu: nonEmpty(raw.ru) ? raw.ru : raw.title, url, edition, marker });
  }
  for (const [key, series] of seriesOf) {
    const other = sources.get(series);
    if (!other || other === sources.get(key) || other.edition !== '2017' || other.marker.series !== undefined) {
      throw new Error(`editions.yaml source ${key}: marker.series ${series} must be another 2017 source that shows its marker itself`);
    }
    const missing = sources.get(key)!.marker.ids.filter((id) => only2017Ids.has(id) && !other.marker.ids.includes(id));
    if (missing.length > 0) throw new Error(`editions.yaml source ${key}: ${series} does not show ${missing.join(', ')}`);
  }

  const completeKey = data.complete2017 ?? null;
  let complete: SourceDoc | null = null;
  if (completeKey !== null) {
    complete = typeof completeKey === 'string' ? (sources.get(completeKey) ?? null) : null;
    if (!complete) throw new Error(`editions.yaml complete2017: ${String(completeKey)} is not a source`);
    if (complete.edition !== '2017' || complete.marker.series !== undefined) {
      throw new Error(`editions.yaml complete2017: ${complete.key} must be a source proven to hold the 2017 text (it is ${complete.edition}${complete.marker.series ? `, proven only by its series` : ''})`);
    }
  }

  if (!Array.isArray(data.entries) || data.entries.length === 0) throw new Error('editions.yaml entries: expected a non-empty list');
  const used = new Set<string>();
  const entries = data.entries.map((raw: unknown, i: number): Entry => {
    let where = `editions.yaml entry ${i + 1}`;
    if (!isRecord(raw)) throw new Error(`${where}: expected a mapping`);
    where += ` (${String(raw.l1987 ?? `new ${String(raw.l2017)}`)})`;
    const l1987 = lawId(raw.l1987, `${where} l1987`);
    const l1997 = lawId(raw.l1997, `${where} l1997`);
    const l2017 = lawId(raw.l2017, `${where} l2017`);
    const status = raw.status as Status;
    if (!(STATUSES as readonly unknown[]).includes(status)) throw new Error(`${where}: status must be one of ${STATUSES.join(', ')}`);
    if (typeof raw.verified !== 'boolean') throw new Error(`${where}: verified must be true or false`);
    const rule: Record<Status, [boolean, string]> = {
      unchanged: [l1987 !== null && l2017 === l1987, 'unchanged needs the same 1987 and 2017 id'],
      renumbered: [l1987 !== null && l2017 !== null && l2017 !== l1987, 'renumbered needs a 2017 id other than the 1987 one'],
      changed: [l1987 !== null && l2017 !== null, 'changed needs a 1987 and a 2017 id'],
      new: [l1987 === null && l2017 !== null, 'new needs no 1987 id and a 2017 id'],
      removed: [l1987 !== null && l2017 === null, 'removed needs a 1987 id and no 2017 id'],
    };
    const [ok, why] = rule[status];
    if (!ok) throw new Error(`${where}: ${why}`);
    const key = l1987 !== null ? l1987 : `2017-${l2017}`;
    if (used.has(key)) throw new Error(`${where}: a second entry for ${l1987 ?? `new 2017 ${l2017}`}`);
    used.add(key);
    const noteIsDefault = raw.note === undefined;
    if (noteIsDefault && (raw.verified || status !== 'unchanged')) throw new Error(`${where}: needs a note (only an unverified unchanged entry may go without)`);
    const note = noteIsDefault ? unchecked : bilingual(raw.note, `${where} note`);
    const list = raw.sources ?? [];
    if (!Array.isArray(list)) throw new Error(`${where}: sources must be a list`);
    const entrySources = list.map((s: unknown, k: number): EntrySource => {
      if (!isRecord(s) || typeof s.source !== 'string' || !nonEmpty(s.at)) throw new Error(`${where} source ${k + 1}: needs source and at`);
      const doc = sources.get(s.source);
      if (!doc) throw new Error(`${where} source ${k + 1}: unknown source ${s.source} (known: ${[...sources.keys()].join(', ')})`);
      return { source: doc, at: s.at };
    });
    const read = readSections(raw.read, l2017 ?? l1987!, where);
    if (read.length > 0) {
      if (!complete) throw new Error(`${where}: read needs complete2017, the source holding the complete 2017 text`);
      entrySources.push({ source: complete, at: read.join(', ') });
    }
    if (raw.verified && read.length === 0) throw new Error(`${where}: verified, but names no section of the complete 2017 text it was read in (read)`);
    let unverifiedBecause: Bilingual | null = null;
    if (raw.verified && raw.unverifiedBecause !== undefined) throw new Error(`${where}: verified, so gives no unverifiedBecause`);
    if (!raw.verified) {
      if (raw.unverifiedBecause === undefined) throw new Error(`${where}: not verified, so needs unverifiedBecause {ru, en}: what could not be read or compared`);
      unverifiedBecause = bilingual(raw.unverifiedBecause, `${where} unverifiedBecause`);
    }
    return { l1987, l1997, l2017, status, verified: raw.verified, read, readIn: read.length > 0 ? complete : null, unverifiedBecause, note, noteIsDefault, sources: entrySources, key };
  });
  checkWholesAndParts(entries);
  return makeConcordance(entries, [...sources.values()], complete?.key ?? null, only2017, official);
}

/** The ids `id` is a part of (63A4 → 63A, 63), none for null. */
const wholesOf = (id: string | null): string[] => (id === null ? [] : (Ref.parse(id)?.ancestors().map((r) => r.id) ?? []));

/** `part` is an entry of a subsection of `whole`'s 1987 id, or new since 1987 under its 2017 id. */
function isPartOf(part: Entry, whole: Entry): boolean {
  if (part === whole) return false;
  if (whole.l1987 !== null && wholesOf(part.l1987).includes(whole.l1987)) return true;
  return part.l1987 === null && whole.l2017 !== null && wholesOf(part.l2017).includes(whole.l2017);
}

/**
 * A whole law (or section) and its parts say one thing: its parts are the entries of its 1987
 * subsections, and the provisions new since 1987 under its 2017 id. An unchanged (or renumbered,
 * or removed) whole claims every part kept its effect, so it is verified only when each part is;
 * a changed whole stands on one verified part that changed. An unchanged whole has no part that
 * changed, is new or was removed.
 */
function checkWholesAndParts(entries: readonly Entry[]): void {
  entries.forEach((whole, i) => {
    const parts = entries.filter((p) => isPartOf(p, whole));
    const where = `editions.yaml entry ${i + 1} (${whole.l1987 ?? `new ${String(whole.l2017)}`})`;
    const moved = parts.find((p) => whole.status === 'unchanged' && p.status !== 'unchanged' && p.status !== 'renumbered');
    if (moved) throw new Error(`${where}: unchanged, but its part ${moved.key} is ${moved.status}: a whole with a changed part is changed`);
    const open = parts.find((p) => !p.verified);
    if (!whole.verified || !open) return;
    if (whole.status === 'changed' && parts.some((p) => p.verified && p.status !== 'unchanged')) return;
    throw new Error(`${where}: verified, but its part ${open.key} is not: a whole is verified only when its parts are (a changed whole when a verified part changed)`);
  });
}

/**
 * An entry's `read`: canonical 2017 ids, at least one of them in the law of the entry's
 * counterpart (`own`: its 2017 id, or its 1987 id for a removed provision).
 */
function readSections(v: unknown, own: string, where: string): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length === 0) throw new Error(`${where}: read must be a non-empty list of 2017 ids`);
  const ids = v.map((id: unknown, k: number) => lawId(id, `${where} read ${k + 1}`) ?? '');
  const law = Ref.parse(own)?.law;
  if (!ids.some((id) => Ref.parse(id)?.law === law)) throw new Error(`${where}: read names no section of Law ${String(law)}`);
  return ids;
}

function makeConcordance(entries: Entry[], sources: SourceDoc[], complete2017: string | null, only2017: Only2017[], official: Concordance['official']): Concordance {
  const by1987 = new Map(entries.filter((e) => e.l1987 !== null).map((e) => [e.l1987!, e]));
  const by2017 = new Map<string, Entry[]>();
  for (const e of entries) if (e.l2017 !== null) by2017.set(e.l2017, [...(by2017.get(e.l2017) ?? []), e]);
  return {
    entries,
    sources,
    complete2017,
    only2017,
    official,
    of1987: (id) => by1987.get(id),
    of2017: (id) => by2017.get(id) ?? [],
  };
}

let sections2017: string[] | undefined;

/** The section ids of the complete 2017 Laws (content/catalogue/sections-2017.txt), read once per build. */
export function load2017Sections(content = join(process.cwd(), 'content')): string[] {
  sections2017 ??= readFileSync(join(content, 'catalogue/sections-2017.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return sections2017;
}

let cached: Concordance | undefined;

/** The concordance of content/catalogue/editions.yaml, read once per build. */
export function loadConcordance(content = join(process.cwd(), 'content')): Concordance {
  cached ??= parseConcordance(readFileSync(join(content, 'catalogue/editions.yaml'), 'utf8'), content);
  return cached;
}

// ---------------------------------------------------------------------------
// What the site shows
// ---------------------------------------------------------------------------

const lawNumber = (id: string | null): number | null => (id === null ? null : (Ref.parse(id)?.law ?? null));
/** The law an entry belongs to: its 1987 id's (64 for 64A1), or a new provision's 2017 id's. */
const entryLaw = (e: Entry): number | null => lawNumber(e.l1987) ?? lawNumber(e.l2017);

/** The whole law's entry and the entries of its parts, in file order. */
export function lawEntries(c: Concordance, law: number): { whole: Entry | undefined; parts: Entry[] } {
  const whole = c.of1987(String(law));
  const parts = c.entries.filter((e) => e !== whole && entryLaw(e) === law);
  return { whole, parts };
}

/**
 * The entries a paragraph depends on that changed since 1987: for each law id it
 * cites, its own entry, or else its nearest ancestor's; kept when the status is not
 * `unchanged`. In first-cited order, each once.
 */
export function changedEntriesFor(c: Concordance, citedIds: readonly string[]): Entry[] {
  const out: Entry[] = [];
  for (const id of citedIds) {
    const ref = Ref.parse(id);
    if (!ref || ref.kind !== 'law') continue;
    const entry = [ref, ...ref.ancestors()].map((r) => c.of1987(r.id)).find((e) => e !== undefined);
    if (entry && entry.status !== 'unchanged' && !out.includes(entry)) out.push(entry);
  }
  // A whole beside a changed part of it says less than the part: the part alone is shown.
  return out.filter((whole) => !out.some((p) => isPartOf(p, whole)));
}

/** Coverage figures: entries, per status, verified share, sources used. */
export function coverage(c: Concordance): { entries: number; byStatus: Record<Status, number>; verified: number; sourcesUsed: string[] } {
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, c.entries.filter((e) => e.status === s).length])) as Record<Status, number>;
  const used = new Set(c.entries.flatMap((e) => e.sources.map((s) => s.source.key)));
  return { entries: c.entries.length, byStatus, verified: c.entries.filter((e) => e.verified).length, sourcesUsed: c.sources.filter((s) => used.has(s.key)).map((s) => s.key) };
}

/**
 * The concordance is shown in pages of the Code's chapters, by 1987 law number (a new
 * provision by its 2017 one): each page's table, with the page's HTML and its CSS, stays in
 * the first TCP window (14 KB gzip), which the whole table (170 rows, 16.8 KB) did not.
 * Slugs are URLs (`/ru/editions/61-71/`): they must not change; a page split in two keeps its
 * slug as a page that sends on to the new ones (MOVED_GROUPS).
 */
export const EDITION_GROUPS = [
  { slug: '1-16', from: 1, to: 16 },
  { slug: '17-27', from: 17, to: 27 },
  { slug: '28-40', from: 28, to: 40 },
  { slug: '41-50', from: 41, to: 50 },
  { slug: '51-60', from: 51, to: 60 },
  { slug: '61-71', from: 61, to: 71 },
  { slug: '72-93', from: 72, to: 93 },
] as const;
export type EditionGroup = (typeof EDITION_GROUPS)[number];

/**
 * Pages that were split when they outgrew the first window (17-40 and 41-60 after issue 34's
 * entries): their slugs stay URLs, each a small page that lists the pages its rows are on now
 * and sends an anchor into it (`#e-27B`) on to the row's page.
 */
export const MOVED_GROUPS = [
  { slug: '17-40', from: 17, to: 40 },
  { slug: '41-60', from: 41, to: 60 },
] as const;
export type MovedGroup = (typeof MOVED_GROUPS)[number];

/** The pages an old page's rows are on now, in order. */
export const groupsOfMoved = (m: MovedGroup): EditionGroup[] => EDITION_GROUPS.filter((g) => g.from >= m.from && g.to <= m.to);

/** The page of the concordance an entry's row is on. */
export function groupOf(e: Entry): EditionGroup {
  const n = entryLaw(e);
  const g = EDITION_GROUPS.find((x) => n !== null && n >= x.from && n <= x.to);
  if (!g) throw new Error(`editions.yaml: entry ${e.key} has no law number in 1–93`);
  return g;
}

/** The concordance index of a language (coverage, the filter, the pages). */
export const editionsPage = (lang: Lang, base: string): string => `${base.endsWith('/') ? base : `${base}/`}${lang}/editions/`;

import { editionAnchor } from './edition-anchor.ts';

export { editionAnchor };

/** An entry's row anchor: its 1987 id's, or for a provision new since 1987 its 2017 id's. */
export const rowAnchor = (e: Entry): string => (e.l1987 !== null ? editionAnchor('1987', e.l1987) : editionAnchor('2017', e.l2017!));

export interface RowAnchors {
  /** The row's own anchor: `e-64A1`, or `y2017-23` for a provision new in 2017. */
  readonly anchor: string;
  /** The first row holding a 1997 / 2017 id carries that id's anchor too (`y2017-64B7`). */
  readonly y1997?: string;
  readonly y2017?: string;
}

const anchorsCache = new WeakMap<Concordance, { byEntry: Map<Entry, RowAnchors>; pageOf: Map<string, EditionGroup> }>();

/** Every row's anchors, and the page each anchor is on. */
export function rowAnchors(c: Concordance): { byEntry: Map<Entry, RowAnchors>; pageOf: Map<string, EditionGroup> } {
  const cached = anchorsCache.get(c);
  if (cached) return cached;
  const byEntry = new Map<Entry, RowAnchors>();
  const pageOf = new Map<string, EditionGroup>();
  for (const e of c.entries) {
    const anchor = rowAnchor(e);
    const row: { anchor: string; y1997?: string; y2017?: string } = { anchor };
    pageOf.set(anchor, groupOf(e));
    for (const [ed, id] of [['1997', e.l1997], ['2017', e.l2017]] as const) {
      if (id === null) continue;
      const a = editionAnchor(ed, id);
      if (pageOf.has(a)) continue;
      pageOf.set(a, groupOf(e));
      row[ed === '1997' ? 'y1997' : 'y2017'] = a;
    }
    byEntry.set(e, row);
  }
  const out = { byEntry, pageOf };
  anchorsCache.set(c, out);
  return out;
}

/** The address of a concordance page: `/ru/editions/61-71/`. */
export const editionGroupPage = (g: EditionGroup, lang: Lang, base: string): string => `${editionsPage(lang, base)}${g.slug}/`;

/** The address of a row anchor (`e-61B`, `y2017-64B7`) on its page; the index when no row has it. */
export function editionRowHref(c: Concordance, anchor: string, lang: Lang, base: string): string {
  const g = rowAnchors(c).pageOf.get(anchor);
  return g ? `${editionGroupPage(g, lang, base)}#${anchor}` : editionsPage(lang, base);
}

/**
 * Where a ref typed with an edition (2017:64A1) lands: the concordance row of its
 * deepest id that some entry has as that edition's counterpart; else the index.
 */
export function editionHref(c: Concordance, ref: Ref, lang: Lang, base: string): string {
  const edition = ref.edition;
  if (edition === null) return editionsPage(lang, base);
  const { pageOf } = rowAnchors(c);
  const anchor = [ref, ...ref.ancestors()].map((r) => editionAnchor(edition, r.localId)).find((a) => pageOf.has(a));
  return anchor === undefined ? editionsPage(lang, base) : editionRowHref(c, anchor, lang, base);
}
