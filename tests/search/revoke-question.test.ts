/**
 * A question about a possible revoke told in a story (src/lib/search/revoke-question.ts): read with the text's words after
 * the question, declarer's question with 61B's, dummy's not at all. Sentences are built from a grammar: who asked, the
 * question in its forms (direct with its question mark, quoted or not; reported with «нет ли», "if", "whether"), each suit,
 * and random words around it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRevokeQuestion, readRevokeQuestion } from '../../src/lib/search/revoke-question';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';
import { keepsWordsTold } from '../support/spliced';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const SKIP = /пик|черв|бубн|бубен|треф|козыр|масть|масти|мастей|нет|есть|без|пуст|кончил|осталось|болван|стол|дамми|разыгр|деклар|спр|интерес|уточн|сказал|spade|heart|diamond|club|trump|suit|none|void|out|ask|inquir|wonder|said|says|dummy|declarer|if|whether|had|has|was|is|were|any|no/iu;
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !SKIP.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !SKIP.test(w));
const words = (w: fc.Arbitrary<string>) => fc.array(w, { maxLength: 3 }).map((ws) => ws.join(' '));

const SUITS_RU = [['пик', 'пики'], ['червей', 'черви'], ['бубен', 'бубны'], ['треф', 'трефы']] as const;
const SUITS_EN = ['spades', 'hearts', 'diamonds', 'clubs'];
/** The question, its suit at {g} (genitive plural) or {n} (nominative plural). */
const questionRu = pick(['«{g} нет?»', '«нет {g}?»', 'нету {g}?', '«пустой по {n}?»', '«{n} кончились?»', '«без {g}?»', 'нет ли у него {g}', 'нет ли {g}']);
const questionEn = pick(["'no {s}?'", '"out of {s}?"', 'no {s}?', '"having none?"', 'if he had no {s}', 'whether he had any {s}', 'if she was void']);
const askerRu = pick(['партнёр спросил', 'защитник спросил партнёра:', 'вистующий спросил', 'Запад тут же спросил']);
const askerEn = pick(['partner asked', 'my partner said', 'the other defender asked', 'West asked East']);
const fill = (q: string, i: number, ru: boolean) => (ru ? q.replace('{g}', SUITS_RU[i]![0]).replace('{n}', SUITS_RU[i]![1]) : q.replace('{s}', SUITS_EN[i]!));

const told = (askers: { ru: fc.Arbitrary<string>; en: fc.Arbitrary<string> }) =>
  fc.oneof(
    fc.tuple(words(wordRu), askers.ru, questionRu, fc.nat(3), words(wordRu)).map(([a, w, q, i, b]) => [a, w, fill(q, i, true), b].join(' ').trim()),
    // A reported question is asked, not said ("asked if he had no spades").
    fc.tuple(words(wordEn), askers.en, questionEn, fc.nat(3), words(wordEn)).map(([a, w, q, i, b]) => [a, /^(?:if|whether)/u.test(q) ? w.replace(/\bsaid\b/u, 'asked') : w, fill(q, i, false), b].join(' ').trim()),
  );
const WORDS = { revokeQuestion: 'QUESTION', revokeQuestionByDeclarer: 'RIGHT' };

describe('readRevokeQuestion: a question about a possible revoke, told in a story', () => {
  it('reads a defender’s question of a void, direct or reported, as the text’s words after it, keeping the words told', () => {
    fc.assert(fc.property(told({ ru: askerRu, en: askerEn }), (q) => keepsWordsTold(q, readRevokeQuestion(q, WORDS), 'QUESTION')), { numRuns: 400 });
  });

  // «стол» after a preposition is the table, and a player named between dummy and the asking is the one who asked.
  it('reads the question of a player named after dummy or after «на стол»', () => {
    const ru = fc.tuple(pick(['защитник бросил карту на стол,', 'болван молчал, а', 'карта упала под стол, и']), pick(['партнёр спросил', 'защитник спросил']), questionRu, fc.nat(3)).map(([b, a, q, i]) => `${b} ${a} ${fill(q, i, true)}`);
    const en = fc.tuple(pick(['dummy kept quiet, but', 'a card fell under the table, and']), pick(['partner asked', 'the other defender asked']), questionEn, fc.nat(3)).map(([b, a, q, i]) => `${b} ${a} ${fill(q, i, false)}`);
    fc.assert(fc.property(fc.oneof(ru, en), (q) => keepsWordsTold(q, readRevokeQuestion(q, WORDS), 'QUESTION')), { numRuns: 200 });
  });

  it('reads declarer’s question, or a question put to declarer, with 61B’s words', () => {
    const asker = { ru: pick(['разыгрывающий спросил', 'декларант спросил защитника:', 'защитник спросил у разыгрывающего']), en: pick(['declarer asked', 'declarer asked East', 'I asked declarer']) };
    fc.assert(fc.property(told(asker), (q) => keepsWordsTold(q, readRevokeQuestion(q, WORDS), 'RIGHT')), { numRuns: 200 });
  });

  it('reads nothing where dummy asked, and nothing without a question of a void («есть ли наказание», "what now?")', () => {
    const dummy = told({ ru: pick(['болван спросил', 'болван тут же:', 'стол интересуется у разыгрывающего']), en: pick(['dummy asked', 'dummy, who had looked at a hand, asked']) });
    const none = fc.tuple(fc.oneof(words(wordRu), words(wordEn)), pick(['есть ли наказание?', 'what now?', 'is there a penalty?', 'нет ли тут ошибки судьи', 'можно ли так?'])).map(([w, t]) => `${w} ${t}`.trim());
    fc.assert(fc.property(fc.oneof(dummy, none), (q) => findRevokeQuestion(q) === null), { numRuns: 300 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('East discarded on a heart lead, West said "no hearts?" and East found one', undefined, () => true, situationWords(), readers).words).toContain('revokeQuestion');
  });
});
