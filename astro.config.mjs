// @ts-check
import { defineConfig } from 'astro/config';
import shortLinks from './src/integrations/short-links.ts';
import pagefind from './src/integrations/pagefind.ts';
import { offline } from './src/integrations/offline.ts';
import downloads from './src/integrations/downloads.ts';
import openData from './src/integrations/open-data.ts';
import { contentChild } from './src/integrations/content-child.ts';

/** Deploy under a sub-path with SITE_BASE=/laws/ (default: the root); SITE_OUT picks the output folder. */
const base = process.env.SITE_BASE ?? '/';
const search = pagefind();
// One child process makes what needs only the content (short links, books) while Astro renders.
const content = contentChild();

export default defineConfig({
  // The site's address, for the canonical and hreflang links, og:url, the sitemap and robots.txt;
  // unset, those are left out (no placeholder host): src/lib/site/head.ts.
  site: process.env.SITE_URL || undefined,
  base,
  outDir: process.env.SITE_OUT ?? './dist',
  // 'ignore', not 'always': the pages and their links are the same (format 'directory'), but
  // astro preview (npm start) answered 404 to a short link typed without its slash (/63A4).
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  vite: { build: { assetsInlineLimit: 0 } },
  // Order matters: the search index starts first, from Astro's pages only; the short links
  // move in beside it, and the open data and the linker (not precached); the service worker (which precaches both) and the zip of the site
  // (which carries everything) wait until the index is written.
  integrations: [search.integration, shortLinks(content), openData(content), offline(base, search.written), downloads(content, search.written)],
});
