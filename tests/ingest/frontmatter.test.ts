import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { toFrontmatter, type FrontmatterValue } from '../../scripts/ingest/emit/to-frontmatter.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40) * 10;

// Strings that YAML likes to read as something else, mixed with arbitrary text.
const tricky = fc.oneof(
  fc.constantFrom('63.5', '61A', '0x1F', '1e3', '.inf', 'true', 'No', 'null', '~', '', ' lead', 'trail ', 'a: b', 'a #b', '#c', '- d', '«Правило»', 'a\nb', '"q"', "'s'", '@x', '65, 69'),
  fc.string({ unit: fc.constantFrom(...'ab9 .:#-,[]{}"\'\n\t\\«»—'.split('')), maxLength: 12 }),
  fc.string(),
);
const scalar = fc.oneof(tricky, fc.integer(), fc.boolean(), fc.constant(null));
const word = fc.stringMatching(/^[a-z][a-zA-Z]{2,8}$/u).filter((w) => !/^(true|false|null|yes|no|on|off)$/iu.test(w));
const value: fc.Arbitrary<FrontmatterValue> = fc.letrec<{ v: FrontmatterValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(word, tie('v'), { maxKeys: 3 }),
  ),
})).v;

describe('frontmatter', () => {
  it('reads back (with the yaml library) as exactly the values written, whatever the strings', () => {
    fc.assert(
      fc.property(fc.dictionary(word, value, { minKeys: 1, maxKeys: 5 }), (fields) => {
        expect(parse(toFrontmatter(fields))).toEqual(fields);
      }),
      { numRuns: RUNS },
    );
  });

  it('writes what yaml.stringify writes for the shape of a generated file', () => {
    const fields = {
      id: '63.5',
      law: 63,
      lawTitle: 'Установление фальшренонса',
      complete: false,
      incomplete: ['head'],
      source: { file: '000_914f08f6380c716d.txt', lines: '252-258' },
      copies: [{ file: '000_914f08f6380c716d.txt', lines: '534-540' }],
      sections: [],
      empty: {},
      title: null,
    };
    expect(toFrontmatter(fields)).toBe(stringify(fields, { lineWidth: 0 }));
  });

  it('refuses a number YAML cannot hold rather than writing something else', () => {
    expect(() => toFrontmatter({ count: Number.NaN })).toThrow(/not a number/u);
  });
});
