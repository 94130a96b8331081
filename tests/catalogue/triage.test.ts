import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dump, load } from 'js-yaml';
import { MAX_DEPTH, loadTriage, parseTriage } from '../../src/lib/content/triage.ts';
import { outcomeView, demoHref } from '../../src/lib/site/triage.ts';
import { RULES, enumerateDomain } from '../../src/rules/index.ts';
import { rulingBlocks, sameRuling } from '../../src/scripts/demos/view.ts';

const root = join(import.meta.dirname, '..', '..');
const content = join(root, 'content');
const text = readFileSync(join(content, 'catalogue/triage.yaml'), 'utf8');
const tree = loadTriage(content);

describe('triage.yaml', () => {
  it('covers every situation the issue lists, each with at least one outcome', () => {
    const slugs = new Set(tree.outcomes.map((o) => o.slug));
    const decides = (law: number) => tree.outcomes.some((o) => o.law === law || o.decide.some((id) => id.startsWith(String(law)) && /^\d+/u.exec(id)![0] === String(law)) || o.rulings.some((c) => c.rule.apply(c.input).cites.some((id) => /^\d+/u.exec(id)?.[0] === String(law))));
    // revoke: established, corrected, tricks; exposed / penalty cards; leads; premature play; insufficient bid;
    // call out of rotation (28–32), change of call (25); claims (68–71); UI (16, 73); MI (75, 40, 21);
    // dummy (42, 43); wrong number of cards (13), fouled board (87). Laws 68, 75 and 40 are no longer
    // the deciding law of an outcome: the claim's computed part is 70C, and the misinformation outcomes'
    // is Law 21 (the call that may still be changed); damage under 75 and 40 is the Director's judgement.
    for (const law of [63, 62, 64, 50, 49, 54, 55, 56, 57, 27, 29, 30, 31, 32, 25, 69, 70, 71, 16, 73, 21, 42, 43, 13, 87]) {
      expect(decides(law), `no outcome is decided by Law ${law}`).toBe(true);
    }
    expect(slugs.size).toBe(tree.outcomes.length);
  });

  it('reaches every outcome in at most three answers from the start (four taps from the home page)', () => {
    for (const o of tree.outcomes) expect(tree.pathTo.get(`o:${o.slug}`)!.length).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('names commentary paragraphs that the sources have, and ids that link to their law page', () => {
    for (const lang of ['ru', 'en'] as const) {
      for (const o of tree.outcomes) {
        const v = outcomeView(o, lang, '/');
        for (const l of [...v.decide, ...v.commentary]) expect(l.href).toMatch(new RegExp(`^/${lang}/laws/\\d+/`, 'u'));
        for (const c of v.commentary) expect(c.href, c.text).toMatch(/#\d+\.\d+$/u);
      }
    }
  });
});

describe('every outcome rules as the rules module rules (no ruling typed by hand)', () => {
  const cases = tree.outcomes.flatMap((o) => o.rulings.map((c, i) => ({ o, c, i })));

  it('has outcomes computed by the rules module, for each of its rule areas', () => {
    expect(new Set(cases.map(({ c }) => c.rule.area))).toEqual(new Set(RULES.map((r) => r.area)));
  });

  it.each(cases.map(({ o, c, i }) => [`${o.slug} case ${i + 1} (${c.rule.id})`, o, i] as const))('%s: the page shows the rule function’s ruling under 1987 and 2017', (_, o, i) => {
    const c = o.rulings[i]!;
    const rule = RULES.find((r) => r.id === c.rule.id)!;
    for (const lang of ['ru', 'en'] as const) {
      const v = outcomeView(o, lang, '/').rulings[i]!;
      const r1987 = rule.apply({ ...c.input }, '1987');
      const r2017 = rule.apply({ ...c.input }, '2017');
      expect(v.r1987).toEqual(r1987);
      expect(v.r2017).toEqual(r2017);
      expect(v.differs).toBe(!sameRuling(r1987, r2017));
      // The explanation shown is the rule's own, word for word.
      const shown = v.blocks1987.find((b) => b.cls === 'demo-explanation')!.parts.map((p) => (typeof p === 'string' ? p : 'text' in p ? p.text : p.strong)).join('');
      expect(shown).toBe(r1987.ok ? r1987.explanation[lang] : '');
      const shown2017 = v.blocks2017.find((b) => b.cls === 'demo-explanation')!.parts.map((p) => (typeof p === 'string' ? p : 'text' in p ? p.text : p.strong)).join('');
      expect(shown2017).toBe(r2017.ok ? r2017.explanation[lang] : '');
      expect(rulingBlocks(r1987, lang, { refs: {}, strings: { decidedBy: '', cites: '', explained: '', impossible: '' } }, '1987', { '1987': {}, '2017': {}, re: null })[1]!.parts.join('')).toBe(shown);
    }
  });

  /** The edition never reads the field: over the rule's whole domain, no other value of it changes a ruling. */
  const ignored = new Map<string, boolean>();
  const ignoredUnder = (rule: (typeof RULES)[number], f: string, e: '1987' | '2017'): boolean => {
    const key = `${rule.id} ${f} ${e}`;
    if (!ignored.has(key)) {
      ignored.set(key, enumerateDomain<Record<string, unknown>>(rule.domain).every((i) => {
        const a = JSON.stringify(rule.apply(i, e));
        return rule.domain[f]!.every((v) => v === i[f] || JSON.stringify(rule.apply({ ...i, [f]: v }, e)) === a || !rule.apply({ ...i, [f]: v }, e).ok);
      }));
    }
    return ignored.get(key)!;
  };

  it('shows both branches of every input only one edition reads (2017’s comparable call, a card seen…) where it changes a case’s ruling', () => {
    // A field 1987 ignores but 2017 decides on (or the reverse) must not be frozen at one value by the
    // cases: the outcome shows the case again with the other value, so the director sees both rulings.
    const missing: string[] = [];
    for (const o of tree.outcomes) {
      for (const c of o.rulings) {
        const rule = RULES.find((r) => r.id === c.rule.id)!;
        for (const [f, values] of Object.entries(rule.domain)) {
          for (const v of values) {
            if (v === c.input[f]) continue;
            const flipped = { ...c.input, [f]: v };
            const changes = (['1987', '2017'] as const).map((e) => {
              const a = rule.apply({ ...c.input }, e);
              const b = rule.apply(flipped, e);
              return b.ok && JSON.stringify(a) !== JSON.stringify(b);
            });
            if (changes[0] === changes[1] || !(['1987', '2017'] as const).every((e) => rule.apply(flipped, e).ok)) continue;
            if (!ignoredUnder(rule, f, changes[0] ? '2017' : '1987')) continue;
            const shown = o.rulings.some((d) => d.rule.id === c.rule.id && d.input[f] === v);
            if (!shown) missing.push(`${o.slug}: ${c.case.en} with ${f} = ${String(v)}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('links each case to its demo with every field of the situation in the URL state', () => {
    for (const { c } of cases) {
      const href = demoHref('/', 'ru', c)!;
      const u = new URL(href, 'https://x.test');
      const key = /#demo-(.+)-title$/u.exec(href)![1]!;
      for (const [f, v] of Object.entries(c.input)) expect(u.searchParams.get(`${key}.${f}`), `${href} ${f}`).toBe(String(v));
    }
  });
});

describe('«Что решает» / "What decides it" is computed from the rulings, never typed where a rule decides', () => {
  const isLaw = (id: string) => !id.includes('.');
  /** The law ids the cases' rulings name under one edition: every decidedBy first, then the cites. */
  const named = (o: (typeof tree.outcomes)[number], edition: '1987' | '2017') => {
    const rs = o.rulings.map((c) => c.rule.apply({ ...c.input }, edition)).filter((r) => r.ok);
    return [...new Set([...rs.map((r) => r.decidedBy), ...rs.flatMap((r) => r.cites)].filter(isLaw))];
  };

  it.each(tree.outcomes.filter((o) => o.rulings.length > 0).map((o) => [o.slug, o] as const))('%s: lists exactly the provisions its rulings name, under 1987 and 2017, and nothing typed', (_, o) => {
    expect(o.decide, 'typed ids beside rulings').toEqual([]);
    for (const lang of ['ru', 'en'] as const) {
      const v = outcomeView(o, lang, '/');
      expect(v.decide).toEqual([]);
      expect(v.decided.map((d) => d.edition)).toEqual(['1987', '2017']);
      for (const d of v.decided) {
        const ids = named(o, d.edition);
        expect(d.links.map((l) => l.id)).toEqual(ids);
        // Every case's deciding provision is in the list.
        for (const c of o.rulings) {
          const r = c.rule.apply({ ...c.input }, d.edition);
          if (r.ok && isLaw(r.decidedBy)) expect(d.links.map((l) => l.id)).toContain(r.decidedBy);
        }
        for (const l of d.links) expect(l.href).toMatch(new RegExp(d.edition === '1987' ? `^/${lang}/laws/\\d+/` : `^/${lang}/editions/[\\d-]+/#y2017-`, 'u'));
      }
      if (o.law !== null) expect(named(o, '1987').some((id) => /^\d+/u.exec(id)![0] === String(o.law)), `law ${o.law} is not among the rulings' provisions`).toBe(true);
    }
  });

  it('lists 62D for the twelfth trick, which decides both its cases, and no 62C', () => {
    const o = tree.outcomes.find((x) => x.slug === 'revoke-twelfth-trick')!;
    const [d1987, d2017] = outcomeView(o, 'en', '/').decided;
    expect(d1987!.links.map((l) => l.id)).toContain('62D');
    expect(d1987!.links.map((l) => l.id)).not.toContain('62C');
    expect(d2017!.links.map((l) => l.id).some((id) => id.startsWith('2017:62D'))).toBe(true);
  });

  // A defender who leads or plays another card instead of his penalty card: Law 52 in both editions
  // (declarer accepts it, or requires the penalty card). The page on playing a penalty card shows each
  // verdict its rule can give — required, permitted, a revoke (follow suit first), Law 52.
  it('shows on penalty-card-play a case for every verdict of its rule, Law 52 among them under 1987 and 2017', () => {
    const o = tree.outcomes.find((x) => x.slug === 'penalty-card-play')!;
    const rule = RULES.find((r) => r.id === 'penalty-card-play')!;
    const verdicts = (rs: readonly { ok: boolean; outcome?: unknown }[]) => new Set(rs.filter((r) => r.ok).map((r) => (r.outcome as { verdict: string }).verdict));
    const cases = o.rulings.filter((c) => c.rule.id === rule.id);
    for (const edition of ['1987', '2017'] as const) {
      const all = verdicts([...enumerateDomain(rule.domain)].map((i) => rule.apply(i, edition)));
      expect(verdicts(cases.map((c) => c.rule.apply({ ...c.input }, edition))), edition).toEqual(all);
      const by = cases.map((c) => c.rule.apply({ ...c.input }, edition)).filter((r) => r.ok).map((r) => r.decidedBy);
      expect(by, edition).toContain(edition === '1987' ? '52' : '2017:52');
    }
  });

  // Law 21 (both editions; 2017 21B1(a): a missing alert is deemed misinformation) decides only the
  // misinformed player's call — changed while partner has not called (21B1), else an adjusted score
  // (21B3). The explanation itself, its correction and the damage are Laws 20F, 40 and 75, which no
  // rule computes. So a title over Law 21's cases states the call and its remedy, not the explanation alone.
  it('titles every outcome decided by Law 21 by the misinformed player’s call and its remedy', () => {
    const law21 = tree.outcomes.filter((o) => o.rulings.length > 0 && o.rulings.every((c) => c.rule.id === 'call-on-misinformation'));
    expect(law21.map((o) => o.slug).sort()).toEqual(['call-on-misinformation', 'misinformation', 'missing-alert']);
    for (const o of law21) {
      expect(o.title.ru, o.slug).toMatch(/заявк/iu);
      expect(o.title.en, o.slug).toMatch(/\bcall\b/u);
      const tooLate = o.rulings.some((c) => { const r = c.rule.apply({ ...c.input }, '2017'); return r.ok && r.decidedBy === '2017:21B3'; });
      if (tooLate) {
        expect(o.title.ru, o.slug).toMatch(/результат/u);
        expect(o.title.en, o.slug).toMatch(/adjusted score/u);
      }
    }
  });

  it('lists the cases at the top of every outcome with two or more, each linking to its case', () => {
    for (const lang of ['ru', 'en'] as const) {
      for (const o of tree.outcomes) {
        const v = outcomeView(o, lang, '/');
        if (o.rulings.length < 2) {
          expect(v.cases, o.slug).toEqual([]);
          continue;
        }
        expect(v.cases.map((c) => c.href), o.slug).toEqual(o.rulings.map((_, i) => `#case-${i + 1}`));
        expect(v.cases.map((c) => c.text), o.slug).toEqual(o.rulings.map((c) => c.case[lang]));
      }
    }
  });

  it('ends an outcome with links to its next outcomes, by their titles', () => {
    const established = tree.outcomes.find((x) => x.slug === 'revoke-established')!;
    expect(established.next).toContain('revoke-tricks');
    for (const lang of ['ru', 'en'] as const) {
      for (const o of tree.outcomes) {
        const v = outcomeView(o, lang, '/');
        expect(v.next, o.slug).toEqual(o.next.map((slug) => ({ href: `/${lang}/triage/${slug}/`, text: tree.outcomes.find((x) => x.slug === slug)!.title[lang] })));
      }
    }
  });

  it('leads on from every outcome whose rulings hand over to another situation (read from the rulings, not a list)', () => {
    // What a ruling's machine-readable outcome says happens next, as words: its string values
    // and the names of its true flags (`leadCardBecomesMajorPenaltyCard` → lead-card-becomes-major-penalty-card).
    const kebab = (k: string) => k.replace(/[A-Z]/gu, (c) => `-${c.toLowerCase()}`);
    const words = (outcome: unknown): string[] =>
      Object.entries(outcome as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'string' ? [v, `${kebab(k)}:${v}`] : v === true ? [kebab(k)] : []));
    const rulingWords = (o: (typeof tree.outcomes)[number]) =>
      o.rulings.flatMap((c) => (['1987', '2017'] as const).flatMap((ed) => {
        const r = c.rule.apply(c.input, ed);
        return r.ok ? words(r.outcome) : [];
      }));
    const uses = (o: (typeof tree.outcomes)[number], test: (c: (typeof o.rulings)[number]) => boolean) => o.rulings.some(test);
    // A class: the words that hand on, and the outcomes that take the situation over (by what their rulings decide).
    const classes: { name: string; hands: (w: string) => boolean; takes: (o: (typeof tree.outcomes)[number]) => boolean }[] = [
      {
        name: 'a penalty card',
        hands: (w) => (/penalty-card/u.test(w) && !/not-a-penalty-card|no-penalty/u.test(w)) || /^card:(major|minor)$/u.test(w),
        takes: (o) => uses(o, (c) => c.rule.id.startsWith('penalty-card-')),
      },
      {
        name: 'an established revoke (tricks transferred)',
        hands: (w) => /(^|-)established$|^status:established$|^law64:applies$/u.test(w) && !/not-established/u.test(w),
        takes: (o) => uses(o, (c) => c.rule.id === 'revoke-penalty'),
      },
      {
        name: 'a revoke still to be corrected',
        hands: (w) => /^(status:not-established|action:must-correct|verdict:revoke|declarers-card:revoke-to-be-corrected)$/u.test(w),
        takes: (o) => uses(o, (c) => c.rule.id === 'revoke-correction' && c.input.established === false),
      },
      {
        name: 'the twelfth trick’s exception',
        hands: (w) => /twelfth-trick/u.test(w),
        takes: (o) => uses(o, (c) => c.input.trick === 12),
      },
      {
        name: 'unauthorised information',
        hands: (w) => /unauthori[sz]ed-information/u.test(w),
        takes: (o) => o.law === 16,
      },
      {
        name: 'a change of call',
        hands: (w) => /^call:change-of-call$/u.test(w),
        takes: (o) => uses(o, (c) => c.rule.id === 'change-of-call'),
      },
    ];
    const bySlug = new Map(tree.outcomes.map((o) => [o.slug, o]));
    /** The outcomes reached by following `next`, the outcome itself included. */
    const reach = (o: (typeof tree.outcomes)[number]) => {
      const seen = new Set([o.slug]);
      const queue = [o];
      while (queue.length > 0) for (const s of queue.shift()!.next) if (!seen.has(s)) seen.add(s), queue.push(bySlug.get(s)!);
      return [...seen].map((s) => bySlug.get(s)!);
    };
    const missing: string[] = [];
    for (const cls of classes) {
      expect(tree.outcomes.some(cls.takes), `no outcome takes over ${cls.name}`).toBe(true);
      for (const o of tree.outcomes) {
        const said = rulingWords(o).filter(cls.hands);
        if (said.length > 0 && !reach(o).some(cls.takes)) missing.push(`${o.slug} (${[...new Set(said)].join(', ')}) leads to no outcome of ${cls.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps typed ids only where no rule decides, and shows them as such, under both editions', () => {
    for (const o of tree.outcomes.filter((x) => x.rulings.length === 0)) {
      const v = outcomeView(o, 'ru', '/');
      expect(v.decided).toEqual([]);
      expect(v.decide.length, o.slug).toBeGreaterThan(0);
      expect(v.decide2017.length, o.slug).toBe(o.decide2017.length);
      for (const l of v.decide2017) expect(l.href).toMatch(/^\/ru\/editions\/[\d-]+\/#y2017-/u);
    }
  });
});

describe('parseTriage refuses a broken tree with one line naming the place', () => {
  const yamlData = load(text);
  const data = () => JSON.parse(JSON.stringify(yamlData)) as Record<string, any>;
  const fails = (d: unknown) => {
    try {
      parseTriage(dump(d));
    } catch (e) {
      return (e as Error).message;
    }
    return null;
  };

  it('reads the file as it is', () => {
    expect(fails(data())).toBeNull();
  });

  it('refuses a ruling typed into an outcome or a case', () => {
    const d = data();
    d.outcomes['revoke-tricks'].ruling = { ru: 'Две взятки', en: 'Two tricks' };
    expect(fails(d)).toMatch(/^triage\.yaml outcome revoke-tricks: unknown key "ruling".*never from this file/u);
    const e = data();
    e.outcomes['revoke-tricks'].rulings[0].outcome = { tricksTransferred: 2 };
    expect(fails(e)).toMatch(/^triage\.yaml outcome revoke-tricks ruling 1: unknown key "outcome"/u);
  });

  it('refuses an unknown rule, a field out of its domain, and a situation the rule calls impossible', () => {
    const a = data();
    a.outcomes['revoke-tricks'].rulings[0].rule = 'revoke-magic';
    expect(fails(a)).toMatch(/ruling 1: unknown rule "revoke-magic"/u);
    const b = data();
    b.outcomes['revoke-tricks'].rulings[0].input.trick = 14;
    expect(fails(b)).toMatch(/ruling 1: Field "trick" = 14 is outside/u);
    const c = data();
    c.outcomes['revoke-tricks'].rulings[0].input.trick = 13;
    expect(fails(c)).toMatch(/ruling 1: revoke-penalty calls this situation impossible under the 1987 Laws/u);
  });

  it('refuses a next that names no other outcome', () => {
    const a = data();
    a.outcomes['revoke-established'].next = 'revoke-magic';
    expect(fails(a)).toMatch(/^triage\.yaml outcome revoke-established next: unknown outcome "revoke-magic"/u);
    const b = data();
    b.outcomes['revoke-established'].next = 'revoke-established';
    expect(fails(b)).toMatch(/^triage\.yaml outcome revoke-established next: the slug of another outcome/u);
    const c = data();
    c.outcomes['revoke-established'].next = ['revoke-tricks', 42];
    expect(fails(c)).toMatch(/^triage\.yaml outcome revoke-established next: the slug of another outcome/u);
    const d = data();
    d.outcomes['revoke-established'].next = ['revoke-tricks', 'revoke-magic'];
    expect(fails(d)).toMatch(/^triage\.yaml outcome revoke-established next: unknown outcome "revoke-magic"/u);
    const e = data();
    e.outcomes['revoke-established'].next = ['revoke-tricks', 'revoke-twelfth-trick'];
    expect(fails(e)).toBeNull();
  });

  it('refuses provisions typed beside rulings: «Что решает» is computed from them', () => {
    const d = data();
    d.outcomes['revoke-tricks'].decide = ['64A1'];
    expect(fails(d)).toMatch(/^triage\.yaml outcome revoke-tricks decide: computed from the rulings/u);
  });

  // fouled-board and claim-disputed have rulings now (src/rules/board.ts, claim.ts); unauthorised-information has none.
  it('refuses an outcome without a rule that names no law, and a non-canonical id', () => {
    const a = data();
    delete a.outcomes['unauthorised-information'].decide;
    expect(fails(a)).toMatch(/outcome unauthorised-information: no rule function decides it, so it needs law, decide and decide2017/u);
    const b = data();
    b.outcomes['unauthorised-information'].decide = ['16а'];
    expect(fails(b)).toMatch(/outcome unauthorised-information decide: "16а" is not a canonical 1987 law id/u);
    // The 2017 provisions too: an outcome that no rule decides names them, canonical, without the edition.
    const c = data();
    delete c.outcomes['unauthorised-information'].decide2017;
    expect(fails(c)).toMatch(/outcome unauthorised-information: no rule function decides it, so it needs law, decide and decide2017/u);
    const e = data();
    e.outcomes['unauthorised-information'].decide2017 = ['2017:16B1a'];
    expect(fails(e)).toMatch(/outcome unauthorised-information decide2017: "2017:16B1a" is not a canonical 2017 law id/u);
    const f = data();
    f.outcomes['revoke-tricks'].decide2017 = ['64A1'];
    expect(fails(f)).toMatch(/^triage\.yaml outcome revoke-tricks decide2017: computed from the rulings/u);
  });

  it('refuses a question reached twice, an unreachable outcome, and an outcome too deep', () => {
    const a = data();
    a.questions.what.answers.push({ ru: 'ещё', en: 'more', next: 'revoke' });
    expect(fails(a)).toMatch(/question revoke is reached a second time/u);
    const b = data();
    b.questions.cards.answers.pop();
    expect(fails(b)).toMatch(/outcome wrong-board: no answer leads to it/u);
    const c = data();
    c.questions.rotation.answers[0] = { ru: 'глубже', en: 'deeper', next: 'deeper' };
    c.questions.deeper = { ru: 'Ещё вопрос?', en: 'One more?', answers: [{ ru: 'да', en: 'yes', outcome: 'pass-out-of-rotation' }, { ru: 'нет', en: 'no', outcome: 'bid-out-of-rotation' }] };
    expect(fails(c)).toMatch(/question deeper answer 1: lies 4 answers from the start/u);
  });

  // Trees from a grammar: random slugs and words, random shapes within the depth.
  const word = fc.stringMatching(/^[a-z]{3,8}$/u);
  const label = fc.record({ ru: fc.stringMatching(/^[а-я]{2,10}( [а-я]{2,10}){0,3}$/u), en: fc.stringMatching(/^[a-z]{2,10}( [a-z]{2,10}){0,3}$/u) });
  it('reads any tree within the depth, and finds the path to every outcome', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 8, maxLength: 14 }), fc.array(label, { minLength: 30, maxLength: 30 }), fc.integer({ min: 1, max: MAX_DEPTH }), (names, labels, depth) => {
        let n = 0;
        const questions: Record<string, unknown> = {};
        const outcomes: Record<string, unknown> = {};
        const pool = [...names];
        // Build a tree of the given depth, two answers per question.
        const build = (level: number): string => {
          const id = `q${pool.pop() ?? n}`;
          const answers = [0, 1].map((k) => {
            const l = labels[n++ % labels.length]!;
            if (level < depth && k === 0 && pool.length > 2) return { ...l, next: build(level + 1) };
            const slug = `o${n}-${k}`;
            outcomes[slug] = { title: l, situation: l, search: l, law: 13, decide: ['13A'], decide2017: ['13A'] };
            return { ...l, outcome: slug };
          });
          questions[id] = { ...labels[n % labels.length], answers };
          return id;
        };
        const start = build(1);
        const t = parseTriage(dump({ start, questions, outcomes }));
        expect(t.outcomes.length).toBe(Object.keys(outcomes).length);
        for (const o of t.outcomes) {
          const path = t.pathTo.get(`o:${o.slug}`)!;
          expect(path.length).toBeLessThanOrEqual(depth);
          // Following the path's answers from the start ends on the outcome.
          const last = path[path.length - 1]!;
          expect(t.questions.get(last.question)!.answers[last.answer]!.outcome).toBe(o.slug);
          expect(path[0]!.question).toBe(start);
        }
      }),
      { numRuns: 60 },
    );
  });
});
