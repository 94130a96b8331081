import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { parseYaml } from './parse-yaml.ts';

export interface SourceFacts {
  file: string;
  kind: 'commentary' | 'law-text';
  title: string;
  author: string;
  translator?: string;
  edition: string;
  copyright: string;
  notes?: string;
  /** The same facts in Russian, for the Russian pages (manifest `ru`). */
  ru?: Partial<Pick<SourceFacts, 'author' | 'edition' | 'copyright' | 'notes'>>;
  report: { encoding: string; lines: number; kept: number; dropped: Record<string, number>; cleaned: Record<string, number> } | undefined;
}

type Report = NonNullable<SourceFacts['report']>;

/** The figures of a book's pages as one: lines, kept and dropped added up. */
function addUp(pages: (Report & { file: string })[]): Report | undefined {
  if (!pages.length) return undefined;
  const sum = (k: 'dropped' | 'cleaned') => {
    const out: Record<string, number> = {};
    for (const p of pages) for (const [r, n] of Object.entries(p[k])) out[r] = (out[r] ?? 0) + n;
    return out;
  };
  return {
    encoding: [...new Set(pages.map((p) => p.encoding))].join(', '),
    lines: pages.reduce((n, p) => n + p.lines, 0),
    kept: pages.reduce((n, p) => n + p.kept, 0),
    dropped: sum('dropped'),
    cleaned: sum('cleaned'),
  };
}

/** Each source with its manifest facts and the ingest report's figures (a book in pages: its pages' figures together). */
export function loadSources(content: string): SourceFacts[] {
  const manifest = parseYaml(readFileSync(join(content, 'sources/manifest.yaml'), 'utf8')).sources as (Omit<SourceFacts, 'report' | 'file'> & { file?: string; pages?: string | string[] })[];
  const report = JSON.parse(readFileSync(join(content, 'ingest-report.json'), 'utf8')) as { sources: (Report & { file: string })[] };
  return manifest.map(({ pages, ...m }) => {
    if (pages === undefined) return { ...m, file: m.file!, report: report.sources.find((s) => s.file === m.file) };
    const isPage = typeof pages === 'string' ? picomatch(pages) : (f: string) => pages.includes(f);
    return { ...m, file: typeof pages === 'string' ? pages : pages[0]!, report: addUp(report.sources.filter((s) => isPage(s.file))) };
  });
}

/** A source's facts as a page in `lang` shows them: the manifest's Russian ones on a Russian page, where given. */
export function sourceFactsIn(s: SourceFacts, lang: 'ru' | 'en'): SourceFacts {
  return lang === 'ru' && s.ru ? { ...s, ...s.ru } : s;
}

/**
 * The language a fact of `sourceFactsIn(s, lang)` is written in: Russian where the
 * manifest gives it in Russian and the page is Russian, English otherwise (the
 * manifest's own facts are English), so a page can mark what stays in English.
 */
export const factLang = (s: SourceFacts, key: keyof NonNullable<SourceFacts['ru']>, lang: 'ru' | 'en'): 'ru' | 'en' => (lang === 'ru' && s.ru?.[key] ? 'ru' : 'en');

/** One correction of a source (on every line it is made: a text printed twice has two), with the places it lands in. */
export interface Correction {
  kind: 'erratum' | 'note';
  file: string;
  lines: number[];
  /** Erratum: the source's text and the corrected one; note: the words it follows and the note. */
  source: string;
  shown: string;
  /** Paragraph or law section ids its lines are kept in (`64.2`, `65C`), as the ingest report says. */
  places: string[];
}

/** Every erratum and editorial note of `sources/overrides.yaml`, in file and line order. */
export function loadCorrections(content: string): Correction[] {
  const overrides = parseYaml(readFileSync(join(content, 'sources/overrides.yaml'), 'utf8')) ?? {};
  const report = JSON.parse(readFileSync(join(content, 'ingest-report.json'), 'utf8'));
  const placesOf = (file: string, line: number): string[] => {
    const run = (report.lines[file] as [number, number, string, string][] | undefined)?.find(([from, to]) => from <= line && line <= to);
    if (!run || run[2] !== 'kept') return [];
    return run[3].split('; ').filter((label) => /^(?:\d+\.\d+|\d+[A-H][0-9a-z]*)$/u.test(label));
  };
  /** A line kept in two places (the end of one section, the start of the next): the place whose text has the mark. */
  const markedIn = (id: string, mark: string): boolean => {
    const law = /^\d+/u.exec(id)![0];
    if (id.includes('.')) return readFileSync(join(content, `commentary/ru/${law}/${id}.md`), 'utf8').includes(mark);
    const text = readFileSync(join(content, `laws/ru/${law}.md`), 'utf8');
    const own = text.split(/^(?=#{2,4} )/mu).find((part) => part.includes(`{#${id}}`)) ?? '';
    return own.includes(mark);
  };
  type Entry = { file: string; line: number; wrong?: string; right?: string; after?: string; note?: string };
  const out: Correction[] = [];
  const add = (kind: Correction['kind'], e: Entry, source: string, shown: string) => {
    const same = out.find((c) => c.kind === kind && c.file === e.file && c.source === source && c.shown === shown);
    const all = placesOf(e.file, e.line);
    const mark = kind === 'erratum' ? `:erratum[${shown}]` : ':ednote[';
    const places = all.length > 1 ? all.filter((id) => markedIn(id, mark)) : all;
    if (same) {
      same.lines.push(e.line);
      same.places.push(...places.filter((p) => !same.places.includes(p)));
    } else out.push({ kind, file: e.file, lines: [e.line], source, shown, places });
  };
  for (const e of (overrides.errata ?? []) as Entry[]) add('erratum', e, e.wrong!, e.right!);
  for (const n of (overrides.notes ?? []) as Entry[]) add('note', n, n.after!, n.note!);
  for (const c of out) c.lines.sort((a, b) => a - b);
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.lines[0]! - b.lines[0]!);
}
