/**
 * The files of the open data and of the linker, as they go into the site: `api/v1/…` (the
 * JSON, its schema), `embed/linker.js`, and `_headers`, which tells static hosts that read it
 * (Netlify, Cloudflare Pages) to let other origins read them (CORS: the linker's previews).
 */
import type { Concordance } from '../content/editions.ts';
import type { SiteIndex } from '../content/site-index.ts';
import type { SourceFacts } from '../content/sources.ts';
import { bundleLinker } from '../embed/bundle.ts';
import { t } from '../site/i18n.ts';
import { url } from '../site/urls.ts';
import { openData } from './open-data.ts';
import { API_DIR, LINKER_FILE } from './paths.ts';
import { schema } from './schema.ts';

/** `_headers`: CORS for the data and the linker, under the deploy base. */
export const headersFile = (base: string): string =>
  [`${url(base, `${API_DIR}/*`)}`, '  Access-Control-Allow-Origin: *', `${url(base, 'embed/*')}`, '  Access-Control-Allow-Origin: *', ''].join('\n');

/** `origin`: the site's address, or null where the build was not told it (the schema's `$id` is then root-relative). */
export async function openDataFiles(site: SiteIndex, concordance: Concordance, o: { base: string; origin: string | null; sources: readonly SourceFacts[] }): Promise<{ file: string; html: string }[]> {
  const data = openData(site, concordance, { ...o, notice: { ru: t('ru', 'footer.attribution'), en: t('en', 'footer.attribution') } });
  const id = url(o.base, `${API_DIR}/schema.json`);
  const absolute = o.origin === null ? id : new URL(id, o.origin).href;
  return [
    ...[...data].map(([file, value]) => ({ file: `${API_DIR}/${file}`, html: JSON.stringify(value) })),
    { file: `${API_DIR}/schema.json`, html: `${JSON.stringify(schema(absolute), null, 2)}\n` },
    { file: LINKER_FILE, html: await bundleLinker(concordance, site) },
    { file: '_headers', html: headersFile(o.base) },
  ];
}
