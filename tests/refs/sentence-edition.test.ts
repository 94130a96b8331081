/**
 * The edition a plain id in running text speaks of (src/lib/refs/sentence-edition.ts): the one
 * named in its clause, else before it in its sentence, else the text's own. Sentences are
 * generated from random words, ids and the ways the texts name an edition.
 */
import { describe, expect, it } from 'vitest';
import { namedYear, sentenceEdition } from '../../src/lib/refs/sentence-edition.ts';

const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)]!;
const LETTERS = 'абвгдежзиклмнопрстуфхцчшщэюя';
const word = () => Array.from({ length: 3 + rnd(7) }, () => LETTERS[rnd(LETTERS.length)]).join('');
const words = (n: number) => Array.from({ length: n }, word).join(' ');
const id = () => `${1 + rnd(92)}${'ABCDE'[rnd(5)]}${rnd(2) ? 1 + rnd(4) : ''}`;
/** How the texts name an edition, before an id or after it. */
const NAMES: Record<'1987' | '1997' | '2017', readonly string[]> = {
  '1987': ['в 1987 году', 'в Кодексе 1987 года', 'по Кодексу', 'in the 1987 Laws', 'under the Code', 'Поправка 1988 года:'],
  '1997': ['в 1997 году', 'по тексту 1997 года', 'in the 1997 text'],
  '2017': ['в 2017 году', 'по Правилам 2017 года', 'under the 2017 Laws', '2017:'],
};
const YEARS = ['1987', '1997', '2017'] as const;
/** Where `x` stands in `text` (its first occurrence after `from`). */
const span = (text: string, x: string, from = 0): [number, number] => {
  const i = text.indexOf(x, from);
  return [i, i + x.length];
};
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

describe('the edition an id in running text speaks of', () => {
  it('is the one named in its clause, before or after it', () => {
    for (let i = 0; i < 300; i++) {
      const [y1, y2] = [pick(YEARS), pick(YEARS)];
      const [a, b] = [id(), id()];
      if (a === b) continue;
      // «В 1987 году это 53C, в 2017 году 53B»; "(53C by the 1997 text, 53B in 2017)".
      const before = `${words(rnd(3))} ${pick(NAMES[y1])} ${words(rnd(3))} ${a}, ${pick(NAMES[y2])} ${words(rnd(2))} ${b}.`;
      expect(namedYear(before, ...span(before, `${a},`)), before).toBe(y1);
      expect(namedYear(before, ...span(before, b, before.indexOf(`${a},`) + a.length)), before).toBe(y2);
      const after = `${words(1 + rnd(3))} (${a} ${pick(NAMES[y1])}; ${b} ${pick(NAMES[y2])}) ${words(2)}.`;
      expect(namedYear(after, ...span(after, a, after.indexOf('('))), after).toBe(y1);
      expect(namedYear(after, ...span(after, b, after.indexOf(';'))), after).toBe(y2);
    }
  });

  it('else the one named before its clause in its sentence, not past a full stop or a semicolon', () => {
    for (let i = 0; i < 300; i++) {
      const y = pick(YEARS);
      const a = id();
      const text = `${pick(NAMES[y])} ${words(2)}, ${words(1 + rnd(3))} (${a}), ${words(2)}. ${cap(words(2))} ${a}; ${words(1)} ${a}`;
      const first = text.indexOf(a);
      expect(namedYear(text, first, first + a.length), text).toBe(y);
      const second = text.indexOf(a, first + 1);
      expect(namedYear(text, second, second + a.length), text).toBeNull();
      expect(sentenceEdition(text, second, second + a.length, '2017')).toBe('2017');
      const third = text.lastIndexOf(a);
      expect(namedYear(text, third, third + a.length), text).toBeNull();
      expect(sentenceEdition(text, first, first + a.length, '2017')).toBe(y === '2017' ? '2017' : '1987');
    }
  });

  // Probe round 11: «(текст 1997 года, 25B2(b)(2))» — the comma split the id from its year.
  it('takes a bracket as the clause of the ids in it, commas and all', () => {
    for (let i = 0; i < 300; i++) {
      const [y, other] = [pick(YEARS), pick(YEARS)];
      const [a, b] = [id(), id()];
      if (a === b) continue;
      const inner = rnd(2) ? `${pick(NAMES[y])} ${words(rnd(2))}, ${b}` : `${b}, ${words(1 + rnd(2))} ${pick(NAMES[y])}`;
      const text = `${cap(words(2))} ${pick(NAMES[other])} ${words(1)} ${a} (${inner}) ${words(2)}, ${words(2)} (${a}, ${b}).`;
      expect(namedYear(text, ...span(text, b, text.indexOf('('))), text).toBe(y);
      // A bracket that names no edition is read as a part of its clause: the edition before it.
      const last = text.lastIndexOf(`, ${b})`) + 2;
      expect(namedYear(text, last, last + b.length), text).toBe(other);
    }
  });

  // Probe round 11: «… (25B2, 25B3). «Среднего минуса» … (текст 1997 года …)» read the next sentence's year.
  it('ends a sentence at a full stop before a quote or a bracket that opens a capital', () => {
    for (let i = 0; i < 200; i++) {
      const y = pick(YEARS);
      const a = id();
      const open = pick(['«', '"', '“', '(']);
      const text = `${cap(words(3))} (${a}). ${open}${cap(words(2))} ${pick(NAMES[y])} ${words(2)}.`;
      expect(namedYear(text, ...span(text, a)), text).toBeNull();
    }
  });

  // Probe round 12: «Искали и текст 1987 года: перевод А. Рыбникова …, и Правила 41 …» — the initial's dot ended the sentence.
  it('reads the dot of an initial as no end of a sentence', () => {
    for (let i = 0; i < 200; i++) {
      const y = pick(YEARS);
      const a = id();
      const initial = pick([...'АБВГДЕКЛМНПРСТ', ...'ABCDEJKLMR']);
      const text = `${cap(words(2))} ${pick(NAMES[y])}: ${words(2)} ${initial}. ${cap(words(1))} ${words(2)}, ${words(1)} ${a} ${words(2)}.`;
      expect(namedYear(text, ...span(text, a)), text).toBe(y);
    }
  });

  it('reads a full stop before a small letter as no end of a sentence', () => {
    const text = 'по Кодексу 1987 г. с поправкой 1988 г. защитники спрашивают (61B); по 2017 г. 61B3';
    expect(namedYear(text, text.indexOf('61B)'), text.indexOf('61B)') + 3)).toBe('1987');
    expect(namedYear(text, text.indexOf('61B3'), text.indexOf('61B3') + 4)).toBe('2017');
  });
});
