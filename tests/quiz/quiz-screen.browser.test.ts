import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { questionBank, type Question } from '../../src/lib/quiz/bank.ts';
import { random, SEED } from '../support/random.ts';
import { shownQuestion } from './shown-question.ts';
import { useSite } from '../support/site.ts';

/**
 * Issue 37, «Тренировка» as a director uses it, on a phone (390×844) and a desktop:
 * the question is on screen (first load, after «Следующий вопрос», the exam's score);
 * the exam keeps its answers to the end and skips what was just practised; review keeps to
 * the chosen edition and survives a reload. Choices, editions and questions are random on
 * every run.
 */
const env = useSite();
const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;
const banks = { ru: questionBank('ru'), en: questionBank('en') };
// Seeded: a failing run is repeated with SEED=… (the seed is in the describe names).
const { int: rand } = random(SEED);
const anyOf = <T>(xs: readonly T[]): T => xs[rand(xs.length)]!;
const edOf = (q: Question) => (q.edition === '1987' ? '1987' : '2017');

/** The current question, once the address names it. */
const shown = (page: Page, lang: 'ru' | 'en'): Promise<Question> => shownQuestion(page, banks[lang]);

/** Where an element's box is, against the viewport (`top` ≥ 0 and < height: on screen). */
const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), vh: innerHeight };
  });
const onScreen = (b: { top: number; vh: number }) => b.top >= 0 && b.top < b.vh;

async function newPage(viewport: { width: number; height: number }) {
  const context = await env.browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

describe('quiz: the question is on screen', () => {
  for (const [name, viewport] of VIEWPORTS)
    it(`on a ${name}: on first load, after «Следующий вопрос», and the exam's score`, async () => {
      const lang = anyOf(['ru', 'en'] as const);
      const { context, page } = await newPage(viewport);
      await page.goto(`${env.origin}/${lang}/quiz/`);
      await expect.poll(() => page.locator('.quiz-stage h2').count()).toBe(1);
      const first = await box(page, '.quiz-stage h2');
      expect(onScreen(first), `first load: question at ${first.top} px of ${first.vh}`).toBe(true);
      const choice = await box(page, '.quiz-choices button');
      expect(choice.bottom, `first load: first choice ends at ${choice.bottom} px of ${choice.vh}`).toBeLessThanOrEqual(choice.vh);

      for (let i = 0; i < 4; i++) {
        // The question's id is in the address (?q=): two questions may share their situation's text.
        const before = new URL(page.url()).searchParams.get('q');
        const n = await page.locator('.quiz-choices button').count();
        await page.locator('.quiz-choices button').nth(rand(n)).click();
        await page.locator('.quiz-next').click();
        await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 5000 }).not.toBe(before);
        const b = await box(page, '.quiz-stage h2');
        expect(onScreen(b), `after «next» ${i + 1}: question at ${b.top} px of ${b.vh}`).toBe(true);
      }

      await page.goto(`${env.origin}/${lang}/quiz/?mode=exam&ed=${anyOf(['1987', '2017', 'differs'])}`);
      for (let i = 0; i < 10; i++) {
        await expect.poll(() => page.locator('.quiz-choices button:not([disabled])').count()).toBeGreaterThan(0);
        const b = await box(page, '.quiz-stage h2');
        expect(onScreen(b), `exam question ${i + 1}: at ${b.top} px of ${b.vh}`).toBe(true);
        const n = await page.locator('.quiz-choices button').count();
        await page.locator('.quiz-choices button').nth(rand(n)).click();
        await page.locator('.quiz-next').click();
      }
      await expect.poll(() => page.locator('.quiz-score').count()).toBe(1);
      const score = await box(page, '.quiz-score');
      expect(onScreen(score), `exam score at ${score.top} px of ${score.vh}`).toBe(true);
      await context.close();
    });
});

