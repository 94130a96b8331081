/**
 * Content Security Policy. Every built page carries the site's CSP (src/lib/site/csp.ts),
 * which allows only the site's own origin; nothing in the built HTML needs an exception
 * (no inline event handlers, no inline script other than JSON data blocks, no inline
 * styles). In Chromium, browsing every page type makes only same-origin requests and
 * reports no CSP violation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSP } from '../../src/lib/site/csp.ts';
import { DIST, requireDist, useSite } from '../support/site.ts';
import { pages } from '../budgets/dist.ts';
import { tags } from './markup.ts';

const dist = process.env.DIST_DIR ?? DIST;

/**
 * Check a demo's radio once its panel has started: a panel starts when it comes near the screen, and
 * its inputs are disabled until then (a click on a loaded machine came first once).
 */
async function checkWhenStarted(radio: Locator): Promise<void> {
  await radio.scrollIntoViewIfNeeded();
  await expect.poll(() => radio.isEnabled(), { timeout: 10_000 }).toBe(true);
  await radio.check({ force: true });
}

/** Sources a directive may list: the own origin, nothing, WebAssembly compilation, data: images. */
const ALLOWED_SOURCES = new Set(["'self'", "'none'", "'wasm-unsafe-eval'", 'data:']);

describe('the Content Security Policy', () => {
  it('allows only the site’s own origin (no host, scheme wildcard, unsafe-inline or unsafe-eval)', () => {
    const directives = CSP.split(';').map((d) => d.trim().split(/\s+/));
    expect(directives.map((d) => d[0])).toEqual(expect.arrayContaining(['default-src', 'script-src', 'style-src', 'object-src', 'base-uri', 'form-action']));
    for (const [name, ...sources] of directives) {
      for (const s of sources) expect(ALLOWED_SOURCES.has(s), `${name} allows ${s}`).toBe(true);
      if (sources.includes('data:')) expect(name).toBe('img-src');
    }
  });
});

describe('built pages (dist/) need no CSP exception', () => {
  requireDist(dist);
  const all = pages(dist).map((page) => ({ page, tags: tags(readFileSync(join(dist, page), 'utf8')) }));
  const offences = (check: (t: ReturnType<typeof tags>[number]) => string | undefined) =>
    all.flatMap(({ page, tags: ts }) => ts.map(check).filter((x): x is string => x !== undefined).map((x) => `${page}: ${x}`));

  it('every page carries the site’s CSP in a meta element, before any script', () => {
    const wrong = all.flatMap(({ page, tags: ts }) => {
      const metas = ts.filter((t) => t.name === 'meta' && t.attrs.get('http-equiv')?.toLowerCase() === 'content-security-policy');
      if (metas.length !== 1) return [`${page}: ${metas.length} CSP meta elements`];
      if (metas[0]!.attrs.get('content') !== CSP) return [`${page}: CSP differs: ${metas[0]!.attrs.get('content')}`];
      const firstScript = ts.findIndex((t) => t.name === 'script');
      return firstScript >= 0 && firstScript < ts.indexOf(metas[0]!) ? [`${page}: a script comes before the CSP`] : [];
    });
    expect(all.length).toBeGreaterThan(100);
    expect(wrong, wrong.slice(0, 20).join('\n')).toEqual([]);
  });

  it('has no inline event handler attribute (on…=) anywhere', () => {
    const found = offences((t) => {
      const on = [...t.attrs.keys()].filter((a) => /^on[a-z]/.test(a));
      return on.length ? `<${t.name} ${on.join(' ')}>` : undefined;
    });
    expect(found, found.slice(0, 20).join('\n')).toEqual([]);
  });

  it('has no inline script, except JSON data blocks (which parse as JSON)', () => {
    const found = offences((t) => {
      if (t.name !== 'script' || t.attrs.has('src')) return undefined;
      if (t.attrs.get('type') === 'application/json') {
        try {
          JSON.parse(t.body);
          return undefined;
        } catch {
          return `JSON data block that is not JSON: ${t.body.slice(0, 60)}`;
        }
      }
      return `inline script: ${t.raw} ${t.body.slice(0, 60)}`;
    });
    expect(found, found.slice(0, 20).join('\n')).toEqual([]);
  });

  it('has no inline style: no style= attribute, no <style> element', () => {
    const found = offences((t) => (t.name === 'style' ? `<style>${t.body.slice(0, 40)}` : t.attrs.has('style') ? `${t.raw.slice(0, 80)}` : undefined));
    expect(found, found.slice(0, 20).join('\n')).toEqual([]);
  });

  it('loads scripts, styles, images, icons and the manifest from its own origin only', () => {
    const found = offences((t) => {
      const url = t.name === 'link' ? (/\b(stylesheet|icon|manifest|preload|modulepreload|apple-touch-icon)\b/.test(t.attrs.get('rel') ?? '') ? t.attrs.get('href') : undefined) : ['script', 'img', 'iframe', 'source', 'audio', 'video', 'embed', 'object'].includes(t.name) ? (t.attrs.get('src') ?? t.attrs.get('data')) : undefined;
      return url !== undefined && /^(?:[a-z][\w+.-]*:)?\/\//i.test(url) ? `<${t.name}> from ${url}` : undefined;
    });
    expect(found, found.slice(0, 20).join('\n')).toEqual([]);
  });
});

