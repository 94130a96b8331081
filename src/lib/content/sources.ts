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
