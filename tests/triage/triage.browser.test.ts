import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadTriage } from '../../src/lib/content/triage.ts';
import { useSite } from '../support/site.ts';

/**
 * «Что случилось?» in a real browser, against the built site (`npm test` builds dist/
 * first): from the home page to a revoke outcome in at most four taps, without JavaScript
 * and with it (the Back button going back one step); an outcome's demo link opening the
 * demo with its situation set; an outcome showing the rules module's rulings under both
 * editions, with their difference marked.
 */
const env = useSite();
const tree = loadTriage();
const ask = (id: string) => tree.questions.get(id)!.ask.ru;
/** The first answers on the way from the start to a revoke outcome (the label, as the page shows it). */
function pathToRevoke(lang: 'ru' | 'en'): { slug: string; taps: string[] } {
  const slug = 'revoke-tricks';
  const steps = tree.pathTo.get(`o:${slug}`)!;
  return { slug, taps: steps.map((s) => tree.questions.get(s.question)!.answers[s.answer]!.label[lang]) };
}

const visibleQuestion = (page: Page) => page.locator('.triage-step:visible h2').textContent();
/** A link the reader sees and can tap: visible, by its exact text. */
const tap = async (page: Page, text: string) => {
  const link = page.locator('a:visible', { hasText: text }).first();
  await link.click();
  // A new page's stylesheet decides which step shows: wait for it (the machine may be busy).
  await page.waitForLoadState('load');
};

describe('triage: from the table to the ruling', () => {
  it('goes from /ru/ to a revoke outcome in at most four taps without JavaScript, and Back goes back one step', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.origin}/ru/`);
    const { slug, taps } = pathToRevoke('ru');
    let count = 0;
    await tap(page, 'Что случилось за столом?');
    count++;
    expect(await visibleQuestion(page)).toBe(ask(tree.start));
    for (const label of taps) {
      await tap(page, label);
      count++;
    }
    expect(count).toBeLessThanOrEqual(4);
    expect(new URL(page.url()).pathname).toBe(`/ru/triage/${slug}/`);
    expect(await page.locator('h1').textContent()).toBe('Сколько взяток передать за фальшренонс');
    await page.goBack();
    expect(new URL(page.url()).hash).toBe('#q-revoke');
    expect(await visibleQuestion(page)).toBe(ask('revoke'));
    await page.goBack();
    expect(await visibleQuestion(page)).toBe(ask(tree.start));
    await context.close();
  });

  it('answers at once with JavaScript, one history entry per answer, Back going back one step', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.origin}/ru/`);
    await tap(page, 'Что случилось за столом?');
    await page.waitForFunction(() => document.querySelector('triage-steps')?.hasAttribute('data-js'));
    const { slug, taps } = pathToRevoke('ru');
    const [first, ...rest] = taps;
    const before = await page.evaluate(() => history.length);
    await tap(page, first!);
    // No new document: the step changed in place, and one entry was pushed.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(await visibleQuestion(page)).toBe(ask('revoke'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(ask('revoke'));
    await page.goBack();
    expect(await visibleQuestion(page)).toBe(ask(tree.start));
    await page.goForward();
    expect(await visibleQuestion(page)).toBe(ask('revoke'));
    for (const label of rest) await tap(page, label);
    await page.waitForURL(`**/ru/triage/${slug}/`);
    await page.goBack();
    await page.waitForURL('**/ru/triage/#q-revoke');
    expect(await visibleQuestion(page)).toBe(ask('revoke'));
    await context.close();
  });

  it("opens an outcome's demo with its situation set", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.origin}/en/triage/revoke-tricks/`);
    const outcome = tree.outcomes.find((o) => o.slug === 'revoke-tricks')!;
    const c = outcome.rulings[1]!;
    const expected = c.rule.apply(c.input, '1987');
    if (!expected.ok) throw new Error('the case must be decided');
    await page.locator('#case-2 .triage-demo a').click();
    await page.waitForURL('**/en/demos/revoke/**');
    const demo = page.locator('rule-demo[data-key="penalty"]');
    await page.waitForFunction(() => !document.querySelector('rule-demo[data-key="penalty"] fieldset.demo-situation')?.hasAttribute('disabled'));
    for (const [field, value] of Object.entries(c.input)) {
      const select = demo.locator(`select[name="penalty.${field}"]`);
      if (await select.count()) expect(await select.inputValue(), field).toBe(String(value));
      else expect(await demo.locator(`input[name="penalty.${field}"][value="${String(value)}"]`).isChecked(), field).toBe(true);
    }
    expect(await demo.locator('.demo-ruling .demo-explanation').textContent()).toBe(expected.explanation.en);
    await context.close();
  });

  it('shows an outcome under both editions, as the rules module rules, and marks where they differ', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const lang of ['ru', 'en'] as const) {
      await page.goto(`${env.origin}/${lang}/triage/revoke-tricks/`);
      const outcome = tree.outcomes.find((o) => o.slug === 'revoke-tricks')!;
      let differing = 0;
      for (const [i, c] of outcome.rulings.entries()) {
        const box = page.locator(`#case-${i + 1}`);
        const r1987 = c.rule.apply(c.input, '1987');
        const r2017 = c.rule.apply(c.input, '2017');
        if (!r1987.ok || !r2017.ok) throw new Error('the case must be decided');
        expect(await box.locator('.triage-ed-1987 .demo-explanation').textContent()).toBe(r1987.explanation[lang]);
        expect(await box.locator('.triage-ed-2017 .demo-explanation').textContent()).toBe(r2017.explanation[lang]);
        const differs = JSON.stringify(r1987.outcome) !== JSON.stringify(r2017.outcome);
        expect(await box.locator('.triage-ed-2017').getAttribute('data-differs')).toBe(differs ? '' : null);
        if (differs) differing++;
      }
      // Both sides revoked: no transfer in 2017 (64B7), the 1987 Code transfers.
      expect(differing).toBeGreaterThan(0);
    }
    await context.close();
  });
});

describe('triage: the search knows the outcomes', () => {
  // Situations, told as who did what (issue 35): a topic alone («ход вне очереди») is answered
  // by the law text first (tests/site/search.test.ts).
  const cases: { lang: 'ru' | 'en'; q: string }[] = [
    { lang: 'ru', q: 'защитник пошёл вне очереди' },
    { lang: 'en', q: 'declarer led from the wrong hand' },
    { lang: 'ru', q: 'карта открыта' },
  ];
  it.each(cases)('«$q» ($lang) finds an outcome page first, one whose own words hold the query', async ({ lang, q }) => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/${lang}/search/`);
    const items = await page.evaluate(async (query) => {
      const el = document.querySelector('site-search') as HTMLElement & { query(q: string): Promise<{ items: { href: string; kind: string }[] }> };
      return (await el.query(query)).items;
    }, q);
    await page.close();
    const first = items[0];
    expect(first?.kind, JSON.stringify(items.slice(0, 3))).toBe('triage');
    const slug = /\/triage\/([^/]+)\/$/u.exec(first!.href)?.[1];
    const outcome = tree.outcomes.find((o) => o.slug === slug);
    expect(outcome, first!.href).toBeDefined();
    // The places of the Laws follow the outcomes.
    expect(items.some((i) => i.kind !== 'triage')).toBe(true);
  });
});
