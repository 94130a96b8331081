/**
 * A count in words that agree with it: the string of the number's plural category in the
 * language (Intl.PluralRules: ru one/few/many, en one/other), `{n}` filled — «Найден 1
 * результат», «Найдено 3 результата», «Найдено 5 результатов», "1 result", "2 results".
 */
export function counted(forms: Readonly<Record<string, string>>, lang: string, n: number): string {
  return (forms[new Intl.PluralRules(lang).select(n)] ?? forms.other ?? '').replace('{n}', String(n));
}
