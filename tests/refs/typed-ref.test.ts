/**
 * findTypedRef: an id as a reader types it into the search box, anywhere in the query
 * (issue 35): spaced components after an introducing word, Cyrillic look-alikes, «ст.»,
 * "L64B3"; and never a bare number or a bid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYRILLIC_LOOKALIKES, MAX_LAW, MAX_PARAGRAPH, MAX_SUBSECTION, Ref, SECTION_LETTERS, findTypedRef } from '../../src/lib/refs/index';
import { NUMBER_WORD } from '../support/number-word';

describe('findTypedRef', () => {
  const typed: [string, string][] = [
    ['law 64 b 3', '64B3'],
    ['para 57.4 c', '57.4(c)'],
    ['правило 63 а4', '63A4'],
    ['п.64.2', '64.2'],
    ['ст. 12', '12'],
    ['L64B3', '64B3'],
    ['Правило 64 В 6', '64B6'],
    ['статья 40', '40'],
    ['art. 12', '12'],
    ['63А4', '63A4'],
    ['62с', '62C'],
    ['para 61.5 (iv)', '61.5(iv)'],
    ['что говорит п. 63.5 о двенадцатой взятке', '63.5'],
    ['фальшренонс 63A4', '63A4'],
    ['правило 63 в торговле', '63'],
    // A section letter typed by its sound (no Cyrillic look-alike): б, г, д, ф.
    ['правило 65 б1', '65B1'],
    ['64Д', '64D'],
    ['ст. 40 б 3 и', '40B3'],
    // Issue 35, round 4: a number and a letter apart without a law word; the law word in any case.
    ['55 В 2', '55B2'],
    ['47 Б', '47B'],
    ['31 b', '31B'],
    ['64 б 3', '64B3'],
    ['law 12 c 1', '12C1'],
    ['закона 50', '50'],
    ['закон 50 D2a', '50D2a'],
    ['пр.64а', '64A'],
    ['комментарий 63.5', '63.5'],
    ['параграфа 61.4', '61.4'],
    ['Rule 63(A)(4)', '63A4'],
  ];
  it.each(typed)('reads %j as %s', (q, id) => {
    expect(findTypedRef(q)?.ref.id).toBe(id);
  });

  const none = ['12 в торговле', '2 с', 'сказал 1 в', 'закон', 'законный ход', '12 взяток', '12-я взятка', 'trick 12', '1975 Laws', '2С контра', 'фальшренонс', '', 'пас 3', '2Б', '12 и 13 взятки'];
  it.each(none)('finds no id in %j', (q) => {
    expect(findTypedRef(q)).toBeNull();
  });
});

// ---- round trips over generated refs, typed in generated ways ----

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const ROMANS = ['i', 'ii', 'iv', 'v', 'vi', 'ix', 'x'];
const lawNumber = fc.integer({ min: 1, max: MAX_LAW });
const lawRef = fc
  .tuple(lawNumber, fc.constantFrom(...SECTION_LETTERS.split('')), fc.option(fc.integer({ min: 1, max: MAX_SUBSECTION })), fc.option(fc.constantFrom(...LETTERS)))
  .map(([law, section, sub, item]) => (sub === null ? Ref.law(law, section) : Ref.law(law, section, sub, item)));
const commentaryRef = fc
  .tuple(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), fc.option(fc.constantFrom(...ROMANS, 'a', 'b', 'c')))
  .map(([law, para, item]) => Ref.commentary(law, para, item));

const TO_CYRILLIC = Object.fromEntries(Object.entries(CYRILLIC_LOOKALIKES).map(([cyr, lat]) => [lat, cyr]));
/** A letter as a hand types it: either case, Latin or its Cyrillic look-alike. */
const letterAs = (ch: string) => fc.tuple(fc.boolean(), fc.boolean()).map(([upper, cyr]) => {
  const c = upper ? ch.toUpperCase() : ch.toLowerCase();
  return cyr ? (TO_CYRILLIC[c] ?? c) : c;
});
const INTRO_LAW = ['Law ', 'law', 'Laws ', 'Правило ', 'правилу ', 'Правила ', 'прав. ', 'Прав.', 'прав ', 'ст. ', 'ст.', 'статья ', 'art. ', 'L', '§ ', 'L.', 'l. ', 'L-', 'L: ', 'l:', 'L ', 'l ', 'пр-ло ', 'Прав-ло ', 'пр-лу ', 'прав-ла '];
const INTRO_PARA = ['п.', 'п. ', 'пункт ', 'para ', 'paragraph ', 'Commentary ', '§'];
/** Words of a query around the id: letters only, never a word that introduces an id, nor a roman numeral (an item: «61.5 iii»). */
/** Nor a number in words («tenth law 1 section a» reads as Law 10's), nor a part's word ("s.1A sub": "sub" is a subsection's). */
const word = fc
  .oneof(fc.stringMatching(/^[а-я]{3,8}$/u), fc.stringMatching(/^[a-z]{3,8}$/u))
  .filter((w) => !/^(?:правил|пункт|стать|ст|пп?|пр|прав|laws?|rules?|secs?|sections?|para|paragraphs?|comm?ent|comm?entary|art|articles?|l|комм?|абз|subs?|items?|notes?|par|pt|no|nr)$|^(?:правил|пункт|стать|закон|параграф|коммент|коментар|абзац)|^(?:x|ix|iv|vi{0,3}|i{1,3})$/u.test(w) && !NUMBER_WORD.test(w));
const words = fc.array(word, { maxLength: 3 }).map((ws) => ws.join(' '));
/** The query reads as `id`, and the id found covers exactly the text typed for it (no word around it). */
const readsWhole = (q: string, text: string, id: string): boolean => {
  const found = findTypedRef(q);
  return found?.ref.id === id && q.slice(found.start, found.end).trim() === text.trim();
};

/** A law ref typed after an introducing word, its components apart or together. */
const typedLaw = lawRef.chain((ref) =>
  fc
    .record({
      intro: fc.constantFrom(...INTRO_LAW),
      gap: fc.constantFrom('', ' ', '-'),
      sec: letterAs(ref.section!),
      item: ref.item === null ? fc.constant('') : fc.tuple(fc.constantFrom('', ' ', '('), letterAs(ref.item)).map(([how, c]) => (how === '(' ? `(${c.toLowerCase()})` : `${how}${c.toLowerCase()}`)),
    })
    .map(({ intro, gap, sec, item }) => ({ ref, text: `${intro}${ref.law}${gap}${sec}${ref.subsection === null ? '' : `${gap}${ref.subsection}${item}`}` })),
);
const typedPara = commentaryRef.chain((ref) =>
  fc
    // A space slipped in before the dot ("para 63 .4", round 98).
    .record({ intro: fc.constantFrom(...INTRO_PARA), item: fc.constantFrom('', ' ', '(', ' ('), dot: fc.constantFrom('.', '.', ' .') })
    .map(({ intro, item, dot }) => ({
      ref,
      text: `${intro}${ref.law}${dot}${ref.paragraph}${ref.item === null ? '' : item.includes('(') ? `${item}${ref.item})` : `${item}${ref.item}`}`,
    })),
);

