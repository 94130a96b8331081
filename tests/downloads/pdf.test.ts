import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { book, hasPoppler, LANGS, requireFile, run } from './support.ts';

const skip = !hasChromium ? ' (skipped: no Chromium, so the build made no PDF)' : !hasPoppler ? ' (skipped: poppler-utils is not installed)' : '';
const EXPECT = {
  ru: ['фальшренонс', 'Правило 63', 'Содержание', 'Глоссарий'],
  en: ['revoke', 'Law 63', 'Contents', 'Glossary'],
} as const;

describe.skipIf(skip !== '')(`the PDFs${skip}`, () => {
  for (const lang of LANGS) {
    it(`laws-commentary-${lang}.pdf embeds every font`, () => {
      requireFile(book(lang, 'pdf'));
      const rows = run('pdffonts', [book(lang, 'pdf')]).trim().split('\n').slice(2);
      expect(rows.length).toBeGreaterThan(0);
      // Columns: name type encoding emb sub uni object ID — "emb" is the 4th from the end.
      for (const row of rows) expect(row.trim().split(/\s+/u).at(-5), row).toBe('yes');
    });

    it(`laws-commentary-${lang}.pdf has real text (${EXPECT[lang].join(', ')}) and page numbers`, () => {
      const text = run('pdftotext', ['-enc', 'UTF-8', book(lang, 'pdf'), '-']);
      for (const word of EXPECT[lang]) expect(text).toContain(word);
      const pages = text.split('\f').filter((p) => p.trim());
      expect(pages.length).toBeGreaterThan(10);
      expect(pages[1]).toMatch(new RegExp(`\\b2 / ${pages.length}\\b`, 'u'));
      // The table of contents comes before the first law.
      const head = pages.slice(0, 3).join('\n');
      expect(head).toContain(EXPECT[lang][2]);
    });

    it(`laws-commentary-${lang}.pdf links inside the document, never out`, () => {
      const raw = readFileSync(book(lang, 'pdf')).toString('latin1');
      expect((raw.match(/\/Dest \/law-\d+/gu) ?? []).length).toBeGreaterThanOrEqual(93);
      expect(raw).not.toMatch(/\/URI \(/u);
    });
  }
});
