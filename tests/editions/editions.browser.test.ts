import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, useSite } from '../support/site.ts';

/**
 * The editions in a real browser, against the built site: a law page's box «В Правилах
 * 2017 года», a commentary paragraph's marker (opens without JavaScript), the
 * concordance page's filter and search, and a demo that shows both rulings, marks where
 * they differ and keeps the chosen edition in the shared URL.
 */
describe('editions in the browser', () => {
  const env = useSite(process.env.DIST_DIR ?? DIST);
  let browser: Browser;
  let context: BrowserContext;
  let origin: string;

  beforeAll(async () => {
    browser = env.browser;
    origin = env.origin;
    context = await browser.newContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a law page shows the 2017 box folded to one line, which opens in place on counterpart, status, note, changed parts, official text', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/ru/laws/64/`);
    const box = page.locator('aside.edition-box');
    await expect(box.locator('h2').textContent()).resolves.toBe('В Правилах 2017 года');
    // Folded: one line saying what 2017 did to the law.
    const fold = box.locator('details.ed-fold');
    expect(await fold.getAttribute('open')).toBeNull();
    expect((await fold.locator(':scope > summary').innerText()).replace(/\s+/gu, ' ').trim()).toBe('2017: изменено');
    expect(await fold.locator(':scope > summary').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(48);
    await fold.locator(':scope > summary').click();
    const text = await box.innerText();
    expect(text).toContain('Правило 64 (2017)');
    expect(text).toContain('изменено');
    expect(await box.locator('a[href="https://www.worldbridge.org/wp-content/uploads/2017/03/2017LawsofDuplicateBridge-paginated.pdf"][rel="external"]').count()).toBe(1);
    expect(await box.locator('a[href="https://www.pzbs.pl/sedziowie/mpb/2017/en/l64.html"][rel="external"]').count()).toBe(1);
    await box.locator('details.ed-parts summary').click();
    expect(await box.locator('details.ed-parts').innerText()).toContain('64B7 (2017)');
    // Where the entry was read in the complete 2017 text (linked on the concordance pages).
    expect((await box.locator('.ed-note .ed-read').innerText()).trim()).toBe('Сверено по тексту 2017 года: 64A, 64B, 64C.');
    const en = await context.newPage();
    // Law 77 is not verified: the box says so, and says why.
    await en.goto(`${origin}/en/laws/77/`);
    const enBox = en.locator('aside.edition-box');
    expect(await enBox.innerText()).toMatch(/In the 2017 Laws[\s\S]*not verified/u);
    await enBox.locator('details.ed-fold > summary').click();
    expect((await enBox.locator('.ed-why').innerText()).trim()).toMatch(/^Why not verified: .*undertrick table/u);
    await page.close();
    await en.close();
  });

  it('a paragraph citing a changed provision has a marker that opens, without JavaScript, on the entries it depends on', async () => {
    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const page = await nojs.newPage();
    await page.goto(`${origin}/en/laws/63/`);
    const mark = page.locator('article.para[data-anchor="63.5"] details.edition-mark');
    expect(await mark.count()).toBe(1);
    expect(await mark.getAttribute('open')).toBeNull();
    await mark.locator('summary').click();
    expect(await mark.getAttribute('open')).not.toBeNull();
    const text = await mark.innerText();
    expect(text).toContain('63A4');
    expect(text).toContain('removed');
    await mark.locator('a', { hasText: '63A4' }).first().click();
    await page.waitForURL(/\/en\/editions\/61-71\/#e-63A4$/u);
    await nojs.close();
  });

  it('the concordance index filters every page of it by status and finds a row by any edition’s id, and keeps both in the URL', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/ru/editions/`);
    const rows = page.locator('edition-table .ed-results tbody tr');
    expect(await page.locator('edition-table form').isVisible()).toBe(true);
    expect(await page.locator('edition-table .ed-results').isVisible()).toBe(false);
    await page.selectOption('edition-table select[name=status]', 'removed');
    await page.locator('edition-table .ed-results').waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.getAttribute('id')).toBe('e-63A4');
    expect(await page.locator('edition-table output').innerText()).toMatch(/^Показано: 1 из 2[0-4]\d$/u);
    await page.selectOption('edition-table select[name=status]', '');
    await page.fill('edition-table input[name=q]', '2017:64B7');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.innerText()).toContain('64B7');
    await page.fill('edition-table input[name=q]', '50Е'); // Cyrillic Е: the 1987 id of 2017 50D2, and the new 2017 50E
    await expect.poll(() => rows.count()).toBe(2);
    expect(page.url()).toContain('q=50%D0%95');
    await page.reload();
    await expect.poll(() => rows.count()).toBe(2);
    await page.fill('edition-table input[name=q]', '');
    await expect.poll(() => page.locator('edition-table .ed-results').isVisible()).toBe(false);
    await page.close();
  });

  it('shows the concordance in pages of the Code’s chapters, each row once, and readable without JavaScript', async () => {
    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const page = await nojs.newPage();
    await page.goto(`${origin}/en/editions/`);
    expect(await page.locator('edition-table').isVisible()).toBe(false);
    const groups = await page.locator('a[data-group]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(groups).toEqual(['/en/editions/1-16/', '/en/editions/17-27/', '/en/editions/28-40/', '/en/editions/41-50/', '/en/editions/51-60/', '/en/editions/61-71/', '/en/editions/72-93/']);
    const ids: string[] = [];
    for (const href of groups) {
      await page.goto(`${origin}${href}`);
      ids.push(...(await page.locator('table.ed-table tbody tr').evaluateAll((trs) => trs.map((tr) => tr.id))));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(150);
    expect(ids).toContain('e-63A4');
    await page.goto(`${origin}/en/editions/61-71/`);
    expect(await page.locator('h1').innerText()).toMatch(/^Laws 61–71\. The play: the revoke/u);
    // Each verified row names the sections of the complete 2017 text it was read in; the page links that text once.
    expect((await page.locator('tr#e-61B .ed-read').innerText()).trim()).toBe('Read in the 2017 text: 61B1, 61B2, 61B3.');
    expect(await page.locator('p.ed-legend a[rel="external"]').getAttribute('href')).toBe('https://github.com/mattman818/Bridge-Rules-Chatbot/blob/main/laws-of-duplicate-bridge.txt');
    // A row that is not verified says why, readable without JavaScript.
    expect((await page.locator('tr#e-67 .ed-why').innerText()).trim()).toMatch(/^Why not verified: The 2017 text is read \(67A, 67B\)/u);
    expect((await page.locator('tr#e-67 .ed-read').innerText()).trim()).toBe('Read in the 2017 text: 67A, 67B.');
    expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe('/en/editions/72-93/');
    await nojs.close();
  });

  it('an old link to a row of the one-page concordance goes on to the row on its page', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/ru/editions/#e-63A4`);
    await page.waitForURL(/\/ru\/editions\/61-71\/#e-63A4$/u);
    expect(await page.locator('tr#e-63A4').isVisible()).toBe(true);
    await page.close();
  });

  it('a link to a row of a page that was split (17-40, 41-60) goes on to the row on its new page; without JavaScript the old page lists the new ones', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/ru/editions/41-60/#e-50E`);
    await page.waitForURL(/\/ru\/editions\/41-50\/#e-50E$/u);
    expect(await page.locator('tr#e-50E').isVisible()).toBe(true);
    await page.goto(`${origin}/en/editions/17-40/#y2017-23A`);
    await page.waitForURL(/\/en\/editions\/17-27\/#y2017-23A$/u);
    expect(await page.locator('tr#y2017-23A').isVisible()).toBe(true);
    await page.goto(`${origin}/en/editions/41-60/#e-55B2`);
    await page.waitForURL(/\/en\/editions\/51-60\/#e-55B2$/u);
    await page.close();
    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const old = await nojs.newPage();
    await old.goto(`${origin}/ru/editions/17-40/#e-27B`);
    expect(old.url()).toMatch(/\/ru\/editions\/17-40\/#e-27B$/u);
    expect(await old.locator('edition-moved a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/ru/editions/17-27/', '/ru/editions/28-40/']);
    await nojs.close();
  });

  it('a 2017 ref lands on its row: 2017:64B7 from the demo goes to 61-71/#y2017-64B7', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/ru/editions/61-71/#y2017-64B7`);
    const row = page.locator('tr#y2017-64B7');
    expect(await row.locator('td').nth(1).innerText()).toBe('64B7');
    expect(await row.innerText()).toMatch(/новое/u);
    await page.close();
  });

  it('search sends a typed 2017 id to its concordance row, and offers a 1987 id its entry beside the law page', async () => {
    const page = await context.newPage();
    const hrefs = () => page.$$eval('#search-results a', (as) => as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent ?? '' })));
    await page.goto(`${origin}/ru/search/?q=${encodeURIComponent('2017:64B7')}`);
    await page.waitForSelector('#search-results a');
    expect((await hrefs())[0]!.href).toBe('/ru/editions/61-71/#y2017-64B7');
    await page.goto(`${origin}/ru/search/?q=${encodeURIComponent('Правило 63А4')}`);
    await page.waitForSelector('#search-results a[href="/ru/editions/61-71/#e-63A4"]');
    const found = await hrefs();
    expect(found[0]!.href).toBe('/ru/laws/63/#63A4');
    // 63A4's text is not loaded: the paragraph that explains it comes right after its stub, then the row (issue 35).
    const row = found.slice(1, 3).find((f) => f.href === '/ru/editions/61-71/#e-63A4');
    expect(row?.text).toContain('исключено');
    await page.close();
  });

  async function demo(page: Page, url: string): Promise<void> {
    await page.goto(url);
    // On a law page the demo is folded into the commentary (unless the URL holds its state).
    const fold = page.locator('details.demo-fold:has(rule-demo[data-key="establish"])');
    if ((await fold.count()) > 0 && (await fold.getAttribute('open')) === null) await fold.locator(':scope > summary').click();
    await page.locator('rule-demo[data-key="establish"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('rule-demo[data-key="establish"] fieldset.demo-situation:not([disabled])');
  }
  const p = 'rule-demo[data-key="establish"]';

  it('a demo shows the 1987 and the 2017 ruling side by side and marks where they differ', async () => {
    const page = await context.newPage();
    await demo(page, `${origin}/en/demos/revoke/`);
    expect(await page.locator(`${p} .demo-diff`).getAttribute('data-differs')).toBe('false');
    await page.check(`input[name="establish.event"][value="partner-asked"]`);
    expect(await page.locator(`${p} .demo-diff`).getAttribute('data-differs')).toBe('true');
    expect(await page.locator(`${p} .demo-diff`).innerText()).toBe('The editions rule differently');
    expect(await page.locator(`${p} .demo-ruling`).innerText()).toContain('Law 63A4');
    const r2017 = await page.locator(`${p} .demo-ruling2017`).innerText();
    expect(r2017).toContain('Law 62A (2017)');
    expect(r2017).toMatch(/do not establish|does not establish/u);
    await page.locator(`${p} .demo-ruling2017 a`, { hasText: 'Law 61B (2017)' }).first().click();
    await page.waitForURL(/\/en\/editions\/61-71\/#y2017-61B$/u);
    await page.close();
  });

  it('the chosen edition is kept in the shared URL and applies to every panel of the page', async () => {
    const page = await context.newPage();
    await demo(page, `${origin}/ru/demos/revoke/`);
    await page.check(`${p} input[name="ed"][value="2017"]`);
    expect(page.url()).toContain('ed=2017');
    expect(await page.locator(`${p} .demo-ruling`).isVisible()).toBe(false);
    expect(await page.locator(`${p} .demo-ruling2017`).isVisible()).toBe(true);
    expect(await page.locator('rule-demo[data-key="penalty"] .demo-result .demo-editions').getAttribute('data-show')).toBe('2017');
    const shared = page.url();
    const other = await context.newPage();
    await demo(other, shared);
    expect(await other.locator(`${p} .demo-ruling`).isVisible()).toBe(false);
    expect(await other.locator(`${p} input[name="ed"][value="2017"]`).isChecked()).toBe(true);
    await other.check(`${p} input[name="ed"][value="1987"]`);
    expect(await other.locator(`${p} .demo-ruling2017`).isVisible()).toBe(false);
    expect(await other.locator(`${p} .demo-ruling`).isVisible()).toBe(true);
    await page.close();
    await other.close();
  });
});
