/**
 * Ingest throughput on generated corpora (10× and 100× the seeds), against a
 * baseline that only decodes the same bytes (iconv-lite) and splits them into lines.
 */
import iconv from 'iconv-lite';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSourceDir, type SourceDir } from '../scripts/ingest/files.ts';
import { typesetOnly } from '../scripts/ingest/emit/typography.ts';
import { ingest } from '../scripts/ingest/run.ts';
import { generateCorpus, type Corpus } from './corpus.ts';
import { interleaved, median, round } from './stats.ts';

export const CORPORA = join(import.meta.dirname, 'corpora');

export interface IngestFigures {
  copies: number;
  files: number;
  bytes: number;
  /** What the ingest reports: commentary paragraphs, law texts, warnings. */
  paragraphs: number;
  laws: number;
  warnings: number;
  baselineMs: number;
  ingestMs: number;
  ingestMBps: number;
  baselineMBps: number;
  ratio: number;
  reps: number;
}

/** Decode and split, nothing else: the floor under any ingest of these bytes. */
function baseline(dir: SourceDir): number {
  let lines = 0;
  for (const s of dir.sources) lines += iconv.decode(Buffer.from(s.bytes), 'utf-8').split(/\r\n|\r|\n/).length;
  return lines;
}

export function corpus(copies: number): { corpus: Corpus; dir: SourceDir } {
  const c = generateCorpus(copies, join(CORPORA, `x${copies}`));
  return { corpus: c, dir: readSourceDir(c.dir) };
}

export async function benchIngest(copies: number, reps: number): Promise<IngestFigures> {
  const { corpus: c, dir } = corpus(copies);
  const run = () => ingest(dir.sources, dir.manifest, dir.overrides);
  // Warm up (JIT, lazy module loads such as typograf's rules), and read the report.
  const { report } = run();
  baseline(dir);
  const t = await interleaved(reps, () => baseline(dir), run);
  const baselineMs = median(t.baseline);
  const ingestMs = median(t.subject);
  const mb = c.bytes / 1e6;
  return {
    copies,
    files: c.files,
    bytes: c.bytes,
    paragraphs: report.paragraphs.count,
    laws: report.lawText.laws.length,
    warnings: report.warnings.length,
    baselineMs: round(baselineMs, 1),
    ingestMs: round(ingestMs, 1),
    ingestMBps: round(mb / (ingestMs / 1000)),
    baselineMBps: round(mb / (baselineMs / 1000)),
    ratio: round(ingestMs / baselineMs, 1),
    reps,
  };
}

export interface TypografFloor {
  /** Characters of body text typeset (the generated markdown's lines, frontmatter excluded). */
  chars: number;
  typografMs: number;
  baselineMs: number;
  /** typograf alone over the text the ingest typesets, against decode+split of the corpus. */
  ratio: number;
}

/**
 * A floor under any ingest that typesets with typograf: typograf alone (the same
 * rules, no guard, no markdown) over the body lines of the generated files, timed
 * against the decode+split baseline of the same corpus.
 */
export async function typografFloor(copies: number, reps: number): Promise<TypografFloor> {
  const { dir } = corpus(copies);
  const { outputs } = ingest(dir.sources, dir.manifest, dir.overrides);
  const lines: string[] = [];
  for (const [path, text] of outputs) {
    if (!path.endsWith('.md')) continue;
    const body = text.slice(text.indexOf('\n---\n') + 5);
    for (const l of body.split('\n')) if (l.trim()) lines.push(l);
  }
  const typeset = () => {
    for (const l of lines) typesetOnly(l);
  };
  typeset();
  const t = await interleaved(reps, () => baseline(dir), typeset);
  const typografMs = median(t.subject);
  const baselineMs = median(t.baseline);
  return { chars: lines.reduce((n, l) => n + l.length, 0), typografMs: round(typografMs, 1), baselineMs: round(baselineMs, 1), ratio: round(typografMs / baselineMs, 1) };
}

export interface HotSpot {
  name: string;
  /** Share of the ingest's own time (inclusive), 0..1. */
  share: number;
}

const STAGES: Record<string, string> = {
  decode: 'decode',
  pipe: 'normalize (all stages)',
  segmentCommentary: 'segment commentary',
  segmentLawText: 'segment law text',
  merge: 'merge paragraphs',
  mergeLawTexts: 'merge law texts',
  emitCommentary: 'emit commentary',
  emitLawText: 'emit law text',
  typographRu: '  of which typography (typograf)',
  serialize: '  of which markdown (mdast-util-to-markdown)',
  stringify: '  of which frontmatter (yaml.stringify)',
  buildReport: 'report',
};

