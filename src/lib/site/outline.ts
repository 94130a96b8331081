import type { Lang } from '../refs/index.ts';
import { bodyIn, type Localized } from '../content/load.ts';
import type { LawPageData } from '../content/site-index.ts';

/** One line of a law page's outline: where it goes, what it says, how deep it sits. */
export interface OutlineItem {
  id: string;
  label: string;
  /** 0: a law section (A, B …), 1: a subsection (A1 …); commentary paragraphs are 0. */
  depth: number;
}

export interface Outline {
  text: OutlineItem[];
  paragraphs: OutlineItem[];
}

/** Markdown to its first words, without markup: «Недавание в масть в соответствии…». */
export function firstWords(md: string, max = 36): string {
  const plain = md
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/[*_`#>|[\]]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,.;:—–-]+$/u, '')}…`;
}

/** The sections of a law text (`## A. Title {#61A}`, `### … {#61A1}`) in the language shown. */
function sections(body: Localized, lang: Lang): OutlineItem[] {
  const out: OutlineItem[] = [];
  for (const line of bodyIn(body, lang).md.split('\n')) {
    const m = /^(#{2,3}) (.*?)\s*\{#([^}]+)\}\s*$/u.exec(line);
    if (m) out.push({ id: m[3]!, label: firstWords(m[2]!, 40) || m[3]!, depth: m[1]!.length - 2 });
  }
  return out;
}

/**
 * What a law page's outline lists: the law's sections by their headings, then each
 * commentary paragraph by its id and first words.
 */
export function lawOutline(page: LawPageData, lang: Lang): Outline {
  return {
    text: page.text ? sections(page.text.body, lang) : [],
    paragraphs: page.paragraphs.map((p) => ({ id: p.id, label: firstWords(bodyIn(p.body, lang).md), depth: 0 })),
  };
}
