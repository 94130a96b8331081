/**
 * What /ru/quiz/questions.json and the quiz page carry: the bank in one language, the
 * links of every id the bank cites (resolved to this site’s pages), and the area names.
 * Plain TypeScript, no Astro.
 */
import { Ref, type Lang } from '../refs/index.ts';
import { site } from '../site/data.ts';
import { t, type Key } from '../site/i18n.ts';
import { url } from '../site/urls.ts';
import { bankFigures, questionBank, type BankFigures, type Question } from './bank.ts';

export interface QuizData {
  readonly questions: readonly Question[];
  /** Every cited id → [href, text]. */
  readonly refs: Readonly<Record<string, readonly [string, string]>>;
  /** Area id → its name (the demo’s title). */
  readonly areas: Readonly<Record<string, string>>;
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
  return { questions, refs, areas };
}

export const quizPage = (base: string, lang: Lang): string => url(base, `${lang}/quiz/`);
export const quizDataUrl = (base: string, lang: Lang): string => url(base, `${lang}/quiz/questions.json`);

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

const STRING_KEYS = ['right', 'wrong', 'next', 'start', 'score', 'area', 'reviewEmpty', 'reviewCount', 'cites', 'link', 'loadFailed', 'of', 'differs', 'ask', 'notFound', 'ed.1987', 'ed.2017'] as const;

/** The UI strings the <quiz-app> element needs, by short name. */
export function quizStrings(lang: Lang): Record<string, string> {
  return Object.fromEntries(STRING_KEYS.map((k) => [k, t(lang, `quiz.${k}` as Key)]));
}
