import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTriage } from '../../src/lib/content/triage.ts';
import { DIST, requireDist } from '../support/site.ts';

/**
 * The built outcome pages (/ru/triage/<slug>/, /en/…): a page of two or more cases opens
 * with a list of them, each a link to its case; an outcome with a `next` ends with a link
 * to that outcome. Reads dist/ (`npm run build` first).
 */
requireDist();
const tree = loadTriage();
const page = (lang: string, slug: string) => readFileSync(join(DIST, lang, 'triage', slug, 'index.html'), 'utf8');

describe('outcome pages as built', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`${lang}: every outcome of two or more cases lists them at the top, each linking to its case`, () => {
      const slugs = readdirSync(join(DIST, lang, 'triage'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
      expect(slugs.sort()).toEqual(tree.outcomes.map((o) => o.slug).sort());
      for (const o of tree.outcomes) {
        const html = page(lang, o.slug);
        const ids = [...html.matchAll(/<section class="triage-case" id="([^"]+)"/gu)].map((m) => m[1]);
        const nav = /<nav class="triage-cases"[^>]*>([\s\S]*?)<\/nav>/u.exec(html);
        if (ids.length < 2) {
          expect(nav, o.slug).toBeNull();
          continue;
        }
        expect(nav, `${o.slug}: no list of its ${ids.length} cases`).not.toBeNull();
        expect(html.indexOf('class="triage-cases"'), o.slug).toBeLessThan(html.indexOf('class="triage-case"'));
        expect([...nav![1]!.matchAll(/href="#([^"]+)"/gu)].map((m) => m[1]), o.slug).toEqual(ids);
      }
    });

    it(`${lang}: an outcome with a next ends with a link to each`, () => {
      const withNext = tree.outcomes.filter((o) => o.next.length > 0);
      expect(withNext.map((o) => o.slug)).toContain('revoke-established');
      for (const o of tree.outcomes) {
        const m = /<p class="triage-next"[^>]*>([\s\S]*?)<\/p>/u.exec(page(lang, o.slug));
        if (o.next.length === 0) expect(m, o.slug).toBeNull();
        else
          expect([...m![1]!.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/gu)].map((x) => [x[1], x[2]]), o.slug).toEqual(
            o.next.map((s) => [`/${lang}/triage/${s}/`, tree.outcomes.find((x) => x.slug === s)!.title[lang].replace(/"/gu, '&quot;')]),
          );
      }
    });
  }
});
