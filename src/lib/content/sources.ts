import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  report: { encoding: string; lines: number; kept: number; dropped: Record<string, number>; cleaned: Record<string, number> } | undefined;
}

/** Each source file with its manifest facts and the ingest report's figures. */
export function loadSources(content: string): SourceFacts[] {
  const manifest = parseYaml(readFileSync(join(content, 'sources/manifest.yaml'), 'utf8')).sources as Omit<SourceFacts, 'report'>[];
  const report = JSON.parse(readFileSync(join(content, 'ingest-report.json'), 'utf8'));
  return manifest.map((m) => ({ ...m, report: report.sources.find((s: { file: string }) => s.file === m.file) }));
}

/** One correction of a source, with the place it lands in (from the ingest report). */
export interface Correction {
  kind: 'erratum' | 'note';
  file: string;
  line: number;
  /** Erratum: the source's text and the corrected one; note: the words it follows and the note. */
  source: string;
  shown: string;
  /** Paragraph or law section ids the line is kept in (`64.2`, `65C`), as the report says. */
  places: string[];
}

/** Every erratum and editorial note of `sources/overrides.yaml`, in file and line order. */
export function loadCorrections(content: string): Correction[] {
  const overrides = parseYaml(readFileSync(join(content, 'sources/overrides.yaml'), 'utf8')) ?? {};
  const report = JSON.parse(readFileSync(join(content, 'ingest-report.json'), 'utf8'));
  const placesOf = (file: string, line: number): string[] => {
    const run = (report.lines[file] as [number, number, string, string][] | undefined)?.find(([from, to]) => from <= line && line <= to);
    return run && run[2] === 'kept' ? run[3].split('; ').map((label) => /^(?:\d+\.\d+|\d+[A-H][0-9a-z]*)$/u.exec(label)?.[0] ?? '').filter(Boolean) : [];
  };
  type Entry = { file: string; line: number; wrong?: string; right?: string; after?: string; note?: string };
  const errata = ((overrides.errata ?? []) as Entry[]).map((e) => ({ kind: 'erratum' as const, file: e.file, line: e.line, source: e.wrong!, shown: e.right!, places: placesOf(e.file, e.line) }));
  const notes = ((overrides.notes ?? []) as Entry[]).map((n) => ({ kind: 'note' as const, file: n.file, line: n.line, source: n.after!, shown: n.note!, places: placesOf(n.file, n.line) }));
  return [...errata, ...notes].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
