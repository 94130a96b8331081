/**
 * /ru/demos/revoke/data.json: every panel's data of one demo (lib/site/demo-data.ts), by
 * panel key, fetched by rule-demo.ts when a panel starts (on the demo's page or on a law
 * page that embeds it). Precached with the pages, so it works offline.
 */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../../lib/refs/index.ts';
import { demoData } from '../../../../lib/site/demo-data.ts';
import { DEMO_NAMES, DEMOS, type DemoName } from '../../../../lib/site/demos.ts';
import { LANGS } from '../../../../lib/site/i18n.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => DEMO_NAMES.map((name) => ({ params: { lang, name }, props: { lang, name } })));
}

export const GET: APIRoute = ({ props }) => {
  const { lang, name } = props as { lang: Lang; name: DemoName };
  const data = Object.fromEntries(DEMOS[name].map((panel) => [panel.key, demoData(panel, lang, import.meta.env.BASE_URL)]));
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
};
