import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadCorrections } from '../../src/lib/content/sources.ts';
import { ROOT, useSite } from '../support/site.ts';

describe('errata on the built site', () => {
  const env = useSite();

  it('marks a corrected word; a tap shows what the source has, on a touch screen without JavaScript', async () => {
    const context = await env.browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.origin}/ru/laws/64/`);
    const mark = page.locator('article[data-anchor="64.2"] .erratum').first();
    await expect.poll(() => mark.locator('ins').textContent()).toBe('установленным');
    const note = mark.locator('.erratum-source');
    expect(await note.textContent()).toBe(' (в источнике: «установленнным»)');
    // Hidden until asked for (but read aloud: it is text), shown on tap.
    expect((await note.boundingBox())!.width).toBeLessThanOrEqual(1);
    await mark.tap();
    expect((await note.boundingBox())!.width).toBeGreaterThan(100);
    await context.close();
  });

  it('shows the editorial note on an error of substance as visible text', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/ru/laws/61/`);
    const note = page.locator('article[data-anchor="61.5"] .ednote').first();
    expect(await note.textContent()).toMatch(/^ \[Прим\.\sред\.:\sтак\sв\sисточнике;\sв\sп\.\s63\.5\s—\sПравило\s42В1/u);
    expect(await note.isVisible()).toBe(true);
    await page.close();
  });

  it('lists every erratum and editorial note on the Sources page', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/ru/sources/`);
    const corrections = loadCorrections(join(ROOT, 'content'));
    expect(await page.locator('#errata tbody tr').count()).toBe(corrections.filter((c) => c.kind === 'erratum').length);
    expect(await page.locator('#editorial-notes tbody tr').count()).toBe(corrections.filter((c) => c.kind === 'note').length);
    expect(await page.locator('#errata').textContent()).toContain('«взяток,выигранных»');
    expect(await page.locator('#errata a[href$="/ru/laws/64/#64.2"]').count()).toBe(2); // «установленнным», «выше) :»
    await page.close();
  });
});
