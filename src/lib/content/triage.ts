/**
 * The triage tree «Что случилось?» (content/catalogue/triage.yaml): questions that lead,
 * in the table's own words, from what happened to an outcome page.
 *
 * `parseTriage` checks the file as it reads it and throws one line naming the question
 * or outcome and what is wrong: a tree from `start` (every question reached by one answer,
 * every outcome by at least one, none deeper than {@link MAX_DEPTH} answers), canonical
 * law and commentary ids, and for each ruling case a rule of `RULES` with an input in its
 * domain that it decides (`ok`) under both editions. A ruling is never written in the
 * file: unknown keys (`ruling`, `outcome` in a case, `explanation`) are refused.
 * Plain TypeScript, no Astro.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord, nonEmpty, parseCatalogueYaml } from './check-yaml.ts';
import { Ref } from '../refs/index.ts';
import { RULES, checkDomain, type RuleEntry } from '../../rules/index.ts';

export interface Bilingual {
  readonly ru: string;
  readonly en: string;
}

export interface Answer {
  readonly label: Bilingual;
  /** The next question's id, or undefined when the answer leads to an outcome. */
  readonly next?: string;
  readonly outcome?: string;
}

export interface Question {
  readonly id: string;
  readonly ask: Bilingual;
  readonly answers: readonly Answer[];
}

export type Input = Readonly<Record<string, string | number | boolean>>;

/** One case of an outcome that a rule function decides: the rule and the situation. */
export interface RulingCase {
  readonly rule: RuleEntry;
  readonly case: Bilingual;
  readonly input: Input;
}

export interface Outcome {
  readonly slug: string;
  readonly title: Bilingual;
  readonly situation: Bilingual;
  /** Words a director types into the search for it. */
  readonly search: Bilingual;
  /** When it can happen, if only then: during the auction or the play (the search weighs it by the query's phase). */
  readonly phase: 'auction' | 'play' | null;
  readonly rulings: readonly RulingCase[];
  /** The law that decides it (its 2017 concordance box is shown), if named. */
  readonly law: number | null;
  /**
   * Law subsections that decide it (canonical ids), typed only where no rule decides it: an
   * outcome with rulings has none here, its list is computed from them (site/triage.ts).
   */
  readonly decide: readonly string[];
  /**
   * The same for the 2017 Laws (2017 ids without their edition: 16B1a), typed with `decide` and
   * only there: an outcome that no rule decides names what decides it under both editions.
   */
  readonly decide2017: readonly string[];
  /** Commentary paragraphs on it (canonical ids). */
  readonly commentary: readonly string[];
  /** The outcomes a director goes on to from this one (their slugs), none if it ends here. */
  readonly next: readonly string[];
}

export interface Step {
  readonly question: string;
  readonly answer: number;
}

export interface Triage {
  readonly start: string;
  readonly questions: ReadonlyMap<string, Question>;
  readonly outcomes: readonly Outcome[];
  /** The answers that lead from the start to a question or an outcome (`q:<id>`, `o:<slug>`). */
  readonly pathTo: ReadonlyMap<string, readonly Step[]>;
}

/** An outcome lies at most this many answers from the start: with the home page's link, four taps. */
export const MAX_DEPTH = 3;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;


function bilingual(v: unknown, where: string): Bilingual {
  if (!isRecord(v) || !nonEmpty(v.ru) || !nonEmpty(v.en)) throw new Error(`${where}: needs a non-empty ru and en`);
  return { ru: v.ru.trim(), en: v.en.trim() };
}

function onlyKeys(v: Record<string, unknown>, allowed: readonly string[], where: string): void {
  const extra = Object.keys(v).filter((k) => !allowed.includes(k));
  if (extra.length > 0) throw new Error(`${where}: unknown key ${extra.map((k) => JSON.stringify(k)).join(', ')} (allowed: ${allowed.join(', ')}; rulings come from the rules module, never from this file)`);
}

function ids(v: unknown, kind: 'law' | 'commentary', where: string, edition = '1987'): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new Error(`${where}: expected a list of ids`);
  return v.map((raw) => {
    const id = typeof raw === 'number' ? String(raw) : raw;
    const ref = typeof id === 'string' ? Ref.parse(id) : null;
    if (!ref || ref.kind !== kind || ref.id !== id || ref.edition !== null) {
      throw new Error(`${where}: ${JSON.stringify(raw)} is not a canonical ${kind === 'law' ? `${edition} law id (like 64A1)` : 'commentary paragraph id (like 63.5)'}`);
    }
    return id;
  });
}

