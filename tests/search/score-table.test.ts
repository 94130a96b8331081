/**
 * A contract's score asked (src/lib/search/score-table.ts) is read with the text's words for it (Law 77's title).
 * Sentences are built from a grammar: the words asking the value, a contract's level and strain, the double, the
 * vulnerability and the result, in any order, among random words; and the cases it must leave alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findScoreAsked, readScoreTable } from '../../src/lib/search/score-table';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const SKIP = /сколько|стоим|цен|запис|бонус|преми|подсч|очк|ремиз|недобор|перебор|контр|зон|без|плюс|минус|ровно|выполн|сделал|бескоз|пик|черв|бубн|треф|слэм|шлем|гейм|частич|мажор|минор|контракт|имп|топ|матч|процент|адж|присужд|компенс|средн|взвеш|ошиб|неверн|исправ|спор|считают|говорят|уверен|вместо|перепут|наоборот|score|worth|much|bonus|premium|point|double|vul|down|made|making|trick|plus|slam|game|contract|major|minor|imp|top|match|adjust|assign|average|wrong|error|correct|mistak|instead|revers|disput|sign|enter|post|what|artificial|weight|split|vp/iu;
const wordRu = fc.stringMatching(/^[а-я]{3,8}$/u).filter((w) => !SKIP.test(w));
const wordEn = fc.stringMatching(/^[a-z]{3,8}$/u).filter((w) => !SKIP.test(w) && !/^(?:nt|sa|nv|x+|[shdc])$/u.test(w));
const level = fc.integer({ min: 1, max: 7 });
const contractRu = fc.tuple(level, pick(['♠', '♥', '♦', '♣', 'БК', ' пик', ' черви', ' бубны', ' трефы', 'П', 'Ч'])).map(([l, s]) => `${l}${s}`);
const contractEn = fc.tuple(level, pick(['♠', '♥', 'NT', 'S', 'H', ' spades', ' clubs', ' notrump'])).map(([l, s]) => `${l}${s}`);
const toldRu = fc.oneof(contractRu, pick(['с контрой', 'в контре', 'с реконтрой', 'в зоне', 'до зоны', 'без двух', 'без 3', 'без одной', 'плюс одна', 'ровно', 'слэм', 'бескозырка', 'частичная']));
const toldEn = fc.oneof(contractEn, pick(['doubled', 'redoubled', 'vulnerable', 'non-vul', 'down two', 'two down', 'made', 'with an overtrick', 'slam', 'partscore']));
const valueRu = pick(['сколько стоит', 'сколько это стоит', 'сколько дают за', 'сколько получаем за', 'сколько записать за', 'стоимость', 'цена', 'бонус за', 'премия за', 'подсчёт очков за', 'сколько очков за']);
const valueEn = pick(['how much is', 'what is the score for', 'score for', 'scoring', 'what is it worth', 'bonus for', 'what do we get for']);
const sentence = (value: fc.Arbitrary<string>, told: fc.Arbitrary<string>, word: fc.Arbitrary<string>) =>
  fc.tuple(fc.array(word, { maxLength: 3 }), value, fc.array(told, { minLength: 1, maxLength: 3 }), fc.array(word, { maxLength: 3 }), fc.boolean()).map(([a, v, t, b, first]) => (first ? [...a, v, ...t, ...b] : [...a, ...t, ...b, '—', v]).join(' '));

describe('readScoreTable: what a contract’s result scores', () => {
  it('reads a question of value with a contract, a double, the vulnerability or a result told, in either order, as the text’s words for the scoring table', () => {
    fc.assert(fc.property(fc.oneof(sentence(valueRu, toldRu, wordRu), sentence(valueEn, toldEn, wordEn)), (q) => readScoreTable(q, { scoreTable: 'TABLE' }).includes('TABLE')), { numRuns: 500 });
  });

  it('reads a bare «очки» / "points", or a result’s noun («ремиз», "overtricks"), only beside a double, the vulnerability or a result', () => {
    const bare = fc.tuple(pick(['очки', 'очков', 'points', 'ремиз', 'перебор', 'overtricks']), pick(['в контре', 'в зоне', 'без двух', 'doubled', 'vulnerable', 'down two']), fc.array(wordRu, { maxLength: 2 })).map(([p, t, ws]) => [...ws, p, t].join(' '));
    fc.assert(fc.property(bare, (q) => findScoreAsked(q) !== null), { numRuns: 200 });
    // A hand's strength beside a contract: no score.
    const strength = fc.tuple(contractRu, fc.integer({ min: 6, max: 20 }), fc.array(wordRu, { maxLength: 3 }), pick(['открыл {c} с {n} очками', 'у партнёра {n} очков, он сказал {c}', 'partner opened {c} with {n} points'])).map(([c, n, ws, t]) => [...ws, t.replace('{c}', c).replace('{n}', String(n))].join(' '));
    fc.assert(fc.property(strength, (q) => findScoreAsked(q) === null), { numRuns: 200 });
  });

  it('reads no method of scoring (Law 78), no score adjusted (Law 12), no score written wrong or disputed (Law 79)', () => {
    const other = pick(['матчевые очки', 'импы', 'IMPs', 'matchpoints', 'в процентах', 'adjusted score', 'присуждённый результат', 'средний плюс', 'записали неверно', 'исправить запись', 'wrong score entered', 'соперники говорят что', 'instead of']);
    fc.assert(fc.property(fc.oneof(sentence(valueRu, toldRu, wordRu), sentence(valueEn, toldEn, wordEn)), other, (q, o) => findScoreAsked(`${q} ${o}`) === null), { numRuns: 300 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('сколько стоит без трёх в контре', undefined, () => true, situationWords({ scoreTable: 'TABLE' }), readers).words).toBe('сколько стоит TABLE без трёх в контре');
  });
});
