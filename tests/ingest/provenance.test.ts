import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from '../../src/lib/content/load.ts';
import { splitFrontmatter } from '../../src/lib/translation/source-hash.ts';

/**
 * The generated content and the ingest report tell the same story: the lines the report
 * says are kept in a paragraph (or dropped as a copy of it) are the lines its frontmatter
 * gives as `source` (and `copies`); the lines it gives a law's places are the law's
 * `source` and `alsoFrom`; and every line given to a law section holds text of that section.
 */
const CONTENT = join(import.meta.dirname, '../../content');
type Run = [number, number, 'kept' | 'dropped', string, string?];
const report = JSON.parse(readFileSync(join(CONTENT, 'ingest-report.json'), 'utf8')) as { sources: { file: string; kind: string }[]; lines: Record<string, Run[]> };
const lawTextFiles = new Set(report.sources.filter((s) => s.kind === 'law-text').map((s) => s.file));

const expand = (ranges: string): number[] =>
  ranges.split(', ').flatMap((r) => {
    const [a, b = a] = r.split('-').map(Number);
    return Array.from({ length: b! - a! + 1 }, (_, i) => a! + i);
  });
type Lines = { file: string; lines: string };
const byFile = (places: Lines[]) => {
  const out: Record<string, number[]> = {};
  for (const p of places) out[p.file] = [...(out[p.file] ?? []), ...expand(p.lines)].sort((a, b) => a - b);
  return out;
};
/** Lines of the report, per file, whose run satisfies `test`. */
function reported(test: (run: Run) => boolean, files = (_: string) => true): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [file, runs] of Object.entries(report.lines).filter(([f]) => files(f))) {
    const lines = runs.filter(test).flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    if (lines.length) out[file] = lines;
  }
  return out;
}
const labels = (run: Run) => (run[2] === 'kept' ? run[3].split('; ') : []);
const read = (rel: string) => splitFrontmatter(readFileSync(join(CONTENT, rel), 'utf8'));
const front = (rel: string) => parse(read(rel).frontmatter ?? '') as Record<string, unknown>;

const paragraphs = markdownFiles(join(CONTENT, 'commentary/ru')).map((f) => `commentary/ru/${f}`);
const laws = markdownFiles(join(CONTENT, 'laws/ru')).map((f) => `laws/ru/${f}`);

describe('provenance', () => {
  it.each(paragraphs)('%s: the report keeps its source lines in it and drops its copies as copies of it', (rel) => {
    const fm = front(rel) as { id: string; source: Lines; copies: Lines[] };
    expect(reported((r) => labels(r).includes(fm.id)), 'kept').toEqual(byFile([fm.source]));
    const copyOf = new RegExp(`\\b(?:copy|tail) of ${fm.id.replace('.', '\\.')}\\b`, 'u');
    expect(reported((r) => r[3] === 'duplicate copy' && copyOf.test(r[4] ?? '')), 'copies').toEqual(byFile(fm.copies));
  });

  it.each(laws)('%s: the report gives the law exactly its source and alsoFrom lines', (rel) => {
    const fm = front(rel) as { law: number; source: Lines; alsoFrom?: Lines[]; sections: { id: string }[] };
    const ids = new Set(fm.sections.map((s) => s.id));
    const mine = (label: string) => ids.has(label) || new RegExp(`^(?:title of |part heading before |footnote of )?Law ${fm.law}$`, 'u').test(label);
    // Commentary files name a law in their own headings («title of Law 63»): only law-text lines count.
    expect(reported((r) => labels(r).some(mine), (f) => lawTextFiles.has(f))).toEqual(byFile([fm.source, ...(fm.alsoFrom ?? [])]));
  });

  it.each(laws)('%s: every line the report gives a section holds text of that section', (rel) => {
    const { body } = read(rel);
    const fm = front(rel) as { sections: { id: string }[] };
    // A section's own text: from its heading to the next heading.
    const own = new Map<string, string>();
    for (const part of body.split(/^(?=#{2,4} )/mu)) {
      const id = /\{#([^}]+)\}/u.exec(part)?.[1];
      if (id) own.set(id, part.replace(/[*\\]/gu, '').replace(/\s+/gu, ' '));
    }
    const problems: string[] = [];
    for (const [file, runs] of Object.entries(report.lines)) {
      const source = readFileSync(join(CONTENT, 'sources', file), 'utf8').split(/\r?\n/u);
      for (const run of runs) {
        for (const id of labels(run).filter((l) => fm.sections.some((s) => s.id === l))) {
          for (let n = run[0]; n <= run[1]; n++) {
            // A line shared by two sections holds words of each; a piece of a split word is in the joined one.
            const words = (source[n - 1]!.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
            const text = own.get(id)!.toLowerCase();
            if (!words.some((w) => text.includes(w))) problems.push(`${file}:${n} given to ${id}, but none of «${words.join(' ')}» is in it`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
