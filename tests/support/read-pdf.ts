import { readFileSync } from 'node:fs';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF says, as a reader would get it: the text of each page and the fonts it uses. */
export interface PdfContent {
  /** Each page's text, lines ended by `\n`. */
  pages: string[];
  /** Each font the pages draw text with: its name and whether the PDF carries it. */
  fonts: { name: string; embedded: boolean }[];
}

/**
 * Read a PDF with PDF.js (pdfjs-dist, the legacy build that runs on Node 20): the text
 * of every page, and every font a page sets, embedded or not (PDF.js marks a font
 * whose file is not in the PDF as `missingFile`).
 */
export async function readPdf(path: string): Promise<PdfContent> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    const fonts = new Map<string, boolean>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      ops.fnArray.forEach((fn, i) => {
        if (fn !== OPS.setFont) return;
        const font = page.commonObjs.get(ops.argsArray[i][0]) as { name: string; missingFile: boolean };
        fonts.set(font.name, fonts.get(font.name) !== false && !font.missingFile);
      });
      const text = await page.getTextContent();
      pages.push(text.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
    }
    return { pages, fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })) };
  } finally {
    await doc.destroy();
  }
}
