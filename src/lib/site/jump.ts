import type { Lang } from '../refs/index.ts';

/** A word or two before the number, as people type it: «Правило», «п.», "Law", "para", «§». */
const LEAD = /^\s*(?:правил[оаеуы]?|п\.?|пункт|law|para(?:graph)?\.?|§)\s*/iu;

/**
 * Where the home page's «Перейти к правилу [ ]» goes for what was typed: something that starts
 * with a number (`63`, `63a4`, «Правило 63А4», «п. 63.5») goes to its short link (`/63A4/`,
 * `/en/63.5/`), whose page leads to the place in any case and with Cyrillic look-alike letters,
 * or to the not-found page, which reads the id with Ref and suggests the place. Anything else
 * (a word; an id of another edition, `2017:64A`) is null: the form goes to the search page.
 * No Ref here: the home page stays without the reference parser (the short link pages have it).
 */
export function jumpTarget(typed: string, lang: Lang, base: string): string | null {
  const id = typed.replace(LEAD, '').replace(/\s+/gu, '').replace(/\.$/u, '');
  if (!/^\d{1,2}(?:[.\p{L}\d()]*)$/u.test(id)) return null;
  return `${base}${lang === 'en' ? 'en/' : ''}${encodeURIComponent(id)}/`;
}