describe('findTypedRef round trips (fast-check)', () => {
  it('reads back every ref from its formatted form, in both languages', () => {
    fc.assert(fc.property(fc.oneof(lawRef, commentaryRef), fc.constantFrom('ru', 'en') as fc.Arbitrary<'ru' | 'en'>, (ref, lang) => findTypedRef(ref.format(lang))?.ref.id === ref.id));
  });

  it('reads back a ref typed in any of the forms, with words before it and after a comma', () => {
    fc.assert(
      fc.property(fc.oneof(typedLaw, typedPara), words, words, ({ ref, text }, before, after) => {
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        return readsWhole(q, text, ref.id);
      }),
    );
  });

  // Round 135: «правило 64 б6 в двенадцатой» read «в» as the item (b) before the ordinal read as 12: 64B6b. An item is an id's
  // last part; a number after it belongs to the words.
  it('reads no item letter before a number («в», «с», «а» are words there), and an item at the id’s end still', () => {
    const parts = fc.tuple(fc.integer({ min: 1, max: MAX_LAW }), fc.constantFrom(...SECTION_LETTERS), fc.integer({ min: 1, max: 9 }), fc.constantFrom('в', 'с', 'а', 'b', 'c'), fc.integer({ min: 1, max: 13 }));
    fc.assert(
      fc.property(parts, ([law, sec, sub, item, n]) => {
        expect(findTypedRef(`правило ${law} ${sec}${sub} ${item} ${n}-й взятке`)?.ref.id).toBe(`${law}${sec}${sub}`);
        expect(findTypedRef(`правило ${law} ${sec}${sub} ${item}`)?.ref.id).toBe(`${law}${sec}${sub}${item === 'в' ? 'b' : item === 'с' ? 'c' : item === 'а' ? 'a' : item}`);
      }),
      { numRuns: 200 },
    );
  });

  // Round 176: «50 Д 2 б ничего не требовать» read 50D2: an item's letter standing apart was one only at the id's end. A letter
  // that is no word (Cyrillic «б», «г», «д»…, Latin "b"–"h") is the item with words after it too; «а», «в», «с», "a" stay words.
  it('reads an item letter that is no word standing apart, with words after it; «а», «в», «с», "a" there are words', () => {
    // …or a dash before the words (round 200's «50 D 2 b — штрафная остаётся лежать?»).
    const parts = fc.tuple(fc.integer({ min: 1, max: MAX_LAW }), fc.constantFrom(...SECTION_LETTERS), fc.integer({ min: 1, max: 9 }), fc.constantFrom(' ', ' (', ' - '), fc.constantFrom('б', 'г', 'д', 'Б', 'b', 'd', 'e', 'B'), fc.constantFrom('а', 'в', 'с', 'a'), word, fc.constantFrom(' ', ' — ', ' – ', ' —'));
    fc.assert(
      fc.property(parts, ([law, sec, sub, gap, item, wordy, after, sep]) => {
        const typed = `${law} ${sec} ${sub}${gap}${item}${gap.includes('(') ? ')' : ''}`;
        const latin = { б: 'b', г: 'g', д: 'd' }[item.toLowerCase()] ?? item.toLowerCase();
        return readsWhole(`${typed}${sep}${after}`, typed, `${law}${sec}${sub}${latin}`) && findTypedRef(`${law} ${sec} ${sub} ${wordy} ${after}`)?.ref.id === `${law}${sec}${sub}`;
      }),
      { numRuns: 300 },
    );
  });

  // Round 181: "L.59 par 3 no second go at the penalty" read Law 59: "par" before a number is the paragraph's word, as «пар.» is.
  it('reads "par N" after a law as its commentary paragraph, words after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LAW }), fc.integer({ min: 1, max: 19 }), fc.constantFrom('L.', 'law ', 'Law ', 'L'), fc.constantFrom('par ', 'par. ', 'Par ', 'par.'), words, (law, p, intro, par, after) => {
        const typed = `${intro}${law} ${par}${p}`;
        return readsWhole(`${typed} ${after}`, typed, `${law}.${p}`);
      }),
      { numRuns: 300 },
    );
  });

  // Round 184: «29 4 коммент ограничение на вист» read nothing: the law's number and the paragraph's, a space for the dot, then
  // the commentary's word.
  it('reads «N M коммент» / "N M commentary" as N.M, words after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LAW }), fc.integer({ min: 1, max: 19 }), fc.constantFrom('коммент', 'комментарий', 'комм.', 'commentary', 'comment'), fc.constantFrom(' ', ', ', ' - '), words, (law, p, cw, gap, after) => {
        const typed = `${law} ${p}${gap}${cw}`;
        return readsWhole(`${typed} ${after}`, typed, `${law}.${p}`);
      }),
      { numRuns: 300 },
    );
  });

  // Rounds 195 and 197: «58 №5 плохой результат невиновных» read Law 5 («№» as an id's word) and «58 кмнт 5» nothing.
  it('reads «N №M», "N #M" and «N кмнт M» as N.M, words after; «№ N» alone as Law N', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LAW }), fc.integer({ min: 1, max: 19 }), fc.constantFrom(' №', ' № ', ' #', ' кмнт ', ' кмнт. '), words, (law, p, mid, after) => {
        const typed = `${law}${mid}${p}`;
        return readsWhole(`${typed} ${after}`, typed, `${law}.${p}`) && findTypedRef(`№ ${law}`)?.ref.id === String(law);
      }),
      { numRuns: 300 },
    );
  });

  it('finds no id in words and bare numbers', () => {
    fc.assert(fc.property(fc.array(fc.oneof(word, fc.integer({ min: 0, max: 2100 }).map(String)), { minLength: 1, maxLength: 5 }), (ws) => findTypedRef(ws.join(' ')) === null));
  });
});

// ---- issue 35, round 4: the grammar in general ----

/** Cyrillic letters typed for a section letter by its sound, where it has no look-alike. */
// Round 17: «пр. 54ц» — C said «цэ»; E said «э».
const SOUND_OF: Record<string, string> = { B: 'б', G: 'г', D: 'д', F: 'ф', C: 'ц', E: 'э' };
/** A section letter as a hand types it: either case, Latin, its Cyrillic look-alike or its sound-letter. */
const sectionAs = (ch: string) =>
  fc.tuple(fc.boolean(), fc.constantFrom('latin', 'lookalike', 'sound')).map(([upper, how]) => {
    const c = how === 'sound' && SOUND_OF[ch] ? SOUND_OF[ch]! : how === 'lookalike' ? (TO_CYRILLIC[ch] ?? ch) : ch;
    return upper ? c.toUpperCase() : c.toLowerCase();
  });
