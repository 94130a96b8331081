import type { APIRoute } from 'astro';

/** The sitemap's line only where there is a sitemap: the build knows the site's address (SITE_URL). */
export const GET: APIRoute = ({ site: origin }) =>
  new Response(`User-agent: *\nAllow: /\n${origin ? `\nSitemap: ${new URL(`${import.meta.env.BASE_URL}sitemap.xml`, origin).href}\n` : ''}`);
