/**
 * A suggestion for a query word the index does not hold: the index's own word nearest to
 * it by edit distance (Levenshtein: one edit for a word of up to 5 letters, two for longer
 * ones, so a swapped pair of letters counts as two), the more frequent on a tie, then the first in the
 * vocabulary's order (the alphabet's: index-terms.ts). Never a
 * prefix of the word: «сопоставимая» gets no «со». Never a word with another first letter:
 * a slip rarely hits the first letter, and such a word is another word («мне» is no «вне»,
 * "hearts" no "parts").
 *
 * In a sentence (`oneSlip`), only a slip of one letter in a word of six or more: a sentence holds
 * words the text lacks («король», «хочу»), and two edits or a short word make another word of them
 * («контроль», «ходу»), where "kibbitzer" is "kibitzer" and «разыгрыващий» «разыгрывающий».
 */
import leven from 'leven';
import { firstLetter } from './letter-files.ts';
import { termOf } from './terms.ts';

export function suggest(word: string, vocabulary: readonly [string, number][], oneSlip = false): string | null {
  const w = word.toLowerCase().replace(/ё/gu, 'е');
  if (w.length < (oneSlip ? 6 : 3)) return null;
  const max = oneSlip || w.length <= 5 ? 1 : 2;
  let best: string | null = null;
  let bestD = max + 1;
  let bestN = -1;
  const first = firstLetter(w);
  for (const [v, n] of vocabulary) {
    if (Math.abs(v.length - w.length) > max) continue;
    const vv = v.replace(/ё/gu, 'е');
    if (firstLetter(vv) !== first) continue;
    if (vv === w) return null;
    const d = leven(w, vv);
    if (d < bestD || (d === bestD && n > bestN)) ((best = v), (bestD = d), (bestN = n));
  }
  return bestD <= max ? best : null;
}

/** The fewest letters a clipped word keeps, and the fewest it cuts off. */
const CLIPPED_MIN = 5;
const CLIPPED_CUT = 3;

/**
 * The word a reader clipped («фальш» for «фальшренонс», «коммент» for «комментарий», "insuff" for
 * "insufficient"): the index's most frequent word that begins with it, where every word of the index
 * that begins with it is one word in its forms (one term: terms.ts `termOf`) and is longer by CLIPPED_CUT
 * letters at least. A word the index holds longer forms of by a letter or two («полез»: «полезно»)
 * or that begins several words («закон»: «законной», «закончен») is no clipping.
 */
export function completeClipped(word: string, vocabulary: readonly [string, number][]): string | null {
  const w = word.toLowerCase().replace(/ё/gu, 'е');
  if (w.length < CLIPPED_MIN || !/^\p{L}+$/u.test(w)) return null;
  const longer = vocabulary.filter(([v]) => v.replace(/ё/gu, 'е').startsWith(w) && v.length > w.length);
  if (!longer.length || longer.some(([v]) => v.length < w.length + CLIPPED_CUT)) return null;
  if (new Set(longer.map(([v]) => termOf(v))).size !== 1) return null;
  return longer.reduce((best, x) => (x[1] > best[1] ? x : best))[0];
}
