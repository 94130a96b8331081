import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Lang } from '../refs/index.ts';
import { citationText } from './citation.ts';
import { t } from './i18n.ts';

/** A hast element, and a text node: the pieces the site's HTML fragments are built from. */
export const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });
export const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The tools of one addressable place (a law subsection or a commentary paragraph):
 * a visible anchor, and "copy link" / "copy citation" buttons that the
 * `<ref-tools>` element reveals when JavaScript runs.
 */
export function toolsHast(id: string, lang: Lang): Element {
  const isPara = id.includes('.');
  return el('ref-tools', { className: ['tools'], dataPagefindIgnore: 'all', dataId: id, dataCitation: citationText(id, lang), dataCopied: t(lang, 'para.copied') }, [
    el('a', { className: ['anchor'], href: `#${id}`, ariaLabel: t(lang, isPara ? 'para.anchor' : 'section.anchor', { id }) }, [text('#')]),
    el('button', { type: 'button', dataCopy: 'link', hidden: true }, [text(t(lang, 'para.copyLink'))]),
    el('button', { type: 'button', dataCopy: 'citation', hidden: true }, [text(t(lang, 'para.copyCitation'))]),
  ]);
}

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
