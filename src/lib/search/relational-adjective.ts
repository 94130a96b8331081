/**
 * A Russian relational adjective the index lacks, read as the noun it is made from: «зрительская подсказка» is the
 * spectator's («зритель»), «судейская ошибка» the director's («судей»), «ренонсная взятка» the revoke's, «сигнальная
 * карта» a signal's («сигналь»). The text says the noun; the stemmer (terms.ts) keeps the adjective's suffix, so its term
 * is no noun's. The suffix is «-ск-», «-н-» or «-ов-»/«-ев-» before an adjective's ending; what is left has four letters
 * or more, and is taken only where `held` says the index holds it (by itself or a synonym). Plain TypeScript.
 */
import { terms, type Term } from './terms.ts';

/** An adjective's suffix and ending: the noun is what comes before it (a soft sign kept where it was: «сигналь-н-ая»). */
const RELATIONAL = /^(?<noun>[а-яё]{4,}?)(?:ск|н|ов|ев)(?:ий|ый|ой|ая|ое|ие|ые|ого|его|ому|ему|им|ым|их|ых|ую|юю|ими|ыми|ом|ем|ей)$/u;

export async function asNoun(word: string, held: (term: string) => Promise<boolean>): Promise<Term | null> {
  const noun = RELATIONAL.exec(word.toLowerCase())?.groups?.noun;
  if (!noun) return null;
  const [t] = terms(noun, 'query');
  return t && (await held(t.term)) ? t : null;
}
