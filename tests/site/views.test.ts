import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../support/site.ts';

/** Per paragraph: its id and the languages of the texts that are visible, in order. */
const visible = () =>
  [...document.querySelectorAll('.para')].map((p) => ({
    id: p.querySelector('.para-id')?.id ?? '',
    langs: [...p.querySelectorAll(':scope > .bi > div')].filter((d) => getComputedStyle(d).display !== 'none').map((d) => d.getAttribute('data-tl')),
    sideBySide: getComputedStyle(p.querySelector(':scope > .bi')!).display === 'grid',
  }));

/**
 * Once the view is in place: the page carries only its own language, and a view that needs
 * the other one waits for view-switch.ts to bring it from alt.json (theme.js hides the texts
 * meanwhile when the view was stored).
 */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.documentElement;
    return !root.hasAttribute('data-alt-wait') && (root.dataset.view === undefined || root.dataset.view === root.lang || document.querySelector('.bi > .alt') !== null);
  });

describe('reading both languages on a law page', () => {
  const env = useSite();

  it('switches among Russian, English, side by side and stacked, keeping the paragraphs aligned', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${env.origin}/ru/laws/62/`);
    const ids = (await page.evaluate(visible)).map((p) => p.id);
    expect(ids).toEqual(['62.1', '62.2', '62.3', '62.4', '62.5', '62.6', '62.7']);
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'ru')).toBe(true);

    await page.locator('view-switch select').selectOption('en');
    await settled(page);
    expect((await page.evaluate(visible)).map((p) => [p.id, p.langs.join()])).toEqual(ids.map((id) => [id, 'en']));
    expect(page.url()).toContain('view=en');

    await page.locator('view-switch select').selectOption('side');
    const side = await page.evaluate(visible);
    expect(side.map((p) => [p.id, p.langs.join(), p.sideBySide])).toEqual(ids.map((id) => [id, 'ru,en', true]));
    // The English column says it is an unofficial translation; the Russian one says nothing.
    const labels = await page.locator('.commentary .bi').evaluateAll((bs) => bs.map((b) => ({ en: b.querySelector(':scope > [data-tl="en"] > .tl-label')?.textContent ?? '', ru: b.querySelector(':scope > [data-tl="ru"] > .tl-label') !== null })));
    expect(labels.every((l) => /неофициальный перевод/u.test(l.en) && !l.ru)).toBe(true);

    await page.locator('view-switch select').selectOption('stack');
    const stack = await page.evaluate(visible);
    expect(stack.map((p) => [p.id, p.langs.join(), p.sideBySide])).toEqual(ids.map((id) => [id, 'ru,en', false]));

    await page.locator('view-switch select').selectOption('ru');
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'ru')).toBe(true);
    await page.goto(`${env.origin}/en/laws/62/?view=side`);
    await settled(page);
    expect(await page.locator('.para:has([id="62.2"]) .bi > [data-tl="en"] > .tl-label').innerText()).toMatch(/unofficial translation/iu);
    await page.locator('view-switch select').selectOption('en');
    expect(await page.locator('.tl-label').count()).toBe(0);
    await page.close();
  });

  it('remembers the choice, and carries it in the URL', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.origin}/en/laws/63/?view=side`);
    await settled(page);
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'en,ru')).toBe(true);
    await page.locator('view-switch select').selectOption('stack');
    await page.goto(`${env.origin}/ru/laws/61/`);
    expect(await page.locator('view-switch select').inputValue()).toBe('stack');
    await context.close();
  });

  it('stacks both languages on a phone when side by side is chosen', async () => {
    const page = await env.browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${env.origin}/ru/laws/62/?view=side`);
    await settled(page);
    const rows = await page.evaluate(visible);
    expect(rows.every((p) => p.langs.join() === 'ru,en' && !p.sideBySide)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  });

  it('carries only the page language in its HTML, and brings the other one from alt.json when a view needs it', async () => {
    const html = await (await fetch(`${env.origin}/ru/laws/61/`)).text();
    expect(html).not.toMatch(/class="[^"]*\balt\b/u);
    const alt = (await (await fetch(`${env.origin}/ru/laws/61/alt.json`)).json()) as Record<string, { lang: string; html: string }>;
    expect(Object.keys(alt)).toEqual(['law', '61.1', '61.2', '61.3', '61.4', '61.5']);
    expect(Object.values(alt).every((a) => a.lang === 'en' && a.html.length > 0)).toBe(true);

    const page = await env.browser.newPage({ viewport: { width: 1400, height: 900 } });
    const asked: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('alt.json')) asked.push(new URL(r.url()).pathname); });
    await page.goto(`${env.origin}/ru/laws/61/`);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await page.locator('view-switch select').selectOption('side');
    await settled(page);
    expect(asked).toEqual(['/ru/laws/61/alt.json']);
    const keys = await page.locator('.bi[data-alt]').evaluateAll((bs) => bs.map((b) => [b.getAttribute('data-alt'), b.querySelector(':scope > .alt')?.getAttribute('lang')]));
    expect(keys).toEqual(Object.keys(alt).map((k) => [k, 'en']));
    // The English texts link like the rest of the page, and keep no anchors of their own.
    expect(await page.locator('.bi > .alt [id="61.3"], .bi > .alt [id="61A"]').count()).toBe(0);
    await page.close();
  });

  it('says so and shows the page language when the other language cannot come', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.route('**/alt.json', (r) => r.abort());
    await page.goto(`${env.origin}/ru/laws/62/?view=side`);
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-alt-wait'));
    expect(await page.locator('view-switch output').innerText()).toMatch(/не загрузился/u);
    expect(await page.locator('.para-body:not(.alt)').first().isVisible()).toBe(true);
    expect(await page.locator('.bi > .alt').count()).toBe(0);
    await page.close();
  });

  it('shows only the page language without JavaScript', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.origin}/en/laws/62/?view=side`);
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'en')).toBe(true);
    expect(await page.locator('view-switch select').isVisible()).toBe(false);
    await context.close();
  });
});
