/**
 * Run `fn` over `items` with at most `limit` of them at once (a browser test's independent page
 * checks: one page after another left Chromium waiting on the server, and the server on Chromium).
 * The results come back in the items' order, whatever order they finish in; the first rejection rejects.
 */
import pLimit from 'p-limit';

export function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const run = pLimit(limit);
  return Promise.all(items.map((item, i) => run(() => fn(item, i))));
}