function rulingCase(raw: unknown, where: string): RulingCase {
  if (!isRecord(raw)) throw new Error(`${where}: expected a mapping with rule, case and input`);
  onlyKeys(raw, ['rule', 'case', 'input'], where);
  const rule = RULES.find((r) => r.id === raw.rule);
  if (!rule) throw new Error(`${where}: unknown rule ${JSON.stringify(raw.rule)} (known: ${RULES.map((r) => r.id).join(', ')})`);
  if (!isRecord(raw.input)) throw new Error(`${where}: input must be a mapping of the rule's fields`);
  const extra = Object.keys(raw.input).filter((k) => !(k in rule.domain));
  if (extra.length > 0) throw new Error(`${where}: input field ${extra.join(', ')} is not one of ${rule.id}'s (${Object.keys(rule.domain).join(', ')})`);
  const bad = checkDomain(raw.input, rule.domain);
  if (bad) throw new Error(`${where}: ${bad.problem.en}`);
  for (const edition of ['1987', '2017'] as const) {
    const r = rule.apply(raw.input, edition);
    if (!r.ok) throw new Error(`${where}: ${rule.id} calls this situation impossible under the ${edition} Laws: ${r.problem.en}`);
  }
  return { rule, case: bilingual(raw.case, `${where} case`), input: raw.input as Input };
}

