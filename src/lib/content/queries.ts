/**
 * The queries readers asked (content/queries/*.json): each set written by a reader who saw only the content, every
 * query with the places a director accepts as its first result. The search learns from them (src/lib/search/asked.ts)
 * and the relevance tests score it on them (tests/site/search-relevance.test.ts).
 *
 * `parseQueries` checks a file as it reads it and throws one line naming the file, the query's number and what is
 * wrong. Plain TypeScript, no Astro.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AskedQuery } from '../search/asked.ts';
import { parseYaml } from './parse-yaml.ts';

const CLASSES = new Set(['id', 'term', 'situation']);

export function parseQueries(text: string, name: string): AskedQuery[] {
  let doc: unknown;
  // Read by the catalogue's YAML reader (JSON is YAML, and it reads the committed sets to the same values): it refuses a key
  // given twice («"answers"» kept from both sides of a merge, where JSON.parse keeps the last list and loses the first,
  // silently), and reads a file an editor saved with a byte-order mark.
  try {
    doc = parseYaml(text);
  } catch (e) {
    throw new Error(`${name}: not valid JSON: ${(e as Error).message.split('\n')[0]}`);
  }
  const list = (doc as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(list)) throw new Error(`${name}: no "queries" list`);
  return list.map((x: unknown, i) => {
    const at = `${name}: query ${i + 1}`;
    const c = x as Partial<AskedQuery> | null;
    if (!c || typeof c.q !== 'string' || !c.q.trim()) throw new Error(`${at}: no text ("q")`);
    if (c.lang !== 'ru' && c.lang !== 'en') throw new Error(`${at} «${c.q}»: "lang" is ${JSON.stringify(c.lang)}, not "ru" or "en"`);
    if (c.class !== undefined && !CLASSES.has(c.class)) throw new Error(`${at} «${c.q}»: "class" is ${JSON.stringify(c.class)}, not id, term or situation`);
    if (!Array.isArray(c.answers) || !c.answers.length) throw new Error(`${at} «${c.q}»: no "answers"`);
    for (const a of c.answers) if (typeof a !== 'string' || !a.startsWith(`/${c.lang}/`)) throw new Error(`${at} «${c.q}»: the answer ${JSON.stringify(a)} is no place of the /${c.lang}/ site`);
    // A query in composed letters, as the search reads a typed one (a «й» saved as «и» and its mark would cut the word in two);
    // an answer given twice counts once.
    return { q: c.q.normalize('NFC'), lang: c.lang, ...(c.class ? { class: c.class } : {}), answers: [...new Set(c.answers)] };
  });
}

/** Every query of content/queries/, its files in name order; none where the content has no such folder (nothing learned). */
export function loadQueries(content = join(process.cwd(), 'content')): AskedQuery[] {
  const dir = join(content, 'queries');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => parseQueries(readFileSync(join(dir, f), 'utf8'), `content/queries/${f}`));
}