describe('quiz: the exam', () => {
  it('reveals no answer until the end, then shows each answer with the score', async () => {
    const lang = anyOf(['ru', 'en'] as const);
    const { context, page } = await newPage(anyOf(VIEWPORTS)[1]);
    await page.goto(`${env.origin}/${lang}/quiz/?mode=exam&ed=${anyOf(['1987', '2017', 'differs'])}`);
    const asked: { q: Question; chosen: number }[] = [];
    for (let i = 0; i < 10; i++) {
      await expect.poll(() => page.locator('.quiz-choices button:not([disabled])').count()).toBeGreaterThan(0);
      const q = await shown(page, lang);
      const chosen = rand(q.choices.length);
      asked.push({ q, chosen });
      await page.locator('.quiz-choices button').nth(chosen).click();
      const stage = page.locator('.quiz-stage');
      expect(await stage.locator('[data-right], [data-wrong], .quiz-right, .quiz-wrong').count(), `exam question ${i + 1} marks right or wrong`).toBe(0);
      expect(await stage.textContent()).not.toContain(q.explanation);
      await page.locator('.quiz-next').click();
    }
    await expect.poll(() => page.locator('.quiz-score').count()).toBe(1);
    const right = asked.filter((a) => a.chosen === a.q.answer).length;
    expect(await page.locator('.quiz-score').textContent()).toContain(String(right));
    const items = page.locator('.quiz-results > li');
    expect(await items.count()).toBe(asked.length);
    for (const [i, a] of asked.entries()) {
      const text = (await items.nth(i).textContent())!;
      expect(text).toContain(a.q.situation);
      expect(text).toContain(a.q.choices[a.q.answer]!);
      expect(text).toContain(a.q.explanation);
      expect(await items.nth(i).locator(a.chosen === a.q.answer ? '.quiz-right' : '.quiz-wrong').count()).toBe(1);
    }
    await context.close();
  });

  // Issue F1: a reload mid-exam started a new exam at «Вопрос 1 из 10», the answers given lost.
  it('on a phone: a reload mid-exam resumes at the question of ?q=, and the score (also reloaded) counts every answer', async () => {
    const lang = anyOf(['ru', 'en'] as const);
    const of = (n: number) => (lang === 'ru' ? `Вопрос ${n} из 10` : `Question ${n} of 10`);
    const { context, page } = await newPage(VIEWPORTS[0][1]);
    await page.goto(`${env.origin}/${lang}/quiz/`);
    await page.locator('select[name=ed]').selectOption('1987');
    await page.locator('select[name=mode]').selectOption('exam');
    const kicker = () => page.locator('.quiz-stage .quiz-kicker').textContent();
    const asked: { q: Question; chosen: number }[] = [];
    for (let i = 0; i < 10; i++) {
      if (i === 3) {
        const id = new URL(page.url()).searchParams.get('q');
        await page.reload();
        await expect.poll(kicker, { message: `${lang}: after a reload at question 4 (${id})` }).toContain(of(4));
        expect(new URL(page.url()).searchParams.get('q')).toBe(id);
      }
      await expect.poll(kicker).toContain(of(i + 1));
      const q = await shown(page, lang);
      expect([q.edition, await page.locator('.quiz-stage h2').textContent()]).toEqual(['1987', q.situation]);
      const chosen = rand(q.choices.length);
      asked.push({ q, chosen });
      await page.locator('.quiz-choices button').nth(chosen).click();
      await page.locator('.quiz-next').click();
    }
    const right = asked.filter((a) => a.chosen === a.q.answer).length;
    const score = lang === 'ru' ? `Результат: ${right} из 10` : `Score: ${right} of 10`;
    await expect.poll(() => page.locator('.quiz-score').textContent()).toBe(score);
    // The finished exam, reloaded, shows its score again rather than a new exam.
    await page.reload();
    await expect.poll(() => page.locator('.quiz-score').textContent()).toBe(score);
    // On the screen, not where the page came back scrolled to (probe round 9: −45 px).
    const s = await box(page, '.quiz-score');
    expect(onScreen(s), `the reloaded score at ${s.top} px of ${s.vh}`).toBe(true);
    const items = page.locator('.quiz-results > li');
    expect(await items.count()).toBe(10);
    for (const [i, a] of asked.entries()) {
      expect(await items.nth(i).textContent()).toContain(a.q.situation);
      expect(await items.nth(i).locator(a.chosen === a.q.answer ? '.quiz-right' : '.quiz-wrong').count()).toBe(1);
    }
    await context.close();
  });

  it('opens the question of an exam address shared to a fresh browser as question 1 of a new exam', async () => {
    const lang = anyOf(['ru', 'en'] as const);
    const q = anyOf(banks[lang].filter((x) => x.edition === '1987'));
    const { context, page } = await newPage(VIEWPORTS[0][1]);
    await page.goto(`${env.origin}/${lang}/quiz/?q=${q.id}&ed=1987&mode=exam`);
    await expect.poll(() => page.locator('.quiz-stage .quiz-kicker').textContent()).toContain(lang === 'ru' ? 'Вопрос 1 из 10' : 'Question 1 of 10');
    expect(await page.locator('.quiz-stage h2').textContent()).toBe(q.situation);
    expect(new URL(page.url()).searchParams.get('q')).toBe(q.id);
    await context.close();
  });

  it('draws no question just practised', async () => {
    const lang = anyOf(['ru', 'en'] as const);
    const { context, page } = await newPage(VIEWPORTS[1][1]);
    // The smallest pool, so that drawing at random would all but surely repeat.
    const pool = banks[lang].filter((q) => q.edition === '2017' && q.differs);
    const practised = new Set<string>();
    await page.goto(`${env.origin}/${lang}/quiz/?ed=differs`);
    const rounds = Math.floor(pool.length / 3) + rand(5);
    for (let i = 0; i < rounds; i++) {
      await expect.poll(() => page.locator('.quiz-choices button:not([disabled])').count()).toBeGreaterThan(0);
      practised.add((await shown(page, lang)).id);
      await page.locator('.quiz-choices button').first().click();
      await page.locator('.quiz-next').click();
    }
    const size = 20;
    expect(pool.length - practised.size).toBeGreaterThanOrEqual(size);
    await page.goto(`${env.origin}/${lang}/quiz/?ed=differs&mode=exam&n=${size}`);
    for (let i = 0; i < size; i++) {
      await expect.poll(() => page.locator('.quiz-choices button:not([disabled])').count()).toBeGreaterThan(0);
      // The server-rendered opening question has live buttons before the exam's first is drawn (no ?q= yet).
      const q = await shown(page, lang);
      expect(practised.has(q.id), `exam question ${i + 1} (${q.id}) was just practised`).toBe(false);
      await page.locator('.quiz-choices button').first().click();
      await page.locator('.quiz-next').click();
    }
    await context.close();
  });
});

