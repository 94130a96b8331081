import type { CommentaryFragment, CommentarySegments, LawHeading, TextLine } from '../types.ts';
import { toBlocks } from './split-blocks.ts';
import { isCapitals, looksCutOff, plain, sentenceCase } from './text-shape.ts';

const LAW_HEADING = /^Правило\s+(\d{1,2})\.\s*(.*)$/u;
const PARAGRAPH = /^(\d{1,2})\.(\d{1,2})\.\s+(.*)$/u;
const HEADLESS = /^(\d{1,2})\.\s+(.*)$/u;

/** A line that stops where a number must follow: «см. п.», «Правилу», «и», a comma. */
const WANTS_A_NUMBER = /(?:(?:^|[\s(])(?:см|п|пп|п\.\s?п|ср)\.|(?:^|\s)(?:правил\p{L}*|пункт\p{L}*|и|или|в|во|с|со|к|по|на|из|от)|,|\s[-–—])$/iu;

/**
 * A number can open a paragraph only where a paragraph can start: not right after
 * «см. п.» or «Правило», whose number went onto the next line («См. также п.» /
 * «63.3. выше»), unless the source marked a paragraph end there.
 */
function startsAParagraph(prev: TextLine | undefined, l: TextLine, afterHeading: boolean): boolean {
  return prev === undefined || afterHeading || l.breakBefore === true || prev.paraEnd || !WANTS_A_NUMBER.test(plain(prev.text).trim());
}

interface Open {
  fragment: CommentaryFragment;
  lines: TextLine[];
}

/**
 * Commentary lines → law headings (`Правило 59. TITLE`, a title may run onto a
 * second line) and paragraph fragments (`59.3.`). A numbered paragraph starts only
 * where the numbering goes forward in the current law, so `29.2. выше` inside 29.3
 * stays text. Text before the first heading or paragraph of a piece of text is a
 * headless fragment, attributed later from its neighbours.
 */
export function segmentCommentary(lines: TextLine[]): CommentarySegments {
  const fragments: CommentaryFragment[] = [];
  const headings: LawHeading[] = [];
  let law: number | undefined;
  let lastNumber = 0;
  let open: Open | undefined;
  /** Index of the last line of the last law heading. */
  let headingEnd = -2;

  const close = (cutOff: boolean) => {
    if (!open) return;
    const { fragment, lines: own } = open;
    const last = own[own.length - 1];
    fragment.tailCut = cutOff && last !== undefined && !last.paraEnd && looksCutOff(last.text);
    fragment.blocks = toBlocks(own);
    if (fragment.blocks.length) fragments.push(fragment);
    open = undefined;
  };
  const start = (fragment: CommentaryFragment, first?: TextLine) => {
    const prev = fragments[fragments.length - 1];
    close(false);
    if (prev && !prev.nextId && prev.file === fragment.file && fragment.id && !prev.id) prev.nextId = fragment.id;
    open = { fragment, lines: first ? [first] : [] };
  };

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const text = plain(l.text).trim();
    if (l.breakBefore) {
      close(true);
      law = undefined;
      lastNumber = 0;
    }

    const heading = LAW_HEADING.exec(text);
    if (heading && isCapitals(heading[2]!)) {
      close(false);
      law = Number(heading[1]);
      lastNumber = 0;
      let title = heading[2]!;
      const titleLines = [...l.lines];
      const next = lines[i + 1];
      if (!l.paraEnd && next && !next.breakBefore && isCapitals(next.text) && !PARAGRAPH.test(next.text)) {
        title += ` ${next.text.trim()}`;
        titleLines.push(...next.lines);
        i++;
      }
      headings.push({ law, title: sentenceCase(title.trim()), file: l.file, lines: titleLines });
      headingEnd = i;
      continue;
    }

    const para = PARAGRAPH.exec(text);
    if (para) {
      const pLaw = Number(para[1]);
      const pNum = Number(para[2]);
      const forward = law === undefined ? !open || !open.fragment.id : pLaw === law ? pNum > lastNumber : pLaw > law && pNum === 1;
      if (forward && startsAParagraph(lines[i - 1], l, headingEnd === i - 1)) {
        law = pLaw;
        lastNumber = pNum;
        const id = `${pLaw}.${pNum}`;
        // A headless fragment just before learns which paragraph follows it.
        if (open && !open.fragment.id) open.fragment.nextId = id;
        start({ file: l.file, id, law: pLaw, headCut: false, tailCut: false, blocks: [] }, { ...l, text: para[3]! });
        continue;
      }
    }

    if (!open) {
      const headless = law === undefined ? HEADLESS.exec(text) : undefined;
      const fragment: CommentaryFragment = { file: l.file, headCut: true, tailCut: false, blocks: [] };
      if (law !== undefined) fragment.law = law;
      if (headless) {
        fragment.numberHint = Number(headless[1]);
        open = { fragment, lines: [{ ...l, text: headless[2]! }] };
      } else {
        open = { fragment, lines: [l] };
      }
      continue;
    }
    open.lines.push(l);
  }
  close(true);
  return { fragments, headings };
}
