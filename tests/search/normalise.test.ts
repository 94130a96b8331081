/**
 * The search's own normalisation, ranking helpers and query reading, exercised directly
 * (no browser): inputs come from small grammars with random letters and numbers.
 */
import fc from 'fast-check';
import leven from 'leven';
import { describe, expect, it } from 'vitest';
import { Ref } from '../../src/lib/refs/index.ts';
import { excerpt } from '../../src/lib/search/engine.ts';
import { hide, indexedContent, reveal, vocabulary as vocabularyOf } from '../../src/lib/search/index-terms.ts';
import { readQuery } from '../../src/lib/search/query.ts';
import { suggest } from '../../src/lib/search/suggest.ts';
import { numeral, termOf, terms } from '../../src/lib/search/terms.ts';

const C = 'бвгдзклмнпрстфхчшщ'.split('');
const V = 'аоуиэ'.split('');
/** A made-up Russian adjective stem: consonant-vowel pairs ending in a consonant and «н». */
const stem = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 2, maxLength: 3 }), fc.constantFrom(...C)).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c + 'н');

describe('terms', () => {
  it('reads a word that names a property of every object ("constructor", "toString") as a word, not as what the lookup tables inherit', () => {
    // The tables of numbers and irregular verbs are plain objects: a lookup that reads inherited keys
    // made "constructor" the term «function Object() { [native code] }» and the number of a function.
    for (const word of Object.getOwnPropertyNames(Object.prototype).filter((w) => /^[a-z]+$/iu.test(w))) {
      const lower = word.toLowerCase();
      expect(termOf(word), word).toMatch(/^[a-z]+$/u);
      expect(numeral(lower), word).toBeNull();
    }
    expect(termOf('constructor')).toBe(termOf('constructors'));
  });

  it('gives one term to every case form of an adjective, «й» forms included (-ый, -ий, -ой as -ая, -ого, -ую)', () => {
    fc.assert(
      fc.property(stem, (s) => {
        const forms = ['ый', 'ой', 'ая', 'ое', 'ого', 'ому', 'ым', 'ую', 'ые', 'ых', 'ыми'].map((e) => s + e);
        const ts = new Set(forms.map((f) => termOf(f)));
        expect(ts.size, forms.join(' ')).toBe(1);
      }),
    );
  });

  it('gives one term to a noun whose vowel comes and goes (заявка, заявок; кусок, куска; конец, конца), in every case', () => {
    // A made-up stem: consonant-vowel pairs, then a consonant that the fleeting vowel follows.
    const nounStem = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 1, maxLength: 3 }), fc.constantFrom(...C)).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c);
    fc.assert(
      fc.property(nounStem, fc.constantFrom('ок', 'ек'), (s, fleeting) => {
        // Feminine in -ка: the vowel only in the genitive plural.
        const ka = ['ка', 'ки', 'ке', 'ку', 'кой', fleeting, 'кам', 'ками', 'ках'].map((e) => s + e);
        // Masculine in -ок / -ец: the vowel only in the nominative.
        const ok = [fleeting, 'ка', 'ку', 'ком', 'ке', 'ки', 'ков', 'ками'].map((e) => s + e);
        const ec = ['ец', 'ца', 'цу', 'цом', 'це', 'цы', 'цов'].map((e) => s + e);
        for (const forms of [ka, ok, ec]) expect(new Set(forms.map((f) => termOf(f))).size, forms.join(' ')).toBe(1);
      }),
    );
  });

  it('gives a verb in -еть one term for its infinitive, its past and its present (посмотреть, посмотрел; иметь, имел, имеет, имеют)', () => {
    const longStem = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 2, maxLength: 3 }), fc.constantFrom(...C)).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c);
    // A short one begun by a vowel, as «им-еть», «ум-еть».
    const shortStem = fc.tuple(fc.constantFrom(...V), fc.constantFrom(...C)).map(([v, c]) => v + c);
    fc.assert(
      fc.property(fc.oneof(longStem, shortStem), (s) => {
        const forms = ['еть', 'ел', 'ела', 'ели', 'ело', 'еет', 'еют'].map((e) => s + e);
        expect(new Set(forms.map((f) => termOf(f))).size, forms.join(' ')).toBe(1);
      }),
    );
    // Two consonants before «ёл» are no such stem: «счёл» (счесть) is not «счёт».
    expect(termOf('счёл')).not.toBe(termOf('счёт'));
  });

  it('gives a noun in -ан one term in every case (болван, болвана, болвану; карман, кармане), and its verbal noun in -ание the verb’s (требование, требовать)', () => {
    // Snowball reads the «-ан» of «болван», «болвана» as a verb's ending and keeps it in «болвану», «болваном».
    const nounStem = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 1, maxLength: 3 }), fc.constantFrom(...C)).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c);
    fc.assert(
      fc.property(nounStem, fc.constantFrom('а', 'я'), (s, a) => {
        const noun = ['н', 'на', 'ну', 'ном', 'не', 'ны', 'нов', 'нам', 'нами', 'нах'].map((e) => s + a + e);
        expect(new Set(noun.map((f) => termOf(f))).size, noun.join(' ')).toBe(1);
        const verbal = ['ние', 'ния', 'нию', 'нием', 'нии', 'ть', 'л', 'ла', 'ли'].map((e) => s + a + e);
        expect(new Set(verbal.map((f) => termOf(f))).size, verbal.join(' ')).toBe(1);
      }),
    );
  });

  it('gives a verb in -нуть one term for its infinitive and its past (перевернуть, перевернул; кивнуть, кивнула)', () => {
    const verbStem = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 1, maxLength: 3 }), fc.constantFrom(...C.filter((c) => c !== 'н'))).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c);
    fc.assert(
      fc.property(verbStem, (s) => {
        const forms = ['нуть', 'нул', 'нула', 'нули', 'нуло'].map((e) => s + e);
        expect(new Set(forms.map((f) => termOf(f))).size, forms.join(' ')).toBe(1);
      }),
    );
  });

  it('gives a verb in -овать one term for its infinitive, past, present and noun (аннулировать, аннулировал, аннулируется, аннулирование; требует, требовать)', () => {
    // Snowball keeps «ов» of the infinitive and the past, and loses it with the present's «у» (требует → «треб»).
    const verbStem = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 1, maxLength: 3 }), fc.constantFrom(...C)).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c);
    fc.assert(
      fc.property(verbStem.filter((s) => !s.endsWith('ов')), (s) => {
        const forms = ['овать', 'овал', 'овала', 'овали', 'ует', 'уют', 'уется', 'уются', 'ование', 'ования'].map((e) => s + e);
        expect(new Set(forms.map((f) => termOf(f))).size, forms.join(' ')).toBe(1);
      }),
      // A fresh clone's run (round 26) drew a stem in «-нул»: its present lost one cut more than its infinitive.
      { examples: [['бабанул']] },
    );
  });

  it('gives a noun in -т and its verb in -щать one term (возврат, возвращается; запрет, запрещено; обратил, обращаться)', () => {
    // Round 42: «возврат торговли» did not find «торговля возвращается» (29.3).
    const root = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 2, maxLength: 3 }), fc.constantFrom('р', 'в', 'л', 'н', 'к')).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c + 'а');
    fc.assert(
      fc.property(root, (s) => {
        const forms = [`${s}т`, `${s}та`, `${s}щается`, `${s}щают`, `${s}щено`, `${s}щать`].map((f) => termOf(f));
        expect(new Set(forms).size, forms.join(' ')).toBe(1);
      }),
    );
  });

  it('reads «ё» as «е» and any case alike', () => {
    fc.assert(
      fc.property(stem, (s) => {
        expect(termOf(`${s}ённый`.toUpperCase())).toBe(termOf(`${s}енный`));
      }),
    );
  });

  it('gives the number for numerals and ordinals, in words or digits, in both languages', () => {
    const ru = ['перв', 'втор', 'трет', 'четверт', 'пят', 'шест', 'седьм', 'восьм', 'девят', 'десят', 'одиннадцат', 'двенадцат', 'тринадцат'];
    const en = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 13 }), fc.constantFrom('ая', 'ой', 'ую', 'ого', 'ом'), fc.constantFrom('-я', '-й', '-го', '-ю'), (n, end, suffix) => {
        const word = ru[n - 1]! + (n === 3 ? { ая: 'ья', ой: 'ьей', ую: 'ью', ого: 'ьего', ом: 'ьем' }[end]! : end);
        for (const w of [word, `${n}${suffix}`, en[n - 1]!, `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`, String(n)]) expect(termOf(w), w).toBe(String(n));
      }),
    );
    expect(numeral('пятно')).toBeNull();
    expect(numeral('вторник')).toBeNull();
  });

  // Round 11: «у юга 14 карт» found nothing of the outcome whose words say «четырнадцать карт»: the cardinals stopped at 13.
  it('gives the number for a cardinal up to twenty in words, as for its digits: a hand of 14 cards, 15 boards, 20 minutes', () => {
    const ru = ['один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать', 'двадцать'];
    const en = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.boolean(), (n, oblique) => {
        // The genitive of «пять» to «двадцать» ends in «и» («четырнадцати картам»).
        const word = oblique && n >= 5 ? (n === 8 ? 'восьми' : ru[n - 1]!.replace(/ь$/u, 'и')) : ru[n - 1]!;
        for (const w of [word, en[n - 1]!]) expect(termOf(w), w).toBe(termOf(String(n)));
      }),
    );
  });

  it('drops short function words, so they neither match nor highlight', () => {
    expect(terms('в и о на of the a').map((t) => t.term)).toEqual([]);
    expect(terms('фальшренонс в двенадцатой взятке').map((t) => t.term)).toEqual(['фальшренонс', '12', 'взятк']);
  });

  // Round 6: "both led at the same time" missed 58.2, which says "lead": the English stemmer never
  // joins an irregular verb's past to its base ("led"/"lead", "won"/"win", "took"/"take").
  it('gives an English irregular verb one term in every form, as the stemmer does a regular one', () => {
    const forms: string[][] = [['lead', 'leads', 'leading', 'led'], ['win', 'wins', 'winning', 'won'], ['hold', 'holds', 'held'], ['take', 'takes', 'took', 'taken'], ['show', 'shows', 'showed', 'shown'], ['throw', 'threw', 'thrown'], ['fall', 'fell', 'fallen'], ['see', 'saw', 'seen'], ['give', 'gave', 'given'], ['make', 'made'], ['say', 'says', 'said'], ['lose', 'lost'], ['find', 'found'], ['know', 'knew', 'known'], ['choose', 'chose', 'chosen']];
    for (const f of forms) expect(new Set(f.map((w) => termOf(w))), f.join(' ')).toEqual(new Set([termOf(f[0]!)]));
  });

  // Round 7: "unauthorized info" found nothing of Law 16: the Laws spell it "unauthorised".
  it('reads an American spelling as the British one of the Laws, in any form, for any stem', () => {
    const stems = fc.stringMatching(/^[bcdfghklmnprt][aeiou][bcdfghklmnprt][aeiou]?[lnrt]?[aeiou]$/u);
    fc.assert(
      fc.property(stems, fc.constantFrom('ize', 'izes', 'ized', 'izing', 'ization', 'izations'), (s, end) => termOf(`${s}${end}`) === termOf(`${s}${end.replace('z', 's')}`)),
      { numRuns: 300 },
    );
    fc.assert(fc.property(stems, fc.constantFrom('fense', 'fenses', 'lense', 'cense', 'censed'), (s, end) => termOf(`${s}${end}`) === termOf(`${s}${end.replace('ense', 'ence')}`)));
    for (const [us, uk] of <[string, string][]>[['unauthorized', 'unauthorised'], ['analyze', 'analyse'], ['offense', 'offence'], ['defense', 'defence'], ['behavior', 'behaviour']]) expect(termOf(us), us).toBe(termOf(uk));
  });

  it('reads ids of the Laws as their canonical id, Cyrillic letters too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 93 }), fc.constantFrom('A', 'B', 'C', 'D'), fc.integer({ min: 1, max: 4 }), (law, sec, sub) => {
        const ref = Ref.parse(`${law}${sec}${sub}`);
        fc.pre(ref !== null);
        const cyr = `${law}${{ A: 'А', B: 'В', C: 'С', D: 'D' }[sec]}${sub}`;
        expect(termOf(cyr)).toBe(ref!.id.toLowerCase());
      }),
    );
    expect(termOf('63.5')).toBe('63p5');
  });

  // Round 31 (held out): "revoke inquiries" against the title's "Inquire".
  it('gives an English noun in "-y", its plural in "-ies" and its verb in "-e", "-ed" one term (inquiry, inquiries, inquire, inquired)', () => {
    // The last consonant is no "l": "-ly" is an adverb's ending to the stemmer.
    const root = fc.tuple(fc.constantFrom(...'bcdfgklmnprstv'.split('')), fc.constantFrom(...'aeiou'.split('')), fc.constantFrom(...'bcdfgklmnprstv'.split('')), fc.constantFrom(...'aeiou'.split('')), fc.constantFrom(...'bcdfgkmnprstv'.split(''))).map((xs) => xs.join(''));
    fc.assert(
      fc.property(root, (r) => new Set([`${r}y`, `${r}ies`, `${r}e`, `${r}ed`].map((w) => termOf(w))).size === 1),
      { numRuns: 300 },
    );
    expect(termOf('inquiries')).toBe(termOf('inquire'));
  });

  // Round 32 (held out): "revoke correction period" against the text's "correcting".
  it('gives an English verb and its noun in "-tion" after a consonant one term (correct, correction; restrict, restrictions; convention, conventional)', () => {
    const root = fc.tuple(fc.constantFrom(...'bdfgkmnprv'.split('')), fc.constantFrom(...'aeiou'.split('')), fc.constantFrom(...'bdfgkmnprv'.split('')), fc.constantFrom(...'aeiou'.split('')), fc.constantFrom('c', 'p', 's', 'r', 'n')).map((xs) => xs.join(''));
    fc.assert(
      fc.property(root, (r) => new Set([`${r}t`, `${r}tion`, `${r}tions`, `${r}ted`].map((w) => termOf(w))).size === 1),
      { numRuns: 300 },
    );
    expect(termOf('correction')).toBe(termOf('correcting'));
  });

  it('keeps where each word is, so a term slices back to its word', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(stem, fc.constantFrom('ый', 'ая', ', ', '; ')), { maxLength: 8 }), (parts) => {
        const text = parts.map(([s, e]) => `${s}${e}`).join(' ');
        for (const t of terms(text)) expect(termOf(text.slice(t.from, t.to))).toBe(t.term);
      }),
    );
  });
});

