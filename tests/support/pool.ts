/**
 * Run `fn` over `items` with at most `limit` of them at once (a browser test's independent page
 * checks: one page after another left Chromium waiting on the server, and the server on Chromium).
 * The results come back in the items' order, whatever order they finish in; the first rejection rejects.
 */
export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
