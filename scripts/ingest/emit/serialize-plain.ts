import type { BlockContent, DefinitionContent, ListItem, PhrasingContent, RootContent } from 'mdast';
import { isWordChar } from '../shape/text-shape.ts';

/**
 * A fast path for mdast-util-to-markdown: the markdown it would write for the
 * trees the ingest makes (paragraphs, notes, item lists, headings, footnotes,
 * emphasis), when no text needs escaping. Returns undefined when anything needs
 * more than that (a character that could be read as markup, a table, a tree of
 * another shape): the caller then uses the library. Tests check that whatever
 * this returns equals the library's output, on the committed generated files and
 * on random trees whose texts use every ASCII punctuation mark.
 */

/**
 * What the library escapes inside a text (mdast-util-to-markdown's `unsafe` list, with
 * mdast-util-directive's `:name`): line breaks and tabs, emphasis, code and link
 * markers, backslashes, character references, HTML tags and table pipes.
 */
const UNSAFE_ANYWHERE = /[\n\r\t*_[\]\\`|]|&(?=[#A-Za-z])|<(?=[!/?A-Za-z])|:(?![\s\p{P}\p{S}]|$)/u;
/** Starts of a block it escapes: list, heading, quote, setext, fence, directive and numbered-list look-alikes; spaces. */
const UNSAFE_START = /^(?:[\s\-+*#>=~`_<[:.)|]|\d+[.)])/u;
/** Last characters it encodes. */
const UNSAFE_END = /\s$/u;
/** Whitespace (not a line break): outside punctuation-edged emphasis, it forms too. */
const SPACE = /[^\S\n\r]/u;

/**
 * Emphasis that the library writes as `*inner*` without encoding a neighbour: each
 * edge of the inner text is a letter or digit, or punctuation with whitespace outside.
 */
function formsCleanly(inner: string, before: string | undefined, after: string | undefined): boolean {
  if (inner === '') return false;
  // A letter or digit edge forms whatever stands outside it.
  const edge = (ch: string, outside: string | undefined) => isWordChar(ch) || (!/\s/u.test(ch) && outside !== undefined && SPACE.test(outside));
  return edge(inner[0]!, before) && edge(inner.at(-1)!, after);
}

const NOT_PLAIN = Symbol('not plain');

/** Adjacent texts as one: what is unsafe depends on the characters on both sides. */
function coalesce(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const n of nodes) {
    const last = out.at(-1);
    if (n.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + n.value };
    else out.push(n);
  }
  return out;
}

function phrasing(all: PhrasingContent[]): string {
  const nodes = coalesce(all);
  let out = '';
  let previous: string | undefined;
  nodes.forEach((n, i) => {
    switch (n.type) {
      case 'text':
        if (UNSAFE_ANYWHERE.test(n.value)) throw NOT_PLAIN;
        // `![^1]` and `[^1](` would read as an image and a link.
        if ((n.value.endsWith('!') && nodes[i + 1]?.type === 'footnoteReference') || (n.value.startsWith('(') && nodes[i - 1]?.type === 'footnoteReference')) throw NOT_PLAIN;
        out += n.value;
        break;
      case 'emphasis': {
        if (previous === 'emphasis' || n.children.length !== 1 || n.children[0]!.type !== 'text') throw NOT_PLAIN;
        const inner = n.children[0]!.value;
        const prev = nodes[i - 1];
        const next = nodes[i + 1];
        const before = prev?.type === 'text' ? prev.value.at(-1) : undefined;
        const after = next?.type === 'text' ? next.value[0] : undefined;
        if (UNSAFE_ANYWHERE.test(inner) || !formsCleanly(inner, before, after)) throw NOT_PLAIN;
        out += `*${inner}*`;
        break;
      }
      case 'footnoteReference':
        out += `[^${n.label ?? n.identifier}]`;
        break;
      default:
        throw NOT_PLAIN;
    }
    previous = n.type;
  });
  if (out === '' || UNSAFE_END.test(out)) throw NOT_PLAIN;
  return out;
}

/** A paragraph as the first thing on its line (a block, an item, a quote): its first text must not read as a marker. */
function paragraphAtStart(nodes: PhrasingContent[]): string {
  const first = nodes[0];
  const start = first?.type === 'text' ? first.value : first?.type === 'emphasis' && first.children[0]?.type === 'text' ? first.children[0].value : undefined;
  if (start === undefined || UNSAFE_START.test(start)) throw NOT_PLAIN;
  return phrasing(nodes);
}

/** Lines after the first one indented by `indent`, blank lines left empty. */
const indentRest = (text: string, indent: string) => text.split('\n').map((l, i) => (i === 0 || l === '' ? l : indent + l)).join('\n');

function block(node: RootContent | BlockContent | DefinitionContent): string {
  switch (node.type) {
    case 'paragraph':
      return paragraphAtStart(node.children);
    case 'heading': {
      // After `## ` only leading space and a closing `#` need escaping.
      const text = phrasing(node.children);
      if (/^\s|#$/u.test(text)) throw NOT_PLAIN;
      return `${'#'.repeat(node.depth)} ${text}`;
    }
    case 'blockquote': {
      if (node.children.length !== 1 || node.children[0]!.type !== 'paragraph') throw NOT_PLAIN;
      return `> ${paragraphAtStart(node.children[0].children)}`;
    }
    case 'list': {
      if (node.ordered) throw NOT_PLAIN;
      return node.children.map((item) => listItem(item)).join(node.spread ? '\n\n' : '\n');
    }
    case 'footnoteDefinition': {
      if (node.children.length !== 1 || node.children[0]!.type !== 'paragraph') throw NOT_PLAIN;
      return `[^${node.label ?? node.identifier}]: ${paragraphAtStart(node.children[0].children)}`;
    }
    default:
      throw NOT_PLAIN;
  }
}

function listItem(item: ListItem): string {
  // Several blocks in a tight item are joined by rules of their own (two paragraphs still need a blank line).
  if (item.children.length === 0 || (item.children.length > 1 && !item.spread)) throw NOT_PLAIN;
  // Items hold paragraphs and notes only (what the ingest makes); anything else, the library.
  if (!item.children.every((c) => c.type === 'paragraph' || c.type === 'blockquote')) throw NOT_PLAIN;
  const body = item.children.map((c) => block(c)).join(item.spread ? '\n\n' : '\n');
  return `- ${indentRest(body, '  ')}`;
}

/** The markdown of a document's blocks, or undefined when the library must write it. */
export function serializePlain(children: RootContent[]): string | undefined {
  try {
    const parts: string[] = [];
    children.forEach((c, i) => {
      // Two lists in a row need the library's separator.
      if (c.type === 'list' && children[i - 1]?.type === 'list') throw NOT_PLAIN;
      parts.push(block(c));
    });
    return parts.length ? `${parts.join('\n\n')}\n` : '';
  } catch (e) {
    if (e === NOT_PLAIN) return undefined;
    throw e;
  }
}
