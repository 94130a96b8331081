import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDownloads, finishDownloads } from '../lib/downloads/index.ts';
import { contentBuild, type ContentBuild } from './content-child.ts';

/**
 * The downloads (EPUB, PDF, one-file HTML per language, and a zip of the site).
 * The books need the content only, so they are made by a child process started
 * with the build (./content-child.ts), into a staging folder, while Astro
 * renders the pages; at `astro:build:done` they are copied into `downloads/`, then
 * the zip of the site is made. List it after the search index and the service
 * worker, so the zip contains both.
 */
export default function downloadsIntegration(): AstroIntegration {
  let base = '/';
  let origin = 'http://localhost/';
  let root = process.cwd();
  let build: ContentBuild | undefined;
  return {
    name: 'downloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        root = fileURLToPath(config.root);
        if (config.site) origin = config.site;
      },
      'astro:build:start': () => {
        build = contentBuild('books', { root, base, origin });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const waited = performance.now();
        try {
          const { failure, warnings } = await build!.done;
          if (failure) throw new Error(`making the books failed: ${failure}`);
          for (const line of warnings) logger.warn(line);
          // File by file: the folder keeps the build's permissions, not the staging folder's 0700.
          const books = build!.staging;
          mkdirSync(join(dist, 'downloads'), { recursive: true });
          for (const f of readdirSync(books)) copyFileSync(join(books, f), join(dist, 'downloads', f));
          const status = await finishDownloads({ dist, root, base, logger });
          // The time the downloads add to the build: waiting for the books, then the zip.
          logger.info(`${describeDownloads(status)} in ${((performance.now() - waited) / 1000).toFixed(1)} s after the pages`);
        } finally {
          build?.remove();
        }
      },
    },
  };
}
