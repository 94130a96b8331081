/**
 * The search page's reader (src/lib/search/query.ts readOnPage): the text's words for calls and situations are fetched once
 * from /{lang}/search/words.json, not carried in the page; without them (offline with no cache, a failed fetch) a query's id
 * and words are read all the same.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { situationWords } from '../support/situation-words';

const words = { auction: { bid: 'BID', insufficient: 'INSUFFICIENT', overSeven: 'OVER', changed: 'CHANGED', meaning: 'MEANING' }, play: situationWords({ hesitation: 'HESITATION' }) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('readOnPage: the reader’s words fetched beside the page', () => {
  it('fetches the words once, from the page’s language, and reads the situation with them', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(JSON.stringify(words))));
    const { readOnPage } = await import('../../src/lib/search/query');
    const page = { base: '/', lang: 'ru' as const };
    expect((await readOnPage('партнёр тяжело вздохнул и спасовал', page, () => true)).words).toContain('HESITATION');
    expect((await readOnPage('правило 63А4', page, () => true)).ref?.id).toBe('63A4');
    expect(fetched).toEqual(['/ru/search/words.json']);
  });

  it('reads the id and the words as typed where the words cannot be fetched', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const { readOnPage } = await import('../../src/lib/search/query');
    const read = await readOnPage('партнёр тяжело вздохнул, правило 16', { base: '/', lang: 'ru' }, () => true);
    expect(read.words).not.toContain('HESITATION');
    expect(read.ref?.id).toBe('16');
  });
});
