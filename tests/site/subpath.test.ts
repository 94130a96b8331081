import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../scripts/check-links.ts';
import { launch } from '../support/browser.ts';
import { ROOT } from '../support/site.ts';
import { serveStatic } from '../support/static-server.ts';

const OUT = join(ROOT, 'dist-subpath');
const BASE = '/laws/';

describe('the site built for a sub-path (SITE_BASE=/laws/)', () => {
  beforeAll(() => {
    const r = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build'], {
      cwd: ROOT,
      // A clean environment: vitest's own variables (NODE_ENV=test, BASE_URL=/ …) would leak into the build.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, SITE_BASE: BASE, SITE_OUT: OUT },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`sub-path build failed:\n${r.stdout}\n${r.stderr}`);
  }, 180_000);

  it('has no broken links, every one under /laws/', () => {
    expect(checkLinks(OUT, BASE)).toEqual([]);
  });

  it('serves short links, assets and search under /laws/', async () => {
    const server = await serveStatic(OUT, BASE);
    const browser = await launch();
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${server.origin}${BASE}63.5/`);
    await page.waitForURL(`${server.origin}${BASE}ru/laws/63/#63.5`);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');
    await page.goto(`${server.origin}${BASE}ru/search/?q=${encodeURIComponent('фальшренонсом')}`);
    // The first place of the Laws (an outcome of «Что случилось?» may stand above it).
    const first = page.locator('#search-results li:not(.triage) a').first();
    await first.waitFor({ timeout: 15_000 });
    expect(await first.getAttribute('href')).toMatch(/^\/laws\/ru\/laws\/\d+\/#/u);
    expect(failed).toEqual([]);
    await browser.close();
    await server.close();
  });
});
