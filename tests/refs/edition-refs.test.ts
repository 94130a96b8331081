/**
 * Edition-tagged citations in running text: «Правило 64А (2017)», "Law 27B1 (2017)", `2017:64A`.
 * findRefs reads them as refs to that edition (which the site links to the concordance row),
 * keeping the written text, tag included, as the text of the match.
 */
import { describe, expect, it } from 'vitest';
import { findRefs, Ref, type Lang } from '../../src/lib/refs/index';

const found = (text: string, lang: Lang) => findRefs(text, lang).map((m) => [m.text, m.ref.id]);

describe('edition-tagged citations', () => {
  it('reads the issue\'s examples as 2017 refs, the tag inside the written text', () => {
    expect(found('см. Правило 64А (2017) и 2017:64A', 'ru')).toEqual([
      ['Правило 64А (2017)', '2017:64A'],
      ['2017:64A', '2017:64A'],
    ]);
    expect(found('see Law 27B1 (2017)', 'en')).toEqual([['Law 27B1 (2017)', '2017:27B1']]);
  });

  it('reads «(2017 г.)», «(2017 года)» and 1997 like «(2017)»', () => {
    expect(found('по Правилу 64А (2017 г.), а по Правилу 27 (2017 года) — иначе; ср. Правило 50D2 (1997)', 'ru')).toEqual([
      ['Правилу 64А (2017 г.)', '2017:64A'],
      ['Правилу 27 (2017 года)', '2017:27'],
      ['Правило 50D2 (1997)', '1997:50D2'],
    ]);
    expect(found('1997:63A4, 2017: 23A', 'en')).toEqual([
      ['1997:63A4', '1997:63A4'],
      ['2017: 23A', '2017:23A'],
    ]);
  });

  // Probe round 11: "a part of its own in 2017: 63A4 (2017)" linked "2017: 63A4", the prose's year inside.
  it('reads a year after a word and a colon as prose, not as a prefix', () => {
    const rnd = (n: number) => Math.floor(Math.random() * n);
    for (let i = 0; i < 100; i++) {
      const id = `${8 + rnd(85)}${'ABCDE'[rnd(5)]}${1 + rnd(4)}`;
      const [word, lang] = rnd(2) ? [['in', 'since', 'by'][rnd(3)]!, 'en' as const] : [['в', 'с', 'к'][rnd(3)]!, 'ru' as const];
      const year = ['1997', '2017'][rnd(2)]!;
      expect(found(`${word} ${year}: ${id} (${year})`, lang)).toEqual([[`${id} (${year})`, `${year}:${id}`]]);
      expect(found(`${word} ${year}: ${id}`, lang)).toEqual([[id, id]]);
      // A prefix without a space stays one, after a word or not.
      expect(found(`${word} ${year}:${id}`, lang)).toEqual([[`${year}:${id}`, `${year}:${id}`]]);
    }
  });

  it('gives the tag of a list to every item of it, the link of the last item covering the tag', () => {
    expect(found('Правила 64А и 64В (2017)', 'ru')).toEqual([
      ['Правила 64А', '2017:64A'],
      ['64В (2017)', '2017:64B'],
    ]);
    expect(found('Laws 23 and 27B1b (2017)', 'en')).toEqual([
      ['Laws 23', '2017:23'],
      ['27B1b (2017)', '2017:27B1b'],
    ]);
  });

  it('reads 1987, the commentary\'s Code, as the plain ref, and a tag only where it closes the citation', () => {
    expect(found('Правило 23 (1987) и 1987:63A4', 'ru')).toEqual([
      ['Правило 23 (1987)', '23'],
      ['1987:63A4', '63A4'],
    ]);
    expect(found('Правило 64А (2017) и 27В', 'ru')).toEqual([
      ['Правило 64А (2017)', '2017:64A'],
      ['27В', '27B'],
    ]);
    expect(found('в 2017 году Правило 64 изменено; с 2017 г. по Правилу 27', 'ru')).toEqual([
      ['Правило 64', '64'],
      ['Правилу 27', '27'],
    ]);
  });

  it('round-trips: the written form of every edition ref is found as exactly that ref and that text', () => {
    const ids = ['2017:64A', '2017:27B1b', '2017:23', '2017:50D2', '1997:63A4', '1997:64B2', '2017:72C', '2017:16'];
    for (const id of ids) {
      const ref = Ref.parse(id)!;
      for (const lang of ['ru', 'en'] as const) {
        for (const written of [ref.format(lang), ref.id]) {
          const text = `x ${written}.`;
          const ms = findRefs(text, lang);
          expect(ms.map((m) => [m.text, m.ref.id]), `${lang}: ${written}`).toEqual([[written, id]]);
          expect(Ref.parse(ms[0]!.ref.id)!.id).toBe(id);
          expect(text.slice(ms[0]!.start, ms[0]!.end)).toBe(written);
        }
      }
    }
  });
});