describe(`quiz: review (seed ${SEED})`, () => {
  /** Answer a question wrong through its permalink, so that it is due in review. */
  async function miss(page: Page, lang: 'ru' | 'en', q: Question) {
    await page.goto(`${env.origin}/${lang}/quiz/?q=${q.id}`);
    await expect.poll(() => page.locator('.quiz-stage h2').textContent()).toBe(q.situation);
    await page.locator('.quiz-choices button').nth((q.answer + 1) % q.choices.length).click();
    await expect.poll(() => page.locator('.quiz-feedback .quiz-wrong').count()).toBe(1);
  }

  it('asks only the chosen edition\'s questions, and keeps its mode and edition over a reload', async () => {
    const lang = anyOf(['ru', 'en'] as const);
    const { context, page } = await newPage(anyOf(VIEWPORTS)[1]);
    const q2017 = anyOf(banks[lang].filter((q) => q.edition === '2017'));
    const q1987 = [anyOf(banks[lang].filter((q) => q.edition === '1987')), anyOf(banks[lang].filter((q) => q.edition === '1987'))];
    // The 2017 question is missed first: the longest overdue, first in line for any review.
    await miss(page, lang, q2017);
    for (const q of q1987) await miss(page, lang, q);
    const due1987 = new Set(q1987.map((q) => q.id));

    await page.goto(`${env.origin}/${lang}/quiz/?mode=review&ed=1987`);
    await expect.poll(() => page.locator('.quiz-choices button').count()).toBeGreaterThan(0);
    expect(edOf(await shown(page, lang))).toBe('1987');
    await page.reload();
    await expect.poll(() => page.locator('.quiz-choices button').count()).toBeGreaterThan(0);
    const p = new URL(page.url()).searchParams;
    expect([p.get('mode'), p.get('ed')]).toEqual(['review', '1987']);
    // The server renders the opening question and the default controls; the script then sets them from the address.
    await expect.poll(() => page.locator('select[name=mode]').inputValue()).toBe('review');
    await expect.poll(() => page.locator('select[name=ed]').inputValue()).toBe('1987');
    for (let i = 0; i < due1987.size; i++) {
      await expect.poll(() => page.locator('.quiz-choices button:not([disabled])').count()).toBeGreaterThan(0);
      const q = await shown(page, lang);
      expect(due1987.has(q.id), `review of 1987 asks ${q.id}, a ${q.edition} question`).toBe(true);
      await page.locator('.quiz-choices button').nth(q.answer).click();
      await page.locator('.quiz-next').click();
    }
    // 1987's questions answered right: nothing left for 1987, while 2017's is still due.
    await expect.poll(() => page.locator('.quiz-choices button').count()).toBe(0);
    await page.locator('select[name=ed]').selectOption('2017');
    await expect.poll(() => page.locator('.quiz-stage h2').textContent()).toBe(q2017.situation);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('review');
    await context.close();
  });
});

