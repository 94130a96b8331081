/**
 * The linker's grammar: the site's (src/lib/refs/vocabulary.ts) and the words forums and rulings
 * also cite the Laws with, which the site's own texts never use — «статья» in every case, «ст.», «пр.», «прав.», and «ст», «пр» before a number (not «и пр.», etc.),
 * "Article", "art.", "Rule" and the forums' "L" before a number ("L25", "L 64B3") for a law; «комментарий»
 * in every case, «комм.», «коммент.», "comment", "comm." for a commentary paragraph, and a law word
 * before a paragraph's id («ст. 27.7», "Law 27.7") for that paragraph. Kept out of
 * the site's vocabulary so its pages do not carry them.
 */
import { compile, findRefs, type Compiled, type RefMatch } from '../refs/find-refs.ts';
import { Ref, type Lang } from '../refs/ref.ts';
import { VOCABULARY } from '../refs/vocabulary.ts';

const L = '\\p{L}';
/**
 * "L25", "L 64B3", "L.25", "L-25", "L:25" (a space of any kind after it, a line's end too): the
 * forums' cut for a law, in either language; not in an address, a code line's anchor, a variable
 * or a mail address («…/L25», «#L25», «$L25», «l25@…»).
 */
const L_LAW = `|(?<![${L}\\d#/$@._-])L[.:-]?\\s?(?=\\d)(?!\\S*@)`;
const MORE: Record<Lang, { law: string; para: string }> = {
  ru: {
    // статья, статьи, статье, статью, статьёй/статьей/статьёю/статьею; статей, статьям, статьями, статьях; ст., ст. ст.
    law: `(?<![${L}\\d])(?:стать(?:я|и|е|ю|[её]й|[её]ю|ям|ями|ях)|статей|ст\\.(?:\\s*ст\\.)?|ст(?=\\s?\\d)|(?<!(?<![${L}])и\\s)(?:пр(?:ав)?\\.|пр(?=\\s?\\d)))(?![${L}])${L_LAW}`,
    para: `(?<![${L}])(?:комментари(?:й|я|ю|ем|и|ев|ям|ями|ях)(?![${L}])|комм(?:ент)?\\.)`,
  },
  en: {
    law: `(?<![${L}\\d])(?:articles?|arts?\\.|rules?)(?![${L}])${L_LAW}`,
    para: `(?<![${L}])(?:comments?|comm\\.)(?![${L}])`,
  },
};

/** A paragraph's words: the site's («п.», "para") and the forums' («комментарий», "comm."). */
const paraWords = (lang: Lang) => `${VOCABULARY[lang].paraWord}|${MORE[lang].para}`;

const grammar = (lang: Lang): Compiled => {
  const v = VOCABULARY[lang];
  const law = `(?:${v.lawWord}|${MORE[lang].law})`;
  // A law word before a paragraph's id is the paragraph («ст. 27.7», "Law 27.7"): forums write so; the
  // site's texts never do, and «Правило 63.5» there stays text. (find-refs.ts tries a paragraph's word first.)
  const para = '(?=\\s*\\d{1,2}\\.\\d)';
  return compile({ ...v, lawWord: law, paraWord: `(?:${paraWords(lang)}|${law}${para})` }, lang);
};

/** The grammar of each language for text on other sites. */
export const LINKER_GRAMMAR: Record<Lang, Compiled> = { ru: grammar('ru'), en: grammar('en') };

/**
 * After a law named by its word and its bare number, a paragraph word and a number of one or two
 * digits name that law's commentary paragraph: "Law 63, commentary 5", «Правило 64, п. 2» (a probe
 * found them linked to the law alone). Forums and rulings write so; the site's texts never do.
 */
const paraOfLaw = (lang: Lang) => new RegExp(`\\s*,?\\s*(?:${paraWords(lang)})\\s*(\\d{1,2})(?![\\d.]\\d|[\\p{L}\\d])`, 'iuy');
const PARA_OF_LAW: Record<Lang, RegExp> = { ru: paraOfLaw('ru'), en: paraOfLaw('en') };

/** The citations of text on another site: the linker's grammar, and a law's paragraph by number after it. */
export function findLinkerRefs(text: string, lang: Lang): RefMatch[] {
  return findRefs(text, lang, LINKER_GRAMMAR[lang]).map((m) => {
    // Only a law its word names (not a list's later item, «62 и 63»), with no section and no edition.
    if (m.ref.kind !== 'law' || m.ref.section !== null || m.ref.edition !== null || !/^\p{L}/u.test(m.text)) return m;
    const re = PARA_OF_LAW[lang];
    re.lastIndex = m.end;
    const p = re.exec(text);
    const ref = p ? Ref.parse(`${m.ref.law}.${p[1]}`) : null;
    return p && ref ? { ...m, end: m.end + p[0].length, text: m.text + p[0], ref } : m;
  });
}
