/**
 * The concordance page's search by id, as plain functions (the browser's
 * <edition-table> and the tests use them): a query is an id in any edition, typed
 * loosely — `64a1`, `63А4` (Cyrillic), `2017:64B7`, «Правило 64А (2017)», or a
 * prefix such as `64` (all of Law 64). A row holds its ids in every edition
 * (`64A1 1997:64A1 2017:64A1`).
 */
import { Ref } from '../refs/index.ts';

export interface Query {
  /** Only this edition's ids match (`2017:…`); null: any edition. */
  readonly edition: '1987' | '1997' | '2017' | null;
  /** The id or its beginning, canonical where it parses. */
  readonly id: string;
}

export function parseQuery(raw: string): Query | null {
  const s = raw.trim();
  if (s === '') return null;
  const ref = Ref.parse(s);
  if (ref && ref.kind === 'law') return { edition: ref.edition ?? (/^1987\s*:|\(\s*1987/u.test(s) ? '1987' : null), id: ref.localId };
  const m = /^(?:(1987|1997|2017)\s*:\s*)?(\d{1,2}[A-Za-z0-9]*)$/u.exec(s.replace(/[АВСЕН]/gu, (c) => ({ А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H' })[c] ?? c));
  if (!m) return { edition: null, id: s };
  return { edition: (m[1] as Query['edition']) ?? null, id: m[2]! };
}

/** Does a row with these ids match? Ids compare case-insensitively, as equal or as a prefix. */
export function rowMatches(ids: string, q: Query | null): boolean {
  if (q === null) return true;
  const want = q.id.toLowerCase();
  return ids.split(' ').some((tok) => {
    const [ed, id] = tok.includes(':') ? (tok.split(':') as [string, string]) : ['1987', tok];
    if (q.edition !== null && ed !== q.edition) return false;
    const have = id.toLowerCase();
    // A prefix ends on a boundary: «64» finds 64A1 but not 6 in 64, «6» not 64.
    const digit = (ch: string | undefined) => ch !== undefined && /\d/u.test(ch);
    return have === want || (have.startsWith(want) && !(digit(want.at(-1)) && digit(have[want.length])));
  });
}
