import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED, readSourceDir } from '../../scripts/ingest/files.ts';
import { ingest } from '../../scripts/ingest/run.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const dir = readSourceDir(join(CONTENT, 'sources'));
const { outputs, report } = ingest(dir.sources, dir.manifest, dir.overrides);
/** A generated file with its non-breaking spaces (typography) read as spaces. */
const md = (path: string) => outputs.get(path)!.replace(/\u00a0/gu, ' ');
const ids = [...outputs.keys()].filter((p) => p.startsWith('commentary/')).map((p) => p.replace(/^.*\//u, '').replace(/\.md$/u, ''));

function walk(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((f) => walk(join(path, f)));
}

describe('the seed sources', () => {
  it('give 64 commentary paragraphs: 27.7–32.5 (21) and 57.2–64.2 (43)', () => {
    const [law, para] = [(id: string) => Number(id.split('.')[0]), (id: string) => Number(id.split('.')[1])];
    const first = ids.filter((id) => law(id) <= 32);
    const second = ids.filter((id) => law(id) >= 57);
    expect(ids).toHaveLength(64);
    expect(first).toHaveLength(21);
    expect(second).toHaveLength(43);
    expect(first.some((id) => law(id) === 27 && para(id) === 7)).toBe(true);
    expect(second.some((id) => law(id) === 64 && para(id) === 2)).toBe(true);
  });

  it('mark exactly 57.2 (head cut) and 64.2 (tail cut) incomplete', () => {
    expect(report.paragraphs.incomplete).toEqual(['57.2', '64.2']);
    expect(outputs.get('commentary/ru/57/57.2.md')).toMatch(/incomplete:\n\s+- head/u);
    expect(outputs.get('commentary/ru/64/64.2.md')).toMatch(/incomplete:\n\s+- tail/u);
  });

  it('keep the whole 59.3 from 000, not the cut copy in 003', () => {
    const p = md('commentary/ru/59/59.3.md');
    expect(p).toContain('file: 000_914f08f6380c716d.txt');
    expect(p).toContain('50.9. и 51.4.');
  });

  it('give law-text sections for every fragment of 001', () => {
    expect(report.lawText.laws).toEqual([47, 50, 51, 54, 55, 60, 61, 62, 64, 65]);
    const anchors = [...outputs.values()].join('\n').match(/\{#\d+[A-H][0-9a-z]*\}/gu) ?? [];
    for (const id of ['47A', '47B', '50D1', '50D2', '50D2a', '50D2b', '51A', '54B', '54C', '54D', '55A', '55B1', '55B2', '55C', '60C', '61A', '61B', '62A', '62B', '64C', '65A', '65B1', '65B2', '65C', '65D']) {
      expect(anchors).toContain(`{#${id}}`);
    }
  });

  it('rebuild the 61.3 table as three columns', () => {
    expect(md('commentary/ru/61/61.3.md')).toMatch(/\| Не сыграл в масть \| Может спросить\s+\| Не вправе спрашивать\s+\|/u);
  });

  it('recover echoed emphasis, e.g. 64.1 «выиграна виновным *игроком*»', () => {
    expect(md('commentary/ru/64/64.1.md')).toContain('выиграна виновным *игроком*');
  });

  it('leave zero artifacts in the output', () => {
    const all = [...outputs.entries()].filter(([p]) => p.endsWith('.md')).map(([, c]) => c).join('\n');
    expect(all).not.toMatch(/¶|\.\.page|\(DC4\)|\?\?|1 2 3 4 5|^\s*(\S+)\s*\n\s*\1\s*$/mu);
    expect(all).not.toMatch(/[–-] \d{2} (при|взятке|включая)/u);
  });

  it('account for every source line: kept + dropped = lines, per file and in total', () => {
    for (const s of report.sources) {
      const dropped = Object.values(s.dropped).reduce((a, b) => a + b, 0);
      expect(s.kept + dropped).toBe(s.lines);
      const runs = report.lines[s.file]!;
      expect(runs[0]![0]).toBe(1);
      expect(runs[runs.length - 1]![1]).toBe(s.lines);
    }
    const lines = dir.sources.reduce((n, s) => n + Buffer.from(s.bytes).toString('utf8').split(/\r\n|\r|\n/u).filter((_, i, a) => i < a.length - 1 || a[i] !== '').length, 0);
    expect(report.totals.lines).toBe(lines);
  });

  it('give byte-identical output when run twice', () => {
    const again = ingest(dir.sources, dir.manifest, dir.overrides).outputs;
    expect(again).toEqual(outputs);
  });

  it('match the committed content/ exactly (run `npm run ingest` after changing sources or overrides)', () => {
    const committed = GENERATED.flatMap((root) => walk(join(CONTENT, root))).map((p) => relative(CONTENT, p).split('\\').join('/'));
    expect(committed.sort()).toEqual([...outputs.keys()].sort());
    for (const path of committed) expect(readFileSync(join(CONTENT, path), 'utf8'), path).toBe(outputs.get(path));
  });
});

describe('a second copy of the law text', () => {
  it('is accounted line by line as a duplicate, with nothing left unaccounted', () => {
    const law = dir.sources.find((s) => s.file.startsWith('001'))!;
    const copy = { file: 'zzz-copy-of-001.txt', bytes: law.bytes };
    const manifest = [...dir.manifest, { ...dir.manifest.find((m) => m.file === law.file)!, file: copy.file }];
    const overrides = { ...dir.overrides, drop: [...dir.overrides.drop, ...dir.overrides.drop.map((d) => ({ ...d, file: copy.file }))], lawFragments: [...dir.overrides.lawFragments, ...dir.overrides.lawFragments.map((o) => ({ ...o, file: copy.file }))] };
    const r = ingest([...dir.sources, copy], manifest, overrides);
    const s = r.report.sources.find((x) => x.file === copy.file)!;
    expect(s.kept).toBe(0);
    expect(s.dropped['duplicate copy']).toBeGreaterThan(0);
    expect(s.kept + Object.values(s.dropped).reduce((a, b) => a + b, 0)).toBe(s.lines);
    expect(r.outputs.get('laws/ru/61.md')).toBe(outputs.get('laws/ru/61.md'));
  });
});