/** Each law word's stem with the endings of its case forms (the commentary's word with any letters: «коммент», «комм.», «комментарию»). */
const CASE_FORMS: readonly [string, readonly string[]][] = [
  ['правил', ['о', 'а', 'у', 'ом', 'е', '', 'ам', 'ами', 'ах']],
  ['закон', ['', 'а', 'у', 'ом', 'е', 'ы', 'ов', 'ам', 'ами', 'ах']],
  ['пункт', ['', 'а', 'у', 'ом', 'е', 'ы', 'ов']],
  ['стат', ['ья', 'ьи', 'ью', 'ьей', 'ьёй', 'ье', 'ей']],
  ['параграф', ['', 'а', 'у', 'ом', 'е', 'ы']],
];
/** A law word in any case form and either capital: a stem and a case ending, or a cut. */
const lawWord = fc.oneof(
  fc
    .tuple(fc.oneof(fc.constantFrom(...CASE_FORMS).chain(([stem, ends]) => fc.constantFrom(...ends).map((e) => `${stem}${e}`)), fc.stringMatching(/^[а-яё]{0,4}$/u).map((e) => `коммент${e}`)), fc.boolean(), fc.constantFrom(' ', '', '. '))
    .map(([w, cap, gap]) => `${cap ? w[0]!.toUpperCase() + w.slice(1) : w}${gap === '' ? '' : gap}`),
  fc.constantFrom('пр.', 'пр. ', 'ст ', 'п. ', 'Law ', 'law ', 'rule ', 'Section ', 'para ', 'art. ', '§'),
);
/** Between the parts of an id: nothing, a space, a hyphen or a dash of any length («прав. 51 — А»: round 50), a dot. */
const gap = fc.constantFrom('', ' ', '-', '.', ' - ', ' — ', ' – ', '—');
/** A law ref's parts after its number, each maybe bracketed. */
const partsOf = (ref: Ref) =>
  fc
    .record({ g1: gap, g2: gap, sec: sectionAs(ref.section!), br: fc.boolean(), item: ref.item === null ? fc.constant('') : fc.tuple(fc.constantFrom('', ' ', '('), letterAs(ref.item)).map(([how, c]) => (how === '(' ? `(${c.toLowerCase()})` : `${how}${c.toLowerCase()}`)) })
    .map(({ g1, g2, sec, br, item }) => `${g1}${br ? `(${sec})` : sec}${ref.subsection === null ? '' : `${g2}${br ? `(${ref.subsection})` : ref.subsection}${item}`}`);

describe('findTypedRef grammar (fast-check, issue 35)', () => {
  it('reads a law ref with a random law word in any case before it, its parts apart, dotted or bracketed', () => {
    fc.assert(
      fc.property(lawRef.chain((ref) => fc.tuple(fc.constant(ref), lawWord, partsOf(ref))), words, words, ([ref, intro, parts], before, after) => {
        const text = `${intro}${ref.law}${parts}`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        const found = findTypedRef(q);
        return found?.ref.id === ref.id && q.slice(found.start, found.end).trim().replace(/\)$/u, '') === text.trim().replace(/\)$/u, '');
      }),
      { numRuns: 500 },
    );
  });

  it('reads a law number with its section apart and no law word («55 В 2», «47 Б», "31 b"), unless it reads as a bid', () => {
    fc.assert(
      fc.property(lawRef.chain((ref) => fc.tuple(fc.constant(ref), fc.constantFrom(' ', '  ', ' - '), partsOf(ref).filter((p) => /^\s*\(?[\p{L}]/u.test(p)))), words, words, ([ref, space, parts], before, after) => {
        const text = `${ref.law}${space}${parts.trimStart()}`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        const found = findTypedRef(q);
        if (ref.law < 8 && ref.subsection === null) return found === null;
        return found?.ref.id === ref.id && q.slice(found.start, found.end).replace(/\)$/u, '') === text.replace(/\)$/u, '');
      }),
      { numRuns: 500 },
    );
  });

  it('reads a bare law number after a random law word in any case («закона 50», «правилу 12»)', () => {
    fc.assert(
      fc.property(lawNumber, lawWord, words, (law, intro, after) => {
        const q = `${intro}${law}${after ? ` ${after}` : ''}`;
        return findTypedRef(q)?.ref.id === String(law);
      }),
    );
  });

  it('takes no spaced letter followed by a word for a section («12 в торговле», "12 a deal")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.constantFrom('в', 'с', 'а', 'a', 'c', 'o', 'о'), word, (n, letter, w) => findTypedRef(`${n} ${letter} ${w}`) === null),
    );
    // A Latin letter before an English word is no section either ("12 b deal").
    fc.assert(fc.property(fc.integer({ min: 1, max: 99 }), fc.constantFrom('b', 'd', 'e', 'f'), fc.stringMatching(/^[a-z]{3,8}$/u), (n, letter, w) => findTypedRef(`${n} ${letter} ${w}`) === null));
  });

  it('reads a section sign or "sub" before the section\'s letter after a law\'s number, with its word or "L" before it ("L.60 §C", «пр. 64 §Б 2»: round 141; "law 65 sub b(1)": round 143)', () => {
    fc.assert(
      fc.property(lawRef.chain((ref) => fc.tuple(fc.constant(ref), lawNameOrL, partsOf(ref).filter((p) => /^[\p{L}(]/u.test(p)))), fc.constantFrom('§', '§ ', ' §', ' § ', ' sub ', ' sub. ', ' subsec ', ' subsection '), words, ([ref, intro, parts], sign, after) => {
        const text = `${intro}${ref.law}${sign}${parts}`;
        return readsWhole(`${text}${after ? `, ${after}` : ''}`, text, ref.id);
      }),
      { numRuns: 300 },
    );
  });

  it('takes a small Latin letter that looks like no Russian word, apart after a law\'s number (a dot before it or not) and before Russian words, for its section («47 b исправить нелегальную игру», «пр.60 С сыграл»: round 137)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 93 }), fc.constantFrom('b', 'd', 'e', 'f', 'g', 'h', 'B', 'C', 'D', 'С', 'Б'), fc.stringMatching(/^[а-я]{3,8}$/u), fc.constantFrom('', 'пр.', 'ст.', 'правило ', 'по '), (n, letter, w, before) => {
        const found = findTypedRef(`${before}${n} ${letter} ${w}`);
        expect(found?.ref.law).toBe(n);
        expect(found?.ref.section).not.toBeNull();
      }),
    );
  });

  it('takes a small Cyrillic letter that is no word, apart after a law\'s number and before words, for its section («в силу 63 б исправлять уже нельзя?»: round 126)', () => {
    const sections: Record<string, string> = { б: 'B', г: 'G', д: 'D', е: 'E', э: 'E', н: 'H', ф: 'F', ц: 'C' };
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 93 }), fc.constantFrom(...Object.keys(sections)), word, fc.constantFrom('', 'в силу ', 'по '), (n, letter, w, before) => {
        const found = findTypedRef(`${before}${n} ${letter} ${w}`);
        expect(found?.ref.law).toBe(n);
        expect(found?.ref.section).not.toBeNull();
      }),
    );
  });
});

// ---- issue 35, round 6: a commentary paragraph typed as a law and a paragraph apart ----

