/**
 * A lead or play penalty the player could carry out and did not (src/lib/search/penalty-not-complied.ts): a suit demanded
 * or forbidden, or a ruff forbidden, and the player holding the suit all the same or doing what was forbidden. Sentences are
 * built from a grammar: who demanded, the demand in its forms, each suit, the card played instead and the holding, among
 * random words; and the case of a player who could not comply (unable.ts), which it leaves alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNotComplied, readNotComplied } from '../../src/lib/search/penalty-not-complied';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const SKIP = /пик|черв|бубн|бубен|треф|масть|масти|козыр|требов|запре|велел|велят|приказ|заказ|обяза|был|есть|имел|мог|хотя|подход|выполн|подчин|равно|тако|нет|одни|только|лишь|ничего|кроме|ренонс|spade|heart|diamond|club|suit|trump|ruff|demand|requir|ban|forb|prohib|barr|told|had|held|could|able|ignor|anyway|regard|disobey|comply|void|none|only|nothing|revok/iu;
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !SKIP.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !SKIP.test(w));
const words = (w: fc.Arbitrary<string>) => fc.array(w, { maxLength: 2 }).map((ws) => ws.join(' '));
const SUITS_RU = [['пики', 'пику', 'пика'], ['черви', 'черву', 'черва'], ['бубны', 'бубну', 'бубна'], ['трефы', 'трефу', 'трефа']] as const;
const SUITS_EN = ['spade', 'heart', 'diamond', 'club'];

const ru = fc
  .tuple(fc.nat(3), fc.nat(3), pick(['разыгрывающий потребовал', 'разыгрывающий велел ходить в', 'от меня потребовали']), pick(['я сыграл', 'защитник пошёл', 'он дал']), pick(['а {h} у меня была', 'хотя {h} у него была', 'хотя {h} ещё была', '{h} нашлась позже', 'а потом {h} обнаружилась', 'у защитника {h} была', 'у него {h} ещё была']), words(wordRu))
  .filter(([a, b]) => a !== b)
  .map(([a, b, demand, played, held, ws]) => `${demand} ${SUITS_RU[a]![1]}, ${ws} ${played} ${SUITS_RU[b]![1]}, ${held.replace('{h}', SUITS_RU[a]![2])}`);
const en = fc
  .tuple(fc.nat(3), fc.nat(3), pick(['declarer demanded a {s} lead', 'declarer required a {s}', 'declarer told East to lead a {s}', 'defender was told to lead a {s}', 'he held the {s} the card declarer required']), pick(['but he led a {o} although he had one', 'he ignored it and played a {o}', 'he played a {o} anyway', 'he led a {o}, and later one turned up', 'East had one but led a {o}', 'had one, led a {o}', 'defender had a heart but played a {o}']), words(wordEn))
  .filter(([a, b]) => a !== b)
  .map(([a, b, demand, rest, ws]) => `${demand.replace('{s}', SUITS_EN[a]!)}, ${ws} ${rest.replace('{o}', SUITS_EN[b]!)}`);
const ruff = fc.tuple(pick(['разыгрывающий запретил Западу козырять, а тот побил козырем', 'declarer forbade him to ruff, but he still ruffed']), words(wordRu)).map(([s, ws]) => `${ws} ${s}`);

describe('readNotComplied: a penalty the player could carry out and did not', () => {
  it('reads a demand or a ban and the player holding the suit, ignoring it, or doing what was forbidden as the text’s words for the case', () => {
    fc.assert(fc.property(fc.oneof(ru, en, ruff), (q) => readNotComplied(q, { notComplied: 'NOT COMPLIED' }).includes('NOT COMPLIED')), { numRuns: 400 });
  });

  it('reads nothing where the player could not comply, or where nothing was played against the demand', () => {
    const unable = fc.tuple(fc.nat(3), pick(['разыгрывающий потребовал {s}, а {l} у него нет', 'разыгрывающий потребовал {s}, а {l} не было', 'разыгрывающий запретил {s}, у вистующего одни {s}']), words(wordRu)).map(([a, t, ws]) => `${ws} ${t.replaceAll('{s}', SUITS_RU[a]![0]).replace('{l}', SUITS_RU[a]![0])}`);
    const demandOnly = fc.tuple(fc.nat(3), words(wordRu)).map(([a, ws]) => `разыгрывающий потребовал ход в ${SUITS_RU[a]![0]} ${ws}`);
    fc.assert(fc.property(fc.oneof(unable, demandOnly), (q) => findNotComplied(q) === null), { numRuns: 200 });
  });

  // The card found later (FOUND) read «у вистующего остались одни пики» as a card found: after readUnable had put its words
  // for the holding, «остались» stood alone and the query read as both cases.
  it('reads a holding of nothing but the forbidden suit as the unable case only, through the query reader too', () => {
    const only = fc.tuple(fc.nat(3), pick(['разыгрывающий запретил ходить в {s}, а у вистующего остались только {s}', 'декларант запретил {s}, у вистующего остались одни {s}', 'разыгрывающий запретил {s} а у защитника остались лишь {s}']), words(wordRu)).map(([a, t, ws]) => `${ws} ${t.replaceAll('{s}', SUITS_RU[a]![0])}`);
    fc.assert(
      fc.property(only, (q) => {
        const read = readQuery(q, undefined, () => true, situationWords(), readers).words;
        return read.includes('unable') && !read.includes('notComplied');
      }),
      { numRuns: 100 },
    );
  });

  // A holding the unable reader read first: «anyway» after it would read as disobeying ("all I've got left is ♠10 ♠8 ♠3 — do I
  // have to lead one anyway").
  it('reads nothing after the unable reader has read the holding, through the query reader', () => {
    const q = fc.tuple(pick(SUITS_EN), words(wordEn)).map(([suit, ws]) => `${ws} declarer won't let me lead ${suit}s, but all I've got left is ${suit}s — do I have to lead one anyway`.trim());
    fc.assert(
      fc.property(q, (t) => {
        const read = readQuery(t, undefined, () => true, situationWords(), readers).words;
        return read.includes('unable') && !read.includes('notComplied');
      }),
      { numRuns: 100 },
    );
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('разыгрывающий запретил Западу козырять, а тот побил козырем', undefined, () => true, situationWords(), readers).words).toBe('разыгрывающий запретил Западу козырять, а тот побил notComplied козырем');
  });
});
