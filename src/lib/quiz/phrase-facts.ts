/**
 * What a choice of the quiz says about the situation, besides the ruling. A choice is an
 * outcome in words: one phrase per outcome field (`quiz.o.<field>.<value>` in src/i18n).
 * Some phrases also state a fact of the table — «левый противник ещё не ходил» states who
 * played after the revoke; «корректируют, хотя он установлен» states that the revoke is
 * established. PHRASE_FACTS names, per phrase, the input fields whose value it states.
 *
 * Two things are computed from it, never typed:
 * - what the phrase states: the values a stated field takes in every situation where the
 *   rule gives that outcome value (`factsOf`); a phrase may state only what its value
 *   implies (tests/quiz/bank.test.ts holds every entry to it);
 * - whether a choice can hold together with the situation the question states (`consistent`):
 *   some valid situation agrees with the question on every field it names and has, for every
 *   fact the choice’s phrases state, one of the values that fact allows. A choice that cannot
 *   asserts a fact the situation denies, and is never offered.
 * Plain TypeScript, no Astro.
 */
import { enumerateDomain, type Edition, type RuleEntry } from '../../rules/index.ts';
import type { OkRuling } from '../../rules/ruling.ts';

type Value = string | number | boolean;

/** `<outcome field>.<value>` → the input fields whose value the phrase states. */
export const PHRASE_FACTS: Readonly<Record<string, readonly string[]>> = {
  'action.must-correct-twelfth-trick': ['established', 'trick'],
  'action.too-late-twelfth-trick': ['allHandsReturnedToBoard'],
  'lhoCard.not-played': ['playedAfterRevoke'],
  'lhoCard.stands': ['playedAfterRevoke', 'lhoWithdraws'],
  'lhoCard.withdrawn-no-penalty': ['playedAfterRevoke', 'lhoWithdraws'],
  'partnerCard.not-played': ['playedAfterRevoke'],
  'partnerCard.stands': ['playedAfterRevoke'],
  'partnerCard.withdrawn-no-penalty': ['playedAfterRevoke', 'partnerWithdraws'],
  'partnerCard.withdrawn-major-penalty-card': ['playedAfterRevoke', 'partnerWithdraws'],
  'partnerRequestRefused.true': ['partnerWithdraws'],
  'consequence.dummy-procedural-breach': ['asker'],
  'consequence.revoke-established': ['revokeOccurred'],
  'penaltyCardStaysOnTable.true': ['card'],
  'penaltyCardStaysOnTable.false': ['card'],
  'partnersLead.must-lead-the-suit': ['declarerChoice'],
  'partnersLead.may-not-lead-the-suit-while-on-lead': ['declarerChoice'],
  'restrictionCouldNotBeMet.true': ['partnerCanComply'],
  'choiceUnavailable.true': ['declarerChoice'],
  'result.partner-cannot-comply': ['partnerCanComply'],
  'partnerMust.highest-of-suit-led': ['declarerOption'],
  'partnerMust.lowest-of-suit-led': ['declarerOption'],
  'partnerMust.not-the-named-suit': ['declarerOption'],
  'partnerMust.a-card-of-the-named-suit': ['declarerOption'],
  'result.accepted': ['lhoAccepts'],
  'result.law-31-applies': ['outOfRotation'],
  'concession.stands': ['what'],
  'concession.cancelled-trick-to-his-side': ['what'],
  'concession.agreement-stands': ['what'],
  'concession.agreement-withdrawn-trick-to-his-side': ['what'],
};

export type Facts = ReadonlyMap<string, ReadonlySet<Value>>;

/** Every valid situation of a rule under an edition with its ruling, computed once (the quiz bank reads it too). */
const rulings = new Map<string, { input: Record<string, Value>; ruling: OkRuling<unknown> }[]>();
export function validRulings(rule: RuleEntry, edition: Edition): readonly { input: Record<string, Value>; ruling: OkRuling<unknown> }[] {
  const key = `${rule.id} ${edition}`;
  let list = rulings.get(key);
  if (!list) {
    list = [];
    for (const input of enumerateDomain<Record<string, Value>>(rule.domain)) {
      const r = rule.apply(input, edition);
      if (r.ok) list.push({ input, ruling: r });
    }
    rulings.set(key, list);
  }
  return list;
}

/**
 * The facts the phrase of `field = value` states, for this rule under this edition: each
 * stated input field with the values it takes wherever the rule gives that value (fields the
 * rule does not have are left out).
 */
const factCache = new Map<string, Facts>();
export function factsOf(rule: RuleEntry, edition: Edition, field: string, value: unknown): Facts {
  const key = JSON.stringify([rule.id, edition, field, value]);
  const hit = factCache.get(key);
  if (hit) return hit;
  const out = new Map<string, Set<Value>>();
  for (const f of PHRASE_FACTS[`${field}.${String(value)}`] ?? []) {
    if (!(f in rule.domain)) continue;
    const seen = new Set<Value>();
    for (const s of validRulings(rule, edition)) if ((s.ruling.outcome as Record<string, unknown>)[field] === value) seen.add(s.input[f]!);
    out.set(f, seen);
  }
  factCache.set(key, out);
  return out;
}

/** Everything a choice’s phrases state, field by field (the intersection where two phrases state one field). */
export function choiceFacts(rule: RuleEntry, edition: Edition, outcome: unknown): Facts {
  const out = new Map<string, Set<Value>>();
  for (const [field, value] of Object.entries(outcome as Record<string, unknown>))
    for (const [f, values] of factsOf(rule, edition, field, value)) {
      const had = out.get(f);
      out.set(f, had ? new Set([...had].filter((v) => values.has(v))) : new Set(values));
    }
  return out;
}

/**
 * The choices that can hold together with the situation as the question states it: those for
 * which some valid situation agrees with `input` on every field of `asked` and meets every fact
 * the choice states.
 */
export function consistentChoices<O>(rule: RuleEntry, edition: Edition, input: Readonly<Record<string, Value>>, asked: readonly string[], outcomes: readonly O[]): O[] {
  const agreeing = validRulings(rule, edition).filter((s) => asked.every((f) => s.input[f] === input[f]));
  return outcomes.filter((o) => {
    const facts = [...choiceFacts(rule, edition, o)];
    return agreeing.some((s) => facts.every(([f, values]) => values.has(s.input[f]!)));
  });
}

/** One choice: see {@link consistentChoices}. */
export const consistent = (rule: RuleEntry, edition: Edition, input: Readonly<Record<string, Value>>, asked: readonly string[], outcome: unknown): boolean =>
  consistentChoices(rule, edition, input, asked, [outcome]).length === 1;
