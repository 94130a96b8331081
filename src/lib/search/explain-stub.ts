/**
 * An id whose text is not loaded (64B6, 62C2) lands on a stub that only says so, or on its law's
 * page: the paragraph that explains the id comes first, then the stub and the id's concordance
 * row. Plain TS, loaded with the query reader (not with the search page).
 */
import { fetchPageJson } from './page-json.ts';
import type { Lang, Ref } from '../refs/index.ts';

interface Item {
  href: string;
  kind: string;
}

/** Law text and commentary explain an id; outcomes, glossary rows and concordance rows do not. */
export const explaining = (i: { kind: string }): boolean => i.kind === 'commentary' || i.kind === 'law';

/**
 * The anchor to search for instead of the id: when the id lands on another place's stub (63A1 on
 * 63A) and no paragraph cites the id itself, the paragraphs citing the stub's place explain it.
 */
export function searchInstead(localId: string, landing: string, isStub: boolean, hits: readonly { kind: string }[]): string | null {
  return isStub && landing !== localId && !hits.some(explaining) ? landing : null;
}

/**
 * The items in the order shown. An id with no text of its own that a paragraph explains
 * (explainer.ts: 64B2 by 64.2, 64B6 by 63.3): that paragraph first — as the search found it, or as
 * `explainer` describes it where the search did not find it — then the offered places (its stub,
 * its concordance row), then the rest. Otherwise the offered places first: a paragraph that merely
 * cites the id (32.1's «применяется Правило 29В») does not come before the id's own place.
 */
export function explainedFirst<T extends Item>(goto: readonly T[], places: readonly T[], explainer: T | null): T[] {
  if (explainer === null) return [...goto, ...places];
  const found = places.find((p) => p.href === explainer.href);
  return [found ?? explainer, ...goto, ...places.filter((p) => p !== found)];
}

/** What describes an explaining paragraph in the results (src/lib/site/search-data.ts `searchExplainers`). */
interface Explainers {
  by: Record<string, string>;
  strings: { label: string; explains: string };
}

interface Page {
  lang: Lang;
  base: string;
  titles: Record<string, string>;
  strings: { law: string };
}

let explainers: Promise<Explainers | null> | undefined;

/**
 * The paragraph that explains a part of a law with no text of its own — the id lands on its stub
 * or on its law's page (`landing` ''): explainer.ts — as the results list a paragraph (its law's
 * title, «Комментарий, п. 64.2», «К Правилу 64B2: …» — it speaks of the id, and may not explain all of it), or null. Which paragraph is fetched
 * (src/pages/[lang]/search/explainers.json.ts) only for such an id.
 */
export async function explainerOf(ref: Ref | null, landing: string, isStub: boolean, page: Page) {
  if (ref === null || ref.edition !== null || ref.parent() === null || !(isStub || landing === '')) return null;
  explainers ??= fetchPageJson<Explainers>(page, 'explainers.json');
  const found = await explainers;
  const id = found?.by[ref.id];
  if (id === undefined) return null;
  const law = Number.parseInt(id, 10);
  return {
    href: `${page.base}${page.lang}/laws/${law}/#${id}`,
    id,
    title: `${page.strings.law.replace('{n}', String(law))}. ${page.titles[law] ?? ''}`,
    label: found!.strings.label.replace('{id}', id),
    excerpt: found!.strings.explains.replace('{ref}', ref.format(page.lang, 'dative')),
    kind: 'commentary',
  };
}
