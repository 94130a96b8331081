import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceDir } from '../../scripts/ingest/files.ts';
import { IngestError } from '../../scripts/ingest/errors.ts';
import { ingest } from '../../scripts/ingest/run.ts';
import { loadCorrections } from '../../src/lib/content/sources.ts';
import { renderMarkdown } from '../../src/lib/markdown/render.ts';
import { snapshot } from '../support/source-dirs.ts';

const ROOT = join(import.meta.dirname, '../..');
const SOURCES = join(ROOT, 'content/sources');
const C000 = '000_914f08f6380c716d.txt';

/** The committed sources with one more erratum appended to overrides.yaml. */
function withErratum(entry: string): string {
  const src = mkdtempSync(join(tmpdir(), 'errata-src-'));
  cpSync(SOURCES, src, { recursive: true });
  const overrides = readFileSync(join(src, 'overrides.yaml'), 'utf8');
  writeFileSync(join(src, 'overrides.yaml'), overrides.replace('\nerrata:\n', `\nerrata:\n  - ${entry}\n`));
  return src;
}

describe('errata', () => {
  it('correct the text on the site and keep what the source has in the mark', () => {
    const { sources, manifest, overrides } = readSourceDir(SOURCES);
    const { outputs } = ingest(sources, manifest, overrides);
    const p642 = outputs.get('commentary/ru/64/64.2.md')!;
    expect(p642).toContain(':erratum[установленным]{source="установленнным"}');
    expect(p642).not.toMatch(/установленнным(?!")/u);
    expect(outputs.get('laws/ru/65.md')).toContain(':erratum[взяток, выигранных]{source="взяток,выигранных"}');
    // The source stays as received.
    expect(readFileSync(join(SOURCES, C000), 'utf8').split('\n')[273]).toContain('установленнным');
  });

  it('leave an error of substance as written and add a visible editorial note after it', () => {
    const { sources, manifest, overrides } = readSourceDir(SOURCES);
    const p615 = ingest(sources, manifest, overrides).outputs.get('commentary/ru/61/61.5.md')!;
    expect(p615).toMatch(/Правило\s41В1\):ednote\[Прим\. ред\.: [^\]]*42В1/u);
  });

  it('refuse a stale erratum (its wrong text is not on its line) with one line naming the file and line', () => {
    const { sources, manifest, overrides } = readSourceDir(withErratum(`{ file: ${C000}, line: 273, wrong: "установленнным", right: "установленным" }`));
    expect(() => ingest(sources, manifest, overrides)).toThrow(IngestError);
    try {
      ingest(sources, manifest, overrides);
    } catch (e) {
      expect((e as IngestError).toLine()).toBe(`${C000}:273: stale erratum in overrides.yaml: «установленнным» is not on this line`);
    }
  });

  it('stop npm run ingest on a stale erratum: exit 1, one line, no stack trace, output untouched', () => {
    const src = withErratum(`{ file: ${C000}, line: 273, wrong: "которыx", right: "которых" }`);
    const out = mkdtempSync(join(tmpdir(), 'errata-out-'));
    const before = snapshot(out);
    const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/ingest.ts', '--in', src, '--out', out, '--quiet'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([`ingest: ${C000}:273: stale erratum in overrides.yaml: «которыx» is not on this line`]);
    expect(snapshot(out)).toEqual(before);
  });

  it('are shown on the site: the corrected word, and «в источнике: …» as text that hover or focus reveals', () => {
    const html = renderMarkdown('хотя :erratum[установленным]{source="установленнным"} (см. выше)', { lang: 'ru', resolve: () => null });
    expect(html).toContain('<span class="erratum" tabindex="0"><ins>установленным</ins><span class="erratum-source" data-pagefind-ignore=""> (в источнике: «установленнным»)</span></span>');
    const css = readFileSync(join(ROOT, 'src/styles/site.css'), 'utf8');
    expect(css).toMatch(/\.erratum:is\(:hover, :focus\) \.erratum-source \{[^}]*position: absolute/u);
  });

  it('leave a colon in a translation that only looks like a directive as it was written', () => {
    const html = renderMarkdown('Note:the time :foo[bar]{x=1}.', { lang: 'en', resolve: () => null });
    expect(html).toBe('<p>Note:the time :foo[bar]{x=1}.</p>');
  });

  it('are all listed for the Sources page, each with its lines and the place it lands in', () => {
    const list = loadCorrections(join(ROOT, 'content'));
    const { overrides } = readSourceDir(SOURCES);
    const lines = (kind: string) => list.filter((c) => c.kind === kind).flatMap((c) => c.lines.map((n) => `${c.file}:${n}`)).sort();
    expect(lines('erratum')).toEqual(overrides.errata!.map((e) => `${e.file}:${e.line}`).sort());
    expect(lines('note')).toEqual(overrides.notes!.map((e) => `${e.file}:${e.line}`).sort());
    expect(list.find((c) => c.source === 'установленнным')).toMatchObject({ lines: [274, 556], places: ['64.2'] });
    // 001:109 holds the ends of 65C and 65D: the erratum is in 65C's.
    expect(list.find((c) => c.source === 'взяток,выигранных')?.places).toEqual(['65C']);
    expect(list.every((c) => c.places.length > 0)).toBe(true);
  });
});
