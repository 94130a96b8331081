/**
 * The 2017 Laws speak of rectification, not of penalty, except in named places: the penalty
 * card (Laws 49–52 and wherever a card becomes one), the procedural penalty (Law 90, which
 * 43B1 names for dummy: "liable to penalty"), 13's "may penalize an offender" and 73C2's
 * "a penalty may be assessed". The 1987 Code speaks of penalties, and its strings may.
 * Scanned: every 2017 ruling's explanation (every rule over its whole domain: the demos, the
 * triage and the quiz show these) and every 2017 quiz choice, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { RULES, enumerateDomain } from '../../src/rules/index.ts';
import { outcomeWords, questionBank } from '../../src/lib/quiz/bank.ts';

/** The term, once the named places are taken out. */
const NAMED = {
  en: [/\bpenalty cards?\b/giu, /\bprocedural penalt(y|ies)\b/giu, /\bliable to a penalty\b[^.;]*\b(Law 90|43B1)/giu, /\bmay penali[sz]e\b/giu, /\ba penalty may be assessed\b/giu, /\bpenalties of Law 26\b/giu],
  ru: [/штрафн\p{L}*/giu, /процедурн\p{L}* наказани\p{L}*/giu, /подлежит наказанию[^.;]*(Правил\p{L}* 90|43B1)/giu, /может наказать/giu],
} as const;
const TERM = { en: /\bpenal(ty|ties|ise|ize|ised|ized)\b/iu, ru: /штраф|наказ/iu } as const;

export function wrongTerm(text: string, lang: 'ru' | 'en'): boolean {
  let rest = text;
  for (const re of NAMED[lang]) rest = rest.replace(re, '');
  return TERM[lang].test(rest);
}

describe('2017 strings say rectification, not penalty, outside the named places', () => {
  it('the check finds the wrong term, and passes the named places', () => {
    expect(wrongTerm('the lead is retracted without penalty', 'en')).toBe(true);
    expect(wrongTerm('no penalty', 'en')).toBe(true);
    expect(wrongTerm('ход берут назад без штрафа', 'ru')).toBe(true);
    expect(wrongTerm('за нарушение защитника наказания нет', 'ru')).toBe(true);
    expect(wrongTerm('the card becomes a major penalty card; a procedural penalty may follow (90)', 'en')).toBe(false);
    expect(wrongTerm('dummy is liable to a penalty (Law 90)', 'en')).toBe(false);
    expect(wrongTerm('карта становится старшей штрафной; болван подлежит наказанию (Правило 90)', 'ru')).toBe(false);
  });

  for (const lang of ['ru', 'en'] as const) {
    it(`${lang}: no 2017 ruling's explanation uses it`, () => {
      const bad = new Set<string>();
      for (const rule of RULES)
        for (const input of enumerateDomain(rule.domain)) {
          const r = rule.apply(input, '2017');
          if (r.ok && wrongTerm(r.explanation[lang], lang)) bad.add(`${rule.id}: ${r.explanation[lang]}`);
        }
      expect([...bad]).toEqual([]);
    });

    it(`${lang}: no 2017 quiz choice uses it`, () => {
      const bad = new Set<string>();
      for (const q of questionBank(lang).filter((x) => x.edition === '2017')) for (const c of q.choices) if (wrongTerm(c, lang)) bad.add(`${q.rule}: ${c}`);
      // Every 2017 outcome of every rule, asked or not.
      for (const rule of RULES)
        for (const input of enumerateDomain(rule.domain)) {
          const r = rule.apply(input, '2017');
          if (r.ok && wrongTerm(outcomeWords(r.outcome, lang, '2017'), lang)) bad.add(`${rule.id}: ${outcomeWords(r.outcome, lang, '2017')}`);
        }
      expect([...bad]).toEqual([]);
    });
  }
});
