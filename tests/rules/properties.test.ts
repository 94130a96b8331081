import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANONICAL_REF,
  type Domain,
  RULES,
  type Ruling,
  REVOKE_PENALTY_DOMAIN,
  type RevokePenaltyInput,
  revokeCorrection,
  revokePenalty,
} from '../../src/rules';

/** An arbitrary that draws one valid value per field of a domain. */
function fromDomain(domain: Domain): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, values] of Object.entries(domain)) fields[key] = fc.constantFrom(...values);
  return fc.record(fields);
}

const CYRILLIC = /[а-яё]/i;

function checkShape(r: Ruling<unknown>): void {
  expect(typeof r.ok).toBe('boolean');
  if (r.ok) {
    expect(r.cites.length).toBeGreaterThan(0);
    expect(r.cites[0]).toBe(r.decidedBy);
    expect(new Set(r.cites).size).toBe(r.cites.length);
    for (const id of r.cites) expect(id, `cite ${id}`).toMatch(CANONICAL_REF);
    expect(r.explanation.ru).toMatch(CYRILLIC);
    expect(r.explanation.en.length).toBeGreaterThan(20);
    expect(r.explanation.en, 'English explanation contains Cyrillic').not.toMatch(CYRILLIC);
    if (r.editionNote) {
      expect(r.explanation.ru).toContain(r.editionNote.ru);
      expect(r.explanation.en).toContain(r.editionNote.en);
    }
  } else {
    expect(r.cites).toEqual([]);
    expect(r.problem.ru).toMatch(CYRILLIC);
    expect(r.problem.en.length).toBeGreaterThan(10);
    expect(r.problem.en).not.toMatch(CYRILLIC);
  }
}

/** The deciding ref as it may be written in prose: 27B1a may appear as 27B1(a). */
function mentionPattern(id: string): RegExp {
  const escaped = id.replace(/[.()]/g, (c) => `\\${c}`);
  const sub = /^(\d+[A-H]\d+)([a-z])$/.exec(id);
  return sub ? new RegExp(`${sub[1]}\\(?${sub[2]}\\)?`) : new RegExp(escaped);
}

