/**
 * The law page's own behaviour in Chromium (issue 37): «На этой странице» is a popover the
 * browser dismisses (Escape, a tap outside) with no console warning, and the language switch
 * keeps the place read when the address has no fragment. The pages and places are drawn at
 * random from the site's law pages (SEED=… replays a failure).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Ref, type Lang } from '../../src/lib/refs/index.ts';
import { site } from '../../src/lib/site/data.ts';
import { useSite } from '../support/site.ts';

const SEED = Number(process.env.SEED ?? Date.now() % 2 ** 31);
/** mulberry32 */
function random(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
const int = random(SEED);
const pick = <T,>(xs: readonly T[]): T => xs[int(xs.length)]!;

/** Law pages with an outline (law text or commentary), and their units (law sections, commentary paragraphs). */
const withUnits = site()
  .lawPages()
  .filter((p) => p.paragraphs.length + (p.text?.sections.length ?? 0) >= 4);

describe(`the law page in Chromium (seed ${SEED})`, () => {
  const env = useSite();

  async function open(path: string, width: number): Promise<{ page: Page; warnings: string[] }> {
    const context = await env.browser.newContext({ viewport: { width, height: 844 }, hasTouch: width < 600, isMobile: width < 600 });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto(`${env.origin}${path}`, { waitUntil: 'load' });
    return { page, warnings };
  }

  it('opens «На этой странице» as a valid popover: no console warning; Escape and a tap outside close it', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const law = pick(withUnits).n;
      const { page, warnings } = await open(`/${lang}/laws/${law}/`, 390);
      const outline = page.locator('law-outline');
      const button = page.locator('.page-jump button');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
      await button.click();
      expect(await outline.isVisible(), `${lang} ${law}`).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => outline.isVisible()).toBe(false);
      await button.click();
      expect(await outline.isVisible()).toBe(true);
      // A point outside the popover on plain text (no link, no button), where a reader taps to close it.
      const point = await page.evaluate(() => {
        const box = document.querySelector('law-outline')!.getBoundingClientRect();
        for (let y = 80; y < innerHeight - 80; y += 16) {
          for (const x of [8, innerWidth / 2, innerWidth - 8]) {
            if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) continue;
            const el = document.elementFromPoint(x, y);
            if (el && !el.closest('a, button, summary, select, input, label, law-outline, .page-jump, header, dfn')) return { x, y };
          }
        }
        return null;
      });
      expect(point, `${lang} ${law}: a place outside the list`).not.toBeNull();
      const url = page.url();
      await page.touchscreen.tap(point!.x, point!.y);
      await expect.poll(() => outline.isVisible()).toBe(false);
      expect(page.url()).toBe(url);
      expect(warnings.filter((w) => /popover/iu.test(w)), `${lang} ${law}`).toEqual([]);
      expect(await outline.getAttribute('popover')).toBe('auto');
      await page.context().close();
    }
  });

  /** A law page's units that can be scrolled to the top of the screen (not those of its last screen), and how far each runs before the next begins. */
  const readUnits = (page: Page) =>
    page.$$eval('.law-section[data-anchor], .para[data-anchor]', (els) => {
      const shown = els.filter((e) => e.getClientRects().length > 0);
      const top = (e: Element) => e.getBoundingClientRect().top + scrollY;
      return shown
        .map((e, i) => ({ id: (e as HTMLElement).dataset.anchor!, top: top(e), run: (shown[i + 1] ? top(shown[i + 1]!) : document.documentElement.scrollHeight) - top(e) }))
        .filter((u) => u.top < document.documentElement.scrollHeight - innerHeight - 32);
    });

  it('switches language at the place read when the address has no fragment, and keeps a fragment it has', async () => {
    for (const [lang, width] of [
      [pick(['ru', 'en'] as const), 1280],
      [pick(['ru', 'en'] as const), 390],
    ] as [Lang, number][]) {
      // A page with such a unit (most have several); the page's law and its units are drawn again until one has.
      let p = pick(withUnits);
      let { page } = await open(`/${lang}/laws/${p.n}/`, width);
      const units = await readUnits(page);
      // Not the first (the top of the page is the place of no fragment); one that runs a third of the screen or more,
      // so that the next does not begin in the screen's upper part too.
      let long = units.slice(1).filter((u) => u.run >= 844 / 3);
      for (let tries = 0; long.length === 0 && tries < 20; tries++) {
        await page.context().close();
        p = pick(withUnits);
        ({ page } = await open(`/${lang}/laws/${p.n}/`, width));
        long = (await readUnits(page)).slice(1).filter((u) => u.run >= 844 / 3);
      }
      const { id } = pick(long);
      // Its heading at a random height in the upper fifth of the screen (a reader rarely stops exactly at a heading).
      const offset = int(Math.round(844 / 5));
      await page.evaluate(
        ([id, offset]) => window.scrollTo(0, document.querySelector(`[data-anchor="${CSS.escape(id)}"]`)!.getBoundingClientRect().top + scrollY - offset),
        [id, offset] as const,
      );
      // The reading rests there, then the reader goes up to the header's link.
      await page.waitForTimeout(500);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400);
      const other = lang === 'ru' ? 'en' : 'ru';
      if (width < 600) await page.locator('.menu-open').click();
      await page.locator('a.lang-switch').click();
      await page.waitForURL((u) => u.pathname === `/${other}/laws/${p.n}/`);
      // The place itself, or its first part when that begins with it at the top (55B → 55B1 right under 55B's heading),
      // or the outline's place that holds it (the outline lists 50D2, not 50D2a).
      const got = Ref.parse(decodeURIComponent(new URL(page.url()).hash).slice(1));
      const line = (r: Ref) => [r, ...r.ancestors()].map((x) => x.id);
      expect(got !== null && (line(got).includes(id) || line(Ref.parse(id)!).includes(got.id)), `${lang} ${p.n} ${width} px: ${id} at ${offset} px → ${page.url()}`).toBe(true);
      await page.context().close();
    }
    // A fragment in the address wins; at the top with none, none is added.
    const p = pick(withUnits);
    const { page } = await open(`/ru/laws/${p.n}/`, 1280);
    await page.locator('a.lang-switch').click();
    await page.waitForURL((u) => u.pathname === `/en/laws/${p.n}/`);
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });
});
