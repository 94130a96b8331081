/**
 * An id's word typed one slip off (round 41's review: «правиллу», "commentry"): a letter doubled,
 * dropped, changed, or two swapped, in any form of any id word, still names the id; a word one
 * slip off that names no id changes nothing.
 */
import fc from 'fast-check';
import leven from 'leven';
import { describe, expect, it } from 'vitest';
import { idWordOf } from '../../src/lib/search/correct-id-words.ts';
import { readQuery } from '../../src/lib/search/query.ts';
import { NUMBER_WORD, enCardinal, enOrdinal, ruCardinal, ruOrdinal } from '../support/number-word.ts';

const RU = 'абвгдежзиклмнопрстуфхцчшщыьэюя';
const EN = 'abcdefghijklmnopqrstuvwxyz';

/** One slip on a word: a letter doubled, dropped, changed to another of its alphabet, or two adjacent swapped. */
const slipped = (word: string) =>
  fc.record({ kind: fc.constantFrom('double', 'drop', 'change', 'swap'), at: fc.nat({ max: word.length - 2 }), to: fc.constantFrom(...(/[a-z]/u.test(word) ? EN : RU).split('')) }).map(({ kind, at, to }) => {
    const [a, b] = [word.slice(0, at), word.slice(at)];
    if (kind === 'double') return a + b[0] + b;
    if (kind === 'drop') return a + b.slice(1);
    if (kind === 'change') return a + to + b.slice(1);
    return a + b[1] + b[0] + b.slice(2);
  });

const lawWords = ['правило', 'правилу', 'правилом', 'правиле', 'статья', 'статьи', 'статье', 'закону', 'законе', 'article'];
const paraWords = ['пункт', 'пункте', 'пунктом', 'абзац', 'абзаце', 'параграф', 'параграфе'];
const law = fc.integer({ min: 1, max: 93 });
const para = fc.integer({ min: 1, max: 9 });

