/**
 * Resource limits of the ingest, through its CLI: a 50 MB source, or a source with a
 * 1 MB line, is refused with one clear line on stderr and exit 1, the output
 * directory is left as it was, and the refusal does not take much memory (the
 * child's peak RSS, from /usr/bin/time -v, stays near that of an ordinary run).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestFor, snapshot } from '../support/source-dirs.ts';

const ROOT = join(import.meta.dirname, '../..');
const CLI = join(ROOT, 'scripts/ingest.ts');
const TIME = '/usr/bin/time';
const MB = 1024 * 1024;
const seed = readFileSync(join(ROOT, 'content/sources/000_914f08f6380c716d.txt'));

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A source directory with one commentary file of these bytes, and an output directory with earlier output in it. */
function setup(bytes: Buffer) {
  const root = mkdtempSync(join(tmpdir(), 'limits-'));
  dirs.push(root);
  const input = join(root, 'in');
  const out = join(root, 'out');
  mkdirSync(input);
  writeFileSync(join(input, 'src.txt'), bytes);
  writeFileSync(join(input, 'manifest.yaml'), manifestFor('src.txt', 'Limits'));
  mkdirSync(join(out, 'commentary/ru/30'), { recursive: true });
  writeFileSync(join(out, 'commentary/ru/30/30.1.md'), 'earlier output\n');
  writeFileSync(join(out, 'ingest-report.json'), '{"earlier": true}\n');
  return { input, out };
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string[];
  /** Peak resident set size of the child, bytes (undefined without /usr/bin/time). */
  rss: number | undefined;
}

/** Run the CLI in a child process, measured by /usr/bin/time -v where it exists. */
function cli(input: string, out: string): Run {
  const args = ['--import', 'tsx', CLI, '--in', input, '--out', out, '--quiet'];
  const measured = existsSync(TIME);
  const r = measured
    ? spawnSync(TIME, ['-v', process.execPath, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 })
    : spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  const lines = r.stderr.split('\n');
  const report = measured ? lines.findIndex((l) => /^\s*Command (being timed|exited|terminated)/.test(l)) : -1;
  const own = (report >= 0 ? lines.slice(0, report) : lines).filter((l) => l.trim() !== '');
  const rssKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1];
  // /usr/bin/time exits with the child's status.
  return { status: r.status, stdout: r.stdout, stderr: own, rss: rssKb ? Number(rssKb) * 1024 : undefined };
}

describe('resource limits (CLI)', () => {
  // An ordinary run on a small valid source: the memory every run needs (node, tsx, the ingest's modules).
  let ordinary: number | undefined;
  const baseline = () => {
    if (ordinary === undefined) {
      const { input, out } = setup(seed);
      const r = cli(input, out);
      expect(r.status, r.stderr.join('\n')).toBe(0);
      ordinary = r.rss ?? 0;
    }
    return ordinary;
  };

  it('refuses a 50 MB source with one line on stderr, exit 1, output untouched, without taking its size in memory many times over', () => {
    const size = 50 * MB;
    const big = Buffer.alloc(size);
    for (let at = 0; at < size; at += seed.length) seed.copy(big, at, 0, Math.min(seed.length, size - at));
    const { input, out } = setup(big);
    const before = snapshot(out);
    const r = cli(input, out);
    expect(r.stderr, 'exactly one line on stderr').toHaveLength(1);
    expect(r.stderr[0]).toMatch(/^ingest: src\.txt: the file is 52428800 bytes, over the limit of \d+; split it/);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(snapshot(out)).toEqual(before);
    if (r.rss !== undefined) {
      // Reading the file (once, plus one copy) is the most a refusal may cost.
      expect(r.rss, `peak RSS ${(r.rss / MB).toFixed(0)} MB, ordinary run ${(baseline() / MB).toFixed(0)} MB`).toBeLessThan(baseline() + 3 * size);
    }
  }, 240_000);

  it('refuses a source with a 1 MB line with one line on stderr naming the line, exit 1, output untouched', () => {
    const words = 'судья должен защитить невиновную сторону от плохого результата ';
    const line = words.repeat(Math.ceil(MB / words.length)).slice(0, MB);
    const text = Buffer.concat([seed.subarray(0, 2000), Buffer.from(`\n61.9. ${line}¶\n`), seed.subarray(2000, 4000)]);
    const { input, out } = setup(text);
    const lineNo = text.subarray(0, text.indexOf('61.9. ')).toString('utf8').split('\n').length;
    const before = snapshot(out);
    const r = cli(input, out);
    expect(r.stderr, 'exactly one line on stderr').toHaveLength(1);
    expect(r.stderr[0]).toMatch(new RegExp(`^ingest: src\\.txt:${lineNo}: line is \\d+ characters long, over the limit of \\d+`));
    expect(r.status).toBe(1);
    expect(snapshot(out)).toEqual(before);
    if (r.rss !== undefined) expect(r.rss, `peak RSS ${(r.rss / MB).toFixed(0)} MB`).toBeLessThan(baseline() + 64 * MB);
  }, 240_000);
});
