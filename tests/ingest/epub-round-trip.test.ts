import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingest } from '../../scripts/ingest/run.ts';
import { loadCatalogue } from '../../src/lib/content/catalogue.ts';
import { loadCorpus } from '../../src/lib/content/load.ts';
import { SiteIndex } from '../../src/lib/content/site-index.ts';
import { loadSources } from '../../src/lib/content/sources.ts';
import { acrossFiles, buildBook } from '../../src/lib/downloads/book.ts';
import { buildEpub } from '../../src/lib/downloads/epub.ts';

const CONTENT = join(import.meta.dirname, '../../content');

/**
 * A paragraph's words as the source has them: the body without frontmatter, an erratum as its
 * corrected text (the EPUB shows that text, with the source's reading as a note the reader drops),
 * an editorial note left out (the project's, not the source's), white space collapsed.
 */
const words = (md: string) =>
  md
    .replace(/^---\n[\s\S]*?\n---\n/u, '')
    .replace(/:ednote\[[^\]]*\]/gu, '')
    .replace(/:erratum\[([^\]]*)\]\{[^}]*\}/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();

describe('EPUB round trip', () => {
  it('the EPUB the site builds, read back as a source, gives the same commentary paragraphs', () => {
    const site = new SiteIndex(loadCorpus(CONTENT), loadCatalogue(CONTENT));
    const epub = buildEpub(buildBook(site, loadSources(CONTENT), { lang: 'ru', link: acrossFiles, date: '1 января 2026 г.' }), { modified: new Date('2026-01-01T00:00:00Z') });
    const entry = { file: 'laws-commentary-ru.epub', kind: 'commentary' as const, title: 't', author: 'a', edition: 'e', copyright: 'c' };
    const { outputs, report } = ingest([{ file: entry.file, bytes: epub }], [entry], { drop: [], lawFragments: [], fragments: [], tables: [] });

    const expected = new Map<string, string>();
    for (const law of readdirSync(join(CONTENT, 'commentary/ru'))) {
      for (const f of readdirSync(join(CONTENT, 'commentary/ru', law))) expected.set(`commentary/ru/${law}/${f}`, words(readFileSync(join(CONTENT, 'commentary/ru', law, f), 'utf8')));
    }
    const read = new Map([...outputs].filter(([path]) => path.startsWith('commentary/')).map(([path, md]) => [path, words(md)]));
    expect([...read.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, text] of expected) expect(read.get(path), path).toBe(text);
    // The package's metadata is provenance; the site's furniture (law text, links, notes) never text.
    expect(report.titleBlocks[0]!.text).toContain('creator: Г. Эндикотт (Европейская бриджевая лига)');
    expect(report.warnings).toEqual([]);
  });
});