/** Collects CSP violations: the page's own `securitypolicyviolation` events and Chromium's console messages. */
async function watch(page: Page, violations: string[]) {
  page.on('console', (m) => {
    if (/Refused to|Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

async function collect(page: Page, violations: string[]) {
  const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  for (const v of seen) violations.push(`${page.url()}: ${v}`);
}

describe('browsing every page type in Chromium', () => {
  const env = useSite(dist);

  it('makes only same-origin requests and reports no CSP violation', async () => {
    const context = await env.browser.newContext({ serviceWorkers: 'allow' });
    const requests: string[] = [];
    const violations: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    await watch(page, violations);
    const visit = async (path: string, then?: (p: Page) => Promise<void>) => {
      await page.goto(env.origin + path, { waitUntil: 'load' });
      if (then) await then(page);
      await page.waitForLoadState('networkidle');
      await collect(page, violations);
    };

    await visit('/ru/');
    await visit('/en/');
    await visit('/ru/laws/61/', async (p) => {
      // Use the page: open the other view, copy tools, the demo on it.
      const control = p.locator('rule-demo input[type=radio]:not(:checked)').first();
      if (await control.count()) {
        // On a law page the demo is folded into the commentary: open the fold first.
        await p.locator('details.demo-fold > summary').first().click();
        await checkWhenStarted(control);
      }
    });
    await visit('/en/laws/63/');
    await visit('/ru/glossary/');
    await visit('/en/sources/');
    await visit('/ru/search/?q=%D1%84%D0%B0%D0%BB%D1%8C%D1%88%D1%80%D0%B5%D0%BD%D0%BE%D0%BD%D1%81', async (p) => {
      await p.waitForSelector('#search-results li', { timeout: 20_000 });
    });
    await visit('/en/search/', async (p) => {
      await p.fill('#search-q', 'revoke');
      await p.waitForSelector('#search-results li', { timeout: 20_000 });
    });
    await visit('/ru/demos/revoke/', async (p) => {
      // The questions that apply (the others are hidden).
      const radio = p.locator('rule-demo [data-field]:not([hidden]) input[type=radio]:not(:checked)').first();
      for (let i = 0; i < 3 && (await radio.count()); i++) {
        await checkWhenStarted(radio);
      }
    });
    await visit('/en/demos/');
    await visit('/61.5/', async (p) => {
      await p.waitForURL(/\/ru\/laws\/61\//, { timeout: 10_000 });
    });
    await visit('/ru/download/');
    await visit('/no/such/page/');
    await context.close();

    const foreign = [...new Set(requests)].filter((u) => !u.startsWith(`${env.origin}/`) && !/^(data|blob):/.test(u));
    expect(requests.length).toBeGreaterThan(20);
    expect(foreign, `requests to other origins:\n${foreign.join('\n')}`).toEqual([]);
    expect(violations, violations.join('\n')).toEqual([]);
  }, 120_000);
});
