import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
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
