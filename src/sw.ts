/// <reference lib="webworker" />
/**
 * The service worker (built and given its precache manifest by @vite-pwa/astro,
 * `injectManifest`): every page, the search index and the assets are precached at
 * install; query strings are ignored when matching (`?q=`, `?view=`, pagefind's
 * `?ts=` cache buster); an address typed without its closing slash (a short link `/63A4`,
 * `/en/63.5`) is the page of that folder, as the static host's redirect makes it online;
 * an unknown address falls back to the 404 page, which
 * recognises ids; a new version waits until the page asks it to take over.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  // `/63A4` → `/63A4/`, `/en/63.5` → `/en/63.5/` (tried only when the address itself is not precached).
  urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/`, url)]),
});
cleanupOutdatedCaches();
// The scope is the site's base (`/` or `/laws/`).
const notFound = new URL('404.html', self.registration.scope).pathname;
registerRoute(new NavigationRoute(createHandlerBoundToURL(notFound), { denylist: [/\/pagefind\//, /\/downloads\//] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
