/**
 * The question bank of «Тренировка» / "Training" (/ru/quiz/, /en/quiz/), generated from
 * the rules module when the site is built: never typed by hand. Plain TypeScript, no Astro.
 *
 * For each rule of RULES and each edition, the rule’s whole domain is enumerated;
 * - situations the rule calls impossible (`ok: false`) are never asked;
 * - near-duplicates are thinned: situations with the same outcome, deciding provision and
 *   cited provisions (and the same answer to "does 2017 differ?") form one group, of which
 *   at most PER_GROUP are kept (the first and, if any, the middle one of the group);
 * - the situation is said in the demo’s own words (its field questions and value labels,
 *   src/i18n), leaving out the fields that do not change this ruling;
 * - the choices are the rule’s possible outcomes under that edition, in words
 *   (`quiz.o.<field>.<value>` per outcome field), at most MAX_CHOICES of them, and only those
 *   whose words can hold together with the situation as stated (phrase-facts.ts): no choice
 *   asserts a fact the situation denies;
 * - the answer, explanation and cites are the rule’s own return value;
 * - no question is asked twice: of questions that read alike (area, situation, choices and key,
 *   in both languages; or one rule's same situation with other distractors) the first is kept and
 *   the others’ ids are its aliases (`questionAliases`).
 */
import { RULES, type Edition, type RuleEntry } from '../../rules/index.ts';
import type { OkRuling, Ruling } from '../../rules/ruling.ts';
import type { Lang } from '../refs/index.ts';
import { DEMOS, DEMO_NAMES, fieldKey, valueLabel, type DemoPanel, type Value } from '../site/demos.ts';
import { LANGS, t, type Key } from '../site/i18n.ts';
import ru from '../../i18n/ru.json';
import { consistentChoices, validRulings } from './phrase-facts.ts';

export const PER_GROUP = 2;
export const MAX_CHOICES = 4;
export const QUIZ_EDITIONS: readonly Edition[] = ['1987', '2017'];

export interface Question {
  /** Stable and the same in both languages: `<rule>-<edition>-<hash of the input>`. */
  readonly id: string;
  readonly rule: string;
  readonly area: RuleEntry['area'];
  readonly edition: Edition;
  readonly input: Readonly<Record<string, Value>>;
  readonly outcome: unknown;
  /** The ruling of the same situation differs under the other edition (another outcome, or impossible there). */
  readonly differs: boolean;
  /** The fields of `input` the situation names (the others do not change the ruling). */
  readonly asked: readonly string[];
  /** The boolean ruling fields in which the choices differ, spoken in every choice ({@link outcomeWords}). */
  readonly contrast: readonly string[];
  readonly situation: string;
  readonly choices: readonly string[];
  readonly answer: number;
  readonly explanation: string;
  readonly decidedBy: string;
  readonly cites: readonly string[];
}

const isKey = (k: string): k is Key => Object.prototype.hasOwnProperty.call(ru, k);

/** FNV-1a, 32 bits, base 36: a short stable hash of a string. */
export function shortHash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export const questionId = (rule: string, edition: Edition, input: Readonly<Record<string, Value>>): string =>
  `${rule}-${edition}-${shortHash(JSON.stringify(Object.keys(input).sort().map((k) => [k, input[k]])))}`;

function panelOf(rule: RuleEntry): DemoPanel {
  for (const demo of DEMO_NAMES) {
    const p = DEMOS[demo].find((x) => x.rule === rule.id);
    if (p) return p;
  }
  throw new Error(`quiz: rule ${rule.id} has no demo panel, so no words for its situations`);
}

/**
 * An outcome in words: one phrase per field (`quiz.o.<field>.<value>`). Under 2017 a phrase of its
 * own (`quiz.o2017.<field>.<value>`) comes first where the 1987 one speaks of a penalty: the 2017 Laws
 * speak of rectification, except in named places. A boolean field without a phrase for its value
 * says nothing, unless it is one of `contrast` (the fields in which a question's choices differ):
 * then it is spoken in the words `quiz.c.<field>.<value>`, or a choice that leaves out what the key
 * says ("one trick is transferred" beside "…; the Director awards an adjusted score") would read as
 * right too.
 */
