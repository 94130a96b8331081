/**
 * The page holds still and fits a phone: no layout shift while the page loads and its
 * scripts run (everything that takes space is in the server's HTML), a one-row header
 * on phones, nothing wider than a 320 px screen, and the law page's outline only where
 * there is room for it. Chromium, fixed viewports; each page is loaded cold and read
 * after its scripts and service worker have settled (no timing is asserted).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST, useSite } from '../support/site.ts';
import { SHIFTS, shiftsOf } from '../support/layout-shifts.ts';
import { random, SEED } from '../support/random.ts';
import { pool } from '../support/pool.ts';

/** One page of each type (the root is the Russian contents; 61 is the largest law page, with a demo). */
// `?view=side`: a view that needs the other language, which comes after the page (alt.json).
const PAGES = ['/', '/ru/', '/en/', '/ru/laws/63/', '/ru/laws/61/', '/en/laws/63/', '/en/laws/62/?view=side', '/ru/demos/revoke/', '/ru/search/', '/ru/glossary/', '/ru/download/', '/ru/editions/', '/ru/editions/61-71/', '/ru/triage/', '/ru/triage/insufficient-bid/'];
/** The narrowest phone first: a page that fits it fits the others. */
const NARROWEST = 320;
const PHONES = [NARROWEST, 412];
const DESKTOP = 1280;
/**
 * Pages loaded at once, each still cold in its own context: one after another, the test waited on each
 * page's network going quiet (half a second) and its data's simulated round trip (0.4 s) in turn.
 */
const AT_ONCE = 3;


