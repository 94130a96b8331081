import type { APIRoute, GetStaticPaths } from 'astro';
import { site } from '../lib/site/data.ts';
import { canonicalPaths, sitemapXml } from '../lib/site/sitemap.ts';

/**
 * `/sitemap.xml`, only where the build knows the site's address (SITE_URL): a sitemap
 * lists absolute URLs, and there is none to give without it (a route with no path then).
 */
export const getStaticPaths = (() => (import.meta.env.SITE ? [{ params: { sitemap: 'sitemap' } }] : [])) satisfies GetStaticPaths;

export const GET: APIRoute = ({ site: origin }) =>
  new Response(sitemapXml(canonicalPaths(site(), import.meta.env.BASE_URL), origin!), { headers: { 'content-type': 'application/xml' } });
