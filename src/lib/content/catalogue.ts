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
}
export interface GlossaryTerm {
  id: string;
  ru: string;
  en: string;
  ruMatch: string;
  enMatch: string;
  note?: { ru: string; en: string };
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
