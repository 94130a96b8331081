import { describe, expect, it } from 'vitest';
import { dropRepeatedLines } from '../../scripts/ingest/normalize/drop-repeated-lines.ts';
import { joinSplitWords } from '../../scripts/ingest/normalize/join-split-words.ts';
import { markParagraphEnds } from '../../scripts/ingest/normalize/mark-paragraph-ends.ts';
import { recoverEmphasis } from '../../scripts/ingest/normalize/recover-emphasis.ts';
import { fromSource } from '../../scripts/ingest/normalize/stage.ts';
import { stripBookPageNumbers } from '../../scripts/ingest/normalize/strip-book-page-numbers.ts';
import { stripHeadingUnderlines } from '../../scripts/ingest/normalize/strip-heading-underlines.ts';
import { stripPageMarkers } from '../../scripts/ingest/normalize/strip-page-markers.ts';
import { isPaginationRun, stripPagination } from '../../scripts/ingest/normalize/strip-pagination.ts';
import { EMPHASIS } from '../../scripts/ingest/types.ts';

const lines = (...texts: string[]) => fromSource(texts.map((text, i) => ({ file: 'f.txt', n: i + 1, text })));
const em = (w: string) => `${EMPHASIS}${w}${EMPHASIS}`;

describe('normalize stages', () => {
  it('markParagraphEnds strips ¶ and (DC4) and marks the paragraph end', () => {
    const r = markParagraphEnds(lines('конец.¶', 'тоже.(DC4)', 'дальше'));
    expect(r.lines.map((l) => [l.text, l.paraEnd])).toEqual([['конец.', true], ['тоже.', true], ['дальше', false]]);
    expect(r.cleans).toHaveLength(2);
  });

  it('markParagraphEnds drops a lone ¶ and closes the paragraph before it', () => {
    const r = markParagraphEnds(lines('текст', '¶'));
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]!.paraEnd).toBe(true);
    expect(r.drops).toEqual([{ file: 'f.txt', line: 2, reason: 'paragraph mark only' }]);
  });

  it('stripPageMarkers drops ..page4 and ..page 3 lines only', () => {
    const r = stripPageMarkers(lines('..page4', '..page 3', 'см. ..page в тексте'));
    expect(r.lines.map((l) => l.text)).toEqual(['см. ..page в тексте']);
    expect(r.drops.map((d) => d.reason)).toEqual(['page marker', 'page marker']);
  });

  it('stripPagination drops 1 2 3 … N runs and flags the next line as a new copy', () => {
    expect(isPaginationRun('1 2 3 4 5 6 7 8 9 10')).toBe(true);
    expect(isPaginationRun('1 2 3 5 6')).toBe(false);
    expect(isPaginationRun('4 руки')).toBe(false);
    const r = stripPagination(lines('текст', '1 2 3 4 5 6', 'копия'));
    expect(r.lines.map((l) => [l.text, l.breakBefore ?? false])).toEqual([['текст', false], ['копия', true]]);
  });

  it('stripBookPageNumbers removes «– 77 » at a line start and starts a new piece', () => {
    const r = stripBookPageNumbers(lines('– 77 при первой возможности', 'дефис - 5 карт'));
    expect(r.lines.map((l) => l.text)).toEqual(['при первой возможности', 'дефис - 5 карт']);
    expect(r.lines[0]!.breakBefore).toBe(true);
  });

  it('stripHeadingUnderlines drops ???/=== lines and splits a line at a glued rule', () => {
    const r = stripHeadingUnderlines(lines('========', '?? ?? ??', '????? A.Заголовок', 'текст. ?????? (*) - сноска'));
    expect(r.lines.map((l) => l.text)).toEqual(['A.Заголовок', 'текст.', '(*) - сноска']);
    expect(r.drops.map((d) => d.line)).toEqual([1, 2]);
  });

  it('dropRepeatedLines keeps the first of identical consecutive table header lines', () => {
    const r = dropRepeatedLines(lines('а б в г', 'а б в г', 'а б в г', 'д'));
    expect(r.lines.map((l) => l.text)).toEqual(['а б в г', 'д']);
    expect(r.drops.map((d) => d.reason)).toEqual(['repeated table header', 'repeated table header']);
  });

  it('recoverEmphasis turns an echoed word into emphasis in the line before', () => {
    const r = recoverEmphasis(lines('выиграна виновным игроком".', 'игроком', 'игроком', 'Наказания'));
    expect(r.lines.map((l) => l.text)).toEqual([`выиграна виновным ${em('игроком')}".`, 'Наказания']);
    expect(r.drops.map((d) => d.reason)).toEqual(['echoed emphasis', 'echoed emphasis']);
  });

  it('recoverEmphasis takes a single echo line too, punctuation included', () => {
    const r = recoverEmphasis(lines('Примечание: по поводу', 'Примечание:', 'очереди'));
    expect(r.lines.map((l) => l.text)).toEqual([`${em('Примечание:')} по поводу`, 'очереди']);
  });

  it('recoverEmphasis leaves a one-word line alone when the line before lacks the word', () => {
    const r = recoverEmphasis(lines('руке разыгрывающего или', 'болвана'));
    expect(r.lines.map((l) => l.text)).toEqual(['руке разыгрывающего или', 'болвана']);
    expect(r.drops).toEqual([]);
  });

  it('joinSplitWords glues a word split across a blank line', () => {
    const r = joinSplitWords(lines('наказания и нака', '', 'зания', 'наказания'));
    expect(r.lines.map((l) => l.text)).toEqual(['наказания и наказания', 'наказания']);
    expect(r.lines[0]!.lines).toEqual([1, 3]);
  });

  it('joinSplitWords keeps two real words apart with a space', () => {
    const r = joinSplitWords(lines('руке разыгрывающего или', '', 'болвана', 'или болвана'));
    expect(r.lines[0]!.text).toBe('руке разыгрывающего или болвана');
  });

  it('joinSplitWords leaves a finished sentence and a capitalised next line alone', () => {
    const r = joinSplitWords(lines('Конец.', '', 'дальше', 'Заголовок', '', 'Текст'));
    expect(r.lines.map((l) => l.text)).toEqual(['Конец.', '', 'дальше', 'Заголовок', '', 'Текст']);
  });
});
