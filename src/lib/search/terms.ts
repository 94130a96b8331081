/**
 * The one normalisation of search text, used both when the index is written and when a
 * query is read, so that any form of a word reaches the same term.
 *
 * Why our own and not pagefind's: pagefind folds diacritics before it stems, and to
 * Unicode «й» is «и» with a breve, so the Russian stemmer sees «установленныи» and
 * leaves a different stem than for «установлен…» (`src/integrations/pagefind.ts` has the
 * smallest case). Here a word is lower-cased, «ё» read as «е», stemmed by the Snowball
 * stemmer of its script (Cyrillic: Russian, Latin: English), and only then folded.
 * Single letters are no terms (section letters, «п.»).
 *
 * A word gives no term when it is a short function word (stopwords), so it neither
 * matches nor is highlighted. Numerals and ordinals in words or digits give the number:
 * «двенадцатой», «12-я», "twelfth", "12th" and "12" all give `12`. Ids of the Laws give
 * their canonical id (`63А4` → `63a4`, `63.5` → `63p5`).
 */
import { stemmer as stemRu } from '@orama/stemmers/russian';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { Ref } from '../refs/index.ts';

export interface Term {
  /** The normalised term (what the index holds). */
  term: string;
  /** Where the word is in the text (UTF-16 offsets), for highlighting. */
  from: number;
  to: number;
}

/** Short function words of both languages: they are no terms. */
const STOPWORDS = new Set(
  (
    'а без бы в во вот вы да для до его ее её же за и из изо или им их к ко ли либо мы на над не ней него нее неё ни но о об обо он она они оно от ото по под при про с со так также то тоже того тем у уж что чтобы это этот эта эти этого этой этих я ' +
    // Pronouns, question words and auxiliaries: no place is about them, and a near word of the
    // index would be suggested for them («мне» → «вне»).
    'мне меня мной мною мой моя мое моё мои моего моей моих моим ему ей нам нас вам вас тебе тебя ты твой наш ваш свой своя свое своё свои свою своего своей своих себя себе сам сама кто кого кому чей чья как где когда куда откуда почему зачем какой какая какое какие каком каких какую каким сколько уже еще ещё тут там здесь был была было были быть будет есть нужно надо можно ' +
    'a an and are as at be been but by for from had has have he her his i if in into is it its of on or our she so than that the their them then there these they this those to was we were which who will with you ' +
    'me my mine your yours him us ours what when where why how whom whose do does did done can could would should shall may might must also just very'
  ).split(' '),
);

const RU_ORDINAL_STEMS: [RegExp, number][] = [
  [/^перв/u, 1],
  [/^втор/u, 2],
  [/^трет/u, 3],
  [/^четверт/u, 4],
  [/^пят/u, 5],
  [/^шест/u, 6],
  [/^седьм/u, 7],
  [/^восьм/u, 8],
  [/^девят/u, 9],
  [/^десят/u, 10],
  [/^одиннадцат/u, 11],
  [/^двенадцат/u, 12],
  [/^тринадцат/u, 13],
];
/** Endings of an adjective-like ordinal (первый, третьей, двенадцатая…). */
const RU_ORDINAL_ENDING = /^(?:ый|ий|ой|ая|ья|ое|ье|ого|ьего|ому|ьему|ым|ьим|ом|ьем|ую|ью|ые|ьи|ых|ьих|ыми|ьими|ей|ьей)$/u;
const RU_CARDINALS: Record<string, number> = {};
for (const [n, forms] of [
  [1, 'один одна одно одного одной одному одним одном одну'],
  [2, 'два две двух двум двумя'],
  [3, 'три трех трем тремя'],
  [4, 'четыре четырех четырем четырьмя'],
  [5, 'пять пяти пятью'],
  [6, 'шесть шести шестью'],
  [7, 'семь семи семью'],
  [8, 'восемь восьми восемью'],
  [9, 'девять девяти девятью'],
  [10, 'десять десяти десятью'],
  [11, 'одиннадцать одиннадцати'],
  [12, 'двенадцать двенадцати'],
  [13, 'тринадцать тринадцати'],
  [14, 'четырнадцать четырнадцати'],
  [15, 'пятнадцать пятнадцати'],
  [16, 'шестнадцать шестнадцати'],
  [17, 'семнадцать семнадцати'],
  [18, 'восемнадцать восемнадцати'],
  [19, 'девятнадцать девятнадцати'],
  [20, 'двадцать двадцати'],
] as [number, string][]) {
  for (const f of forms.split(' ')) RU_CARDINALS[f] = n;
}
const EN_NUMBERS: Record<string, number> = {};
'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ').forEach((w, i) => (EN_NUMBERS[w] = i + 1));
'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth'.split(' ').forEach((w, i) => (EN_NUMBERS[w] = i + 1));

