import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { parse } from 'yaml';
import { parseOverrides } from '../../scripts/ingest/config.ts';
import { ingest, type IngestResult } from '../../scripts/ingest/run.ts';
import type { ManifestEntry, SourceKind } from '../../scripts/ingest/types.ts';

export const FIXTURES = join(import.meta.dirname, '../fixtures/ingest');

export interface Fixture {
  name: string;
  dir: string;
  inputs: { file: string; text: string }[];
  /** Markup sources (`input.fb2`, `input.fb2.zip`, `input.html`, `page-2.htm`, `input.epub`): their bytes as they are, never re-encoded. */
  markup: { file: string; bytes: Uint8Array }[];
  kind: SourceKind;
  overridesYaml: string;
  /** A book in pages (`pages:` of fixture.yaml, a glob or a list): its page files are one source. */
  pages?: string | string[];
}

/**
 * A fixture folder: `input*.txt` (UTF-8) and markup sources (`input*.fb2`, `.html`, …, as bytes), optional `fixture.yaml` (kind, overrides, and `pages`: a
 * glob or list of the page files, `page-*.txt`, that are one book), `expected.md`.
 */
export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = join(FIXTURES, d.name);
      const meta = existsSync(join(dir, 'fixture.yaml')) ? (parse(readFileSync(join(dir, 'fixture.yaml'), 'utf8')) ?? {}) : {};
      const inputs = readdirSync(dir)
        .filter((f) => /^(?:input|page).*\.txt$/u.test(f))
        .sort()
        .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
      const markup = readdirSync(dir)
        .filter((f) => /^(?:input|page).*\.(?:fb2|fb2\.zip|html?|xhtml|epub)$/u.test(f))
        .sort()
        .map((file) => ({ file, bytes: new Uint8Array(readFileSync(join(dir, file))) }));
      return {
        name: d.name,
        dir,
        inputs,
        markup,
        kind: (meta.kind ?? 'commentary') as SourceKind,
        overridesYaml: meta.overrides ? JSON.stringify(meta.overrides) : '',
        ...(meta.pages ? { pages: meta.pages as string | string[] } : {}),
      };
    });
}

export type Encoding = 'utf-8' | 'utf-8-bom' | 'windows-1251' | 'koi8-r';
export type LineEnd = '\n' | '\r\n' | '\r';

export function encode(text: string, encoding: Encoding, eol: LineEnd): Uint8Array {
  const t = text.replace(/\r\n|\r|\n/gu, eol);
  if (encoding === 'utf-8') return new Uint8Array(Buffer.from(t, 'utf8'));
  if (encoding === 'utf-8-bom') return new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t, 'utf8')]));
  return new Uint8Array(iconv.encode(t, encoding));
}

export function manifestFor(files: string[], kind: SourceKind, pages?: string | string[]): ManifestEntry[] {
  const entry = (file: string) => ({ file, kind, title: 't', author: 'a', edition: 'e', copyright: 'c' });
  if (!pages) return files.map(entry);
  const book = { ...entry(typeof pages === 'string' ? pages : pages[0]!), pages };
  return [book, ...files.filter((f) => !f.startsWith('page')).map(entry)];
}

export function runFixture(f: Fixture, encoding: Encoding = 'utf-8', eol: LineEnd = '\n'): IngestResult {
  const sources = [...f.inputs.map((i) => ({ file: i.file, bytes: encode(i.text, encoding, eol) })), ...f.markup];
  const overrides = parseOverrides(f.overridesYaml || '{}', join(f.dir, 'fixture.yaml'));
  return ingest(sources, manifestFor(sources.map((i) => i.file).sort(), f.kind, f.pages), overrides);
}

/** Outputs as one reviewable document: each generated markdown file, then the report's counts. */
export function render(result: IngestResult): string {
  const files = [...result.outputs.entries()]
    .filter(([path]) => path.endsWith('.md'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, content]) => `<!-- ${path} -->\n${content}`);
  const { totals, warnings, titleBlocks } = result.report;
  const report = { lines: totals.lines, kept: totals.kept, dropped: totals.dropped, cleaned: totals.cleaned, ...(warnings.length ? { warnings } : {}), ...(titleBlocks.length ? { titleBlocks } : {}) };
  return `${files.join('\n')}\n<!-- report -->\n${JSON.stringify(report, null, 2)}\n`;
}

/** Generated outputs without the report's provenance fields (the detected encoding). */
export function withoutProvenance(result: IngestResult): Map<string, string> {
  const out = new Map(result.outputs);
  const report = JSON.parse(out.get('ingest-report.json')!);
  for (const s of report.sources) delete s.encoding;
  out.set('ingest-report.json', JSON.stringify(report));
  return out;
}
