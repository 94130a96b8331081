/**
 * Lighthouse (12.2.3, pinned: 12.3 on needs Node 22) on one page of each type, mobile
 * preset (its default: a mid-range phone, simulated slow 4G), all four categories.
 * The build is served as a static host serves it: brotli/gzip, hashed assets cached
 * for a year (tests/support/static-server.ts with `host`). Each page is run `runs`
 * times in one Chromium; scores and metrics are medians of the runs (Lighthouse on two
 * shared cores moves a few points between runs; its simulated throttling keeps the
 * metrics themselves steadier than the observed timings would be).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../tests/support/browser.ts';
import { serveStatic } from '../tests/support/static-server.ts';
import { median, round } from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  page: string;
  path: string;
  runs: number;
  /** Scores 0–100, medians. */
  scores: Record<Category, number>;
  /** Every run's performance score, to show the spread. */
  performanceRuns: number[];
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits below 1 that carry weight (median run), e.g. "layout-shifts". */
  failing: string[];
}

interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
}

export async function benchLighthouse(dist: string, pages: [string, string][], runs: number): Promise<LighthouseFigures[]> {
  const server = await serveStatic(dist, '/', { host: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const [page, path] of pages) {
      const results: LhResult[] = [];
      for (let i = 0; i < runs; i++) {
        console.error(`bench: lighthouse ${path} (${i + 1}/${runs}) …`);
        const r = await lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!r) throw new Error(`lighthouse returned nothing for ${path}`);
        results.push(r.lhr as unknown as LhResult);
      }
      const score = (r: LhResult, c: string) => Math.round((r.categories[c]?.score ?? 0) * 100);
      const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
      const perf = results.map((r) => score(r, 'performance'));
      const mid = results[perf.indexOf([...perf].sort((a, b) => a - b)[perf.length >> 1]!)]!;
      out.push({
        page,
        path,
        runs,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => score(r, c)))])) as Record<Category, number>,
        performanceRuns: perf,
        lcpMs: round(metric('largest-contentful-paint'), 0),
        fcpMs: round(metric('first-contentful-paint'), 0),
        cls: round(metric('cumulative-layout-shift'), 3),
        tbtMs: round(metric('total-blocking-time'), 0),
        failing: Object.entries(mid.audits)
          .filter(([, a]) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'))
          .map(([id]) => id),
      });
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return out;
}
