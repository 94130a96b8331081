import type { EditorNote, Erratum } from '../config.ts';
import { decode } from '../decode.ts';
import { markupFormat, readMarkup } from '../markup/markup.ts';
import { checkErrata } from '../normalize/apply-errata.ts';
import { fromSource } from '../normalize/stage.ts';
import type { FileLedger } from '../report.ts';
import { looksCutOff, plain } from '../shape/text-shape.ts';
import type { Drop, TextLine, TitleBlock } from '../types.ts';
import type { Book } from './check-manifest.ts';

export interface DecodedBook {
  /** Each page's lines (one page for a file on its own). */
  pages: TextLine[][];
  /** One ledger per file, every line of it to be accounted. */
  ledgers: FileLedger[];
  /** The markup-only lines, dropped with their reason. */
  drops: Drop[];
  /** What a markup file says of itself. */
  titleBlocks: TitleBlock[];
}

/** Decode each page of a book on its own: a text file by its encoding, a markup file by its reader. */
export function decodeBook({ entry, files }: Book, bytesOf: Map<string, Uint8Array>, errata: Erratum[], notes: EditorNote[]): DecodedBook {
  const paged = entry.pages !== undefined;
  const out: DecodedBook = { pages: [], ledgers: [], drops: [], titleBlocks: [] };
  for (const file of files) {
    if (markupFormat(file)) {
      // FB2, a saved web page, an EPUB: read into the lines a text file gives, its markup accounted.
      const m = readMarkup(bytesOf.get(file)!, file);
      checkErrata(file, m.raw, errata, notes);
      out.ledgers.push({ file, kind: entry.kind, encoding: m.encoding, count: m.raw.length, fates: new Map(), cleans: [] });
      out.drops.push(...m.drops);
      if (m.provenance.length) {
        const described = m.drops.filter((d) => d.reason === 'book description').map((d) => d.line);
        out.titleBlocks.push({ file, lines: described, text: m.provenance });
      }
      // A page of a book whose last paragraph stops mid-sentence runs on to the next page, as a text page does.
      const last = m.lines[m.lines.length - 1];
      if (paged && last && !last.footnote && looksCutOff(plain(last.text))) last.paraEnd = false;
      out.pages.push(m.lines);
      continue;
    }
    const decoded = decode(bytesOf.get(file)!, file, entry.encoding);
    checkErrata(file, decoded.lines, errata, notes);
    out.ledgers.push({ file, kind: entry.kind, encoding: decoded.encoding, count: decoded.lines.length, fates: new Map(), cleans: [] });
    out.pages.push(fromSource(decoded.lines));
  }
  return out;
}
