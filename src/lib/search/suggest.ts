/**
 * A suggestion for a query word the index does not hold: the index's own word nearest to
 * it by edit distance (Levenshtein: one edit for a word of up to 5 letters, two for longer
 * ones, so a swapped pair of letters counts as two), the more frequent on a tie. Never a
 * prefix of the word: «сопоставимая» gets no «со». Never a word with another first letter:
 * a slip rarely hits the first letter, and such a word is another word («мне» is no «вне»,
 * "hearts" no "parts").
 */
import leven from 'leven';

export function suggest(word: string, vocabulary: readonly [string, number][]): string | null {
  const w = word.toLowerCase().replace(/ё/gu, 'е');
  if (w.length < 3) return null;
  const max = w.length <= 5 ? 1 : 2;
  let best: string | null = null;
  let bestD = max + 1;
  let bestN = -1;
  for (const [v, n] of vocabulary) {
    if (Math.abs(v.length - w.length) > max) continue;
    const vv = v.replace(/ё/gu, 'е');
    if (vv[0] !== w[0]) continue;
    if (vv === w) return null;
    const d = leven(w, vv);
    if (d < bestD || (d === bestD && n > bestN)) ((best = v), (bestD = d), (bestN = n));
  }
  return bestD <= max ? best : null;
}