/** Words that name a law, and words that name a paragraph, in any case form. */
const lawNameWord = fc.oneof(
  fc.constantFrom(...CASE_FORMS.filter(([stem]) => ['правил', 'закон', 'стат'].includes(stem))).chain(([stem, ends]) => fc.constantFrom(...ends).map((e) => `${stem}${e} `)),
  fc.constantFrom('Law ', 'law ', 'rule ', 'Rule ', 'ст. ', 'art. ', 'article '),
  // Round 25: the hyphenated cut in any case («комм.6 к пр-лу 57»), and "L" glued to the number ("L32 cmt 5").
  fc.tuple(fc.constantFrom('пр-л', 'Пр-л', 'прав-л'), fc.constantFrom('о', 'а', 'у', 'е', 'ом')).map(([s, e]) => `${s}${e} `),
);
/** A law's word, or "L" before its number. */
const lawNameOrL = fc.oneof(lawNameWord, fc.constantFrom('L', 'l', 'L.', 'L '));
const paraNameWord = fc.oneof(
  fc.tuple(fc.constantFrom('пункт', 'параграф', 'коммент', 'абзац'), fc.stringMatching(/^[а-яё]{0,3}$/u)).map(([s, e]) => `${s}${e} `),
  fc.constantFrom('п. ', 'п.', 'para ', 'para. ', 'paragraph ', '§', '§ ', 'commentary ', 'note '),
  // Round 25: the pilcrow, alone or after a cut ("Law 63 comm. ¶2"), and "cmt".
  fc.constantFrom('¶', '¶ ', 'cmt ', 'cmt. '),
  // Round 44: «абз.» cut, and «комент.» with its «мм» single and cut («комм. к правилу 58, абз. 2», «комент. 63, п.4»).
  fc.constantFrom('абз. ', 'абз.', 'абз ', 'комент. ', 'комент ', 'комент.'),
  // Round 138: «пояснение» cut («пр.58 поясн.4 две карты сразу»), and whole in any case.
  fc.constantFrom('поясн. ', 'поясн.', 'поясн ', 'пояс. ', 'пояс.', 'пояснение ', 'пояснения ', 'пояснении '),
);

describe('findTypedRef: law and paragraph apart (fast-check, issue 35 round 6: "law 27 para 8")', () => {
  it('reads «law N para M» and «para M of law N» ("note 2 under Law 32": round 43) as the commentary paragraph N.M, with words around', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), lawNameOrL, paraNameWord, fc.boolean(), fc.constantFrom(' ', ', ', ' - '), fc.constantFrom(' ', ' of ', ' к ', ' из ', ' in ', ' on ', ' to ', ' for ', ' на ', ' для ', ' on the ', ' of the ', ' under '), words, words, (law, para, lw, pw, lawFirst, sep, link, before, after) => {
        const text = lawFirst ? `${lw}${law}${sep}${pw}${para}` : `${pw}${para}${link}${lw}${law}`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 500 },
    );
  });

  // Round 25's held-out ids: the commentary's word between the paragraph and its law, and the law by its ordinal alone.
  it('reads «para M of the commentary on law N» as N.M: a word for the commentary between the paragraph and its law («п. 6 комментария к правилу 57»)', () => {
    const commentOf = fc.constantFrom('комментария ', 'комментарию ', 'комм. ', 'коммент. ', 'commentary ', 'comments ', 'comm. ', 'cmt ');
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), paraNameWord, commentOf, fc.constantFrom(' ', ' of the ', ' in the ', ', '), fc.constantFrom('', 'к ', 'на ', 'of ', 'on ', 'to ', 'on the '), lawNameOrL, words, words, (law, para, pw, cw, link1, link2, lw, before, after) => {
        const text = `${pw}${para}${link1}${cw}${link2}${lw}${law}`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 500 },
    );
  });

  // Round 46's held-out id: «п. 3 комм. к 57 правилу» read Law 57 alone — the law's word after its number, at the end.
  it('reads «para M [of the commentary] to N law» as N.M: the law’s word after its number («п. 3 комм. к 57 правилу», "note 3 to 57 law")', () => {
    const commentOf = fc.constantFrom('', 'комментария ', 'комм. ', 'коммент. ', 'commentary ');
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), paraNameWord, commentOf, fc.constantFrom('к ', 'на ', 'to ', 'on '), lawNameWord, words, (law, para, pw, cw, link, lw, before) => {
        const q = `${before} ${pw}${para} ${cw}${link}${law} ${lw.trim()}`;
        return findTypedRef(q)?.ref.id === `${law}.${para}`;
      }),
      { numRuns: 500 },
    );
  });

  it('reads a law’s ordinal in digits, its word left out, then a paragraph as that paragraph («59-е, п. 2 комментария», "59th, para 2")', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), fc.constantFrom('-е', '-го', '-му', '-м', 'е', '-ое', 'th', 'st'), fc.constantFrom(' ', ', ', ' - '), paraNameWord, fc.constantFrom('', ' комментария', ' commentary'), words, (law, para, suffix, sep, pw, tail, before) => {
        const text = `${law}${suffix}${sep}${pw}${para}`;
        // The commentary's word after it belongs to the id too.
        return readsWhole(`${before} ${text}${tail}`, `${text}${tail}`, `${law}.${para}`) || readsWhole(`${before} ${text}${tail}`, text, `${law}.${para}`);
      }),
      { numRuns: 300 },
    );
  });

  it('still reads a law alone after its word, and a section after it («law 27 para», «law 27 b 1»)', () => {
    expect(findTypedRef('law 27 para')?.ref.id).toBe('27');
    expect(findTypedRef('law 27 b 1')?.ref.id).toBe('27B1');
  });
});

// ---- issue 35, round 7: a comma for the paragraph's dot, and the commentary named by its own word ----

/** A word for the commentary in any case form, with what may link it to its law. */
const commentWord = fc.oneof(
  fc.tuple(fc.constantFrom('коммент', 'Коммент'), fc.constantFrom('', 'арий', 'ария', 'арии', 'арию', '.'), fc.constantFrom(' ', ' к ', ' на ')).map(([s, e, l]) => `${s}${e}${l}`),
  fc.tuple(fc.constantFrom('commentary', 'Commentary', 'comment', 'comments'), fc.constantFrom(' ', ' on ', ' to ', ' on the ')).map(([s, l]) => `${s}${l}`),
);

