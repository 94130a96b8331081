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

/** The strings whose keys begin with a prefix, by the rest of their key («search.play.revoke» → `revoke`). */
export type Under<P extends string> = { [K in Key as K extends `${P}${infer Rest}` ? Rest : never]: string };

/** The UI strings whose keys begin with `prefix`, in the page's language, each by the rest of its key. */
export function stringsUnder<P extends string>(lang: Lang, prefix: P): Under<P> {
  return Object.fromEntries((Object.keys(ru) as Key[]).filter((k) => k.startsWith(prefix)).map((k) => [k.slice(prefix.length), t(lang, k)])) as Under<P>;
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
