import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../support/read-pdf.ts';

/** A one-page PDF that draws `text` in Helvetica, a font it does not carry. */
function pdfWithoutItsFont(text: string): string {
  const content = `BT /F1 12 Tf 10 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

describe('reading a PDF (tests/support/read-pdf.ts)', () => {
  it('gives the text of each page and names a font the PDF does not carry as not embedded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'read-pdf-'));
    try {
      const path = join(dir, 'helvetica.pdf');
      writeFileSync(path, pdfWithoutItsFont('Hello'), 'latin1');
      const read = await readPdf(path);
      expect(read.pages).toEqual(['Hello']);
      expect(read.fonts).toEqual([{ name: 'Helvetica', embedded: false }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
