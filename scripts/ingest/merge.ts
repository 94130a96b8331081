import { pushTo } from '../../src/lib/push-to.ts';
import { DEFAULT_OVERRIDES_PATH, fragmentOverride, notCommentary, notCommentaryWarning, openingOf, erratumOverride } from './advice.ts';
import type { FragmentOverride, KeepOverride } from './config.ts';
import { collapseSpaces, plain } from './shape/text-shape.ts';
import type { Block, CommentaryFragment, Drop, LawHeading, LawNode, LawText, SectionFragment } from './types.ts';

export interface Paragraph {
  id: string;
  law: number;
  /** Place among its law's paragraphs: the number, or between numbers for `71.A1`. */
  number: number;
  /** Other ids it answers to (`74.3` for `74.2,3.`). */
  alsoIds: string[];
  blocks: Block[];
  /** `head`: the opening is missing; `tail`: the end is missing. */
  incomplete: ('head' | 'tail')[];
  file: string;
  lines: number[];
  /** Other copies of the same paragraph, dropped as duplicates. */
  copies: { file: string; lines: number[] }[];
}

export interface MergeResult {
  paragraphs: Paragraph[];
  titles: Map<number, LawHeading>;
  drops: Drop[];
  warnings: string[];
}

/** A fragment's source lines, sorted (computed once per blocks: merge asks for them several times). */
const lineLists = new WeakMap<Block[], number[]>();
const linesOf = (f: CommentaryFragment) => {
  let lines = lineLists.get(f.blocks);
  if (lines === undefined) lineLists.set(f.blocks, (lines = [...new Set(f.blocks.flatMap((b) => b.lines))].sort((a, b) => a - b)));
  return lines;
};
const flatText = (blocks: Block[]) =>
  collapseSpaces(
    blocks.map((b) => plain(b.kind === 'table' ? [...b.table.header, ...b.table.rows.flat()].join(' ') : b.kind === 'item' ? `(${b.label}) ${b.text}` : b.text)).join(' '),
  );
/** A fragment's plain text, computed once per blocks (merge compares it in sorts and scans). */
const flats = new WeakMap<Block[], string>();
const flat = (f: CommentaryFragment) => {
  let text = flats.get(f.blocks);
  if (text === undefined) flats.set(f.blocks, (text = flatText(f.blocks)));
  return text;
};

/** A headless piece is matched as the tail of a known paragraph only if it is at least this long. */
const TAIL = 20;

/** The neighbour rule: a headless piece just before X.n (n > 1) is X.(n−1). */
function fromNeighbour(f: CommentaryFragment): string | undefined {
  if (!f.nextId || !/^\d+\.\d+$/u.test(f.nextId)) return undefined;
  const [law, n] = f.nextId.split('.').map(Number);
  if (n! <= 1) return undefined;
  if (f.numberHint !== undefined && f.numberHint !== n! - 1) return undefined;
  return `${law}.${n! - 1}`;
}

/**
 * Merge fragments from all files into one paragraph per id: attribute headless
 * pieces (by their visible number and the paragraph after them, else by their
 * text being the tail of a known paragraph), keep the most complete copy, and
 * account for every other copy as a duplicate.
 */
export interface MergeAdvice {
  /** The overrides file that warnings name. */
  overridesPath: string;
  /** Files already warned of as a whole (no law heading, paragraph number or front section in them), and pieces (`file:line`) already warned of. */
  quiet?: ReadonlySet<string>;
  /** `keep` overrides: a headless piece that reads as no commentary is kept, and noted as used. */
  keep?: readonly KeepOverride[];
  usedKeep?: Set<KeepOverride>;
  /** The page file and line of a line of a book in pages (itself in a file on its own): where an erratum is placed. */
  where?: (file: string, line: number) => { file: string; line: number };
}

