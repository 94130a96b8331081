import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Build the search index inside the Astro build (`astro:build:done`), so it exists
 * before anything that runs after (downloads, the offline precache) looks for it.
 * Pages opt in with `data-pagefind-body`; each page is indexed in its `<html lang>`
 * (Russian stemming for /ru/, English for /en/).
 */
export default function pagefindIntegration(): AstroIntegration {
  return {
    name: 'pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: outDir });
        if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
        if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
        await pagefind.close();
        // The site has its own search UI over pagefind.js: pagefind's bundled UIs are never loaded.
        for (const f of readdirSync(join(outDir, 'pagefind'))) {
          if (/^pagefind-(?:component-|modular-)?ui\.(?:js|css)$|^pagefind-highlight\.js$/u.test(f)) rmSync(join(outDir, 'pagefind', f));
        }
        logger.info(`indexed ${added.page_count} pages`);
      },
    },
  };
}
