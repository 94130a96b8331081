/**
 * inapplicable (src/scripts/demos/view.ts): the questions of a demo's form that do not apply
 * are those whose every answer gives the same ruling, under both editions, with the other
 * answers as they are. Rules and domains are generated: a rule reads some of its fields only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ruling } from '../../src/rules/ruling.ts';
import { inapplicable } from '../../src/scripts/demos/view.ts';

type Input = Record<string, string | number | boolean>;
const ruling = (outcome: unknown): Ruling<unknown> => ({ ok: true, outcome, decidedBy: '1', cites: [], explanation: { ru: '', en: '' } }) as unknown as Ruling<unknown>;

describe('inapplicable', () => {
  it('hides exactly the fields the rule does not read, here and now', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{2,8}$/u), { minLength: 2, maxLength: 5 }), fc.integer({ min: 2, max: 4 }), fc.infiniteStream(fc.boolean()), (names, n, reads) => {
        const it = reads[Symbol.iterator]();
        const read = new Set(names.filter(() => it.next().value));
        const domain = Object.fromEntries(names.map((f) => [f, Array.from({ length: n }, (_, k) => k)]));
        const input: Input = Object.fromEntries(names.map((f) => [f, 0]));
        // Reads its fields in 1987; in 2017 it reads one more (the first name), so that one always applies.
        const apply = (i: Input, ed?: '1987' | '2017') => ruling([...read, ...(ed === '2017' ? [names[0]!] : [])].map((f) => i[f]));
        const expected = names.filter((f) => !read.has(f) && f !== names[0]);
        expect(inapplicable(apply, input, domain).sort()).toEqual(expected.sort());
      }),
    );
  });

  it('keeps a field that matters only for some answers of another when that answer is given', () => {
    const domain = { event: ['a', 'b'], who: ['x', 'y'] };
    const apply = (i: Input) => ruling(i.event === 'b' ? [i.event, i.who] : [i.event]);
    expect(inapplicable(apply, { event: 'a', who: 'x' }, domain)).toEqual(['who']);
    expect(inapplicable(apply, { event: 'b', who: 'x' }, domain)).toEqual([]);
  });
});