/**
 * Profile three ingests of the corpus with the V8 profiler (what `node --cpu-prof`
 * records) and attribute its time to the pipeline's stages (inclusive time of
 * the stage functions) and to the functions with the most self time.
 */
export async function profileIngest(dir: SourceDir): Promise<{ stages: HotSpot[]; self: HotSpot[] }> {
  ingest(dir.sources, dir.manifest, dir.overrides);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  for (let i = 0; i < 3; i++) ingest(dir.sources, dir.manifest, dir.overrides);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ticks = new Map<number, number>();
  profile.samples!.forEach((s, i) => ticks.set(s, (ticks.get(s) ?? 0) + (profile.timeDeltas![i] ?? 0)));
  const name = (id: number) => nodes.get(id)!.callFrame.functionName;
  const where = (id: number) => {
    const f = nodes.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|scripts)\//, '$1/')}:${f.lineNumber + 1}`;
  };
  let total = 0;
  const incl = new Map<string, number>();
  const self = new Map<string, number>();
  for (const [id, t] of ticks) {
    // Only samples inside ingest() count.
    const chain: number[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) chain.push(cur);
    if (!chain.some((c) => name(c) === 'ingest')) continue;
    total += t;
    self.set(where(id), (self.get(where(id)) ?? 0) + t);
    const seen = new Set<string>();
    for (const c of chain) {
      const n = name(c);
      if (n in STAGES && !seen.has(n)) {
        // yaml.stringify only counts under emit (frontmatter), not the report's JSON.
        if (n === 'stringify' && !nodes.get(c)!.callFrame.url.includes('yaml')) continue;
        seen.add(n);
        incl.set(n, (incl.get(n) ?? 0) + t);
      }
    }
  }
  const stages = Object.entries(STAGES).map(([fn, label]) => ({ name: label, share: round((incl.get(fn) ?? 0) / total, 3) }));
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, t]) => ({ name: n, share: round(t / total, 3) }));
  return { stages, self: top };
}

export interface MixedFigures {
  files: number;
  bytes: number;
  paragraphs: number;
  /** Paragraphs of the same corpus with every file as received: the layouts must not change it. */
  paragraphsAsReceived: number;
  warnings: number;
  ingestMs: number;
  /** `npm run ingest` as a whole process: start, read, ingest, write. */
  processMs: number;
  reps: number;
}

/**
 * The ingest on a corpus of the full commentary's size (10 copies of the seeds,
 * renumbered over the 93 laws, about 650 paragraphs) whose commentary files come in
 * the layouts the commentary circulates in (see `layoutFor` in corpus.ts).
 */
export async function benchMixed(reps: number, o: { pages?: number } = {}): Promise<MixedFigures> {
  const c = o.pages ? generateCorpus(10, join(CORPORA, 'x10-paged'), { pages: o.pages }) : generateCorpus(10, join(CORPORA, 'x10-mixed'), { layouts: true });
  const dir = readSourceDir(c.dir);
  const { report } = ingest(dir.sources, dir.manifest, dir.overrides);
  const asReceived = corpus(10).dir;
  const plain = ingest(asReceived.sources, asReceived.manifest, asReceived.overrides).report;
  const inProcess: number[] = [];
  const whole: number[] = [];
  const out = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
  for (let i = 0; i < reps; i++) {
    let t = performance.now();
    ingest(dir.sources, dir.manifest, dir.overrides);
    inProcess.push(performance.now() - t);
    t = performance.now();
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../scripts/ingest.ts'), '--in', c.dir, '--out', out], { encoding: 'utf8' });
    whole.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`bench: npm run ingest on the ${o.pages ? 'paged' : 'mixed'} corpus failed: ${r.stderr.trim().split('\n')[0]}`);
  }
  rmSync(out, { recursive: true, force: true });
  return {
    files: c.files,
    bytes: c.bytes,
    paragraphs: report.paragraphs.count,
    paragraphsAsReceived: plain.paragraphs.count,
    warnings: report.warnings.length,
    ingestMs: round(median(inProcess), 1),
    processMs: round(median(whole)),
    reps,
  };
}
