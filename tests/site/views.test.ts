import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site.ts';

/** Per paragraph: its id and the languages of the texts that are visible, in order. */
const visible = () =>
  [...document.querySelectorAll('.para')].map((p) => ({
    id: p.querySelector('.para-id')?.id ?? '',
    langs: [...p.querySelectorAll(':scope > .bi > div')].filter((d) => getComputedStyle(d).display !== 'none').map((d) => d.getAttribute('data-tl')),
    sideBySide: getComputedStyle(p.querySelector(':scope > .bi')!).display === 'grid',
  }));

describe('reading both languages on a law page', () => {
  const env = useSite();

  it('switches among Russian, English, side by side and stacked, keeping the paragraphs aligned', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${env.origin}/ru/laws/62/`);
    const ids = (await page.evaluate(visible)).map((p) => p.id);
    expect(ids).toEqual(['62.1', '62.2', '62.3', '62.4', '62.5', '62.6', '62.7']);
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'ru')).toBe(true);

    await page.locator('view-switch input[value="en"]').check();
    expect((await page.evaluate(visible)).map((p) => [p.id, p.langs.join()])).toEqual(ids.map((id) => [id, 'en']));
    expect(page.url()).toContain('view=en');

    await page.locator('view-switch input[value="side"]').check();
    const side = await page.evaluate(visible);
    expect(side.map((p) => [p.id, p.langs.join(), p.sideBySide])).toEqual(ids.map((id) => [id, 'ru,en', true]));

    await page.locator('view-switch input[value="stack"]').check();
    const stack = await page.evaluate(visible);
    expect(stack.map((p) => [p.id, p.langs.join(), p.sideBySide])).toEqual(ids.map((id) => [id, 'ru,en', false]));

    await page.locator('view-switch input[value="ru"]').check();
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'ru')).toBe(true);
    await page.close();
  });

  it('remembers the choice, and carries it in the URL', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.origin}/en/laws/63/?view=side`);
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'en,ru')).toBe(true);
    await page.locator('view-switch input[value="stack"]').check();
    await page.goto(`${env.origin}/ru/laws/61/`);
    expect(await page.locator('view-switch input[value="stack"]').isChecked()).toBe(true);
    await context.close();
  });

  it('stacks both languages on a phone when side by side is chosen', async () => {
    const page = await env.browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${env.origin}/ru/laws/62/?view=side`);
    const rows = await page.evaluate(visible);
    expect(rows.every((p) => p.langs.join() === 'ru,en' && !p.sideBySide)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  });

  it('shows only the page language without JavaScript', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.origin}/en/laws/62/?view=side`);
    expect((await page.evaluate(visible)).every((p) => p.langs.join() === 'en')).toBe(true);
    expect(await page.locator('view-switch fieldset').isVisible()).toBe(false);
    await context.close();
  });
});
