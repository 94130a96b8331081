import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { launch } from '../support/browser.ts';
import { book, LANGS, requireFile } from './support.ts';

const LINK_TEXT = { ru: 'Правило 63А4', en: 'Law 63A4' } as const;

describe('the one-file HTML books', () => {
  for (const lang of LANGS) {
    const html = () => {
      requireFile(book(lang, 'html'));
      return readFileSync(book(lang, 'html'), 'utf8');
    };

    it(`${lang}: every link is in-document and lands on an element that exists`, () => {
      const h = html();
      const ids = new Set([...h.matchAll(/\sid="([^"]+)"/gu)].map((m) => m[1]!));
      const hrefs = [...h.matchAll(/\shref="([^"]*)"/gu)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(200);
      for (const href of hrefs) {
        expect(href.startsWith('#'), href).toBe(true);
        expect(ids.has(href.slice(1)), href).toBe(true);
      }
      expect(h).not.toMatch(/\s(?:src|srcset|poster|data)="/u);
      expect(h).not.toMatch(/<(?:script|link|iframe|img)\b/u);
    });

    it(`${lang}: has all 93 laws in order, law-text anchors, commentary paragraphs, the glossary and the sources`, () => {
      const h = html();
      const laws = [...h.matchAll(/<section class="law[^"]*" id="law-(\d+)">/gu)].map((m) => Number(m[1]));
      expect(laws).toEqual(Array.from({ length: 93 }, (_, i) => i + 1));
      expect(h).toContain('id="62A"');
      expect(h).toContain('id="63.5"');
      expect(h).toContain('id="glossary"');
      expect(h).toContain('id="sources"');
      expect(h).toContain(lang === 'ru' ? '© Г. Эндикотт' : '© G. Endicott');
      if (lang === 'en') expect(h).toContain('an unofficial translation made by this project from the Russian text; the original English wording of the commentary is not in the sources and is not reproduced');
    });
  }
});

describe('the one-file HTML in a browser, offline', () => {
  for (const lang of LANGS) {
    it(`${lang}: from file:// with the network blocked, the ${LINK_TEXT[lang]} link in 62.2 scrolls to its target, and nothing else is requested`, async () => {
      requireFile(book(lang, 'html'));
      const fileUrl = pathToFileURL(book(lang, 'html')).href;
      const browser = await launch();
      try {
        const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
        const requested: string[] = [];
        context.on('request', (r) => requested.push(r.url()));
        await context.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
        const page = await context.newPage();
        await page.goto(fileUrl);
        const link = page.locator('[id="62.2"] a', { hasText: LINK_TEXT[lang] });
        expect(await link.count()).toBe(1);
        const href = await link.getAttribute('href');
        expect(href).toBe('#63A4');
        await link.click();
        await page.waitForFunction(() => location.hash === '#63A4');
        expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('63A4');
        const top = await page.evaluate(() => document.getElementById('63A4')!.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(-1);
        expect(top).toBeLessThan(100);
        expect(requested.map((u) => u.split('#')[0])).toEqual([fileUrl]);
      } finally {
        await browser.close();
      }
    });
  }
});
