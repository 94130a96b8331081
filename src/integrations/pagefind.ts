import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { filterKind, recordsOfPage } from '../lib/search/records.ts';
import { hide, indexedContent, vocabulary } from '../lib/search/index-terms.ts';
import { byFirstLetter, bySynonymsPart, encodeSynonyms, synonymPartsFile, synonymsFile, vocabularyFile } from '../lib/search/letter-files.ts';
import { titleMarks } from '../lib/search/title-marks.ts';
import { loadSynonyms, synonymTerms, type Synonym } from '../lib/content/synonyms.ts';
import { loadCatalogue } from '../lib/content/catalogue.ts';
import { loadQueries } from '../lib/content/queries.ts';
import { askedFiles, learnAsked, type AskedQuery } from '../lib/search/asked.ts';
import { splitIndexChunks } from './split-index-chunks.ts';
import { stripFragmentWords } from './strip-fragment-words.ts';

/** The search index of the current build: what writes it, and when it is written. */
export interface SearchIndex {
  integration: AstroIntegration;
  /**
   * Resolves when the index is in the build's output (rejects with its error). Whatever
   * reads the output after the index is made (the offline precache, the site's zip)
   * waits for it.
   */
  written(): Promise<void>;
}

/** A glob matching exactly these `/`-separated paths (glob characters in them escaped). */
export const globOfFiles = (paths: string[]): string => `{${paths.map((p) => p.replace(/[*?[\]{}(),!\\]/gu, '\\$&')).join(',')}}`;

async function writeIndex(outDir: string, pages: string[], logger: AstroIntegrationLogger, content: string, synonyms: readonly Synonym[], queries: readonly AskedQuery[]): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  // One record per place a reader lands on (a law subsection, a commentary paragraph, a
  // glossary term, a row of the concordance), read from the pages Astro wrote (the short
  // links are moved in while this runs), and indexed as our own terms: pagefind's
  // stemming of Russian is wrong for «й» (src/lib/search/terms.ts).
  const records = pages.flatMap((p) => recordsOfPage(readFileSync(join(outDir, p), 'utf8'), `/${p.replace(/index\.html$/u, '')}`));
  // The places that introduce their law's title words (src/lib/search/title-marks.ts).
  const laws = loadCatalogue(content).laws;
  const marks = titleMarks(records, (n, lang) => laws.find((l) => l.n === n)?.topics?.[lang] ?? []);
  for (const r of records) {
    const added = await index.addCustomRecord({
      url: r.url,
      language: r.lang,
      content: indexedContent(r, marks.get(r)),
      meta: { title: hide(r.title), label: hide(r.label), text: hide(r.text), kind: r.kind, id: r.id },
      filters: { kind: [filterKind(r)], ...(r.part ? { part: [r.part] } : {}), ...(r.phase ? { phase: [r.phase] } : {}) },
    });
    if (added.errors.length) throw new Error(`pagefind: ${r.url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  // A first query fetches the index's chunks that hold its words: smaller ones than pagefind cuts.
  splitIndexChunks(join(outDir, 'pagefind'));
  stripFragmentWords(join(outDir, 'pagefind'));
  // The words of the index, for suggestions when a word of a query is not in it (fetched
  // only then), one file per first letter (letter-files.ts).
  // Every letter of both alphabets has its file, empty where no word of the index begins with it: a query's word of such a
  // letter fetched the site's 404 page (2.3 KB) in its place. (A word with a digit is never looked up: engine.ts.)
  const letters = [...'абвгдежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyz'];
  for (const lang of ['ru', 'en'] as const) {
    const files = new Map<string, unknown[]>(letters.map((l) => [l, []]));
    for (const [letter, words] of byFirstLetter(vocabulary(records.filter((r) => r.lang === lang)))) files.set(letter, words);
    for (const [letter, words] of files) writeFileSync(join(outDir, 'pagefind', vocabularyFile(lang, letter)), JSON.stringify(words));
  }
  // The synonyms of content/catalogue/synonyms.yaml (read at the build's start) as terms, one file per first three letters of
  // the term or typed phrase (letter-files.ts), and the list of those parts: a query fetches its words' parts that have a
  // file, with pagefind, for its first search.
  for (const lang of ['ru', 'en'] as const) {
    const parts = bySynonymsPart(Object.entries(synonymTerms(synonyms, lang)));
    for (const [part, entries] of parts) writeFileSync(join(outDir, 'pagefind', synonymsFile(lang, part)), JSON.stringify(encodeSynonyms(Object.fromEntries(entries))));
    writeFileSync(join(outDir, 'pagefind', synonymPartsFile(lang)), JSON.stringify([...parts.keys()]));
  }
  // What the queries of content/queries/ were answered with, by their words (asked.ts): a query fetches its words' files.
  for (const lang of ['ru', 'en'] as const) {
    for (const [file, entries] of askedFiles(learnAsked(queries, lang), lang)) writeFileSync(join(outDir, 'pagefind', file), JSON.stringify(entries));
  }
  // The site has its own search UI over pagefind.js, which searches on the page's thread
  // (src/scripts/site-search.ts): pagefind's bundled UIs and its web worker are never loaded,
  // and would only be precached for nothing.
  for (const f of readdirSync(join(outDir, 'pagefind'))) {
    if (/^pagefind-(?:component-|modular-)?ui\.(?:js|css)$|^pagefind-(?:highlight|worker)\.js$/u.test(f)) rmSync(join(outDir, 'pagefind', f));
  }
  logger.info(`indexed ${records.length} places of ${pages.length} pages`);
}

/**
 * Build the search index inside the Astro build (`astro:build:done`): one record per
 * place of a page marked `data-pagefind-body` (and per row of the concordance), in the
 * page's `<html lang>`, as the terms of src/lib/search/terms.ts.
 * The hook starts the indexing and returns: pagefind works in its own process, so
 * the next hooks (compiling the service worker) run beside it, and those that need
 * the index await {@link SearchIndex.written}. It reads only the pages Astro wrote,
 * so what other hooks add meanwhile (the short links) does not change it.
 */
export default function pagefindIntegration(content = join(process.cwd(), 'content')): SearchIndex {
  let indexing: Promise<void> | undefined;
  let synonyms: Synonym[] | undefined;
  let queries: AskedQuery[] | undefined;
  return {
    integration: {
      name: 'pagefind',
      hooks: {
        // The synonyms and the asked queries the index is written with are read before a page is: a bad synonyms.yaml or query file
        // stops the build with its file and line, and the last dist/ stays whole (not new pages
        // beside the old index).
        'astro:build:start': () => {
          synonyms = loadSynonyms(content);
          queries = loadQueries(content);
        },
        'astro:build:done': ({ dir, assets, logger }) => {
          const outDir = fileURLToPath(dir);
          const pages = [...assets.values()].flat().map((url) => relative(outDir, fileURLToPath(url)).split(sep).join('/'));
          indexing = synonyms && queries
            ? writeIndex(outDir, pages.filter((p) => p.endsWith('.html')), logger, content, synonyms, queries)
            : Promise.reject(new Error('pagefind: the synonyms and the asked queries were not read at the build’s start (astro:build:start)'));
          // Its failure is reported by whoever awaits it; until then it is not unhandled.
          indexing.catch(() => {});
        },
      },
    },
    written: () => indexing ?? Promise.reject(new Error('pagefind: the search index was not started (is its integration listed?)')),
  };
}