export function outcomeWords(outcome: unknown, lang: Lang, edition: Edition = '1987', contrast: readonly string[] = []): string {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(outcome as Record<string, unknown>)) {
    const key = `quiz.o.${field}.${String(value)}`;
    const key2017 = `quiz.o2017.${field}.${String(value)}`;
    const said = `quiz.c.${field}.${String(value)}`;
    if (edition === '2017' && isKey(key2017)) parts.push(t(lang, key2017));
    else if (isKey(key)) parts.push(t(lang, key));
    else if (typeof value !== 'boolean') throw new Error(`quiz: no words for outcome ${field} = ${String(value)} (add ${key} to src/i18n)`);
    else if (contrast.includes(field)) {
      if (!isKey(said)) throw new Error(`quiz: no words for outcome ${field} = ${String(value)} beside a choice that says the other (add ${said} to src/i18n)`);
      parts.push(t(lang, said));
    }
  }
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The boolean fields with words in which some of `outcomes` differ: each choice speaks them. */
export function contrastOf(outcomes: readonly unknown[]): string[] {
  const first = (outcomes[0] ?? {}) as Record<string, unknown>;
  return Object.keys(first).filter(
    (f) => typeof first[f] === 'boolean' && (isKey(`quiz.o.${f}.true`) || isKey(`quiz.o.${f}.false`)) && outcomes.some((o) => (o as Record<string, unknown>)[f] !== first[f]),
  );
}

const same = (a: Ruling<unknown>, b: Ruling<unknown>) =>
  a.ok === b.ok && (!a.ok || JSON.stringify(a.outcome) === JSON.stringify((b as OkRuling<unknown>).outcome));

const sameFull = (a: Ruling<unknown>, b: Ruling<unknown>) =>
  a.ok && b.ok && JSON.stringify([a.outcome, a.cites, a.explanation]) === JSON.stringify([b.outcome, b.cites, b.explanation]);

/**
 * The fields a question names: those that matter to its ruling (changing one to another
 * value changes the ruling, or makes a situation the rule calls impossible: the reader does not
 * know the rule's constraints, so a fact the other fields imply only through them is said — «card
 * of the suit led» needs «another suit was led»). If the fields named leave the outcome open (two
 * fields that matter only together), every field is named.
 */
export function askedFields(rule: RuleEntry, input: Record<string, Value>, edition: Edition, r: OkRuling<unknown>): string[] {
  const fields = Object.keys(rule.domain);
  const named = fields.filter((f) =>
    (rule.domain[f] ?? []).some((v) => {
      if (v === input[f]) return false;
      const other = rule.apply({ ...input, [f]: v }, edition);
      return !other.ok || !sameFull(other, r);
    }),
  );
  return decides(rule, edition, input, named, r.outcome) ? named : fields;
}

/** Every valid situation that agrees with `input` on `fields` has the outcome `outcome`. */
export function decides(rule: RuleEntry, edition: Edition, input: Readonly<Record<string, Value>>, fields: readonly string[], outcome: unknown): boolean {
  const want = JSON.stringify(outcome);
  return validRulings(rule, edition).every((x) => fields.some((f) => x.input[f] !== input[f]) || JSON.stringify(x.ruling.outcome) === want);
}

interface Candidate {
  readonly input: Record<string, Value>;
  readonly ruling: OkRuling<unknown>;
  readonly differs: boolean;
}

/** The thinned situations of one rule under one edition, in enumeration order. */
export function situations(rule: RuleEntry, edition: Edition): Candidate[] {
  const other: Edition = edition === '1987' ? '2017' : '1987';
  const groups = new Map<string, Candidate[]>();
  for (const { input, ruling: r } of validRulings(rule, edition)) {
    const differs = !same(r, rule.apply(input, other));
    const key = JSON.stringify([r.outcome, r.decidedBy, [...r.cites].sort(), differs]);
    const g = groups.get(key) ?? [];
    g.push({ input, ruling: r, differs });
    groups.set(key, g);
  }
  const kept: Candidate[] = [];
  for (const g of groups.values()) {
    const picks = new Set([0, Math.floor(g.length / 2)].slice(0, PER_GROUP));
    for (const i of picks) kept.push(g[i]!);
  }
  return kept;
}

/** Every possible outcome of a rule under an edition, distinct in words, in first-seen order. */
function outcomesOf(rule: RuleEntry, edition: Edition): unknown[] {
  const seen = new Map<string, unknown>();
  for (const { ruling: r } of validRulings(rule, edition)) {
    const k = JSON.stringify(r.outcome);
    if (!seen.has(k)) seen.set(k, r.outcome);
  }
  return [...seen.values()];
}

/**
 * The choices of a question: the right outcome and up to MAX_CHOICES − 1 others of the
 * rule (picked by the question’s id, so they vary between questions but not between builds),
 * in the rule’s own order of outcomes, so the right one is not always first.
 */
function choose(all: readonly unknown[], right: unknown, id: string): unknown[] {
  const rk = JSON.stringify(right);
  const others = all.filter((o) => JSON.stringify(o) !== rk);
  const seed = parseInt(shortHash(id), 36);
  const picked = new Set<number>();
  for (let i = 0; picked.size < Math.min(MAX_CHOICES - 1, others.length); i++) picked.add((seed + i * 7919) % others.length);
  const chosen = new Set([rk, ...[...picked].map((i) => JSON.stringify(others[i]))]);
  return all.filter((o) => chosen.has(JSON.stringify(o)));
}

