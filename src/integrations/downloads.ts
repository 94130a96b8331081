import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { buildDownloads } from '../lib/downloads/index.ts';

/**
 * The downloads (EPUB, PDF, one-file HTML per language, and a zip of the site),
 * made at the end of the build (`astro:build:done`) from the same content and Ref
 * module as the pages. List it after the search index integration, so the zip
 * contains the index.
 */
export default function downloadsIntegration(): AstroIntegration {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'downloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        await buildDownloads({ dist: fileURLToPath(dir), root, base, logger });
      },
    },
  };
}
