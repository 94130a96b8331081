/**
 * Offline readiness of a first visit: a cold browser context opens /ru/ on a local server (the
 * files as they are, as the tests serve them) and the service worker precaches the site; the figure
 * is the time from the navigation to the footer's «готово к работе офлайн» (the worker installed
 * and activated), with the requests the worker made. Baseline: the page's own load event in the
 * same visit (what the reader waits for anyway).
 */
import { launch } from '../tests/support/browser.ts';
import { serveStatic } from '../tests/support/static-server.ts';
import { median, round } from './stats.ts';

export interface OfflineFigure {
  /** Median ms from navigation start to offline-ready. */
  readyMs: number;
  runsMs: number[];
  /** Median ms to the page's load event (baseline). */
  loadMs: number;
  /** Requests the service worker made while installing (the precache). */
  requests: number;
}

export async function benchOffline(dist: string, reps: number): Promise<OfflineFigure> {
  const server = await serveStatic(dist, '/');
  const browser = await launch();
  const ready: number[] = [];
  const load: number[] = [];
  let requests = 0;
  try {
    for (let i = 0; i < reps; i++) {
      const context = await browser.newContext();
      let n = 0;
      context.on('request', (r) => {
        if (r.serviceWorker()) n++;
      });
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${server.origin}/ru/`, { waitUntil: 'load' });
      load.push(performance.now() - t0);
      await page.locator('offline-status [data-state="ready"]').waitFor({ state: 'visible', timeout: 180_000 });
      ready.push(performance.now() - t0);
      requests = n;
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { readyMs: round(median(ready), 0), runsMs: ready.map((x) => round(x, 0)), loadMs: round(median(load), 0), requests };
}
