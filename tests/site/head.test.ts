import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../src/lib/downloads/zip.ts';
import { headUrls } from '../../src/lib/site/head.ts';
import { openGraphTags } from '../../src/lib/site/open-graph.ts';
import { site as siteIndex } from '../../src/lib/site/data.ts';
import { shortLinkPages } from '../../src/lib/site/short-link-pages.ts';
import { DIST, requireDist } from '../support/site.ts';

const word = fc.stringMatching(/^[a-z0-9а-я.\-]{1,10}$/u).filter((s) => s !== '.' && s !== '..');
const path = fc.array(word, { maxLength: 4 }).map((ws) => `/${ws.map(encodeURIComponent).join('/')}${ws.length ? '/' : ''}`);
const lang = fc.constantFrom('ru' as const, 'en' as const);
const site = fc.tuple(fc.array(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/u), { minLength: 1, maxLength: 3 }), fc.constantFrom('org', 'ru', 'net')).map(([labels, tld]) => `https://${labels.join('.')}.${tld}`)
  // A host the URL standard accepts: not "xn--" (an empty punycode label), the only invalid one this makes.
  .filter((u) => URL.canParse(u));
const input = fc.record({ path, lang, altPath: path, noindex: fc.boolean() });
const other = (l: 'ru' | 'en') => (l === 'ru' ? 'en' : 'ru');

describe("the head's absolute URLs (canonical, hreflang, og:url)", () => {
  it('are left out where the site is not known: no link, no og:url', () => {
    fc.assert(
      fc.property(input, (o) => {
        const head = headUrls({ ...o, site: undefined, altLang: other(o.lang) });
        expect(head).toEqual({ links: [], ogUrl: null });
        expect(openGraphTags({ lang: o.lang, title: 't', description: 'd', url: head.ogUrl }).map((t) => t.property)).not.toContain('og:url');
      }),
    );
  });

  it('with a site, are absolute on it and name both languages', () => {
    fc.assert(
      fc.property(input, site, (o, s) => {
        const head = headUrls({ ...o, site: s, altLang: other(o.lang) });
        const canonical = `${s}${o.path}`;
        expect(head.ogUrl).toBe(canonical);
        if (o.noindex) expect(head.links).toEqual([]);
        else
          expect(head.links).toEqual([
            { rel: 'canonical', href: canonical },
            { rel: 'alternate', hreflang: o.lang, href: canonical },
            { rel: 'alternate', hreflang: other(o.lang), href: `${s}${o.altPath}` },
          ]);
        expect(openGraphTags({ lang: o.lang, title: 't', description: 'd', url: head.ogUrl })).toContainEqual({ property: 'og:url', content: canonical });
      }),
    );
  });

  it("short links' pages: canonical and og:url absolute on the site given, none without one", () => {
    const pick = (pages: { file: string; html: string }[]) => [pages[0]!, pages[Math.floor(Math.random() * pages.length)]!, pages.at(-1)!];
    for (const p of pick(shortLinkPages(siteIndex(), { base: '/', origin: null }))) {
      expect(p.html, p.file).not.toMatch(/rel="canonical"|og:url|https?:/u);
      expect(p.html, p.file).toMatch(/http-equiv="refresh" content="0; url=\/(?:ru|en)\/laws\//u);
    }
    fc.assert(
      fc.property(site, (s) => {
        for (const p of pick(shortLinkPages(siteIndex(), { base: '/', origin: s }))) {
          const target = /url=(\/[^"]+)"/u.exec(p.html)![1]!;
          expect(p.html, p.file).toContain(`<link rel="canonical" href="${new URL(target, s).href}">`);
          expect(p.html, p.file).toContain(`<meta property="og:url" content="${new URL(target, s).href}">`);
        }
      }),
      { numRuns: 3 },
    );
  });

  it('in the build: absolute only on the site the build was given (SITE_URL), and none without it; no placeholder host anywhere', () => {
    requireDist();
    const known = process.env.SITE_URL || undefined;
    // What the site emits (pages, data, feeds); not the libraries' scripts (pagefind.js parses
    // relative URLs against https://example.com).
    const text = listFiles(DIST).filter((f) => /\.(html|xml|txt|json|webmanifest)$/u.test(f) && !f.startsWith('downloads/'));
    const absolute: string[] = [];
    const placeholders: string[] = [];
    for (const f of text) {
      const s = readFileSync(join(DIST, f), 'utf8');
      // Hosts reserved for examples and tests (RFC 2606, 6761), as a placeholder would use.
      for (const m of s.matchAll(/https?:\/\/(?:[\w-]+\.)*(?:example\.(?:org|com|net)|example|test|invalid|localhost)(?![\w-])/gu)) placeholders.push(`${f}: ${m[0]}`);
      if (!f.endsWith('.html')) continue;
      for (const m of s.matchAll(/<link [^>]*rel="(?:canonical|alternate)"[^>]*>|<meta [^>]*property="og:url"[^>]*>/gu)) {
        if (/type="application\//u.test(m[0])) continue;
        absolute.push(`${f}: ${m[0]}`);
        if (known) expect(m[0], f).toMatch(new RegExp(`(?:href|content)="${known.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}/`, 'u'));
      }
    }
    expect(placeholders.slice(0, 5)).toEqual([]);
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    if (known) {
      expect(absolute.length).toBeGreaterThan(100);
      expect(robots).toContain(`Sitemap: ${known}`);
      expect(existsSync(join(DIST, 'sitemap.xml'))).toBe(true);
    } else {
      expect(absolute.slice(0, 5)).toEqual([]);
      expect(robots).not.toContain('Sitemap');
      expect(existsSync(join(DIST, 'sitemap.xml'))).toBe(false);
    }
  });
});
