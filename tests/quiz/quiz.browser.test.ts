import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { questionBank } from '../../src/lib/quiz/bank.ts';
import { EXAM_SIZE } from '../../src/lib/quiz/review.ts';
import { useSite } from '../support/site.ts';

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

    // The wrong answer comes back in review, after a reload.
    await page.goto(`${env.origin}/ru/quiz/?mode=review`);
    await expect.poll(() => page.locator('.quiz-stage h2').textContent()).toBe(q.situation);
    await page.locator('.quiz-choices button').nth(q.answer).click();
    await expect.poll(() => feedback.locator('.quiz-right').count()).toBe(1);
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
      const q = en.find((x) => x.id === new URL(page.url()).searchParams.get('q'))!;
      expect([q.edition, q.differs]).toEqual(['2017', true]);
      await page.locator('.quiz-choices button').first().click();
      await page.locator('.quiz-next').click();
    }
    await page.close();
  });

  const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const inView = (sel: string) => async (page: import('playwright-core').Page) =>
    page.locator(sel).first().evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= -2 && r.top < innerHeight - 40; // scrolled to: a fraction of a pixel above
    });

  it('on a phone, starts the question on the first screen, and after «Следующий вопрос» shows the new situation', async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${env.origin}/ru/quiz/`);
    await page.locator('.quiz-stage h2').waitFor();
    expect(await inView('.quiz-stage h2')(page)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const before = new URL(page.url()).searchParams.get('q');
      const q = ru.find((x) => x.id === before)!;
      await page.locator('.quiz-choices button').nth((q.answer + i) % q.choices.length).click();
      await page.locator('.quiz-next').scrollIntoViewIfNeeded();
      await page.locator('.quiz-next').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).not.toBe(before);
      await expect.poll(() => inView('.quiz-stage h2')(page)).toBe(true);
    }
    await context.close();
  });

  it('keeps an exam silent until its end, then shows the score on screen with each answer; asks first what was not just practised', async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await context.newPage();
    // Practise a few 1987 questions first.
    await page.goto(`${env.origin}/ru/quiz/?ed=1987`);
    const practised: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.locator('.quiz-choices button').first().waitFor();
      practised.push(new URL(page.url()).searchParams.get('q')!);
      await page.locator('.quiz-choices button').first().click();
      await page.locator('.quiz-next').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).not.toBe(practised.at(-1));
    }
    await page.locator('input[name=mode][value=exam]').check();
    const asked: string[] = [];
    for (let i = 0; i < EXAM_SIZE; i++) {
      await expect.poll(() => page.locator('.quiz-kicker').textContent()).toContain(`Вопрос ${i + 1} из ${EXAM_SIZE}`);
      const q = ru.find((x) => x.id === new URL(page.url()).searchParams.get('q'))!;
      asked.push(q.id);
      expect(q.edition).toBe('1987');
      await page.locator('.quiz-choices button').nth(i % q.choices.length).click();
      // Nothing said about the answer while the exam runs.
      expect(await page.locator('.quiz-right, .quiz-wrong, .quiz-choices [data-right], .quiz-choices [data-wrong]').count()).toBe(0);
      expect(await page.locator('.quiz-feedback').textContent()).not.toContain(q.explanation);
      await page.locator('.quiz-next').click();
    }
    expect(asked.filter((id) => practised.includes(id))).toEqual([]);
    await page.locator('.quiz-score').waitFor();
    expect(await inView('.quiz-score')(page)).toBe(true);
    expect(await page.locator('.quiz-answers > li').count()).toBe(EXAM_SIZE);
    const first = ru.find((x) => x.id === asked[0])!;
    expect(await page.locator('.quiz-answers > li').first().textContent()).toContain(first.explanation);
    await context.close();
  });

  it('reviews only the chosen edition, and a reload stays in review', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    // A wrong answer to a question of each edition.
    for (const ed of ['1987', '2017'] as const) {
      const q = pick(ru.filter((x) => x.edition === ed));
      await page.goto(`${env.origin}/ru/quiz/?q=${q.id}`);
      await page.locator('.quiz-choices button').first().waitFor();
      await page.locator('.quiz-choices button').nth((q.answer + 1) % q.choices.length).click();
      await page.locator('.quiz-feedback .quiz-wrong').waitFor();
    }
    await page.goto(`${env.origin}/ru/quiz/?ed=1987&mode=review`);
    await page.locator('.quiz-choices button').first().waitFor();
    const shown = ru.find((x) => x.id === new URL(page.url()).searchParams.get('q'))!;
    expect(shown.edition).toBe('1987');
    expect(await page.locator('.quiz-kicker').textContent()).toContain('К повторению: 1');
    await page.reload();
    await page.locator('.quiz-choices button').first().waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('review');
    expect(await page.locator('input[name=mode][value=review]').isChecked()).toBe(true);
    expect(await page.locator('.quiz-kicker').textContent()).toContain('К повторению');
    await context.close();
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
