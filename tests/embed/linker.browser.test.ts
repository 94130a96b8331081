/**
 * /embed/linker.js on host pages of another origin (a second server, as a forum would be),
 * in Chromium. The host text is made from a grammar: random words around citations of random
 * places (loaded or not), spelled in Russian and English, with editions; each must become a
 * link to exactly where the site's own link to that place goes (SiteIndex.href). Around them,
 * what the linker must leave alone: the host's links, code, pre, form fields,
 * [contenteditable], script, style, numbers that are no citation, and hostile text.
 * The same page runs under a strict CSP (only the site's origin); previews open on focus,
 * from /api/v1/ across origins (the CORS of dist/_headers); no layout shift; a second run
 * changes nothing; no global names; with no network the links work without previews.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConcordance } from '../../src/lib/content/editions.ts';
import { previewText } from '../../src/lib/embed/link-text.ts';
import { Ref, type Lang } from '../../src/lib/refs/index.ts';
import { site } from '../../src/lib/site/data.ts';
import { launch } from '../support/browser.ts';
import { SHIFTS, shiftsOf } from '../support/layout-shifts.ts';
import { DIST, requireDist } from '../support/site.ts';
import { serveStatic } from '../support/static-server.ts';
// The host text is random (tests/support/random.ts), and the seed is in every failure message.
import { random, SEED } from '../support/random.ts';

const dist = process.env.DIST_DIR ?? DIST;
const LINKER = join(dist, 'embed/linker.js');
/** A law's open data, as the linker fetches it. */
const lawData = (law: number) => JSON.parse(readFileSync(join(dist, `api/v1/laws/${law}.json`), 'utf8'));

