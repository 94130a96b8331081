/**
 * The provisions a ruling's running text names besides those it cites: “for teams see
 * Law 86B”, “(13A2, 12C1(b))”, «ограничено Правилом 43», “(57.6, 60.5)” (the commentary's
 * paragraphs, in a 1987 ruling: the commentary explains the 1987 Laws). A demo or triage page links them as it links the cites
 * (probe round 8, F2: a ruling that sends the director to a law leads on to it).
 *
 * An id stands in the ruling's own edition unless its sentence names another edition's
 * year — “Under the 2017 Laws … (15B2)” in a 1987 ruling — where a link to the ruling's
 * edition would mislead: those stay plain text.
 * The 1997 text of the Laws is what the site shows for the 1987 ones.
 */

import { AFTER_LAW_WORD } from '../../scripts/demos/view.ts';

/** A law's number and section letter, perhaps with more (86B, 13D, 64B2, 27B1(a)), standing alone. */
const ID = /(?<![\p{L}\p{N}.:])(\d{1,2}[A-L](?:\d+(?:\(?[a-z]\)?)?)?)(?![\p{L}\p{N}])/gu;
/** A law by its number alone, after its word or in its list: «Правилом 43», "Laws 50 and 51" (not «13 карт»). */
const LAW = new RegExp(`${AFTER_LAW_WORD}(\\d{1,2})(?![\\p{L}\\p{N}]|\\.\\d)`, 'gu');
/** A paragraph of the commentary (57.6, 61.5(iv)): the 1987 commentary's, so only a 1987 ruling's. */
const PARAGRAPH = /(?<![\p{L}\p{N}.])(\d{1,2}\.\d{1,2})(?:\(([ivx]+)\))?(?![\p{N}])/gu;
const YEARS: Readonly<Record<string, readonly string[]>> = { '1987': ['1987', '1997'], '2017': ['2017'] };
const YEAR = /(?<!\d)(1987|1997|2017)(?!\d)/gu;

/** The sentence around `at`: from the stop (. or ;, not a decimal point) before it to the one after it. */
function sentenceAt(text: string, at: number, end: number): string {
  const stops = [...text.matchAll(/[.;](?!\d)/gu)].map((m) => m.index);
  const before = stops.filter((i) => i < at).pop() ?? -1;
  const after = stops.find((i) => i >= end) ?? text.length;
  return text.slice(before + 1, after);
}

/** The ids (27B1(a) written 27B1a) that `text` names in `edition`, in order of first mention. */
export function mentionedIds(text: string, edition: '1987' | '2017'): string[] {
  const own = YEARS[edition]!;
  const out = new Set<string>();
  const found = [...text.matchAll(ID), ...text.matchAll(LAW), ...(edition === '1987' ? text.matchAll(PARAGRAPH) : [])].sort((a, b) => a.index - b.index);
  for (const m of found) {
    const id = m[1]!;
    // A decimal («13.5») or a score is not an id; an id in a clause of another edition stays plain.
    const years = [...sentenceAt(text, m.index, m.index + id.length).matchAll(YEAR)].map((y) => y[1]!);
    if (years.some((y) => !own.includes(y))) continue;
    out.add(id.replace(/[()]/gu, ''));
  }
  return [...out];
}
