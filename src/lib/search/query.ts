/**
 * What a search query names: an id of the Laws typed in any form — with its edition
 * written before or after it («2017 63A4», «63A4 2017», "Law 63A4 2017", «Правило 63А4
 * (2017 г.)», 2017:63A4) — and the words to look up.
 */
import { Ref } from '../refs/index.ts';

const EDITION = '(1987|1997|2017)';
const YEAR_WORD = '(?:\\s*(?:г\\.?|года?|edition|ed\\.?|laws?))?';
const BEFORE = new RegExp(`^\\(?${EDITION}${YEAR_WORD}\\)?[\\s,:]+(.+)$`, 'iu');
const AFTER = new RegExp(`^(.+?)[\\s,]+\\(?${EDITION}${YEAR_WORD}\\)?$`, 'iu');

export interface Query {
  /** The place the query names, if it is nothing but an id (with or without an edition). */
  ref: Ref | null;
  /** The words to search for: the query itself, or '' when it names a place of another edition. */
  words: string;
}

export function readQuery(q: string): Query {
  const s = q.trim();
  const plain = Ref.parse(s);
  if (plain) return { ref: plain, words: plain.edition === null ? s : '' };
  for (const re of [BEFORE, AFTER]) {
    const m = re.exec(s);
    if (!m) continue;
    const [edition, id] = re === BEFORE ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    const local = Ref.parse(id);
    if (!local || local.kind !== 'law' || local.edition !== null) continue;
    const ref = Ref.parse(`${edition}:${local.id}`);
    if (ref) return { ref, words: ref.edition === null ? local.id : '' };
  }
  return { ref: null, words: s };
}
