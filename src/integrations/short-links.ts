import type { AstroIntegration } from 'astro';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { site } from '../lib/site/data.ts';
import { shortLinkPages } from '../lib/site/short-link-pages.ts';

/**
 * Short links (`/63A4`, `/en/63.5`, every spelling): about 800 small redirect pages
 * of one fixed shape, written straight into the build (`astro:build:done`) rather
 * than rendered page by page by Astro. List it before the search index and the
 * service worker, which must see them.
 */
export default function shortLinksIntegration(): AstroIntegration {
  let base = '/';
  let origin = 'http://localhost/';
  return {
    name: 'short-links',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        if (config.site) origin = config.site;
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const pages = shortLinkPages(site(), { base, origin });
        for (const p of pages) {
          const file = join(dist, p.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, p.html);
        }
        logger.info(`${pages.length} short links`);
      },
    },
  };
}