/** Parse and check triage.yaml. Throws `triage.yaml <where>: <what>` on the first problem. */
export function parseTriage(text: string): Triage {
  const data = parseCatalogueYaml(text, 'triage.yaml');
  if (!isRecord(data)) throw new Error('triage.yaml: expected a mapping with start, questions and outcomes');
  onlyKeys(data, ['start', 'questions', 'outcomes'], 'triage.yaml');
  if (!isRecord(data.questions) || Object.keys(data.questions).length === 0) throw new Error('triage.yaml questions: expected a mapping of id → question');
  if (!isRecord(data.outcomes) || Object.keys(data.outcomes).length === 0) throw new Error('triage.yaml outcomes: expected a mapping of slug → outcome');

  const outcomes: Outcome[] = Object.entries(data.outcomes).map(([slug, raw]): Outcome => {
    const where = `triage.yaml outcome ${slug}`;
    if (!SLUG.test(slug)) throw new Error(`${where}: a slug is lower-case Latin words joined by hyphens (it is a URL)`);
    if (!isRecord(raw)) throw new Error(`${where}: expected a mapping`);
    onlyKeys(raw, ['title', 'phase', 'situation', 'search', 'rulings', 'law', 'decide', 'decide2017', 'commentary', 'next'], where);
    const phase = raw.phase ?? null;
    if (phase !== null && phase !== 'auction' && phase !== 'play') throw new Error(`${where} phase: auction or play (or none, where it can happen in either)`);
    const list = raw.rulings ?? [];
    if (!Array.isArray(list)) throw new Error(`${where} rulings: expected a list`);
    const rulings = list.map((c: unknown, i: number) => rulingCase(c, `${where} ruling ${i + 1}`));
    const law = raw.law ?? null;
    if (law !== null && (typeof law !== 'number' || !Number.isInteger(law) || law < 1 || law > 93)) throw new Error(`${where} law: a law number 1–93`);
    if (rulings.length > 0 && raw.decide !== undefined) throw new Error(`${where} decide: computed from the rulings (their decidedBy and cites, under both editions); list provisions only for an outcome that no rule decides`);
    if (rulings.length > 0 && raw.decide2017 !== undefined) throw new Error(`${where} decide2017: computed from the rulings (their decidedBy and cites, under both editions); list provisions only for an outcome that no rule decides`);
    const decide = ids(raw.decide, 'law', `${where} decide`);
    const decide2017 = ids(raw.decide2017, 'law', `${where} decide2017`, '2017');
    const commentary = ids(raw.commentary, 'commentary', `${where} commentary`);
    if (rulings.length === 0 && (law === null || decide.length === 0 || decide2017.length === 0)) throw new Error(`${where}: no rule function decides it, so it needs law, decide and decide2017 (the law and the subsections that decide it, 1987 and 2017)`);
    const next = raw.next === undefined ? [] : Array.isArray(raw.next) ? (raw.next as unknown[]) : [raw.next];
    if (next.some((s) => typeof s !== 'string' || s === slug)) throw new Error(`${where} next: the slug of another outcome, or a list of them`);
    return {
      slug,
      title: bilingual(raw.title, `${where} title`),
      situation: bilingual(raw.situation, `${where} situation`),
      search: bilingual(raw.search, `${where} search`),
      phase,
      rulings,
      law,
      decide,
      decide2017,
      commentary,
      next: next as string[],
    };
  });
  const slugs = new Set(outcomes.map((o) => o.slug));
  for (const o of outcomes) for (const s of o.next) if (!slugs.has(s)) throw new Error(`triage.yaml outcome ${o.slug} next: unknown outcome ${JSON.stringify(s)}`);

  const questions = new Map<string, Question>();
  for (const [id, raw] of Object.entries(data.questions)) {
    const where = `triage.yaml question ${id}`;
    if (!SLUG.test(id)) throw new Error(`${where}: an id is lower-case Latin words joined by hyphens (it is an anchor)`);
    if (!isRecord(raw)) throw new Error(`${where}: expected a mapping`);
    onlyKeys(raw, ['ru', 'en', 'answers'], where);
    if (!Array.isArray(raw.answers) || raw.answers.length < 2) throw new Error(`${where}: needs at least two answers`);
    const answers = raw.answers.map((a: unknown, i: number): Answer => {
      const at = `${where} answer ${i + 1}`;
      if (!isRecord(a)) throw new Error(`${at}: expected a mapping`);
      onlyKeys(a, ['ru', 'en', 'next', 'outcome'], at);
      if ((a.next === undefined) === (a.outcome === undefined)) throw new Error(`${at}: needs exactly one of next (a question) and outcome (a slug)`);
      if (a.outcome !== undefined && !slugs.has(a.outcome as string)) throw new Error(`${at}: unknown outcome ${JSON.stringify(a.outcome)}`);
      const label = bilingual(a, at);
      return a.next !== undefined ? { label, next: String(a.next) } : { label, outcome: String(a.outcome) };
    });
    questions.set(id, { id, ask: bilingual(raw, where), answers });
  }
  const start = data.start;
  if (typeof start !== 'string' || !questions.has(start)) throw new Error(`triage.yaml start: ${JSON.stringify(start)} is not a question`);

  // Walk the tree from the start: each question once, no deeper than MAX_DEPTH answers.
  const pathTo = new Map<string, Step[]>([[`q:${start}`, []]]);
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const q = questions.get(id)!;
    const here = pathTo.get(`q:${id}`)!;
    q.answers.forEach((a, i) => {
      const path = [...here, { question: id, answer: i }];
      const at = `triage.yaml question ${id} answer ${i + 1}`;
      if (path.length > MAX_DEPTH) throw new Error(`${at}: lies ${path.length} answers from the start (at most ${MAX_DEPTH}: four taps from the home page)`);
      if (a.next !== undefined) {
        if (!questions.has(a.next)) throw new Error(`${at}: unknown question ${JSON.stringify(a.next)}`);
        if (pathTo.has(`q:${a.next}`)) throw new Error(`${at}: question ${a.next} is reached a second time (the questions form a tree)`);
        pathTo.set(`q:${a.next}`, path);
        queue.push(a.next);
      } else if (!pathTo.has(`o:${a.outcome}`)) {
        pathTo.set(`o:${a.outcome}`, path);
      }
    });
  }
  for (const id of questions.keys()) if (!pathTo.has(`q:${id}`)) throw new Error(`triage.yaml question ${id}: no answer leads to it`);
  for (const o of outcomes) if (!pathTo.has(`o:${o.slug}`)) throw new Error(`triage.yaml outcome ${o.slug}: no answer leads to it`);
  return { start, questions, outcomes, pathTo };
}

let cached: Triage | undefined;

/** The tree of content/catalogue/triage.yaml, read once per build. */
export function loadTriage(content = join(process.cwd(), 'content')): Triage {
  cached ??= parseTriage(readFileSync(join(content, 'catalogue/triage.yaml'), 'utf8'));
  return cached;
}
