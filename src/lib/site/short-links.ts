import { CYRILLIC_LOOKALIKES, Ref } from '../refs/index.ts';
import { pushTo } from '../push-to.ts';

/** Latin letter → its Cyrillic look-alikes (А for A, а for a …). */
const CYRILLIC_FOR = new Map<string, string[]>();
for (const [cyr, lat] of Object.entries(CYRILLIC_LOOKALIKES)) pushTo(CYRILLIC_FOR, lat, cyr);

/**
 * Every spelling of an id that a short link must accept: upper and lower case,
 * Latin or Cyrillic look-alike letters (`63A4`, `63a4`, `63А4`, `63а4`).
 * A static file server can only map exact paths, so each spelling gets its own page.
 */
export function spellings(id: string): string[] {
  let out = [''];
  for (const ch of id) {
    const forms = /[A-Za-z]/u.test(ch)
      ? [...new Set([ch.toUpperCase(), ch.toLowerCase(), ...(CYRILLIC_FOR.get(ch.toUpperCase()) ?? []), ...(CYRILLIC_FOR.get(ch.toLowerCase()) ?? [])])]
      : [ch];
    out = out.flatMap((prefix) => forms.map((f) => prefix + f));
  }
  return [...new Set(out)].filter((s) => Ref.parse(s)?.id === id);
}
