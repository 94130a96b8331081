/**
 * Layout shift of the demo pages: each demo page loaded N times on a phone (412 × 823,
 * the Lighthouse phone's width), in both languages and with each `?ed=`, a new page each
 * time; the CLS of a load is the sum of its layout-shift entries (none follows input:
 * nothing is touched) until the demo is ready and 300 ms after. Reports each demo's
 * largest CLS and what shifted.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../tests/support/browser.ts';
import { serveStatic } from '../tests/support/static-server.ts';

export interface DemoCls {
  demo: string;
  loads: number;
  maxCls: number;
  /** Loads with any shift. */
  shifted: number;
  /** What shifted (class or tag of each source), with the value, in the loads that shifted. */
  sources: string[];
}

/** The demo pages of a build: every folder of `ru/demos/` with a page. */
export const demoPages = (dist: string): string[] =>
  readdirSync(join(dist, 'ru', 'demos')).filter((d) => existsSync(join(dist, 'ru', 'demos', d, 'index.html'))).sort();

const QUERIES = ['', '?ed=2017', '?ed=1987', '?ed=both'];

export async function benchCls(dist: string, loads: number): Promise<DemoCls[]> {
  const server = await serveStatic(dist, '/', { host: true });
  const browser = await launch();
  const out: DemoCls[] = [];
  try {
    const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
    await phone.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Element }[] }[]) {
          if (!e.hadRecentInput) w.shifts.push({ value: e.value, sources: e.sources.map((x) => (x.node as HTMLElement | undefined)?.className || x.node?.nodeName || '?') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const demo of demoPages(dist)) {
      const figure: DemoCls = { demo, loads: 0, maxCls: 0, shifted: 0, sources: [] };
      for (let i = 0; i < loads; i++) {
        const lang = i % 2 ? 'en' : 'ru';
        const query = QUERIES[Math.floor(i / 2) % QUERIES.length]!;
        const page = await phone.newPage();
        await page.goto(`${server.origin}/${lang}/demos/${demo}/${query}`, { waitUntil: 'load' });
        await page.locator('rule-demo fieldset.demo-situation:not([disabled])').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
        await page.close();
        const cls = shifts.reduce((s, x) => s + x.value, 0);
        figure.loads++;
        figure.maxCls = Math.max(figure.maxCls, cls);
        if (shifts.length) {
          figure.shifted++;
          figure.sources.push(...shifts.map((x) => `${lang}${query} ${x.value.toFixed(4)} ${x.sources.join(', ')}`));
        }
      }
      out.push({ ...figure, maxCls: Number(figure.maxCls.toFixed(4)) });
    }
    await phone.close();
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}