describe('correctIdWords: an id word one slip off', () => {
  it('names the law it introduces («правиллу 64», «статя 12», "articel 40")', () => {
    fc.assert(
      fc.property(fc.constantFrom(...lawWords).chain(slipped), law, (w, n) => {
        fc.pre(w.length >= 5);
        expect(readQuery(`${w} ${n}`).ref?.id).toBe(String(n));
      }),
      { numRuns: 400 },
    );
  });

  it('names the commentary paragraph it introduces («пукнт 3 комментария к 62», «коментраий 3 к 62», "commentry on law 63 para 5")', () => {
    fc.assert(
      fc.property(fc.constantFrom(...paraWords).chain(slipped), fc.constantFrom('комментарий', 'комментария').chain(slipped), law, para, (pw, cw, n, p) => {
        fc.pre(pw.length >= 5);
        expect(readQuery(`${pw} ${p} комментария к ${n}`).ref?.id).toBe(`${n}.${p}`);
        expect(readQuery(`${cw} ${p} к правилу ${n}`).ref?.id).toBe(`${n}.${p}`);
      }),
      { numRuns: 300 },
    );
    fc.assert(fc.property(fc.constantFrom('commentary', 'paragraph').chain(slipped), law, para, (w, n, p) => {
      expect(readQuery(`${w} ${p} of law ${n}`).ref?.id).toBe(`${n}.${p}`);
    }), { numRuns: 200 });
  });

  // Round 26: "Laww 73" fell to word search: «law» is under the five letters any slip is read in.
  it('names the law after a short id word with one letter typed twice ("Laww 73", "rulle 12"), and reads no other slip of one', () => {
    const doubleAt = (word: string) => fc.nat({ max: word.length - 1 }).map((at) => word.slice(0, at + 1) + word.slice(at));
    fc.assert(
      fc.property(fc.constantFrom('law', 'Law', 'rule', 'Rule').chain(doubleAt), law, (w, n) => {
        expect(readQuery(`${w} ${n}`).ref?.id).toBe(String(n));
      }),
      { numRuns: 200 },
    );
    for (const near of ['lay', 'raw', 'lawn', 'ruler', 'pare', 'rue']) expect(idWordOf(near), near).toBeNull();
  });

  it('leaves words that name no id, and words near none, as typed', () => {
    expect(readQuery('правильно ли 64').ref).toBeNull();
    expect(readQuery('roles of the director').words).toBe('roles of the director');
    expect(idWordOf('правило')).toBeNull();
    expect(idWordOf('зкон')).toBeNull();
    expect(idWordOf('правиллу')).toBe('правилу');
    expect(idWordOf('commentry')).toBe('commentary');
  });

  // Round 96: «четырнацатое правило» (a letter dropped from «четырнадцатое») fell to word search.
  it('names the law whose number is typed in words with one slip in a long word («четырнацатое правило», «правило шестдесят три», "law fourten")', () => {
    const spelled = fc.tuple(law, fc.nat(), fc.constantFrom('ru-ord', 'ru-card', 'en-ord', 'en-card')).map(([n, k, how]) => ({
      n,
      how,
      text: how === 'ru-ord' ? ruOrdinal(n, k) : how === 'ru-card' ? ruCardinal(n) : how === 'en-ord' ? enOrdinal(n, ' ') : enCardinal(n, ' '),
    }));
    // One word of eight letters or more slipped, the others as spelled; the slip is no number's word itself.
    const typo = spelled.chain(({ n, how, text }) => {
      const words = text.split(' ');
      const long = words.flatMap((w, i) => (w.length >= 8 ? [i] : []));
      if (!long.length) return fc.constant(null);
      return fc.constantFrom(...long).chain((i) => slipped(words[i]!).map((w) => ({ n, how, at: i, words, w })));
    });
    // Every spelled word of every other number: a slip one letter from one of them is no slip of this one («осемьдесят»: 80 or 70).
    // 40 has its common misspelling too ("fourty", "fourtieth": number-words.ts reads them), one slip from "fourteeth".
    const spellings = (n: number) =>
      new Set([...Array.from({ length: 11 }, (_, k) => ruOrdinal(n, k)), ruCardinal(n), enOrdinal(n, ' '), enCardinal(n, ' '), ...(n === 40 ? ['fourty', 'fourtieth'] : [])].flatMap((s) => s.split(' ')));
    const others = (n: number) => Array.from({ length: 99 }, (_, i) => i + 1).filter((m) => m !== n && !spellings(n).has(String(m))).flatMap((m) => [...spellings(m)].filter((w) => !spellings(n).has(w)));
    let checked = 0;
    fc.assert(
      fc.property(typo, (t) => {
        if (t === null || NUMBER_WORD.test(t.w) || t.w.length < 7) return;
        if (others(t.n).some((o) => leven(o, t.w) <= 1 || (o.length === t.w.length && [...o].filter((c, i) => c !== t.w[i]).length === 2 && [...o].sort().join('') === [...t.w].sort().join('')))) return;
        const number = t.words.map((w, i) => (i === t.at ? t.w : w)).join(' ');
        const q = t.how.startsWith('ru') ? (t.how === 'ru-ord' ? `${number} правило` : `правило ${number}`) : t.how === 'en-ord' ? `${number} law` : `law ${number}`;
        checked++;
        expect(readQuery(q).ref?.id, q).toBe(String(t.n));
      }),
      { numRuns: 500 },
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('reads no short word near a number word as one, nor a word near a number that then names no id', () => {
    for (const near of ['пятого', 'сорока', 'twenty', 'eighty']) expect(idWordOf(near), near).toBeNull();
    expect(readQuery('вернее всего').ref).toBeNull();
    expect(readQuery('четырнацатое место').ref).toBeNull();
    // One slip from two numbers is neither: "fourteeth" is 14th or 40th misspelt ("fourtieth"), «осемьдесят» 80 or 70.
    expect(readQuery('fourteeth law').ref).toBeNull();
    expect(readQuery('правило осемьдесят').ref).toBeNull();
  });
});
