import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTriage } from '../../src/lib/content/triage.ts';
import { HAND_ONS } from '../../src/lib/site/triage-next.ts';
import { EDITIONS } from '../../src/rules/index.ts';
import type { OkRuling } from '../../src/rules/ruling.ts';
import { DIST, requireDist } from '../support/site.ts';

/**
 * The built outcome pages (/ru/triage/<slug>/, /en/…): a page of two or more cases opens
 * with a list of them, each a link to its case; an outcome with a `next` ends with a link
 * to that outcome; a case whose ruling hands on to another situation (src/lib/site/triage-next.ts:
 * a penalty card, Law 64, Law 16 …) says so right under its ruling, with a link to that situation's
 * outcome. Reads dist/ (`npm run build` first).
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

    it(`${lang}: every case whose ruling hands on to another situation links to it right under its ruling`, () => {
      const bySlug = new Map(tree.outcomes.map((o) => [o.slug, o]));
      const lawOf = (id: string) => Number(/^(?:\d{4}:)?(\d+)/u.exec(id)![1]);
      let handed = 0;
      const wrong: string[] = [];
      for (const o of tree.outcomes) {
        const html = page(lang, o.slug);
        o.rulings.forEach((c, i) => {
          const section = new RegExp(`<section class="triage-case" id="case-${i + 1}"[\\s\\S]*?</section>`, 'u').exec(html)?.[0] ?? '';
          const next = /<p class="triage-case-next"[^>]*>([\s\S]*?)<\/p>/u.exec(section);
          const linked = [...(next?.[1] ?? '').matchAll(/href="\/\w+\/triage\/([^/"]+)\/"/gu)].map((m) => bySlug.get(m[1]!)!);
          const place = `${o.slug} case ${i + 1}`;
          if (next) expect(section.indexOf('triage-case-next'), place).toBeGreaterThan(section.lastIndexOf('triage-ed-2017'));
          const rulings = EDITIONS.map((ed) => c.rule.apply({ ...c.input }, ed)).filter((r): r is OkRuling<unknown> => r.ok);
          // Each situation the ruling hands on to (and its own outcome does not take over) has a link to an outcome that takes it.
          const classes = HAND_ONS.filter((h) => rulings.some(h.hands) && !h.takes(o));
          for (const h of classes) {
            handed++;
            if (!linked.some((x) => x !== undefined && h.takes(x))) wrong.push(`${lang} ${place}: hands on to ${h.name}, links ${linked.map((x) => x?.slug).join(', ') || 'nothing'}`);
          }
          // Read apart from the classes: a ruling that cites Law 16 on a page not about Law 16 leads to the outcome of Law 16.
          const ui = tree.outcomes.find((x) => x.law === 16)!;
          if (o.law !== 16 && rulings.some((r) => r.cites.some((id) => !id.includes('.') && lawOf(id) === 16)) && !linked.includes(ui)) wrong.push(`${lang} ${place}: cites Law 16, no link to ${ui.slug}`);
          // And no link the ruling does not call for.
          for (const x of linked) if (!x || !classes.some((h) => h.takes(x))) wrong.push(`${lang} ${place}: links ${x?.slug ?? 'an unknown outcome'}, which takes over nothing its ruling hands on`);
        });
      }
      expect(wrong).toEqual([]);
      expect(handed).toBeGreaterThan(20);
      // The places the director walked through: the revoke question leads on to the trick transfer and the penalty card.
      const rq = page(lang, 'revoke-question');
      for (const n of [1, 3]) {
        const section = new RegExp(`id="case-${n}"[\\s\\S]*?</section>`, 'u').exec(rq)![0];
        for (const slug of ['revoke-tricks', 'penalty-card-play']) expect(section, `revoke-question case ${n}`).toContain(`href="/${lang}/triage/${slug}/"`);
      }
    });
  }
});
