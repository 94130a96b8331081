/**
 * The commentary an outcome page of «Что случилось?» quotes links the places it cites, as the law
 * pages do (probe round 9: «Правилом 29В», «63А4» stayed text on eight Russian outcome pages while
 * the same paragraph on /ru/laws/31/ linked them). Read from the built pages (`npm run build` first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../support/site.ts';
import { findRefs } from '../../src/lib/refs/find-refs.ts';

describe('the commentary quoted on the outcome pages', () => {
  requireDist();
  it('links every place a quote cites, in both languages', () => {
    const unlinked: string[] = [];
    let quotes = 0;
    for (const lang of ['ru', 'en'] as const) {
      const dir = join(DIST, lang, 'triage');
      for (const slug of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
        const { document } = parseHTML(readFileSync(join(dir, slug, 'index.html'), 'utf8'));
        for (const q of document.querySelectorAll('main li > q')) {
          quotes++;
          const linked = [...q.querySelectorAll('a')].map((a) => a.textContent);
          for (const m of findRefs(q.textContent ?? '', lang)) if (!linked.includes(m.text)) unlinked.push(`/${lang}/triage/${slug}/: ${m.text}`);
        }
      }
    }
    expect(quotes).toBeGreaterThan(50);
    expect(unlinked).toEqual([]);
  });
});