describe('what pagefind is given', () => {
  it('writes each term with a mark no term holds, so no term is a prefix of another', () => {
    const c = indexedContent({ text: 'игра игрок', ids: [] }).split(' ');
    expect(c).toHaveLength(2);
    expect(c[1]!.startsWith(c[0]!)).toBe(false);
  });

  it('hides shown text from the indexer and gives it back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(reveal(hide(s))).toBe(s);
      }),
    );
    expect(hide('Фальшренонс 63A4')).not.toMatch(/[\p{L}\p{N}]/u);
  });
});

describe('suggestions', () => {
  const vocabulary: [string, number][] = [
    ['фальшренонс', 40],
    ['фальшренонса', 30],
    ['со', 100],
    ['сопоставимая', 3],
    ['revoke', 20],
  ];

  it('suggests the nearest word of the index for one or two slips, never a prefix of the word', () => {
    fc.assert(
      fc.property(fc.constantFrom(...vocabulary.filter(([w]) => w.length >= 6).map(([w]) => w)), fc.nat(), fc.constantFrom('х', 'ж', 'q'), (w, at, c) => {
        // A slip anywhere but the first letter: a word with another first letter is another word.
        const i = 1 + (at % (w.length - 1));
        const typo = w.slice(0, i) + c + w.slice(i + 1);
        fc.pre(typo !== w);
        const s = suggest(typo, vocabulary);
        expect(s).not.toBeNull();
        expect(leven(s!, typo)).toBeLessThanOrEqual(2);
        expect(s!.length).toBeGreaterThan(2);
      }),
    );
    expect(suggest('фальшренос', vocabulary)).toBe('фальшренонс');
    expect(suggest('revoek', vocabulary)).toBe('revoke');
    expect(suggest('сопоставимостями', vocabulary)).toBeNull();
  });

  it('suggests the same from the vocabulary in the alphabet’s order as from it by count (the file is written in the alphabet’s order: it compresses better)', () => {
    // Small alphabets and short words, so that many words share a distance and a count.
    const w = fc.stringMatching(/^[абв]{3,7}$/u);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(w, fc.integer({ min: 1, max: 3 })), { selector: ([x]) => x, minLength: 1, maxLength: 40 }), w, fc.boolean(), (list, word, oneSlip) => {
        const alpha = [...list].sort((a, b) => (a[0] < b[0] ? -1 : 1));
        const byCount = [...list].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        expect(suggest(word, alpha, oneSlip)).toBe(suggest(word, byCount, oneSlip));
      }),
      { numRuns: 500 },
    );
    const words = vocabularyOf([{ text: 'карта карты карта ход ходы ход ход' }]).map(([x]) => x);
    expect(words).toEqual([...words].sort());
  });

  it('suggests nothing for a word that differs in its first letter («мне» is no «вне», "hearts" no "parts")', () => {
    const words: [string, number][] = [['вне', 50], ['parts', 5], ['heart', 1]];
    expect(suggest('мне', words)).toBeNull();
    expect(suggest('hearts', words.slice(0, 2))).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(...vocabulary.filter(([w]) => w.length >= 3).map(([w]) => w)), fc.constantFrom('х', 'ж', 'q', 'м', 'p'), (w, c) => {
        fc.pre(c !== w[0]);
        expect(suggest(c + w.slice(1), vocabulary.filter(([v]) => v[0] !== c))).toBeNull();
      }),
    );
  });

  it('makes function words no terms, so they get no suggestion: pronouns, question words, auxiliaries', () => {
    for (const w of ['мне', 'меня', 'нам', 'кто', 'как', 'где', 'когда', 'какой', 'мой', 'свою', 'был', 'me', 'my', 'what', 'how', 'when', 'does', 'did', 'can', 'should', 'must']) expect(termOf(w), w).toBeNull();
  });
});

