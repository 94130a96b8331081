import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeOutputs } from '../../scripts/ingest/files.ts';
import { ingest } from '../../scripts/ingest/run.ts';
import { loadCatalogue } from '../../src/lib/content/catalogue.ts';
import { loadCorpus } from '../../src/lib/content/load.ts';
import { SiteIndex } from '../../src/lib/content/site-index.ts';
import { Ref } from '../../src/lib/refs/index.ts';
import { frontSections } from '../../src/lib/site/contents.ts';
import { renderFrontSection, renderParagraph } from '../../src/lib/site/law-page.ts';
import { shortLinkIds } from '../../src/lib/site/short-link-pages.ts';
import { canonicalPaths } from '../../src/lib/site/sitemap.ts';
import { manifestFor } from '../ingest/fixture-runner.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/ingest');
const root = mkdtempSync(join(tmpdir(), 'front-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The site's view of two golden fixtures' sources: front matter, and paragraph numbers in other shapes. */
function siteOf(): SiteIndex {
  const files = ['front-matter-sections', 'paragraph-number-shapes'].map((name) => ({ file: `${name}.txt`, bytes: new Uint8Array(readFileSync(join(FIXTURES, name, 'input.txt'))) }));
  const { outputs } = ingest(files, manifestFor(files.map((f) => f.file), 'commentary'), { drop: [], lawFragments: [], fragments: [], tables: [] });
  const content = join(root, 'content');
  writeOutputs(content, outputs);
  cpSync(join(import.meta.dirname, '../../content/catalogue'), join(content, 'catalogue'), { recursive: true });
  return new SiteIndex(loadCorpus(content), loadCatalogue(content));
}
const site = siteOf();

describe('front sections on the site', () => {
  it('are listed in the contents, in the commentary\'s order, and each has a page in the sitemap', () => {
    expect(frontSections(site)).toEqual([
      { id: 'translator-note', title: 'От\u00a0переводчика' },
      { id: 'preface', title: 'Предисловие' },
      { id: 'definitions', title: 'Определения' },
    ]);
    const paths = canonicalPaths(site, '/');
    for (const lang of ['ru', 'en']) for (const id of ['translator-note', 'preface', 'definitions']) expect(paths).toContain(`/${lang}/${id}/`);
  });

  it('show their text and where it comes from, like any paragraph', () => {
    const preface = site.corpus.sections.find((s) => s.id === 'preface')!;
    const r = renderFrontSection(site, preface, 'ru', '/');
    expect(r.html).toContain('Этот комментарий объясняет');
    expect(r.source).toBe('Источник: front-matter-sections.txt, строки 18-20');
    expect(renderFrontSection(site, preface, 'en', '/').translated).toBe(false);
  });
});

describe('paragraphs numbered in other shapes on the site', () => {
  it('a paragraph for two numbers answers to both: #74.3 and /74.3 land on 74.2', () => {
    expect(site.anchorsOf(74).has('74.3')).toBe(true);
    expect(site.href(Ref.parse('74.3')!, 'ru', '/')).toBe('/ru/laws/74/#74.3');
    expect(shortLinkIds(site).some((l) => l.short === '74.3' && l.id === '74.3')).toBe(true);
    const p = site.corpus.commentary.find((x) => x.id === '74.2')!;
    const r = renderParagraph(site, p, 'ru', '/');
    expect(r.label).toBe('74.2, 74.3');
    expect(r.aliases).toEqual(['74.3']);
  });

  it('a paragraph labelled by a law subsection is 71.A1, after 71.1, with a short link in both alphabets', () => {
    expect(site.corpus.commentary.filter((p) => p.law === 71).map((p) => p.id)).toEqual(['71.1', '71.A1', '71.B']);
    expect(site.href(Ref.parse('71.A1')!, 'en', '/')).toBe('/en/laws/71/#71.A1');
    const shorts = shortLinkIds(site).filter((l) => l.id === '71.A1').map((l) => l.short);
    expect(shorts).toEqual(expect.arrayContaining(['71.A1', '71.А1', '71.a1']));
  });
});
