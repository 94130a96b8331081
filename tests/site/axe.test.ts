import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = ['/ru/', '/en/', '/ru/laws/63/', '/en/laws/63/', '/ru/laws/50/', '/en/laws/50/', '/ru/glossary/', '/en/glossary/', '/ru/search/?q=фальшренонс', '/ru/sources/', '/ru/embed/', '/en/data/', '/ru/triage/', '/en/triage/revoke-tricks/', '/ru/triage/pass-out-of-rotation/', '/ru/quiz/', '/en/quiz/?mode=exam'];

describe('accessibility (axe-core)', () => {
  const env = useSite();

  // One load of each page, read by axe in the light scheme and again in the dark one (the scheme
  // switched in place: only the colours change between the two runs).
  it('finds 0 violations on home, contents, law pages, glossary, search and sources (light and dark)', async () => {
    // axe is injected through the DevTools protocol (page.evaluate), which the page's CSP does not govern.
    const page = await env.browser.newPage();
    const report: string[] = [];
    for (const path of PAGES) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${env.origin}${path}`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(axeSource);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (o?: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const r = await axe.run({ resultTypes: ['violations'] });
          return r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        });
        report.push(...violations.map((v) => `${path} (${scheme}) ${v}`));
      }
    }
    expect(report).toEqual([]);
    await page.close();
  }, 60_000);
});
