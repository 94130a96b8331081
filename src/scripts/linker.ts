/**
 * `/embed/linker.js`: one script tag for any site. It finds citations of the Laws and of the
 * commentary in the host page's text (the site's own grammar: src/lib/embed/link-text.ts over
 * findRefs) and turns them into links to this site's law pages; hovering or focusing one
 * shows the start of the cited text, read from `/api/v1/` (CORS) and cached, or, where the
 * site has no text of that provision, says so and where it is cited. On touch, a first tap
 * shows the preview and a second tap on the same link follows it.
 *
 *   <script src="https://…/embed/linker.js" data-lang="ru" defer></script>
 *
 * Options: `data-lang` (ru | en: the pages linked to; else the host page's language). The
 * `lang` of the nearest element around a citation, below <html>, chooses for that citation
 * (a quoted English post on a Russian forum links to the English pages).
 * `data-edition` (1997 | 2017: the edition of a citation that names none), `data-scope`
 * (a CSS selector: only text inside it), `data-base` (the address of a self-hosted copy).
 *
 * What the host keeps: no global name (one closure), no eval, no inline style attribute or
 * <style> (styles are set through the CSSOM, which no CSP blocks), nothing in the flow of the
 * page but the links themselves (the preview is `position: fixed`). Text inside links, code,
 * pre, form fields, [contenteditable], script and style is left alone; a second run finds no
 * text that is not already linked, and adds nothing; text the host adds later inside the scope
 * is linked as it comes (a MutationObserver). Bundled by src/lib/embed/bundle.ts.
 */
import { linkText, previewText, readAnchors, readRows, rowOf, type Anchors, type EditionRows, type LinkOptions } from '../lib/embed/link-text.ts';
import { EDITIONS, type Edition, type Lang, type Ref } from '../lib/refs/ref.ts';
import type { LawJson } from '../lib/api/open-data.ts';
import { lookUpPreview, NOT_LOADED, pickIn } from '../lib/embed/preview.ts';

declare const __LINKER_ROWS__: EditionRows;
declare const __LINKER_ANCHORS__: Anchors;

const MARK = 'data-bridge-law';
/**
 * What is never scanned: the host's links and code, form fields, editable text, and the preview
 * itself. (A <template>'s content is no child of it, so the walk never meets it; an <iframe>'s
 * text is never shown: neither needs a place here.)
 */
const SKIP = `a,code,pre,kbd,samp,textarea,input,select,option,button,script,style,noscript,svg,math,object,[contenteditable],[${MARK}-preview]`;

const script = document.currentScript as HTMLScriptElement | null;
const option = (name: string) => script?.getAttribute(`data-${name}`)?.trim() || null;
const pageLang = document.documentElement.lang.toLowerCase();
const askedLang = option('lang');
const lang: Lang = askedLang === 'en' || askedLang === 'ru' ? askedLang : pageLang.startsWith('en') ? 'en' : 'ru';
const askedEdition = option('edition');
const edition = (EDITIONS as readonly string[]).includes(askedEdition ?? '') ? (askedEdition as Edition) : null;
let base = new URL(option('base') ?? '../', script?.src || location.href).href;
if (!base.endsWith('/')) base += '/';
const o: LinkOptions = { lang, base, edition, rows: readRows(__LINKER_ROWS__), anchorsOf: readAnchors(__LINKER_ANCHORS__) };
/** The options for a text node: the language of its nearest element with `lang` (below <html>), else the script's. */
function optionsAt(node: Node): LinkOptions {
  const l = node.parentElement?.closest('[lang]');
  const v = l && l !== document.documentElement ? l.getAttribute('lang')!.toLowerCase() : '';
  const here: Lang | null = v.startsWith('en') ? 'en' : v.startsWith('ru') ? 'ru' : null;
  return here && here !== lang ? { ...o, lang: here } : o;
}

const scope = option('scope');

/** What to scan of `node` (the body at the start, or a node the host added): all of it, or the parts of it inside `data-scope`. */
function within(node: Node): Node[] {
  if (!scope) return [node];
  try {
    if ((node instanceof Element ? node : node.parentElement)?.closest(scope)) return [node];
    return node instanceof Element ? [...node.querySelectorAll(scope)] : [];
  } catch {
    return []; // not a selector: link nothing rather than everything
  }
}

