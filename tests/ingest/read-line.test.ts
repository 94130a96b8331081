import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceDir } from '../../scripts/ingest/files.ts';
import { runOnCuts, splitAt, splitRunOnLines } from '../../scripts/ingest/normalize/split-run-on-lines.ts';
import { readLine } from '../../scripts/ingest/shape/read-line.ts';
import { furnitureLine, word } from '../support/furniture.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const seeds = readSourceDir(join(import.meta.dirname, '../../content/sources'));

describe('readLine: furniture and text told apart by the line itself', () => {
  it('never reads a generated furniture line (menus, crumbs, counters, bars, file names, footers) as text', () => {
    fc.assert(
      fc.property(furnitureLine, (line) => {
        expect(readLine(line).kind, line).not.toBe('text');
      }),
      { numRuns: RUNS * 25 },
    );
  });

  it('reads no line of the seeds as furniture on its own evidence', () => {
    for (const s of seeds.sources) {
      Buffer.from(s.bytes)
        .toString('utf8')
        .split('\n')
        .forEach((line, i) => {
          const r = readLine(line);
          expect(r.kind === 'furniture' && r.strong, `${s.file}:${i + 1} ${line}`).toBe(false);
        });
    }
  });

  it('reads a sentence of random lower-case words with a function word and a full stop as text', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 8 }), fc.constantFrom('и', 'в', 'не', 'что', 'на'), (ws, fw) => {
        const line = `${[...ws.slice(0, 1), fw, ...ws.slice(1)].join(' ')}.`;
        expect(readLine(line).kind).toBe('text');
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    ['Правило 63. УСТАНОВЛЕНИЕ ФАЛЬШРЕНОНСА', 'law heading'],
    ['63.5. Фальшренонс защитника устанавливается также,', 'paragraph number'],
    ['ВВЕДЕНИЕ', 'front heading'],
    ['(b) карты каждой масти', 'item'],
  ])('reads «%s» as the book’s structure (%s)', (line, why) => {
    expect(readLine(line)).toEqual({ kind: 'text', why });
  });
});

describe('a copy whose line ends were lost is cut back into lines', () => {
  const line = 'Правило 50. ШТРАФНАЯ КАРТА¶ 50.1. Карта защитника становится штрафной, см. п. 44.2. ниже и Правило 50. Подробнее.¶ ..page2 50.2. Младшая карта. 50.3. Старшая карта (см. 50.2. выше).';

  it('at paragraph marks, page marks and paragraph numbers after a sentence, never inside a citation', () => {
    expect(splitAt(line, runOnCuts(line))).toEqual([
      'Правило 50. ШТРАФНАЯ КАРТА¶',
      '50.1. Карта защитника становится штрафной, см. п. 44.2. ниже и Правило 50. Подробнее.¶',
      '..page2',
      '50.2. Младшая карта.',
      '50.3. Старшая карта (см. 50.2. выше).',
    ]);
  });

  const one = (text: string) => splitRunOnLines([{ file: 'f.txt', lines: [1], text, paraEnd: false }]).lines.map((l) => l.text);

  it('of any length, when it holds a law heading or several numbered paragraphs, a title in capitals before the first', () => {
    expect(one('Правило 44. ПОРЯДОК 44.1. Ход любой картой. 44.2. Ход в масть.')).toEqual(['Правило 44. ПОРЯДОК', '44.1. Ход любой картой.', '44.2. Ход в масть.']);
    expect(one('Правило 44. ПОРЯДОК ВЗЯТКИ 44.1. Ход любой картой.')).toEqual(['Правило 44. ПОРЯДОК ВЗЯТКИ', '44.1. Ход любой картой.']);
    expect(one('44.1. Ход любой картой. 44.2. Ход в масть.')).toEqual(['44.1. Ход любой картой.', '44.2. Ход в масть.']);
  });

  it('but not a line of running text with one number after a sentence', () => {
    const text = 'Об этом сказано раньше. 44.2. Здесь речь о другом';
    expect(one(text)).toEqual([text]);
  });
});
