/**
 * What the linker's preview says of a provision (src/lib/embed/preview.ts), from its law's open
 * data: its own text, never another's (the audit: «Правило 64» showed 64C from mid-sentence,
 * «п. 61.5(ii)» the paragraph's item (i), «Law 50D2(a)» a raw footnote mark). Texts are generated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LawJson, SectionJson } from '../../src/lib/api/open-data.ts';
import { previewText } from '../../src/lib/embed/link-text.ts';
import { lookUpPreview, placesOf, previewOf, previewsOf } from '../../src/lib/embed/preview.ts';
import { Ref } from '../../src/lib/refs/index.ts';

const word = fc.stringMatching(/^[а-я]{3,9}$/u);
const text = fc.array(word, { minLength: 4, maxLength: 9 }).map((ws) => ws.join(' '));
const section = (id: string, md: string, headCut = false): SectionJson => ({ id, title: { ru: null, en: null }, complete: !headCut, incomplete: headCut ? ['head'] : [], md: { ru: md, en: null }, page: { ru: '', en: '' } });
const lawJson = (n: number, sections: SectionJson[], commentary: { id: string; md: string }[] = []): LawJson =>
  ({
    law: n,
    title: { ru: 'Заглавие', en: 'Title' },
    text: sections.length ? { complete: false, source: {}, sections } : null,
    commentary: commentary.map((c) => ({ id: c.id, alsoIds: [], md: { ru: c.md, en: null } })),
    citations: { made: [], received: [] },
    concordance: [],
  }) as unknown as LawJson;
const law = fc.integer({ min: 10, max: 93 });
const ref = (id: string) => Ref.parse(id)!;

describe('previewOf', () => {
  it('previews a law loaded from its start by its text, and a law loaded in part by its first loaded section, named, after a word that only part is there («…» where its start is lost)', () => {
    fc.assert(
      fc.property(law, text, text, fc.constantFrom('B', 'C', 'D'), fc.boolean(), (n, a, later, letter, headCut) => {
        const whole = previewOf(ref(String(n)), lawJson(n, [section(`${n}A`, a), section(`${n}${letter}`, later)]), 'ru');
        expect(whole).toBe(previewText(a));
        const part = previewOf(ref(String(n)), lawJson(n, [section(`${n}${letter}`, later, headCut), section(`${n}${letter}1`, a)]), 'ru');
        expect(part).toBe(previewText(`На сайте есть только часть правила. ${n}${letter}: ${headCut ? '…' : ''}${later}`));
      }),
    );
  });

  it('begins a section whose start the source lost with «…», and previews a heading by its parts', () => {
    fc.assert(
      fc.property(law, text, text, (n, cut, next) => {
        expect(previewOf(ref(`${n}B`), lawJson(n, [section(`${n}B`, cut, true)]), 'ru')).toBe(previewText(`…${cut}`));
        const heading = previewOf(ref(`${n}D`), lawJson(n, [section(`${n}D`, ''), section(`${n}D1`, cut, true), section(`${n}D2`, next)]), 'ru');
        expect(heading.startsWith(`…${cut.slice(0, 10)}`)).toBe(true);
        expect(previewOf(ref(`${n}D2`), lawJson(n, [section(`${n}D`, ''), section(`${n}D1`, cut, true), section(`${n}D2`, next)]), 'ru')).toBe(previewText(next));
      }),
    );
  });

  it('previews an item of a paragraph from its mark on, and the paragraph where the item is not marked', () => {
    fc.assert(
      fc.property(law, fc.integer({ min: 1, max: 9 }), fc.array(text, { minLength: 4, maxLength: 4 }), fc.integer({ min: 1, max: 3 }), (n, p, items, k) => {
        const marks = ['i', 'ii', 'iii', 'iv'];
        const md = items.map((t, i) => `(${marks[i]}) ${t}`).join(' ');
        const data = lawJson(n, [], [{ id: `${n}.${p}`, md }]);
        expect(previewOf(ref(`${n}.${p}(${marks[k]})`), data, 'ru').startsWith(`(${marks[k]}) ${items[k]!.slice(0, 8)}`)).toBe(true);
        expect(previewOf(ref(`${n}.${p}(v)`), data, 'ru')).toBe(previewText(md));
      }),
    );
  });

  it('previews an item without the items after it, with the list inside it (the probe: «п. 61.5(ii)» showed (iii) too)', () => {
    fc.assert(
      fc.property(law, fc.integer({ min: 1, max: 9 }), fc.array(text, { minLength: 6, maxLength: 6 }), fc.integer({ min: 0, max: 2 }), (n, p, t, k) => {
        const letters = ['a', 'b', 'c'];
        // (a) … (i) … (ii) … (b) … (c) …: a roman list inside (a).
        const md = `(a) ${t[0]} (i) ${t[1]} (ii) ${t[2]} (b) ${t[3]} (c) ${t[4]}`;
        const out = previewOf(ref(`${n}.${p}(${letters[k]})`), lawJson(n, [], [{ id: `${n}.${p}`, md }]), 'ru');
        const own = [`(a) ${t[0]} (i) ${t[1]} (ii) ${t[2]}`, `(b) ${t[3]}`, `(c) ${t[4]}`][k]!;
        expect(out).toBe(previewText(own));
        const romans = `(i) ${t[0]} (ii) ${t[1]} (iii) ${t[2]}`;
        expect(previewOf(ref(`${n}.${p}(ii)`), lawJson(n, [], [{ id: `${n}.${p}`, md: romans }]), 'ru')).toBe(previewText(`(ii) ${t[1]}`));
      }),
    );
  });

  it('ends a section whose end the source lost with «…»', () => {
    fc.assert(
      fc.property(law, text, (n, a) => {
        const s = { ...section(`${n}B`, a), incomplete: ['tail' as const], complete: false };
        expect(previewOf(ref(`${n}B`), lawJson(n, [s]), 'ru')).toBe(previewText(`${a}…`));
      }),
    );
  });

  it('shows no footnote mark or definition', () => {
    fc.assert(
      fc.property(law, text, text, (n, a, note) => {
        const out = previewOf(ref(`${n}A`), lawJson(n, [section(`${n}A`, `${a}[^${n}-1] ${a}\n\n[^${n}-1]: ${note}`)]), 'ru');
        expect(out).not.toMatch(/\[\^/u);
        expect(out).not.toContain(note);
      }),
    );
  });

  // Round 7 of the held-out probe: «L65D» said only that its text was not loaded, where the law page shows its heading.
  it('names a section the source names but whose text it lost by its heading, then says that its text is not loaded', () => {
    fc.assert(
      fc.property(law, text, text, (n, a, heading) => {
        const lost: SectionJson = { ...section(`${n}D`, ''), title: { ru: heading, en: null }, complete: false, incomplete: ['tail'] };
        const data = lawJson(n, [section(`${n}A`, a), lost]);
        expect(previewOf(ref(`${n}D`), data, 'ru')).toBe(`${heading}. Текста на сайте нет.`);
        expect(previewOf(ref(`${n}D`), data, 'en')).toBe(`${heading}. No text on the site.`);
      }),
    );
  });

  it('says that a provision’s text is not loaded where it is not', () => {
    fc.assert(fc.property(law, text, (n, a) => previewOf(ref(`${n}C2`), lawJson(n, [section(`${n}A`, a)]), 'en').startsWith('No text on the site')));
  });

  it('computes, with the data, the preview of the law, each section, each paragraph and each item marked in it, and none for a place without text', () => {
    fc.assert(
      fc.property(law, fc.integer({ min: 1, max: 9 }), fc.array(text, { minLength: 3, maxLength: 3 }), (n, p, t) => {
        const data = lawJson(n, [section(`${n}A`, t[0]!), section(`${n}B`, '')], [{ id: `${n}.${p}`, md: `(i) ${t[1]} (ii) ${t[2]}` }]);
        const out = previewsOf(data);
        for (const lang of ['ru', 'en'] as const) {
          expect(Object.keys(out[lang]).sort()).toEqual([`${n}`, `${n}A`, `${n}.${p}`, `${n}.${p}(i)`, `${n}.${p}(ii)`].sort());
          for (const [id, text] of Object.entries(out[lang])) expect(text).toBe(previewOf(ref(id), data, lang));
        }
      }),
    );
  });
});

describe('previewOf, a section whose end the source lost', () => {
  it('ends with «…», apart from a full stop (round 5: 55C ended «…результат.…»)', () => {
    fc.assert(
      fc.property(law, text, fc.boolean(), (n, t, stop) => {
        const md = stop ? `${t}.` : t;
        const cut: SectionJson = { ...section(`${n}C`, md), complete: false, incomplete: ['tail'] };
        expect(previewOf(ref(`${n}C`), lawJson(n, [cut]), 'ru')).toBe(previewText(stop ? `${md} …` : `${md}…`));
      }),
    );
  });
});

describe('lookUpPreview', () => {
  // Round 5 of the held-out probe: «Правило 65B3» showed 65B1–65B2 under 65B3's name, «п. 62.5(d)» the items (a)–(c).
  it('shows a cited place’s own preview; for one the site lacks, the nearest place around it that has one, named, after a word that the cited place is not there; never the whole law', () => {
    fc.assert(
      fc.property(law, fc.constantFrom('A', 'B', 'C'), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom('a', 'b', 'iv', 'ii'), text, text, (n, letter, sub, p, item, a, b) => {
        const previews = { [String(n)]: b, [`${n}${letter}`]: a, [`${n}.${p}`]: b };
        for (const lang of ['ru', 'en'] as const) {
          expect(lookUpPreview(ref(`${n}${letter}`), previews, lang)).toBe(a);
          const missing = lookUpPreview(ref(`${n}${letter}${sub}`), previews, lang)!;
          expect(missing.endsWith(` ${n}${letter}: ${a}`)).toBe(true);
          expect(missing.startsWith(`${n}${letter}${sub}`) || missing.includes(` ${n}${letter}${sub} `)).toBe(true);
          const itemOf = lookUpPreview(ref(`${n}.${p}(${item})`), previews, lang)!;
          expect(itemOf.endsWith(` ${n}.${p}: ${b}`)).toBe(true);
          expect(itemOf).toContain(`${n}.${p}(${item})`);
          // A section of a law whose sections the site lacks: nothing (the linker says where it is cited), not the law's text.
          expect(lookUpPreview(ref(`${n}D`), previews, lang)).toBeUndefined();
        }
      }),
    );
  });

  // Round 6 of the held-out probe: «Правило 61C» said «Текст на сайте не загружен», where the site has Law 61 whole
  // (61A and 61B, nothing more): there is no 61C to load.
  it('says that a law the site has whole has no such part, for a section or subsection it lacks, with the sections it has', () => {
    fc.assert(
      fc.property(law, fc.integer({ min: 1, max: 5 }), text, text, (n, sub, a, b) => {
        const previews = { [String(n)]: a, [`${n}A`]: a, [`${n}B`]: b };
        for (const lang of ['ru', 'en'] as const) {
          const none = lookUpPreview(ref(`${n}C`), previews, lang, [String(n), `${n}A`, `${n}B`])!;
          expect(none).toMatch(lang === 'ru' ? new RegExp(`^В Правиле ${n} нет ${n}C\\.`, 'u') : new RegExp(`^Law ${n} has no ${n}C\\.`, 'u'));
          expect(none.endsWith(` ${n}A, ${n}B.`)).toBe(true);
          const sub1 = lookUpPreview(ref(`${n}B${sub}`), previews, lang, [String(n), `${n}A`, `${n}B`])!;
          expect(sub1).toContain(lang === 'ru' ? `нет ${n}B${sub}.` : `has no ${n}B${sub}.`);
          expect(sub1.endsWith(` ${n}B: ${b}`)).toBe(true);
          // Not whole: the place may be in what the site lacks.
          expect(lookUpPreview(ref(`${n}C`), previews, lang)).toBeUndefined();
        }
      }),
    );
  });
});

// Round 9 of the held-out probe: «Law 64B9», «Law 62F» and «commentary 64.9» said their text was not loaded, as if
// they were provisions the site lacks; «Law 61C9» said that Law 61 has no 61C9. What the data knows of a law's
// places (placesOf) tells a place that does not exist from one whose text the site lacks.
describe('placesOf and lookUpPreview: a place the Laws do not have', () => {
  const entry = (l1987: string | null, l2017: string | null, read: string[] = []) => ({ l1987, l1997: l1987, l2017, status: 'changed', verified: true, read, unverifiedBecause: null, note: { ru: '', en: '' }, sources: [] });
  const paragraph = (id: string, tail = false) => ({ id, alsoIds: [], md: { ru: 'текст', en: null }, incomplete: tail ? ['tail'] : [] });

  it('knows, of a law the site has in part, every place some edition or citation has (and its parts above it), and no other', () => {
    fc.assert(
      fc.property(law, fc.constantFrom('A', 'B'), fc.integer({ min: 1, max: 6 }), fc.constantFrom('C', 'D'), fc.integer({ min: 1, max: 4 }), text, (n, letter, last, letter2017, sub, a) => {
        const data = {
          ...lawJson(n, [section(`${n}${letter}`, a)]),
          concordance: [entry(String(n), String(n), [`${n}A`, `${n}B`, `${n}${letter2017}`]), ...Array.from({ length: last }, (_, i) => entry(`${n}B${i + 1}`, `${n}B${i + 1}`))],
          citations: { made: [], received: [{ from: `${n}.1`, to: `${n}A${sub}`, anchor: '' }] },
        } as unknown as LawJson;
        const places = placesOf(data, { sections2017: [`${n}${letter2017}`, `${n}${letter2017}${sub}`, `${n + 1}E`], commentaryEnds: true });
        const expected = [String(n), `${n}A`, `${n}A${sub}`, `${n}B`, ...Array.from({ length: last }, (_, i) => `${n}B${i + 1}`), `${n}${letter2017}`, `${n}${letter2017}${sub}`];
        expect([...places.law!].sort()).toEqual([...new Set(expected)].sort());
        // No text at all: nothing can be told of its places.
        expect(placesOf({ ...data, text: null }, { sections2017: [], commentaryEnds: true }).law).toBeNull();
        // The site has the law whole: its text is all of it (61C: no such part).
        const whole = { ...data, text: { ...data.text!, complete: true } } as LawJson;
        expect(placesOf(whole, { sections2017: [`${n}${letter2017}`], commentaryEnds: true }).law).toEqual([String(n), `${n}${letter}`]);
      }),
    );
  });

  it('knows the paragraphs of a commentary that ends where the data says (every number up to its last), and none where its end is lost', () => {
    fc.assert(
      fc.property(law, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), (n, first, more, tail) => {
        const ids = Array.from({ length: more + 1 }, (_, i) => `${n}.${first + i}`);
        const data = { ...lawJson(n, []), commentary: ids.map((id, i) => paragraph(id, tail && i === ids.length - 1)) } as unknown as LawJson;
        const all = Array.from({ length: first + more }, (_, i) => `${n}.${i + 1}`);
        expect(placesOf(data, { sections2017: [], commentaryEnds: !tail }).commentary).toEqual(tail ? null : all);
        expect(placesOf(data, { sections2017: [], commentaryEnds: false }).commentary).toBeNull();
      }),
    );
  });

  it('says that a law has no section, subsection or paragraph beyond its places, with the ones it has; of one it has but without text, nothing (the linker says it is not loaded)', () => {
    fc.assert(
      fc.property(law, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 3 }), text, (n, last, paras, c) => {
        const previews = { [String(n)]: c, [`${n}C`]: c, [`${n}.1`]: c };
        const places = { law: [String(n), `${n}A`, `${n}B`, ...Array.from({ length: last }, (_, i) => `${n}B${i + 1}`), `${n}C`], commentary: Array.from({ length: paras }, (_, i) => `${n}.${i + 1}`) };
        for (const lang of ['ru', 'en'] as const) {
          const has = (id: string) => (lang === 'ru' ? `В Правиле ${n} нет ${id}.` : `Law ${n} has no ${id}.`);
          const sections = lang === 'ru' ? `Его части: ${n}A, ${n}B, ${n}C.` : `Its sections: ${n}A, ${n}B, ${n}C.`;
          expect(lookUpPreview(ref(`${n}F`), previews, lang, places.law)).toBe(`${has(`${n}F`)} ${sections}`);
          expect(lookUpPreview(ref(`${n}B${last + 3}`), previews, lang, places.law)).toBe(`${has(`${n}B${last + 3}`)} ${sections}`);
          const beyond = lookUpPreview(ref(`${n}.${paras + 5}`), previews, lang, places.commentary)!;
          expect(beyond.startsWith(lang === 'ru' ? `В комментарии к Правилу ${n} нет п. ${n}.${paras + 5}.` : `The commentary on Law ${n} has no ${n}.${paras + 5}.`)).toBe(true);
          expect(beyond.endsWith(` ${places.commentary.join(', ')}.`)).toBe(true);
          // Places the law has, with no text of their own on the site: not loaded, never «no such part».
          expect(lookUpPreview(ref(`${n}B${last}`), previews, lang, places.law)).toBeUndefined();
          expect(lookUpPreview(ref(`${n}A`), previews, lang, places.law)).toBeUndefined();
          expect(lookUpPreview(ref(`${n}.${paras}`), { [String(n)]: c }, lang, places.commentary)).toBeUndefined();
          // An item of a paragraph it has: that paragraph, named, after a word that the item is not on the site.
          expect(lookUpPreview(ref(`${n}.1(f)`), previews, lang, places.commentary)!.endsWith(` ${n}.1: ${c}`)).toBe(true);
          // Nothing known of the law's places (no text of it at all): as before, nothing of its own.
          expect(lookUpPreview(ref(`${n}F`), previews, lang, null)).toBeUndefined();
          expect(lookUpPreview(ref(`${n}.${paras + 5}`), previews, lang, null)).toBeUndefined();
        }
      }),
    );
  });
});