export function merge(
  fragments: CommentaryFragment[],
  headings: LawHeading[],
  overrides: FragmentOverride[] = [],
  used = new Set<FragmentOverride>(),
  advice: MergeAdvice = { overridesPath: DEFAULT_OVERRIDES_PATH },
): MergeResult {
  const drops: Drop[] = [];
  const warnings: string[] = [];
  /** The erratum override for the first line of a piece, on its page. */
  const erratumAt = (f: CommentaryFragment) => {
    const at = (advice.where ?? ((file, line) => ({ file, line })))(f.file, linesOf(f)[0]!);
    return erratumOverride(at.file, at.line, '…');
  };
  const dropFragment = (f: CommentaryFragment, note: string) => {
    for (const line of linesOf(f)) drops.push({ file: f.file, line, reason: 'duplicate copy', note });
  };

  const known = fragments.filter((f) => f.id);
  const groups = new Map<string, CommentaryFragment[]>();
  const add = (id: string, f: CommentaryFragment) => pushTo(groups, id, f);
  for (const f of known) add(f.id!, f);
  // Known texts by their last TAIL characters: a text ends with a piece of TAIL or more
  // characters only if they share those (one lookup per headless piece, not a scan).
  // Made when the first headless piece needs it: most sources have none.
  let byTail: Map<string, CommentaryFragment[]> | undefined;
  const endingLike = (text: string) => {
    if (!byTail) {
      byTail = new Map();
      for (const k of known) pushTo(byTail, flat(k).slice(-TAIL), k);
    }
    return byTail.get(text.slice(-TAIL)) ?? [];
  };

  /** Headless pieces dropped as the tail of a paragraph kept whole: copies of it, too. */
  const tails = new Map<string, CommentaryFragment[]>();
  /** Kept pieces (a `keep` override) just before a paragraph in their file: text of it, before its own. */
  const leading = new Map<string, CommentaryFragment[]>();
  for (const f of fragments.filter((x) => !x.id)) {
    const text = flat(f);
    const override = overrides.find((o) => o.file === f.file && text.startsWith(collapseSpaces(o.startsWith)));
    if (override) used.add(override);
    const id = override?.paragraph ?? fromNeighbour(f);
    if (id) {
      add(id, { ...f, id, law: Number(id.split('.')[0]) });
      continue;
    }
    const owners = text.length >= TAIL ? endingLike(text).filter((k) => flat(k).endsWith(text)) : [];
    const owner = owners[0];
    if (owner && owners.every((o) => o.id === owner.id)) {
      dropFragment(f, `tail of ${owner.id}, found whole elsewhere`);
      pushTo(tails, owner.id!, f);
      continue;
    }
    const keeper = f.kept ? undefined : advice.keep?.find((k) => k.file === f.file && text.startsWith(collapseSpaces(k.startsWith)));
    if (keeper) advice.usedKeep?.add(keeper);
    // A kept piece with a paragraph after it in its file is text of that paragraph (it sits before it).
    if ((f.kept || keeper) && f.nextId) {
      pushTo(leading, f.nextId, f);
      continue;
    }
    const other = f.kept || keeper ? undefined : notCommentary(text);
    // A piece whose own warning was given already (the text after a missing page): no second one.
    const warnedHere = advice.quiet?.has(`${f.file}:${linesOf(f)[0]}`) === true;
    if (other) {
      if (!warnedHere) warnings.push(notCommentaryWarning({ file: f.file, line: linesOf(f)[0]! }, other, openingOf(text), advice.overridesPath));
      for (const line of linesOf(f)) drops.push({ file: f.file, line, reason: 'not commentary', note: other });
      continue;
    }
    if (!warnedHere && !advice.quiet?.has(f.file)) {
      warnings.push(`${f.file}:${linesOf(f)[0]}: a headless piece could not be attributed; if you know which paragraph it is, add to ${advice.overridesPath}: ${fragmentOverride(f.file, openingOf(text))}`);
    }
    for (const line of linesOf(f)) drops.push({ file: f.file, line, reason: 'unattributed fragment' });
  }

  const paragraphs: Paragraph[] = [];
  const orderOf = (id: string) => {
    const [law, n] = id.split('.');
    return [Number(law), groups.get(id)!.find((f) => f.order !== undefined)?.order ?? Number(n)] as const;
  };
  const ids = [...groups.keys()].map((id) => ({ id, key: orderOf(id) }));
  ids.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.id.localeCompare(b.id));
  const taken = new Set(groups.keys());
  for (const { id } of ids) {
    const copies = groups.get(id)!;
    const rank = (f: CommentaryFragment) => (f.headCut ? 1 : 0) + (f.tailCut ? 1 : 0);
    // Stable: most complete, then longest; ties keep file order.
    const best = [...copies].sort((a, b) => rank(a) - rank(b) || flat(b).length - flat(a).length)[0]!;
    const bestText = flat(best);
    for (const c of copies) {
      if (c === best) continue;
      const t = flat(c);
      const contained = c.headCut ? bestText.endsWith(t) || bestText.includes(t) : bestText.startsWith(t);
      if (!contained && !advice.quiet?.has(`${c.file}:${linesOf(c)[0]}`)) warnings.push(`${c.file}:${linesOf(c)[0]}: this copy of ${id} differs from the one kept (${best.file}:${linesOf(best)[0]}); if the kept copy has a misprint, add to ${advice.overridesPath}: ${erratumAt(best)}`);
      dropFragment(c, `another copy of ${id} (${best.file})`);
    }
    const incomplete: Paragraph['incomplete'] = [];
    if (best.headCut) incomplete.push('head');
    if (best.tailCut) incomplete.push('tail');
    const [law, number] = orderOf(id);
    const alsoIds = [...new Set(copies.flatMap((c) => c.alsoIds ?? []))].filter((a) => {
      if (!taken.has(a)) return true;
      warnings.push(`${best.file}:${linesOf(best)[0]}: ${id} also names ${a}, which is a paragraph of its own (kept apart); if its number is a misprint, add to ${advice.overridesPath}: ${erratumAt(best)}`);
      return false;
    });
    for (const a of alsoIds) taken.add(a);
    const before = (leading.get(id) ?? []).filter((k) => k.file === best.file);
    for (const k of (leading.get(id) ?? []).filter((x) => x.file !== best.file)) dropFragment(k, `kept before ${id}, whose text kept is another file's`);
    paragraphs.push({
      id,
      law,
      number,
      alsoIds,
      blocks: [...before.flatMap((k) => k.blocks), ...best.blocks],
      incomplete,
      file: best.file,
      lines: [...new Set([...before.flatMap(linesOf), ...linesOf(best)])].sort((a, b) => a - b),
      copies: [...copies.filter((c) => c !== best), ...(tails.get(id) ?? [])].map((c) => ({ file: c.file, lines: linesOf(c) })),
    });
  }

  for (const [id, pieces] of leading) if (!groups.has(id)) for (const k of pieces) for (const line of linesOf(k)) drops.push({ file: k.file, line, reason: 'unattributed fragment' });

  const titles = new Map<number, LawHeading>();
  for (const h of headings) {
    const first = titles.get(h.law);
    if (!first) titles.set(h.law, h);
    else for (const line of h.lines) drops.push({ file: h.file, line, reason: 'duplicate copy', note: `another copy of the heading of Law ${h.law}` });
  }
  return { paragraphs, titles, drops, warnings };
}

