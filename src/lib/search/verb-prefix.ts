/**
 * A Russian word the index lacks, read without a verb's prefix («за-ренонсил», «пере-заявить», «по-считать»): the stemmer
 * (terms.ts) keeps prefixes, so «заренонсил» is no «ренонс». The first term, longest prefix first, that `held` says the
 * index holds (by itself or a synonym); what is left has five letters or more. Not one letter («с», «у», «о»): «сразу»,
 * «снова», «сказал» would be «разу», «нова», «казал». Plain TypeScript.
 */
import { terms, type Term } from './terms.ts';

const VERB_PREFIXES = ['пере', 'недо', 'пред', 'раз', 'рас', 'про', 'при', 'под', 'над', 'без', 'бес', 'вы', 'до', 'за', 'из', 'ис', 'на', 'об', 'от', 'по', 'со', 'вз', 'вс'];

export async function withoutPrefix(word: string, held: (term: string) => Promise<boolean>): Promise<Term | null> {
  const w = word.toLowerCase();
  for (const prefix of VERB_PREFIXES) {
    if (!w.startsWith(prefix) || w.length - prefix.length < 5) continue;
    const [t] = terms(w.slice(prefix.length), 'query');
    if (t && (await held(t.term))) return t;
  }
  return null;
}