describe.each(RULES.map((r) => [r.id, r] as const))('rule %s', (_id, rule) => {
  it('returns a well-formed ruling with at least one canonical cite for every valid input', () => {
    fc.assert(
      fc.property(fromDomain(rule.domain), (input) => {
        checkShape(rule.apply(input));
      }),
      { numRuns: 300 },
    );
  });

  it('names the deciding law subsection in the English explanation', () => {
    fc.assert(
      fc.property(fromDomain(rule.domain), (input) => {
        const r = rule.apply(input);
        if (r.ok) expect(r.explanation.en, r.decidedBy).toMatch(mentionPattern(r.decidedBy));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and answers ok:false for arbitrary non-domain input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const r = rule.apply(input);
        checkShape(r);
      }),
      { numRuns: 300 },
    );
    for (const weird of [null, undefined, 0, '', [], 'trick=5', Number.NaN]) {
      expect(rule.apply(weird).ok).toBe(false);
    }
  });

  it('answers ok:false when any one field holds a value outside its domain', () => {
    const keys = Object.keys(rule.domain);
    const junk = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.integer({ min: -50, max: 50 }),
      fc.string(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0.5, 1.5, 0, 14, -1, '1', 'true'),
    );
    fc.assert(
      fc.property(fromDomain(rule.domain), fc.constantFrom(...keys), junk, (input, key, value) => {
        const allowed = rule.domain[key] ?? [];
        fc.pre(!(allowed as readonly unknown[]).includes(value));
        const r = rule.apply({ ...input, [key]: value });
        checkShape(r);
        expect(r.ok, `${key}=${fc.stringify(value)}`).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('rule vocabulary', () => {
  const words: Record<string, { ru: RegExp; en: RegExp }> = {
    revoke: { ru: /фальшренонс/i, en: /revoke/i },
    'penalty-card': { ru: /штрафн/i, en: /penalty card/i },
    'insufficient-bid': { ru: /недостаточн[а-яё]*\s+назначени/i, en: /insufficient bid/i },
    'call-out-of-rotation': { ru: /вне очереди|измен[а-яё]* заявк/i, en: /out of rotation|change of call/i },
    'card-exposed-auction': { ru: /торговл/i, en: /auction/i },
    'change-of-call': { ru: /заявк/i, en: /\bcall\b/i },
  };
  for (const rule of RULES) {
    const want = words[rule.area];
    if (!want) continue;
    it(`${rule.id} speaks of its subject in the sources' Russian and in English`, () => {
      fc.assert(
        fc.property(fromDomain(rule.domain), (input) => {
          const r = rule.apply(input);
          if (!r.ok) return;
          expect(r.explanation.ru).toMatch(want.ru);
          expect(r.explanation.en).toMatch(want.en);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('writes Director with a capital D in English', () => {
    for (const rule of RULES) {
      fc.assert(
        fc.property(fromDomain(rule.domain), (input) => {
          const r = rule.apply(input);
          if (r.ok) expect(r.explanation.en).not.toMatch(/\bdirector\b/);
        }),
        { numRuns: 100 },
      );
    }
  });
});

describe('revokePenalty properties', () => {
  const penaltyInput = fromDomain(REVOKE_PENALTY_DOMAIN) as fc.Arbitrary<unknown> as fc.Arbitrary<RevokePenaltyInput>;

  it('never transfers more tricks than the offending side won from the revoke trick on', () => {
    fc.assert(
      fc.property(penaltyInput, (input) => {
        const r = revokePenalty(input);
        if (r.ok) expect(r.outcome.tricksTransferred).toBeLessThanOrEqual(input.offendingSideTricksFromRevokeTrick);
      }),
      { numRuns: 2000 },
    );
  });

  it('never transfers tricks for a revoke on trick 12', () => {
    fc.assert(
      fc.property(penaltyInput, (input) => {
        const r = revokePenalty({ ...input, trick: 12 });
        if (r.ok) {
          expect(r.outcome.tricksTransferred).toBe(0);
          expect(r.decidedBy).toBe('64B6');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('transfers 2 only when the offending player himself won the revoke trick (64A1)', () => {
    fc.assert(
      fc.property(penaltyInput, (input) => {
        const r = revokePenalty(input);
        if (r.ok && r.outcome.tricksTransferred === 2) {
          expect(input.revokeTrickWonBy).toBe('offending-player');
          expect(input.offendingSideTricksFromRevokeTrick).toBeGreaterThanOrEqual(2);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('sets adjustedScore (64C) exactly to the insufficient-compensation flag on every ok ruling', () => {
    fc.assert(
      fc.property(penaltyInput, (input) => {
        const r = revokePenalty(input);
        if (r.ok) expect(r.outcome.adjustedScore).toBe(input.nonOffendersInsufficientlyCompensated);
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects a revoke trick outside 1..12, fractional or not a number', () => {
    const badTrick = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }).filter((n) => n < 1 || n > 12),
      fc.double({ noInteger: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, '7', null),
    );
    fc.assert(
      fc.property(penaltyInput, badTrick, (input, trick) => {
        expect(revokePenalty({ ...input, trick: trick as number }).ok).toBe(false);
        expect(
          revokeCorrection({
            offender: input.offender,
            trick: trick as number,
            established: true,
            allHandsReturnedToBoard: false,
            offenderPartnerStillToPlayWithTwoLegalCards: false,
          }).ok,
        ).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects more tricks than remain from the revoke trick on', () => {
    fc.assert(
      fc.property(penaltyInput, fc.integer({ min: 1, max: 12 }), (input, trick) => {
        const max = input.revokeTrickWonBy === 'non-offending-side' ? 13 - trick : 14 - trick;
        const r = revokePenalty({ ...input, trick, offendingSideTricksFromRevokeTrick: Math.min(13, max + 1) });
        if (max + 1 <= 13) expect(r.ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
