import { describe, expect, it } from 'vitest';
import { merge } from '../../scripts/ingest/merge.ts';
import { fromSource } from '../../scripts/ingest/normalize/stage.ts';
import { segmentCommentary } from '../../scripts/ingest/segment/segment-commentary.ts';
import { segmentLawText } from '../../scripts/ingest/segment/segment-law-text.ts';
import { splitItems } from '../../scripts/ingest/segment/split-blocks.ts';
import { looksCutOff, sentenceCase } from '../../scripts/ingest/shape/text-shape.ts';

/** Test lines; a trailing ¶ marks a paragraph end, as markParagraphEnds would. */
const lines = (...texts: string[]) =>
  fromSource(texts.map((text, i) => ({ file: 'f.txt', n: i + 1, text }))).map((l) => ({ ...l, text: l.text.replace(/¶$/u, ''), paraEnd: l.text.endsWith('¶') }));

describe('segment (commentary)', () => {
  it('reads a law heading whose title runs onto a second line, in sentence case', () => {
    const s = segmentCommentary(lines('Правило 59. ОТСУТСТВИЕ ВОЗМОЖНОСТИ', 'НА ХОД ИЛИ ИГРУ КАРТОЙ¶', '59.1. Текст.¶'));
    expect(s.headings.map((h) => [h.law, h.title, h.lines])).toEqual([[59, 'Отсутствие возможности на ход или игру картой', [1, 2]]]);
    expect(s.fragments.map((f) => f.id)).toEqual(['59.1']);
  });

  it('reads a law heading split over two lines, but not a citation that ends on «Правило 19.» before a heading in capitals', () => {
    const s = segmentCommentary(lines('Правило 33', 'ОДНОВРЕМЕННЫЕ ЗАЯВКИ¶', '33.2. Текст, см.', 'Правило 19.¶', 'СОДЕРЖАНИЕ', 'Правило 57. Ход ...... 3', 'Правило 58. Игра ...... 5', 'Правило 59. Карта ...... 7¶', '33.3. Дальше.¶'));
    expect(s.headings.map((h) => [h.law, h.title])).toEqual([[33, 'Одновременные заявки']]);
    expect(s.fragments.map((f) => f.id)).toEqual(['33.2', '33.3']);
    expect(s.warnings).toEqual([]);
  });

  it('starts a paragraph only where the numbering goes forward', () => {
    const s = segmentCommentary(lines('Правило 29. ПРОЦЕДУРА¶', '29.3. Если, как в', '29.2. выше, заявка аннулируется.¶', '29.4. Дальше.¶'));
    expect(s.fragments.map((f) => f.id)).toEqual(['29.3', '29.4']);
    expect(s.fragments[0]!.blocks[0]).toMatchObject({ kind: 'text', text: 'Если, как в 29.2. выше, заявка аннулируется.', lines: [2, 3] });
  });

  it('starts the law of a number that jumps to another law or back, with a warning that its heading is missing', () => {
    const s = segmentCommentary(lines('Правило 11. ПОТЕРЯ¶', '11.5. Текст.¶', '12.9. Весовой счет.¶', '12.4. Снова сначала.¶', '12.5. И дальше, как в', '12.3. выше.¶'));
    expect(s.fragments.map((f) => f.id)).toEqual(['11.5', '12.9', '12.4', '12.5']);
    expect(s.warnings).toEqual([expect.stringMatching(/^f\.txt:3: 12\.9 follows 11\.5 without the heading «Правило 12\.»/u), expect.stringMatching(/^f\.txt:4: the numbering goes back from 12\.9 to 12\.4/u)]);
  });

  it('keeps a headless piece with its visible number and the paragraph that follows it', () => {
    const s = segmentCommentary(lines('2. Эта ситуация может возникнуть.¶', '57.3. Регуляция.¶'));
    expect(s.fragments[0]).toMatchObject({ numberHint: 2, nextId: '57.3', headCut: true });
    expect(s.fragments[0]!.id).toBeUndefined();
  });

  it('marks a paragraph cut off at the end of the text', () => {
    const s = segmentCommentary(lines('Правило 64. ПРОЦЕДУРА¶', '64.2. Ситуации:¶', '(i) в руке болвана или в другом месте;'));
    expect(s.fragments[0]!.tailCut).toBe(true);
  });
});

