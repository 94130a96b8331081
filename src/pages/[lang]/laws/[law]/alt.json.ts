/**
 * /ru/laws/63/alt.json: the other language's texts of a law page (lib/site/law-page.ts,
 * AltTexts), fetched by view-switch.ts when a reader asks for both languages. Precached
 * with the pages, so it works offline.
 */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../../lib/refs/index.ts';
import { site } from '../../../../lib/site/data.ts';
import { LANGS } from '../../../../lib/site/i18n.ts';
import { renderAltTexts } from '../../../../lib/site/law-page.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => site().lawPages().map((page) => ({ params: { lang, law: String(page.n) }, props: { lang, n: page.n } })));
}

export const GET: APIRoute = ({ props }) => {
  const { lang, n } = props as { lang: Lang; n: number };
  const page = site().lawPages().find((p) => p.n === n)!;
  return new Response(JSON.stringify(renderAltTexts(site(), page, lang, import.meta.env.BASE_URL)), { headers: { 'content-type': 'application/json' } });
};
