import type { APIRoute } from 'astro';
import { site } from '../lib/site/data.ts';
import { canonicalPaths, sitemapXml } from '../lib/site/sitemap.ts';

export const GET: APIRoute = ({ site: origin }) =>
  new Response(sitemapXml(canonicalPaths(site(), import.meta.env.BASE_URL), origin!), { headers: { 'content-type': 'application/xml' } });
