/**
 * The language switch keeps the place read (issue 37), on every page kind with anchored parts, in
 * Chromium at 1280×800 and 390×844: a law page's units (law sections, commentary paragraphs), an
 * outcome's cases, a demo page's demos. The place read is the last one whose start is at or above
 * the top of the screen — one begun 30, 120 or 300 px above it, the next beginning lower than a
 * couple of lines below the top, is still the one read — or one begun just under the top edge.
 * The pages, places and offsets are drawn at random (SEED=… replays a failure).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/lib/refs/index.ts';
import { loadTriage } from '../../src/lib/content/triage.ts';
import { DEMOS, DEMO_NAMES } from '../../src/lib/site/demos.ts';
import { site } from '../../src/lib/site/data.ts';
import { useSite } from '../support/site.ts';
import { random, SEED } from '../support/random.ts';

const { pick, next } = random(SEED);

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
/** How far above the top of the screen a place begins, as the director read it: the reported offsets. */
const ABOVE = [30, 120, 300] as const;
/** Where the next place may begin at the least, below the top, for the one above to be the place read. */
const CLEAR = 100;

const lawPages = site()
  .lawPages()
  .filter((p) => p.paragraphs.length + (p.text?.sections.length ?? 0) >= 4)
  .map((p) => p.n);
const caseOutcomes = loadTriage()
  .outcomes.filter((o) => o.rulings.length >= 2)
  .map((o) => o.slug);
const demoPages = DEMO_NAMES.filter((d) => DEMOS[d].length >= 2);

interface Place {
  id: string;
  /** Its start in the page, px. */
  top: number;
  /** How far it runs before the next place begins. */
  run: number;
}

