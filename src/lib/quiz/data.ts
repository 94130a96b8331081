/**
 * What /ru/quiz/questions.json and the quiz page carry: the bank in one language, the
 * links of every id the bank cites (resolved to this site’s pages), and the area names.
 * Plain TypeScript, no Astro.
 */
import { Ref, type Lang } from '../refs/index.ts';
import { site } from '../site/data.ts';
import { t, type Key } from '../site/i18n.ts';
import { url } from '../site/urls.ts';
import { bankFigures, questionAliases, questionBank, type BankFigures, type Question } from './bank.ts';
import type { Edition } from '../../rules/index.ts';

export interface QuizData {
  readonly questions: readonly Question[];
  /** Every cited id → [href, text]. */
  readonly refs: Readonly<Record<string, readonly [string, string]>>;
  /** Area id → its name (the demo’s title). */
  readonly areas: Readonly<Record<string, string>>;
  /** The id of a question dropped as a repeat → the id of the one asked in its place (its permalink still works). */
  readonly aliases: Readonly<Record<string, string>>;
}

export function quizData(lang: Lang, base: string): QuizData {
  const questions = questionBank(lang);
  const refs: Record<string, readonly [string, string]> = {};
  for (const q of questions)
    for (const id of q.cites)
      if (!refs[id]) {
        const ref = Ref.parse(id);
        if (!ref) throw new Error(`quiz: question ${q.id} cites a malformed id ${id}`);
        refs[id] = [site().href(ref, lang, base), ref.format(lang)];
      }
  const areas = Object.fromEntries([...new Set(questions.map((q) => q.area))].map((a) => [a, t(lang, `demo.${a}.title` as Key)]));
  return { questions, refs, areas, aliases: questionAliases() };
}

export const quizPage = (base: string, lang: Lang): string => url(base, `${lang}/quiz/`);
export const quizDataUrl = (base: string, lang: Lang): string => url(base, `${lang}/quiz/questions.json`);

/**
 * What the quiz page itself loads: one edition's questions at a time (about half the bank), with
 * only the fields it shows, fetched when the reader first needs more than the opening question
 * (the open data, questions.json, stays whole and is not what the page parses).
 */
export type ClientQuestion = Pick<Question, 'id' | 'area' | 'edition' | 'differs' | 'situation' | 'choices' | 'answer' | 'explanation' | 'cites'>;
export interface QuizChunk {
  readonly questions: readonly ClientQuestion[];
  readonly refs: Readonly<Record<string, readonly [string, string]>>;
  readonly areas: Readonly<Record<string, string>>;
  /** The aliases (see {@link QuizData}) of this edition's questions. */
  readonly aliases?: Readonly<Record<string, string>>;
}

/** `{lang}/quiz/questions-{edition}.json`; `{edition}` is replaced by the page's script. */
export const quizChunkUrl = (base: string, lang: Lang, edition: Edition | '{edition}'): string => url(base, `${lang}/quiz/questions-${edition}.json`);

const slim = (q: Question): ClientQuestion => ({
  id: q.id, area: q.area, edition: q.edition, differs: q.differs, situation: q.situation,
  choices: q.choices, answer: q.answer, explanation: q.explanation, cites: q.cites,
});

/** One edition's questions, their refs (only those they cite) and the area names. */
export function quizChunk(lang: Lang, base: string, edition: Edition): QuizChunk {
  const data = quizData(lang, base);
  const questions = data.questions.filter((q) => q.edition === edition);
  const refs = Object.fromEntries([...new Set(questions.flatMap((q) => q.cites))].map((id) => [id, data.refs[id]!]));
  const ids = new Set(questions.map((q) => q.id));
  const aliases = Object.fromEntries(Object.entries(data.aliases).filter(([, id]) => ids.has(id)));
  return { questions: questions.map(slim), refs, areas: data.areas, aliases };
}

/**
 * The question the page renders on the server, so that the reader has it on the first screen
 * before any script runs: the default set (2017) of the first area, its first question. The
 * script swaps it for another when the reader saw it recently.
 */
export function openingQuestion(lang: Lang, base: string): QuizChunk {
  const data = quizData(lang, base);
  const q = data.questions.find((x) => x.edition === '2017')!;
  return { questions: [slim(q)], refs: Object.fromEntries(q.cites.map((id) => [id, data.refs[id]!])), areas: { [q.area]: data.areas[q.area]! } };
}

export interface QuizView {
  readonly figures: BankFigures;
  readonly areas: Readonly<Record<string, string>>;
  /** Shown without JavaScript: the first 1987 question of each area, and the first situation where 2017 differs. */
  readonly samples: readonly (Question & { readonly links: readonly { href: string; text: string }[] })[];
}

export function quizView(lang: Lang, base: string): QuizView {
  const data = quizData(lang, base);
  const picks: Question[] = [];
  for (const area of Object.keys(data.areas)) {
    const q = data.questions.find((x) => x.area === area && x.edition === '1987');
    if (q) picks.push(q);
  }
  const d = data.questions.find((x) => x.edition === '2017' && x.differs);
  if (d) picks.push(d);
  return {
    figures: bankFigures(data.questions),
    areas: data.areas,
    samples: picks.map((q) => ({ ...q, links: q.cites.map((id) => ({ href: data.refs[id]![0], text: data.refs[id]![1] })) })),
  };
}

const STRING_KEYS = ['right', 'wrong', 'next', 'start', 'score', 'area', 'reviewEmpty', 'reviewCount', 'cites', 'link', 'loadFailed', 'of', 'differs', 'ask', 'notFound', 'ed.1987', 'ed.2017', 'loading', 'finish', 'yours', 'answers'] as const;

/** The UI strings the <quiz-app> element needs, by short name. */
export function quizStrings(lang: Lang): Record<string, string> {
  return Object.fromEntries(STRING_KEYS.map((k) => [k, t(lang, `quiz.${k}` as Key)]));
}
