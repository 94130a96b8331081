import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentaryEntry, snapshot } from '../support/source-dirs.ts';

const ROOT = join(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

function run(inDir: string, outDir: string) {
  const r = spawnSync(TSX, ['scripts/ingest.ts', '--in', inDir, '--out', outDir, '--quiet'], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stderr: r.stderr, stdout: r.stdout };
}

describe('npm run ingest on bad input', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'ingest-out-'));
    const good = run(join(ROOT, 'content/sources'), out);
    expect(good.code).toBe(0);
  });

  const cases: [string, Uint8Array | string, RegExp][] = [
    ['an empty file', '', /^ingest: bad\.txt: the file is empty$/u],
    ['a binary file', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x0a, 0x00]), /^ingest: bad\.txt:1: this looks like a binary file/u],
    ['a file in an encoding it cannot decode', new Uint8Array(Array.from({ length: 2000 }, (_, i) => 0x80 + ((i * 37) % 128))), /^ingest: bad\.txt: cannot decode/u],
  ];

  for (const [what, bytes, message] of cases) {
    it(`refuses ${what} with one clear line, exit 1, and leaves the output untouched`, () => {
      const src = mkdtempSync(join(tmpdir(), 'ingest-src-'));
      cpSync(join(ROOT, 'content/sources'), src, { recursive: true });
      writeFileSync(join(src, 'bad.txt'), bytes);
      const manifest = readFileSync(join(src, 'manifest.yaml'), 'utf8');
      writeFileSync(join(src, 'manifest.yaml'), `${manifest}${commentaryEntry('bad.txt')}`);
      const before = snapshot(out);
      const r = run(src, out);
      expect(r.code).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/u);
      expect(snapshot(out)).toEqual(before);
    });
  }

  it('ingests the rest when a file holds nothing attributable, exit 0, with a warning naming the file, its line and the override to add', () => {
    const src = mkdtempSync(join(tmpdir(), 'ingest-src-'));
    cpSync(join(ROOT, 'content/sources'), src, { recursive: true });
    writeFileSync(join(src, 'lone.txt'), iconv.encode('Просто текст про бридж, без правил и пунктов.\nЕщё одна строка.\n', 'windows-1251'));
    writeFileSync(join(src, 'manifest.yaml'), `${readFileSync(join(src, 'manifest.yaml'), 'utf8')}${commentaryEntry('lone.txt')}`);
    const dest = mkdtempSync(join(tmpdir(), 'ingest-out-'));
    const r = spawnSync(TSX, ['scripts/ingest.ts', '--in', src, '--out', dest], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/warning: lone\.txt:1: no law heading, paragraph number or front section here \(lines lone\.txt 1-2\); .*add to \S*overrides\.yaml: fragments: \[\{ file: "lone\.txt", startsWith: "Просто текст про бридж/u);
    // One warning for the piece, naming the overrides file of the --in folder.
    expect(r.stdout.split('\n').filter((l) => l.includes('lone.txt'))).toHaveLength(1);
    expect(r.stdout).toContain(`add to ${join(src, 'overrides.yaml')}:`);
    expect(readdirSync(join(dest, 'commentary/ru')).sort()).toEqual(readdirSync(join(out, 'commentary/ru')).sort());
  });

  it('refuses a source that the manifest does not describe', () => {
    const src = mkdtempSync(join(tmpdir(), 'ingest-src-'));
    cpSync(join(ROOT, 'content/sources'), src, { recursive: true });
    writeFileSync(join(src, 'extra.txt'), 'Правило 1. КОЛОДА¶\n1.1. Текст.¶\n');
    const r = run(src, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^ingest: extra\.txt: not described in manifest\.yaml/u);
  });

  it('refuses a stale override that matches nothing', () => {
    const src = mkdtempSync(join(tmpdir(), 'ingest-src-'));
    cpSync(join(ROOT, 'content/sources'), src, { recursive: true });
    writeFileSync(join(src, 'overrides.yaml'), `${readFileSync(join(src, 'overrides.yaml'), 'utf8')}\n  - paragraph: "99.9"\n    lines: ["нет такой строки"]\n    header: ["a"]\n    rows: [["b"]]\n`);
    const r = run(src, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^ingest: overrides\.yaml: stale override/u);
  });

  it('writes into a fresh directory and creates only the generated paths', () => {
    const fresh = mkdtempSync(join(tmpdir(), 'ingest-fresh-'));
    mkdirSync(join(fresh, 'commentary/en'), { recursive: true });
    writeFileSync(join(fresh, 'commentary/en/keep.md'), 'translation');
    expect(run(join(ROOT, 'content/sources'), fresh).code).toBe(0);
    expect(readFileSync(join(fresh, 'commentary/en/keep.md'), 'utf8')).toBe('translation');
    expect(readdirSync(fresh).sort()).toEqual(['commentary', 'ingest-report.json', 'laws']);
  });
});
