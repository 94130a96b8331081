import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionBank } from '../../src/lib/quiz/bank.ts';
import { Ref } from '../../src/lib/refs/index.ts';
import { site } from '../../src/lib/site/data.ts';
import { DIST, requireDist, useSite } from '../support/site.ts';
import { uncitedShortLinks } from '../support/short-links.ts';
import { serveStatic } from '../support/static-server.ts';

/** A few short links of the build, at random, without their closing slash (`/61b`, `/ru/50d2`, `/en/63.2`). */
function shortLinks(): string[] {
  const dirs = [
    ...readdirSync(DIST).map((d) => `/${d}`),
    ...readdirSync(join(DIST, 'ru')).map((d) => `/ru/${d}`),
    ...readdirSync(join(DIST, 'en')).map((d) => `/en/${d}`),
  ].filter((d) => Ref.parse(d.split('/').pop()!) !== null && existsSync(join(DIST, d, 'index.html')));
  return Array.from({ length: 4 }, () => dirs[Math.floor(Math.random() * dirs.length)]!);
}

describe('offline (service worker)', () => {
  const env = useSite();

  it('precaches every page of both languages and the search index, but not the big downloads', () => {
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    for (const url of ['"ru/laws/63/"', '"en/laws/63/"', '"63.5/"', '"ru/search/"', 'pagefind/pagefind-entry.json', 'pagefind/wasm.ru.pagefind', 'manifest.webmanifest', 'ru/laws/63/alt.json', 'en/demos/revoke/data.json', '"ru/editions/61-71/"', '"ru/triage/"', '"en/triage/revoke-tricks/"', '"ru/quiz/"', 'en/quiz/questions-1987.json', 'ru/quiz/questions-2017.json']) {
      expect(sw, url).toContain(url);
    }
    // The quiz page reads its bank by edition; the whole bank is open data, not precached twice.
    expect(sw).not.toMatch(/quiz\/questions\.json/u);
    expect(sw).not.toMatch(/downloads\//u);
    // The open data and the linker serve other sites, not the site's pages; their documentation is a page.
    expect(sw).not.toMatch(/api\/v1\/|embed\/linker/u);
    expect(sw).toContain('"ru/data/"');
    expect(existsSync(join(DIST, 'manifest.webmanifest'))).toBe(true);
  });

  it('after one visit, works with no network: another law page, both languages, a demo, a short link, English, the concordance, «Что случилось?», the quiz and search', async () => {
    const context = await env.browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${env.origin}/ru/`);
    // The footer says when precaching is done.
    await page.locator('offline-status [data-state="ready"]').waitFor({ state: 'visible', timeout: 90_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await context.setOffline(true);

    await page.goto(`${env.origin}/ru/laws/62/`);
    expect(await page.textContent('h1')).toContain('Правило 62');
    // The other language and a demo's data come from the cache too.
    await page.locator('view-switch select').selectOption('side');
    await page.locator('.bi > .alt[lang="en"]').first().waitFor();
    await page.locator('details.demo-fold > summary').first().click();
    await page.locator('rule-demo').first().scrollIntoViewIfNeeded();
    await page.locator('rule-demo fieldset.demo-situation:not([disabled])').first().waitFor();
    await page.locator('view-switch select').selectOption('ru');

    await page.goto(`${env.origin}/ru/editions/`);
    await page.selectOption('edition-table select[name=status]', 'removed');
    await page.locator('edition-table .ed-results tr#e-63A4').waitFor();

    await page.goto(`${env.origin}/61A/`);
    await page.waitForURL(`${env.origin}/ru/laws/61/#61A`);
    expect(await page.locator('[id="61A"]').count()).toBe(1);

    // Short links typed without their closing slash, as readers type them (`/63A4`, `/en/63.5`): the reported two and random others;
    // and of ids the build wrote no page for, where the 404 page goes on (probe round 19: /62C1, /en/64B2).
    const cited = ['/63A4', '/en/63.5', '/ru/63A4', '/ru/50d2', ...shortLinks()].map((path) => ({
      path,
      href: site().href(Ref.parse(decodeURIComponent(path.split('/').pop()!))!, path.startsWith('/en/') ? 'en' : 'ru', '/'),
    }));
    for (const { path, href } of [...cited, ...uncitedShortLinks(2)]) {
      await page.goto(`${env.origin}${path}`);
      await page.waitForURL((u) => u.pathname.includes('/laws/'), { timeout: 5_000 }).catch(() => undefined);
      expect(page.url(), `${path} offline`).toBe(`${env.origin}${href}`);
    }

    await page.goto(`${env.origin}/en/laws/63/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    // An address the site does not have: the page «Страница не найдена», with the status 404 as online (round 21's audit: 200).
    const missing = await page.goto(`${env.origin}/ru/no-such-page-${Math.random().toString(36).slice(2, 8)}/`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator('body').innerText()).toMatch(/Страница не найдена/u);

    // Probe round 10: the open data (not precached), opened offline, showed «Страница не найдена».
    // Offline it is the browser's own error now; nothing says the address does not exist.
    for (const api of ['/api/v1/laws/61.json', `/api/v1/laws/${1 + Math.floor(Math.random() * 93)}.json`]) {
      const tab = await context.newPage();
      const loaded = await tab.goto(`${env.origin}${api}`).then(() => true, () => false);
      if (loaded) expect(await tab.locator('body').innerText(), api).not.toMatch(/Страница не найдена|Page not found/u);
      await tab.close();
    }

    // «Что случилось?»: the steps and an outcome page, with no network.
    await page.goto(`${env.origin}/ru/triage/`);
    await page.locator('.triage-step:visible a', { hasText: 'фальшренонс' }).first().click();
    await page.locator('.triage-step:visible a', { hasText: 'Сколько взяток' }).click();
    await page.waitForURL(`${env.origin}/ru/triage/revoke-tricks/`);
    expect(await page.locator('.triage-ed-2017 .demo-explanation').count()).toBeGreaterThan(0);

    // «Тренировка»: a question's permalink and its bank, with no network.
    const q = questionBank('en').find((x) => x.differs)!;
    await page.goto(`${env.origin}/en/quiz/?q=${q.id}`);
    await page.locator('.quiz-stage h2', { hasText: q.situation }).waitFor();
    await page.goto(`${env.origin}/ru/quiz/`);
    await page.locator('.quiz-choices button').first().click();
    await page.locator('.quiz-feedback .quiz-next').waitFor();

    await page.goto(`${env.origin}/ru/search/?q=${encodeURIComponent('фальшренонсом')}`);
    // The places of the Laws (an outcome of «Что случилось?» may stand above them).
    const first = page.locator('#search-results li:not(.goto):not(.triage) a').first();
    await first.waitFor({ timeout: 15_000 });
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL((u) => u.href.endsWith(href!.split('/').pop()!));
    expect(page.url()).toMatch(/\/ru\/laws\/6[1-4]\/#/u);
    await context.close();
  }, 150_000);

  it('fetches what it precaches in a few requests (the packs), not one per file', async () => {
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const files = (sw.match(/"url":/gu) ?? []).length;
    const server = await serveStatic(DIST);
    const asked: string[] = [];
    server.server.on('request', (req: { url?: string }) => asked.push(req.url ?? ''));
    const context = await env.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}/ru/`);
      await page.locator('offline-status [data-state="ready"]').waitFor({ state: 'visible', timeout: 90_000 });
      // The first page and what it loads, the worker, and a request per pack (plus what no pack holds).
      expect(files).toBeGreaterThan(500);
      expect(asked.length, asked.slice(0, 40).join(' ')).toBeLessThan(40);
      expect(asked.filter((u) => u.startsWith('/offline/')).length).toBeGreaterThan(0);
      // Every precached file is in the cache, under workbox's key.
      const cached = await page.evaluate(async () => {
        let n = 0;
        for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
        return n;
      });
      expect(cached).toBe(files - (sw.match(/"pack":/gu) ?? []).length);
    } finally {
      await context.close();
      await server.close();
    }
  }, 120_000);

  it('works offline from a copy without the packs (as the zip of the site is): the files come one by one', async () => {
    requireDist();
    const dir = mkdtempSync(join(tmpdir(), 'sw-nopacks-'));
    cpSync(DIST, dir, { recursive: true, filter: (src) => !src.includes('/downloads') && !/\/offline(\/|$)/u.test(src.slice(DIST.length)) });
    const server = await serveStatic(dir);
    const context = await env.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}/ru/`);
      await page.locator('offline-status [data-state="ready"]').waitFor({ state: 'visible', timeout: 150_000 });
      await context.setOffline(true);
      await page.goto(`${server.origin}/en/laws/63/`);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    } finally {
      await context.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 200_000);

  it('says when the browser refuses the service worker, without a script error', async () => {
    // As a private window or turned-off storage refuses it: register() rejects.
    const context = await env.browser.newContext({ serviceWorkers: 'allow' });
    await context.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('refused', 'SecurityError'));
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${env.origin}/ru/laws/63/`);
    await page.locator('offline-status [data-state="unavailable"]').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator('offline-status [data-state="unavailable"]').textContent()).toContain('Скачать');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells the reader when a new version is waiting, and takes it over with one click', async () => {
    // A copy of the site whose service worker can be changed, as a new deploy changes it.
    requireDist();
    const dir = mkdtempSync(join(tmpdir(), 'sw-update-'));
    cpSync(DIST, dir, { recursive: true, filter: (src) => !src.includes('/downloads') });
    const server = await serveStatic(dir);
    const context = await env.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}/ru/`);
      await page.locator('offline-status [data-state="ready"]').waitFor({ state: 'visible', timeout: 90_000 });
      const first = await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);

      // The next deploy: one precached file changed, so sw.js changes too.
      const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
      const changed = sw.replace(/("revision":")[0-9a-f]+(","url":"theme\.js")/gu, '$1new-version$2');
      expect(changed).not.toBe(sw);
      writeFileSync(join(dir, 'sw.js'), changed);

      await page.goto(`${server.origin}/ru/laws/63/`);
      const update = page.locator('offline-status [data-state="update"]');
      await update.waitFor({ state: 'visible', timeout: 60_000 });
      expect(await page.locator('offline-status [data-state="ready"]').isVisible()).toBe(false);
      await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      await update.locator('button').click();
      // The page reloads under the new worker.
      await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, undefined, { timeout: 30_000 });
      await page.waitForLoadState('load');
      const state = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return { waiting: reg?.waiting !== null, controlled: navigator.serviceWorker.controller !== null, url: reg?.active?.scriptURL };
      });
      expect(state).toEqual({ waiting: false, controlled: true, url: first });
      expect(await page.textContent('h1')).toContain('Правило 63');
    } finally {
      await context.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
