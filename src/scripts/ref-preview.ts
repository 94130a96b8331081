/**
 * Previews of cited text: hovering or focusing a cross-reference (`a.ref`) shows
 * the start of the cited paragraph or subsection; on touch, the first tap shows
 * the preview and a second tap follows the link; Escape closes it. Without
 * JavaScript the references are plain links.
 */
const pages = new Map<string, Promise<Document | null>>();
let tip: HTMLDivElement | undefined;
let current: HTMLAnchorElement | undefined;
let timer: number | undefined;

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
  clone.querySelectorAll('[data-pagefind-ignore], ref-tools, .para-meta, rule-demo').forEach((n) => n.remove());
  const text = (clone.textContent ?? '').replace(/\s+/gu, ' ').trim();
  return text.length > 420 ? `${text.slice(0, 420)}…` : text;
}

function hide(): void {
  window.clearTimeout(timer);
  current?.removeAttribute('aria-describedby');
  current = undefined;
  if (tip) tip.hidden = true;
}

async function show(link: HTMLAnchorElement): Promise<void> {
  const url = new URL(link.href);
  const doc = await load(url);
  const text = doc ? excerpt(doc, decodeURIComponent(url.hash.slice(1))) : null;
  if (!text || current !== link) return;
  tip ??= Object.assign(document.createElement('div'), { id: 'ref-preview', className: 'ref-preview', role: 'tooltip', hidden: true });
  if (!tip.isConnected) document.body.append(tip);
  tip.textContent = text;
  tip.hidden = false;
  const r = link.getBoundingClientRect();
  const width = Math.min(420, document.documentElement.clientWidth - 16);
  tip.style.width = `${width}px`;
  tip.style.left = `${Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - width - 8))}px`;
  tip.style.top = `${r.bottom + window.scrollY + 6}px`;
  link.setAttribute('aria-describedby', 'ref-preview');
}

function schedule(link: HTMLAnchorElement, delay: number): void {
  if (current === link) return;
  hide();
  current = link;
  timer = window.setTimeout(() => void show(link), delay);
}

const refOf = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.ref') : null);

document.addEventListener('mouseover', (e) => {
  const link = refOf(e);
  if (link) schedule(link, 250);
});
document.addEventListener('mouseout', (e) => {
  if (refOf(e) && !(e.relatedTarget instanceof Node && tip?.contains(e.relatedTarget))) hide();
});
document.addEventListener('focusin', (e) => {
  const link = refOf(e);
  if (link) schedule(link, 0);
  else hide();
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') hide();
});
document.addEventListener('click', (e) => {
  const link = refOf(e);
  // Touch: the first tap previews, the second follows.
  if (link && (e as PointerEvent).pointerType === 'touch' && (current !== link || !tip || tip.hidden)) {
    e.preventDefault();
    hide();
    current = link;
    void show(link);
  }
});
