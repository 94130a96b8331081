import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeDownloads, finishDownloads } from '../lib/downloads/finish-downloads.ts';
import type { ContentChild } from './content-child.ts';

/**
 * The downloads (EPUB, PDF, one-file HTML per language, and a zip of the site).
 * The books need the content only, so they are made by the build's content child
 * (./content-child.ts), into a staging folder, while Astro
 * renders the pages; at `astro:build:done` they are copied into `downloads/`, then
 * the zip of the site is made, once the search index is written. List it after the
 * service worker, so the zip contains both.
 */
export default function downloadsIntegration(content: ContentChild, searchIndexWritten: () => Promise<void>): AstroIntegration {
  return content.take('downloads', 'books', async ({ staging, dist, root, base, logger, since }) => {
    // File by file: the folder keeps the build's permissions, not the staging folder's 0700.
    mkdirSync(join(dist, 'downloads'), { recursive: true });
    for (const f of readdirSync(staging)) copyFileSync(join(staging, f), join(dist, 'downloads', f));
    await searchIndexWritten();
    const status = await finishDownloads({ dist, root, base, logger });
    // The time the downloads add to the build: waiting for the books, then the zip.
    logger.info(`${describeDownloads(status)} in ${((performance.now() - since) / 1000).toFixed(1)} s after the pages`);
  });
}
