/**
 * The place read (src/lib/site/place-read.ts), from generated pages: places begin at random heights,
 * in the page's order or shown in another order by the layout (a demo's ruling above its form).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeRead, spotAt, spotTop } from '../../src/lib/site/place-read.ts';

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

/** A page of places one after another: each a box, then a gap before the next; heights and gaps from the grammar. */
const layout = fc.array(fc.record({ height: fc.integer({ min: 1, max: 2000 }), gap: fc.integer({ min: 0, max: 400 }) }), { minLength: 1, maxLength: 25 });
const boxesOf = (parts: { height: number; gap: number }[], scroll: number) => {
  let y = -scroll;
  return parts.map(({ height, gap }, i) => {
    const box = { id: `p${i}`, top: y, bottom: y + height };
    y += height + gap;
    return box;
  });
};
const endOf = (boxes: { bottom: number }[]) => boxes.at(-1)!.bottom + 100;

describe('spotAt / spotTop: the spot read, carried to the page in the other language', () => {
  it('comes back to the same line on the same page', () => {
    fc.assert(
      fc.property(layout, fc.nat(20000), fc.integer({ min: 0, max: 900 }), (parts, scroll, line) => {
        const boxes = boxesOf(parts, scroll);
        const spot = spotAt(boxes, line, endOf(boxes));
        if (spot === undefined) return expect(boxes[0]!.top).toBeGreaterThan(line);
        const byId = new Map(boxes.map((b) => [b.id, b]));
        expect(spotTop(spot, (id) => byId.get(id), endOf(boxes))).toBeCloseTo(Math.min(line, endOf(boxes)), 6);
      }),
    );
  });

  it('stays inside the place read where the other language’s places are longer or shorter, and listed in another order', () => {
    fc.assert(
      fc.property(layout, fc.nat(20000), fc.integer({ min: 0, max: 900 }), fc.array(fc.double({ min: 0.3, max: 3, noNaN: true }), { minLength: 25, maxLength: 25 }), fc.boolean(), (parts, scroll, line, scales, reorder) => {
        const here = boxesOf(parts, scroll);
        const spot = spotAt(here, line, endOf(here));
        const inside = here.find((b) => b.top <= line && line < b.bottom);
        fc.pre(spot !== undefined && inside !== undefined);
        // The other language: every place scaled, the list perhaps in another order (a glossary sorted otherwise).
        const scaled = parts.map((p, i) => ({ height: Math.max(1, Math.round(p.height * scales[i]!)), gap: Math.round(p.gap * scales[i]!), id: `p${i}` }));
        const listed = reorder ? [...scaled].reverse() : scaled;
        const there = boxesOf(listed, 0).map((b, i) => ({ ...b, id: listed[i]!.id }));
        const byId = new Map(there.map((b) => [b.id, b]));
        const y = spotTop(spot!, (id) => byId.get(id), endOf(there))!;
        const same = byId.get(inside!.id)!;
        expect(y).toBeGreaterThanOrEqual(same.top);
        expect(y).toBeLessThanOrEqual(same.bottom);
      }),
    );
  });

  it('is undefined above the first place', () => {
    expect(spotAt([{ id: 'a', top: 300, bottom: 500 }], 200, 900)).toBeUndefined();
  });
});
