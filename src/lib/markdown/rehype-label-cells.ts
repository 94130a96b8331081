import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';

const isElement = (n: unknown, tag: string): n is Element => (n as Element | undefined)?.type === 'element' && (n as Element).tagName === tag;

/**
 * Give every body cell of a table its column's header as `data-label`, and the
 * table the class `rows-on-phone`: on a phone each row then reads as one block,
 * «Не сыграл в масть: Защитник / Может спросить: разыгрывающий / …», instead of
 * columns too narrow to show the last one.
 */
export function rehypeLabelCells() {
  return (tree: Root): void => {
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table') return;
      const head = table.children.find((c) => isElement(c, 'thead'));
      const headRow = head?.children.find((c) => isElement(c, 'tr'));
      const labels = (headRow?.children ?? []).filter((c) => isElement(c, 'th')).map((th) => toText(th).trim());
      if (labels.length === 0) return;
      const classes = table.properties.className;
      table.properties.className = [...(Array.isArray(classes) ? classes : []), 'rows-on-phone'];
      for (const body of table.children.filter((c) => isElement(c, 'tbody'))) {
        for (const row of body.children.filter((c) => isElement(c, 'tr'))) {
          row.children.filter((c) => isElement(c, 'td')).forEach((td, i) => {
            if (labels[i]) td.properties.dataLabel = labels[i];
          });
        }
      }
    });
  };
}
