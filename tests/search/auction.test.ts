/**
 * Calls in a query are auction tokens (issue 35, round 4: «1БК», "2NT", «3♠», «две трефы» were
 * dropped or read as numbers): each contract bid is read as the text's word for a bid, a bid not
 * higher than one before it as an insufficient bid. Generated from a grammar of calls inside
 * random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBids, readAuction } from '../../src/lib/search/auction.ts';
import { readQuery } from '../../src/lib/search/query.ts';
import { terms } from '../../src/lib/search/terms.ts';
import { loadTriage } from '../../src/lib/content/triage.ts';
import ru from '../../src/i18n/ru.json';
import en from '../../src/i18n/en.json';

const WORDS = { bid: 'заявка', insufficient: 'недостаточная', overSeven: 'выше семи', changed: 'замена', meaning: 'значение' };
/** Each denomination as a hand types it, glued to the level or apart. */
const GLUED: string[][] = [['♣', 'C', 'с'], ['♦', 'D'], ['♥', 'H'], ['♠', 'S'], ['NT', 'БК', 'nt', 'бк']];
const APART: string[][] = [
  ['треф', 'трефы', 'трефу', 'clubs', '♣'],
  ['бубны', 'бубен', 'бубну', 'diamonds', '♦'],
  ['черву', 'червы', 'черви', 'hearts', '♥'],
  ['пику', 'пики', 'пик', 'spades', '♠'],
  ['без козыря', 'БК', 'NT', 'no trumps'],
];
const LEVEL_WORDS = ['', 'одну', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь'];
const callArb = fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.boolean(), fc.nat()).map(([level, strain, glued, inWords, k]) => ({
  level,
  strain,
  text: glued ? `${level}${GLUED[strain]![k % GLUED[strain]!.length]}` : `${inWords && level > 1 ? LEVEL_WORDS[level] : level} ${APART[strain]![k % APART[strain]!.length]}`,
}));
/** Words around: letters only, never a level word or a denomination. */
const word = fc.stringMatching(/^[жзлмнрвг][аоуи][жзлмнрвг]{2,4}$/u);

