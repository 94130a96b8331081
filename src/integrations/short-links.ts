import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../lib/site/i18n.ts';
import type { ContentChild } from './content-child.ts';

/**
 * Short links (`/63A4`, `/ru/63A4`, `/en/63.5`, every spelling): about 1,200 small redirect pages
 * of one fixed shape (src/lib/site/short-link-pages.ts). They are written while
 * Astro renders the pages, by the build's content child (./content-child.ts), and
 * moved into the site at the end: right after the build's own writes, creating
 * 800 folders took about a second; moving them takes milliseconds. List it before
 * the service worker, which precaches them, and the downloads (the site's zip).
 */
export default function shortLinksIntegration(content: ContentChild): AstroIntegration {
  return content.take('short-links', 'short-links', ({ staging, dist, logger }) => {
    let moved = 0;
    // Top-level folders are Russian short links; ru/ and en/ hold each language's under its prefix.
    const prefixes = LANGS.map((l) => l as string);
    const move = (from: string, to: string) => {
      mkdirSync(to, { recursive: true });
      for (const name of readdirSync(from)) {
        if (from === staging && prefixes.includes(name)) continue;
        if (existsSync(join(to, name))) throw new Error(`short link ${name} would replace a page of the site`);
        renameSync(join(from, name), join(to, name));
        moved++;
      }
    };
    move(staging, dist);
    for (const lang of prefixes) if (existsSync(join(staging, lang))) move(join(staging, lang), join(dist, lang));
    logger.info(`${moved} short links`);
  });
}
