import AstroPWA from '@vite-pwa/astro';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { writePacks, type BuiltEntry } from '../lib/offline/write-packs.ts';

/**
 * Offline: a service worker (workbox, via @vite-pwa/astro) precaches every page of
 * both languages, the search index and the assets; a web app manifest makes the
 * site installable. The worker is compiled while the search index is being written;
 * the precache list is made once the index is written (`searchIndexWritten`).
 * The files travel in a few packs (zips, `src/lib/offline/packs.ts`) that the worker unpacks
 * into its cache: one request per file (2,400 of them) made a first visit ready offline only
 * after 26–29 s on a local server.
 * The large downloads are not precached (they are fetched on demand), nor the open data
 * (`api/`) and the linker (`embed/`), which serve other sites.
 */
export function offline(base: string, searchIndexWritten: () => Promise<void>): AstroIntegration {
  let outDir = '';
  const pwa = AstroPWA(offlineOptions(base, searchIndexWritten, () => outDir));
  return {
    ...pwa,
    hooks: {
      ...pwa.hooks,
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
    },
  };
}

/**
 * Precache pages under the URLs readers use (`ru/laws/63/index.html` → `ru/laws/63/`), and
 * write the packs. (The integration's own transform renamed `404.html` to `404/`, a URL no
 * static server answers, which made the whole install fail.)
 */
const packed =
  (dist: () => string) =>
  async (entries: BuiltEntry[]) => ({ manifest: writePacks(dist(), entries) as BuiltEntry[], warnings: [] });

/** The options of {@link offline}; `dist` gives the build's folder, once known. */
export function offlineOptions(base: string, searchIndexWritten: () => Promise<void>, dist: () => string): NonNullable<Parameters<typeof AstroPWA>[0]> {
  return {
    // Our own small worker (src/sw.ts), compiled by Vite: generateSW compiles its
    // worker with Babel and Terser, which took about a second of every build.
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Комментарий к Правилам бриджа / Commentary on the Laws of Bridge',
      short_name: 'Правила бриджа',
      description: 'Комментарий EBL к Правилам дубликатного бриджа 1987 года, по-русски и по-английски.',
      lang: 'ru',
      start_url: `${base}ru/`,
      scope: base,
      display: 'standalone',
      background_color: '#fdfdfb',
      theme_color: '#0b5cad',
      icons: [
        { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png' },
        { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: `${base}icon.svg`, sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{html,css,js,mjs,json,svg,png,xml,txt,wasm,pagefind,pf_meta,pf_fragment,pf_index,pf_filter}'],
      // The open data and the linker are for other sites: the site's pages never read them (the quiz
      // page reads its bank by edition, questions-<edition>.json, not the whole questions.json);
      // offline/ holds the packs the worker unpacks the rest from.
      globIgnores: ['downloads/**', 'api/**', 'embed/**', 'offline/**', '*/quiz/questions.json'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [packed(dist)],
    },
    integration: {
      // The worker's own Vite build needs nothing from the site; the list of files to
      // precache (made right after it) needs the search index, so the build ends by waiting for it.
      configureCustomSWViteBuild(config) {
        config.plugins = [...(config.plugins ?? []), { name: 'wait-for-search-index', closeBundle: searchIndexWritten }];
      },
    },
  };
}
