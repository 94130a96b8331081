import { join } from 'node:path';
import { loadCatalogue } from '../content/catalogue.ts';
import { loadCorpus } from '../content/load.ts';
import { SiteIndex } from '../content/site-index.ts';
import { loadSources } from '../content/sources.ts';

const CONTENT = join(process.cwd(), 'content');
let index: SiteIndex | undefined;

/** The site's data, read once per build from content/. */
export function site(): SiteIndex {
  index ??= new SiteIndex(loadCorpus(CONTENT), loadCatalogue(CONTENT));
  return index;
}

let titles: Map<string, string> | undefined;

/** Each source file's title (content/sources/manifest.yaml), by file name: what a provenance line names. */
export function sourceTitles(): ReadonlyMap<string, string> {
  titles ??= new Map(loadSources(CONTENT).map((s) => [s.file, s.title]));
  return titles;
}

/** The site's address when the build was told it (SITE_URL), else null: never astro.config's placeholder. */
export const knownSite = (): string | null => process.env.SITE_URL?.trim() || null;
