/**
 * The preview of ref-preview.ts, loaded at its first use: one element (#ref-preview) shown
 * beside the reference or term it is for, filled from the cited page (fetched once per page,
 * the service worker's cache offline) or from the term itself.
 */
const pages = new Map<string, Promise<Document | null>>();
let box: HTMLDivElement | undefined;
let current: HTMLElement | undefined;
let timer: number | undefined;
const menu = document.getElementById('ref-menu');

function load(url: URL): Promise<Document | null> {
  const key = url.pathname;
  if (!pages.has(key)) {
    const doc =
      key === location.pathname
        ? Promise.resolve(document)
        : fetch(key)
            .then((r) => (r.ok ? r.text() : null))
            .then((html) => (html ? new DOMParser().parseFromString(html, 'text/html') : null))
            .catch(() => null);
    pages.set(key, doc);
  }
  return pages.get(key)!;
}

function excerpt(doc: Document, id: string): string | null {
  const target = id ? doc.getElementById(id) : doc.querySelector('h1');
  if (!target) return null;
  const unit = target.closest('.para, .law-section') ?? target;
  const clone = unit.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('[data-pagefind-ignore], ref-tools, .para-meta, rule-demo, .demo-embed').forEach((n) => n.remove());
  const text = (clone.textContent ?? '').replace(/\s+/gu, ' ').trim();
  return text.length > 420 ? `${text.slice(0, 420)}…` : text;
}

/** What the preview says for `el`, and where its link goes: null when there is nothing to say. */
async function content(el: HTMLElement): Promise<{ text: string; href: string; label: string } | null> {
  if (el instanceof HTMLAnchorElement) {
    const url = new URL(el.href);
    const doc = await load(url);
    const text = doc ? excerpt(doc, decodeURIComponent(url.hash.slice(1))) : null;
    return text ? { text, href: el.getAttribute('href') ?? el.href, label: menu?.dataset.open ?? '→' } : null;
  }
  const glossary = document.querySelector<HTMLAnchorElement>('.site-menu a[href$="/glossary/"]');
  const text = `${el.textContent ?? ''} — ${el.title}`;
  return { text, href: `${glossary?.getAttribute('href') ?? ''}#term-${el.dataset.term ?? ''}`, label: menu?.dataset.glossary ?? '→' };
}

/** Close the preview and empty it: hidden, it holds nothing of the reference it was for (issue 37, F5). */
export function hide(): void {
  window.clearTimeout(timer);
  current?.removeAttribute('aria-describedby');
  current = undefined;
  if (box) {
    box.hidden = true;
    box.replaceChildren();
  }
}

async function show(el: HTMLElement): Promise<void> {
  const c = await content(el);
  if (!c || current !== el) return;
  if (!box) {
    box = Object.assign(document.createElement('div'), { id: 'ref-preview', className: 'ref-preview', role: 'tooltip', hidden: true });
    box.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') leave(e.relatedTarget);
    });
  }
  if (!box.isConnected) document.body.append(box);
  const p = document.createElement('p');
  p.textContent = c.text;
  const go = Object.assign(document.createElement('a'), { href: c.href, textContent: c.label, className: 'ref-preview-open' });
  box.replaceChildren(p, go);
  box.hidden = false;
  // Below the reference, or above it where the window has no room below; always inside the window.
  const r = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const width = Math.min(420, vw - 16);
  box.style.width = `${width}px`;
  box.style.left = `${Math.max(8, Math.min(r.left, vw - width - 8)) + scrollX}px`;
  const h = box.offsetHeight;
  const below = r.bottom + 6 + h <= innerHeight || r.top - 6 - h < 0;
  box.style.top = `${(below ? r.bottom + 6 : r.top - 6 - h) + scrollY}px`;
  box.dataset.side = below ? 'below' : 'above';
  el.setAttribute('aria-describedby', 'ref-preview');
}

export function schedule(el: HTMLElement, delay: number): void {
  if (current === el) return;
  hide();
  current = el;
  timer = window.setTimeout(() => void show(el), delay);
}

/** The pointer left a reference or the preview: hide, unless it went from one to the other. */
export function leave(to: EventTarget | null): void {
  if (to instanceof Node && (box?.contains(to) || current?.contains(to))) return;
  hide();
}

/** Focus went elsewhere: hide, unless into the preview (its link). */
export function blur(to: EventTarget | null): void {
  if (!(to instanceof Node && box?.contains(to))) hide();
}

/** A tap on a reference: its preview; a second tap on it, while shown, follows it. */
export function tap(link: HTMLAnchorElement): void {
  if (current === link && box && !box.hidden) {
    location.assign(link.href);
    return;
  }
  hide();
  current = link;
  void show(link);
}