/** The number a numeral or ordinal word names (lower case, «ё» as «е»), or null. */
export function numeral(word: string): number | null {
  if (Object.hasOwn(RU_CARDINALS, word)) return RU_CARDINALS[word]!;
  if (Object.hasOwn(EN_NUMBERS, word)) return EN_NUMBERS[word]!;
  for (const [re, n] of RU_ORDINAL_STEMS) {
    const m = re.exec(word);
    if (m && RU_ORDINAL_ENDING.test(word.slice(m[0].length))) return n;
  }
  // 12-я, 12-й, 12-го, 12th, 1st, 2nd, 3rd
  const d = /^(\d{1,3})(?:-[а-я]{1,4}|st|nd|rd|th)$/u.exec(word);
  return d ? Number(d[1]) : null;
}

/**
 * English irregular verbs, base: other forms. The stemmer joins "plays", "played" to "play" but
 * never "led" to "lead" or "won" to "win"; each form here is read as its base before stemming.
 * ("left" is left out: it is the left-hand opponent's far more often than the past of "leave".)
 */
const EN_IRREGULAR: Record<string, string> = {};
for (const entry of (
  'lead:led win:won hold:held take:took,taken show:shown throw:threw,thrown fall:fell,fallen see:saw,seen give:gave,given make:made ' +
  'say:said lose:lost find:found know:knew,known choose:chose,chosen come:came go:went,gone get:got,gotten bring:brought ' +
  'catch:caught draw:drew,drawn forget:forgot,forgotten hide:hid,hidden keep:kept tell:told think:thought speak:spoke,spoken ' +
  'sit:sat stand:stood begin:began,begun deal:dealt mean:meant run:ran write:wrote,written become:became break:broke,broken ' +
  'hear:heard understand:understood mistake:mistook,mistaken overtake:overtook,overtaken undertake:undertook,undertaken ' +
  'withdraw:withdrew,withdrawn shake:shook,shaken forbid:forbade,forbidden swear:swore,sworn uphold:upheld'
).split(' ')) {
  const [base, forms] = entry.split(':') as [string, string];
  for (const f of forms.split(',')) EN_IRREGULAR[f] = base;
}
/** Whether an English word (lower case) is an irregular verb's past or participle ("led", "forbade"). */
export const irregularVerbForm = (word: string): boolean => Object.hasOwn(EN_IRREGULAR, word);

const CYRILLIC = /[а-я]/u;
const LATIN = /[a-z]/u;

/** Fold what only looks different: «й» → «и» (after stemming), any other mark dropped. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** The cuts after Snowball that give a Russian word's forms one stem (termOf's comment). */
const foldRu = (stem: string): string =>
  stem
    .replace(/(?<=[а-я]{2}[^аеиоуыэюя][ая])н$/u, '')
    .replace(/(?<=[а-я]{3})ен$/u, '')
    .replace(/(?<=[а-я]{2}[^аеиоуыэюя])[ая]$/u, '')
    .replace(/(?<=[а-я]{2}[^аеиоуыэюяйь])[ое]([кц])$/u, '$1')
    .replace(/(?<=(?:[а-я]{3}|[аеиоуыэюя][а-я])е)л$/u, 'т') // not «счёл» (счёт)
    .replace(/(?<=[а-я]{2})е(?:ет|ют)$/u, 'ет')
    .replace(/(?<=[а-я]{3}н)у[тл]$/u, '')
    .replace(/(?<=[а-я]{3})ов$/u, '')
    .replace(/(?<=[а-я]{3})щ$/u, 'т');

/**
 * The Laws are in British spelling; a reader may type American: "unauthorized", "penalized",
 * "analyze", "defense", "offense", "licensed", "behavior" are read as "unauthorised", "penalised",
 * "analyse", "defence", "offence", "licenced", "behaviour" (any ending after them). Index and query
 * read alike, so a word that merely looks like one of these is read the same way on both sides.
 */
const britishSpelling = (w: string): string =>
  w
    .replace(/(?<=[a-z]{2})([iy])z(?=[aeiy])/gu, '$1s')
    .replace(/(?<=[a-z]{2}[flc])ense(?=$|s$|d$)/gu, 'ence')
    .replace(/(?<=[a-z]{3}[iv])or(?=$|s$|ed$|ing$|able$)/gu, 'our');

