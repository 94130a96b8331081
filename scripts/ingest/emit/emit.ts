import type { Heading, RootContent } from 'mdast';
import { pushTo } from '../../../src/lib/push-to.ts';
import { flattenNodes, ownLines, type Paragraph, type Section } from '../merge.ts';
import { plain } from '../shape/text-shape.ts';
import type { Block, LawHeading, LawNode, LawText } from '../types.ts';
import { toFrontmatter, type FrontmatterValue } from './to-frontmatter.ts';
import { toRanges } from './ranges.ts';
import { blocksToMdast, phrasing, serialize, type SourceTexts } from './to-markdown.ts';
import { partHeadingCase, typographRu } from './typography.ts';

/** Generated files, by path relative to the output directory. */
export type Outputs = Map<string, string>;

function document(frontmatter: Record<string, FrontmatterValue | undefined>, body: RootContent[]): string {
  return `---\n${toFrontmatter(frontmatter)}---\n\n${serialize(body)}`;
}

export function commentaryPath(id: string): string {
  const [law] = id.split('.');
  return `commentary/ru/${law}/${id}.md`;
}

export function sectionPath(slug: string): string {
  return `sections/ru/${slug}.md`;
}

export function lawTextPath(law: number): string {
  return `laws/ru/${law}.md`;
}

/** Where lines of a source are: for a book in pages, on which pages (`PageMap.resolve`); else the file itself. */
export type Where = (file: string, lines: number[]) => { file: string; lines: number[] }[];
const asIs: Where = (file, lines) => [{ file, lines }];

/** `source: {file, lines}` of the first page, `alsoFrom` for the lines on the pages after it. */
function provenance(where: Where, file: string, lines: number[]) {
  const [first, ...rest] = where(file, lines);
  return {
    source: { file: first!.file, lines: toRanges(first!.lines) },
    ...(rest.length ? { alsoFrom: rest.map((r) => ({ file: r.file, lines: toRanges(r.lines) })) } : {}),
  };
}
const copiesOf = (where: Where, copies: { file: string; lines: number[] }[]) =>
  copies.flatMap((c) => where(c.file, c.lines)).map((c) => ({ file: c.file, lines: toRanges(c.lines) }));

/** The footnotes of a paragraph (from a markup source) by their id in the source, labelled `63.5-1`, `63.5-2`… */
function footnotesOf(id: string, blocks: Block[]): Map<string, string> | undefined {
  const notes = blocks.filter((b) => b.kind === 'footnote');
  return notes.length ? new Map(notes.map((b, i) => [b.id, `${id}-${i + 1}`])) : undefined;
}

/** One markdown file per commentary paragraph, its frontmatter tracing it to the source lines. */
export function emitCommentary(paragraphs: Paragraph[], titles: Map<number, LawHeading>, out: Outputs, sourceTexts: SourceTexts = new Map(), where: Where = asIs): void {
  const typesetTitles = new Map([...titles].map(([law, heading]) => [law, typographRu(heading.title)]));
  for (const p of paragraphs) {
    const frontmatter = {
      id: p.id,
      law: p.law,
      lawTitle: typesetTitles.get(p.law) ?? null,
      order: p.number,
      ...(p.alsoIds.length ? { alsoIds: p.alsoIds } : {}),
      complete: p.incomplete.length === 0,
      incomplete: p.incomplete,
      ...provenance(where, p.file, p.lines),
      copies: copiesOf(where, p.copies),
    };
    out.set(commentaryPath(p.id), document(frontmatter, blocksToMdast(p.blocks, footnotesOf(p.id, p.blocks), sourceTexts)));
  }
}

/** One markdown file per front section («Предисловие»…), traced to its source lines like a paragraph. */
export function emitSections(sections: Section[], out: Outputs, sourceTexts: SourceTexts = new Map(), where: Where = asIs): void {
  for (const s of sections) {
    const frontmatter = {
      id: s.slug,
      title: typographRu(s.title),
      order: s.order,
      complete: s.incomplete.length === 0,
      incomplete: s.incomplete,
      ...provenance(where, s.file, s.lines),
      copies: copiesOf(where, s.copies),
    };
    out.set(sectionPath(s.slug), document(frontmatter, blocksToMdast(s.blocks, footnotesOf(s.slug, s.blocks), sourceTexts)));
  }
}