describe('quiz: the first change of a control sticks', () => {
  // Issue 37, F1: on a fresh page the quiz's code loads on the first touch; a change made before
  // it listened was undone (the select went back to 2017, a 2017 question showed). Any control,
  // any value but the rendered one, touched first or not, on a phone and a desktop.
  for (const [name, viewport] of VIEWPORTS)
    it(`on a ${name}: the edition or mode chosen first is the one the page keeps`, async () => {
      const lang = anyOf(['ru', 'en'] as const);
      const [control, value] = anyOf([['ed', '1987'], ['ed', 'differs'], ['mode', 'exam'], ['mode', 'review']] as const);
      const { context, page } = await newPage(viewport);
      await page.goto(`${env.origin}/${lang}/quiz/`);
      const select = page.locator(`select[name=${control}]`);
      if (rand(2) === 0) await select.focus();
      await select.selectOption(value);
      await expect.poll(() => new URL(page.url()).searchParams.get(control), { message: `${lang} ${control}=${value}: the address` }).toBe(value);
      await page.waitForLoadState('networkidle');
      expect(await select.inputValue(), `${lang} ${control}=${value}: the select after the code loaded`).toBe(value);
      expect(new URL(page.url()).searchParams.get(control)).toBe(value);
      const id = new URL(page.url()).searchParams.get('q');
      if (control === 'ed' && id !== null) {
        const q = await shown(page, lang);
        expect(q.edition, `${lang} ${control}=${value}: question ${id}`).toBe(value === '1987' ? '1987' : '2017');
        if (value === 'differs') expect(q.differs).toBe(true);
      }
      await context.close();
    });
});

describe('quiz: an address that names the edition or mode', () => {
  // Held-out of issue 37: /ru/quiz/?ed=2017 started the code at once and kept the rendered question,
  // whose buttons then answered nothing (no feedback, no «Следующий вопрос»). Any language, any address
  // naming the edition or mode of the rendered question, on a phone and a desktop.
  for (const [name, viewport] of VIEWPORTS)
    it(`on a ${name}: the opening question answers`, async () => {
      const lang = anyOf(['ru', 'en'] as const);
      const search = anyOf(['?ed=2017', '?mode=practice', '?ed=2017&mode=practice'] as const);
      const { context, page } = await newPage(viewport);
      await page.goto(`${env.origin}/${lang}/quiz/${search}`);
      await page.waitForLoadState('networkidle');
      await page.locator('.quiz-stage .quiz-choices li').first().locator('button').click();
      await expect.poll(() => page.locator('.quiz-stage .quiz-feedback').textContent(), { timeout: 10_000 }).not.toBe('');
      await context.close();
    });
});