export interface Section {
  slug: string;
  order: number;
  title: string;
  titleLines: number[];
  blocks: Block[];
  incomplete: 'tail'[];
  file: string;
  lines: number[];
  copies: { file: string; lines: number[] }[];
}

/** Front sections from every file: one per slug, the most complete, longest copy; the others are duplicates. */
export function mergeSections(pieces: SectionFragment[]): { sections: Section[]; drops: Drop[] } {
  const drops: Drop[] = [];
  const bySlug = new Map<string, SectionFragment[]>();
  for (const p of pieces) pushTo(bySlug, p.slug, p);
  const own = (p: SectionFragment) => [...new Set([...p.titleLines, ...p.blocks.flatMap((b) => b.lines)])].sort((a, b) => a - b);
  const sections = [...bySlug.values()].map((copies) => {
    const best = [...copies].sort((a, b) => Number(a.tailCut) - Number(b.tailCut) || flatText(b.blocks).length - flatText(a.blocks).length)[0]!;
    for (const c of copies) {
      if (c !== best) for (const line of own(c)) drops.push({ file: c.file, line, reason: 'duplicate copy', note: `another copy of «${best.title}» (${best.file})` });
    }
    return {
      slug: best.slug,
      order: best.order,
      title: best.title,
      titleLines: best.titleLines,
      blocks: best.blocks,
      incomplete: best.tailCut ? (['tail'] as 'tail'[]) : [],
      file: best.file,
      lines: own(best),
      copies: copies.filter((c) => c !== best).map((c) => ({ file: c.file, lines: own(c) })),
    };
  });
  return { sections: sections.sort((a, b) => a.order - b.order), drops };
}

