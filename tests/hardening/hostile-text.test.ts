/**
 * Hostile text in a source file is shown as text: never executed, never turned into
 * markup. End to end: a source with hostile commentary paragraphs → the ingest → the
 * generated markdown files → the site's loader (frontmatter) and renderer → HTML.
 * Two protections are checked each on its own as well: the ingest writes source text
 * only as escaped markdown text, and the renderer never passes raw HTML through.
 */
import type { Root } from 'mdast';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestFor } from '../support/source-dirs.ts';
import { parse } from 'yaml';
import { readSourceDir, writeOutputs } from '../../scripts/ingest/files.ts';
import { ingest } from '../../scripts/ingest/run.ts';
import { loadCorpus } from '../../src/lib/content/load.ts';
import { renderMarkdown } from '../../src/lib/markdown/render.ts';
import { splitFrontmatter } from '../../src/lib/translation/source-hash.ts';

/** What each hostile paragraph must show, literally, as text. */
const HOSTILE: Record<string, string[]> = {
  '30.1': ['<script>alert(1)</script>'],
  '30.2': ['<img src=x onerror=alert(1)>', '<svg onload=alert(1)>'],
  '30.3': ['[x](javascript:alert(1))', '<javascript:alert(2)>', '<a href="javascript:alert(3)">y</a>'],
  '30.4': ['---', 'title: hacked', 'id: 99.9'],
  '30.5': [':::demo{name=x}', ':abbr[x]{y=z}', '{#id}'],
  '30.6': ['# не заголовок', '<style>body{display:none}</style>', '<iframe src="//evil.example"></iframe>'],
};

const SOURCE = [
  'Правило 30. ПАС ВНЕ ОЧЕРЕДИ --- ID: 99.9 # <SCRIPT>¶',
  '30.1. Первый: <script>alert(1)</script> конец.¶',
  '30.2. Второй: <img src=x onerror=alert(1)> и <svg onload=alert(1)> конец.¶',
  '30.3. Третий: [x](javascript:alert(1)) и <javascript:alert(2)> и <a href="javascript:alert(3)">y</a> конец.¶',
  '30.4. Четвёртый, перед чертой¶',
  '---¶',
  'title: hacked¶',
  'id: 99.9¶',
  '---¶',
  'после черты.¶',
  '30.5. Пятый: :::demo{name=x} и',
  ':abbr[x]{y=z} и {#id} конец.¶',
  '30.6. Шестой:',
  '# не заголовок',
  '<style>body{display:none}</style> <iframe src="//evil.example"></iframe> конец.¶',
  '',
].join('\n');

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Ingest the hostile source into a fresh content directory; return its generated files. */
function ingestHostile() {
  const root = mkdtempSync(join(tmpdir(), 'hostile-'));
  dirs.push(root);
  const sources = join(root, 'sources');
  mkdirSync(sources);
  writeFileSync(join(sources, 'hostile.txt'), SOURCE);
  writeFileSync(join(sources, 'manifest.yaml'), manifestFor('hostile.txt', 'Hostile'));
  const dir = readSourceDir(sources);
  const { outputs } = ingest(dir.sources, dir.manifest, dir.overrides);
  const content = join(root, 'content');
  writeOutputs(content, outputs);
  return { outputs, content };
}

/** Visible text of HTML: tags removed, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Markup that would run script or restyle the page, in HTML output. */
function dangerous(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    if (/^<(script|img|svg|iframe|style|object|embed|hr|demo|abbr|rule-demo)\b/i.test(tag)) found.push(`element ${tag}`);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`event handler in ${tag}`);
    if (/\s(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)) found.push(`javascript: URL in ${tag}`);
  }
  if (/<h[1-6][\s>]/i.test(html)) found.push('a heading made from text');
  return found;
}

const render = (md: string) => renderMarkdown(md, { lang: 'ru', resolve: () => null });

describe('hostile text in a source file', () => {
  it('is shown as text on the page, end to end (ingest → generated files → loader → renderer)', () => {
    const { content } = ingestHostile();
    const corpus = loadCorpus(content);
    const ids = corpus.commentary.map((p) => p.id);
    expect(ids).toEqual(Object.keys(HOSTILE));
    for (const p of corpus.commentary) {
      const html = render(p.body.ru);
      expect(dangerous(html), `${p.id}: ${html}`).toEqual([]);
      const text = textOf(html).replace(/\s+/g, ' ');
      for (const literal of HOSTILE[p.id]!) expect(text, `${p.id} shows «${literal}» as text`).toContain(literal);
    }
  });

  it('keeps every frontmatter intact: a «---» line in the text does not end or start one', () => {
    const { outputs } = ingestHostile();
    for (const id of Object.keys(HOSTILE)) {
      const md = outputs.get(`commentary/ru/30/${id}.md`);
      expect(md, `generated file for ${id}`).toBeDefined();
      const { frontmatter, body } = splitFrontmatter(md!);
      const fm = parse(frontmatter) as Record<string, unknown>;
      expect(fm.id).toBe(id);
      expect(fm.law).toBe(30);
      expect(fm.lawTitle).toMatch(/^Пас вне очереди --- id: 99\.9 # <script>$/iu);
      expect(fm).not.toHaveProperty('title');
      if (id === '30.4') expect(body).toContain('title: hacked');
    }
    expect([...outputs.keys()].filter((k) => k.includes('99.9'))).toEqual([]);
  });

  it('becomes only text nodes in the generated markdown (no HTML, link, heading, directive or break)', () => {
    const { outputs } = ingestHostile();
    for (const id of Object.keys(HOSTILE)) {
      const { body } = splitFrontmatter(outputs.get(`commentary/ru/30/${id}.md`)!);
      const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(body) as Root;
      const kinds = new Set<string>();
      visit(tree, (n) => {
        kinds.add(n.type);
      });
      const markup = [...kinds].filter((k) => !['root', 'paragraph', 'text', 'emphasis', 'list', 'listItem'].includes(k));
      expect(markup, `${id}: ${body}`).toEqual([]);
    }
  });
});

describe('raw HTML in markdown (a hand-written translation)', () => {
  it('is never passed through by the renderer', () => {
    const html = render(
      '<script>alert(1)</script>\n\nx <img src=x onerror=alert(1)> <svg onload=alert(1)></svg> <iframe src="//evil.example"></iframe>\n\n<style>body{display:none}</style>\n\n<div onclick="alert(1)">y</div>',
    );
    expect(dangerous(html), html).toEqual([]);
    expect(html).not.toMatch(/<div/i);
  });
});

describe('hand-written markdown (translations) with an unsafe link', () => {
  it('renders the link text without a javascript: href', async () => {
    const { renderMarkdown } = await import('../../src/lib/markdown/render.ts');
    const html = renderMarkdown('See [here](javascript:alert(1)) and [there](/ru/laws/63/#63.5).', { lang: 'en', resolve: () => null });
    expect(html).not.toMatch(/javascript:/iu);
    expect(html).toContain('<span>here</span>');
    expect(html).toContain('<a href="/ru/laws/63/#63.5">there</a>');
  });
});
