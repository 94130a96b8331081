/**
 * The law page's own behaviour in Chromium (issue 37): «На этой странице» is a popover the
 * browser dismisses (Escape, a tap outside, a window widened to the side outline) with no console warning. (The language switch's place:
 * lang-switch.test.ts.) The pages are drawn at random from the site's law pages (SEED=… replays a failure).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/site/data.ts';
import { useSite } from '../support/site.ts';
import { random, SEED } from '../support/random.ts';

const { pick } = random(SEED);

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

  // Probe round 19: opened at 900 px, then the window widened to 1,280 px, it stayed open above the screen.
  it('closes «На этой странице» when the window widens to the side outline, which then stands beside the text', async () => {
    const lang = pick(['ru', 'en'] as const);
    const law = pick(withUnits).n;
    const { page } = await open(`/${lang}/laws/${law}/`, 600 + Math.floor(Math.random() * 500));
    const outline = page.locator('law-outline');
    await page.locator('.page-jump button').click();
    expect(await outline.evaluate((e) => e.matches(':popover-open'))).toBe(true);
    await page.setViewportSize({ width: 1200 + Math.floor(Math.random() * 400), height: 844 });
    await expect.poll(() => outline.evaluate((e) => e.matches(':popover-open'))).toBe(false);
    const box = await outline.boundingBox();
    expect(box && box.y >= 0 && box.y < 844 && box.height > 0, `${lang} ${law}: ${JSON.stringify(box)}`).toBe(true);
    await page.context().close();
  });
});
