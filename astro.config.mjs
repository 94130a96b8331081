// @ts-check
import { defineConfig } from 'astro/config';

/** Deploy under a sub-path with SITE_BASE=/laws/ (default: the root). */
const base = process.env.SITE_BASE ?? '/';

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://bridge-laws.example.org',
  base,
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never' },
  vite: { build: { assetsInlineLimit: 0 } },
});
