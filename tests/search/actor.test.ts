/**
 * Who acted in the play (src/lib/search/actor.ts): the first of declarer and a defender whom a verb
 * of leading or playing follows; a seat or a partner who played is a defender where declarer is named
 * by his role too, or where he played before his partner; dummy tells nothing. Sentences are built from a grammar: random words, the roles and
 * verbs in the forms directors type.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actorOf, roleOf } from '../../src/lib/search/actor';
import { terms } from '../../src/lib/search/terms';

const DECLARER = ['разыгрывающий', 'разыгрывающего', 'Разыгрывающему', 'декларант', 'декларанта', 'declarer', "Declarer's"];
const DEFENDER = ['защитник', 'Защитника', 'вистующий', 'вистующего', 'вистер', 'defender', 'defenders'];
const SEAT = ['Запад', 'востока', 'Север', 'юг', 'партнёр', 'напарник', 'West', 'east', 'partner'];
const DUMMY = ['болван', 'болвана', 'dummy'];
const PLAYED = ['пошёл', 'пошел', 'вышла', 'сыграл', 'положила', 'бросил', 'снёс', 'сбросила', 'ходил', 'повёл', 'атаковал', 'выложил', 'зашёл', 'уронил', 'засветила', 'led', 'played', 'threw', 'pitched', 'discarded', 'dropped', 'exposed', 'showed'];
const NOT_FILLER = /урон|засвет|drop|expos|show|разыгр|декларант|declar|защит|вист|defen|север|юг|восток|запад|партн|напарн|north|south|east|west|partner|болв|dummy|пош|выш|сыгр|полож|брос|снес|сброс|ход|пове|атак|вылож|заш|сход|lead|led|play|thr|pitch|put|start|discard/iu;
const filler = fc.oneof(fc.stringMatching(/^[а-я]{5,8}$/u), fc.stringMatching(/^[a-z]{5,8}$/u)).filter((w) => !NOT_FILLER.test(w));
const fillers = (max: number) => fc.array(filler, { maxLength: max });
const of = (forms: string[]) => fc.constantFrom(...forms);
const actor = (q: string) => actorOf(terms(q, 'query').map((t) => t.term));

describe('actorOf: who led or played', () => {
  it('is declarer or a defender, whichever a verb of playing follows first, the other named anywhere', () => {
    fc.assert(
      fc.property(fc.boolean(), of(DECLARER), of(DEFENDER), of(PLAYED), fillers(3), fillers(1), fillers(3), fillers(3), (declarerActs, d, w, verb, a, b, c, e) => {
        const [who, other] = declarerActs ? [d, w] : [w, d];
        return actor([...a, who, ...b, verb, ...c, other, ...e].join(' ')) === (declarerActs ? 'declarer' : 'defender');
      }),
      { numRuns: 500 },
    );
  });

  it('passes over one named before who only did something else («после взятки защитника разыгрывающий пошёл…»)', () => {
    fc.assert(
      fc.property(fc.boolean(), of(DECLARER), of(DEFENDER), of(PLAYED), fillers(2), fillers(1), (declarerActs, d, w, verb, a, b) => {
        const [who, other] = declarerActs ? [d, w] : [w, d];
        return actor([...a, other, who, ...b, verb].join(' ')) === (declarerActs ? 'declarer' : 'defender');
      }),
      { numRuns: 500 },
    );
  });

  it('passes over one named after «раньше», "before": he had not yet played («положил карту раньше защитника», "before the defender had played")', () => {
    fc.assert(
      fc.property(fc.boolean(), of(DECLARER), of(DEFENDER), of(PLAYED), of(['раньше', 'прежде', 'before', 'until']), fillers(2), (declarerActs, d, w, verb, before, a) => {
        const [who, other] = declarerActs ? [d, w] : [w, d];
        return actor([...a, before, other, verb].join(' ')) === null && actor([...a, who, verb, before, other, verb].join(' ')) === (declarerActs ? 'declarer' : 'defender');
      }),
      { numRuns: 500 },
    );
  });

  it('reads a seat or a partner who played before his partner as a defender: declarer plays dummy’s cards himself («Запад положил карту раньше партнёра»)', () => {
    const before = of(['раньше', 'прежде', 'before', 'before his', 'раньше своего']);
    const partner = of(['партнёра', 'напарника', 'партнёром', 'partner', "partner's"]);
    fc.assert(
      fc.property(of(SEAT), of(PLAYED), before, partner, fillers(2), fillers(1), fillers(2), (seat, verb, b4, p, a, b, c) => {
        const told = [...a, seat, ...b, verb, b4, p, ...c].join(' ');
        // Not before another one («раньше разыгрывающего» is waited for declarer, and names him: a defender too), nor after.
        // The seat need not be among the terms (the engine reads the index's words, which hold no seat).
        const unnamed = [...a, verb, b4, p, ...c].join(' ');
        return actor(told) === 'defender' && actor(unnamed) === 'defender' && actor([...a, seat, ...b, verb, ...c, p].join(' ')) === null;
      }),
      { numRuns: 500 },
    );
  });

  it('reads a seat or a partner who played as a defender only where declarer is named by his role (or he played before his partner)', () => {
    fc.assert(
      fc.property(of(SEAT), of(DECLARER), of(PLAYED), fillers(2), fillers(1), fillers(3), (seat, d, verb, a, b, c) => {
        const told = [...a, seat, ...b, verb, ...c];
        return actor([...told, d].join(' ')) === 'defender' && actor(told.join(' ')) === null;
      }),
      { numRuns: 500 },
    );
  });

  it('tells nothing where no verb of playing stands within two words of anyone, or dummy played', () => {
    fc.assert(
      fc.property(of([...DECLARER, ...DEFENDER, ...SEAT]), of(DUMMY), of(PLAYED), fc.tuple(filler, filler), fillers(3), (who, dummy, verb, [f1, f2], c) =>
        actor([who, f1, f2, verb, ...c].join(' ')) === null && actor([dummy, verb, ...c].join(' ')) === null),
      { numRuns: 500 },
    );
  });

  it('reads past dummy who played to the one who played after him («болван выложил карту, потом защитник сыграл…»)', () => {
    fc.assert(
      fc.property(fc.boolean(), of(DUMMY), of(DECLARER), of(DEFENDER), of(PLAYED), of(PLAYED), fillers(2), (declarerActs, dummy, d, w, v1, v2, c) =>
        actor([dummy, v1, ...c, declarerActs ? d : w, v2].join(' ')) === (declarerActs ? 'declarer' : 'defender')),
      { numRuns: 500 },
    );
  });
});

describe('roleOf: whom an outcome’s title names', () => {
  it('is declarer or a defender where the title names one of them, nothing where it names both or neither', () => {
    fc.assert(
      fc.property(of(DECLARER), of(DEFENDER), fillers(3), fillers(3), (d, w, a, b) => {
        const role = (q: string) => roleOf(terms(q).map((t) => t.term));
        return role([...a, d, ...b].join(' ')) === 'declarer' && role([...a, w, ...b].join(' ')) === 'defender' && role([...a, d, w, ...b].join(' ')) === null && role(a.join(' ')) === null;
      }),
      { numRuns: 300 },
    );
  });

  it('reads the outcomes’ own titles', () => {
    expect(roleOf(terms('Разыгрывающий пошёл не с той руки').map((t) => t.term))).toBe('declarer');
    expect(roleOf(terms('A defender’s premature lead or play').map((t) => t.term))).toBe('defender');
    expect(roleOf(terms('Первый ход вне очереди').map((t) => t.term))).toBe(null);
  });
});
