import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/lib/refs/index.ts';
import { chromiumPath } from '../support/browser.ts';
import { readPdf, type PdfContent } from '../support/read-pdf.ts';
import { book, LANGS, requireFile } from './support.ts';

const EXPECT = {
  ru: ['фальшренонс', 'Правило 63', 'Содержание', 'Глоссарий'],
  en: ['revoke', 'Law 63', 'Contents', 'Glossary'],
} as const;

/** The built PDF; where there is none, why (no Chromium found says what to do). */
function pdf(lang: Lang): string {
  const path = book(lang, 'pdf');
  if (!existsSync(path)) chromiumPath();
  requireFile(path);
  return path;
}

describe('the PDFs', () => {
  for (const lang of LANGS) {
    let read: PdfContent;
    beforeAll(async () => {
      read = await readPdf(pdf(lang));
    }, 60_000);

    it(`laws-commentary-${lang}.pdf embeds every font`, () => {
      expect(read.fonts.length).toBeGreaterThan(0);
      for (const font of read.fonts) expect(font, font.name).toEqual({ name: font.name, embedded: true });
    });

    it(`laws-commentary-${lang}.pdf has real text (${EXPECT[lang].join(', ')}) and page numbers`, () => {
      const text = read.pages.join('\n');
      for (const word of EXPECT[lang]) expect(text).toContain(word);
      expect(read.pages.length).toBeGreaterThan(10);
      expect(read.pages[1]).toMatch(new RegExp(`\\b2 / ${read.pages.length}\\b`, 'u'));
      // The table of contents comes before the first law.
      expect(read.pages.slice(0, 3).join('\n')).toContain(EXPECT[lang][2]);
    });

    it(`laws-commentary-${lang}.pdf links inside the document, never out`, () => {
      const raw = readFileSync(pdf(lang)).toString('latin1');
      expect((raw.match(/\/Dest \/law-\d+/gu) ?? []).length).toBeGreaterThanOrEqual(93);
      expect(raw).not.toMatch(/\/URI \(/u);
    });
  }
});