describe('findTypedRef: commentary paragraphs as hurried hands type them (fast-check, issue 35 round 7)', () => {
  it('reads a comma for the dot after a word that introduces an id, or alone («пункт 58,4», "para 62,7", «62,4»), the paragraph below its law', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: MAX_LAW }), fc.integer({ min: 1, max: 9 }), fc.constantFrom(...INTRO_PARA, ''), words, words, (law, para, intro, before, after) => {
        const text = `${intro}${law},${para}`;
        const q = `${before} ${text} ${after}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 400 },
    );
  });

  // Round 12: «комм 59/3» — a slash for the dot too.
  it('reads a hyphen or a slash for the dot after a word for a paragraph («п. 62-4», "para. 62-4", «пункт 58 - 4», «комм 59/3»)', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), paraNameWord, fc.constantFrom('-', ' - ', '–', '/', ' / '), words, words, (law, para, pw, dash, before, after) => {
        const text = `${pw}${law}${dash}${para}`;
        const q = `${before} ${text} ${after}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a law’s number with its word after it at the end of the query («87 правило», «87-е правило», "87 law")', () => {
    fc.assert(
      fc.property(lawNumber, lawNameWord, fc.constantFrom('', '-е', 'е', '-го'), words, (law, lw, suffix, before) => {
        const text = `${law}${suffix} ${lw.trim()}`;
        const found = findTypedRef(`${before} ${text}`);
        return found?.ref.id === String(law);
      }),
      { numRuns: 300 },
    );
    expect(findTypedRef('12 правил игры')).toBeNull();
  });

  // Round 26: «61 правило, а», «64 правило б2», "law 64, b" read the law alone; a section after the word, or after a comma, is the law's.
  it('reads a section after a law’s word that follows its number, or after a comma that follows the number («61 правило, а», "law 64, b 3")', () => {
    fc.assert(
      fc.property(lawRef.filter((r) => r.item === null), lawNameWord, fc.constantFrom('', '-е'), fc.constantFrom(' ', ', ', ','), fc.constantFrom('', ' '), fc.boolean(), words, (ref, lw, suffix, comma, gap, after, before) => {
        const sec = ref.section!.toLowerCase();
        const parts = `${sec}${ref.subsection === null ? '' : `${gap}${ref.subsection}`}`;
        const q = after ? `${before} ${ref.law}${suffix} ${lw.trim()}${comma}${parts}` : `${before} ${lw.trim()} ${ref.law}${comma}${parts}`;
        return findTypedRef(q)?.ref.id === ref.id;
      }),
      { numRuns: 300 },
    );
    expect(findTypedRef('правило 64, в торговле')?.ref.id).toBe('64');
  });

  // A full run found «п.10,1 vvv» read as nothing: "vvv" was taken for the paragraph's roman item.
  it('takes a word of the letters i, v, x after a paragraph for a word, not for an item («п.10,1 vvv»)', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), fc.stringMatching(/^[ivx]{2,6}$/u).filter((w) => !/^(?:x|ix|iv|vi{0,3}|i{1,3})$/u.test(w)), fc.constantFrom('.', ','), (law, para, w, dot) => {
        fc.pre(dot === '.' || para < law);
        return findTypedRef(`п.${law}${dot}${para} ${w}`)?.ref.id === `${law}.${para}`;
      }),
    );
    expect(findTypedRef('п. 61.5 iv')?.ref.id).toBe('61.5(iv)');
  });

  it('reads a list of laws as its first law, not as a paragraph («правила 63,64»)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom(...INTRO_LAW.filter((w) => !/^[L§]/u.test(w) && w.endsWith(' '))), (law, more, intro) => {
        const found = findTypedRef(`${intro}${law},${law + more}`);
        return found?.ref.id === String(law);
      }),
    );
  });

  it('reads the commentary word, its law and its paragraph, with or without words between («коммент 60 5», «комментарий к пр. 59, п. 3», "commentary 57 para 7")', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), commentWord, fc.constantFrom('', 'пр. ', 'правилу ', 'law ', 'Law ', 'ст. '), fc.constantFrom(' ', ', ', ' п. ', ', п. ', ' para ', ', paragraph ', ' пункт '), words, words, (law, para, cw, lw, sep, before, after) => {
        const text = `${cw}${lw}${law}${sep}${para}`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the paragraph’s number in brackets after the commentary word and its law, the bracket apart or glued on («комментарий 63 (5)», «комм. 30(5)»: round 49 and its variants)', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), commentWord, fc.constantFrom('', 'пр. ', 'law '), fc.constantFrom(' ', ', ', ' п. ', ''), words, words, (law, para, cw, lw, sep, before, after) => {
        const text = `${cw}${lw}${law}${sep}(${para})`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 300 },
    );
  });

  it('takes no year for a paragraph after the commentary word («коммент 63 2017»)', () => {
    expect(findTypedRef('коммент 63 2017')?.ref.id).toBe('63');
  });
});

// ---- issue 35, round 11: the law's number first, then the word for the commentary and the paragraph ----

describe('findTypedRef: «60 comment 3», «61 коммент. 3», «комм 29-3» (fast-check, issue 35 round 11)', () => {
  /** A word for the commentary after the law's number, cut or whole, in any case form. */
  const commentAfter = fc.oneof(
    fc.tuple(fc.constantFrom('комм', 'Комм', 'коммент', 'комментарий', 'комментария', 'комментарии'), fc.constantFrom('', '.')).map(([w, dot]) => `${w}${dot}`),
    fc.constantFrom('comment', 'commentary', 'Commentary', 'comm.', 'comments'),
  );

  it('reads a law’s number, a word for the commentary and the paragraph’s number as that paragraph, with words around', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), commentAfter, fc.constantFrom(' ', ', ', ' - '), fc.constantFrom(' ', ' п. ', ' para ', ', '), words, words, (law, para, cw, sep, sep2, before, after) => {
        const text = `${law}${sep}${cw}${sep2}${para}`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the cut «комм» as a word for the commentary before its law and paragraph («комм 29-3», «комм. к 61, п. 3»)', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), fc.constantFrom('комм ', 'комм. ', 'Комм. к ', 'комм к пр. '), fc.constantFrom('-', '/', ' ', ', п. ', ' п '), words, (law, para, cw, sep, before) => {
        const text = `${cw}${law}${sep}${para}`;
        const found = findTypedRef(`${before} ${text}`);
        return found?.ref.id === `${law}.${para}`;
      }),
      { numRuns: 300 },
    );
  });
});

// ---- issue 35, a held-out variant: a number sign before the paragraph's number ----

describe('findTypedRef: a number sign before the paragraph («63 комм. № 3», "60 comment no. 3", "commentary 60 #3")', () => {
  const sign = fc.tuple(fc.constantFrom('№', 'No.', 'no.', 'nr.', 'Nr', '#', '¶'), fc.constantFrom('', ' ')).map(([s, gap]) => `${s}${gap}`);
  // The doubled «мм» / "mm" typed single too («коментарий», "comentary": round 39).
  const commentWord = fc.constantFrom('комм.', 'комм', 'коммент.', 'комментарий', 'коментарий', 'комент.', 'комент', 'comment', 'commentary', 'comentary', 'comm.', 'cmt', 'Cmt.');

  it('reads the law’s number, a word for the commentary, a number sign and the paragraph’s number, with words around', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), commentWord, sign, fc.constantFrom(' ', ''), fc.boolean(), words, words, (law, para, cw, sg, gap, lawFirst, before, after) => {
        const text = lawFirst ? `${law} ${cw}${gap}${sg}${para}` : `${cw} ${law} ${sg}${para}`;
        const q = `${before} ${text}${after ? `, ${after}` : ''}`;
        return readsWhole(q, text, `${law}.${para}`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a number sign after a word for a paragraph and its law («правило 27, п. № 8», "law 27 para no. 8")', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), fc.constantFrom('правило ', 'law ', 'пр. '), fc.constantFrom(' п. ', ', para ', ' пункт '), sign, words, (law, para, lw, pw, sg, before) => {
        return findTypedRef(`${before} ${lw}${law}${pw}${sg}${para}`)?.ref.id === `${law}.${para}`;
      }),
      { numRuns: 300 },
    );
  });

  // Round 30 (held out): "law no. 80".
  it('reads a number sign between a law’s word and its id ("law no. 80", «правило № 63А4», "rule #61.3"), with words around', () => {
    fc.assert(
      fc.property(fc.oneof(lawRef, commentaryRef, lawNumber.map((n) => Ref.parse(String(n))!)), fc.constantFrom(...INTRO_LAW.filter((w) => / $/u.test(w) && !/^l\W/iu.test(w))), sign.filter((s) => s !== '¶' && s !== '¶ '), words, words, (ref, intro, sg, before, after) => {
        const text = `${intro}${sg}${ref.id}`;
        return readsWhole(`${before} ${text}${after ? `, ${after}` : ''}`, text, ref.id);
      }),
      { numRuns: 400 },
    );
  });
});