const textLength = (n: LawNode): number =>
  n.blocks.reduce((s, b) => s + (b.kind === 'table' ? 0 : b.text.length), 0) + n.children.reduce((s, c) => s + textLength(c), 0);

/**
 * Pieces of the same law from several places become one law: each section keeps
 * its most complete, longest copy; the others are accounted as duplicates.
 */
export function mergeLawTexts(pieces: LawText[]): { laws: LawText[]; drops: Drop[] } {
  const drops: Drop[] = [];
  const duplicate = (file: string, lines: number[], note: string) => {
    for (const line of lines) drops.push({ file, line, reason: 'duplicate copy', note });
  };
  const byLaw = new Map<number, LawText>();
  for (const piece of pieces) {
    const seen = byLaw.get(piece.law);
    if (!seen) {
      byLaw.set(piece.law, { ...piece, sections: [...piece.sections], footnotes: [...piece.footnotes] });
      continue;
    }
    // Title, part heading and lead-in text: the first copy stays, later copies are duplicates.
    if (piece.titleLines) {
      if (!seen.titleLines) {
        seen.title = piece.title;
        seen.titleLines = piece.titleLines;
      } else duplicate(piece.file, piece.titleLines, `another copy of the heading of Law ${piece.law}`);
    }
    if (piece.partHeadingLines) {
      if (!seen.partHeadingLines && piece.partHeading) {
        seen.partHeading = piece.partHeading;
        seen.partHeadingLines = piece.partHeadingLines;
      } else duplicate(piece.file, piece.partHeadingLines, `another copy of the part heading before Law ${piece.law}`);
    }
    if (piece.blocks.length) {
      if (!seen.blocks.length) seen.blocks = piece.blocks;
      else duplicate(piece.file, piece.blocks.flatMap((b) => b.lines), `another copy of the text of Law ${piece.law}`);
    }
    seen.headCut &&= piece.headCut;
    for (const f of piece.footnotes) {
      if (seen.footnotes.some((x) => x.marker === f.marker && x.text === f.text)) duplicate(f.file, f.lines, `another copy of a footnote of Law ${piece.law}`);
      else seen.footnotes.push(f);
    }
    for (const s of piece.sections) {
      const i = seen.sections.findIndex((x) => x.id === s.id);
      const old = seen.sections[i];
      const better = (a: LawNode, b: LawNode) => Number(a.headCut) + Number(a.tailCut) - (Number(b.headCut) + Number(b.tailCut)) || textLength(b) - textLength(a);
      if (!old) seen.sections.push(s);
      else {
        const [keep, lose] = better(s, old) < 0 ? [s, old] : [old, s];
        seen.sections[i] = keep;
        for (const n of flattenNodes([lose])) duplicate(n.file, ownLines(n), `another copy of ${lose.id}`);
      }
    }
    seen.sections.sort((a, b) => a.id.localeCompare(b.id));
  }
  return { laws: [...byLaw.values()].sort((a, b) => a.law - b.law), drops };
}

export const flattenNodes = (nodes: LawNode[]): LawNode[] => nodes.flatMap((n) => [n, ...flattenNodes(n.children)]);
/** A node's own lines: its heading and its text, not its children's. */
export const ownLines = (n: LawNode): number[] => [...n.lines, ...n.blocks.flatMap((b) => b.lines)];
