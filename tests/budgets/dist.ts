/**
 * What a page of the built site (dist/) costs on first load, from bytes on disk:
 * the HTML, the stylesheets it links and the scripts it loads, with every module
 * those scripts import statically (dynamic `import()` is loaded later, on use).
 * Sizes raw and gzip (node:zlib, level 9: what a CDN sends). No browser, no timing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  page: string;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  total: Bytes;
  /** dist-relative paths of the CSS and JS files loaded. */
  files: string[];
}

const cache = new Map<string, Bytes & { text: string }>();

function read(file: string): Bytes & { text: string } {
  let hit = cache.get(file);
  if (!hit) {
    const buf = readFileSync(file);
    hit = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, text: buf.toString('utf8') };
    cache.set(file, hit);
  }
  return hit;
}

/** Every page: HTML files of dist/, not the one-file books under downloads/ nor pagefind's. */
export function pages(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(dist, join(e.parentPath, e.name)))
    .filter((p) => !/^(downloads|pagefind)\//.test(p))
    .sort();
}

export type PageType =
  | 'home'
  | 'law page'
  | 'law page with a demo'
  | 'demo page'
  | 'demos index'
  | 'search'
  | 'glossary'
  | 'sources'
  | 'download'
  | 'editions'
  | 'data'
  | 'embed'
  | 'triage'
  | 'quiz'
  | '404'
  | 'short link'
  | 'root';

/** The type of a page from its path (and, for law pages, whether it holds a demo). */
export function pageType(dist: string, page: string): PageType {
  if (page === 'index.html') return 'root';
  if (page === '404.html' || /^404\//.test(page)) return '404';
  const m = /^(ru|en)\/(?:(laws|demos|search|glossary|sources|download|editions|data|embed|triage|quiz)\/)?(?:([^/]+)\/)?index\.html$/.exec(page);
  if (!m) return 'short link';
  const [, , section, rest] = m;
  if (!section) return rest ? 'short link' : 'home';
  if (section === 'laws') return rest && html(dist, page).includes('<rule-demo') ? 'law page with a demo' : 'law page';
  if (section === 'demos') return rest ? 'demo page' : 'demos index';
  return section as PageType;
}

export const html = (dist: string, page: string): string => read(join(dist, page)).text;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/** Local file (dist-relative) of a URL on the site, or undefined for another origin / data: URL. */
function local(url: string, base: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const path = url.split(/[?#]/)[0]!;
  if (!path.startsWith(base)) return undefined;
  return decodeURIComponent(path.slice(base.length));
}

/** The stylesheets and scripts a page loads by itself (its HTML's link/script tags). */
export function assetsOf(pageHtml: string, base = '/'): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  for (const [tag] of pageHtml.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel=["']?stylesheet/i.test(tag)) continue;
    const f = local(attr(tag, 'href') ?? '', base);
    if (f) css.push(f);
  }
  for (const [tag] of pageHtml.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const f = src ? local(src, base) : undefined;
    if (f) js.push(f);
  }
  for (const [tag] of pageHtml.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel=["']?modulepreload/i.test(tag)) continue;
    const f = local(attr(tag, 'href') ?? '', base);
    if (f) js.push(f);
  }
  return { css, js };
}

/**
 * What the first paint waits for: the HTML and its render-blocking stylesheets (a
 * `<link rel=stylesheet>` without a `media` that rules it out, such as print), gzip.
 */
export function firstRender(dist: string, page: string, base = '/'): { page: string; gzip: number; html: number; css: number; files: string[] } {
  const h = read(join(dist, page));
  const files: string[] = [];
  for (const [tag] of h.text.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel=["']?stylesheet/i.test(tag)) continue;
    const media = attr(tag, 'media');
    if (media && !/^\s*(all|screen)\s*$/iu.test(media)) continue;
    const f = local(attr(tag, 'href') ?? '', base);
    if (f && !files.includes(f)) files.push(f);
  }
  const css = files.reduce((n, f) => n + read(join(dist, f)).gzip, 0);
  return { page, gzip: h.gzip + css, html: h.gzip, css, files };
}

/** Static imports of an ES module (`import … from "./x.js"`, `import "./x.js"`, `export … from`), as dist-relative paths. */
export function staticImports(dist: string, file: string): string[] {
  const text = read(join(dist, file)).text;
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith('./') || spec.startsWith('../')) out.push(normalizePath(dir + spec));
    else if (spec.startsWith('/')) out.push(spec.slice(1));
  }
  return out;
}

/** Dynamic `import("./x.js")` of a module (loaded on use, not on first load). */
export function dynamicImports(dist: string, file: string): string[] {
  const text = read(join(dist, file)).text;
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return [...text.matchAll(/import\(\s*["']([^"']+\.m?js)["']\s*\)/g)].map((m) => (m[1]!.startsWith('.') ? normalizePath(dir + m[1]) : m[1]!.replace(/^\//, '')));
}

function normalizePath(p: string): string {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** Modules reachable from `entries` by static imports (entries included). */
export function closure(dist: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(dist, f));
  }
  return [...seen];
}

const sum = (files: string[], dist: string): Bytes =>
  files.reduce((s, f) => {
    const b = read(join(dist, f));
    return { raw: s.raw + b.raw, gzip: s.gzip + b.gzip };
  }, { raw: 0, gzip: 0 });

export function firstLoad(dist: string, page: string, base = '/'): FirstLoad {
  const h = read(join(dist, page));
  const { css, js } = assetsOf(h.text, base);
  const cssFiles = [...new Set(css)];
  const jsFiles = closure(dist, [...new Set(js)]);
  const c = sum(cssFiles, dist);
  const j = sum(jsFiles, dist);
  return {
    page,
    html: { raw: h.raw, gzip: h.gzip },
    css: c,
    js: j,
    total: { raw: h.raw + c.raw + j.raw, gzip: h.gzip + c.gzip + j.gzip },
    files: [...cssFiles, ...jsFiles],
  };
}

/** Demo modules of a build, by name and content, closed over modules that only demos import. */
export function demoModules(distDir: string): Set<string> {
  const all = readdirSync(join(distDir, '_astro'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `_astro/${f}`);
  const demo = new Set(
    all.filter((f) => /Demo\.astro_astro_type_script/.test(f) || /customElements\.define\(\s*["']rule-demo["']/.test(readFileSync(join(distDir, f), 'utf8'))),
  );
  const importers = new Map<string, Set<string>>();
  for (const f of all) for (const m of [...staticImports(distDir, f), ...dynamicImports(distDir, f)]) importers.set(m, (importers.get(m) ?? new Set()).add(f));
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of all) {
      const by = importers.get(f);
      if (!demo.has(f) && by && [...by].every((i) => demo.has(i))) {
        demo.add(f);
        grew = true;
      }
    }
  }
  return demo;
}
