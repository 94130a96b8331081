import { join } from 'node:path';
import { loadCatalogue } from '../content/catalogue.ts';
import { loadCorpus } from '../content/load.ts';
import { SiteIndex } from '../content/site-index.ts';

const CONTENT = join(process.cwd(), 'content');
let index: SiteIndex | undefined;

/** The site's data, read once per build from content/. */
export function site(): SiteIndex {
  index ??= new SiteIndex(loadCorpus(CONTENT), loadCatalogue(CONTENT));
  return index;
}
