/**
 * An exam in progress kept over a reload (src/lib/quiz/exam.ts): a stored record is read back
 * only when whole, resumed only when it is the exam the address names and every question and
 * choice still exists; anything else starts afresh, never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { examFrom, parseExam, resumeExam, type StoredExam } from '../../src/lib/quiz/exam.ts';

const bank = ['a-1987-1', 'b-1987-2', 'c-1987-3', 'd-1987-4'].map((id) => ({ id, choices: ['x', 'y', 'z'] }));
const lookup = (id: string) => bank.find((q) => q.id === id) ?? (id === 'old-1987-9' ? bank[1] : undefined);
const exam = (over: Partial<StoredExam> = {}): StoredExam => ({ v: 1, ed: '1987', n: 10, ids: bank.map((q) => q.id), chosen: [0, 2], at: 2, ...over });
const want = (q: string | null) => ({ ed: '1987', n: 10, q });

describe('parseExam', () => {
  it('reads back what was stored: on a question, answered or not, and finished', () => {
    for (const e of [exam(), exam({ chosen: [0, 2, 1] }), exam({ chosen: [0, 2, 1, 0], at: 4 }), exam({ chosen: [], at: 0 })])
      expect(parseExam(JSON.stringify(e))).toEqual(e);
  });

  it('drops what is malformed or inconsistent', () => {
    const bad: unknown[] = [
      null, 'x', [], {}, { ...exam(), v: 2 }, { ...exam(), ed: '1997' }, { ...exam(), n: -1 }, { ...exam(), ids: [] },
      { ...exam(), ids: ['a', 'a'] }, { ...exam(), ids: [1, 2] }, { ...exam(), chosen: [0, -1] }, { ...exam(), chosen: [0.5, 1] },
      { ...exam(), at: 5 }, { ...exam(), chosen: [0] }, { ...exam(), chosen: [0, 1, 2, 0] }, { ...exam(), at: 4, chosen: [0, 1, 2] },
    ];
    for (const b of bad) expect(parseExam(JSON.stringify(b)), JSON.stringify(b)).toBeNull();
    expect(parseExam(null)).toBeNull();
    expect(parseExam('{"v":1,')).toBeNull();
  });

  it('never throws, whatever is stored', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (s) => void parseExam(s)));
    fc.assert(fc.property(fc.record({ v: fc.constant(1), ed: fc.constantFrom('1987', '2017', 'differs'), n: fc.nat(), ids: fc.array(fc.string()), chosen: fc.array(fc.integer()), at: fc.integer() }), (r) => {
      const e = parseExam(JSON.stringify(r));
      void resumeExam(e, want(r.ids[r.at] ?? null), lookup);
      if (e) expect(e.chosen.length).toBeLessThanOrEqual(e.ids.length);
    }));
  });
});

describe('resumeExam', () => {
  it('resumes at the question of ?q=, answers kept; after its answer if it was answered', () => {
    expect(resumeExam(exam(), want('c-1987-3'), lookup)).toEqual({ qs: bank, chosen: [0, 2], i: 2, answered: false });
    expect(resumeExam(exam({ chosen: [0, 2, 1] }), want('c-1987-3'), lookup)).toMatchObject({ i: 2, answered: true, chosen: [0, 2, 1] });
    // No ?q= (the score's address): wherever it was, the score if over.
    expect(resumeExam(exam({ chosen: [0, 2, 1, 0], at: 4 }), want(null), lookup)).toMatchObject({ i: 4, chosen: [0, 2, 1, 0] });
  });

  it('is not the exam the address names: another question, edition set or size', () => {
    expect(resumeExam(exam(), want('b-1987-2'), lookup)).toBeNull();
    expect(resumeExam(exam(), want('z-1987-0'), lookup)).toBeNull();
    expect(resumeExam(exam(), { ...want('c-1987-3'), ed: '2017' }, lookup)).toBeNull();
    expect(resumeExam(exam(), { ...want('c-1987-3'), n: 20 }, lookup)).toBeNull();
    expect(resumeExam(exam({ chosen: [0, 2, 1, 0], at: 4 }), want('d-1987-4'), lookup)).toBeNull();
    expect(resumeExam(null, want('c-1987-3'), lookup)).toBeNull();
  });

  it('is dropped when the bank changed under it: a question gone, two now one, a choice gone', () => {
    expect(resumeExam(exam({ ids: ['a-1987-1', 'gone-1987-0', 'c-1987-3'] }), want('c-1987-3'), lookup)).toBeNull();
    expect(resumeExam(exam({ ids: ['a-1987-1', 'old-1987-9', 'b-1987-2'] }), want('b-1987-2'), lookup)).toBeNull();
    expect(resumeExam(exam({ chosen: [0, 3] }), want('c-1987-3'), lookup)).toBeNull();
  });

  it('takes an id dropped as a repeat for the question kept in its place', () => {
    const e = exam({ ids: ['a-1987-1', 'old-1987-9', 'c-1987-3'], chosen: [1], at: 1 });
    expect(resumeExam(e, want('b-1987-2'), lookup)).toMatchObject({ qs: [bank[0], bank[1], bank[2]], i: 1 });
    expect(resumeExam(e, want('old-1987-9'), lookup)).toMatchObject({ i: 1 });
  });
});

describe('examFrom', () => {
  it('puts the question a shared address names first, once, and keeps the size', () => {
    expect(examFrom(bank[2]!, bank, 3).map((q) => q.id)).toEqual(['c-1987-3', 'a-1987-1', 'b-1987-2']);
    expect(examFrom(bank[3]!, bank.slice(0, 2), 10).map((q) => q.id)).toEqual(['d-1987-4', 'a-1987-1', 'b-1987-2']);
  });
});
