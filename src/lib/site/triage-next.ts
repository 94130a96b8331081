/**
 * Where a ruling hands the director on to another situation of the triage («Что случилось?»):
 * a penalty card to be played, an established revoke (Law 64's trick transfer), a revoke still
 * to be corrected, the twelfth trick's exception, unauthorised information (Law 16), a change
 * of call. Read from the ruling itself — its machine-readable outcome (string values and the
 * names of true flags), the provisions it cites, and, for a penalty card, its own words that a
 * card "becomes a penalty card" — never typed per case. Each class names the outcomes that take
 * the situation over, by what their rulings decide. Plain TypeScript, no Astro.
 */
import type { Outcome, RulingCase } from '../content/triage.ts';
import type { OkRuling } from '../../rules/ruling.ts';
import { EDITIONS } from '../../rules/index.ts';

export interface HandOn {
  readonly name: string;
  /** Whether a ruling (under either edition) hands on to this situation. */
  readonly hands: (r: OkRuling<unknown>) => boolean;
  /** Whether an outcome takes this situation over. */
  readonly takes: (o: Outcome) => boolean;
}

const kebab = (k: string) => k.replace(/[A-Z]/gu, (c) => `-${c.toLowerCase()}`);

/** A ruling's outcome as words: its string values, `field:value`, and the names of its true flags (`leadCardBecomesMajorPenaltyCard` → `lead-card-becomes-major-penalty-card`). */
export function outcomeWords(outcome: unknown): string[] {
  if (typeof outcome !== 'object' || outcome === null) return [];
  return Object.entries(outcome as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'string' ? [v, `${kebab(k)}:${v}`] : v === true ? [kebab(k)] : []));
}

/** The law numbers a ruling cites (`2017:16`, `16C`, `64` → 16, 16, 64); commentary paragraphs (`63.5`) left out. */
export function citedLaws(r: OkRuling<unknown>): number[] {
  return r.cites.filter((id) => !id.includes('.')).map((id) => Number(/^(?:\d{4}:)?(\d+)/u.exec(id)?.[1]));
}

/** A law cited as a whole (`64`, `2017:64`): «судья применяет Правило 64». */
const citesWhole = (r: OkRuling<unknown>, law: number) => r.cites.some((id) => id.replace(/^\d{4}:/u, '') === String(law));
const words = (r: OkRuling<unknown>, test: (w: string) => boolean) => outcomeWords(r.outcome).some(test);
const usesRule = (o: Outcome, test: (id: string) => boolean) => o.rulings.some((c) => test(c.rule.id));

export const HAND_ONS: readonly HandOn[] = [
  {
    name: 'a penalty card',
    hands: (r) =>
      words(r, (w) => (/penalty-card/u.test(w) && !/not-a-penalty-card|no-penalty|penalty-card-stays|ceases/u.test(w)) || /^card:(major|minor)$/u.test(w)) ||
      /(?<!\b(?:not|never|ever|no longer) )\bbecomes? (?:an? )?(?:major |minor )?penalty cards?\b/u.test(r.explanation.en),
    takes: (o) => o.rulings.length > 0 && o.rulings.every((c) => c.rule.id.startsWith('penalty-card-')),
  },
  {
    name: 'an established revoke (tricks transferred, Law 64)',
    hands: (r) => words(r, (w) => /(^|-)established$|^status:established$|^law64:applies$/u.test(w) && !/not-established/u.test(w)) || citesWhole(r, 64),
    takes: (o) => o.rulings.length > 0 && o.rulings.every((c) => c.rule.id === 'revoke-penalty'),
  },
  {
    name: 'a revoke still to be corrected',
    hands: (r) => words(r, (w) => /^(status:not-established|action:must-correct|verdict:revoke|declarers-card:revoke-to-be-corrected)$/u.test(w)),
    takes: (o) => o.rulings.some((c) => c.rule.id === 'revoke-correction' && c.input.established === false),
  },
  {
    name: 'the twelfth trick’s exception',
    hands: (r) => words(r, (w) => /twelfth-trick/u.test(w)),
    takes: (o) => o.rulings.some((c) => c.input.trick === 12),
  },
  {
    name: 'unauthorised information (Law 16)',
    hands: (r) => words(r, (w) => /unauthori[sz]ed-information/u.test(w)) || citedLaws(r).includes(16),
    takes: (o) => o.law === 16,
  },
  {
    name: 'a change of call',
    hands: (r) => words(r, (w) => /^call:change-of-call$/u.test(w)),
    takes: (o) => usesRule(o, (id) => id === 'change-of-call'),
  },
];

/** The classes a case's ruling hands on to, under the 1987 Code or the 2017 Laws. */
export function handsOn(c: Pick<RulingCase, 'rule' | 'input'>): HandOn[] {
  const rulings = EDITIONS.map((ed) => c.rule.apply({ ...c.input }, ed)).filter((r): r is OkRuling<unknown> => r.ok);
  return HAND_ONS.filter((h) => rulings.some(h.hands));
}

/**
 * The outcomes a case leads on to, in the tree's order: those that take over a situation its
 * ruling hands on to, other than its own outcome and any class its own outcome takes over.
 */
export function caseNext(o: Outcome, c: Pick<RulingCase, 'rule' | 'input'>, outcomes: readonly Outcome[]): Outcome[] {
  const classes = handsOn(c).filter((h) => !h.takes(o));
  return outcomes.filter((x) => x.slug !== o.slug && classes.some((h) => h.takes(x)));
}
