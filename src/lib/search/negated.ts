/**
 * The terms a text says are not so: each term right after a negation («не», «нет», «ни», "not",
 * "no", "never"; «ещё», «уже», «был», "yet", "been" may stand between). An outcome titled «Фальшренонс ещё не
 * установлен» does not name «установленный ренонс», and «ренонс не установлен» does not name
 * «Фальшренонс установлен». Plain TypeScript.
 */
import { terms } from './terms.ts';

const NOT = /^(?:не|нет|ни|not|no|never)$/iu;
/** What may stand between it and its word: «ещё», «уже», «больше», the verb «быть» («не был установлен»), "yet", "be", "been". */
const BETWEEN = /^(?:ещё|еще|уже|больше|был|была|было|были|будет|быть|yet|be|been|being|is|are|was|were)$/iu;

export function readNegation(text: string): Set<string> {
  const words = [...text.matchAll(/[\p{L}\d]+/gu)].map((m) => ({ w: m[0], at: m.index }));
  const out = new Set<string>();
  for (const t of terms(text)) {
    let k = words.findIndex((x) => x.at === t.from) - 1;
    while (k >= 0 && BETWEEN.test(words[k]!.w)) k--;
    if (k >= 0 && NOT.test(words[k]!.w)) out.add(t.term);
  }
  return out;
}