/**
 * In a query, a short word written in capitals is an abbreviation, even where its letters spell a
 * function word («НИ» is unauthorised information, «ни» is "nor"): it is a term, as written. Not in
 * the text, where capitals are emphasis («(a) … ИЛИ (b) …»).
 */
const ABBREVIATION = /^\p{Lu}{2,4}$/u;

/** What is read: the indexed text, or a query (and the words the synonyms say readers type). */
export type Reading = 'text' | 'query';

/** The term of one word (already cut out of the text), or null when it is no term. */
export function termOf(raw: string, reading: Reading = 'text'): string | null {
  const word = raw.toLowerCase().replace(/ё/gu, 'е');
  if (STOPWORDS.has(word)) return reading === 'query' && ABBREVIATION.test(raw) ? word : null;
  const n = numeral(word);
  if (n !== null) return String(n);
  if (/^\d+$/u.test(word)) return String(Number(word));
  if (/^\d/u.test(word)) {
    // An id of the Laws: 63А4, 63a4, 63.5, 27B1; anything else with digits stays as typed.
    const ref = Ref.parse(raw);
    if (ref && ref.edition === null) return ref.id.toLowerCase().replace(/\./gu, 'p').replace(/[()]/gu, '');
    return fold(word).replace(/[^\p{L}\p{N}]/gu, '');
  }
  if (word.length < 2) return null;
  let stem = word;
  // Snowball leaves «установлен» for the full participle (установленный, установленного)
  // but «установл» for the short one (установлен, установлена) and the noun's «установлен»
  // (установлении): one stem for all of them.
  // Verbs keep the «а»/«я» before their ending (играет → «игра», сыграна → «сыгра») where
  // the noun loses it (игра → «игр»): one stem for both.
  // A vowel that comes and goes before the last consonant (заявка, заявок; кусок, куска; конец,
  // конца) is dropped where Snowball leaves it, so the forms with and without it meet.
  // A verb in «-еть» keeps «ет» of its infinitive, «ел» of its past and «еет», «еют» of its present
  // (посмотреть, посмотрел; иметь, имел, имеет, имеют): one stem for all.
  // A noun in «-ан» loses it where Snowball reads it as a verb's ending (болван, болвана) and keeps it
  // before a case ending (болвану, болваном): it goes in all (and «-ание» meets its verb, требование,
  // требовать). A verb in «-нуть» keeps «ут» of its infinitive and «ул» of its past (перевернуть,
  // перевернул; кивнуть, кивнул): both go. A verb in «-овать» keeps «ов» of its infinitive, past and
  // noun (аннулировать, аннулировал, аннулирование) where its present loses it (аннулируется,
  // требует, пасует): it goes in all.
  if (CYRILLIC.test(word)) {
    // Until nothing changes: a rule's cut may leave what an earlier rule reads (требован → требов → треб;
    // a stem in «-нул» before «-овать» as before «-ует»: each cut makes the next one's ending).
    stem = stemRu(word);
    for (let prev = ''; prev !== stem; ) [prev, stem] = [stem, foldRu(stem)];
  }
  else if (LATIN.test(word)) {
    const base = (Object.hasOwn(EN_IRREGULAR, word) ? EN_IRREGULAR[word] : undefined) ?? britishSpelling(word);
    stem = stemEn(base);
    // The stemmer cuts "-tion" whole after a consonant where its verb keeps the "t" (correction
    // "correc", correct "correct"; restriction, inspection, retraction, convention, conventional):
    // the "t" comes back.
    const tion = /[^aeiou](tion(?:s|al|ally|ed)?)$/u.exec(base);
    if (tion && stem === base.slice(0, -tion[1]!.length)) stem += 't';
    // A noun in "-y" keeps "i" of its plural where its verb in "-e" has none (inquiry, inquiries:
    // "inquiri"; inquire, inquired: "inquir"; disqualify, disqualification): in a long stem it goes.
    if (stem.length >= 6 && stem.endsWith('i')) stem = stem.slice(0, -1);
  }
  return fold(stem) || null;
}

/**
 * A word of running text: letters and digits, with inner hyphens, dots between digits and
 * the letters and digits of an id (63А4, 63.5, 12-я, 27B1). Apostrophes and other
 * punctuation split words.
 */
