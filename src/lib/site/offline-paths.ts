/**
 * What the build and the service worker agree on for offline use (src/sw.ts,
 * src/integrations/offline.ts): the packed search fragments and the map of short links,
 * precached in place of ~900 fragments and ~800 short-link pages.
 */

/** The pack of the search index's fragments, in `pagefind/` (src/lib/site/pack-files.ts). */
export const FRAGMENT_PACK = 'fragments.pack';

/** The short links and where each leads, at the site's root: `{ "63A4": "/ru/laws/63/#63A4", "en/63.5": … }`. */
export const SHORT_LINKS_MAP = 'short-links.json';

/**
 * A short link's path below the site's base, with or without its final slash: `63A4`, `63а4/`,
 * `en/63.5`. Every id starts with a law's number, and no other folder of the site starts with a digit.
 */
export const SHORT_LINK_PATH = /^(?:en\/)?\d[^/]*\/?$/u;

/** The short link of a path (as SHORT_LINKS_MAP keys it): no final slash, decoded. */
export function shortLinkKey(path: string): string {
  return decodeURIComponent(path).replace(/\/$/u, '');
}

/** A short link's page when offline: what the built page does (meta refresh, and a link without it). */
export function redirectPage(target: string): string {
  const t = target.replace(/[&"<>]/gu, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${t}"><title>→</title><a href="${t}">${t}</a>`;
}
