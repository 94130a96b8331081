import type { APIRoute } from 'astro';
import type { Lang } from '../../../lib/refs/index.ts';
import { site } from '../../../lib/site/data.ts';
import { LANGS } from '../../../lib/site/i18n.ts';
import { searchExplainers } from '../../../lib/site/search-data.ts';

/** The paragraphs that explain the ids without text of their own, fetched by the search page for such an id only. */
export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) => new Response(JSON.stringify(searchExplainers(site(), params.lang as Lang)), { headers: { 'Content-Type': 'application/json' } });
