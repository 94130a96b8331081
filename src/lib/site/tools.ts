import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Lang } from '../refs/index.ts';
import { t } from './i18n.ts';

/** A hast element, and a text node: the pieces the site's HTML fragments are built from. */
export const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });
export const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The tools of one addressable place (a law subsection or a commentary paragraph): its
 * permalink «#», a real link, and one small button that opens the page's menu of link
 * choices (short link, copy link, copy citation: RefMenu.astro, `scripts/ref-tools.ts` and `scripts/ref-menu.ts`).
 * The button needs JavaScript: it is in the HTML from the start and hidden only where
 * scripts are off (`.needs-js`), so nothing moves when the scripts run.
 */
export function toolsHast(id: string, lang: Lang): Element {
  const isPara = id.includes('.');
  return el('ref-tools', { className: ['tools'], dataPagefindIgnore: 'all', dataId: id }, [
    el('a', { className: ['anchor'], href: `#${id}`, ariaLabel: t(lang, isPara ? 'para.anchor' : 'section.anchor', { id }) }, [text('#')]),
    el('button', { type: 'button', className: ['tools-open', 'needs-js'], popovertarget: REF_MENU_ID, ariaLabel: t(lang, isPara ? 'tools.open' : 'tools.openSection', { id }) }, [text('⋯')]),
  ]);
}

/** The id of the one menu of link choices a law page has. */
export const REF_MENU_ID = 'ref-menu';

/** A line of links to other places: «Ссылаются: 62.2, 63.5». */
export function relatedHast(label: string, links: { id: string; href: string }[]): Element | undefined {
  if (!links.length) return undefined;
  const children: ElementContent[] = [el('span', { className: ['related-label'] }, [text(`${label}: `)])];
  links.forEach((l, i) => {
    if (i) children.push(text(', '));
    children.push(el('a', { href: l.href, dataRef: l.id }, [text(l.id)]));
  });
  return el('p', { className: ['related'], dataPagefindIgnore: 'all' }, children);
}

export const html = (nodes: (ElementContent | undefined)[]): string => toHtml(nodes.filter((n): n is ElementContent => n !== undefined));
