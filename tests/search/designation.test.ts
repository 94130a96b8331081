/**
 * A card from dummy named incompletely (src/lib/search/designation.ts): declarer's word that names
 * no card whole — a suit alone, a rank alone, a size or an act — said to dummy, is read with the
 * text's words for Law 46's case. Sentences are built from a grammar: random words, who spoke, the
 * verbs of saying, what was said in its forms and quotes, and where dummy stands.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDesignationTold, readDesignation } from '../../src/lib/search/designation';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const RU = {
  who: ['разыгрывающий', 'декларант', 'играющий', 'Юг', 'он'],
  say: ['сказал', 'назвал', 'заказал', 'буркнул', 'говорит', 'попросил', 'велел', 'произнёс', 'крикнул'],
  between: ['', 'болвану ', 'со стола ', 'просто ', 'со стола просто ', 'болвану только '],
  suit: ['пику', 'черву', 'бубну', 'трефу', 'пики', 'трефы'],
  rank: ['туза', 'короля', 'даму', 'валета', 'десятку', 'девятку', 'семёрку', 'тройку', 'двойку'],
  word: ['маленькую', 'младшую', 'старшую', 'любую', 'бей', 'возьми', 'бери', 'покрой', 'маленькую пику', 'старшую трефу'],
  dummy: ['а у болвана их две', 'а на столе две такие', 'болван положил не ту', 'со стола сыграли не то'],
  quote: [['', ''], ['«', '»'], ['"', '"'], ['„', '“']],
};
const EN = {
  who: ['declarer', 'he', 'South', 'the declarer'],
  say: ['said', 'called for', 'asked for', 'told dummy', 'named', 'just said', 'called'],
  between: ['', 'just ', 'only ', 'play a ', 'to '],
  suit: ['spade', 'heart', 'diamond', 'club', 'hearts'],
  rank: ['the jack', 'the queen', 'ace', 'king', 'the ten', 'the four'],
  word: ['low', 'small', 'high', 'top', 'win it', 'take it', 'ruff', 'small one', 'low club', 'cover'],
  dummy: ['and dummy has two of them', 'from dummy, which one is played', 'dummy held three', 'from the board'],
  quote: [['', ''], ["'", "'"], ['"', '"'], ['“', '”']],
};
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/болван|стол|ренонс|масть|поправ|исправ|передум|оговор/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/dummy|board|table|revok|reneg|renig|follow|sorry|chang|correct|meant/u.test(w));

const told = (g: typeof RU | typeof EN, word: fc.Arbitrary<string>) =>
  fc
    .tuple(pick(g.who), pick(g.say), pick(g.between), fc.oneof(pick(g.suit), pick(g.rank), pick(g.word)), pick(g.quote), pick(g.dummy), fc.array(word, { maxLength: 3 }), fc.array(word, { maxLength: 2 }))
    .map(([who, say, between, said, [open, close], dummy, before, after]) => ({
      q: [...before, who, `${say} ${between}${open}${said}${close},`, dummy, ...after].join(' ').replace(/\s+/gu, ' '),
      said: `${open}${said}${close}`,
    }));

describe('readDesignation: declarer’s word for dummy’s card that names no card whole', () => {
  it('reads a suit alone, a rank alone, a size or an act said to dummy as the text’s words for the case', () => {
    fc.assert(
      fc.property(fc.oneof(told(RU, wordRu), told(EN, wordEn)), ({ q, said }) => {
        const read = readDesignation(q, { designation: 'DESIGNATION' });
        // The word said is gone as a word (a random word may hold its letters: "aceaaaa").
        const asWord = new RegExp(`(?<![\\p{L}])${said.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`, 'u');
        return read.includes('DESIGNATION') && !asWord.test(read);
      }),
      { numRuns: 500 },
    );
  });

  it('reads nothing where dummy stands nowhere in the query (a suit demanded of a defender is a lead penalty)', () => {
    const noDummy = fc.oneof(told(RU, wordRu), told(EN, wordEn)).map(({ q }) => q.replace(/болван\p{L}*|со стола|на столе|dummy|from the board/giu, 'партнёр'));
    fc.assert(fc.property(noDummy, (q) => findDesignationTold(q) === null), { numRuns: 300 });
  });

  it('reads nothing where the card said is whole, or a lead is demanded', () => {
    const whole = fc.oneof(
      fc.tuple(pick(RU.who), pick(RU.say), pick(['туза', 'даму', 'короля', 'двойку']), pick(['пик', 'треф', 'червей', 'бубен', '♠'])).map(([w, s, r, x]) => `${w} ${s} со стола ${r} ${x}`),
      fc.tuple(pick(EN.who), pick(['said', 'called for', 'named']), pick(['the ace', 'the king', 'the jack']), pick(['spades', 'clubs', 'hearts'])).map(([w, s, r, x]) => `${w} ${s} ${r} of ${x} from dummy`),
      fc.tuple(pick(RU.who), pick(['заказал', 'потребовал', 'велел']), pick(['пику', 'черву', 'трефу'])).map(([w, s, x]) => `${w} ${s} ${x} ход от партнёра болвана`),
    );
    fc.assert(fc.property(whole, (q) => findDesignationTold(q) === null), { numRuns: 300 });
  });

  it('reads nothing where a revoke or a corrected designation is told beside it (other laws rule)', () => {
    const other = fc.tuple(fc.oneof(told(RU, wordRu), told(EN, wordEn)), pick(['и тут же поправился', 'а болван сренонсировал', 'then said sorry', 'dummy revoked', 'потом передумал'])).map(([{ q }, tail]) => `${q} ${tail}`);
    fc.assert(fc.property(other, (q) => findDesignationTold(q) === null), { numRuns: 300 });
    // "said anything" is no word for a card; quoted or after "play" it is.
    expect(findDesignationTold('dummy nudged the ace forward before declarer had said anything')).toBeNull();
    expect(findDesignationTold("declarer said 'play anything' from dummy")).not.toBeNull();
  });

  it('is read by the query reader with the page’s words', () => {
    const words = situationWords({ unable: 'UNABLE', designation: 'DESIGNATION', trickCount: 'TRICKCOUNT', established: 'ESTABLISHED', notEstablished: 'NOT ESTABLISHED', hesitation: 'HESITATION', concession: 'CONCESSION' });
    expect(readQuery('разыгрывающий сказал со стола «пику», не сказав какую', undefined, () => true, words, readers).words).toBe('разыгрывающий DESIGNATION , не сказав какую');
  });
});
