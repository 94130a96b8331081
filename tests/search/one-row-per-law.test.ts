/**
 * For words, the concordance's rows of one law (87, 87A, 87B) do not fill the first screen:
 * round 4's "fouled board" had three rows of Law 87 above the outcome and the law's page.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneRowPerLaw, type Hit } from '../../src/lib/search/engine.ts';

const hit = (url: string, kind: string): Hit => ({ url, kind, id: '', title: '', label: '', excerpt: '', score: 0 });
const row = fc.tuple(fc.integer({ min: 1, max: 93 }), fc.constantFrom('', 'A', 'B2', 'C'), fc.constantFrom('e', 'y2017')).map(([n, s, p]) => hit(`/en/editions/x/#${p}-${n}${s}`, 'editions'));
const place = fc.tuple(fc.integer({ min: 1, max: 93 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom('commentary', 'law', 'triage')).map(([n, k, kind]) => hit(`/en/laws/${n}/#${n}.${k}`, kind));
const lawOf = (h: Hit) => /#(?:e|y\d{4})-(\d+)/u.exec(h.url)?.[1];

describe('oneRowPerLaw', () => {
  it('keeps the first row of each law where it ranks, and moves its other rows after every other result', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(row, place), { maxLength: 14 }), (hits) => {
        const out = oneRowPerLaw(hits);
        expect([...out].sort((a, b) => (a.url < b.url ? -1 : 1))).toEqual([...hits].sort((a, b) => (a.url < b.url ? -1 : 1)));
        const seen = new Set<string>();
        const firsts = hits.filter((h) => h.kind !== 'editions' || !seen.has(lawOf(h)!) && seen.add(lawOf(h)!));
        expect(out.slice(0, firsts.length)).toEqual(firsts);
      }),
    );
    const rows = ['87A', '87', '87B'].map((id) => hit(`/en/editions/72-93/#e-${id}`, 'editions'));
    const outcome = hit('/en/triage/fouled-board/', 'triage');
    expect(oneRowPerLaw([...rows, outcome]).map((h) => h.url)).toEqual([rows[0]!.url, outcome.url, rows[1]!.url, rows[2]!.url]);
  });
});
