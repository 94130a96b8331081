/**
 * The training bank (src/lib/quiz/bank.ts) and its open data: every question's outcome,
 * answer and cites are the rules module's own for its input, re-derived here through RULES.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES, enumerateDomain, type Edition } from '../../src/rules/index.ts';
import { bankFigures, decides, outcomeWords, questionAliases, questionBank, questionId, type Question } from '../../src/lib/quiz/bank.ts';
import { due, examOf, parseRecent, parseReview, record, remember, DAY, RECENT } from '../../src/lib/quiz/review.ts';
import { PHRASE_FACTS, consistent, factsOf } from '../../src/lib/quiz/phrase-facts.ts';
import { DIST } from '../support/site.ts';
import ruJson from '../../src/i18n/ru.json';
import enJson from '../../src/i18n/en.json';
import { DEMOS, DEMO_NAMES, fieldKey, valueLabel } from '../../src/lib/site/demos.ts';

const ruWords = ruJson as Record<string, string>;

const ru = questionBank('ru');
const en = questionBank('en');
const rule = (id: string) => RULES.find((r) => r.id === id)!;

function rederive(q: Question, lang: 'ru' | 'en') {
  const r = rule(q.rule).apply(q.input, q.edition);
  expect(r.ok, `${q.id} asks an impossible situation`).toBe(true);
  if (!r.ok) return;
  expect(q.outcome, q.id).toEqual(r.outcome);
  expect(q.cites, q.id).toEqual(r.cites);
  expect(q.decidedBy, q.id).toBe(r.decidedBy);
  expect(q.explanation, q.id).toBe(r.explanation[lang]);
  expect(q.choices[q.answer], q.id).toBe(outcomeWords(r.outcome, lang, q.edition, q.contrast));
  const other: Edition = q.edition === '1987' ? '2017' : '1987';
  const o = rule(q.rule).apply(q.input, other);
  expect(q.differs, q.id).toBe(!o.ok || JSON.stringify(o.outcome) !== JSON.stringify(r.outcome));
}

describe('the quiz bank', () => {
  it("answers every question with the rules module's ruling for its input, under its edition", () => {
    for (const q of ru) rederive(q, 'ru');
    for (const q of en) rederive(q, 'en');
  });

  it('has the same questions, by id, in both languages', () => {
    expect(en.map((q) => [q.id, q.rule, q.edition, q.input, q.answer])).toEqual(ru.map((q) => [q.id, q.rule, q.edition, q.input, q.answer]));
  });

  it('asks every rule under both editions, and every situation where 2017 differs', () => {
    const f = bankFigures(ru);
    for (const r of RULES) for (const ed of ['1987', '2017'] as const) expect(f.byRule[r.id]?.[ed] ?? 0, `${r.id} ${ed}`).toBeGreaterThan(0);
    // Every outcome that changes in 2017 is asked at least once.
    for (const r of RULES) {
      const want = new Set<string>();
      for (const input of enumerateDomain<unknown>(r.domain)) {
        const a = r.apply(input, '2017');
        const b = r.apply(input, '1987');
        if (a.ok && (!b.ok || JSON.stringify(a.outcome) !== JSON.stringify(b.outcome))) want.add(JSON.stringify(a.outcome));
      }
      // A situation dropped as a repeat is asked by the question it reads like (questionAliases).
      const kept = new Map(ru.map((q) => [q.id, q]));
      const asked = [...ru.filter((q) => q.rule === r.id), ...Object.entries(questionAliases()).filter(([d]) => d.startsWith(`${r.id}-`)).map(([, k]) => kept.get(k)!)];
      const got = new Set(asked.filter((q) => q.edition === '2017' && (q.differs || q.rule !== r.id)).map((q) => JSON.stringify(q.outcome)));
      expect([...got].sort(), r.id).toEqual([...want].sort());
    }
  });

  it('thins near-duplicates: no rule under one edition has more than two questions with the same outcome, deciding provision and cites', () => {
    const groups = new Map<string, number>();
    for (const q of ru) {
      const k = JSON.stringify([q.rule, q.edition, q.outcome, q.decidedBy, [...q.cites].sort(), q.differs]);
      groups.set(k, (groups.get(k) ?? 0) + 1);
    }
    expect(Math.max(...groups.values())).toBeLessThanOrEqual(2);
    expect(ru.length).toBeLessThan(RULES.reduce((n, r) => n + enumerateDomain(r.domain).length, 0) / 10);
  });

  it('asks no situation twice: no two questions of a rule under one edition (and in or out of the set where 2017 differs) say the same situation', () => {
    // Two inputs that differ only in fields the ruling does not turn on read alike once those fields are left out.
    for (const bank of [ru, en]) {
      const seen = new Map<string, string>();
      const twice = bank.flatMap((q) => {
        // The set "where 2017 differs" is asked apart: a situation may be in it and out of it once each.
        const k = JSON.stringify([q.rule, q.edition, q.differs, q.situation]);
        const first = seen.get(k);
        seen.set(k, first ?? q.id);
        return first ? [`${first} = ${q.id}`] : [];
      });
      expect(twice).toEqual([]);
    }
  });

  it('offers distinct choices, the right one among them, and says each situation in words', () => {
    for (const q of [...ru, ...en]) {
      expect(q.choices.length, q.id).toBeGreaterThanOrEqual(2);
      expect(q.choices.length, q.id).toBeLessThanOrEqual(4);
      expect(new Set(q.choices).size, q.id).toBe(q.choices.length);
      expect(q.answer, q.id).toBeGreaterThanOrEqual(0);
      expect(q.situation, q.id).not.toMatch(/[a-z]+-[a-z]+-[a-z]+|undefined|\{/u);
    }
  });

  it('names enough of the situation to decide it: every valid situation agreeing on the fields named has the same outcome', () => {
    for (const q of ru) {
      expect(q.asked.length, q.id).toBeGreaterThan(0);
      expect(decides(rule(q.rule), q.edition, q.input, q.asked, q.outcome), q.id).toBe(true);
    }
    // And the situation's text says each of them: its question and its value, in both languages.
    for (const [lang, bank, words] of [['ru', ru, ruWords], ['en', en, enJson as Record<string, string>]] as const)
      for (const q of bank) {
        const panel = DEMO_NAMES.flatMap((d) => DEMOS[d]).find((p) => p.rule === q.rule)!;
        for (const f of q.asked) {
          expect(q.situation, `${q.id} (${lang}) says ${f}`).toContain(words[fieldKey(panel.key, f)]!);
          expect(q.situation, `${q.id} (${lang}) says ${f}'s value`).toContain(`— ${valueLabel(lang, panel.key, f, q.input[f]!)}`);
        }
      }
    // And the check can fail: naming nothing leaves a rule with several outcomes open.
    const q = ru.find((x) => x.rule === 'revoke-penalty')!;
    expect(decides(rule(q.rule), q.edition, q.input, [], q.outcome)).toBe(false);
  });

  it('leaves unsaid only what the reader may fill in any way: every other value of a field the situation does not name still makes a situation that can happen, with the same key', () => {
    // The reader does not know which combinations the rule calls impossible: «Нарушитель играет — картой масти
    // хода», with the suit led unsaid, reads as the penalty card's suit too, where a major one must be played.
    const open = (q: Question) => {
      const r = rule(q.rule);
      const bad: string[] = [];
      for (const f of Object.keys(r.domain)) {
        if (q.asked.includes(f)) continue;
        for (const v of r.domain[f]!) {
          if (v === q.input[f]) continue;
          const x = r.apply({ ...q.input, [f]: v }, q.edition);
          if (!x.ok || JSON.stringify(x.outcome) !== JSON.stringify(q.outcome)) bad.push(`${q.id}: ${f} = ${String(v)}`);
        }
      }
      return bad;
    };
    expect(ru.flatMap(open).slice(0, 10)).toEqual([]);
    // And the check can fail: the card alone, with the situation and the kind of penalty card unsaid.
    const q = ru.find((x) => x.rule === 'penalty-card-play' && x.input.card === 'card-of-suit-led')!;
    expect(open({ ...q, asked: ['card'] }).length).toBeGreaterThan(0);
  });

  it('asks no question twice: no two questions of one edition and language read alike (situation, choices and key)', () => {
    for (const bank of [ru, en])
      for (const ed of ['1987', '2017'] as const) {
        const seen = new Map<string, string>();
        const twice: string[] = [];
        for (const q of bank.filter((x) => x.edition === ed)) {
          const k = JSON.stringify([q.situation, q.choices, q.answer]);
          if (seen.has(k)) twice.push(`${q.id} = ${seen.get(k)}`);
          else seen.set(k, q.id);
        }
        expect(twice.slice(0, 5), `${ed}: ${twice.length} repeats`).toEqual([]);
      }
  });

  it('keeps every id a permalink may hold: a question dropped as a repeat is an alias of the one kept, of its edition, that reads alike', () => {
    const aliases = questionAliases();
    expect(Object.keys(aliases).length).toBeGreaterThan(0);
    const byId = new Map(ru.map((q) => [q.id, q]));
    for (const [dropped, kept] of Object.entries(aliases)) {
      expect(byId.has(dropped), dropped).toBe(false);
      const q = byId.get(kept)!;
      expect(q, `${dropped} → ${kept}`).toBeDefined();
      // Of its edition and area (the quiz page shows the area's name, not the rule's).
      expect(dropped.includes(`-${q.edition}-`), dropped).toBe(true);
      expect(RULES.find((r) => dropped.startsWith(`${r.id}-${q.edition}-`))?.area, dropped).toBe(q.area);
    }
  });

  /** Every valid situation of a rule under an edition with its outcome, computed once. */
  const valid = new Map<string, { input: Record<string, unknown>; outcome: Record<string, unknown>; key: string }[]>();
  const situationsOf = (id: string, ed: Edition) => {
    const k = `${id} ${ed}`;
    let list = valid.get(k);
    if (!list) {
      list = [];
      for (const input of enumerateDomain<Record<string, unknown>>(rule(id).domain)) {
        const r = rule(id).apply(input, ed);
        if (r.ok) list.push({ input, outcome: r.outcome as Record<string, unknown>, key: JSON.stringify(r.outcome) });
      }
      valid.set(k, list);
    }
    return list;
  };
  /** The outcomes a question's choices read, recovered from the words (each choice is one outcome of its rule). */
  const choiceOutcomes = (q: Question, lang: 'ru' | 'en') => {
    const m = new Map<string, unknown>();
    for (const s of situationsOf(q.rule, q.edition)) if (!m.has(s.key)) m.set(s.key, s.outcome);
    const byWords = new Map([...m.values()].map((o) => [outcomeWords(o, lang, q.edition, q.contrast), o]));
    return q.choices.map((c) => {
      expect(byWords.has(c), `${q.id}: «${c}» is no outcome of ${q.rule}`).toBe(true);
      return byWords.get(c);
    });
  };

  it('lets a phrase state only facts its outcome value implies (every entry of PHRASE_FACTS narrows a field of some rule)', () => {
    for (const [phrase, fields] of Object.entries(PHRASE_FACTS)) {
      const field = phrase.slice(0, phrase.indexOf('.'));
      const value = phrase.slice(phrase.indexOf('.') + 1);
      let used = 0;
      for (const r of RULES)
        for (const ed of ['1987', '2017'] as const) {
          const hit = situationsOf(r.id, ed).find((x) => field in x.outcome && String(x.outcome[field]) === value);
          if (!hit) continue;
          const facts = factsOf(r, ed, field, hit.outcome[field]);
          for (const f of fields) {
            if (!(f in r.domain)) continue;
            used++;
            const values = facts.get(f)!;
            expect(values.size, `${phrase} (${r.id} ${ed}) states ${f}`).toBeGreaterThan(0);
            expect(values.size, `${phrase} (${r.id} ${ed}) states ${f}, but its value allows every ${f}`).toBeLessThan(r.domain[f]!.length);
          }
        }
      expect(used, `${phrase}: no rule has that outcome with a field ${fields.join(', ')}`).toBeGreaterThan(0);
    }
  });

  it('says who has not played only of the span the situation asks about (a choice never denies a card the situation has on the table)', () => {
    // «Who played to the trick after the revoke? — Nobody (the offender played last)» has the others' cards on
    // the table: a phrase stating that field may say a player played nothing after the revoke, never that he
    // "has not played". Every phrase that states a field of a question about who played, and says someone did
    // not play, carries that question's span (the words after "trick" / «взятку»).
    let checked = 0;
    const enWords = enJson as Record<string, string>;
    for (const [phrase, fields] of Object.entries(PHRASE_FACTS))
      for (const f of fields)
        for (const demo of DEMO_NAMES)
          for (const panel of DEMOS[demo]) {
            if (!(f in rule(panel.rule).domain)) continue;
            for (const [words, trick] of [[enWords, 'trick '], [ruWords, 'взятку ']] as const) {
              const question = words[fieldKey(panel.key, f)] ?? '';
              const text = words[`quiz.o.${phrase}`] ?? '';
              if (!question.includes(trick) || !/not played|has not|no card|не ходил|не играл/u.test(text)) continue;
              checked++;
              const span = question.slice(question.indexOf(trick) + trick.length).replace(/\?$/u, '');
              expect(text, `${phrase} states ${f} («${question}»)`).toContain(span);
            }
          }
    expect(checked).toBeGreaterThan(0);
  });

  it('offers no choice that asserts a fact the situation denies', () => {
    for (const lang of ['ru', 'en'] as const)
      for (const q of lang === 'ru' ? ru : en)
        for (const o of choiceOutcomes(q, lang)) expect(consistent(rule(q.rule), q.edition, q.input, q.asked, o), `${q.id}: ${outcomeWords(o, lang, q.edition, q.contrast)}`).toBe(true);
    // And the check can fail: «corrected, though established (twelfth trick)» where the situation says it is not established.
    const q = ru.find((x) => x.rule === 'revoke-correction' && x.input.trick === 12 && x.input.established === false && x.asked.includes('established'))!;
    const twelfth = { action: 'must-correct-twelfth-trick', withdrawnCard: 'back-to-hand-no-penalty', declarerDesignatesPartnersCard: false, law64: 'no-transfer-64B6' };
    expect(consistent(rule(q.rule), q.edition, q.input, q.asked, twelfth)).toBe(false);
    expect(consistent(rule(q.rule), q.edition, { ...q.input, established: true }, q.asked, twelfth)).toBe(true);
  });

  it('has no two choices both right: only the key is the ruling of any valid situation that agrees with what the question states', () => {
    for (const q of ru) {
      const outcomes = new Set(situationsOf(q.rule, q.edition).filter((x) => q.asked.every((f) => x.input[f] === q.input[f])).map((x) => x.key));
      const right = choiceOutcomes(q, 'ru').filter((o) => outcomes.has(JSON.stringify(o)));
      expect(right.map((o) => outcomeWords(o, 'ru', q.edition, q.contrast)), q.id).toEqual([q.choices[q.answer]]);
    }
  });

  it('has no choice that is right by what it leaves out: each wrong choice says something the key does not (no choice reads as a part of the key)', () => {
    const bad: string[] = [];
    for (const q of [...ru, ...en]) {
      const key = new Set(q.choices[q.answer]!.toLowerCase().split('; '));
      for (const [i, c] of q.choices.entries()) if (i !== q.answer && c.toLowerCase().split('; ').every((p) => key.has(p))) bad.push(`${q.id}: «${c}» is a part of the key «${q.choices[q.answer]}»`);
    }
    expect(bad.slice(0, 10), `${bad.length} questions`).toEqual([]);
  });

  it('speaks, in every choice, each ruling field in which the choices differ (a silent field reads as a claim of its own)', () => {
    for (const q of ru) {
      const outcomes = choiceOutcomes(q, 'ru') as Record<string, unknown>[];
      const differing = Object.keys(outcomes[0]!).filter((f) => new Set(outcomes.map((o) => JSON.stringify(o[f]))).size > 1);
      const spoken = (f: string) => typeof outcomes[0]![f] === 'boolean' && (`quiz.o.${f}.true` in ruWords || `quiz.o.${f}.false` in ruWords);
      const word = (f: string, v: unknown) => (q.edition === '2017' ? ruWords[`quiz.o2017.${f}.${String(v)}`] : undefined) ?? ruWords[`quiz.o.${f}.${String(v)}`] ?? ruWords[`quiz.c.${f}.${String(v)}`]!;
      expect([...q.contrast].sort(), q.id).toEqual(differing.filter(spoken).sort());
      // Each choice then says a word for every such field, whatever its value.
      for (const [i, o] of outcomes.entries()) for (const f of q.contrast) expect(q.choices[i]!.toLowerCase(), `${q.id} ${f}`).toContain(word(f, o[f]).toLowerCase());
    }
  });

  it('names every rule area in both languages (the exam draws by area; src/lib/quiz/data.ts reads demo.<area>.title)', async () => {
    const ruJson = (await import('../../src/i18n/ru.json')).default as Record<string, string>;
    const enJson = (await import('../../src/i18n/en.json')).default as Record<string, string>;
    for (const area of new Set(RULES.map((r) => r.area))) {
      expect(ruJson[`demo.${area}.title`], area).toMatch(/[а-яё]/iu);
      expect(enJson[`demo.${area}.title`], area).toMatch(/[a-z]/u);
    }
  });

  it('gives a question an id from its rule, edition and input, whatever the order of the fields', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.boolean(), fc.integer(), fc.string())), (input) => {
        const reversed = Object.fromEntries(Object.entries(input).reverse());
        expect(questionId('r', '2017', reversed)).toBe(questionId('r', '2017', input));
        expect(questionId('r', '1987', input)).not.toBe(questionId('r', '2017', input));
      }),
    );
  });
});