/** The situation in the demo’s words: «field question — value», one per relevant field. */
export function situationWords(panel: DemoPanel, fields: readonly string[], input: Record<string, Value>, lang: Lang): string {
  return fields.map((f) => `${t(lang, fieldKey(panel.key, f) as Key)} — ${valueLabel(lang, panel.key, f, input[f]!)}`).join('. ') + '.';
}

let cache: { bank: Record<Lang, Question[]>; aliases: Record<string, string> } | null = null;
/** A question’s named fields and choices, the same in both languages: computed once. */
const shapes = new Map<string, { fields: string[]; choiceOutcomes: unknown[] }>();

/**
 * The bank in both languages, and the ids dropped as repeats. Two situations that differ only in
 * fields the question does not name read alike (see `looks` below): only the first is asked; the id
 * of each later one stays an alias of it, since permalinks (?q=<id>) and the reader’s review state
 * hold ids.
 */
function build(): NonNullable<typeof cache> {
  const bank: Record<Lang, Question[]> = { ru: [], en: [] };
  const aliases: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const rule of RULES) {
    const panel = panelOf(rule);
    for (const edition of QUIZ_EDITIONS) {
      const outcomes = outcomesOf(rule, edition);
      for (const c of situations(rule, edition)) {
        const id = questionId(rule.id, edition, c.input);
        let picked = shapes.get(id);
        if (!picked) {
          const fields = askedFields(rule, c.input, edition, c.ruling);
          picked = { fields, choiceOutcomes: choose(consistentChoices(rule, edition, c.input, fields, outcomes), c.ruling.outcome, id) };
          shapes.set(id, picked);
        }
        const { fields, choiceOutcomes } = picked;
        if (choiceOutcomes.length < 2) continue;
        const contrast = contrastOf(choiceOutcomes);
        const answer = choiceOutcomes.findIndex((o) => JSON.stringify(o) === JSON.stringify(c.ruling.outcome));
        const made = LANGS.map((lang): Question => {
          const choices = choiceOutcomes.map((o) => outcomeWords(o, lang, edition, contrast));
          if (new Set(choices).size !== choices.length) throw new Error(`quiz: ${id}: two outcomes of ${rule.id} read alike: ${choices.join(' | ')}`);
          return {
            id,
            rule: rule.id,
            area: rule.area,
            edition,
            input: c.input,
            outcome: c.ruling.outcome,
            differs: c.differs,
            asked: fields,
            contrast,
            situation: situationWords(panel, fields, c.input, lang),
            choices,
            answer,
            explanation: c.ruling.explanation[lang],
            decidedBy: c.ruling.decidedBy,
            cites: c.ruling.cites,
          };
        });
        // A repeat is a question that reads as one already asked (area, situation, choices, key), or
        // the same situation of the same rule and edition with other distractors (in and out of the
        // set where 2017 differs, which is asked apart).
        const looks = [
          JSON.stringify([edition, rule.area, made.map((q) => [q.situation, q.choices]), answer]),
          JSON.stringify([edition, rule.id, c.differs, made.map((q) => q.situation)]),
        ];
        const first = looks.map((k) => seen.get(k)).find((x) => x !== undefined);
        if (first !== undefined) {
          aliases[id] = first;
          continue;
        }
        for (const k of looks) seen.set(k, id);
        LANGS.forEach((lang, i) => bank[lang].push(made[i]!));
      }
    }
  }
  const ids = new Set(bank.ru.map((q) => q.id));
  if (ids.size !== bank.ru.length) throw new Error('quiz: two questions share an id');
  return { bank, aliases };
}

/** The whole bank in one language: every rule, 1987 then 2017. */
export function questionBank(lang: Lang): Question[] {
  cache ??= build();
  return cache.bank[lang];
}

/** Each id dropped as a repeat → the id of the question kept in its place (the same in both languages). */
export function questionAliases(): Readonly<Record<string, string>> {
  cache ??= build();
  return cache.aliases;
}

export interface BankFigures {
  readonly total: number;
  readonly byEdition: Readonly<Record<Edition, number>>;
  readonly byRule: Readonly<Record<string, Readonly<Record<Edition, number>>>>;
  /** Situations (2017 questions) whose ruling differs from the 1987 one. */
  readonly differs: number;
}

export function bankFigures(bank: readonly Question[]): BankFigures {
  const byRule: Record<string, Record<Edition, number>> = {};
  for (const q of bank) {
    const r = (byRule[q.rule] ??= { '1987': 0, '2017': 0 });
    r[q.edition]++;
  }
  return {
    total: bank.length,
    byEdition: { '1987': bank.filter((q) => q.edition === '1987').length, '2017': bank.filter((q) => q.edition === '2017').length },
    byRule,
    differs: bank.filter((q) => q.edition === '2017' && q.differs).length,
  };
}
