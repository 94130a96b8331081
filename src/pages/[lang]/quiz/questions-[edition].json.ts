/**
 * /ru/quiz/questions-1987.json, …-2017.json (and /en/…): what the quiz page loads, one
 * edition at a time, when the reader first needs more than the opening question
 * (src/lib/quiz/data.ts, quizChunk). Not open data: questions.json is.
 */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../lib/refs/index.ts';
import { QUIZ_EDITIONS } from '../../../lib/quiz/bank.ts';
import { quizChunk } from '../../../lib/quiz/data.ts';
import { LANGS } from '../../../lib/site/i18n.ts';
import type { Edition } from '../../../rules/index.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => QUIZ_EDITIONS.map((edition) => ({ params: { lang, edition }, props: { lang, edition } })));
}

export const GET: APIRoute = ({ props }) => {
  const { lang, edition } = props as { lang: Lang; edition: Edition };
  return new Response(JSON.stringify(quizChunk(lang, import.meta.env.BASE_URL, edition)), { headers: { 'content-type': 'application/json' } });
};