function headingFor(n: LawNode, depth: 2 | 3 | 4, footnotes: Map<string, string>, sourceTexts: SourceTexts): Heading {
  const label = depth === 4 ? `(${n.label})` : `${n.label}.`;
  const title = n.title ? [{ type: 'text' as const, value: ' ' }, ...phrasing(n.title, footnotes, sourceTexts)] : [];
  return { type: 'heading', depth, children: [{ type: 'text', value: label }, ...title, { type: 'text', value: ` {#${n.id}}` }] };
}

function nodeToMdast(n: LawNode, depth: 2 | 3 | 4, footnotes: Map<string, string>, sourceTexts: SourceTexts): RootContent[] {
  const next = Math.min(depth + 1, 4) as 2 | 3 | 4;
  return [
    headingFor(n, depth, footnotes, sourceTexts),
    ...blocksToMdast(n.blocks, footnotes, sourceTexts),
    ...n.children.flatMap((c) => nodeToMdast(c, next, footnotes, sourceTexts)),
  ];
}

/** Law text per law: headings carry their anchors `{#63A4}`; footnotes become GFM footnotes. */
export function emitLawText(laws: LawText[], out: Outputs, sourceTexts: SourceTexts = new Map(), where: Where = asIs): void {
  for (const law of laws) {
    const footnotes = new Map(law.footnotes.map((f, i) => [f.marker, `${law.law}-${i + 1}`]));
    const nodes = flattenNodes(law.sections);
    // Pieces of one law may come from several files: provenance per file.
    const byFile = new Map<string, number[]>([[law.file, [...(law.titleLines ?? []), ...(law.partHeadingLines ?? [])]]]);
    for (const n of nodes) pushTo(byFile, n.file, ...ownLines(n));
    for (const f of law.footnotes) pushTo(byFile, f.file, ...f.lines);
    // A book in pages: each page a file of its own.
    const linesByFile = new Map<string, number[]>();
    for (const [file, lines] of byFile) for (const r of where(file, lines)) pushTo(linesByFile, r.file, ...r.lines);
    const lawFile = [...linesByFile.keys()][0] ?? law.file;
    const frontmatter = {
      law: law.law,
      title: law.title ? typographRu(law.title) : null,
      partHeading: law.partHeading ? typographRu(partHeadingCase(plain(law.partHeading))) : null,
      complete: !law.headCut && !law.tailCut && nodes.every((n) => !n.headCut && !n.tailCut),
      sections: nodes.map((n) => ({
        id: n.id,
        title: n.title ? typographRu(n.title) : null,
        complete: !n.headCut && !n.tailCut,
        incomplete: [...(n.headCut ? ['head'] : []), ...(n.tailCut ? ['tail'] : [])],
      })),
      source: { file: lawFile, lines: toRanges(linesByFile.get(lawFile) ?? []) },
      ...(linesByFile.size > 1
        ? { alsoFrom: [...linesByFile].filter(([file]) => file !== lawFile).map(([file, lines]) => ({ file, lines: toRanges(lines) })) }
        : {}),
    };
    const body: RootContent[] = [
      ...blocksToMdast(law.blocks, footnotes, sourceTexts),
      ...law.sections.flatMap((s) => nodeToMdast(s, 2, footnotes, sourceTexts)),
      ...law.footnotes.map((f) => ({
        type: 'footnoteDefinition' as const,
        identifier: footnotes.get(f.marker)!,
        label: footnotes.get(f.marker)!,
        children: [{ type: 'paragraph' as const, children: phrasing(f.text, undefined, sourceTexts) }],
      })),
    ];
    out.set(lawTextPath(law.law), document(frontmatter, body));
  }
}
