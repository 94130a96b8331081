/**
 * The provisions a ruling's running text names besides those it cites: “for teams see
 * Law 86B”, “(13A2, 12C1(b))”, «ограничено Правилом 43», “(57.6, 60.5)” (the commentary's
 * paragraphs, in a 1987 ruling: the commentary explains the 1987 Laws). A demo or triage page links them as it links the cites
 * (probe round 8, F2: a ruling that sends the director to a law leads on to it).
 *
 * An id stands in the ruling's own edition unless the text names another edition around it —
 * “Under the 2017 Laws … (15B2)” in a 1987 ruling — where it stands in that edition and links
 * there (../refs/sentence-edition.ts).
 * The 1997 text of the Laws is what the site shows for the 1987 ones.
 */

import { bareLaw } from '../refs/bare-law.ts';
import { sentenceEdition, type SentenceEdition } from '../refs/sentence-edition.ts';

/** A law's number and section letter, perhaps with more (86B, 13D, 64B2, 27B1(a)), standing alone. */
const ID = /(?<![\p{L}\p{N}.:])(\d{1,2}[A-L](?:\d+(?:\(?[a-z]\)?)?)?)(?![\p{L}\p{N}])/gu;
/** A law by its number alone, after its word, in its list or range, or in a bracket of ids: «Правилом 43», "Laws 50 and 51", «(56)» (not «13 карт»). */
const LAW = new RegExp(`(${bareLaw('\\d{1,2}')})(?![\\p{L}\\p{N}]|\\.\\d)`, 'gu');
/** A paragraph of the commentary (57.6, 61.5(iv)): the 1987 commentary's. */
const PARAGRAPH = /(?<![\p{L}\p{N}.])(\d{1,2}\.\d{1,2})(?:\(([ivx]+)\))?(?![\p{N}])/gu;
/**
 * The ids `text`, a ruling of `own` edition, names for `edition` (27B1(a) written 27B1a), in
 * order of first mention: those in sentences of its own edition, or — for the other edition —
 * where the text names that edition around them («в Кодексе 1987 года — 53C»).
 */
export function mentionedIds(text: string, own: SentenceEdition, edition: SentenceEdition = own): string[] {
  const out = new Set<string>();
  const found = [...text.matchAll(ID), ...text.matchAll(LAW), ...text.matchAll(PARAGRAPH)].sort((a, b) => a.index - b.index);
  for (const m of found) {
    const id = m[1]!;
    // A commentary paragraph is the 1987 commentary's wherever it stands.
    if ((id.includes('.') ? '1987' : sentenceEdition(text, m.index, m.index + id.length, own)) !== edition) continue;
    out.add(id.replace(/[()]/gu, ''));
  }
  return [...out];
}