const WORD = /\d+(?:\.\d+)+|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/**
 * A query typed with Caps Lock on (several words, no lower-case letter) is read in lower case:
 * its function words are no abbreviations («НЕ ДАЛ В МАСТЬ»).
 */
export const withoutCapsLock = (query: string): string =>
  /\p{Ll}/u.test(query) || (query.match(/\p{L}+/gu) ?? []).length < 2 ? query : query.toLowerCase();

/**
 * Each word of running text (WORD) with where it stands; a hyphenated word that is no numeral (из-за, какой-то, follow-up,
 * «ренонс-рецидив») as its parts, for terms and for the synonyms' phrases alike.
 */
function* wordsOf(text: string): Generator<{ word: string; from: number }> {
  for (const m of text.matchAll(WORD)) {
    const whole = m[0];
    if (!whole.includes('-') || /^\d/u.test(whole) || numeral(whole.toLowerCase()) !== null) {
      yield { word: whole, from: m.index };
      continue;
    }
    let at = m.index;
    for (const part of whole.split('-')) {
      yield { word: part, from: at };
      at += part.length + 1;
    }
  }
}

/** Every term of a text (or of a query), in order, with where its word is. */
export function terms(text: string, reading: Reading = 'text'): Term[] {
  const out: Term[] = [];
  for (const { word, from } of wordsOf(text)) {
    const t = termOf(word, reading);
    if (t) out.push({ term: t, from, to: from + word.length });
  }
  return out;
}

/**
 * Word lists read as a query's terms, one set each, read once when first asked for: the words a reading of the query
 * looks for in any form (phase.ts, actor.ts).
 */
export function termSets<K extends string>(words: Record<K, string>): () => Record<K, Set<string>> {
  let sets: Record<K, Set<string>> | undefined;
  return () => (sets ??= Object.fromEntries(Object.entries<string>(words).map(([k, w]) => [k, new Set(terms(w, 'query').map((t) => t.term))])) as Record<K, Set<string>>);
}

/** An edition-tagged id as a term (`2017:63A4` → `63a4y2017`): concordance rows hold them. */
export const editionTerm = (ref: Ref): string => `${ref.localId.toLowerCase().replace(/\./gu, 'p').replace(/[()]/gu, '')}y${ref.edition ?? '1987'}`;

/**
 * Prepositions, conjunctions and articles: what a typed phrase of the synonyms may have or lack
 * around its words («не дал в масть», «не дал масть»). Every other word of a phrase counts,
 * function words too: «не», «мои» in «остальные мои», "not".
 */
const GLUE = new Set('в во на с со к ко по о об обо у из от до за и а но или да же ли the a an to of at in on by for from and or but with as'.split(' '));

export interface PhraseWord {
  /** The word as a phrase compares it: its term, or a function word as written (lower case, «ё» as «е»). */
  key: string;
  /** Other words it stands for in a phrase: its one-word synonyms («трефы» for «масть» of «не дал в масть»). */
  also?: readonly string[];
  from: number;
  to: number;
}

/** The words of a text as typed phrases compare them ({@link PhraseWord}); glue words are left out. */
export function phraseWords(text: string): PhraseWord[] {
  const out: PhraseWord[] = [];
  for (const { word: part, from } of wordsOf(text)) {
    const word = part.toLowerCase().replace(/ё/gu, 'е');
    if (word && !GLUE.has(word)) out.push({ key: termOf(part) ?? word, from, to: from + part.length });
  }
  return out;
}

/** A typed phrase's key: its words' keys, with spaces (a term has none). */
export const phraseKey = (phrase: string): string => phraseWords(phrase).map((w) => w.key).join(' ');

/**
 * Where a typed phrase (its key's words, in order) stands in a text's phrase words, at most one
 * other word between two of its words («changed his mind» for "changed mind"), a word standing for
 * a phrase's word by its `also` («не дал в трефы»): the index of its first and last word, or null.
 */
export function findPhrase(words: readonly PhraseWord[], key: string): [number, number] | null {
  const ks = key.split(' ');
  const is = (w: PhraseWord | undefined, k: string) => w !== undefined && (w.key === k || (w.also?.includes(k) ?? false));
  for (let i = 0; i < words.length; i++) {
    if (!is(words[i], ks[0]!)) continue;
    let at = i;
    let ok = true;
    for (const k of ks.slice(1)) {
      const next = [at + 1, at + 2].find((j) => is(words[j], k));
      if (next === undefined) {
        ok = false;
        break;
      }
      at = next;
    }
    if (ok) return [i, at];
  }
  return null;
}