describe('segment (items and shapes)', () => {
  it('splits items at (a) (b) (c) after a colon, and leaves 31А2(b) alone', () => {
    expect(splitItems('в которых: (a) игрок обязан, И (b) у него нет карт по Правилу 31А2(b).')).toEqual({
      lead: 'в которых:',
      items: [
        { label: 'a', text: 'игрок обязан, И' },
        { label: 'b', text: 'у него нет карт по Правилу 31А2(b).' },
      ],
    });
  });

  it('tells a cut-off text from a finished one', () => {
    expect(looksCutOff('выполнено его партнером (см.')).toBe(true);
    expect(looksCutOff('права игрока на')).toBe(true);
    expect(looksCutOff('согласно Правилу 26В.')).toBe(false);
    expect(sentenceCase('КОРРЕКЦИЯ ФАЛЬШРЕНОНСА')).toBe('Коррекция фальшренонса');
  });
});

describe('segment (law text)', () => {
  it('finds sections in the middle of a line, subsections and items, with anchors', () => {
    const s = segmentLawText(
      lines('Правило 55. Ход разыгрывающего¶', 'A.Ход принят¶', 'Текст. B.От разыгрывающего требуют¶', '1.Ход принадлежит вистующему¶', 'Текст.¶', '(A).Потребовать¶', 'Текст.¶'),
      [],
    );
    const ids = (ns: { id: string; children: unknown[] }[]): string[] => ns.flatMap((n) => [n.id, ...ids(n.children as never)]);
    expect(ids(s.laws[0]!.sections)).toEqual(['55A', '55B', '55B1', '55B1a']);
  });

  it('places a piece that starts mid-law only by an override, and reports it otherwise', () => {
    const piece = lines('при первой легальной возможности.¶');
    expect(segmentLawText(piece, []).unattributed.map((d) => d.line)).toEqual([1]);
    const placed = segmentLawText(piece, [{ file: 'f.txt', startsWith: 'при первой', law: 50, at: 'D1', why: 'test' }]);
    expect(placed.laws[0]!.sections[0]!.children[0]).toMatchObject({ id: '50D1', headCut: true });
  });
});

describe('merge', () => {
  it('keeps the most complete copy and accounts for the other as a duplicate', () => {
    const whole = segmentCommentary(lines('Правило 59. ОТСУТСТВИЕ¶', '59.3. Текст целиком (см. п. 50.9.).¶')).fragments;
    const cut = segmentCommentary(lines('Правило 59. ОТСУТСТВИЕ¶', '59.3. Текст целиком (см.')).fragments.map((f) => ({ ...f, file: 'g.txt' }));
    const m = merge([...cut, ...whole], []);
    expect(m.paragraphs).toHaveLength(1);
    expect(m.paragraphs[0]).toMatchObject({ id: '59.3', file: 'f.txt', incomplete: [] });
    expect(m.drops.map((d) => [d.file, d.reason])).toEqual([['g.txt', 'duplicate copy']]);
  });

  it('attributes a headless piece from its neighbour and marks it incomplete', () => {
    const m = merge(segmentCommentary(lines('2. Эта ситуация.¶', '57.3. Регуляция.¶')).fragments, []);
    expect(m.paragraphs.map((p) => [p.id, p.incomplete])).toEqual([['57.2', ['head']], ['57.3', []]]);
  });
});

describe('paragraph numbers (readParagraphStart)', () => {
  it('labels a paragraph by a law subsection with the Ref id, and reads no place of the Laws as no paragraph', async () => {
    const { readParagraphStart } = await import('../../scripts/ingest/segment/paragraph-number.ts');
    expect(readParagraphStart('71А1. Отказ допускается.')).toMatchObject({ kind: 'subsection', law: 71, id: '71.A1' });
    expect(readParagraphStart('71B Срок кончается.')).toMatchObject({ kind: 'subsection', id: '71.B' });
    expect(readParagraphStart('71А25. Нет такого пункта.')).toBeUndefined();
    expect(readParagraphStart('95А1. Нет такого правила.')).toBeUndefined();
  });
});
