/**
 * 2017 Law 61B3 lets defenders ask one another (at the risk of unauthorised information) and
 * gives no zone or regulating authority an option: "unless the regulating authority forbids" is
 * the 2007 wording. No UI string may attach a regulating authority's option to 2017 (issue 34).
 */
import { describe, expect, it } from 'vitest';
import ru from '../../src/i18n/ru.json' with { type: 'json' };
import en from '../../src/i18n/en.json' with { type: 'json' };

/** A sentence part that names 2017 and a regulating authority's permission or ban. */
const WORDING = [
  /2017[^.;]*регулирующ\p{L}* орган/iu,
  /2017[^.;]*regulating authorit/iu,
];

describe('UI strings follow 2017 Law 61B3', () => {
  for (const [lang, table] of [['ru', ru], ['en', en]] as const) {
    it(`${lang}: no string gives 2017 a regulating authority's option`, () => {
      const offending = Object.entries(table as Record<string, string>).filter(([, v]) => WORDING.some((w) => w.test(v)));
      expect(offending.map(([k]) => k)).toEqual([]);
    });
  }
  it('the check finds the 2007 wording where it is', () => {
    expect(WORDING.some((w) => w.test('по Правилам 2017 года — если регулирующий орган этого не запрещает'))).toBe(true);
    expect(WORDING.some((w) => w.test('2017: unless the regulating authority forbids it'))).toBe(true);
  });
});
