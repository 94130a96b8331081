import type { SituationWords } from '../../src/lib/search/query';
import { allReaders } from '../../src/lib/search/situation-readers';
import { stringsUnder } from '../../src/lib/site/i18n';

/** The page's words for the situation readers (search.play.*), each its own key unless given: what the readers put in a query is easy to find. */
export const situationWords = (given: Partial<SituationWords> = {}): SituationWords => {
  const words: SituationWords = stringsUnder('ru', 'search.play.');
  for (const k of Object.keys(words) as (keyof SituationWords)[]) words[k] = k;
  return { ...words, ...given };
};

/** Every reader of a situation, loaded, in the order the search page applies them (situation-readers.ts). */
export const readers = await allReaders();
