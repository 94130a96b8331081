/**
 * The question the quiz shows, read from the page's address once it names one. Before the quiz's
 * code runs, the server's opening question already shows its choices, with no `q` in the address:
 * a test that reads the address as soon as choices show can find none.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Question } from '../../src/lib/quiz/bank.ts';

const named = (page: Page, bank: readonly Question[]) => bank.find((x) => x.id === new URL(page.url()).searchParams.get('q'));

export async function shownQuestion(page: Page, bank: readonly Question[]): Promise<Question> {
  await expect.poll(() => named(page, bank) !== undefined).toBe(true);
  return named(page, bank)!;
}
