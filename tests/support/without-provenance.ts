import { parse, stringify } from 'yaml';
import type { IngestResult } from '../../scripts/ingest/run.ts';

const PROVENANCE = ['source', 'copies', 'alsoFrom'];

/**
 * The generated files with where-from left out: each markdown file without its
 * `source`, `copies` and `alsoFrom`, and of the report only what it says of the
 * paragraphs and laws. What a change of layout or of file boundaries may change.
 */
export function textOnly(result: IngestResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, content] of result.outputs) {
    if (!path.endsWith('.md')) continue;
    const [, fm = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/u.exec(content) ?? [];
    const meta = parse(fm) as Record<string, unknown>;
    for (const k of PROVENANCE) delete meta[k];
    out.set(path, `${stringify(meta)}---\n${body}`);
  }
  const { paragraphs, lawText } = result.report;
  out.set('ingest-report.json', JSON.stringify({ paragraphs, lawText }));
  return out;
}
