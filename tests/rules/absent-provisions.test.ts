/**
 * A ruling may say that the 2017 Laws have no such provision («пункта 63A4 нет», "the 2017 Laws
 * have no 63A4") only where the complete 2017 text has none: every such claim, in every ruling of
 * every rule over its whole domain under 2017 (the triage cases and the quiz are made of these),
 * both languages, names an id absent from content/catalogue/sections-2017.txt. A second reader
 * found «пункта 63A4 нет» in the revoke-question rulings, while 2017 63A4 (agreement to a claim,
 * as per 69A) exists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES, enumerateDomain } from '../../src/rules/index.ts';

const SECTIONS = new Set(
  readFileSync(join(import.meta.dirname, '..', '..', 'content', 'catalogue', 'sections-2017.txt'), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#')),
);

const ID = String.raw`(\d{1,2}(?:[A-HА-Е](?:\d+(?:\(?[a-z]\)?)?)?)?)`;
/** The ids a text says the 2017 Laws do not have. */
export function absentClaims(text: string): string[] {
  const patterns = [
    new RegExp(String.raw`(?:пункта|подпункта|Правила|правила)\s+${ID}\s+(?:в Правилах 2017 года\s+|по Правилам 2017 года\s+)?нет`, 'gu'),
    new RegExp(String.raw`нет\s+(?:ни\s+)?(?:пункта|подпункта|Правила|правила)\s+${ID}`, 'gu'),
    new RegExp(String.raw`(?:has|have)\s+no\s+(?:Law\s+)?${ID}`, 'gu'),
    new RegExp(String.raw`there\s+is\s+no\s+(?:Law\s+)?${ID}`, 'gu'),
    new RegExp(String.raw`\bno\s+(?:Law\s+)?${ID}\s+in\s+the\s+2017`, 'gu'),
  ];
  const out: string[] = [];
  for (const p of patterns) for (const m of text.matchAll(p)) out.push(m[1]!.replace(/[()]/gu, '').replace(/[А-Е]/gu, (c) => 'ABCDE'['АВСDЕ'.indexOf(c)] ?? c));
  return out;
}

describe('claims that the 2017 Laws lack a provision', () => {
  it('reads a claim in either language, in any wording of the grammar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 93 }), fc.constantFrom('A', 'B', 'C'), fc.integer({ min: 1, max: 9 }), fc.constantFrom(0, 1, 2, 3, 4), (law, sec, item, form) => {
        const id = `${law}${sec}${item}`;
        const text = [`Вопрос ничего не решает (пункта ${id} нет).`, `В Правилах 2017 года нет пункта ${id}.`, `The 2017 Laws have no ${id}: so.`, `(there is no Law ${id})`, `There is no ${id} in the 2017 Laws.`][form]!;
        expect(absentClaims(text)).toEqual([id]);
      }),
    );
    expect(absentClaims('Вопрос фальшренонс не устанавливает: в списке 63A такого события нет.')).toEqual([]);
  });

  it('names only ids the complete 2017 text does not have, in every 2017 ruling', () => {
    const bad: string[] = [];
    for (const rule of RULES)
      for (const input of enumerateDomain<unknown>(rule.domain)) {
        const r = rule.apply(input, '2017');
        if (!r.ok) continue;
        for (const text of [r.explanation.ru, r.explanation.en])
          for (const id of absentClaims(text)) if (SECTIONS.has(id)) bad.push(`${rule.id} ${JSON.stringify(input)}: says 2017 has no ${id}`);
      }
    expect([...new Set(bad.map((b) => b.replace(/ \{.*\}/u, '')))], `${bad.length} rulings`).toEqual([]);
  });
});
