/// <reference lib="webworker" />
/**
 * The service worker (built and given its precache manifest by @vite-pwa/astro,
 * `injectManifest`): every page, the search index and the assets are precached at
 * install; query strings are ignored when matching (`?q=`, `?view=`, pagefind's
 * `?ts=` cache buster); an address typed without its final slash (`/63A4`, `/en/63.5`)
 * is looked up with it; an unknown address falls back to the 404 page, which
 * recognises ids; a new version waits until the page asks it to take over.
 *
 * Fewer files, fetched a few at a time: the search index's ~900 fragments come from one
 * pack, and the ~800 short links from one map (src/lib/site/offline-paths.ts); workbox's own
 * install fetched ~2,300 files one after another, which took half a minute on a local server.
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { FRAGMENT_PACK, redirectPage, SHORT_LINK_PATH, SHORT_LINKS_MAP, shortLinkKey } from './lib/site/offline-paths.ts';
import { unpackFiles } from './lib/site/pack-files.ts';

declare let self: ServiceWorkerGlobalScope;

/** Files fetched at once while installing: enough to hide each request's latency, few enough not to crowd a phone's connection. */
const AT_ONCE = 6;

const manifest = self.__WB_MANIFEST;
const controller = new PrecacheController();
controller.addToCacheList(manifest);
const reloads = new Set(manifest.flatMap((e) => (typeof e !== 'string' && e.revision ? [new URL(e.url, self.location.href).href] : [])));

/** Precache every file of the manifest, AT_ONCE at a time. */
async function installAll(event: ExtendableEvent): Promise<void> {
  const queue = [...controller.getURLsToCacheKeys()];
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const [url, cacheKey] = queue[next++]!;
      const request = new Request(url, { integrity: controller.getIntegrityForCacheKey(cacheKey), cache: reloads.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

self.addEventListener('install', (event) => event.waitUntil(installAll(event)));
self.addEventListener('activate', (event) => controller.activate(event));

const scope = new URL(self.registration.scope).pathname;

/** A precached JSON-ish file, read once per worker's life; null while not cached (then asked again next time). */
function fromPrecache<T>(path: string, read: (r: Response) => Promise<T | null>): () => Promise<T | null> {
  let once: Promise<T | null> | undefined;
  return () => {
    once ??= controller
      .matchPrecache(`${scope}${path}`)
      .then((r) => (r ? read(r) : null))
      .catch(() => null)
      .then((v) => {
        if (v === null) once = undefined;
        return v;
      });
    return once;
  };
}

// The search fragments, from their pack; the network when the pack is not cached (yet).
const fragments = fromPrecache(`pagefind/${FRAGMENT_PACK}`, async (r) => unpackFiles(await r.arrayBuffer()));
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(`${scope}pagefind/fragment/`),
  async ({ request, url }) => {
    const bytes = (await fragments())?.get(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
    return bytes ? new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }) : fetch(request);
  },
);

// Short links, from their map: the page they would get from the server, which moves on to the place.
const shortLinks = fromPrecache(SHORT_LINKS_MAP, (r) => r.json() as Promise<Record<string, string>>);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.pathname.startsWith(scope) && SHORT_LINK_PATH.test(url.pathname.slice(scope.length)),
  async ({ request, url }) => {
    const target = (await shortLinks())?.[shortLinkKey(url.pathname.slice(scope.length))];
    if (target) return new Response(redirectPage(target), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    return fetch(request).catch(async () => (await controller.matchPrecache(`${scope}404.html`)) ?? Response.error());
  },
);

registerRoute(
  new PrecacheRoute(controller, {
    ignoreURLParametersMatching: [/.*/],
    // `/ru/laws/63` → `/ru/laws/63/`: a page typed without its slash.
    urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/`, url)]),
  }),
);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(controller.createHandlerBoundToURL(`${scope}404.html`), { denylist: [/\/pagefind\//, /\/downloads\//] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
