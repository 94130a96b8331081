/**
 * What the search learns from readers' queries, measured on queries it did not learn from (src/lib/search/asked.ts).
 *
 * On the committed sets the asked data only shows memory: each set is in what it learnt. So each set of content/queries/ is
 * scored against what the other sets teach. The built site answers every committed query with its asked files served empty
 * (the engine's own order, first screen); then, set by set, the entries are learnt from all the other sets and the first
 * screen re-ranked as the page re-ranks it (votesOf, rerankByAsked). The first figure is the engine's order, the second the
 * order re-ranked by the other sets. The page's re-ranking also drops the votes for an outcome of the other phase than the
 * query's (engine.ts), which this leaves out: the figures agree with the site's within a query or two in a thousand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseQueries } from '../src/lib/content/queries.ts';
import { ASKED_MIN_TERMS, askedTerms, entryKeys, learnAsked, rerankByAsked, votesOf, type AskedEntry, type AskedQuery } from '../src/lib/search/asked.ts';
import { launch } from '../tests/support/browser.ts';
import { askAll, measures } from '../tests/support/site.ts';
import { serveStatic } from '../tests/support/static-server.ts';

export interface Scores {
  s1: number;
  s3: number;
  mrr: number;
}
export interface AskedFigures {
  queries: number;
  sets: number;
  /** The engine's order, no asked data. */
  engine: Scores;
  /** Each set re-ranked by what the other sets teach. */
  others: Scores;
  up: number;
  down: number;
}

/** The rank of the first answer among the hrefs, 0 where none is there. */
const rankOf = (hrefs: readonly string[], answers: readonly string[]) => hrefs.findIndex((h) => answers.includes(h)) + 1;

export async function benchAsked(dist: string, content: string): Promise<AskedFigures> {
  const dir = join(content, 'queries');
  const sets = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f, queries: parseQueries(readFileSync(join(dir, f), 'utf8'), f) }));
  const server = await serveStatic(dist, '/');
  const browser = await launch();
  const first = new Map<AskedQuery, { hrefs: string[]; queryClass: string }>();
  try {
    for (const lang of ['ru', 'en'] as const) {
      const page = await browser.newPage();
      // The engine's own order: every asked file is served empty.
      await page.route('**/pagefind/asked.*.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
      // tsx names the functions it compiles (`__name`), which the page's context lacks.
      await page.addInitScript('globalThis.__name = (f) => f');
      await page.goto(`${server.origin}/${lang}/search/`);
      const asked = sets.flatMap((s) => s.queries).filter((q) => q.lang === lang);
      const answered = await askAll(page, asked.map((q) => q.q));
      asked.forEach((q, i) => first.set(q, { hrefs: answered[i]!.items.map((x) => x.href), queryClass: answered[i]!.queryClass }));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const engine: number[] = [];
  const others: number[] = [];
  let up = 0;
  let down = 0;
  for (const set of sets) {
    const rest = sets.filter((s) => s !== set).flatMap((s) => s.queries);
    const learnt = { ru: learnAsked(rest, 'ru'), en: learnAsked(rest, 'en') };
    for (const q of set.queries) {
      const { hrefs, queryClass } = first.get(q)!;
      const words = askedTerms(q.q);
      let reranked = hrefs;
      if (words.length >= ASKED_MIN_TERMS && queryClass !== 'id') {
        const entries = learnt[q.lang];
        // The entries the page looks up (engine.ts askedEntries).
        const found = words.flatMap((t) => entryKeys(t, words)).flatMap((k) => (entries.has(k) ? [entries.get(k) as AskedEntry] : []));
        reranked = rerankByAsked(hrefs.map((url) => ({ url })), votesOf(found)).map((h) => h.url);
      }
      const before = rankOf(hrefs, q.answers);
      const after = rankOf(reranked, q.answers);
      engine.push(before);
      others.push(after);
      if ((after || 99) < (before || 99)) up++;
      else if ((after || 99) > (before || 99)) down++;
    }
  }
  return { queries: engine.length, sets: sets.length, engine: measures(engine), others: measures(others), up, down };
}