// ---- round 17: a paragraph's item glued to it, no bracket («62.5в») ----

describe('findTypedRef: a paragraph with its item glued on («62.5в», "61.5b")', () => {
  /** An item letter as a hand types it: Latin, its Cyrillic look-alike or its sound-letter, either case. */
  const itemAs = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f').chain((l) => sectionAs(l.toUpperCase()).map((typed) => ({ l, typed })));
  it('reads N.M followed by a letter as the paragraph’s item, alone or among words', () => {
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), itemAs, fc.constantFrom('.', ','), words, words, (law, para, { l, typed }, dot, before, after) => {
        fc.pre(dot === '.' || para < law);
        const text = `${law}${dot}${para}${typed}`;
        return readsWhole(`${before} ${text} ${after}`, text, `${law}.${para}(${l})`);
      }),
      { numRuns: 300 },
    );
  });

  // Round 66's held-out «прав. 59 комм. 3а» read Law 59: an item glued to a paragraph's number that stands apart from its law.
  it('reads the item glued to a paragraph’s number that stands apart from its law («прав. 59 комм. 3а», «комм 59/3б», "law 27 para 8a")', () => {
    const forms = fc.constantFrom('law-para', 'comment-law-para', 'slash', 'ordinal');
    fc.assert(
      fc.property(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH }), itemAs, forms, lawNameOrL, paraNameWord, words, words, (law, para, { l, typed }, form, lw, pw, before, after) => {
        const text =
          form === 'law-para' ? `${lw}${law} ${pw}${para}${typed}` : form === 'comment-law-para' ? `комм. ${law} ${para}${typed}` : form === 'slash' ? `комм ${law}/${para}${typed}` : `${law}-е, ${pw}${para}${typed}`;
        return readsWhole(`${before} ${text}${after ? `, ${after}` : ''}`, text, `${law}.${para}(${l})`);
      }),
      { numRuns: 400 },
    );
  });
});

// ---- round 21's note: the commentary's word linked to a number, the law's word left out ----

describe('findTypedRef: «комментарий к 64», "commentary on 64" (the law’s word left out)', () => {
  const commentWord = fc.constantFrom('комментарий', 'Комментарий', 'комментарии', 'коментарий', 'Коментарии', 'коммент.', 'комм.', 'пояснения', 'поясн.', 'commentary', 'Commentary', 'comentary', 'comments');
  const link = (cw: string) => (/^[а-яё]/iu.test(cw) ? fc.constantFrom('к', 'на') : fc.constantFrom('on', 'to', 'on the', 'of'));
  it('reads the number after the commentary’s word and its link as the law, or as its part, where the query ends or punctuation follows', () => {
    fc.assert(
      fc.property(fc.oneof(lawRef, commentaryRef, lawNumber.map((n) => Ref.parse(String(n))!)), commentWord.chain((cw) => link(cw).map((l) => `${cw} ${l}`)), words, fc.constantFrom('', ',', '?', '.'), (ref, intro, before, end) => {
        const text = `${intro} ${ref.id}`;
        return findTypedRef(`${before} ${text}${end}${end === ',' ? ' что' : ''}`)?.ref.id === ref.id;
      }),
      { numRuns: 400 },
    );
  });
  it('reads no law where a word follows the number («комментарий к 3 пасам»)', () => {
    fc.assert(
      fc.property(lawNumber, commentWord.chain((cw) => link(cw).map((l) => `${cw} ${l}`)), word, (n, intro, after) => findTypedRef(`${intro} ${n} ${after}`) === null),
      { numRuns: 300 },
    );
  });

  // A random seed of the full suite (fast-check's -392765471) drew «комментарий к 1 пра»: «пр» read as the law's cut and
  // «а» glued to it as a section, so «1 пра» was 1A. A word that only begins with the cut is no law word after a number.
  it('reads no section from a word after a number that only begins with a law word’s cut («12 пра», «40 прак»)', () => {
    fc.assert(
      fc.property(lawNumber, fc.stringMatching(/^[а-я]{1,5}$/u).filter((w) => !w.startsWith('ав')), (n, rest) => {
        const found = findTypedRef(`${n} пр${rest}`);
        return found === null || found.ref.section === null;
      }),
      { numRuns: 300 },
    );
    expect(findTypedRef('комментарий к 1 пра')).toBeNull();
  });
});

// ---- round 32 (held out): «я законтрил 1♠ соперника» read «закон…» as the law's word ----

describe('findTypedRef: a word that begins with a law word’s stem is no law word («законтрил 1♠», «правильная 2»)', () => {
  it('reads no id where the word before a number only begins like «закон», «правило», «пункт», «статья»', () => {
    const longer = fc
      .tuple(fc.constantFrom(...CASE_FORMS), fc.stringMatching(/^[а-яё]{2,5}$/u))
      .map(([[stem, ends], more]) => `${stem}${more}`)
      .filter((w) => !CASE_FORMS.some(([stem, ends]) => ends.some((e) => w === `${stem}${e}`)) && !/^(?:правил|закон|пункт|параграф)(?:а|у|ом|е|ы|ов|ам|ами|ах)$/u.test(w));
    fc.assert(fc.property(longer, fc.integer({ min: 1, max: 7 }), fc.constantFrom('♠', '♥', '♦', '♣', 'БК', ''), (w, n, s) => findTypedRef(`я ${w} ${n}${s} соперника`) === null), { numRuns: 300 });
  });
});

