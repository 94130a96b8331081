import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentBuild, type ContentBuild } from './content-child.ts';

/**
 * Short links (`/63A4`, `/en/63.5`, every spelling): about 800 small redirect pages
 * of one fixed shape (src/lib/site/short-link-pages.ts). They are written while
 * Astro renders the pages, by a child process started with the build, and
 * moved into the site at the end: right after the build's own writes, creating
 * 800 folders took about a second; moving them takes milliseconds. List it before
 * the search index and the service worker, which must see them.
 */
export default function shortLinksIntegration(): AstroIntegration {
  let base = '/';
  let origin = 'http://localhost/';
  let root = process.cwd();
  let build: ContentBuild | undefined;
  return {
    name: 'short-links',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        root = fileURLToPath(config.root);
        if (config.site) origin = config.site;
      },
      'astro:build:start': () => {
        build = contentBuild('short-links', { root, base, origin });
      },
      'astro:build:done': async ({ dir, logger }) => {
        try {
          const { failure, warnings } = await build!.done;
          if (failure) throw new Error(`writing the short links failed: ${failure}`);
          for (const line of warnings) logger.warn(line);
          const dist = fileURLToPath(dir);
          const staged = build!.staging;
          let moved = 0;
          // Top-level folders are Russian short links; en/ holds the English ones.
          const move = (from: string, to: string) => {
            mkdirSync(to, { recursive: true });
            for (const name of readdirSync(from)) {
              if (from === staged && name === 'en') continue;
              if (existsSync(join(to, name))) throw new Error(`short link ${name} would replace a page of the site`);
              renameSync(join(from, name), join(to, name));
              moved++;
            }
          };
          move(staged, dist);
          if (existsSync(join(staged, 'en'))) move(join(staged, 'en'), join(dist, 'en'));
          logger.info(`${moved} short links`);
        } finally {
          build?.remove();
        }
      },
    },
  };
}
