/**
 * The commentary paragraph that explains an id whose text the site lacks (29B, 64B2, 57C: the
 * law's text is not loaded), so that a reader who types the id finds the explanation first
 * (issue 35, cause 5). Which paragraph it is comes from the id's row of the concordance of
 * editions (content/catalogue/editions.yaml), which tells in short what the provision says:
 *
 * 1. the paragraph the row's sources name («paragraph 64.2(ii)» of the commentary), where one does;
 * 2. else a paragraph of the id's own law that cites it (58.5 of 58B3), the one holding most of the
 *    row's words where several do;
 * 3. else, of the id's own law's paragraphs, the one holding most of the row's words, weighed by
 *    their rarity among the paragraphs, if it holds at least {@link EXPLAINS} of them (29.3 of 29B).
 *
 * A paragraph of another law that merely cites the id («применяется Правило 29В» in 32.1) does
 * not explain it: where no paragraph does, the id's own place (its stub) comes first.
 */
import { terms } from './terms.ts';

export interface ExplainRow {
  /** The 1987 id («29B»). */
  id: string;
  /** What the provision says, in short (the row's note, in the page's language). */
  note: string;
  /** The paragraphs the row's sources name, in their order ("paragraphs 57.7, 57.8"). */
  named: readonly string[];
  /** The paragraphs that cite the id. */
  citedBy: readonly string[];
}

export interface ExplainParagraph {
  id: string;
  law: number;
  text: string;
}

/** The least share of a row's words (by rarity) that a paragraph of its law holds to explain it. */
export const EXPLAINS = 0.2;

/** The commentary paragraphs a source's `at` names: "paragraph 27.7(i)", "paragraphs 57.4–57.8" → the first named first. */
export function namedParagraphs(at: string): string[] {
  if (!/^paragraphs?\b/iu.test(at)) return [];
  return [...at.matchAll(/\d{1,2}\.\d{1,2}/gu)].map((m) => m[0]);
}

/** Each row's id → the id of the paragraph that explains it, for the rows one explains. */
export function explainers(rows: readonly ExplainRow[], paragraphs: readonly ExplainParagraph[]): Map<string, string> {
  const known = new Set(paragraphs.map((p) => p.id));
  const termsOf = new Map(paragraphs.map((p) => [p.id, new Set(terms(p.text).map((t) => t.term))]));
  const df = new Map<string, number>();
  for (const ts of termsOf.values()) for (const t of ts) df.set(t, (df.get(t) ?? 0) + 1);
  const n = paragraphs.length;
  const idf = (t: string) => Math.log(1 + (n - df.get(t)! + 0.5) / (df.get(t)! + 0.5));
  const out = new Map<string, string>();
  for (const row of rows) {
    const named = row.named.find((id) => known.has(id));
    if (named !== undefined) {
      out.set(row.id, named);
      continue;
    }
    const law = Number.parseInt(row.id, 10);
    const words = [...new Set(terms(row.note).map((t) => t.term))].filter((t) => df.has(t));
    const total = words.reduce((sum, t) => sum + idf(t), 0);
    const share = (p: ExplainParagraph) => {
      const held = termsOf.get(p.id)!;
      return total === 0 ? 0 : words.filter((t) => held.has(t)).reduce((sum, t) => sum + idf(t), 0) / total;
    };
    const own = paragraphs.filter((p) => p.law === law).map((p) => ({ id: p.id, share: share(p), cites: row.citedBy.includes(p.id) }));
    const citing = own.filter((p) => p.cites);
    const [best] = (citing.length ? citing : own.filter((p) => p.share >= EXPLAINS)).sort((a, b) => b.share - a.share);
    if (best) out.set(row.id, best.id);
  }
  return out;
}
