import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { fileURLToPath } from 'node:url';
import { readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';

/** The search index of the current build: what writes it, and when it is written. */
export interface SearchIndex {
  integration: AstroIntegration;
  /**
   * Resolves when the index is in the build's output (rejects with its error). Whatever
   * reads the output after the index is made (the offline precache, the site's zip)
   * waits for it.
   */
  written(): Promise<void>;
}

/** A glob matching exactly these `/`-separated paths (glob characters in them escaped). */
export const globOfFiles = (paths: string[]): string => `{${paths.map((p) => p.replace(/[*?[\]{}(),!\\]/gu, '\\$&')).join(',')}}`;

async function writeIndex(outDir: string, pages: string[], logger: AstroIntegrationLogger): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  // Only the pages Astro wrote: the short links are moved in while this runs.
  const added = await index.addDirectory({ path: outDir, glob: globOfFiles(pages) });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  // The site has its own search UI over pagefind.js, which searches on the page's thread
  // (src/scripts/site-search.ts): pagefind's bundled UIs and its web worker are never loaded,
  // and would only be precached for nothing.
  for (const f of readdirSync(join(outDir, 'pagefind'))) {
    if (/^pagefind-(?:component-|modular-)?ui\.(?:js|css)$|^pagefind-(?:highlight|worker)\.js$/u.test(f)) rmSync(join(outDir, 'pagefind', f));
  }
  logger.info(`indexed ${added.page_count} pages`);
}

/**
 * Build the search index inside the Astro build (`astro:build:done`). Pages opt in
 * with `data-pagefind-body`; each page is indexed in its `<html lang>` (Russian
 * stemming for /ru/, English for /en/).
 * The hook starts the indexing and returns: pagefind works in its own process, so
 * the next hooks (compiling the service worker) run beside it, and those that need
 * the index await {@link SearchIndex.written}. It reads only the pages Astro wrote,
 * so what other hooks add meanwhile (the short links) does not change it.
 */
export default function pagefindIntegration(): SearchIndex {
  let indexing: Promise<void> | undefined;
  return {
    integration: {
      name: 'pagefind',
      hooks: {
        'astro:build:done': ({ dir, assets, logger }) => {
          const outDir = fileURLToPath(dir);
          const pages = [...assets.values()].flat().map((url) => relative(outDir, fileURLToPath(url)).split(sep).join('/'));
          indexing = writeIndex(outDir, pages.filter((p) => p.endsWith('.html')), logger);
          // Its failure is reported by whoever awaits it; until then it is not unhandled.
          indexing.catch(() => {});
        },
      },
    },
    written: () => indexing ?? Promise.reject(new Error('pagefind: the search index was not started (is its integration listed?)')),
  };
}
