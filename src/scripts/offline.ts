/**
 * <offline-status>: registers the service worker and tells the reader when the
 * site is ready to work offline, and when a newer version is waiting — with a
 * one-click update (the worker waits for SKIP_WAITING, then the page reloads).
 */
class OfflineStatus extends HTMLElement {
  connectedCallback(): void {
    if (!('serviceWorker' in navigator)) return;
    const base = this.dataset.base ?? '/';
    const show = (state: 'ready' | 'update') => {
      for (const el of this.querySelectorAll<HTMLElement>('[data-state]')) el.hidden = el.dataset.state !== state;
      this.hidden = false;
    };
    const firstInstall = !navigator.serviceWorker.controller;
    void navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).then((reg) => {
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
    });
  }
}

if (!customElements.get('offline-status')) customElements.define('offline-status', OfflineStatus);
