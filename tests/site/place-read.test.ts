/**
 * The place read (src/lib/site/place-read.ts), from generated pages: places begin at random heights,
 * in the page's order or shown in another order by the layout (a demo's ruling above its form).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeRead } from '../../src/lib/site/place-read.ts';

const tops = fc.uniqueArray(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: 30 });

describe('placeRead', () => {
  it('is the place begun lowest on the screen at or above the band, in whatever order the page lists them', () => {
    fc.assert(
      fc.property(tops, fc.integer({ min: 0, max: 80 }), fc.boolean(), (ys, band, shuffled) => {
        const inOrder = [...ys].sort((a, b) => a - b).map((top, i) => ({ id: `p${i}`, top }));
        // The layout shows some places before those that precede them in the page.
        const listed = shuffled ? [...inOrder].reverse() : inOrder;
        const begun = inOrder.filter((p) => p.top <= band);
        expect(placeRead(listed, band)).toBe(begun.at(-1)?.id);
      }),
    );
  });

  it('takes the later in the page’s order of two begun at the same height', () => {
    expect(placeRead([{ id: 'a', top: -10 }, { id: 'b', top: -10 }, { id: 'c', top: 200 }], 40)).toBe('b');
  });
});
