/**
 * An id's word typed one slip off (round 41's review: «правиллу», "commentry"): a letter doubled,
 * dropped, changed, or two swapped, in any form of any id word, still names the id; a word one
 * slip off that names no id changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idWordOf } from '../../src/lib/search/correct-id-words.ts';
import { readQuery } from '../../src/lib/search/query.ts';

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
});
