/**
 * /ru/quiz/questions.json and /en/quiz/questions.json: the training bank as open data,
 * `{ "questions": [...], "refs": {...}, "areas": {...} }` (src/lib/quiz/). Precached with the
 * pages; the quiz page loads it after first render.
 */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../lib/refs/index.ts';
import { quizData } from '../../../lib/quiz/data.ts';
import { LANGS } from '../../../lib/site/i18n.ts';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang }, props: { lang } }));
}

export const GET: APIRoute = ({ props }) => {
  const { lang } = props as { lang: Lang };
  return new Response(JSON.stringify(quizData(lang, import.meta.env.BASE_URL)), { headers: { 'content-type': 'application/json' } });
};