/** Link the citations in the text under `under` (the scope's elements, or what was just added inside them). */
function link(under: Node[]): void {
  const texts: Text[] = [];
  for (const root of under) {
    if (root.nodeType === Node.TEXT_NODE) {
      if (!root.parentElement?.closest(SKIP)) texts.push(root as Text);
      continue;
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (/\d/u.test(n.nodeValue ?? '') && !n.parentElement?.closest(SKIP) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  }
  for (const node of new Set(texts)) {
    const at = optionsAt(node);
    const pieces = linkText(node.nodeValue ?? '', at);
    if (pieces.every((p) => typeof p === 'string')) continue;
    const frag = document.createDocumentFragment();
    for (const p of pieces) {
      if (typeof p === 'string') {
        frag.append(p);
        continue;
      }
      const a = document.createElement('a');
      a.href = p.href;
      a.textContent = p.text;
      a.setAttribute(MARK, p.ref.id);
      listen(a, p.ref, at.lang);
      frag.append(a);
    }
    node.replaceWith(frag);
  }
}

// --- previews --------------------------------------------------------------------------

const laws = new Map<number, Promise<LawJson | null>>();
const law = (n: number) => {
  if (!laws.has(n)) {
    laws.set(
      n,
      fetch(`${base}api/v1/laws/${n}.json`, { credentials: 'omit' })
        .then((r) => (r.ok ? (r.json() as Promise<LawJson>) : null))
        .catch(() => null),
    );
  }
  return laws.get(n)!;
};

/** The heading and the start of the cited text, or null when there is nothing to show (no network). */
async function preview(ref: Ref, lang: Lang): Promise<{ head: string; text: string } | null> {
  const row = rowOf(ref, o);
  const data = await law(row ? row.law : ref.law);
  if (!data) return null;
  const head = `${ref.format(lang)}${ref.edition === null ? ` · ${pickIn(lang, data.title)}` : ''}`;
  if (ref.edition !== null) {
    const local = row?.anchor.slice(6);
    const e = data.concordance.find((x) => (ref.edition === '2017' ? x.l2017 : x.l1997) === local);
    return { head, text: e ? previewText(`1987: ${e.l1987 ?? '—'} → ${ref.edition}: ${local}. ${pickIn(lang, e.note)}`) : '' };
  }
  // The provision's own preview (computed with the data), or, named, its paragraph's or section's.
  const own = lookUpPreview(ref, data.previews[lang], lang, data.places[ref.kind]);
  if (own) return { head, text: own };
  // Its citations and its parts' (startsWith: the place itself too).
  const by = [...new Set(data.citations.received.filter((c) => c.to.startsWith(ref.id)).map((c) => c.from))];
  return { head, text: NOT_LOADED[lang][0] + (by.length ? NOT_LOADED[lang][1] + by.join(', ') : '') };
}

let tip: HTMLDivElement | undefined;
let current: HTMLAnchorElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function tipElement(): HTMLDivElement {
  if (tip?.isConnected) return tip;
  tip = document.createElement('div');
  tip.id = `bridge-law-preview-${Math.random().toString(36).slice(2)}`;
  tip.setAttribute('role', 'tooltip');
  tip.setAttribute('aria-live', 'polite');
  tip.setAttribute(`${MARK}-preview`, '');
  tip.hidden = true;
  // CSSOM (no style attribute, which a CSP would block), reset first, in one declaration block.
  tip.style.cssText =
    'all:initial;position:fixed;z-index:2147483647;box-sizing:border-box;max-width:min(26rem,calc(100vw - 16px));padding:8px 12px;' +
    'background:#fff;color:#1a1a1a;border:1px solid #8a8a8a;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.45 system-ui,sans-serif;pointer-events:none;white-space:normal';
  document.body.append(tip);
  return tip;
}

/**
 * Close the preview and empty it: a preview on its way fills it only if its link is still the
 * current one (show), and a hidden preview holds nothing, so nothing reading it right after a
 * tap on another citation (a script, a tester's check) finds the previous citation's text.
 */
function hide(): void {
  clearTimeout(timer);
  tapped = undefined;
  current?.removeAttribute('aria-describedby');
  current = undefined;
  if (tip) {
    tip.hidden = true;
    tip.style.display = 'none';
    tip.replaceChildren();
  }
}

async function show(a: HTMLAnchorElement, ref: Ref, lang: Lang): Promise<void> {
  const p = await preview(ref, lang);
  if (!p || current !== a) return;
  const t = tipElement();
  const head = document.createElement('strong');
  head.style.cssText = 'display:block;font-weight:700';
  head.textContent = p.head;
  t.replaceChildren(head, p.text);
  // The tip hangs from <body>: it says in which language it speaks (the citation's, not the page's).
  t.lang = lang;
  t.hidden = false;
  t.style.display = 'block';
  const r = a.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const w = t.offsetWidth;
  t.style.left = `${Math.max(8, Math.min(r.left, vw - w - 8))}px`;
  const below = r.bottom + 6;
  t.style.top = `${below + t.offsetHeight > innerHeight && r.top > t.offsetHeight + 6 ? r.top - t.offsetHeight - 6 : below}px`;
  a.setAttribute('aria-describedby', t.id);
}

function schedule(a: HTMLAnchorElement, ref: Ref, lang: Lang, delay: number): void {
  if (current === a) return;
  hide();
  current = a;
  timer = setTimeout(() => void show(a, ref, lang), delay);
}

/** The link whose preview a tap showed: a second tap follows it. */
let tapped: HTMLAnchorElement | undefined;

function listen(a: HTMLAnchorElement, ref: Ref, lang: Lang): void {
  // Hovering is a mouse's: the mouse events a touch screen makes up around a tap would close what the tap opened.
  a.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && schedule(a, ref, lang, 200));
  a.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && hide());
  a.addEventListener('focus', () => schedule(a, ref, lang, 0));
  a.addEventListener('blur', hide);
  a.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hide();
  });
  // Touch: the first tap shows the preview, a second tap on the link (its preview shown) follows it.
  a.addEventListener('click', (e) => {
    if ((e as PointerEvent).pointerType !== 'touch' || (tapped === a && current === a)) return;
    e.preventDefault();
    if (current === a) current = undefined;
    schedule(a, ref, lang, 0);
    tapped = a;
  });
}

addEventListener('scroll', () => current && hide(), { passive: true });
// A tap or click elsewhere closes the preview.
addEventListener('pointerdown', (e) => current && !(e.target instanceof Node && current.contains(e.target)) && hide(), { passive: true });

/**
 * Now, and whenever the host adds text later (posts loaded as the reader scrolls): what was
 * added inside the scope is linked too. The links' own insertions come back here and change
 * nothing, as a second run does.
 */
function start(): void {
  link(within(document.body));
  new MutationObserver((records) => {
    const added = records.flatMap((r) => [...r.addedNodes]).filter((n) => n.isConnected).flatMap(within);
    if (added.length) link(added);
  }).observe(document.body, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
