/**
 * Page weight on first load and search cost, measured in Chromium (playwright-core)
 * by recording every response; each load in a fresh browser context (cold cache).
 * The service worker is blocked: it registers after load and precaches the site in
 * the background, which is not part of what a first page needs (reported apart).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launch } from '../tests/support/browser.ts';
import { serveStatic } from '../tests/support/static-server.ts';
import { median, round } from './stats.ts';

export interface Weight {
  page: string;
  path: string;
  requests: number;
  raw: { html: number; css: number; js: number; other: number; total: number };
  gzip: { html: number; css: number; js: number; other: number; total: number };
}

type Kind = 'html' | 'css' | 'js' | 'other';

function kindOf(r: Response): Kind {
  const type = r.request().resourceType();
  const ct = r.headers()['content-type'] ?? '';
  if (type === 'document' || ct.startsWith('text/html')) return 'html';
  if (type === 'stylesheet' || ct.startsWith('text/css')) return 'css';
  if (type === 'script' || ct.includes('javascript')) return 'js';
  return 'other';
}

interface Recorded {
  url: string;
  kind: Kind;
  raw: number;
  gzip: number;
  at: number;
}

/** Record every response of a page (body bytes, raw and gzip). */
function record(page: Page): { responses: Recorded[]; settled: () => Promise<void> } {
  const responses: Recorded[] = [];
  const pending = new Set<Promise<void>>();
  page.on('response', (r) => {
    const at = performance.now();
    const p = r
      .body()
      .then((body) => {
        responses.push({ url: r.url(), kind: kindOf(r), raw: body.length, gzip: body.length ? gzipSync(body, { level: 9 }).length : 0, at });
      })
      .catch(() => {
        /* redirects and aborted requests have no body */
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  });
  return {
    responses,
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

const coldContext = (browser: Browser): Promise<BrowserContext> => browser.newContext({ serviceWorkers: 'block' });

async function weigh(browser: Browser, origin: string, name: string, path: string): Promise<Weight> {
  const context = await coldContext(browser);
  const page = await context.newPage();
  const rec = record(page);
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await rec.settled();
  await context.close();
  const sum = (k: Kind | 'total', f: 'raw' | 'gzip') => rec.responses.filter((r) => k === 'total' || r.kind === k).reduce((s, r) => s + r[f], 0);
  const pick = (f: 'raw' | 'gzip') => ({ html: sum('html', f), css: sum('css', f), js: sum('js', f), other: sum('other', f), total: sum('total', f) });
  return { page: name, path, requests: rec.responses.length, raw: pick('raw'), gzip: pick('gzip') };
}

export interface SearchFigure {
  query: string;
  lang: string;
  /** Time to the first result, median over the repetitions. */
  ms: number;
  /** Baseline: time to the search status appearing (the UI's debounce, before any search work). */
  statusMs: number;
  /** Bytes fetched from setting the query to the first result (raw; gzip as a CDN would send). */
  raw: number;
  gzip: number;
  requests: number;
  results: number;
  /** What the bytes are: pagefind.js, wasm, meta, index chunks, fragments (first repetition). */
  parts: Record<string, { raw: number; gzip: number; n: number }>;
}

/**
 * In-page timing of a search, as source text (tsx would wrap a function's inner
 * functions in a helper the page does not have): set the value and send an input
 * event, as typing does; resolve with the times to the status text and the first result.
 */
const IN_PAGE_SEARCH = `async (q) => {
  const input = document.querySelector('#search-q');
  const status = document.querySelector('.search-status');
  const start = performance.now();
  let statusAt = 0;
  const done = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!statusAt && status.textContent) statusAt = performance.now() - start;
      if (document.querySelector('#search-results li')) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => reject(new Error('no result in 20 s')), 20000);
  });
  input.value = q;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const first = await done;
  return { first, status: statusAt || first };
}`;

/** One cold search: load the search page, then time from setting the input to the first result. */
async function searchOnce(browser: Browser, origin: string, lang: string, query: string) {
  const context = await coldContext(browser);
  const page = await context.newPage();
  const rec = record(page);
  await page.goto(`${origin}/${lang}/search/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await rec.settled();
  const before = rec.responses.length;
  // In the page: time from setting the value (an input event, as typing gives) to the
  // search status appearing (the UI's own floor: its debounce) and to the first result.
  const t0 = performance.now();
  const times = (await page.evaluate(`(${IN_PAGE_SEARCH})(${JSON.stringify(query)})`)) as { first: number; status: number };
  const ms = times.first;
  await rec.settled();
  const after = rec.responses.slice(before).filter((r) => r.at >= t0);
  const results = await page.locator('#search-results li').count();
  await context.close();
  const parts: Record<string, { raw: number; gzip: number; n: number }> = {};
  for (const r of after) {
    const name = new URL(r.url).pathname.replace(/^.*\//, '');
    const part = /wasm/.test(name) ? 'wasm' : /\.pf_(\w+)$/.exec(name)?.[1] ?? (name.endsWith('.js') ? 'pagefind.js' : name.endsWith('.json') ? 'entry json' : 'other');
    const p = (parts[part] ??= { raw: 0, gzip: 0, n: 0 });
    p.raw += r.raw;
    p.gzip += r.gzip;
    p.n++;
  }
  return { ms, statusMs: times.status, raw: after.reduce((s, r) => s + r.raw, 0), gzip: after.reduce((s, r) => s + r.gzip, 0), requests: after.length, results, parts };
}

export const QUERIES: [lang: string, query: string][] = [
  ['ru', 'фальшренонсом'],
  ['ru', 'штрафной картой'],
  ['ru', '63А4'],
  ['ru', 'недостаточное назначение'],
  ['ru', 'болван'],
  ['en', 'revoke'],
  ['en', 'penalty card'],
  ['en', 'dummy'],
  ['en', 'claim'],
  ['en', '63.5'],
];

export interface BrowserFigures {
  weights: Weight[];
  search: SearchFigure[];
}

/** Measure a built site (dist) served as a CDN would (static files). */
export async function benchBrowser(dist: string, pages: [string, string][], reps: number): Promise<BrowserFigures> {
  const server = await serveStatic(dist, '/');
  const browser = await launch();
  try {
    const weights: Weight[] = [];
    for (const [name, path] of pages) weights.push(await weigh(browser, server.origin, name, path));
    const search: SearchFigure[] = [];
    for (const [lang, query] of QUERIES) {
      const runs = [];
      for (let i = 0; i < reps; i++) runs.push(await searchOnce(browser, server.origin, lang, query));
      search.push({
        query,
        lang,
        ms: round(median(runs.map((r) => r.ms)), 0),
        statusMs: round(median(runs.map((r) => r.statusMs)), 0),
        raw: median(runs.map((r) => r.raw)),
        gzip: median(runs.map((r) => r.gzip)),
        requests: median(runs.map((r) => r.requests)),
        results: runs[0]!.results,
        parts: runs[0]!.parts,
      });
    }
    return { weights, search };
  } finally {
    await browser.close();
    await server.close();
  }
}
