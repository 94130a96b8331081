import { EMPHASIS, type CommentaryFragment, type CommentarySegments, type Drop, type LawHeading, type SectionFragment, type TextLine, type TitleBlock } from '../types.ts';
import { isMenuItem, isMenuLine, readsAsProse } from '../shape/read-line.ts';
import { isContentsEntry, looksLikeTitleBlock, readFrontHeading } from './front-matter.ts';
import { readParagraphStart } from './paragraph-number.ts';
import { toBlocks } from './split-blocks.ts';
import { collapseSpaces, endsSentence, isCapitals, isListEntry, LIST_ENTRIES, looksCutOff, plain, sentenceCase, wantsANumber } from '../shape/text-shape.ts';
import { DEFAULT_OVERRIDES_PATH, numberJumpWarning, openingOf } from '../advice.ts';
import type { KeepOverride } from '../config.ts';

/** `Правило 59. TITLE`; without its dot only alone on its line (`Правило 29`, its title on the next). */
const LAW_HEADING = /^Правило\s+(\d{1,2})(?:\.\s*(.*)|\s*)$/iu;
const HEADLESS = /^(\d{1,2})\.\s+(.*)$/u;
/** Text that opens a paragraph: a capital, a quotation, a bracket (not «выше» of a citation). */
const startsCapitalised = (text: string) => /^[\p{Lu}«"(]/u.test(plain(text));

/**
 * A number can open a paragraph only where a paragraph can start: not right after
 * «см. п.» or «Правило», whose number went onto the next line («См. также п.» /
 * «63.3. выше»), unless the source marked a paragraph end there.
 */
function startsAParagraph(prev: TextLine | undefined, l: TextLine, afterHeading: boolean): boolean {
  return prev === undefined || afterHeading || l.breakBefore === true || prev.paraEnd || !wantsANumber(prev.text);
}

/** A line that ends where a citation wants its number: «см. п.», «Правилу», «пункте», or a number and «и» / a comma (`63.2 и`). */
const CITES_ON = /(?:(?:^|[\s(])(?:см|п|пп|п\.\s?п|ср)\.|(?:^|\s)(?:правил\p{L}*|пункт\p{L}*|параграф\p{L}*)|\d[.)]?\s*(?:,|и|или|[-–—]))$/iu;

interface Open {
  fragment: CommentaryFragment;
  lines: TextLine[];
  /** Index of its first line. */
  from: number;
}

interface OpenSection {
  section: SectionFragment;
  lines: TextLine[];
}

/** The text of `original` (which may hold emphasis marks) after the part whose plain text is `rest`. */
function keepEmphasis(original: string, plainText: string, rest: string): string {
  const o = original.trim();
  let skip = plainText.length - rest.length;
  let k = 0;
  while (skip > 0 && k < o.length) {
    if (o[k] !== EMPHASIS) skip--;
    k++;
  }
  return o.slice(k).trimStart();
}

/**
 * Commentary lines → law headings (`Правило 59. TITLE`, a title may run onto a
 * second line), paragraph fragments (`59.3.`, `74.2,3.`, `71А1.`), the front
 * sections («ПРЕДИСЛОВИЕ»…) and the title block before them. A numbered paragraph
 * starts only where the numbering goes forward in the current law, so `29.2. выше`
 * inside 29.3 stays text. Text before the first heading or paragraph of a piece of
 * text is a headless fragment, attributed later from its neighbours.
 */
export function segmentCommentary(
  lines: TextLine[],
  keep: readonly KeepOverride[] = [],
  usedKeep = new Set<KeepOverride>(),
  overridesPath = DEFAULT_OVERRIDES_PATH,
  where: (file: string, line: number) => { file: string; line: number } = (file, line) => ({ file, line }),
): CommentarySegments {
  const fragments: CommentaryFragment[] = [];
  const headings: LawHeading[] = [];
  const sections: SectionFragment[] = [];
  const titleBlocks: TitleBlock[] = [];
  const drops: Drop[] = [];
  const warnings: string[] = [];
  const notCommentary: CommentarySegments['notCommentary'] = [];
  /** Lines of a kept piece with no paragraph open before it: text of the paragraph after it. */
  let pending: TextLine[] = [];
  let law: number | undefined;
  let lastNumber = 0;
  let open: Open | undefined;
  let section: OpenSection | undefined;
  /** Index of the last line of the last law heading. */
  let headingEnd = -2;
  /** Index of the first line of the current piece of text (the file's start, or after a break). */
  let pieceStart = 0;

  const closeSection = (cutOff: boolean) => {
    if (!section) return;
    const last = section.lines[section.lines.length - 1];
    section.section.tailCut = cutOff && last !== undefined && !last.paraEnd && looksCutOff(last.text);
    section.section.blocks = toBlocks(section.lines);
    sections.push(section.section);
    section = undefined;
  };
  /** Close what is open; `cutOff`: the text breaks off here, `pagesMissing`: and pages are lost after it. */
  const takePending = () => {
    const p = pending;
    pending = [];
    return p;
  };
  /** A kept piece that no paragraph follows: a headless piece of its own, which the merge attributes on its evidence. */
  const flushPending = () => {
    if (!pending.length) return;
    const own = takePending();
    fragments.push({ file: own[0]!.file, headCut: true, tailCut: false, blocks: toBlocks(own), kept: true, ...(law !== undefined ? { law } : {}) });
  };
  const close = (cutOff: boolean, pagesMissing = false) => {
    closeSection(cutOff);
    if (!open) return;
    const { fragment, lines: own } = open;
    const last = own[own.length - 1];
    fragment.tailCut = pagesMissing || (cutOff && last !== undefined && !last.paraEnd && looksCutOff(last.text));
    fragment.blocks = toBlocks(own);
    if (fragment.blocks.length) fragments.push(fragment);
    // A number with no text after it is no paragraph: the ingest never emits one without source text.
    else for (const x of own) drops.push(...x.lines.map((line) => ({ file: x.file, line, reason: 'unattributed fragment' as const, note: 'a paragraph number with no text' })));
    open = undefined;
  };
  /** Open a paragraph; `cutOff`: the text before it may break off here (a number that jumps, where a page or a heading was lost). */
  const start = (fragment: CommentaryFragment, from: number, first?: TextLine, cutOff = false) => {
    const prev = fragments[fragments.length - 1];
    close(cutOff);
    if (prev && !prev.nextId && prev.file === fragment.file && fragment.id && !prev.id) prev.nextId = fragment.id;
    open = { fragment, lines: [...takePending(), ...(first ? [first] : [])], from };
  };
  /** Headless text at the start of a piece, before a front section or a law: a title block, when it reads like one. */
  const takeTitleBlock = (evidence: boolean) => {
    if (!open || open.fragment.id || open.fragment.law !== undefined || open.from !== pieceStart) return;
    const texts = open.lines.map((x) => plain(x.text).trim());
    // A front heading after it is evidence only for lines that read as no running text: the signed
    // end of a section («…их.» / «Г. Эндикотт» / «Лондон, 1992») is that section's, not a title block.
    if (!looksLikeTitleBlock(texts) && (!evidence || texts.some(readsAsProse))) return;
    const numbers = open.lines.flatMap((x) => x.lines);
    titleBlocks.push({ file: open.fragment.file, lines: numbers, text: texts });
    drops.push(...numbers.map((line) => ({ file: open!.fragment.file, line, reason: 'title block' as const })));
    open = undefined;
  };
  const dropLine = (l: TextLine, reason: Drop['reason']) => drops.push(...l.lines.map((line) => ({ file: l.file, line, reason })));
  /**
   * After a contents heading at `i`: the end of its entries. The list runs on while its lines read as
   * entries; a heading in it is a real one when prose follows it.
   */
  const contentsEnd = (i: number): number => {
    let j = i + 1;
    for (; j < lines.length && !lines[j]!.breakBefore; j++) {
      const t = plain(lines[j]!.text).trim();
      const next = lines[j + 1];
      // An entry that ends with its page (`Правило 17. Начало торговли ...... 14`) is no heading, whatever follows it.
      const realHeading = (readFrontHeading(t) !== undefined || LAW_HEADING.test(t)) && !/\d\s*$/u.test(t) && next !== undefined && !isContentsEntry(plain(next.text));
      if (!isContentsEntry(t) || realHeading) break;
    }
    return j;
  };
  /** A list of entries from `i` (LIST_ENTRIES or more, perhaps under a heading in capitals): the end of it. */
  const listEnd = (i: number): number | undefined => {
    const t = plain(lines[i]!.text).trim();
    const headed = isCapitals(t) && !/\d/u.test(t) && !isListEntry(t);
    let j = headed ? i + 1 : i;
    const from = j;
    while (j < lines.length && (j === from || !lines[j]!.breakBefore) && isListEntry(lines[j]!.text)) j++;
    return j - from >= LIST_ENTRIES ? j : undefined;
  };

  /**
   * A site's menu inside the text, from `i`, bounded by paragraph ends (or a sentence or law heading ending before it and a
   * paragraph's or law's start after it): a line of items between separators
   * (`Главная | Правила | Форум`), or a vertical run of LIST_ENTRIES or more short capitalised items, one a line.
   * The end of it.
   */
  const menuEnd = (i: number): number | undefined => {
    const prev = lines[i - 1];
    // Bounded by the text's own ends where no blank line sets it apart: a sentence ends before it, a
    // paragraph number or a law heading starts after it.
    const opensAfter = (t: string) => readParagraphStart(t) !== undefined || LAW_HEADING.test(t);
    if (prev !== undefined && !prev.paraEnd && !lines[i]!.breakBefore && !endsSentence(plain(prev.text).trim()) && !LAW_HEADING.test(plain(prev.text).trim())) return undefined;
    const ends = (j: number) => j === lines.length || lines[j - 1]!.paraEnd || lines[j]!.breakBefore === true || opensAfter(plain(lines[j]!.text).trim());
    let j = i;
    while (j < lines.length && (j === i || !lines[j]!.breakBefore) && isMenuLine(plain(lines[j]!.text))) j++;
    if (j > i) return ends(j) ? j : undefined;
    while (j < lines.length && (j === i || (!lines[j]!.breakBefore && !lines[j - 1]!.paraEnd)) && isMenuItem(plain(lines[j]!.text))) j++;
    return j - i >= LIST_ENTRIES && ends(j) ? j : undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const text = plain(l.text).trim();
    if (l.footnote && (open || section)) {
      // A footnote of a markup source follows its paragraph: never a heading or a number of its own.
      (section ?? open)!.lines.push(l);
      continue;
    }
    if (l.breakBefore) {
      close(true, l.pagesMissingBefore);
      flushPending();
      law = undefined;
      lastNumber = 0;
      pieceStart = i;
    }

    const front = readFrontHeading(text);
    // A piece that is no commentary (a contents list, a subject index): dropped whole and reported once,
    // or kept by a `keep` override as text of the paragraph it sits in.
    const listed = front?.kind === 'toc' ? contentsEnd(i) : listEnd(i);
    // A menu counts inside the text only: before it (the head of a page) the page stages told it by position.
    const menu = listed === undefined && (open || section || law !== undefined) ? menuEnd(i) : undefined;
    const list = listed ?? menu;
    if (list !== undefined) {
      const piece = lines.slice(i, list);
      const kept = keep.find((k) => k.file === l.file && collapseSpaces(text).startsWith(collapseSpaces(k.startsWith)));
      if (kept) {
        usedKeep.add(kept);
        const own = piece.map((x) => ({ ...x, paraEnd: true }));
        if (section) section.lines.push(...own);
        else if (open) open.lines.push(...own);
        else pending.push(...own);
      } else {
        const contentsList = menu === undefined && (front?.kind === 'toc' || piece.filter((x) => /(?:\.{3,}|…)\s*\d{1,4}\s*$/u.test(plain(x.text))).length * 2 >= piece.length);
        if (front?.kind === 'toc') takeTitleBlock(true);
        // A menu is the site's, inside the paragraph: the text around it goes on as before.
        if (menu === undefined) {
          close(false);
          closeSection(false);
        }
        for (const x of piece) dropLine(x, menu !== undefined ? 'web page chrome' : contentsList ? 'table of contents' : 'not commentary');
        const what = menu !== undefined ? "a site's menu" : contentsList ? 'a contents list' : 'an index: entries with page or paragraph numbers';
        notCommentary.push({ file: l.file, line: l.lines[0]!, what, opening: openingOf(text) });
        if (front?.kind === 'toc') {
          law = undefined;
          lastNumber = 0;
        }
      }
      i = list - 1;
      continue;
    }
    if (front?.kind === 'section') {
      takeTitleBlock(true);
      close(false);
      section = { section: { file: l.file, slug: front.slug, order: front.order, title: sentenceCase(front.title), titleLines: l.lines, blocks: [], tailCut: false }, lines: takePending() };
      law = undefined;
      lastNumber = 0;
      continue;
    }

    const heading = LAW_HEADING.exec(text);
    if (heading) heading[2] ??= '';
    const nextLine = lines[i + 1];
    // `Правило 29` (or `Правило 29.`) alone on its line, its title in capitals on the next: a heading split over two lines.
    // Not a citation's end (`см.` / `Правило 19.`), and the title straight below it, no blank line between.
    const before = lines[i - 1];
    const titleBelow =
      heading !== null &&
      heading[2] === '' &&
      !l.paraEnd &&
      (before === undefined || before.paraEnd || l.breakBefore === true || endsSentence(plain(before.text))) &&
      nextLine !== undefined &&
      !nextLine.breakBefore &&
      isCapitals(plain(nextLine.text)) &&
      !readParagraphStart(plain(nextLine.text).trim()) &&
      readFrontHeading(plain(nextLine.text).trim()) === undefined;
    // A title is a law heading when it is set in capitals, or when the markup says it is a title.
    if (heading && (isCapitals(heading[2]!) || l.title || titleBelow)) {
      takeTitleBlock(false);
      close(false);
      law = Number(heading[1]);
      lastNumber = 0;
      let title = heading[2]!;
      const titleLines = [...l.lines];
      const next = lines[i + 1];
      if (titleBelow || (!l.paraEnd && next && !next.breakBefore && (isCapitals(next.text) || (l.title && next.title)) && !readParagraphStart(plain(next.text).trim()))) {
        title = `${title} ${next!.text.trim()}`;
        titleLines.push(...next!.lines);
        i++;
      }
      headings.push({ law, title: sentenceCase(title.trim()), file: l.file, lines: titleLines });
      headingEnd = i;
      continue;
    }

    const para = readParagraphStart(text);
    const prev = lines[i - 1];
    // A number at a line's start whose text starts capitalised, after a line a page may have cut, is a
    // paragraph's start (`…согласится на` / `63.4. Обстоятельства…`); not after a citation's word (`см. п.` / `63.2. выше`).
    const cutBefore = para !== undefined && para.kind === 'number' && prev !== undefined && startsCapitalised(para.rest) && !CITES_ON.test(plain(prev.text).trim());
    if (para && (startsAParagraph(prev, l, headingEnd === i - 1) || cutBefore)) {
      const first = para.kind === 'number' ? para.numbers[0]! : lastNumber;
      // The open paragraph's own number again before an item mark (`2.3.(а) …` / `2.3.(б) …`) is its
      // next item, printed with the number as the first was: never a second copy of the paragraph.
      if (open && para.kind === 'number' && open.fragment.id === `${para.law}.${first}` && /^\(/u.test(plain(para.rest))) {
        open.lines.push({ ...l, text: keepEmphasis(l.text, text, para.rest) });
        continue;
      }
      const forward =
        para.kind === 'subsection'
          ? (law === undefined || para.law === law) && (prev === undefined || headingEnd === i - 1 || prev.paraEnd) && !/:\s*$/u.test(plain(prev?.text ?? ''))
          : law === undefined
            ? !open || !open.fragment.id
            : para.law === law
              ? first > lastNumber
              : para.law > law && first === 1;
      // A number that jumps back, or to another law, where a paragraph can start (after a paragraph or
      // sentence end, its text capitalised) is a paragraph whose law heading was lost: never text of the
      // paragraph before (`12.9.` after 11.5, `70.2` after 64.3), and a warning says so.
      const jump = !forward && para.kind === 'number' && law !== undefined && startsCapitalised(para.rest);
      if (jump) {
        const printed = text.slice(0, text.length - para.rest.length).trim();
        warnings.push(numberJumpWarning({ at: where(l.file, l.lines[0]!), id: `${para.law}.${first}`, after: `${law}.${lastNumber}`, printed }, overridesPath));
      }
      if (forward || jump) {
        law = para.law;
        const id = para.kind === 'number' ? `${para.law}.${first}` : para.id;
        const fragment: CommentaryFragment = { file: l.file, id, law: para.law, headCut: false, tailCut: false, blocks: [] };
        if (para.kind === 'number' && para.numbers.length > 1) fragment.alsoIds = para.numbers.slice(1).map((n) => `${para.law}.${n}`);
        if (para.kind === 'subsection') fragment.order = lastNumber + 0.5;
        lastNumber = para.kind === 'number' ? para.numbers[para.numbers.length - 1]! : lastNumber;
        // A headless fragment just before learns which paragraph follows it.
        if (open && !open.fragment.id) open.fragment.nextId = id;
        start(fragment, i, { ...l, text: keepEmphasis(l.text, text, para.rest) }, jump);
        continue;
      }
    }

    if (section) {
      section.lines.push(l);
      continue;
    }
    if (!open) {
      const headless = law === undefined ? HEADLESS.exec(text) : undefined;
      const fragment: CommentaryFragment = { file: l.file, headCut: true, tailCut: false, blocks: [] };
      if (law !== undefined) fragment.law = law;
      if (headless) {
        fragment.numberHint = Number(headless[1]);
        open = { fragment, lines: [{ ...l, text: keepEmphasis(l.text, text, headless[2]!) }], from: i };
      } else {
        open = { fragment, lines: [l], from: i };
      }
      continue;
    }
    open.lines.push(l);
  }
  close(true);
  flushPending();
  return { fragments, headings, sections, titleBlocks, drops, warnings, notCommentary };
}
