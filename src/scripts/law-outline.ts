/**
 * <law-outline>: the law page's outline beside the text on wide screens, a popover opened
 * from the «На этой странице» button elsewhere (the list is the server's). It marks the place being read: the last law
 * section or commentary paragraph that reaches into the top of the screen. (The language link keeps
 * the place read: src/scripts/place-read.ts, on every page.)
 */
class LawOutline extends HTMLElement {
  connectedCallback(): void {
    const links = new Map<string, HTMLAnchorElement>();
    for (const a of this.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) links.set(decodeURIComponent(a.hash.slice(1)), a);
    const all = [...document.querySelectorAll<HTMLElement>('.law-section[data-anchor], .para[data-anchor]')];
    const units = all.filter((u) => links.has(u.dataset.anchor!));
    const seen = new Set<HTMLElement>();
    let current: HTMLAnchorElement | undefined;
    // It lives as long as the page: never disconnected.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) seen.add(e.target as HTMLElement);
          else seen.delete(e.target as HTMLElement);
        }
        // The last unit begun in the top twentieth of the screen, or reaching through it (a subsection comes after its section).
        const unit = units.filter((u) => seen.has(u)).at(-1);
        const link = unit && links.get(unit.dataset.anchor!);
        if (!link || link === current) return;
        current?.removeAttribute('aria-current');
        link.setAttribute('aria-current', 'location');
        current = link;
      },
      { rootMargin: '0px 0px -95% 0px' },
    );
    for (const u of units) observer.observe(u);
    // Opened as a popover (phones): a chosen place closes it (hiding one not open does nothing).
    this.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a')) this.hidePopover();
    });
    // A window widened to the side outline's width (law.css, 75rem) while it is open: the popover closes,
    // and the outline stands beside the text. Open, it stayed in the top layer above the screen (probe round 19).
    const wide = matchMedia('(min-width: 75rem)');
    wide.addEventListener('change', () => {
      if (wide.matches) this.hidePopover();
    });
  }
}

if (!customElements.get('law-outline')) customElements.define('law-outline', LawOutline);