async function open(env: ReturnType<typeof useSite>, path: string, width: number): Promise<Page> {
  const phone = width < 600;
  const context = await env.browser.newContext({ viewport: { width, height: phone ? 740 : 800 }, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(SHIFTS);
  // What scripts fetch after the page comes a network's round trip later than the page (here
  // the server is local and would answer before the first paint).
  await context.route(/\/(alt|data)\.json$/u, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  // The footer's offline status speaks up once the service worker is settled. Installing it
  // precaches the whole site (slow); a refusal, as a private window gives, says the longest text.
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('refused', 'SecurityError'));
  });
  await page.goto(`${env.origin}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.locator('offline-status [data-state="unavailable"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector<HTMLElement>('offline-status [data-state="unavailable"]')!.hidden);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page;
}


describe('phone first: a steady page and a compact header', () => {
  // DIST_DIR=… points the tests at another build.
  const env = useSite(process.env.DIST_DIR ?? DIST);

  // One cold load of each page type per width answers three questions: no shift while it loads; on
  // phones a header of one row, at most 56 px; at 320 px (the narrowest phone) nothing wider.
  for (const width of [...PHONES, DESKTOP]) {
    const checks = [`shifts no layout while loading (CLS < 0.01) at ${width} px on every page type`];
    if (width < 600) checks.push('keeps the header to one row of at most 56 px');
    if (width === NARROWEST) checks.push('scrolls no page sideways');
    it(checks.join(', '), async () => {
      const over: string[] = [];
      const tall: string[] = [];
      const wide: string[] = [];
      await pool(PAGES, AT_ONCE, async (path) => {
        const page = await open(env, path, width);
        const shifts = await shiftsOf(page);
        const total = shifts.reduce((s, x) => s + x.value, 0);
        if (total >= 0.01) over.push(`${path}: ${total.toFixed(3)} (${shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ')}`).join('; ')})`);
        if (width < 600) {
          const h = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().height);
          if (h > 56) tall.push(`${path}: ${h} px`);
        }
        if (width === NARROWEST) {
          const w = await page.evaluate(() => document.documentElement.scrollWidth);
          if (w > width) wide.push(`${path}: ${w} px`);
        }
        await page.context().close();
      });
      expect(over).toEqual([]);
      expect(tall).toEqual([]);
      expect(wide).toEqual([]);
    }, 120_000);
  }

  // Issue 37: the Russian menu (8 sections, the language, the theme) is 1,038 px wide, and beside the
  // search box took a third row from 1,088 to 1,270 px. Below 1,088 px the menu is a button; from 1,760 px
  // all is one row. Between, in both languages: the title and the search box, then the menu.
  it(`keeps the desktop header to two rows between 1,088 and 1,759 px, in both languages (seed ${SEED})`, { timeout: 60_000 }, async () => {
    const { int, pick } = random(SEED);
    const rows: string[] = [];
    // The widths and pages drawn first, in the order they always were (the same seed, the same pages); then loaded a few at once.
    const draws = [1088, 1088 + int(672), 1088 + int(672), 1759].map((width) => ({ width, path: pick(['/ru/laws/63/', '/ru/', '/ru/triage/', '/ru/glossary/']) }));
    await pool(draws.flatMap((d) => ['ru', 'en'].map((lang) => ({ ...d, lang }))), AT_ONCE, async ({ width, path, lang }) => {
      {
        const page = await open(env, lang === 'ru' ? path : path.replace('/ru/', '/en/'), width);
        const got = await page.evaluate(() => {
          const box = (s: string) => document.querySelector(`.site-header ${s}`)!.getBoundingClientRect();
          const [brand, search, menu] = [box('.brand'), box('.search-box'), box('.site-menu')];
          return { sameRow: Math.abs(brand.top - search.top) < 1, menuBelow: menu.top >= search.bottom, menuOneRow: menu.height <= 40, header: box('').height };
        });
        if (!got.sameRow || !got.menuBelow || !got.menuOneRow) rows.push(`${width} px ${page.url()}: ${JSON.stringify(got)}`);
        await page.context().close();
      }
    });
    expect(rows).toEqual([]);
  });

  // Until round 30 the search box came after the menu in the HTML: between 1,088 and 1,759 px, where it stands in the
  // title's row and the menu in the row below, the keyboard went down to the menu and then back up to the search field.
  it(`takes the keyboard through the desktop header in the order it reads, row by row (seed ${SEED})`, { timeout: 60_000 }, async () => {
    const { int, pick } = random(SEED);
    const wrong: string[] = [];
    // Drawn first in the order they always were, then loaded a few at once.
    const draws = [1088 + int(672), 1088 + int(672), 1760 + int(400)].map((width) => ({ width, path: pick(['/ru/laws/63/', '/ru/', '/ru/glossary/']) }));
    await pool(draws.flatMap((d) => ['ru', 'en'].map((lang) => ({ ...d, lang }))), AT_ONCE, async ({ width, path, lang }) => {
      {
        const page = await open(env, lang === 'ru' ? path : path.replace('/ru/', '/en/'), width);
        // The header's controls in the order Tab takes (the HTML's: none has a tabindex), each with where it stands.
        const stops = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.site-header :is(a, button, input)')]
            .filter((el) => el.checkVisibility() && el.tabIndex >= 0)
            .map((el) => ({ name: (el.textContent || el.getAttribute('placeholder') || '').trim(), ...el.getBoundingClientRect().toJSON() })),
        );
        // Read order: a control whose top is below the previous one's middle starts a new row; in a row, left to right.
        for (let i = 1; i < stops.length; i++) {
          const [a, b] = [stops[i - 1]!, stops[i]!];
          const nextRow = b.top >= a.top + a.height / 2;
          const sameRow = Math.abs(b.top - a.top) < a.height / 2;
          if (!(nextRow || (sameRow && b.left >= a.right - 1))) wrong.push(`${width} px ${page.url()}: «${a.name}» then «${b.name}»`);
        }
        await page.context().close();
      }
    });
    expect(wrong).toEqual([]);
  });

  it('opens the phone menu with the sections, the language and the theme, and the search field from its button', { timeout: 60_000 }, async () => {
    const page = await open(env, '/ru/laws/63/', 360);
    const menu = page.locator('#site-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.locator('.menu-open').click();
    expect(await menu.isVisible()).toBe(true);
    for (const what of ['a[href="/ru/glossary/"]', 'a[href="/ru/download/"]', '.lang-switch', '.theme-toggle']) {
      expect(await menu.locator(what).isVisible(), what).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    const field = page.locator('#site-q');
    expect(await field.isVisible()).toBe(false);
    await page.locator('.search-open').click();
    expect(await field.isVisible()).toBe(true);
    await page.context().close();
  });

  // The law text is the page: at 390 × 844 the first law-text section (or, on a law without text,
  // the first commentary paragraph) starts on the first screen; at 1366 × 900 in its upper half.
  for (const [width, height, limit] of [[390, 844, 844], [1366, 900, 500]] as const) {
    it(`starts the law text within ${limit} px at ${width} × ${height}, on laws with text and without`, async () => {
      const late: string[] = [];
      await pool(['/ru/laws/61/', '/en/laws/61/', '/ru/laws/64/', '/ru/laws/63/', '/en/laws/63/', '/ru/laws/27/'], AT_ONCE, async (path) => {
        const phone = width < 600;
        const context = await env.browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(`${env.origin}${path}`, { waitUntil: 'load' });
        const top = await page.evaluate(() => {
          const first = document.querySelector('.law-text .law-body > .law-section') ?? document.querySelector('.commentary .para .para-body');
          return first ? first.getBoundingClientRect().top + scrollY : Infinity;
        });
        if (top > limit) late.push(`${path}: ${Math.round(top)} px`);
        await context.close();
      });
      expect(late).toEqual([]);
    }, 60_000);
  }

  it('shows the law page outline on a desktop, marking the section read, and none on a phone', async () => {
    const desk = await open(env, '/ru/laws/61/', DESKTOP);
    const outline = desk.locator('law-outline');
    expect(await outline.isVisible()).toBe(true);
    const links = await outline.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['#61A', '#61B', '#61.1', '#61.5']));
    for (const id of ['61B', '61.3']) {
      await desk.evaluate((id) => document.getElementById(id)!.scrollIntoView({ block: 'start' }), id);
      await expect.poll(() => outline.locator('a[aria-current="location"]').getAttribute('href')).toBe(`#${id}`);
    }
    // It stays in view beside the text (sticky).
    expect(await outline.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await desk.context().close();
    for (const width of PHONES) {
      const phone = await open(env, '/ru/laws/61/', width);
      expect(await phone.locator('law-outline').isVisible(), `${width} px`).toBe(false);
      // «На этой странице» stays at hand at the bottom of the screen and opens the list; a place chosen closes it.
      await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      const button = phone.locator('.page-jump button');
      expect(await button.isVisible()).toBe(true);
      await button.click();
      expect(await phone.locator('law-outline').isVisible()).toBe(true);
      await phone.locator('law-outline a[href="#61.3"]').click();
      expect(await phone.locator('law-outline').isVisible()).toBe(false);
      expect(phone.url()).toMatch(/#61\.3$/u);
      await phone.locator('.page-jump a[href="#main"]').click();
      await expect.poll(() => phone.evaluate(() => scrollY)).toBeLessThan(100);
      await phone.context().close();
    }
  }, 60_000);
});