type Rng = ReturnType<typeof random>;
const CYR: Record<string, string> = { A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н' };
const word = (r: Rng) => {
  const letters = r.next() < 0.5 ? 'абвгдежзиклмнопрстуфхцчшщэюя' : 'bcdfghjklmnpqrstvwxz';
  return Array.from({ length: 3 + r.int(7) }, () => r.pick([...letters])).join('');
};
const words = (r: Rng, n: number) => Array.from({ length: n }, () => word(r)).join(' ');

/** One citation of `ref` as someone would write it, and the part of it that becomes the link. */
function spell(r: Rng, ref: Ref): { written: string; linked: string } {
  const cyr = (id: string) => id.replace(/[ABCEH]/gu, (c) => (r.next() < 0.5 ? CYR[c]! : c));
  if (ref.kind === 'commentary') {
    const id = ref.id;
    // «Комментарий» in any case and its abbreviations, "comment": a paragraph word as «п.» is.
    const comment = r.pick(['Комментарий', 'комментарий', 'Комментария', 'Комментарию', 'комментарием', 'комментарии', 'комм.', 'коммент.', 'comment', 'Comment']);
    // A law word before a paragraph's id is the paragraph on a forum («ст. 27.7», "Law 27.7").
    const lawWord = r.pick(['ст.', 'статья', 'Правило', 'Law', 'art.']);
    const forms = [`п. ${id}.`, `п.${id}.`, `пункт ${id}`, `para ${id}`, `Commentary ${id}`, `${comment} ${id}`, `${lawWord} ${id}`];
    const form = r.pick([...forms, 'cue-ru', 'cue-en']);
    // A dot after an id is punctuation, outside the link.
    if (form === 'cue-ru') return { written: `см. ${id}.`, linked: id };
    if (form === 'cue-en') return { written: `see ${id}`, linked: id };
    return { written: form, linked: form.replace(/\.$/u, '') };
  }
  const id = ref.localId;
  // «Правило», «статья» in any case, «ст.», "Article", "art." introduce a law alike; forums cut it to "L25", "L 64B3".
  const ru = r.pick(['Правило', 'Правилу', 'Правилом', 'Правиле', 'Правила', 'ст.', 'Ст.', 'статья', 'Статья', 'статьи', 'статье', 'статьёй', 'Article', 'art.', 'Art.']);
  const forms =
    ref.edition === null
      ? [`${ru} ${cyr(id)}`, `Law ${id}`, `L${id}`, `L ${cyr(id)}`, ...(ref.section !== null ? [`${ru} ${ref.law} ${cyr(id.slice(String(ref.law).length))}`] : [])]
      : [`${ru} ${cyr(id)} (${ref.edition})`, `${ru} ${cyr(id)} (${ref.edition} г.)`, `Law ${id} (${ref.edition})`, `${ref.edition}:${id}`];
  const form = r.pick(forms);
  return { written: form, linked: form };
}

/** A random place: loaded law text or commentary, a place nothing loaded has, or one of the 2017 Laws. */
function place(r: Rng, loaded: string[], later: string[]): Ref {
  const kind = r.int(4);
  if (kind === 0) return Ref.parse(r.pick(loaded))!;
  if (kind === 1) return Ref.parse(`2017:${r.pick(later)}`)!;
  const law = 1 + r.int(93);
  if (kind === 2) return Ref.law(law, r.pick(['A', 'B', 'C', 'D']), r.next() < 0.5 ? 1 + r.int(5) : null);
  return Ref.commentary(law, 1 + r.int(20));
}

const UNTOUCHED = `
  <p id="own">Host link: <a href="/thread/63A4">Правило 63A4 on the host</a>.</p>
  <p><code id="code">Правило 64A1</code> <kbd>Law 61B</kbd></p>
  <pre id="pre">Law 63A4 and п. 63.5.</pre>
  <textarea id="ta">Правило 64А1</textarea><input id="in" value="Law 61B">
  <div id="ce" contenteditable="true">Правило 64А1, see 63.5</div>
  <p id="weight">Коробка весила 12.5 кг, в сдаче 13 карт, турнир 1997 года, торговля 2C.</p>
  <p id="hostile">&lt;img src=x onerror="window.__pwned=1"&gt; Правило 63А &lt;/a&gt;&lt;script&gt;window.__pwned=2&lt;/script&gt; "onmouseover=alert(1) Law 61B</p>
  <script type="text/plain">Law 63A4</script>`;
/** The host's own inline style, on the pages without a CSP (which would block it, linker or not). */
const HOST_STYLE = '<style>#x{content:"Law 63A4"}</style>';

interface Expected {
  linked: string;
  href: string;
  id: string;
}

/** A host page: a forum post of random citations, the things to leave alone, and the script tag. */
function hostPage(seed: number, siteOrigin: string, lang: Lang, o: { strict?: boolean; attrs?: string } = {}) {
  const r = random(seed);
  const idx = site();
  const loaded = [...idx.loaded];
  const later = loadConcordance()
    .entries.map((e) => e.l2017)
    .filter((x): x is string => x !== null);
  const expected: Expected[] = [];
  const paras: string[] = [];
  for (let p = 0; p < 6; p++) {
    let text = words(r, 2);
    for (let i = 0; i < 4; i++) {
      const ref = place(r, loaded, later);
      const { written, linked } = spell(r, ref);
      text += ` ${written}; ${words(r, 1 + r.int(4))}`;
      expected.push({ linked, href: idx.href(ref, lang, `${siteOrigin}/`), id: ref.id });
    }
    paras.push(`<p class="post">${text}.</p>`);
  }
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>forum</title></head><body>
  <main><article id="post">${paras.join('\n')}</article>${UNTOUCHED}${o.strict ? '' : HOST_STYLE}</main>
  <script src="${siteOrigin}/embed/linker.js" data-lang="${lang}" ${o.attrs ?? ''} defer></script></body></html>`;
  return { html, expected };
}

describe('embed/linker.js: the file', () => {
  requireDist(dist);
  const js = readFileSync(LINKER, 'utf8');

  // 8,192 B until round 21, when two forms a forum writes took 56 B («Правило 64 B2», «ст. 27.7»):
  // rounds 13 and 14 had left them out for want of those bytes, and the audit found them missing.
  // 8,320 B until round 24's session, when a law and its commentary paragraph by number ("Law 63,
  // commentary 5", «Правило 64, п. 2»), which a probe found linked to the law alone, took 155 B.
  it('is at most 8,448 bytes gzip, one classic script with no eval and no Function constructor', () => {
    const gzip = gzipSync(js, { level: 9 }).length;
    console.info(`linker.js: ${js.length} B raw, ${gzip} B gzip`);
    expect(gzip).toBeLessThanOrEqual(8448);
    expect(js).not.toMatch(/\beval\s*\(|new Function\b|\bFunction\s*\(/u);
    expect(js).not.toMatch(/^\s*(?:import|export)\b/mu);
  });
});

describe('embed/linker.js on a host page of another origin (Chromium)', () => {
  let browser: Browser;
  let siteOrigin: string;
  let closeSite: () => Promise<void>;
  let host: Server;
  let hostOrigin: string;
  /** Pages the host serves: path → html and whether to send the strict CSP. */
  const pages = new Map<string, { html: string; csp: boolean }>();

  beforeAll(async () => {
    requireDist(dist);
    const s = await serveStatic(dist, '/', { headersFile: true });
    siteOrigin = s.origin;
    closeSite = s.close;
    host = createServer((req, res) => {
      const p = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (!p) return void res.writeHead(404).end();
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      // Only the script's origin, for everything: no 'self', no inline script or style.
      if (p.csp) headers['content-security-policy'] = `default-src ${siteOrigin}`;
      res.writeHead(200, headers).end(p.html);
    });
    await new Promise<void>((done) => host.listen(0, 'localhost', done));
    const address = host.address();
    hostOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => host?.close(done));
    await closeSite?.();
  });

  /** Open a host page; collect CSP violations, page errors and layout shifts (tests/support/layout-shifts.ts) from the start. */
  async function open(path: string, html: string, csp: boolean, context?: BrowserContext): Promise<{ page: Page; problems: string[] }> {
    pages.set(path, { html, csp });
    const ctx = context ?? (await browser.newContext());
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (/Refused to|Content Security Policy/iu.test(m.text())) problems.push(`console: ${m.text()}`);
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.addInitScript(SHIFTS);
    await page.goto(hostOrigin + path, { waitUntil: 'load' });
    return { page, problems };
  }

  const links = (page: Page) => page.$$eval('a[data-bridge-law]', (as) => as.map((a) => ({ linked: a.textContent, href: (a as HTMLAnchorElement).href, id: a.getAttribute('data-bridge-law') })));
  const csp = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

  for (const strict of [false, true]) {
    for (const lang of ['ru', 'en'] as const) {
      it(`links every citation, Russian and English, with editions, where the site links it (${lang} pages${strict ? ', strict CSP' : ''}; seed ${SEED})`, async () => {
        const { html, expected } = hostPage(SEED + (strict ? 1 : 0) + (lang === 'en' ? 2 : 0), siteOrigin, lang, { strict });
        const { page, problems } = await open(`/post-${lang}-${strict}.html`, html, strict);
        await page.waitForSelector('a[data-bridge-law]');
        const got = await page.$$eval('#post a[data-bridge-law]', (as) => as.map((a) => ({ linked: a.textContent, href: (a as HTMLAnchorElement).href, id: a.getAttribute('data-bridge-law') })));
        expect(got, `seed ${SEED}`).toEqual(expected);
        // The rest of the post is its text as written.
        const text = await page.$eval('#post', (el) => el.textContent);
        expect(text).toBe(await page.evaluate((h) => new DOMParser().parseFromString(h, 'text/html').getElementById('post')!.textContent, html));
        expect(await csp(page)).toEqual([]);
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('leaves the host’s links, code, pre, form fields, contenteditable, script, style, plain numbers and hostile text alone', async () => {
    const { html } = hostPage(SEED, siteOrigin, 'ru');
    const { page, problems } = await open('/untouched.html', html, false);
    await page.waitForSelector('a[data-bridge-law]');
    const outside = await page.evaluate(() => [...document.querySelectorAll('a[data-bridge-law]')].filter((a) => !a.closest('#post')).map((a) => `${a.parentElement!.id}: ${a.textContent}`));
    // Only the hostile paragraph's two real citations are linked outside the post.
    expect(outside).toEqual(['hostile: Правило 63А', 'hostile: Law 61B']);
    expect(await page.$eval('#own', (el) => el.innerHTML)).toBe('Host link: <a href="/thread/63A4">Правило 63A4 on the host</a>.');
    expect(await page.$eval('#ta', (el) => (el as HTMLTextAreaElement).value)).toBe('Правило 64А1');
    expect(await page.$eval('#in', (el) => (el as HTMLInputElement).value)).toBe('Law 61B');
    for (const id of ['code', 'pre', 'ce', 'weight']) expect(await page.$eval(`#${id}`, (el) => el.children.length), id).toBe(0);
    expect(await page.$eval('#hostile', (el) => [el.querySelectorAll('img, script').length, el.textContent])).toEqual([0, '<img src=x onerror="window.__pwned=1"> Правило 63А </a><script>window.__pwned=2</script> "onmouseover=alert(1) Law 61B']);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.$$eval('style, script', (els) => els.map((e) => e.textContent))).toEqual(['Law 63A4', '#x{content:"Law 63A4"}', '']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('previews the cited text on keyboard focus under the strict CSP, announced through aria-describedby, closed by Escape, with no layout shift', async () => {
    const paragraph = site().corpus.commentary.find((p) => p.body.en !== null)!;
    const section = site().corpus.lawTexts[0]!.sections.at(-1)!;
    const filler = Array.from({ length: 30 }, (_, i) => `<p>${words(random(SEED + i), 40)}</p>`).join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><p>First see ${paragraph.id} above, then Law ${section.id}.</p>${filler}
      <script src="${siteOrigin}/embed/linker.js" data-lang="en" defer></script></body></html>`;
    const { page, problems } = await open('/preview.html', html, true);
    const data = lawData(paragraph.law);
    const md = data.commentary.find((p: { id: string }) => p.id === paragraph.id).md.en;
    await page.focus(`a[data-bridge-law="${paragraph.id}"]`);
    const tip = page.locator('[role=tooltip]');
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toContain(previewText(md).slice(0, 60));
    const described = await page.$eval(`a[data-bridge-law="${paragraph.id}"]`, (a) => a.getAttribute('aria-describedby'));
    expect(described).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    // Hover the law-text link: its preview is the start of that section.
    await page.hover(`a[data-bridge-law="${section.id}"]`);
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toContain(`Law ${section.id}`);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    expect(await shiftsOf(page)).toEqual([]);
    expect(await csp(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('changes nothing when run a second time, and adds no global name to the host', async () => {
    const { html } = hostPage(SEED + 7, siteOrigin, 'ru');
    const { page } = await open('/twice.html', html, false);
    await page.waitForSelector('a[data-bridge-law]');
    const once = await page.$eval('main', (el) => el.innerHTML);
    await page.evaluate(
      (src) =>
        new Promise<void>((done) => {
          const s = document.createElement('script');
          s.src = src;
          s.dataset.lang = 'ru';
          s.onload = () => done();
          document.body.append(s);
        }),
      `${siteOrigin}/embed/linker.js`,
    );
    expect(await page.$eval('main', (el) => el.innerHTML)).toBe(once);
    await page.focus('#post a[data-bridge-law]');
    await page.locator('[role=tooltip]').waitFor({ state: 'visible' });
    expect(await page.locator('[role=tooltip]').count()).toBe(1);
    const names = await page.evaluate(() => Object.getOwnPropertyNames(window));
    const bare = await open('/bare.html', '<!doctype html><html><head><title>t</title></head><body><p>x</p></body></html>', false, page.context());
    const without = await bare.page.evaluate(() => Object.getOwnPropertyNames(window));
    expect(names.filter((n) => !without.includes(n) && !n.startsWith('__'))).toEqual([]);
    await page.context().close();
  });

  it('keeps its links with no network for the data, and shows no preview', async () => {
    const context = await browser.newContext();
    await context.route(`${siteOrigin}/api/**`, (route) => route.abort('internetdisconnected'));
    const { html, expected } = hostPage(SEED + 9, siteOrigin, 'ru');
    const { page, problems } = await open('/offline.html', html, false, context);
    await page.waitForSelector('a[data-bridge-law]');
    expect(await page.$$eval('#post a[data-bridge-law]', (as) => as.map((a) => ({ linked: a.textContent, href: (a as HTMLAnchorElement).href, id: a.getAttribute('data-bridge-law') })))).toEqual(expected);
    await page.focus('#post a[data-bridge-law]');
    await page.waitForTimeout(500);
    expect(await page.locator('[role=tooltip]:visible').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows data-scope and data-edition: only text inside the selector, and untagged law citations read as that edition', async () => {
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>t</title></head><body>
      <p id="out">Правило 64А вне области.</p><div class="post-body"><p id="in">Правило 64А и п. 63.5. внутри.</p></div>
      <script src="${siteOrigin}/embed/linker.js" data-scope=".post-body" data-edition="2017" defer></script></body></html>`;
    const { page } = await open('/options.html', html, true);
    await page.waitForSelector('a[data-bridge-law]');
    expect(await page.$eval('#out', (el) => el.children.length)).toBe(0);
    const got = await links(page);
    expect(got.map((l) => l.id)).toEqual(['2017:64A', '63.5']);
    expect(got[0]!.href).toBe(site().href(Ref.parse('2017:64A')!, 'ru', `${siteOrigin}/`));
    await page.context().close();
  });

  it('links what the host adds later inside the scope (posts loaded as the reader scrolls), and only there', async () => {
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>t</title></head><body><div id="thread"></div><div id="side"></div>
      <script src="${siteOrigin}/embed/linker.js" data-scope=".post-body" defer></script></body></html>`;
    const { page } = await open('/later.html', html, true);
    await page.evaluate(() => {
      const post = document.createElement('div');
      post.className = 'post-body';
      post.textContent = 'Новый ответ: см. Правило 61В и п. 63.5.';
      document.getElementById('thread')!.append(post);
      document.getElementById('side')!.textContent = 'Вне области: Правило 61В.';
    });
    await page.waitForSelector('.post-body a[data-bridge-law="63.5"]');
    expect((await links(page)).map((l) => l.id)).toEqual(['61B', '63.5']);
    expect(await page.$eval('#thread', (el) => el.textContent)).toBe('Новый ответ: см. Правило 61В и п. 63.5.');
    await page.context().close();
  });

  it('links to a self-hosted copy named by data-base, in the language of data-lang', async () => {
    const mirror = 'https://mirror.example/laws/';
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>t</title></head><body><p>См. Law 61B и п. 63.5.</p>
      <script src="${siteOrigin}/embed/linker.js" data-base="${mirror}" data-lang="en" defer></script></body></html>`;
    const { page } = await open('/mirror.html', html, false);
    await page.waitForSelector('a[data-bridge-law]');
    expect((await links(page)).map((l) => l.href)).toEqual(['61B', '63.5'].map((id) => site().href(Ref.parse(id)!, 'en', mirror)));
    await page.context().close();
  });
  /**
   * A Russian host page citing each case between random words: each citation focused in turn, its
   * preview (once it names `id`) handed to `check`, then closed; the page raised no problem.
   */
  async function previewEach(path: string, r: Rng, cases: readonly { cite: string; id: string }[], check: (i: number, text: string) => void) {
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>t</title></head><body>
      ${cases.map((c, i) => `<p id="c${i}">${words(r, 3)} ${c.cite} ${words(r, 3)}</p>`).join('')}
      <script src="${siteOrigin}/embed/linker.js" defer></script></body></html>`;
    const { page, problems } = await open(path, html, true);
    await page.waitForSelector('a[data-bridge-law]');
    const tip = page.locator('[role=tooltip]');
    for (const [i, c] of cases.entries()) {
      await page.focus(`#c${i} a[data-bridge-law]`);
      await expect.poll(() => tip.textContent()).toContain(Ref.parse(c.id)!.format('ru'));
      check(i, (await tip.textContent())!);
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }

  it('previews the provision itself: a place whose text the site lacks says so and where it is cited, never another section’s text', async () => {
    // Every law whose loaded text lacks some of its sections: a random section (and subsection) it lacks.
    const r = random(SEED + 11);
    const cases: { id: string; law: number }[] = [];
    for (const t of site().corpus.lawTexts) {
      const have = new Set(t.sections.map((x) => x.id));
      const missing = ['A', 'B', 'C', 'D', 'E'].filter((l) => ![...have].some((id) => id.startsWith(`${t.law}${l}`)));
      if (!missing.length) continue;
      cases.push({ id: `${t.law}${r.pick(missing)}${r.next() < 0.5 ? 1 + r.int(4) : ''}`, law: t.law });
    }
    expect(cases.length).toBeGreaterThan(0);
    // The reported instance: law 64's text has only 64C.
    if (!site().corpus.lawTexts.find((t) => t.law === 64)?.sections.some((x) => x.id.startsWith('64B'))) cases.push({ id: '64B2', law: 64 });
    // Round 9: parts no edition of Law 64 or 62 has.
    cases.push({ id: '64B9', law: 64 }, { id: '62F', law: 62 });
    await previewEach('/missing.html', r, cases.map((c) => ({ cite: `Правило ${c.id}`, id: c.id })), (i, text) => {
      const c = cases[i]!;
      const data = lawData(c.law);
      // A part the law does not have says so (round 6 of the probe: 61C said its text was not loaded; round 9: 62F, 64B9).
      const exists = (data.places.law as string[]).includes(c.id);
      expect(text, c.id).toContain(exists ? 'Текста на сайте нет' : `В Правиле ${c.law} нет ${c.id}.`);
      for (const sec of data.text.sections) {
        const start = previewText(sec.md.ru).slice(0, 40);
        if (start.length >= 10) expect(text, `${c.id} shows ${sec.id}`).not.toContain(start);
      }
      const citers = [...new Set(data.citations.received.filter((x: { to: string }) => x.to.startsWith(c.id)).map((x: { from: string }) => x.from))];
      if (exists) for (const from of citers) expect(text, c.id).toContain(from);
    });
  });

  // Round 9 of the held-out probe: «Правило 64B9», «Правило 62F», «п. 64.9» said their text was not loaded; «Law 12C1(c)» was headed 12C1c.
  it('says that a part the Laws do not have does not exist, keeps «not loaded» where the data cannot tell, and heads an item in brackets', async () => {
    const r = random(SEED + 13);
    const cases = [
      { cite: 'Правило 64B9', id: '64B9', says: 'В Правиле 64 нет 64B9. Его части: 64A, 64B, 64C.' },
      { cite: 'Правило 62F', id: '62F', says: 'В Правиле 62 нет 62F. Его части: 62A, 62B, 62C, 62D.' },
      { cite: 'Правило 61C9', id: '61C9', says: 'В Правиле 61 нет 61C9. Его части: 61A, 61B.' },
      { cite: 'п. 63.9', id: '63.9', says: 'В комментарии к Правилу 63 нет п. 63.9. Его пункты: 63.1, 63.2, 63.3, 63.4, 63.5.' },
      // Law 64's commentary breaks off inside 64.2 in the source: a later paragraph may exist.
      { cite: 'п. 64.9', id: '64.9', says: 'Текста на сайте нет.' },
      // A provision of Law 64 the 2017 Laws have, and one cut off in the source: not loaded.
      { cite: 'Правило 64B2', id: '64B2', says: 'Текста на сайте нет.' },
      { cite: 'Правило 65D', id: '65D', says: 'Текста на сайте нет.' },
      // No text of Law 12 at all: nothing can be told.
      { cite: 'Правило 12C1(c)', id: '12C1c', says: 'Правило 12C1(c) · ' },
      { cite: 'Правило 12F', id: '12F', says: 'Текста на сайте нет.' },
    ];
    await previewEach('/absent.html', r, cases, (i, text) => {
      expect(text, cases[i]!.cite).toContain(cases[i]!.says);
      if (cases[i]!.id === '12C1c') expect(text).toMatch(/^Правило 12C1\(c\) · /u);
    });
  });

  it('previews a subsection or an item the site lacks of a place it has by that place, named, after a word that the cited one is not there', async () => {
    // Round 5 of the held-out probe: «Правило 65B3» showed 65B1 and 65B2 as 65B3's text; «п. 62.5(d)» showed (a)–(c).
    const r = random(SEED + 12);
    const cases: { cite: string; id: string; shown: string; preview: string }[] = [];
    for (const t of site().corpus.lawTexts) {
      const have = new Set(t.sections.map((x) => x.id));
      const previews = lawData(t.law).previews.ru;
      const leaves = t.sections.filter((x) => /[A-Z]$/u.test(x.id) && previews[x.id] && ![...have].some((id) => id !== x.id && id.startsWith(x.id)));
      if (leaves.length) {
        const x = r.pick(leaves);
        cases.push({ cite: `Правило ${x.id}${1 + r.int(4)}`, id: '', shown: x.id, preview: previews[x.id] });
      }
    }
    const paragraphs = site().corpus.commentary.filter((p) => !/\(f\)/u.test(p.body.ru) && p.body.ru.trim());
    for (const p of Array.from({ length: 4 }, () => r.pick(paragraphs))) cases.push({ cite: `п. ${p.id}(f)`, id: '', shown: p.id, preview: lawData(p.law).previews.ru[p.id] });
    for (const c of cases) c.id = Ref.parse(c.cite.replace(/^\S+ /u, ''))!.id;
    expect(cases.length).toBeGreaterThanOrEqual(6);
    await previewEach('/elsewhere.html', r, cases, (i, text) => {
      const c = cases[i]!;
      const ref = Ref.parse(c.id)!;
      const lacking = ref.kind === 'law' && !lawData(ref.law).places.law.includes(c.id) ? `В Правиле ${ref.law} нет ${c.id}.` : `Текста ${c.id} на сайте нет.`;
      expect(text, c.cite).toContain(`${lacking} ${c.shown}: ${c.preview.slice(0, 20)}`);
    });
  });

  it('previews a law section with no text of its own by its parts’ text, and one cut off in the source as not loaded (65D)', async () => {
    // Commit 01e8d26 had no test of its own: «Правило 65D» previewed its heading alone. Every section of
    // the open data's law texts whose own markdown is empty, in either language: with parts, the preview
    // shows the start of its first part's text; with none (cut off in the source), it says its text is not loaded.
    const cases: { id: string; lang: Lang; first: string | null }[] = [];
    for (const file of readdirSync(join(dist, 'api/v1/laws'))) {
      const data = JSON.parse(readFileSync(join(dist, 'api/v1/laws', file), 'utf8'));
      const sections: { id: string; md: Record<Lang, string | null> }[] = data.text?.sections ?? [];
      for (const sec of sections)
        for (const lang of ['ru', 'en'] as const) {
          const own = sec.md[lang] ?? (lang === 'en' ? sec.md.ru : null);
          if ((own ?? '').trim() !== '') continue;
          const parts = sections.filter((x) => x.id.startsWith(sec.id) && /^\d/u.test(x.id.slice(sec.id.length)));
          const first = parts.map((x) => (lang === 'en' && x.md.en !== null ? x.md.en : x.md.ru) ?? '').find((t) => t.trim() !== '');
          cases.push({ id: sec.id, lang, first: first ? previewText(first).slice(0, 40) : null });
        }
    }
    expect(cases.some((c) => c.first !== null), 'a section with parts and no text of its own').toBe(true);
    expect(cases.some((c) => c.first === null), 'a section cut off in the source').toBe(true);
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>t</title></head><body>
      ${cases.map((c, i) => `<p id="e${i}" lang="${c.lang}">${c.lang === 'ru' ? 'Правило' : 'Law'} ${c.id}</p>`).join('')}
      <script src="${siteOrigin}/embed/linker.js" defer></script></body></html>`;
    const { page, problems } = await open('/empty-sections.html', html, true);
    await page.waitForSelector(`#e${cases.length - 1} a[data-bridge-law]`);
    const tip = page.locator('[role=tooltip]');
    for (const [i, c] of cases.entries()) {
      await page.focus(`#e${i} a[data-bridge-law]`);
      await expect.poll(() => tip.locator('strong').textContent(), { message: c.id }).toContain(Ref.parse(c.id)!.format(c.lang));
      const text = (await tip.textContent())!.replace((await tip.locator('strong').textContent())!, '');
      if (c.first !== null) expect(text, `${c.id} (${c.lang}): its parts' text`).toContain(c.first);
      else expect(text, `${c.id} (${c.lang}): cut off in the source`).toMatch(c.lang === 'ru' ? /Текста на сайте нет/u : /No text on the site/u);
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes the language of a citation from the nearest element with lang: its link and its preview', async () => {
    const r = random(SEED + 12);
    const [pageLang, otherLang] = r.next() < 0.5 ? (['ru', 'en'] as const) : (['en', 'ru'] as const);
    const loaded = [...site().loaded].filter((id) => Ref.parse(id)!.kind === 'law');
    const a = Ref.parse(r.pick(loaded))!;
    const b = Ref.parse(r.pick(loaded))!;
    const html = `<!doctype html><html lang="${pageLang}"><head><meta charset="utf-8"><title>t</title></head><body>
      <p id="own">${words(r, 2)} Law ${a.id} ${words(r, 2)}</p>
      <blockquote lang="${otherLang === 'en' ? 'en-GB' : 'ru-RU'}"><p><span id="quoted">${words(r, 2)} Law ${b.id}</span> ${words(r, 2)}</p>
      <p lang="${pageLang}" id="back">Law ${a.id}</p></blockquote>
      <script src="${siteOrigin}/embed/linker.js" defer></script></body></html>`;
    const { page } = await open('/lang.html', html, true);
    await page.waitForSelector('#back a[data-bridge-law]');
    const href = (sel: string) => page.$eval(`${sel} a[data-bridge-law]`, (x) => (x as HTMLAnchorElement).href);
    expect(await href('#own')).toBe(site().href(a, pageLang, `${siteOrigin}/`));
    expect(await href('#quoted')).toBe(site().href(b, otherLang, `${siteOrigin}/`));
    expect(await href('#back')).toBe(site().href(a, pageLang, `${siteOrigin}/`));
    await page.focus('#quoted a[data-bridge-law]');
    const tip = page.locator('[role=tooltip]');
    await tip.waitFor({ state: 'visible' });
    expect(await tip.locator('strong').textContent()).toContain(b.format(otherLang));
    // The tip hangs from <body>: it carries the citation's language, not the page's (probe round 8, F6).
    expect(await tip.evaluate((e) => e.closest('[lang]')?.getAttribute('lang'))).toBe(otherLang);
    await page.focus('#own a[data-bridge-law]');
    await expect.poll(() => tip.locator('strong').textContent()).toContain(a.format(pageLang));
    expect(await tip.evaluate((e) => e.closest('[lang]')?.getAttribute('lang'))).toBe(pageLang);
    await page.context().close();
  });

  it('previews on touch: a first tap shows the preview and stays, a second tap follows the link, a tap elsewhere closes it', async () => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const loaded = [...site().loaded];
    const r = random(SEED + 13);
    const ids = [Ref.parse(r.pick(loaded))!, Ref.parse(r.pick(loaded))!];
    // A comma after the first citation: a section letter standing apart before a word is no part of the id in running text («12 в торговле»; seed 1175614894 wrote «art. 50 D kqzgznx»).
    const html = `<!doctype html><html lang="ru"><head><meta name="viewport" content="width=device-width"><meta charset="utf-8"><title>t</title></head><body>
      <p id="one">${words(r, 2)} ${spell(r, ids[0]!).written}, ${words(r, 2)}</p><p id="two" style="margin-top:200px">${words(r, 2)} ${spell(r, ids[1]!).written}</p>
      <script src="${siteOrigin}/embed/linker.js" defer></script></body></html>`;
    const { page } = await open('/touch.html', html, false, context);
    await page.waitForSelector('#two a[data-bridge-law]');
    const tip = page.locator('[role=tooltip]');
    await page.tap('#one a[data-bridge-law]');
    await tip.waitFor({ state: 'visible' });
    expect(page.url()).toBe(`${hostOrigin}/touch.html`);
    expect(await tip.locator('strong').textContent()).toContain(ids[0]!.format('ru'));
    // A tap on nothing closes it.
    await page.touchscreen.tap(380, 830);
    await tip.waitFor({ state: 'hidden' });
    // Tap the second link twice: preview, then the page.
    await page.tap('#two a[data-bridge-law]');
    await tip.waitFor({ state: 'visible' });
    expect(await tip.locator('strong').textContent()).toContain(ids[1]!.format('ru'));
    const target = await page.$eval('#two a[data-bridge-law]', (x) => (x as HTMLAnchorElement).href);
    await page.tap('#two a[data-bridge-law]');
    await page.waitForURL(target);
    await context.close();
  });
  it('previews a place whose text holds an erratum or a note with the corrected text, no directive markup', async () => {
    // Issue 37, F7: «п. 64.2.» showed «:erratum[установленным]{source="установленнным"}». Every place of
    // the open data whose markdown holds a directive, in the language it is written in; one at random per run.
    const r = random(SEED);
    // The places (commentary paragraphs and law sections) whose markdown holds a directive near its start, where a preview shows it.
    const marked: { id: string; kind: 'commentary' | 'law'; lang: Lang; md: string }[] = [];
    for (const law of new Set(site().corpus.lawTexts.map((t) => t.law).concat(site().corpus.commentary.map((c) => c.law)))) {
      const data = lawData(law);
      const places = [...(data.commentary ?? []).map((p: { id: string; md: Record<Lang, string | null> }) => ({ ...p, kind: 'commentary' as const })), ...(data.text?.sections ?? []).map((p: { id: string; md: Record<Lang, string | null> }) => ({ ...p, kind: 'law' as const }))];
      for (const p of places) for (const lang of ['ru', 'en'] as const) {
        const at = (p.md?.[lang] ?? '').search(/:[a-z]+\[/u);
        if (at >= 0 && at < 200) marked.push({ id: p.id, kind: p.kind, lang, md: p.md[lang]! });
      }
    }
    expect(marked.length, 'places with a directive in the open data').toBeGreaterThan(0);
    const m = r.pick(marked);
    const cite = m.kind === 'law' ? (m.lang === 'ru' ? `Правило ${m.id}` : `Law ${m.id}`) : m.lang === 'ru' ? `п. ${m.id}.` : `para ${m.id}`;
    const html = `<!doctype html><html lang="${m.lang}"><head><meta charset="utf-8"><title>t</title></head><body><p>${words(r, 4)} ${cite} ${words(r, 4)}</p>
      <script src="${siteOrigin}/embed/linker.js" data-lang="${m.lang}" defer></script></body></html>`;
    const { page, problems } = await open('/erratum.html', html, true);
    await page.waitForSelector('a[data-bridge-law]');
    await page.focus('a[data-bridge-law]');
    const tip = page.locator('[role=tooltip]');
    await expect.poll(() => tip.textContent(), { message: `seed ${SEED}: ${m.id} (${m.lang})` }).toContain(m.id);
    const text = (await tip.textContent())!;
    expect(text, `seed ${SEED}: ${m.id} (${m.lang})`).not.toMatch(/:[a-z]+\[|\]\{|\{source=|source="/u);
    // The corrected words of the directives that fall in the preview are in it.
    const start = m.md.slice(0, 200);
    for (const d of start.matchAll(/:erratum\[([^\]]+)\]/gu)) if (d.index + d[0].length < 150) expect(text, `seed ${SEED}: ${m.id}`).toContain(d[1]!.trim());
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('embed/linker.js: the preview shown is the last citation’s, whatever order the data comes in (Chromium)', () => {
  // Issue 37, F5: on touch, a tap on a second citation now and then showed the first one’s preview.
  // Each case makes the race on purpose: the data of one law is held back (route interception) while
  // the reader moves on to a citation of another law, or of the same law. A log kept in the page records
  // every state of the preview element (what it says, shown or hidden: read right after a tap, a hidden
  // preview still held the previous citation's text until the new one came) and every move of the
  // reader; the preview may say nothing, but what it says is always the last citation’s.
  let browser: Browser;
  let siteOrigin: string;
  let closeSite: () => Promise<void>;
  let host: Server;
  let hostOrigin: string;
  let html = '';

  beforeAll(async () => {
    requireDist(dist);
    const s = await serveStatic(dist, '/', { headersFile: true });
    siteOrigin = s.origin;
    closeSite = s.close;
    host = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((done) => host.listen(0, 'localhost', done));
    const address = host.address();
    hostOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => host?.close(done));
    await closeSite?.();
  });

  /** Three loaded places: two of different laws, and a third of the first one’s law where there is one. */
  function places(r: Rng): Ref[] {
    const loaded = [...site().loaded].map((id) => Ref.parse(id)!).filter((x) => x.edition === null);
    const a = r.pick(loaded);
    const b = r.pick(loaded.filter((x) => x.law !== a.law));
    const same = loaded.filter((x) => x.law === a.law && x.id !== a.id);
    return [a, b, same.length ? r.pick(same) : r.pick(loaded.filter((x) => x.law !== a.law && x.law !== b.law))];
  }

  type Move = (page: Page, sel: string) => Promise<void>;
  const tap: Move = (page, sel) => page.tap(sel);
  const hover: Move = (page, sel) => page.hover(sel);
  const focus: Move = (page, sel) => page.focus(sel);

  async function race(kind: string, move: Move, options: { touch: boolean }, seed: number) {
    const r = random(seed);
    const refs = places(r);
    const filler = (i: number) => `<p>${words(random(seed + i), 12)}</p>`;
    html = `<!doctype html><html lang="ru"><head><meta name="viewport" content="width=device-width"><meta charset="utf-8"><title>t</title></head><body>
      ${refs.map((x, i) => `<p id="c${i}">${words(r, 2)} ${x.kind === 'law' ? `Правило ${x.id}` : `п. ${x.id}.`} ${words(r, 2)}</p>${filler(i)}`).join('')}
      <script src="${siteOrigin}/embed/linker.js" defer></script></body></html>`;
    const context = await browser.newContext(options.touch ? { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } : { viewport: { width: 1000, height: 800 } });
    // Each law’s data is held until the test lets it go.
    const held = new Map<number, () => void>();
    const released = new Map<number, Promise<void>>();
    for (const law of new Set(refs.map((x) => x.law))) released.set(law, new Promise<void>((go) => held.set(law, go)));
    await context.route(`${siteOrigin}/api/v1/laws/*.json`, async (route) => {
      const law = Number(/(\d+)\.json$/u.exec(route.request().url())![1]);
      await released.get(law);
      await route.continue();
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __log: string[] };
      w.__log = [];
      // What the preview element says, shown or not: a script (or a tester's) reading it right after a
      // tap must not find the previous citation's text in it, hidden until the new one comes.
      const seen = () => {
        const head = document.querySelector<HTMLElement>('[role=tooltip] strong')?.textContent;
        if (head) w.__log.push(`shown ${head}`);
      };
      new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      for (const type of ['pointerdown', 'focusin', 'pointerover'])
        document.addEventListener(type, (e) => {
          const a = (e.target as Element | null)?.closest?.('a[data-bridge-law]');
          if (a) w.__log.push(`moved ${a.getAttribute('data-bridge-law')}`);
          // Once the reader's move is handled (a task later), what the preview element says then.
          setTimeout(seen);
        }, true);
    });
    await page.goto(`${hostOrigin}/race-${kind}.html`);
    await page.waitForSelector('#c2 a[data-bridge-law]');
    const sel = (i: number) => `#c${i} a[data-bridge-law]`;
    const tip = page.locator('[role=tooltip]');
    const checks: string[] = [];
    const check = async (label: string) => {
      const log = await page.evaluate(() => (window as unknown as { __log: string[] }).__log.splice(0));
      let last = '';
      for (const line of log) {
        if (line.startsWith('moved ')) last = line.slice(6);
        else if (last && !line.includes(Ref.parse(last)?.format('ru') ?? '\u0000')) checks.push(`${label}: after ${last}, the preview showed «${line.slice(6)}»`);
      }
    };
    const says = (ref: Ref) => expect.poll(() => tip.locator('strong').textContent(), { message: `seed ${seed}: ${kind}` }).toContain(ref.format('ru'));
    // 1. The first citation’s data is late: the second’s, of another law, comes first; then the first’s.
    // The first preview is on its way (its data asked for, a mouse’s dwell over), and the reader moves on.
    const asked = (law: number) => page.waitForRequest((q) => q.url().endsWith(`/api/v1/laws/${law}.json`));
    await Promise.all([asked(refs[0]!.law), move(page, sel(0))]);
    await move(page, sel(1));
    held.get(refs[1]!.law)!();
    await says(refs[1]!);
    held.get(refs[0]!.law)!();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await tip.locator('strong').textContent()).toContain(refs[1]!.format('ru'));
    await check('late first');
    // 2. Back to the first (its data in hand), then to the third, whose data is held: nothing of the first stays shown.
    await move(page, sel(0));
    await says(refs[0]!);
    await move(page, sel(2));
    if (held.has(refs[2]!.law)) held.get(refs[2]!.law)!();
    await says(refs[2]!);
    await check('late third');
    expect(checks, `seed ${seed}: ${kind}`).toEqual([]);
    await context.close();
  }

  it(`on touch, a tap on a second citation shows its preview, never the first one’s (seed ${SEED})`, () => race('tap', tap, { touch: true }, SEED + 20), 60_000);
  it(`with a mouse, moving quickly from citation to citation shows the last one’s preview (seed ${SEED})`, () => race('hover', hover, { touch: false }, SEED + 21), 60_000);
  it(`from the keyboard, focus moving on shows the last one’s preview (seed ${SEED})`, () => race('focus', focus, { touch: false }, SEED + 22), 60_000);
});