describe('auction tokens', () => {
  it('finds every call typed in any form among words, with its level and denomination', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(word, callArb), { minLength: 1, maxLength: 3 }), (parts) => {
        const q = parts.map(([w, c]) => `${w} ${c.text}`).join(' ');
        expect(findBids(q).map((b) => [b.level, b.strain, q.slice(b.start, b.end)])).toEqual(parts.map(([, c]) => [c.level, c.strain, c.text]));
      }),
    );
  });

  it('reads each bid as the word for a bid, and one not higher than an earlier bid as insufficient', () => {
    fc.assert(
      fc.property(word, callArb, callArb, (w, a, b) => {
        const out = readAuction(`${w} ${a.text} ${w} ${b.text}`, WORDS);
        const low = b.level < a.level || (b.level === a.level && b.strain <= a.strain);
        expect(out).toBe(`${w} заявка ${w} ${low ? 'недостаточная ' : ''}заявка`);
      }),
    );
  });

  it('reads a bid named as the one meant in place of the one made («4♥ вместо 4♠», "said one heart, meant one spade") as a change of call, never insufficient, and no bid a later one is compared with', () => {
    const link = fc.constantFrom(' вместо ', ', а хотел ', ' — хотел сказать ', ' и сразу поправился, хотел ', ', имел в виду ', ' instead of ', ' rather than ', ', meant ', ', I meant to bid ', ' but wanted ');
    fc.assert(
      fc.property(word, callArb, link, callArb, callArb, (w, a, l, b, c) => {
        const out = readAuction(`${w} ${a.text}${l}${b.text} ${w} ${c.text}`, WORDS);
        const low = c.level < a.level || (c.level === a.level && c.strain <= a.strain);
        expect(out).toBe(`${w} заявка${l}замена ${w} ${low ? 'недостаточная ' : ''}заявка`);
      }),
    );
  });

  it('reads the bid after «вместо», "instead of" as the one meant where it comes first too («вместо 2♥ схватил из бокса 2♠»), and one bid alone as typed', () => {
    const before = fc.constantFrom('вместо ', 'Вместо ', 'instead of ', 'rather than ');
    fc.assert(
      fc.property(word, before, callArb, callArb, (w, l, a, b) => {
        expect(readAuction(`${l}${a.text} ${w} ${b.text}`, WORDS)).toBe(`${l}замена ${w} заявка`);
        expect(readAuction(`${w} ${l}${a.text}`, WORDS)).toBe(`${w} ${l}заявка`);
      }),
    );
  });

  it('adds the words for an agreement explained where a bid’s explanation is told with what it means («сказали, что 2♣ натуральная»), not where an alert is the question or nothing was explained', () => {
    const explained = fc.constantFrom('сказали, что', 'партнёр объяснил', 'на вопрос партнёр ответил, что', 'рассказал соперникам, что', 'LHO said their', 'they told us', 'partner explained');
    const meaning = fc.constantFrom('натуральная', 'искусственные', 'слабые', 'короткая', 'стейман', 'мульти', '12–14', '15-17', 'natural', 'artificial', 'weak', 'forcing', 'Stayman', 'showed hearts');
    const alert = fc.constantFrom('без алерта', 'не алертировали', 'nobody alerted', 'no alert');
    fc.assert(
      fc.property(word, explained, callArb, meaning, alert, (w, e, c, m, a) => {
        expect(readAuction(`${e} ${c.text} ${m} ${w}`, WORDS)).toBe(`${e} заявка ${m} ${w} значение`);
        expect(readAuction(`${e} ${c.text} ${m} ${a}`, WORDS)).toBe(`${e} заявка ${m} ${a}`);
        expect(readAuction(`${w} ${c.text} ${m}`, WORDS)).toBe(`${w} заявка ${m}`);
      }),
    );
  });

  it('leaves numbers and letters that are no call alone', () => {
    for (const q of ['12 в торговле', '2 с', '3 d', 'две взятки', '8 пик', 'trick 12', 'двенадцатой взятке', 'пас 3']) expect(findBids(q)).toEqual([]);
  });

  it('reads calls in a query when the page gives its words, after its id', () => {
    expect(readQuery('после 2 треф игрок сказал 1 черву', WORDS).words).toBe('после заявка игрок сказал недостаточная заявка');
    expect(readQuery('1БК вне очереди', WORDS).words).toBe('заявка вне очереди');
    expect(readQuery('правило 27 после 2♠ сказал 2♥', WORDS)).toMatchObject({ words: '27 после заявка сказал недостаточная заявка' });
    expect(readQuery('1БК вне очереди').words).toBe('1БК вне очереди');
  });

  it('never reads the id a query names as a call: «1c», "6D", «7 с» are Laws 1C, 6D, 7C', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.constantFrom('c', 'd', 'C', 'D', 'с', 'С'), fc.constantFrom('', ' '), (law, letter, gap) => {
        const q = readQuery(`${law}${gap}${letter}`, WORDS);
        if (q.ref) expect(q.words).toBe(q.ref.localId);
      }),
    );
    expect(readQuery('1c', WORDS)).toMatchObject({ words: '1C' });
  });

  // Round 7: the page read a bid as «заявка» (any call), where the Laws and the outcome's title say
  // «недостаточное назначение»: the outcome held half of its title for «после 2 треф сказал 1 черву».
  it('reads a bid as the words the outcomes of an insufficient bid and of a bid out of rotation are titled with', () => {
    const outcomes = new Map(loadTriage().outcomes.map((o) => [o.slug, o]));
    const set = (s: string) => new Set(terms(s).map((t) => t.term));
    for (const [lang, strings] of [['ru', ru], ['en', en]] as const) {
      const words = { bid: strings['search.auction.bid'], insufficient: strings['search.auction.insufficient'], overSeven: strings['search.auction.overSeven'], changed: strings['search.auction.changed'], meaning: strings['search.auction.meaning'] };
      expect(set(readAuction('2♠ 1♥', words)), lang).toEqual(set(`${outcomes.get('insufficient-bid')!.title[lang]}`));
      expect([...set(outcomes.get('bid-out-of-rotation')!.title[lang])], lang).toContain(terms(words.bid)[0]!.term);
    }
  });

  // Round 8: "RHO bid 1S over our 1NT…": the bid named first was made over the next one.
  // Round 11: «трансфер 2♦ после 1БК» read the 1БК, named second but bid first, as insufficient after the 2♦.
  it('reads a bid made over a higher one («1♠ на 1БК», "1S over our 1NT", "the 2♦ card over my 2♠") as insufficient, over a lower one as a bid, and the one it was made over as a bid', () => {
    const bid = fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 4 }));
    const names = ['♣', '♦', '♥', '♠', 'NT'];
    fc.assert(
      // Round 44: the bidding box's card named before the link ("the 2♦ card over my 2♠"), and «мои», «наши»;
      // a helper's variants: a word or two of any kind before it ("straight after", «в ответ на»).
      fc.property(bid, bid, fc.constantFrom(' over our ', ' over ', ' after his ', ' после ', ' на ', ' после нашего ', ' card over my ', ' bidding card over ', ' карточкой на мои ', ' на наши ', ' straight after my ', ' сразу после моих ', ' в ответ на '), (a, b, link) => {
        fc.pre(a[0] !== b[0] || a[1] !== b[1]);
        const out = readAuction(`${a[0]}${names[a[1]]}${link}${b[0]}${names[b[1]]}`, WORDS);
        const aHigher = a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
        expect(out).toBe(`${aHigher ? '' : 'недостаточная '}заявка${link}заявка`);
      }),
    );
  });
});

// Round 28 (and round 16): a bid above seven (Law 38), «заявил восемь пик», "LHO bid 8NT".
describe('a bid above seven', () => {
  const HIGH_WORDS: Record<number, string[]> = { 8: ['восемь', 'eight'], 9: ['девять', 'nine'], 10: ['десять', 'ten'], 13: ['тринадцать', 'thirteen'] };
  const verb = fc.constantFrom('заявил', 'сказал', 'назначил', 'объявил', 'bid', 'called', 'opened');
  it('reads a level above seven glued to its denomination, or apart after a verb of calling or in no trumps, as the words for Law 38, and a suit apart without one as no bid', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 9, 10, 13), fc.integer({ min: 0, max: 4 }), fc.nat(), verb, word, fc.boolean(), (level, strain, k, v, w, glued) => {
        const apart = `${HIGH_WORDS[level]![k % 2]} ${APART[strain]![k % APART[strain]!.length]}`;
        const call = glued && level <= 9 ? `${level}${GLUED[strain]![k % GLUED[strain]!.length]}` : apart;
        expect(readAuction(`${w} ${v} ${call} ${w}`, WORDS)).toBe(`${w} ${v} выше семи ${w}`);
        // A holding is of a suit; above seven, no trumps are a bid with no verb (round 137's "eight no trump", up to thirteen: «десять бескозырок»).
        expect(readAuction(`${w} у него ${apart}`, WORDS)).toBe(strain === 4 ? `${w} у него выше семи` : `${w} у него ${apart}`);
      }),
      { numRuns: 300 },
    );
  });
});
