/**
 * Every built page is valid HTML by html-validate's recommended rules, with only the
 * exceptions below, each a deliberate choice of the site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../support/site.ts';
import { pages } from '../budgets/dist.ts';

const dist = process.env.DIST_DIR ?? DIST;

const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Anchors are the Laws' own numbers (#61.5, #63A4), so links and short URLs read
    // like the book. HTML5 allows any id without spaces; the rule's default also
    // wants a leading letter and no dots (HTML4). Relaxed = the HTML5 rule.
    'valid-id': ['error', { relaxed: true }],
    // Page titles carry the paragraph and the law's title («Комментарий к Правилам,
    // п. 61.5 — Игра не в масть — …») so a tab or a search result says what it is;
    // the 70-character limit is a search-snippet heuristic, not validity.
    'long-title': 'off',
    // The demos' controls sit in a <form> for grouping and reset, and update the
    // ruling as they change (src/scripts/demos/): there is nothing to submit, and a
    // submit button would be a control that does nothing. (WCAG H32 is about forms
    // that are submitted.)
    'wcag/h32': 'off',
  },
};

/**
 * Known markup bugs, reported and not yet fixed, in files that are not this test's to
 * change (each is a real error, not a choice). Any other error fails the test; an entry
 * that no longer occurs is reported, so that it can be removed.
 */
const KNOWN: { rule: string; where: RegExp; why: string }[] = [];

describe('HTML validity of the built pages (html-validate)', () => {
  it('reports no error on any page', async () => {
    requireDist(dist);
    const validator = new HtmlValidate(new StaticConfigLoader(CONFIG));
    const errors: string[] = [];
    const known = new Map(KNOWN.map((k) => [k, 0]));
    const list = pages(dist);
    for (const page of list) {
      const report = await validator.validateString(readFileSync(join(dist, page), 'utf8'), page);
      for (const r of report.results) {
        for (const m of r.messages) {
          const k = KNOWN.find((x) => x.rule === m.ruleId && x.where.test(`${m.selector ?? ''} ${m.message}`));
          if (k) known.set(k, known.get(k)! + 1);
          else errors.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
        }
      }
    }
    for (const [k, n] of known) {
      if (n) console.warn(`html-validate: known bug, ${n}×: ${k.rule}: ${k.why}`);
      else console.warn(`html-validate: the known bug «${k.rule}» no longer occurs: remove it from KNOWN in ${import.meta.filename}`);
    }
    expect(list.length).toBeGreaterThan(100);
    const byRule = new Map<string, number>();
    for (const e of errors) {
      const rule = / ([\w/-]+): /.exec(e)?.[1] ?? '?';
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    }
    const summary = [...byRule].map(([r, n]) => `${r} ×${n}`).join(', ');
    expect(errors, `${errors.length} errors (${summary}):\n${errors.slice(0, 30).join('\n')}`).toEqual([]);
  }, 300_000);

  it('catches invalid markup (the validator is really on)', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(CONFIG));
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><p id="a">x</p><p id="a"><div>y</div></p><form action=""></form></body></html>',
      'bad.html',
    );
    const rules = new Set(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)));
    expect(rules).toContain('no-dup-id');
    expect(rules).toContain('attribute-allowed-values');
  });
});
