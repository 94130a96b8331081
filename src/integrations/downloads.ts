import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDownloads, finishDownloads, makeBooks } from '../lib/downloads/index.ts';

/**
 * The downloads (EPUB, PDF, one-file HTML per language, and a zip of the site).
 * The books need the content only, so they are started with the build
 * (`astro:build:start`) into a staging folder and printed while Astro renders the
 * pages; at `astro:build:done` they are moved into `downloads/`, then the zip of
 * the site is made. List it after the search index and the service worker, so the
 * zip contains both.
 */
export default function downloadsIntegration(): AstroIntegration {
  let base = '/';
  let root = process.cwd();
  let staging: string | undefined;
  let books: Promise<unknown> | undefined;
  return {
    name: 'downloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        root = fileURLToPath(config.root);
      },
      'astro:build:start': ({ logger }) => {
        staging = mkdtempSync(join(tmpdir(), 'downloads-'));
        // Settled either way, so a failure waits for build:done instead of being unhandled.
        books = makeBooks({ root, logger, outDir: staging }).then(
          () => undefined,
          (e: unknown) => e,
        );
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const waited = performance.now();
        try {
          const failed = await books;
          if (failed) throw failed;
          if (staging) {
            // File by file: the folder itself keeps the build's permissions, not the staging folder's 0700.
            mkdirSync(join(dist, 'downloads'), { recursive: true });
            for (const f of readdirSync(staging)) copyFileSync(join(staging, f), join(dist, 'downloads', f));
          }
          const status = await finishDownloads({ dist, root, base, logger });
          // The time the downloads add to the build: waiting for the books, then the zip.
          logger.info(`${describeDownloads(status)} in ${((performance.now() - waited) / 1000).toFixed(1)} s after the pages`);
        } finally {
          if (staging) rmSync(staging, { recursive: true, force: true });
        }
      },
    },
  };
}
