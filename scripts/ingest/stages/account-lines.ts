import { flattenNodes, ownLines } from '../merge.ts';
import type { PageMap } from '../pages/join-pages.ts';
import { record, type FileLedger } from '../report.ts';
import type { Drop } from '../types.ts';
import type { Merged } from './merge-books.ts';

/**
 * Every line of every source in its ledger: kept first (where it went), then the reasons for the
 * rest. Lines of a book's virtual file are booked on their page.
 */
export function accountLines(ledgers: ReadonlyMap<string, FileLedger>, pageMap: PageMap, merged: Merged, drops: Drop[]): void {
  const keep = (file: string, lines: number[], where: string) => {
    for (const place of pageMap.resolve(file, lines)) for (const n of place.lines) record(ledgers.get(place.file)!, n, { kept: where });
  };
  for (const p of merged.commentary.paragraphs) keep(p.file, p.lines, p.id);
  for (const h of merged.commentary.titles.values()) keep(h.file, h.lines, `title of Law ${h.law}`);
  for (const s of merged.sections) keep(s.file, s.lines, s.slug);
  for (const law of merged.laws) {
    keep(law.file, law.titleLines ?? [], `title of Law ${law.law}`);
    keep(law.file, law.partHeadingLines ?? [], `part heading before Law ${law.law}`);
    keep(law.file, law.blocks.flatMap((b) => b.lines), `Law ${law.law}`);
    for (const n of flattenNodes(law.sections)) keep(n.file, ownLines(n), n.id);
    for (const f of law.footnotes) keep(f.file, f.lines, `footnote of Law ${law.law}`);
  }
  for (const d of drops) {
    const fate = d.note ? { dropped: d.reason, note: d.note } : { dropped: d.reason };
    const w = pageMap.where(d.file, d.line);
    record(ledgers.get(w.file)!, w.line, fate);
  }
}
