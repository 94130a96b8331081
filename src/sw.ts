/// <reference lib="webworker" />
/**
 * The service worker (built and given its precache list by @vite-pwa/astro,
 * `injectManifest`): every page, the search index and the assets are precached at
 * install — fetched in a few packs (zips, see src/lib/offline/packs.ts) and unpacked
 * into workbox's cache, where a file of an unchanged revision is kept, not fetched again;
 * query strings are ignored when matching (`?q=`, `?view=`, pagefind's
 * `?ts=` cache buster); an address typed without its closing slash (a short link `/63A4`, `/ru/50d2`,
 * `/en/63.5`) is the page of that folder, as the static host's redirect makes it online;
 * an unknown address falls back to the 404 page, which
 * recognises ids; a new version waits until the page asks it to take over.
 */
import { unzipSync } from 'fflate';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { contentType, isPack, packOf, precacheUrl, type FileEntry, type PrecacheEntry } from './lib/offline/packs.ts';

declare let self: ServiceWorkerGlobalScope;

const entries = self.__WB_MANIFEST as unknown as PrecacheEntry[];
const files = entries.filter((e): e is FileEntry => !isPack(e));
const packs = entries.filter(isPack);

const precache = new PrecacheController();
precache.addToCacheList(files);

/** Every file not yet in the cache (by revision): from the packs holding one, else one by one. */
async function install(): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const cached = new Set((await cache.keys()).map((r) => r.url));
  const missing = new Map<string, string>(); // precache URL → cache key
  for (const f of files) {
    const key = precache.getCacheKeyForURL(new URL(f.url, self.registration.scope).href)!;
    if (!cached.has(key)) missing.set(f.url, key);
  }
  const put = (url: string, response: Response) => {
    if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
    const key = missing.get(url)!;
    missing.delete(url);
    return cache.put(key, response);
  };
  const wanted = new Set([...missing.keys()].map(packOf));
  await Promise.all(
    packs
      .filter((p) => wanted.has(p.pack))
      .map(async (p) => {
        const response = await fetch(new URL(p.url, self.registration.scope));
        // No pack (the zip of the site leaves them out): its files come one by one below.
        if (!response.ok) return;
        const unpacked = unzipSync(new Uint8Array(await response.arrayBuffer()), { filter: (f) => missing.has(precacheUrl(f.name)) });
        await Promise.all(Object.entries(unpacked).map(([name, bytes]) => put(precacheUrl(name), new Response(bytes, { headers: { 'content-type': contentType(name) } }))));
      }),
  );
  // What no pack holds (the web app manifest, added to the list after the packs are made), or all where the packs are missing.
  await Promise.all([...missing.keys()].map(async (url) => put(url, await fetch(new URL(url, self.registration.scope), { cache: 'reload' }))));
}

self.addEventListener('install', (event) => event.waitUntil(install()));
self.addEventListener('activate', (event) => void precache.activate(event));
registerRoute(
  new PrecacheRoute(precache, {
    ignoreURLParametersMatching: [/.*/],
    // `/63A4` → `/63A4/`, `/en/63.5` → `/en/63.5/` (tried only when the address itself is not precached).
    urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/`, url)]),
  }),
);
cleanupOutdatedCaches();
// The scope is the site's base (`/` or `/laws/`).
const notFound = new URL('404.html', self.registration.scope).pathname;
// Files that are not pages (the open data under api/, not precached) are left to the network:
// offline, the browser says so, where the page «Страница не найдена» would mislead (probe round 10).
// With the status the host gives it online (404), not the cached file's 200: a script or a link checker
// offline learns that the address does not exist.
const notFoundPage = precache.createHandlerBoundToURL(notFound);
registerRoute(
  new NavigationRoute(
    async (o) => {
      const page = await notFoundPage(o);
      return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
    },
    { denylist: [/\/pagefind\//, /\/downloads\//, /\/api\//] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