describe('spaced repetition (src/lib/quiz/review.ts)', () => {
  it('brings a wrong answer back at once, and a right one in review later, until it leaves', () => {
    let s = record({}, 'a', false, 1000);
    expect(due(s, 1000)).toEqual(['a']);
    s = record(s, 'a', true, 2000);
    expect(due(s, 2000)).toEqual([]);
    expect(due(s, 2000 + DAY)).toEqual(['a']);
    s = record(s, 'a', true, 3000);
    s = record(s, 'a', true, 4000);
    s = record(s, 'a', true, 5000);
    expect(Object.keys(s)).toEqual([]);
    expect(record({}, 'b', true, 0)).toEqual({});
  });

  it('draws an exam area by area: no repeats, and no area more than one question ahead of another that still has some', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer(), (size, seed) => {
        let x = seed;
        const random = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
        const pool = ru.filter((q) => q.edition === '2017');
        const exam = examOf(pool, size, random);
        expect(exam.length).toBe(Math.min(size, pool.length));
        expect(new Set(exam.map((q) => q.id)).size).toBe(exam.length);
        const count = (a: string) => exam.filter((q) => q.area === a).length;
        const areas = [...new Set(pool.map((q) => q.area))];
        for (const a of areas) for (const b of areas) if (count(b) < pool.filter((q) => q.area === b).length) expect(count(a) - count(b), `${a} vs ${b}`).toBeLessThanOrEqual(1);
      }),
      { numRuns: 50 },
    );
  });

  it('leaves the recently answered questions out of an exam while the rest suffice, else takes the least recent of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 90 }), (seed, size, answered) => {
        let x = seed;
        const random = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
        const pool = en.filter((q) => q.edition === '2017' && q.differs);
        // Answered in practice: random questions of the pool (some twice) and of other pools.
        let recent: string[] = [];
        for (let i = 0; i < answered; i++) {
          const from = random() < 0.8 ? pool : en;
          recent = remember(recent, from[Math.floor(random() * from.length)]!.id);
        }
        const seen = new Set(recent);
        const fresh = pool.filter((q) => !seen.has(q.id));
        const exam = examOf(pool, size, random, recent);
        expect(exam.length).toBe(Math.min(size, pool.length));
        expect(new Set(exam.map((q) => q.id)).size).toBe(exam.length);
        const repeated = exam.filter((q) => seen.has(q.id));
        expect(repeated.length).toBe(Math.max(0, exam.length - fresh.length));
        // The repeats are the least recently answered ones.
        const order = recent.filter((id) => pool.some((q) => q.id === id));
        expect(repeated.map((q) => q.id)).toEqual(order.slice(0, repeated.length));
      }),
      { numRuns: 50 },
    );
  });

  it('remembers at most RECENT answered ids, the newest last, once each', () => {
    let recent: string[] = [];
    for (let i = 0; i < RECENT + 30; i++) recent = remember(recent, `q${i % (RECENT + 10)}`);
    expect(recent.length).toBe(RECENT);
    expect(new Set(recent).size).toBe(RECENT);
    expect(recent.at(-1)).toBe(`q${(RECENT + 29) % (RECENT + 10)}`);
    fc.assert(fc.property(fc.string(), (text) => void parseRecent(text)));
    expect(parseRecent('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseRecent('{"a":1}')).toEqual([]);
  });

  it('reads back anything malformed as an empty review, never throwing', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseReview(text)));
    expect(parseReview('{"a":[1,5],"b":"x"}')).toEqual({ a: [1, 5] });
    expect(parseReview(null)).toEqual({});
  });
});

