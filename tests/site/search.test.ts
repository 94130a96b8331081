import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../support/site.ts';

/** Wait until the search has answered (the status line is set and not "searching…"). */
async function results(page: Page): Promise<{ href: string; text: string }[]> {
  await page.waitForFunction(() => {
    const s = document.querySelector('.search-status')?.textContent ?? '';
    return s !== '' && !s.includes('…');
  });
  return page.$$eval('#search-results a', (as) => as.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })));
}

describe('search in Chromium', () => {
  const env = useSite();

  it('finds «фальшренонсом» in paragraphs of Laws 61–64, and the first result lands on its anchor', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/ru/search/?q=${encodeURIComponent('фальшренонсом')}`);
    const found = await results(page);
    const laws = new Set(found.map((r) => /\/laws\/(\d+)\//u.exec(r.href)?.[1]).filter(Boolean).map(Number));
    for (const law of [61, 62, 63, 64]) expect(laws.has(law), `law ${law}`).toBe(true);
    expect(found.filter((r) => r.href.includes('/laws/')).every((r) => r.href.includes('#'))).toBe(true);
    const first = found[0]!;
    await page.locator('#search-results a').first().click();
    await page.waitForURL(`${env.origin}${first.href}`);
    const id = decodeURIComponent(first.href.split('#')[1]!);
    expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
    expect(await page.evaluate(() => decodeURIComponent(location.hash.slice(1)))).toBe(id);
    await page.close();
  });

  it('fetches under 150 KB of search files for a first query, and not pagefind’s web worker (a second copy of pagefind)', async () => {
    const page = await env.browser.newPage();
    const fetched: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/pagefind/')) fetched.push(r.body().then((b) => ({ url: r.url(), bytes: b.length })));
    });
    await page.goto(`${env.origin}/ru/search/?q=${encodeURIComponent('фальшренонсом')}`);
    expect((await results(page)).length).toBeGreaterThan(0);
    const files = await Promise.all(fetched);
    expect(files.some((f) => f.url.endsWith('/pagefind.js'))).toBe(true);
    expect(files.filter((f) => f.url.includes('worker'))).toEqual([]);
    expect(files.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThan(150 * 1024);
    await page.close();
  });

  it('finds 57.4 for «штрафной картой», shown with its id and the law title, the match highlighted', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/ru/search/?q=${encodeURIComponent('штрафной картой')}`);
    const found = await results(page);
    const hit = found.find((r) => r.href.endsWith('#57.4'));
    expect(hit?.text).toContain('57.4 · Правило 57');
    expect(await page.locator('#search-results a[href$="#57.4"] mark').count()).toBeGreaterThan(0);
    await page.close();
  });

  for (const typed of ['63А4', '63a4', 'Правило 63А4']) {
    it(`offers the exact place first for «${typed}»`, async () => {
      const page = await env.browser.newPage();
      await page.goto(`${env.origin}/ru/search/?q=${encodeURIComponent(typed)}`);
      const found = await results(page);
      expect(found[0]!.href).toBe('/ru/laws/63/#63A4');
      expect(found.some((r) => r.href === '/ru/laws/63/#63.5')).toBe(true);
      await page.close();
    });
  }

  it('narrows results with the law text / commentary filter and the part filter', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/ru/search/?q=${encodeURIComponent('фальшренонс')}`);
    const all = await results(page);
    await page.locator('input[name=kind][value=law]').check();
    await page.waitForFunction((n) => document.querySelectorAll('#search-results a').length !== n, all.length);
    const law = await results(page);
    expect(law.length).toBeGreaterThan(0);
    expect(law.length).toBeLessThan(all.length);
    expect(law.every((r) => /#\d+[A-H]/u.test(r.href))).toBe(true);
    expect(page.url()).toContain('kind=law');
    await page.locator('input[name=kind][value=all]').check();
    await page.selectOption('#search-part', { label: 'Торговля: недостаточное назначение' });
    await page.waitForFunction(() => !document.querySelector('#search-results a[href*="/laws/6"]'));
    const part = await results(page);
    expect(part.every((r) => r.href.includes('/laws/27/'))).toBe(true);
    await page.close();
  });

  it('keeps the query in the URL: it survives a reload and speaks the page language', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/en/search/`);
    await page.fill('#search-q', 'revokes');
    await page.waitForURL(/\?q=revokes/u);
    await results(page);
    await page.reload();
    expect(await page.inputValue('#search-q')).toBe('revokes');
    const found = await results(page);
    expect(found.length).toBeGreaterThan(0);
    expect(await page.textContent('.search-status')).toMatch(/^\d+ results$/u);
    await page.close();
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/ru/search/?q=${encodeURIComponent('болван')}`);
    const found = await results(page);
    await page.focus('#search-q');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(found[1]!.href);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.origin}${found[1]!.href}`);
    await page.close();
  });

  it('focuses the header search box with "/"', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/ru/laws/63/`);
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-q');
    await page.close();
  });
});
