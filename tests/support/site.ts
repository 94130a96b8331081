import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser.ts';
import { serveStatic } from './static-server.ts';

export const ROOT = join(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist');

/** The built site must exist: `npm test` builds it first (`npm run build`). */
export function requireDist(dist = DIST): void {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: run \`npm run build\` first`);
}

/**
 * Serve dist/ and launch Chromium for the tests of one file.
 * Usage: `const env = useSite();` then `env.origin`, `env.browser` inside tests.
 */
export function useSite(dist = DIST, base = '/') {
  const env = {} as { origin: string; browser: Browser; close: () => Promise<void> };
  beforeAll(async () => {
    requireDist(dist);
    const server = await serveStatic(dist, base);
    env.origin = server.origin;
    env.close = server.close;
    env.browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.close?.();
  });
  return env;
}

/**
 * One search page per language, opened on first use and kept for the file: what the index has
 * loaded stays loaded, as for a reader who searches again (a cold page per query or per set
 * loaded the index anew, most of the search tests' time). For queries asked through the page's
 * element; a test of the page itself (its URL, its list, its keys) opens its own.
 */
export function searchPages(env: { browser: Browser; origin: string }): (lang: 'ru' | 'en') => Promise<Page> {
  const pages = new Map<'ru' | 'en', Promise<Page>>();
  return (lang) => {
    let page = pages.get(lang);
    if (!page) {
      page = env.browser.newPage().then(async (p) => {
        await p.goto(`${env.origin}/${lang}/search/`);
        return p;
      });
      pages.set(lang, page);
    }
    return page;
  };
}

/** What the search page's element answers for a query, as the tests read it. */
export interface Answered {
  items: { href: string; kind: string }[];
  queryClass: string;
}

/**
 * Queries asked through a search page's element (`<site-search>`), `width` at a time in one call: each waits mostly on the
 * files it fetches, and a ranking does not depend on what other queries fetched (the engine's caches only spare fetches).
 * The answers come in the queries' order, hrefs decoded; `limit` is the page's (a screen) unless given.
 */
export function askAll(page: Page, qs: readonly string[], { width = 4, limit }: { width?: number; limit?: number } = {}): Promise<Answered[]> {
  return page.evaluate(
    async ({ qs, width, limit }) => {
      const el = document.querySelector('site-search') as HTMLElement & { query(q: string, f?: object, limit?: number): Promise<{ items: { href: string; kind: string }[]; outcome: { queryClass: string } }> };
      const out: { items: { href: string; kind: string }[]; queryClass: string }[] = [];
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < qs.length; i = next++) {
          const { items, outcome } = await el.query(qs[i]!, {}, limit);
          out[i] = { items: items.map((x) => ({ href: decodeURI(x.href), kind: x.kind })), queryClass: outcome.queryClass };
        }
      };
      await Promise.all(Array.from({ length: width }, worker));
      return out;
    },
    { qs: [...qs], width, limit },
  );
}

/** S@1, S@3 and MRR of ranks (1-based; 0 = not found): the relevance tests' measures, and the asked bench's (bench/asked.ts). */
export function measures(ranks: readonly number[]): { s1: number; s3: number; mrr: number } {
  const n = ranks.length || 1;
  return {
    s1: ranks.filter((r) => r === 1).length / n,
    s3: ranks.filter((r) => r >= 1 && r <= 3).length / n,
    mrr: ranks.reduce((s, r) => s + (r ? 1 / r : 0), 0) / n,
  };
}
