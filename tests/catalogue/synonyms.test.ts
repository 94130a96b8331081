/**
 * content/catalogue/synonyms.yaml: the words readers type for words of the text (issue 35).
 * The file is checked as it is read, its text words are words the site holds, and any form
 * of a typed word reaches its synonyms.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/lib/content/catalogue.ts';
import { loadSynonyms, parseSynonyms, synonymTerms } from '../../src/lib/content/synonyms.ts';
import { loadTriage } from '../../src/lib/content/triage.ts';
import { phraseKey, termOf, terms } from '../../src/lib/search/terms.ts';
import { lawsWithText } from '../support/laws-with-text.ts';

const content = join(import.meta.dirname, '..', '..', 'content');
const list = loadSynonyms(content);

const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.md') ? [join(dir, f)] : []));

describe('synonyms.yaml', () => {
  it('leads every synonym to words the law text, the commentary, a law’s title, a topic of a law without text or an outcome of «Что случилось?» of its language holds', () => {
    // The outcomes are places of the search too (their title, situation and search words are indexed).
    const outcomes = loadTriage(content).outcomes;
    for (const lang of ['ru', 'en'] as const) {
      // So are the laws' titles: a law page without text is found by its title.
      // And the topics of a law without text: the index holds their words on its page (title-marks.ts).
      const withText = lawsWithText(content, lang);
      const topics = loadCatalogue(content).laws.filter((l) => !withText.has(l.n)).flatMap((l) => l.topics?.[lang] ?? []);
      const said = [...outcomes.flatMap((o) => [o.title[lang], o.situation[lang], o.search[lang]]), ...loadCatalogue(content).laws.map((l) => l[lang]), ...topics];
      const held = new Set(files(join(content, 'commentary', lang)).concat(files(join(content, 'laws', lang))).map((f) => readFileSync(f, 'utf8')).concat(said).flatMap((text) => terms(text).map((t) => t.term)));
      for (const s of list) for (const w of s[lang]?.text ?? []) for (const t of terms(w)) expect(held.has(t.term), `${s.id} ${lang}: «${w}» (${t.term})`).toBe(true);
    }
  });

  it('reaches the synonyms from any form of a typed word', () => {
    const ru = synonymTerms(list, 'ru');
    const en = synonymTerms(list, 'en');
    for (const w of ['ренонс', 'ренонсом', 'ренонсы']) expect(ru[termOf(w)!], w).toContainEqual([termOf('фальшренонс')]);
    for (const w of ['стол', 'стола', 'столом']) expect(ru[termOf(w)!], w).toContainEqual([termOf('болван')]);
    for (const w of ['забрать', 'забрал', 'заберёт']) expect(ru[termOf(w)!] ?? ru[termOf('забрать')!], w).toContainEqual(['взять', 'назад'].map((x) => termOf(x)));
    for (const w of ['penultimate', 'Penultimate']) expect(en[termOf(w)!], w).toContainEqual(['12']);
    for (const w of ['played', 'plays']) expect(en[termOf(w)!], w).toContainEqual([termOf('led')]);
    for (const w of ['раздумье', 'раздумья', 'раздумьем']) expect(ru[termOf(w)!], w).toContainEqual([termOf('пауза')]);
    for (const w of ['slow', 'paused', 'huddle']) expect(en[termOf(w)!], w).toContainEqual([termOf('hesitation')]);
    // Round 6: a card «лицом вверх», "face up" is an exposed card; «выпала» is «упала».
    for (const w of ['лицом вверх', 'рубашкой вниз']) expect(ru[phraseKey(w)], w).toContainEqual([termOf('открыта')]);
    for (const w of ['face up', 'face upwards']) expect(en[phraseKey(w)], w).toContainEqual([termOf('exposed')]);
    for (const w of ['выпала', 'выпали', 'выронил']) expect(ru[termOf(w)!], w).toContainEqual([termOf('упала')]);
    // Directors' abbreviations: UI, MI, LOOT.
    expect(en[termOf('UI')!]).toContainEqual(terms('unauthorised information').map((t) => t.term));
    expect(en[termOf('MI')!]).toContainEqual([termOf('misinformation')]);
    expect(en[termOf('LOOT')!]).toContainEqual(terms('lead out of turn').map((t) => t.term));
    expect(ru[termOf('дезинформация')!]).toContainEqual(terms('неверная информация').map((t) => t.term));
    // Directors' words for the laws' titles and the glossary's terms (any form of them): «штраф» is
    // «наказание», but «штрафная» stays the penalty card's own word; «пропавшая карта» is the missing card.
    const phrase = (s: string) => terms(s).map((t) => t.term);
    for (const w of ['штраф', 'штрафа', 'штрафом', 'оштрафовать']) expect(ru[termOf(w)!], w).toContainEqual([termOf('наказание')]);
    expect(ru[termOf('штрафная')!]).toBeUndefined();
    for (const w of ['пропавшая', 'пропала']) expect(ru[termOf(w)!], w).toContainEqual(phrase('недостающая карта'));
    for (const w of ['смена заявки', 'сменил заявку', 'поменяла заявку']) expect(ru[phraseKey(w)], w).toContainEqual(phrase('изменение заявки'));
    for (const w of ['невыполнимое', 'неисполнимо']) expect(ru[termOf(w)!], w).toContainEqual(phrase('не может исполнить'));
    for (const w of ['скорректированный результат', 'назначенного результата']) expect(ru[phraseKey(w)], w).toContainEqual(phrase('компенсирующий результат'));
    for (const w of ['kibitzer', 'kibitzers']) expect(en[termOf(w)!], w).toContainEqual([termOf('spectators')]);
    for (const w of ['honor', 'honors']) expect(en[termOf(w)!], w).toContainEqual([termOf('honour')]);
    for (const w of ['corrected score', 'assigned score']) expect(en[phraseKey(w)], w).toContainEqual(phrase('adjusted score'));
    for (const w of ['enquiry', 'enquiries']) expect(en[termOf(w)!], w).toContainEqual([termOf('inquiries')]);
  });

  it('keys a typed phrase by its words as phrases compare them, any form, glue words or not, to its text and then its own terms', () => {
    const parsed = parseSynonyms('synonyms:\n  - id: x\n    ru: { typed: [не дал в масть], text: [фальшренонс] }\n    en: { typed: [at the same time], text: [simultaneous] }\n');
    const ru = synonymTerms(parsed, 'ru');
    const en = synonymTerms(parsed, 'en');
    expect(ru[phraseKey('не дала масть')]).toEqual([[termOf('фальшренонс')], [termOf('дал'), termOf('масть')]]);
    expect(en[phraseKey('same times')]).toEqual([[termOf('simultaneous')], [termOf('same'), termOf('time')]]);
  });

  const bad: [string, string, RegExp][] = [
    ['no list', 'foo: 1\n', /synonyms\.yaml:1: expected a mapping with a list `synonyms`/u],
    ['a function word', 'synonyms:\n  - id: a\n    ru: { typed: [мы], text: [болван] }\n', /:2: synonym a: ru\.typed: «мы» is a function word/u],
    ['the same word', 'synonyms:\n  - id: b\n    ru: { typed: [болвана], text: [болван] }\n', /:2: synonym b: ru\.typed: «болвана» is the same word as its text/u],
    ['a typed phrase that is its text', 'synonyms:\n  - id: c\n    en: { typed: [taking back], text: [take back] }\n', /:2: synonym c: en\.typed: «taking back» is the same phrase as its text/u],
    ['no text', 'synonyms:\n  - id: d\n    en: { typed: [renege] }\n', /synonym d: en\.text: expected a non-empty list/u],
    ['no language', 'synonyms:\n  - id: e\n', /synonym e: needs ru or en/u],
    ['an unknown key', 'synonyms:\n  - id: f\n    de: { typed: [x], text: [y] }\n', /synonym f: unknown key de/u],
    ['an id twice', 'synonyms:\n  - id: g\n    en: { typed: [renege], text: [revoke] }\n  - id: g\n    en: { typed: [reneged], text: [revoke] }\n', /synonym g: the id is used twice/u],
    ['a word typed for two senses', 'synonyms:\n  - id: h\n    en: { typed: [table], text: [dummy] }\n  - id: i\n    en: { typed: [tables], text: [board] }\n', /synonym i: en\.typed: «tables» is typed for h too/u],
    ['not YAML', 'synonyms: [\n', /not valid YAML/u],
  ];
  it.each(bad)('refuses %s with one line naming the file, the line and what is wrong', (_, text, message) => {
    expect(() => parseSynonyms(text)).toThrow(message);
  });

  // Round 39: «до сдающего» (typed for «вне очереди») read as «сдающего» alone, the preposition being glue the
  // search skips: every query naming the dealer («у сдающего перевернулась карта») was read as a call out of turn.
  it('refuses a typed entry of several words that the search reads as one, whatever its glue and its word', () => {
    const ruWord = fc.stringMatching(/^[бвгдклмнпрст][аоуи][бвгдклмнпрст][аоуи][бвгдклмнпрст]ого$/u);
    const enWord = fc.stringMatching(/^[bcdfgklmnprst][aeiou][bcdfgklmnprst][aeiou][bcdfgklmnprst]s$/u);
    const ruGlue = fc.constantFrom('до', 'в', 'на', 'у', 'за', 'от');
    const enGlue = fc.constantFrom('by', 'for', 'a', 'on', 'the', 'at');
    const entry = fc.oneof(
      fc.tuple(ruGlue, ruWord, fc.boolean()).map(([g, w, after]) => ({ lang: 'ru', typed: after ? `${w} ${g}` : `${g} ${w}`, text: 'фальшренонс' })),
      fc.tuple(enGlue, enWord, fc.boolean()).map(([g, w, after]) => ({ lang: 'en', typed: after ? `${w} ${g}` : `${g} ${w}`, text: 'revoke' })),
    );
    fc.assert(
      fc.property(entry, ({ lang, typed, text }) => {
        const yaml = `synonyms:\n  - id: z\n    ${lang}: { typed: [${typed}], text: [${text}] }\n`;
        expect(() => parseSynonyms(yaml)).toThrow(new RegExp(`:2: synonym z: ${lang}\\.typed: «${typed}» reads as the one word`, 'u'));
      }),
    );
  });
});
