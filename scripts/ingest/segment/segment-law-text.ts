import { pushTo } from '../../../src/lib/push-to.ts';
import type { LawFragmentOverride } from '../config.ts';
import type { Drop, Footnote, LawNode, LawText, TextLine } from '../types.ts';
import { toBlocks } from './split-blocks.ts';
import { looksCutOff, plain } from '../shape/text-shape.ts';

const LAW_HEADING = /^Правило\s+(\d{1,2})\.\s*(.+)$/u;
const PART_HEADING = /^(?:Раздел|Часть|Глава)\s+[IVXLC]+\s*[-–—]\s*\S.*$/u;
const FOOTNOTE = /^\((\*{1,3})\)\s*[-–—]?\s*(.+)$/u;
const SUBSECTION = /^(\d{1,2})\.\s*(?=\p{Lu})(.*)$/u;
const ITEM = /^\(([A-Z]|[АВСЕ])\)\.\s*(.*)$/u;
/** A section marker `B.Title`, at a line start or after a space (sections run on in 001). */
const SECTION = /(?:^|(?<=\s))([A-H]|[АВСЕН])\.(?=\p{Lu})/gu;

const LOOKALIKE: Record<string, string> = { А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H' };
const latin = (letter: string) => LOOKALIKE[letter] ?? letter;

export interface LawTextSegments {
  laws: LawText[];
  /** Lines that belong to no law: a piece that starts mid-law with no override. */
  unattributed: Drop[];
  /** Overrides that matched, for the stale-override check. */
  used: Set<LawFragmentOverride>;
}

interface Building {
  law: LawText;
  /** Open nodes, outermost first: section, subsection, item. */
  path: LawNode[];
  /** Lines waiting to become blocks, per node (or the law itself). */
  pending: Map<LawNode | LawText, TextLine[]>;
}

function node(file: string, id: string, label: string, title: string, lines: number[], headCut = false): LawNode {
  return { id, file, label, title, blocks: [], children: [], headCut, tailCut: false, lines };
}

/**
 * Law-text lines → laws with sections `63A`, subsections `63A4`, items `50D2a`,
 * footnotes and part headings. A piece that starts in the middle of a law is
 * placed by an editorial override (never guessed); without one its lines are
 * reported as unattributed.
 */
export function segmentLawText(lines: TextLine[], overrides: LawFragmentOverride[]): LawTextSegments {
  const laws: LawText[] = [];
  const unattributed: Drop[] = [];
  const used = new Set<LawFragmentOverride>();
  let b: Building | undefined;
  let partHeading: { text: string; lines: number[]; file: string } | undefined;
  const markers: { law: LawText; marker: string }[] = [];

  const owner = (): LawNode | LawText => (b ? (b.path[b.path.length - 1] ?? b.law) : undefined)!;
  const push = (l: TextLine) => {
    pushTo(b!.pending, owner(), l);
    for (const m of l.text.matchAll(/\((\*{1,3})\)/gu)) markers.push({ law: b!.law, marker: m[1]! });
  };
  /** Close the law being built; `cutOff`: the text breaks off here, `pagesMissing`: and pages are lost after it. */
  const finish = (cutOff: boolean, pagesMissing = false) => {
    if (!b) return;
    for (const [o, own] of b.pending) o.blocks = toBlocks(own);
    if (cutOff) {
      const last = b.path[b.path.length - 1];
      const lastText = b.pending.get(last ?? b.law)?.at(-1)?.text;
      if (last && (pagesMissing || lastText === undefined || looksCutOff(lastText))) last.tailCut = true;
      else if (!last && lastText !== undefined && (pagesMissing || looksCutOff(lastText))) b.law.tailCut = true;
      else if (!last && pagesMissing) b.law.tailCut = true;
    }
    b = undefined;
  };
  const openLaw = (n: number, file: string, headCut: boolean): Building => {
    const law: LawText = { law: n, blocks: [], sections: [], footnotes: [], headCut, tailCut: false, file };
    if (partHeading) {
      law.partHeading = partHeading.text;
      law.partHeadingLines = partHeading.lines;
    }
    partHeading = undefined;
    laws.push(law);
    return { law, path: [], pending: new Map() };
  };
  /** Open a node at depth 0 (section), 1 (subsection) or 2 (item). */
  const openNode = (depth: number, n: LawNode) => {
    const parent = depth === 0 ? undefined : b!.path[depth - 1];
    (parent ? parent.children : b!.law.sections).push(n);
    b!.path = [...b!.path.slice(0, depth), n];
  };
  const sectionLetter = () => b?.path[0]?.label;
  /** A part heading that no law follows belongs to nothing. */
  const dropPendingPart = () => {
    if (partHeading) unattributed.push(...partHeading.lines.map((line) => ({ file: partHeading!.file, line, reason: 'unattributed fragment' as const })));
    partHeading = undefined;
  };

  for (const l of lines) {
    const text = plain(l.text).trim();
    const override = overrides.find((o) => o.file === l.file && text.startsWith(o.startsWith));
    if (override) {
      used.add(override);
      finish(true, l.pagesMissingBefore);
      b = openLaw(override.law, l.file, true);
      if (override.at) {
        const [, letter, digits, item] = /^([A-H])(\d+)?([a-z])?$/u.exec(override.at)!;
        // The line is the deepest node's: a section whose heading is lost owns no line of it.
        openNode(0, node(l.file, `${override.law}${letter}`, letter!, '', digits ? [] : l.lines, true));
        if (digits) openNode(1, node(l.file, `${override.law}${letter}${digits}`, digits, '', item ? [] : l.lines, true));
        if (digits && item) openNode(2, node(l.file, `${override.law}${letter}${digits}${item}`, item, '', l.lines, true));
      }
    } else if (l.breakBefore) {
      finish(true, l.pagesMissingBefore);
    }

    const heading = LAW_HEADING.exec(text);
    if (heading) {
      finish(false);
      b = openLaw(Number(heading[1]), l.file, false);
      b.law.title = heading[2]!.trim();
      b.law.titleLines = l.lines;
      continue;
    }
    if (PART_HEADING.test(text)) {
      finish(false);
      dropPendingPart();
      partHeading = { text, lines: l.lines, file: l.file };
      continue;
    }
    if (!b) {
      unattributed.push(...l.lines.map((line) => ({ file: l.file, line, reason: 'unattributed fragment' as const })));
      continue;
    }
    const footnote = FOOTNOTE.exec(text);
    if (footnote) {
      const target = [...markers].reverse().find((m) => m.marker === footnote[1]);
      const fn: Footnote = { file: l.file, marker: footnote[1]!, text: footnote[2]!.trim(), lines: l.lines };
      (target?.law ?? b.law).footnotes.push(fn);
      continue;
    }
    const sub = SUBSECTION.exec(text);
    if (sub && b.path[0]) {
      const s = b.path[0];
      openNode(1, node(l.file, `${s.id}${sub[1]}`, sub[1]!, sub[2]!.trim(), l.lines));
      continue;
    }
    const item = ITEM.exec(text);
    if (item && b.path[1]) {
      const label = latin(item[1]!).toLowerCase();
      openNode(2, node(l.file, `${b.path[1].id}${label}`, label, item[2]!.trim(), l.lines));
      continue;
    }
    // A section marker, possibly in the middle of the line: its title runs to the line end.
    const current = sectionLetter();
    const m = [...l.text.matchAll(SECTION)].find((x) => {
      const letter = latin(x[1]!);
      return current === undefined ? x.index === 0 || letter === 'A' : letter > current;
    });
    if (!m) {
      push(l);
      continue;
    }
    const before = l.text.slice(0, m.index).trim();
    // A line folded from several (a word split across a blank line) is joined at its end:
    // the text before a section marker in mid-line is the first source line's.
    if (before) push({ ...l, lines: l.lines.slice(0, 1), text: before, paraEnd: true });
    const letter = latin(m[1]!);
    openNode(0, node(l.file, `${b.law.law}${letter}`, letter, plain(l.text.slice(m.index + m[0].length)).trim(), l.lines));
  }
  finish(true);
  dropPendingPart();
  return { laws, unattributed, used };
}
