import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { questionAliases, questionBank } from '../../src/lib/quiz/bank.ts';
import { EXAM_SIZE } from '../../src/lib/quiz/review.ts';
import { useSite } from '../support/site.ts';
import { shownQuestion } from './shown-question.ts';

/**
 * «Тренировка» in a real browser, against the built site: practice answers at once with
 * the rules module's answer; a permalink opens its question; an exam ends with a score and
 * a breakdown by area; a wrong answer comes back in review after a reload; without
 * JavaScript a sample question reveals its answer.
 */
const env = useSite();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ru = questionBank('ru');
const en = questionBank('en');
/** A question by its place in the bank, so every run asks another rule's question. */
const pick = (bank = ru, n = Math.floor(Math.random() * bank.length)) => bank[n]!;

describe('quiz: practice, permalink, exam and review', () => {
  it('opens the question of a permalink, and answers a wrong choice at once with the right one and its explanation', async () => {
    const page = await env.browser.newPage();
    const q = pick();
    await page.goto(`${env.origin}/ru/quiz/?q=${q.id}`);
    await expect.poll(() => page.locator('.quiz-stage h2').textContent()).toBe(q.situation);
    const wrong = q.choices.findIndex((_, i) => i !== q.answer);
    await page.locator('.quiz-choices button').nth(wrong).click();
    const feedback = page.locator('.quiz-feedback');
    await expect.poll(() => feedback.textContent()).toContain(q.choices[q.answer]!);
    expect(await feedback.locator('.quiz-wrong').count()).toBe(1);
    expect(await feedback.textContent()).toContain(q.explanation);
    expect(await feedback.locator('a').count()).toBeGreaterThanOrEqual(q.cites.length);
    expect(new URL(page.url()).searchParams.get('q')).toBe(q.id);
    // Feedback shown, buttons disabled: still clean for screen readers and keyboards.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run()).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);

    // The wrong answer comes back in review of its edition, after a reload.
    await page.goto(`${env.origin}/ru/quiz/?mode=review${q.edition === '1987' ? '&ed=1987' : ''}`);
    await expect.poll(() => page.locator('.quiz-stage h2').textContent()).toBe(q.situation);
    await page.locator('.quiz-choices button').nth(q.answer).click();
    await expect.poll(() => feedback.locator('.quiz-right').count()).toBe(1);
    await page.close();
  });

  it('opens, at the permalink of a question dropped as a repeat, the question kept in its place, under the kept id', async () => {
    const page = await env.browser.newPage();
    const aliases = Object.entries(questionAliases());
    const [dropped, kept] = aliases[Math.floor(Math.random() * aliases.length)]!;
    const q = en.find((x) => x.id === kept)!;
    await page.goto(`${env.origin}/en/quiz/?q=${dropped}`);
    await expect.poll(() => page.locator('.quiz-stage h2').textContent()).toBe(q.situation);
    // The address is rewritten by history.replaceState, which Playwright's page.url() learns a moment later.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(kept);
    await page.close();
  });

  it('gives an English exam of EXAM_SIZE questions a score and a breakdown by area', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/en/quiz/?mode=exam`);
    let right = 0;
    for (let i = 0; i < EXAM_SIZE; i++) {
      const h = page.locator('.quiz-stage h2');
      await expect.poll(() => page.locator('.quiz-kicker').textContent()).toContain(`Question ${i + 1} of ${EXAM_SIZE}`);
      const text = await h.textContent();
      const id = new URL(page.url()).searchParams.get('q');
      const q = en.find((x) => x.id === id)!;
      expect(q.situation).toBe(text);
      const choice = i % 2 === 0 ? q.answer : (q.answer + 1) % q.choices.length;
      if (choice === q.answer) right++;
      await page.locator('.quiz-choices button').nth(choice).click();
      await page.locator('.quiz-next').click();
    }
    await expect.poll(() => page.locator('.quiz-score').textContent()).toBe(`Score: ${right} of ${EXAM_SIZE}`);
    expect(await page.locator('.quiz-areas li').count()).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  it('asks only 2017 questions whose ruling differs in the "where 2017 differs" set', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin}/en/quiz/?ed=differs`);
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => page.locator('.quiz-choices button').count()).toBeGreaterThan(0);
      const q = await shownQuestion(page, en);
      expect([q.edition, q.differs]).toEqual(['2017', true]);
      await page.locator('.quiz-choices button').first().click();
      await page.locator('.quiz-next').click();
    }
    await page.close();
  });

  it('reads without JavaScript: a sample question reveals its answer', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.origin}/ru/quiz/`);
    const sample = page.locator('.quiz-q').first();
    await sample.locator('summary').click();
    const id = (await sample.getAttribute('id'))!.slice(2);
    const q = ru.find((x) => x.id === id)!;
    expect(await sample.locator('details').textContent()).toContain(q.choices[q.answer]!);
    await context.close();
  });
});
