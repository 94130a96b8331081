import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from './parse-yaml.ts';
import type { Lang } from '../refs/index.ts';

export interface Part {
  id: string;
  ru: string;
  en: string;
  laws: number[];
}
export interface LawEntry {
  n: number;
  ru: string;
  en: string;
  part: string;
  /** What the law rules on that its title does not name («компенсирующий результат» of Law 12), per language. */
  topics?: { ru: string[]; en: string[] };
}
/** One English sense of a Russian word that has two («ход»: a lead, or any card played). */
export interface GlossarySense {
  en: string;
  enMatch: string;
  /** When the Russian word means this. */
  context: { ru: string; en: string };
}
/** An English rendering that is against the style sheet wherever it stands («corrected score»). */
export interface GlossaryAvoid {
  enMatch: string;
  why: string;
}
export interface GlossaryTerm {
  id: string;
  ru: string;
  en: string;
  ruMatch: string;
  enMatch: string;
  note?: { ru: string; en: string };
  /** Two or more senses: the English must render one of them (their enMatch together make the term's). */
  senses?: GlossarySense[];
  avoid?: GlossaryAvoid[];
}
export interface Catalogue {
  parts: Part[];
  laws: LawEntry[];
  glossary: GlossaryTerm[];
}

export function loadCatalogue(content: string): Catalogue {
  const laws = parseYaml(readFileSync(join(content, 'catalogue/laws.yaml'), 'utf8'));
  const glossary = parseYaml(readFileSync(join(content, 'catalogue/glossary.yaml'), 'utf8'));
  return { parts: laws.parts, laws: laws.laws, glossary: glossary.terms };
}

export const lawTitle = (c: Catalogue, n: number, lang: Lang): string => c.laws.find((l) => l.n === n)?.[lang] ?? '';
