import type { APIRoute } from 'astro';
import type { Lang } from '../../../lib/refs/index.ts';
import { LANGS } from '../../../lib/site/i18n.ts';
import { searchWords } from '../../../lib/site/search-data.ts';

/** The text's words the query reader puts in place of calls, plays and situations told, fetched by the search page with its reader. */
export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) => new Response(JSON.stringify(searchWords(params.lang as Lang)), { headers: { 'Content-Type': 'application/json' } });
