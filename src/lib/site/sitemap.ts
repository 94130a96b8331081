import { EDITION_GROUPS } from '../content/editions.ts';
import { loadTriage } from '../content/triage.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { DEMO_NAMES } from './demos.ts';
import { LANGS } from './i18n.ts';
import { url } from './urls.ts';

/** Every canonical page of the site (short-link redirects and the 404 page are not listed). */
export function canonicalPaths(site: SiteIndex, base: string): string[] {
  return [
    url(base),
    ...LANGS.flatMap((lang) => [
      url(base, `${lang}/`),
      url(base, `${lang}/glossary/`),
      url(base, `${lang}/sources/`),
      url(base, `${lang}/download/`),
      url(base, `${lang}/data/`),
      url(base, `${lang}/embed/`),
      url(base, `${lang}/demos/`),
      ...DEMO_NAMES.map((name) => url(base, `${lang}/demos/${name}/`)),
      url(base, `${lang}/triage/`),
      ...loadTriage().outcomes.map((o) => url(base, `${lang}/triage/${o.slug}/`)),
      url(base, `${lang}/editions/`),
      ...EDITION_GROUPS.map((g) => url(base, `${lang}/editions/${g.slug}/`)),
      ...site.corpus.sections.map((s) => url(base, `${lang}/${s.id}/`)),
      ...site.lawPages().map((p) => url(base, `${lang}/laws/${p.n}/`)),
    ]),
  ];
}

export function sitemapXml(paths: string[], origin: URL): string {
  const urls = paths.map((p) => `  <url><loc>${new URL(p, origin).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
