import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHORT_LINKS_MAP } from '../lib/site/offline-paths.ts';
import type { ContentChild } from './content-child.ts';

/**
 * Short links (`/63A4`, `/en/63.5`, every spelling): about 800 small redirect pages
 * of one fixed shape (src/lib/site/short-link-pages.ts). They are written while
 * Astro renders the pages, by the build's content child (./content-child.ts), and
 * moved into the site at the end: right after the build's own writes, creating
 * 800 folders took about a second; moving them takes milliseconds. List it before
 * the service worker, which precaches them, and the downloads (the site's zip).
 */
export default function shortLinksIntegration(content: ContentChild): AstroIntegration {
  return content.take('short-links', 'short-links', ({ staging, dist, logger }) => {
    const moved: string[] = [];
    // Top-level folders are Russian short links; en/ holds the English ones.
    const move = (from: string, to: string) => {
      mkdirSync(to, { recursive: true });
      for (const name of readdirSync(from)) {
        if (from === staging && name === 'en') continue;
        if (existsSync(join(to, name))) throw new Error(`short link ${name} would replace a page of the site`);
        renameSync(join(from, name), join(to, name));
        moved.push(from === staging ? name : `en/${name}`);
      }
    };
    move(staging, dist);
    if (existsSync(join(staging, 'en'))) move(join(staging, 'en'), join(dist, 'en'));
    // Where each leads (its page's refresh), for the service worker, which answers them from this
    // one file instead of precaching 800 pages.
    const map: Record<string, string> = {};
    for (const name of moved) {
      const target = /http-equiv="refresh" content="0; url=([^"]+)"/u.exec(readFileSync(join(dist, name, 'index.html'), 'utf8'))?.[1];
      if (!target) throw new Error(`short link ${name}: its page has no refresh`);
      map[name] = target.replace(/&amp;/gu, '&');
    }
    writeFileSync(join(dist, SHORT_LINKS_MAP), JSON.stringify(map));
    logger.info(`${moved.length} short links`);
  });
}
