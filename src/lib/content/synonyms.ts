/**
 * The search's synonyms (content/catalogue/synonyms.yaml): words readers type that the text
 * does not use («ренонс», «стол», "penultimate") and the words of the text they mean.
 *
 * `parseSynonyms` checks the file as it reads it and throws one line naming the file, the
 * line of the entry and what is wrong. `synonymTerms` turns the entries of one language into
 * what the search engine reads: each typed word's term → its alternatives, each a list of
 * terms (a phrase). Both sides go through the search's stemmer, so any form of a word works.
 * Plain TypeScript, no Astro.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord, nonEmpty, parseCatalogueYaml } from './check-yaml.ts';
import type { Lang } from '../refs/index.ts';
import { phraseKey, phraseWords, terms } from '../search/terms.ts';

export interface SynonymSide {
  /** What readers type. */
  readonly typed: readonly string[];
  /** The words or phrases of the text that say it. */
  readonly text: readonly string[];
}
export interface Synonym {
  readonly id: string;
  readonly ru?: SynonymSide;
  readonly en?: SynonymSide;
}

const NAME = 'content/catalogue/synonyms.yaml';
const LANGS: Lang[] = ['ru', 'en'];
const termsOf = (s: string) => terms(s).map((t) => t.term);
/** A typed word is read as a query is: an abbreviation in capitals is a term («НИ»). */
const typedTermsOf = (s: string) => terms(s, 'query').map((t) => t.term);

export function parseSynonyms(text: string, name = NAME): Synonym[] {
  const doc = parseCatalogueYaml(text, name);
  const lines = text.split('\n');
  const lineOf = (id: unknown) => {
    const i = lines.findIndex((l) => new RegExp(`^\\s*-?\\s*id:\\s*["']?${String(id).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}["']?\\s*$`, 'u').test(l));
    return i < 0 ? 1 : i + 1;
  };
  if (!isRecord(doc) || !Array.isArray(doc.synonyms)) throw new Error(`${name}:1: expected a mapping with a list \`synonyms\``);
  const seen = new Set<string>();
  const typedBy = new Map<string, string>();
  return doc.synonyms.map((raw: unknown, k: number) => {
    const id = isRecord(raw) ? raw.id : undefined;
    const where = `${name}:${lineOf(id)}: synonym ${nonEmpty(id) ? id : `#${k + 1}`}`;
    if (!isRecord(raw) || !nonEmpty(raw.id)) throw new Error(`${where}: needs an id`);
    if (seen.has(raw.id)) throw new Error(`${where}: the id is used twice`);
    seen.add(raw.id);
    const extra = Object.keys(raw).filter((key) => !['id', ...LANGS].includes(key));
    if (extra.length) throw new Error(`${where}: unknown key ${extra.join(', ')} (allowed: id, ru, en)`);
    if (!LANGS.some((l) => raw[l] !== undefined)) throw new Error(`${where}: needs ru or en`);
    const out: { id: string; ru?: SynonymSide; en?: SynonymSide } = { id: raw.id };
    for (const lang of LANGS) {
      const side = raw[lang];
      if (side === undefined) continue;
      if (!isRecord(side)) throw new Error(`${where}: ${lang}: expected { typed: [...], text: [...] }`);
      const list = (key: 'typed' | 'text'): string[] => {
        const v = side[key];
        if (!Array.isArray(v) || v.length === 0 || !v.every(nonEmpty)) throw new Error(`${where}: ${lang}.${key}: expected a non-empty list of words`);
        for (const w of v as string[]) if ((key === 'typed' ? typedTermsOf : termsOf)(w).length === 0) throw new Error(`${where}: ${lang}.${key}: «${w}» is a function word or no word: the search never looks it up`);
        return v as string[];
      };
      const typed = list('typed');
      const said = list('text');
      const textTerms = new Set(said.flatMap(termsOf));
      for (const w of typed) {
        const ts = typedTermsOf(w);
        const phrase = phraseWords(w).length > 1;
        if (!phrase && ts.length !== 1) throw new Error(`${where}: ${lang}.typed: «${w}» must be one word or a phrase`);
        // «до сдающего» read as «сдающего» alone: every mention of the dealer meant a call out of rotation.
        if (!phrase && w.trim().split(/\s+/u).length > 1) throw new Error(`${where}: ${lang}.typed: «${w}» reads as the one word «${ts[0]}» (the search skips its other words), so every «${ts[0]}» would mean its text: type that word alone, or a phrase of two words the search reads`);
        if (!phrase && textTerms.has(ts[0]!)) throw new Error(`${where}: ${lang}.typed: «${w}» is the same word as its text`);
        if (phrase && said.some((x) => phraseKey(x) === phraseKey(w))) throw new Error(`${where}: ${lang}.typed: «${w}» is the same phrase as its text`);
        const key = `${lang}:${phrase ? phraseKey(w) : ts[0]}`;
        if (typedBy.has(key) && typedBy.get(key) !== raw.id) throw new Error(`${where}: ${lang}.typed: «${w}» is typed for ${typedBy.get(key)} too`);
        typedBy.set(key, raw.id);
      }
      out[lang] = { typed, text: said };
    }
    return out;
  });
}

/** content/catalogue/synonyms.yaml of the given content folder, read and checked (read once per build, at its start: src/integrations/pagefind.ts). */
export function loadSynonyms(content = join(process.cwd(), 'content')): Synonym[] {
  return parseSynonyms(readFileSync(join(content, 'catalogue/synonyms.yaml'), 'utf8'));
}

/**
 * A typed word's term → its alternatives in the text, each a list of terms (what the engine
 * reads). A typed phrase («не дал в масть», "at the same time") is keyed by its words as phrases
 * compare them (terms.ts `phraseKey`: with a space, so never a term); its alternatives are its
 * text's, then its own terms (found where all of them stand in one place).
 */
export function synonymTerms(list: readonly Synonym[], lang: Lang): Record<string, string[][]> {
  const out: Record<string, string[][]> = {};
  for (const s of list) {
    const side = s[lang];
    if (!side) continue;
    const alts = side.text.map(termsOf);
    for (const w of side.typed) {
      const phrase = phraseWords(w).length > 1;
      const have = (out[phrase ? phraseKey(w) : typedTermsOf(w)[0]!] ??= []);
      for (const a of [...alts, ...(phrase && typedTermsOf(w).length ? [typedTermsOf(w)] : [])]) if (!have.some((h) => h.join(' ') === a.join(' '))) have.push(a);
    }
  }
  return out;
}