// Each test loads eight pages or more, cold, and switches each: 20 s alone on a slow machine, longer beside another file.
describe(`the language switch keeps the place read (seed ${SEED})`, { timeout: 90_000 }, () => {
  const env = useSite();

  async function open(path: string, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
    const phone = viewport.width < 600;
    const context = await env.browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    await page.goto(`${env.origin}${path}`, { waitUntil: 'load' });
    // The link's script comes after the page (src/scripts/site.ts); it marks the link when it is there.
    await page.locator('a.lang-switch[data-keeps-place]').waitFor({ state: 'attached' });
    return page;
  }

  /** The page's places (the selector's elements, in order), each with where it begins and how far it runs. */
  const placesOf = (page: Page, selector: string, idOf: 'id' | 'anchor') =>
    page.$$eval(
      selector,
      (els, idOf) => {
        const shown = els.filter((e) => e.getClientRects().length > 0);
        const top = (e: Element) => e.getBoundingClientRect().top + scrollY;
        return shown.map((e, i) => ({
          id: idOf === 'id' ? e.id : (e as HTMLElement).dataset.anchor!,
          top: top(e),
          run: (shown[i + 1] ? top(shown[i + 1]!) : document.documentElement.scrollHeight) - top(e),
        }));
      },
      idOf,
    );

  /** Scroll to y and wait until the scroll has ended (no timer: the page's own scrollend). */
  const scrollTo = (page: Page, y: number) =>
    page.evaluate(
      (y) =>
        new Promise<void>((done) => {
          const target = Math.max(0, Math.min(Math.round(y), document.documentElement.scrollHeight - innerHeight));
          if (Math.round(scrollY) === target) return done();
          addEventListener('scrollend', () => done(), { once: true });
          window.scrollTo(0, target);
        }),
      y,
    );

  /** Follow the language link (from the menu on a phone) to `path` in the other language; the address reached. */
  async function follow(page: Page, other: Lang, path: string): Promise<URL> {
    if ((page.viewportSize()?.width ?? 0) < 600) await page.locator('.menu-open').click();
    await page.locator('a.lang-switch').click();
    await page.waitForURL((u) => u.pathname === path.replace(/^\/\w+\//u, `/${other}/`));
    return new URL(page.url());
  }

  /** Rest at y, go back up to the header (where the link is), follow the language link; the address reached. */
  async function switchAt(page: Page, y: number, other: Lang, path: string): Promise<URL> {
    await scrollTo(page, y);
    await scrollTo(page, 0);
    return follow(page, other, path);
  }

  /** Places that can be read with their start `above` px above the top of the screen, the next one clear of the top. */
  const readable = (places: Place[], above: number, page: { scrollHeight: number; height: number }) =>
    places.slice(1).filter((p) => p.run >= above + CLEAR && p.top + above < page.scrollHeight - page.height - 1);

  /** `only`: the places drawn among the selector's (the others bound where each runs). */
  async function check(kind: string, paths: () => string, selector: string, idOf: 'id' | 'anchor', accept: (got: string, id: string) => boolean, rounds = 1, only: (id: string) => boolean = () => true, viewports: readonly (typeof VIEWPORTS)[number][] = VIEWPORTS) {
    const wrong: string[] = [];
    let tried = 0;
    for (const viewport of viewports) {
      for (const above of Array.from({ length: rounds }, () => [...ABOVE, -20]).flat()) {
        // A page with such a place; drawn again until one has.
        for (let tries = 0; tries < 12; tries++) {
          const path = paths();
          const lang = path.slice(1, 3) as Lang;
          const page = await open(path, viewport);
          const places = await placesOf(page, selector, idOf);
          const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
          // -20: a place begun just under the top edge (within a line) is the one read.
          const fits = readable(places, Math.max(above, 0), { scrollHeight, height: viewport.height }).filter((p) => only(p.id));
          if (fits.length === 0) {
            await page.context().close();
            continue;
          }
          const place = pick(fits);
          const url = await switchAt(page, place.top + above, lang === 'ru' ? 'en' : 'ru', path);
          const got = decodeURIComponent(url.hash.slice(1));
          tried++;
          if (!accept(got, place.id)) wrong.push(`${kind} ${path} ${viewport.width}×${viewport.height}: ${place.id} begun ${above} px above the top → ${url.pathname}${url.hash}`);
          await page.context().close();
          break;
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(viewports.length * 3);
    expect(wrong).toEqual([]);
  }

  it('on a law page: the unit read (a law section or a commentary paragraph)', async () => {
    await check('law', () => `/${pick(['ru', 'en'])}/laws/${pick(lawPages)}/`, '.law-section[data-anchor], .para[data-anchor]', 'anchor', (got, id) => got === id, 2);
  });

  it('on an outcome page of the triage: the case read', async () => {
    // The case, its heading, or a ruling of it under one edition (its own place).
    await check('triage', () => `/${pick(['ru', 'en'])}/triage/${pick(caseOutcomes)}/`, 'section.triage-case[id]', 'id', (got, id) => got === id || new RegExp(`^${id}-(?:h|1987|2017)$`, 'u').test(got));
  });

  it('on an outcome page of the triage, on a phone: the edition’s ruling of the case read (round 5: the paragraph read of a long case fell just below the screen)', async () => {
    const ruling = (id: string) => /-(?:1987|2017)$/u.test(id);
    // The headings after the cases («Что решает», the commentary) bound the last ruling's run.
    await check('triage ruling', () => `/${pick(['ru', 'en'])}/triage/${pick(caseOutcomes)}/`, 'section.triage-case[id], .triage-ed h4[id], main h2[id]', 'id', (got, id) => got === id, 1, ruling, [VIEWPORTS[1]]);
  });

  it('on a demo page: the question of the form read (on a phone the ruling stands above the form)', async () => {
    // Round 5 of the held-out probe: the place read was the ruling's heading above the form, 800–1,340 px from the question.
    const question = (id: string) => /-(?:q|ed)$/u.test(id);
    await check('demo form', () => `/${pick(['ru', 'en'])}/demos/${pick(DEMO_NAMES)}/`, '.demo-title[id], .demo-form .demo-field[id], .demo-form .demo-edition[id]', 'id', (got, id) => got === id, 1, question);
  });

  it('on a demo page: the demo read', async () => {
    // The demo, or a part of it with its own id that the reader had reached (its ruling under one edition, where the
    // ruling is read in full rather than sticking to the top of the screen).
    await check('demo', () => `/${pick(['ru', 'en'])}/demos/${pick(demoPages)}/`, 'h2.demo-title[id]', 'id', (got, id) => got === id || got.startsWith(id.replace(/title$/u, '')));
  });

  it('keeps what stood in the middle of the screen in view, however long the place around it (round 6 of the probe)', async () => {
    // A case longer than the screen, a demo's question far below its fragment, a glossary sorted otherwise:
    // the element read in the middle of the screen (the smallest with an id around its middle line, not one
    // that stays on the screen) is again around the middle after the switch.
    const kinds = [
      () => `/${pick(['ru', 'en'])}/laws/${pick(lawPages)}/`,
      () => `/${pick(['ru', 'en'])}/triage/${pick(caseOutcomes)}/`,
      () => `/${pick(['ru', 'en'])}/demos/${pick(DEMO_NAMES)}/`,
      () => `/${pick(['ru', 'en'])}/glossary/`,
    ];
    const wrong: string[] = [];
    for (const viewport of VIEWPORTS) {
      for (const kind of kinds) {
        const path = kind();
        const lang = path.slice(1, 3) as Lang;
        const page = await open(path, viewport);
        const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        const y = Math.round(next() * Math.max(scrollHeight - 2 * viewport.height, 0)) + viewport.height / 2;
        await scrollTo(page, y);
        const read = await page.evaluate(() => {
          const mid = innerHeight / 2;
          const stays = (e: Element | null): boolean => !!e && e.id !== 'main' && (/^(sticky|fixed)$/u.test(getComputedStyle(e).position) || stays(e.parentElement));
          const around = [...document.querySelectorAll('main [id]')]
            .filter((e) => !e.matches('input, select, textarea, button, [popover] *') && !stays(e))
            .map((e) => ({ id: e.id, r: e.getBoundingClientRect() }))
            .filter(({ r }) => r.height > 0 && r.top <= mid && r.bottom > mid)
            .sort((a, b) => a.r.height - b.r.height);
          return around[0]?.id;
        });
        if (read === undefined) {
          await page.context().close();
          continue;
        }
        await switchAt(page, y, lang === 'ru' ? 'en' : 'ru', path);
        // The place-read script puts the spot back once the page has loaded; the link's mark says it has run.
        await page.locator('a.lang-switch[data-keeps-place]').waitFor({ state: 'attached' });
        const box = await page.evaluate((id) => {
          const r = document.getElementById(id)?.getBoundingClientRect();
          const edge = scrollY <= 0 || scrollY >= document.documentElement.scrollHeight - innerHeight - 1;
          return r && { top: r.top, bottom: r.bottom, mid: innerHeight / 2, h: innerHeight, edge };
        }, read);
        // Around the middle; or on the screen where the page cannot scroll further (a term near the top of a list sorted otherwise).
        const near = box && ((box.top <= box.mid + 0.15 * box.h && box.bottom >= box.mid - 0.15 * box.h) || (box.edge && box.top >= 0 && box.bottom <= box.h));
        if (!near) wrong.push(`${path} ${viewport.width}×${viewport.height} at ${y}: #${read} → ${box ? `${Math.round(box.top)}–${Math.round(box.bottom)} px` : 'none'} on ${page.url()}`);
        await page.context().close();
      }
    }
    expect(wrong).toEqual([]);
  });

  it('returns with Back to where the page was read, not to the header the reader went up to for the link (round 7 of the probe)', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const viewport of VIEWPORTS) {
      const path = pick([`/${pick(['ru', 'en'])}/laws/${pick(lawPages)}/`, `/${pick(['ru', 'en'])}/triage/${pick(caseOutcomes)}/`, `/${pick(['ru', 'en'])}/glossary/`]);
      const lang = path.slice(1, 3) as Lang;
      const page = await open(path, viewport);
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // Somewhere past the first screen, where the page can scroll to.
      const y = Math.min(Math.round(viewport.height + next() * Math.max(scrollHeight - 3 * viewport.height, 0)), scrollHeight - viewport.height);
      if (y <= 0) {
        await page.context().close();
        continue;
      }
      tried++;
      await switchAt(page, y, lang === 'ru' ? 'en' : 'ru', path);
      await page.goBack({ waitUntil: 'load' });
      // The browser puts the page back where it was left (from its cache, or after it has loaded again).
      await page.waitForFunction(() => scrollY > 0, null, { timeout: 5000 }).catch(() => undefined);
      const back = await page.evaluate(() => Math.round(scrollY));
      if (Math.abs(back - y) > 4) wrong.push(`${path} ${viewport.width}×${viewport.height}: read at ${y}, Back at ${back}`);
      await page.context().close();
    }
    expect(tried).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('on a phone, keeps the row of the concordance read while the page still moves, after the switch and after Back (F5 of probe 8)', async () => {
    // F5: on /editions/61-71/ the probe's swipes built up a fling still running when the link was followed; the place
    // taken when the page had last come to rest, screens above, went with the link and was where Back returned.
    // A smooth scroll stands for the fling here: the same state (moving, no scrollend yet), without the fling's timing.
    const page = await open('/en/editions/61-71/', VIEWPORTS[1]);
    await scrollTo(page, (await page.evaluate(() => document.documentElement.scrollHeight)) * 0.3);
    // Once it has gone a screen on, the row across the middle of the screen is the one read: follow the link.
    const read = await page.evaluate(
      () =>
        new Promise<{ id: string; moving: boolean }>((done) => {
          const from = scrollY;
          addEventListener('scrollend', () => done({ id: '', moving: false }), { once: true });
          const onScroll = () => {
            if (scrollY < from + innerHeight) return;
            removeEventListener('scroll', onScroll);
            const row = [...document.querySelectorAll('main tr[id]')].find((r) => {
              const b = r.getBoundingClientRect();
              return b.top <= innerHeight / 2 && b.bottom > innerHeight / 2;
            });
            done({ id: row?.id ?? '', moving: true });
            document.querySelector<HTMLAnchorElement>('a.lang-switch')!.click();
          };
          addEventListener('scroll', onScroll, { passive: true });
          scrollBy({ top: 4 * innerHeight, behavior: 'smooth' });
        }),
    );
    expect(read).toMatchObject({ moving: true, id: expect.stringMatching(/./u) });
    const onScreen = async () => {
      await page.locator('a.lang-switch[data-keeps-place]').waitFor({ state: 'attached' });
      return page.evaluate((id) => {
        const b = document.getElementById(id)!.getBoundingClientRect();
        return b.bottom > 0 && b.top < innerHeight ? 'on the screen' : `at ${Math.round(b.top)} px`;
      }, read.id);
    };
    await page.waitForURL((u) => u.pathname === '/ru/editions/61-71/');
    const afterSwitch = await onScreen();
    await page.goBack({ waitUntil: 'load' });
    await page.waitForFunction(() => scrollY > 0, null, { timeout: 5000 }).catch(() => undefined);
    expect({ id: read.id, afterSwitch, afterBack: await onScreen() }).toEqual({ id: read.id, afterSwitch: 'on the screen', afterBack: 'on the screen' });
    await page.context().close();
  });

  it('keeps the place read, not the stops on the way back up to the header in several drags, after the switch and after Back (probe round 9)', async () => {
    // Round 9: scrolled back up to the header's link in drags, a reader lost the place in 7 of 7 runs on a phone:
    // each drag's stop on the way up was taken for the place read.
    const viewport = VIEWPORTS[1];
    // A law page long enough to read a place two screens down (drawn again until one is).
    let path = '';
    let page: Page | undefined;
    let fits: Place[] = [];
    for (let tries = 0; tries < 20 && fits.length === 0; tries++) {
      await page?.context().close();
      path = `/${pick(['ru', 'en'])}/laws/${pick(lawPages)}/`;
      page = await open(path, viewport);
      const places = await placesOf(page, '.law-section[data-anchor], .para[data-anchor]', 'anchor');
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      fits = readable(places, 0, { scrollHeight, height: viewport.height }).filter((p) => p.top > 2 * viewport.height);
    }
    expect(fits.length, path).toBeGreaterThan(0);
    page = page!;
    const place = pick(fits);
    await scrollTo(page, place.top);
    const y = await page.evaluate(() => Math.round(scrollY));
    await page.waitForTimeout(1300); // reading
    for (const share of [0.7, 0.4, 0.15]) await scrollTo(page, place.top * share); // the drags back up, each a short stop
    await scrollTo(page, 0);
    const url = await follow(page, path.startsWith('/ru/') ? 'en' : 'ru', path);
    expect(`${path} → ${decodeURIComponent(url.hash.slice(1))}`).toBe(`${path} → ${place.id}`);
    await page.goBack({ waitUntil: 'load' });
    await page.waitForFunction(() => scrollY > 0, null, { timeout: 5000 }).catch(() => undefined);
    expect(Math.abs((await page.evaluate(() => Math.round(scrollY))) - y), `Back at ${await page.evaluate(() => scrollY)}, read at ${y}`).toBeLessThanOrEqual(4);
    await page.context().close();
  });

  it('takes the place read in a browser without scrollend (Safari): a pause in the scrolling stands for it', async () => {
    const viewport = VIEWPORTS[1];
    const context = await env.browser.newContext({ viewport, hasTouch: true, isMobile: true });
    // As Safari: no onscrollend, and no scrollend event reaches the page's listeners.
    await context.addInitScript(() => {
      for (const o of [window, Window.prototype, Document.prototype, Element.prototype, HTMLElement.prototype]) delete (o as { onscrollend?: unknown }).onscrollend;
      addEventListener('scrollend', (e) => e.stopImmediatePropagation(), true);
    });
    const page = await context.newPage();
    const path = `/${pick(['ru', 'en'])}/laws/${pick(lawPages)}/`;
    await page.goto(`${env.origin}${path}`, { waitUntil: 'load' });
    await page.locator('a.lang-switch[data-keeps-place]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => 'onscrollend' in window)).toBe(false);
    const places = await placesOf(page, '.law-section[data-anchor], .para[data-anchor]', 'anchor');
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const fits = readable(places, 0, { scrollHeight, height: viewport.height });
    expect(fits.length, path).toBeGreaterThan(0);
    const place = pick(fits);
    // Read it (a pause), go up to the header, follow the link.
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(place.top));
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const url = await follow(page, path.startsWith('/ru/') ? 'en' : 'ru', path);
    expect(`${path} → ${decodeURIComponent(url.hash.slice(1))}`).toBe(`${path} → ${place.id}`);
    await context.close();
  });

  it('lands a place its address names, not scrolled from, on the screen after the switch, after another fragment of the page too (round 7 of the probe)', async () => {
    // Round 7: a glossary term opened by its fragment went 2,648 px off the screen after the switch: the fragment had
    // landed it a fraction of a px above the top, so the term was taken for one scrolled past, and a spot moved it.
    const wrong: string[] = [];
    for (const viewport of VIEWPORTS) {
      for (const path of [`/${pick(['ru', 'en'])}/glossary/`, `/${pick(['ru', 'en'])}/triage/${pick(caseOutcomes)}/`]) {
        const page = await open(path, viewport);
        const ids = await page.$$eval(path.includes('glossary') ? 'main [id^="term-"]' : 'main section.triage-case[id]', (els) => els.map((e) => e.id));
        const [first, second] = [pick(ids), pick(ids)];
        // One fragment, then another of the same page (no new load), as a reader following two links.
        for (const id of [first, second]) {
          await page.goto(`${env.origin}${path}#${id}`, { waitUntil: 'load' });
          await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
        }
        await follow(page, path.startsWith('/ru/') ? 'en' : 'ru', path);
        await page.locator('a.lang-switch[data-keeps-place]').waitFor({ state: 'attached' });
        const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, second);
        if (!(top > -2 && top < viewport.height - 40)) wrong.push(`${path}#${second} (after #${first}) ${viewport.width}×${viewport.height}: ${Math.round(top)} px after the switch`);
        await page.context().close();
      }
    }
    expect(wrong).toEqual([]);
  });

  // Round 7 of the probe: in the glossary, sorted otherwise in the other language, only the term at the
  // middle kept its place; the others read in the middle band (35–65 % of the screen) went anywhere.
  it('keeps the glossary in the order read, so every term in the middle band stays on the screen', async () => {
    const wrong: string[] = [];
    for (const viewport of VIEWPORTS) {
      const lang = pick(['ru', 'en'] as const);
      const other = lang === 'ru' ? 'en' : 'ru';
      const path = `/${lang}/glossary/`;
      const page = await open(path, viewport);
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const y = Math.round(next() * (scrollHeight - 2 * viewport.height)) + viewport.height / 2;
      await scrollTo(page, y);
      // The rows in the band, with where each stood.
      const read = await page.$$eval('main tr[id^="term-"]', (rs) =>
        rs.map((r) => ({ id: r.id, top: r.getBoundingClientRect().top, bottom: r.getBoundingClientRect().bottom })).filter((b) => b.top < 0.65 * innerHeight && b.bottom > 0.35 * innerHeight),
      );
      const order = await page.$$eval('main tr[id^="term-"]', (rs) => rs.map((r) => r.id));
      /** The row across the middle of the screen, the line read: the spot the switch keeps. */
      const rowsAtMiddle = (slack: number) =>
        page.evaluate((slack) => [...document.querySelectorAll('main tr[id^="term-"]')].filter((r) => r.getBoundingClientRect().top <= innerHeight / 2 + slack && r.getBoundingClientRect().bottom > innerHeight / 2 - slack).map((r) => r.id), slack);
      const [middle] = await rowsAtMiddle(0);
      await switchAt(page, y, other, path);
      await page.locator('a.lang-switch[data-keeps-place]').waitFor({ state: 'attached' });
      expect(await page.$$eval('main tr[id^="term-"]', (rs) => rs.map((r) => r.id)), `${path} → ${other}`).toEqual(order);
      // Each where it stood, give or take the rows' heights in the other language: within a tenth of the screen, or
      // still across the band. The row at the middle keeps the line read at the same share of it, so where its text
      // is much shorter in the other language its top moves more than a tenth (seed 1224074267: «коррекция», 351 px
      // on a phone in Russian, 251 in English, read at 94 % of it: its top 92 → 186 px, the line read still in it).
      for (const { id, top } of read) {
        const now = await page.evaluate((id) => {
          const { top, bottom } = document.getElementById(id)!.getBoundingClientRect();
          return { top, bottom };
        }, id);
        const inBand = now.top < 0.65 * viewport.height && now.bottom > 0.35 * viewport.height;
        if (!(Math.abs(now.top - top) <= 0.1 * viewport.height || inBand)) wrong.push(`${path} ${viewport.width}×${viewport.height} at ${y}: #${id} ${Math.round(top)} → ${Math.round(now.top)} px on ${page.url()}`);
      }
      // The row read at the middle is at the middle after the switch (give or take 2 px: layout is in fractions), but where
      // the page ends before it can be. Without the spot (bringSpot off) this failed 6 of 8 seeds, the band check 1 of 6.
      const atEnd = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
      const now = await rowsAtMiddle(2);
      if (middle !== undefined && !atEnd && !now.includes(middle)) wrong.push(`${path} ${viewport.width}×${viewport.height} at ${y}: #${middle} read at the middle, ${now.map((id) => `#${id}`).join(' ')} there after the switch on ${page.url()}`);
      expect(read.length).toBeGreaterThan(0);
      await page.context().close();
    }
    expect(wrong).toEqual([]);
  });

  it('sorts the glossary by either column, and keeps the order chosen in the address', async () => {
    const page = await open('/en/glossary/', VIEWPORTS[0]);
    const ids = () => page.$$eval('main tr[id^="term-"]', (rs) => rs.map((r) => r.id));
    const byEn = await ids();
    await page.locator('th[data-by="ru"] button').click();
    const byRu = await ids();
    expect(byRu).not.toEqual(byEn);
    expect(new URL(page.url()).searchParams.get('by')).toBe('ru');
    expect(await page.getAttribute('th[data-by="ru"]', 'aria-sort')).toBe('ascending');
    // The order is the Russian page's own.
    const ru = await open('/ru/glossary/', VIEWPORTS[0]);
    expect(await ru.$$eval('main tr[id^="term-"]', (rs) => rs.map((r) => r.id))).toEqual(byRu);
    await ru.context().close();
    await page.reload();
    expect(await ids()).toEqual(byRu);
    await page.locator('th[data-by="en"] button').click();
    expect(await ids()).toEqual(byEn);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('keeps a fragment the address has while its place is read, and adds none at the top', async () => {
    const n = pick(lawPages);
    const page = await open(`/ru/laws/${n}/`, VIEWPORTS[0]);
    await page.locator('a.lang-switch').click();
    await page.waitForURL((u) => u.pathname === `/en/laws/${n}/`);
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
    const p = site().lawPages().find((x) => x.n === n)!;
    const id = pick(p.paragraphs.length > 0 ? p.paragraphs.map((x) => x.id) : [String(n)]);
    const at = await open(`/ru/laws/${n}/#${id}`, VIEWPORTS[0]);
    await at.locator('a.lang-switch').click();
    await at.waitForURL((u) => u.pathname === `/en/laws/${n}/`);
    expect(decodeURIComponent(new URL(at.url()).hash)).toBe(`#${id}`);
    await at.context().close();
  });
});
