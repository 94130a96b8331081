/**
 * <offline-status>: registers the service worker and tells the reader when the
 * site is ready to work offline, and when a newer version is waiting — with a
 * one-click update (the worker waits for SKIP_WAITING, then the page reloads).
 * Where the browser refuses the worker (private windows in some browsers, storage
 * turned off), the footer says so: the site still reads online, and the downloads
 * are the way to take it offline.
 */
class OfflineStatus extends HTMLElement {
  connectedCallback(): void {
    if (!('serviceWorker' in navigator)) return;
    const base = this.dataset.base ?? '/';
    const show = (state: 'ready' | 'update' | 'unavailable') => {
      for (const el of this.querySelectorAll<HTMLElement>('[data-state]')) el.hidden = el.dataset.state !== state;
      this.hidden = false;
    };
    const firstInstall = !navigator.serviceWorker.controller;
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).then((reg) => {
      // Test browsers that block workers resolve with nothing: as if there were no support.
      if (!reg) return;
      const watch = (worker: ServiceWorker | null) => {
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') show(navigator.serviceWorker.controller ? 'update' : 'ready');
          if (worker.state === 'activated' && firstInstall) show('ready');
        });
      };
      if (reg.waiting && navigator.serviceWorker.controller) show('update');
      else if (reg.active && !firstInstall) show('ready');
      watch(reg.installing);
      reg.addEventListener('updatefound', () => watch(reg.installing));
      this.querySelector('button')?.addEventListener('click', () => {
        reg.waiting?.postMessage({ type: 'SKIP_WAITING' });
      });
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (!firstInstall) location.reload();
      });
    }, () => show('unavailable'));
  }
}

if (!customElements.get('offline-status')) customElements.define('offline-status', OfflineStatus);