// ---- issue 35, round 53's held-out ids: a section glued to its law, words after it ----
// "L.64A one trick or two" and "L62B how is the revoke corrected" read nothing: a section's letter had to end the id
// (the query's end, a digit, punctuation), as a letter standing apart must («12 в торговле»). Glued, it is no word.
describe('findTypedRef: a section after a law word, glued or apart, with words after it', () => {
  it('reads the law and its glued section, bracketed or not, in any form, whatever words follow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: MAX_LAW }), fc.constantFrom(...SECTION_LETTERS.split('')).chain((l) => fc.tuple(fc.constant(l), sectionAs(l), fc.boolean())), fc.constantFrom(...INTRO_LAW), fc.array(word, { minLength: 1, maxLength: 4 }), (n, [l, typed, bracketed], intro, after) => {
        const text = `${intro}${n}${bracketed ? `(${typed})` : typed}`;
        return readsWhole(`${text} ${after.join(' ')}`, text, `${n}${l}`);
      }),
      { numRuns: 500 },
    );
  });

  // Round 54's held-out "Law 92 B - how long to appeal" read Law 92: a letter standing apart had to end at punctuation.
  it('reads a section standing apart after a law word where a dash and words follow it, as after punctuation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: MAX_LAW }), fc.constantFrom(...SECTION_LETTERS.split('')).chain((l) => fc.tuple(fc.constant(l), sectionAs(l))), fc.constantFrom(...INTRO_LAW), fc.constantFrom(' - ', ' — ', ' – ', '—', ' -- '), fc.array(word, { minLength: 1, maxLength: 4 }), (n, [l, typed], intro, dash, after) => {
        const text = `${intro}${n} ${typed}`;
        return readsWhole(`${text}${dash}${after.join(' ')}`, text, `${n}${l}`);
      }),
      { numRuns: 500 },
    );
  });

  // A helper's variant of round 117's «правило 54, пункт дэ»: «посмотри 73 эф — там про ложные выводы» read nothing. A letter's
  // name is no word, so a dash and words may follow it without a law word too, as words may («16 дэ про паузу»).
  it('reads a section by its letter’s name after a law’s number, a law word before it or none, where a dash and words follow', () => {
    const NAMED: [string, string][] = [['B', 'бэ'], ['B', 'би'], ['C', 'цэ'], ['C', 'це'], ['D', 'дэ'], ['D', 'ди'], ['F', 'эф'], ['G', 'гэ'], ['H', 'аш']];
    fc.assert(
      fc.property(fc.integer({ min: 10, max: MAX_LAW }), fc.constantFrom(...NAMED), fc.constantFrom('', ...INTRO_LAW), fc.constantFrom(' - ', ' — ', ' – ', '—', ' -- '), fc.array(word, { minLength: 1, maxLength: 4 }), (n, [l, name], intro, dash, after) => {
        const text = `${intro}${n} ${name}`;
        return readsWhole(`${text}${dash}${after.join(' ')}`, text, `${n}${l}`);
      }),
      { numRuns: 300 },
    );
  });
});

// Round 55's held-out «что говорит 30 В о пасе в очередь партнёра» read nothing: a letter apart with words after it is
// read as a word («12 в торговле»). A capital one inside a sentence is a section: prepositions are written small there.
describe('findTypedRef: a capital section letter apart after a law’s number, words after it', () => {
  it('reads it, with a law word before the number or none, from Law 11 on (8–10 are also cards’ ranks: «10 В» is the jack)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: MAX_LAW }), fc.constantFrom(...SECTION_LETTERS.split('')).chain((l) => fc.tuple(fc.constant(l), sectionAs(l).map((c) => c.toUpperCase()))), fc.constantFrom('', 'пр ', 'правило ', 'Law ', 'law '), fc.array(word, { maxLength: 3 }), fc.array(word, { minLength: 1, maxLength: 3 }), (n, [l, typed], intro, before, after) => {
        const text = `${intro}${n} ${typed}`;
        return findTypedRef(`${before.join(' ')} ${text} ${after.join(' ')}`)?.ref.id === `${n}${l}`;
      }),
      { numRuns: 500 },
    );
  });

  // Round 149: «54 Б — после хода со стола карту болвана уже не вернуть», "60 C — offenders' card played…".
  it('reads it where a dash stands between the letter and the words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: MAX_LAW }), fc.constantFrom(...SECTION_LETTERS.split('')).chain((l) => fc.tuple(fc.constant(l), sectionAs(l).map((c) => c.toUpperCase()))), fc.constantFrom(' — ', ' – ', ' - ', ' —'), fc.array(word, { minLength: 1, maxLength: 3 }), (n, [l, typed], dash, after) => findTypedRef(`${n} ${typed}${dash}${after.join(' ')}`)?.ref.id === `${n}${l}`),
      { numRuns: 300 },
    );
  });

  it('reads no section where the letter is small and a word follows, nor a capital after a card’s rank', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.constantFrom('В', 'Д', 'А'), fc.array(word, { minLength: 1, maxLength: 3 }), (n, rank, after) => findTypedRef(`у меня ${n} ${rank} ${after.join(' ')}`) === null),
    );
    expect(findTypedRef('что говорит 30 в о пасе')).toBeNull();
  });
});

// Round 60's held-out «32.4 — почему не правило 36» read Law 36: an id after its law's word came before any other.
describe('findTypedRef: of two ids, the one named first', () => {
  it('reads an id with its part glued on («63.5», «63A4») that stands before an id after a law word, and the typed one where it stands first', () => {
    const glued = fc
      .oneof(
        fc.tuple(lawNumber, fc.integer({ min: 1, max: MAX_PARAGRAPH })).map(([n, p]) => `${n}.${p}`),
        fc.tuple(lawNumber, fc.constantFrom(...SECTION_LETTERS.split('')), fc.option(fc.integer({ min: 1, max: MAX_SUBSECTION }), { nil: undefined })).map(([n, l, sub]) => `${n}${l}${sub ?? ''}`),
      )
      // Not a level and a letter that may be a bid («1A», «4С»): alone it is no id either.
      .filter((text) => Ref.parse(text) !== null && !/^[1-7]\p{L}$/u.test(text))
      .map((text) => ({ text, id: Ref.parse(text)!.id }));
    fc.assert(
      fc.property(glued, lawNumber, fc.constantFrom(...INTRO_LAW), fc.constantFrom(' — ', ' или ', ' и ', ', а не ', ' vs ', ' or '), words, ({ text, id }, other, intro, join, mid) => {
        const typed = `${intro}${other}`;
        return findTypedRef(`${text}${join}${mid} ${typed}`)?.ref.id === id && findTypedRef(`${typed}${join}${mid} ${text}`)?.ref.id === String(other);
      }),
      { numRuns: 400 },
    );
  });
});

// Round 62's «что такое 31-е, первое» read 31E: without a law's word, «-е» glued to a number is the ordinal's ending.
describe('findTypedRef: a list of laws before a typed id', () => {
  it('reads no paragraph in a list of laws («63,64») standing before an id after a law word, as it reads none alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 18 }).chain((a) => fc.tuple(fc.constant(a), fc.integer({ min: a + 1, max: 19 }))), lawNumber, fc.constantFrom(...INTRO_LAW), fc.constantFrom(' и ', ' или ', ', ', ' or '), ([a, b], other, intro, join) => findTypedRef(`${a},${b}${join}${intro}${other}`)?.ref.id !== `${a}.${b}`),
      { numRuns: 300 },
    );
  });
});

describe('findTypedRef: an ordinal in digits is no section', () => {
  it('reads no section E in «50-е» and its like (the end, punctuation or a word after it), and 50E2 where a subsection follows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: MAX_LAW }), fc.constantFrom('е', 'Е'), fc.constantFrom('', ',', '.', '?'), words, words, (n, e, punct, before, after) => {
        const q = `${before} ${n}-${e}${punct} ${after}`;
        const withSub = `${before} ${n}-${e}-2`;
        return findTypedRef(q)?.ref.section !== 'E' && (Ref.parse(`${n}E2`) === null || findTypedRef(withSub)?.ref.id === `${n}E2`);
      }),
      { numRuns: 300 },
    );
  });
});