describe('reading a query', () => {
  it('reads an id with its edition before or after it, in any of the ways readers type it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 93 }), fc.constantFrom('', 'A', 'B', 'C'), fc.constantFrom('', '1', '2', '4'), fc.constantFrom('1997', '2017'), fc.integer({ min: 0, max: 5 }), (law, sec, sub, ed, form) => {
        const id = `${law}${sec}${sec ? sub : ''}`;
        const ref = Ref.parse(`${ed}:${id}`);
        fc.pre(ref !== null);
        const q = [`${ed} ${id}`, `${id} ${ed}`, `Law ${id} ${ed}`, `Правило ${id} (${ed} г.)`, `${ed}:${id}`, `${id} (${ed})`][form]!;
        expect(readQuery(q).ref?.id, q).toBe(ref!.id);
        expect(readQuery(q).words).toBe('');
      }),
    );
  });

  it('leaves words with a year as words', () => {
    expect(readQuery('поправка 1988 года')).toEqual({ ref: null, words: 'поправка 1988 года' });
    expect(readQuery('фальшренонс 2017').ref).toBeNull();
  });
});

describe('excerpts', () => {
  it('marks only the words whose term the query holds, and escapes the rest', () => {
    const html = excerpt('Игра <b>в</b> двенадцатой взятке & игрок', new Set(['12', 'игр']));
    expect(html).toBe('<mark>Игра</mark> &lt;b&gt;в&lt;/b&gt; <mark>двенадцатой</mark> взятке &amp; игрок');
  });
});
