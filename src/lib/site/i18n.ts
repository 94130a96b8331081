import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import type { Lang } from '../refs/index.ts';

export type Key = keyof typeof ru;
const STRINGS: Record<Lang, Record<Key, string>> = { ru, en };

export const LANGS: Lang[] = ['ru', 'en'];
export const other = (lang: Lang): Lang => (lang === 'ru' ? 'en' : 'ru');

/** A UI string in the page's language, with `{name}` placeholders filled. */
export function t(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  return STRINGS[lang][key].replace(/\{(\w+)\}/gu, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

/**
 * The site's title as the header shows it: the short form, which phones show alone, and
 * the rest of the full title, which wider screens add («Комментарий к Правилам» + « бриджа»).
 */
export function brandTitle(lang: Lang): { short: string; tail: string } {
  const full = t(lang, 'site.title');
  const short = t(lang, 'site.shortTitle');
  return full.startsWith(short) ? { short, tail: full.slice(short.length) } : { short: full, tail: '' };
}