// Round 56's held-out "s26(b)" found nothing: a statute's "s" for section, before a law and its section's letter.
describe('findTypedRef: a statute\'s "s" before a law and its section ("s26(b)", "s.64B")', () => {
  it('reads "s", glued or with a dot, then a law and its section\'s letter, bracketed or not, as that section; "s" and a number alone as nothing', () => {
    const letterOf = fc.constantFrom(...SECTION_LETTERS.split('').filter((l) => l <= 'I'));
    fc.assert(
      fc.property(lawNumber, letterOf, fc.constantFrom('s', 'S', 's.', 'S.', 's. '), fc.constantFrom('plain', 'lower', 'bracketed'), words, words, (law, l, s, how, before, after) => {
        const part = how === 'plain' ? l : how === 'lower' ? l.toLowerCase() : `(${l.toLowerCase()})`;
        const text = `${s}${law}${part}`;
        fc.pre(Ref.parse(`${law}${l}`) !== null);
        return readsWhole(`${before} ${text}${after ? ` ${after}` : ''}`, text, `${law}${l}`) && findTypedRef(`${before} ${s}${law} ${after}`.trim())?.ref.id !== String(law);
      }),
      { numRuns: 300 },
    );
  });

  it('reads no statute\'s "s" in a possessive before a bid ("RHO\'s 2D wasn\'t alerted": round 143)', () => {
    fc.assert(
      fc.property(fc.constantFrom('RHO', 'LHO', 'partner', 'East', 'opponent'), fc.constantFrom("'", '’'), fc.integer({ min: 1, max: 7 }), fc.constantFrom('C', 'D', 'H', 'S', 'c', 'd', 'h'), fc.stringMatching(/^[a-z]{3,8}$/u), (who, apos, level, strain, after) => findTypedRef(`${who}${apos}s ${level}${strain} ${after}`) === null),
      { numRuns: 300 },
    );
  });
});

// Round 69's held-out «57/2: какие там два случая» and «62/3 карта фальшренонса защитника» read no id: a slash for the dot with no word before it.
describe('findTypedRef: a slash for the paragraph\'s dot, with no word before it («57/2»)', () => {
  it('reads N/M as the commentary paragraph N.M where M is below N, among words; a list of laws («63/64») and a date («12/05/2026») as none of it', () => {
    const para = lawNumber.filter((n) => n > 1).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: Math.min(n - 1, MAX_PARAGRAPH) })));
    fc.assert(
      // A space may stand beside the slash («61/ 3»: the variants of round 69's).
      fc.property(para, words, words, fc.constantFrom('', ':', ' —', ','), fc.constantFrom('/', '/ ', ' / ', ' /'), ([n, p], before, after, punct, slash) => {
        const text = `${n}${slash}${p}`;
        return readsWhole(`${before} ${text}${punct} ${after}`.trim(), text, `${n}.${p}`) && findTypedRef(`${before} ${p}${slash}${n} ${after}`)?.ref.id !== `${p}.${n}` && findTypedRef(`${before} ${n}/${p}/20${p < 10 ? '0' : ''}${p}`) === null;
      }),
      { numRuns: 300 },
    );
    expect(findTypedRef('правила 63/64')?.ref.id).toBe('63');
  });

  it('reads no paragraph across a dot that ends a sentence («правило 63. 4 игрока» is Law 63)', () => {
    fc.assert(fc.property(lawNumber, fc.integer({ min: 1, max: 9 }), fc.constantFrom(...INTRO_LAW), words, (n, k, intro, after) => findTypedRef(`${intro}${n}. ${k} ${after}`.trim())?.ref.id === String(n)));
  });
});

// Rounds 150–151: «коммент-й к ст 30, номер 4», "comm. 62 no 7" read the law only; "law 55 c declarer benefited" too.
describe('findTypedRef: «номер» and "no" for a paragraph, a small Latin letter after a law word before English words', () => {
  const englishWord = fc.stringMatching(/^[a-z]{2,8}$/u).filter((w) => !/^(?:i|v|x|ii|iii|iv|vi|vii|viii|ix|no|and|or)$/u.test(w));
  it('reads a paragraph named by «номер» or "no" after its law', () => {
    fc.assert(
      fc.property(fc.constantFrom('коммент к ст ', 'правило ', 'comm. ', 'law ', 'Law '), fc.constantFrom(' номер ', ' номера ', ' no ', ' no. '), fc.constantFrom(['62', 7], ['30', 4], ['59', 3], ['60', 5]), (intro, sign, [law, para]) => findTypedRef(`${intro}${law}${sign}${para}`)?.ref.id === `${law}.${para}`),
    );
  });
  it('reads a small Latin letter that is no English word as the section after a law word, English words after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: MAX_LAW }), fc.constantFrom('b', 'c', 'd', 'e'), fc.constantFrom('law ', 'Law ', 'L'), fc.array(englishWord, { minLength: 1, maxLength: 3 }), (n, l, intro, after) => {
        const id = `${n}${l.toUpperCase()}`;
        return Ref.parse(id) === null || findTypedRef(`${intro}${n} ${l} ${after.join(' ')}`)?.ref.id === id;
      }),
      { numRuns: 300 },
    );
    expect(findTypedRef('law 40 a player may')?.ref.id).toBe('40');
  });
});


// Rounds 156, 158: «закон 62 пар 5 б», «ком58-3» read the law only, or nothing.
describe('findTypedRef: «пар.» and «ком» before a number name a paragraph', () => {
  const para = fc.constantFrom(['62', 5], ['58', 3], ['30', 4], ['59', 3]);
  it('reads «пар» after a law, «ком» glued or apart before both numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom('закон ', 'правило ', 'пр. '), fc.constantFrom(' пар ', ' пар. ', ' пар.'), para, (intro, name, [law, n]) => findTypedRef(`${intro}${law}${name}${n}`)?.ref.id === `${law}.${n}`),
    );
    fc.assert(fc.property(fc.constantFrom('ком', 'ком ', 'Ком'), fc.constantFrom('-', '/', ' - '), para, (name, join, [law, n]) => findTypedRef(`${name}${law}${join}${n}`)?.ref.id === `${law}.${n}`));
    // «ком» as the commentary's word, its law and paragraph apart as after «коммент» («ком 58, 3», «ком 62 5»).
    fc.assert(fc.property(fc.constantFrom('ком ', 'Ком '), fc.constantFrom(', ', ' '), para, (name, join, [law, n]) => findTypedRef(`${name}${law}${join}${n}`)?.ref.id === `${law}.${n}`));
  });
  it('reads no paragraph in «пар» (pairs) or «ком» not before a number', () => {
    for (const q of ['для пар 5 столов', 'ком 5 пар', 'сколько пар в зале']) expect(findTypedRef(q)?.ref.id.includes('.') ?? false, q).toBe(false);
  });
});
