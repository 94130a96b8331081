/**
 * Offline readiness: a first visit in a fresh Chromium context (service worker allowed),
 * timed from the navigation to the footer saying the site works offline (the worker has
 * installed: everything is cached), with the number of requests the server answered in
 * between (counted at the server: the worker's requests included).
 */
import type { IncomingMessage } from 'node:http';
import { launch } from '../tests/support/browser.ts';
import { serveStatic } from '../tests/support/static-server.ts';
import { median, round } from './stats.ts';

export interface OfflineFigure {
  /** First visit → the worker installed (all cached), ms; median and each run. */
  readyMs: number;
  runs: number[];
  /** Requests the server answered until then (median), and the bytes it sent. */
  requests: number;
  bytes: number;
}

export async function benchOffline(dist: string, reps: number): Promise<OfflineFigure> {
  // A local server, files as they are (as the offline tests serve them).
  const server = await serveStatic(dist, '/');
  let requests = 0;
  let bytes = 0;
  server.server.on('request', (_req: IncomingMessage, res) => {
    requests++;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((chunk: unknown, ...rest: never[]) => {
      if (chunk && typeof chunk !== 'function') bytes += Buffer.byteLength(chunk as Buffer);
      return write(chunk as Buffer, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: never[]) => {
      if (chunk && typeof chunk !== 'function') bytes += Buffer.byteLength(chunk as Buffer);
      return end(chunk as Buffer, ...rest);
    }) as typeof res.end;
  });
  const browser = await launch();
  const runs: { ms: number; requests: number; bytes: number }[] = [];
  try {
    for (let i = 0; i < reps; i++) {
      const context = await browser.newContext({ serviceWorkers: 'allow' }); // tests/support/browser.ts blocks it by default
      const page = await context.newPage();
      requests = 0;
      bytes = 0;
      const t0 = performance.now();
      await page.goto(`${server.origin}/ru/`);
      await page.locator('offline-status [data-state="ready"]').waitFor({ state: 'visible', timeout: 180_000 });
      runs.push({ ms: performance.now() - t0, requests, bytes });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    readyMs: round(median(runs.map((r) => r.ms)), 0),
    runs: runs.map((r) => round(r.ms, 0)),
    requests: median(runs.map((r) => r.requests)),
    bytes: median(runs.map((r) => r.bytes)),
  };
}
