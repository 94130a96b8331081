import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import ru from '../../src/i18n/ru.json';
import { counted } from '../../src/lib/site/plural.ts';

const forms = (s: Record<string, string>) => ({ one: s['search.results.one']!, few: s['search.results.few']!, many: s['search.results.many']!, other: s['search.results.other']! });

describe('the search count agrees with its number (issue 35: "1 results")', () => {
  it('in Russian: 1, 21 результат; 2–4, 22 результата; 5–20, 25, 11 результатов', () => {
    for (const n of [1, 21, 101]) expect(counted(forms(ru), 'ru', n)).toBe(`Найден ${n} результат`);
    for (const n of [2, 3, 4, 22, 34]) expect(counted(forms(ru), 'ru', n)).toBe(`Найдено ${n} результата`);
    for (const n of [5, 11, 12, 14, 20, 25, 100]) expect(counted(forms(ru), 'ru', n)).toBe(`Найдено ${n} результатов`);
  });
  it('in English: 1 result, n results', () => {
    expect(counted(forms(en), 'en', 1)).toBe('1 result');
    for (const n of [2, 5, 11, 21, 100]) expect(counted(forms(en), 'en', n)).toBe(`${n} results`);
  });
});
