/**
 * Private copies of the site for the benchmark, so that its builds neither disturb
 * nor are disturbed by builds in the working tree: the site's sources and content
 * are copied into a temporary directory whose node_modules links to the repo's
 * packages one by one (so Astro's and Vite's caches stay in the copy), and built
 * there with the repo's Astro. The site reads `content/` from the working directory
 * (src/lib/site/data.ts), so a copy can carry another content, such as the 100×
 * corpus ingested.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';

export const ROOT = join(import.meta.dirname, '..');
const ASTRO = join(ROOT, 'node_modules/astro/astro.js');
const SITE_FILES = ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public', 'content'];

export interface Built {
  ms: number;
  /** What the downloads integration says it took (it runs inside the build), if it ran. */
  downloadsMs?: number;
  pages: number;
  out: string;
}

/** Link node_modules entry by entry, so that `.vite`/`.astro` caches are the copy's own. */
function linkModules(into: string): void {
  mkdirSync(join(into, 'node_modules'), { recursive: true });
  for (const e of readdirSync(join(ROOT, 'node_modules'))) {
    if (e === '.vite' || e === '.astro' || e === '.cache') continue;
    symlinkSync(join(ROOT, 'node_modules', e), join(into, 'node_modules', e));
  }
}

/** A copy of the site in a fresh temporary directory (the repo's content, or `content` instead). */
export function siteCopy(name: string): string {
  const dir = join(tmpdir(), `bench-site-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of SITE_FILES) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  linkModules(dir);
  return dir;
}

export function removeCopy(dir: string): void {
  if (dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 30 * 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${out.slice(-3000)}`));
    });
  });
}

/** Ingest a source directory into the copy's content (the CLI, as `npm run ingest` does). */
export async function ingestInto(copy: string, sourcesDir: string): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/ingest.ts'), '--in', sourcesDir, '--out', join(copy, 'content'), '--quiet'], ROOT);
}

/** The pages Astro built: HTML files, not the one-file books under downloads/. */
const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !/^(downloads|pagefind)\//.test(relative(dir, f)));
const countPages = (dir: string): number => pageFiles(dir).length;

/** `astro build` in `dir`, timed from spawn to exit. */
export async function build(dir: string, outDir = join(dir, 'dist')): Promise<Built> {
  rmSync(outDir, { recursive: true, force: true });
  const t = performance.now();
  const log = await run(process.execPath, [ASTRO, 'build', '--outDir', outDir], dir);
  const ms = performance.now() - t;
  const d = /\[downloads\][^\n]* in ([\d.]+) s/.exec(log);
  const built: Built = { ms, pages: countPages(outDir), out: outDir };
  if (d) built.downloadsMs = Number(d[1]) * 1000;
  return built;
}

// ---------------------------------------------------------------- bare Astro

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of a built page, as paragraphs (blank-line separated). */
export function pageText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|h[1-6]|li|div|section|article|header|footer|nav|tr|dt|dd|blockquote|pre|table|details|summary)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m),
    )
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const escapeMd = (text: string) => text.replace(/[\\`*_{}[\]<>#+!|]/g, '\\$&').replace(/^(\s*)(\d+)\./gm, '$1$2\\.').replace(/^(\s*)-/gm, '$1\\-');

export type BareKind = 'route' | 'md';

/**
 * A throwaway Astro project (`bench/bare/…`) with one page per page of a built site,
 * holding that page's text as plain paragraphs: the same number of pages and the same
 * words, with no layout, no components, no client scripts and no integrations.
 * `route` (default): one `[...slug].astro` whose getStaticPaths reads the texts from a
 * JSON file, as the site's own pages are made, and renders each text as markdown with
 * Astro's markdown processor (what .md pages use). `md`: one `.md` file per page, which
 * at thousands of pages mostly measures Vite bundling thousands of modules.
 */
export function bareProject(fromDist: string, dir: string, kind: BareKind = 'route'): number {
  rmSync(dir, { recursive: true, force: true });
  const pagesDir = join(dir, 'src/pages');
  mkdirSync(pagesDir, { recursive: true });
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `// Generated by bench/run.ts: a bare Astro site with the same pages' text. Not part of the site.
import { defineConfig } from 'astro/config';
export default defineConfig({
  trailingSlash: 'always',
  build: { format: 'directory' },
  cacheDir: './.astro-cache',
  vite: { cacheDir: './.vite-cache' },
});
`,
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-bare', private: true, type: 'module' }, null, 2));
  const texts: { slug: string | undefined; title: string; markdown: string }[] = [];
  for (const file of pageFiles(fromDist)) {
    const rel = relative(fromDist, file);
    const text = pageText(readFileSync(file, 'utf8'));
    const title = text.split('\n')[0]!.slice(0, 80);
    if (kind === 'md') {
      // dist/ru/laws/61/index.html → src/pages/ru/laws/61/index.md; dist/404.html → src/pages/404.md
      const target = join(pagesDir, rel.replace(/\.html$/, '.md'));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, `---\ntitle: ${JSON.stringify(title)}\n---\n\n${escapeMd(text)}\n`);
    } else {
      const slug = rel === 'index.html' ? undefined : rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      texts.push({ slug, title, markdown: escapeMd(text) });
    }
  }
  if (kind === 'route') {
    writeFileSync(join(dir, 'pages.json'), JSON.stringify(texts));
    writeFileSync(
      join(pagesDir, '[...slug].astro'),
      `---
// Each page: its text as markdown, rendered by Astro's own markdown pipeline (as .md pages are).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
type Page = { slug: string | undefined; title: string; markdown: string };
export function getStaticPaths() {
  const pages = JSON.parse(readFileSync(join(process.cwd(), 'pages.json'), 'utf8')) as Page[];
  return pages.map((p) => ({ params: { slug: p.slug }, props: p }));
}
const shared = globalThis as typeof globalThis & { benchMarkdown?: ReturnType<typeof createMarkdownProcessor> };
const processor = await (shared.benchMarkdown ??= createMarkdownProcessor());
const { title, markdown } = Astro.props as Page;
const { code } = await processor.render(markdown);
---
<html lang="ru"><head><meta charset="utf-8" /><title>{title}</title></head>
<body><main set:html={code} /></body></html>
`,
    );
  }
  return kind === 'md' ? pageFiles(fromDist).length : texts.length;
}

/** `astro build` of the bare project, with the repo's Astro (found from bench/bare/ upwards). */
export async function buildBare(dir: string): Promise<Built> {
  if (!existsSync(join(dir, 'astro.config.mjs'))) throw new Error(`${dir}: no bare project`);
  return build(dir);
}
