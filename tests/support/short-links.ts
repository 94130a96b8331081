import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ref } from '../../src/lib/refs/index.ts';
import { DIST } from './site.ts';

/**
 * Short links of ids the build wrote no page for (`/62C1`, `/en/17D3`): a law, a section letter
 * and an item at random, each an id `Ref` reads, in either language, typed without the closing slash;
 * `href`, the law page at the id, where the 404 page goes on to (src/scripts/not-found.ts).
 */
export function uncitedShortLinks(n = 3): { path: string; href: string }[] {
  const out: { path: string; href: string }[] = [];
  while (out.length < n) {
    const raw = `${1 + Math.floor(Math.random() * 93)}${'ABCD'[Math.floor(Math.random() * 4)]}${1 + Math.floor(Math.random() * 9)}`;
    const ref = Ref.parse(raw);
    if (!ref || existsSync(join(DIST, raw, 'index.html'))) continue;
    const lang = out.length % 2 === 0 ? 'ru' : 'en';
    out.push({ path: lang === 'en' ? `/en/${raw}` : `/${raw}`, href: `/${lang}/laws/${ref.law}/#${ref.id}` });
  }
  return out;
}
