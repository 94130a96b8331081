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
const page = fc.integer({ min: 1, max: 93 }).map((n) => hit(`/en/laws/${n}/`, 'editions'));
const lawOf = (h: Hit) => {
  const m = /#(?:e|y(\d{4}))-(\d+)/u.exec(h.url) ?? /\/laws\/()(\d+)\/$/u.exec(h.url);
  return `${m![1] || '1987'}:${m![2]}`;
};

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

  it('puts a law’s page (its box, the law’s text not loaded) in the place of the law’s first row, and its rows after every other result', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.oneof(row, place, page), { maxLength: 14, selector: (h) => h.url }), (hits) => {
        const out = oneRowPerLaw(hits);
        expect(out.length).toBe(hits.length);
        expect(new Set(out)).toEqual(new Set(hits));
        const rowsOf = (law: string) => out.filter((h) => h.kind === 'editions' && lawOf(h) === law);
        const others = out.filter((h) => h.kind !== 'editions');
        for (const law of new Set(hits.filter((h) => h.kind === 'editions').map((h) => lawOf(h)!))) {
          const mine = rowsOf(law);
          const pageHit = mine.find((h) => !h.url.includes('#'));
          if (pageHit) expect(mine[0]).toBe(pageHit);
          // Every one of the law's rows but its first stands after every other result.
          for (const h of mine.slice(1)) expect(out.indexOf(h)).toBeGreaterThan(Math.max(-1, ...others.map((o) => out.indexOf(o))));
        }
        // The other results keep their order.
        expect(others).toEqual(hits.filter((h) => h.kind !== 'editions'));
      }),
    );
    const law21 = hit('/en/laws/21/', 'editions');
    const row21 = hit('/en/editions/17-27/#e-21', 'editions');
    const outcome = hit('/en/triage/call-on-misinformation/', 'triage');
    expect(oneRowPerLaw([row21, outcome, law21]).map((h) => h.url)).toEqual([law21.url, outcome.url, row21.url]);
    // A 2017 law's rows are its own: the 1987 law's page of the same number does not take their place.
    const y23 = hit('/en/editions/17-27/#y2017-23A', 'editions');
    const law23 = hit('/en/laws/23/', 'editions');
    expect(oneRowPerLaw([y23, outcome, law23]).map((h) => h.url)).toEqual([y23.url, outcome.url, law23.url]);
  });
});