describe('the open data /ru/quiz/questions.json and /en/quiz/questions.json', () => {
  const file = (lang: string) => join(DIST, lang, 'quiz', 'questions.json');
  it.runIf(existsSync(file('ru')))('holds the bank as { questions }, re-derivable from each input', () => {
    for (const lang of ['ru', 'en'] as const) {
      const data = JSON.parse(readFileSync(file(lang), 'utf8')) as { questions: Question[]; refs: Record<string, unknown> };
      expect(data.questions.length).toBe(ru.length);
      for (const q of data.questions) {
        for (const k of ['id', 'rule', 'edition', 'input', 'outcome', 'situation', 'choices', 'answer', 'explanation', 'cites']) expect(q, `${q.id} ${k}`).toHaveProperty(k);
        rederive(q, lang);
        for (const c of q.cites) expect(data.refs, c).toHaveProperty([c]);
      }
    }
  });
});

describe('what the quiz page loads: /{ru,en}/quiz/questions-{1987,2017}.json', () => {
  const file = (lang: string, name: string) => join(DIST, lang, 'quiz', name);
  it.runIf(existsSync(file('ru', 'questions-1987.json')))('splits the bank by edition, each question as in the open data with the fields the page shows, each cite resolved', () => {
    for (const lang of ['ru', 'en'] as const) {
      const bank = (JSON.parse(readFileSync(file(lang, 'questions.json'), 'utf8')) as { questions: Question[]; refs: Record<string, unknown> });
      const seen = new Set<string>();
      for (const edition of ['1987', '2017'] as const) {
        const chunk = JSON.parse(readFileSync(file(lang, `questions-${edition}.json`), 'utf8')) as { questions: Record<string, unknown>[]; refs: Record<string, unknown>; areas: Record<string, string>; aliases: Record<string, string> };
        // Every id dropped as a repeat of this edition resolves, in the file the page loads, to a question it holds.
        const want = Object.entries(questionAliases()).filter(([d]) => d.includes(`-${edition}-`));
        expect(Object.entries(chunk.aliases).sort()).toEqual(want.sort());
        for (const [, id] of want) expect(chunk.questions.some((q) => q.id === id), id).toBe(true);
        const whole = bank.questions.filter((q) => q.edition === edition);
        expect(chunk.questions.map((q) => q.id)).toEqual(whole.map((q) => q.id));
        for (const [i, q] of chunk.questions.entries()) {
          const w = whole[i]!;
          for (const k of ['id', 'area', 'edition', 'differs', 'situation', 'choices', 'answer', 'explanation', 'cites'] as const) expect(q[k], `${w.id} ${k}`).toEqual(w[k]);
          for (const c of w.cites) expect(chunk.refs[c], c).toEqual(bank.refs[c]);
          expect(chunk.areas[w.area]).toBeTruthy();
          seen.add(w.id);
        }
      }
      expect(seen.size).toBe(bank.questions.length);
    }
  });
});

describe('area names', () => {
  it('names every area of the rules in both languages (the quiz page lists them; a missing one broke the build)', async () => {
    const ru = (await import('../../src/i18n/ru.json')).default as Record<string, string>;
    const en = (await import('../../src/i18n/en.json')).default as Record<string, string>;
    for (const area of new Set(RULES.map((r) => r.area))) {
      expect(ru[`demo.${area}.title`], area).toBeTruthy();
      expect(en[`demo.${area}.title`], area).toBeTruthy();
    }
  });
});
