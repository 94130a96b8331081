/** Dummy's rights: 2017 Law 42 (and 43A1, 61B2); 1987 Law 42 by number, 61.5(iv) for dummy's question to a defender. */
import { describe, expect, it } from 'vitest';
import { DUMMY_RIGHTS_DOMAIN, type DummyRightsInput, type DummyRightsOutcome, dummyRights } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: DummyRightsOutcome) => `${o.dummyMay ? 'may' : 'may-not'}${o.dummyLiableToPenalty ? '|penalty' : ''}`;

const T: (ed: '1987' | '2017') => readonly Row<DummyRightsInput>[] = (ed) => {
  const id = (a: string, b: string) => (ed === '1987' ? a : `2017:${b}`);
  return [
    { input: { action: ['gives-information-on-fact-or-law', 'keeps-count-of-tricks'] }, outcome: 'may', decidedBy: id('42', '42A') },
    { input: { action: 'asks-declarer-about-a-revoke' }, outcome: 'may', decidedBy: id('42B1', '42B1') },
    { input: { action: 'asks-a-defender-about-a-revoke' }, outcome: 'may-not|penalty', decidedBy: id('42B1', '61B') },
    { input: { action: 'tries-to-prevent-declarers-irregularity' }, outcome: 'may', decidedBy: id('42', '42B2') },
    { input: { action: 'draws-attention-to-an-irregularity-during-play' }, outcome: 'may-not|penalty', decidedBy: id('43', '43A1') },
    { input: { action: 'draws-attention-to-an-irregularity-after-play' }, outcome: 'may', decidedBy: id('42', '42B3') },
  ];
};

describe('dummyRights (42)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(DUMMY_RIGHTS_DOMAIN, ['action']);
  });
  it('rules every action under 1987 as the table says', () => {
    expectTable(DUMMY_RIGHTS_DOMAIN, dummyRights, T('1987'), S, 7);
  });
  it('rules every action under 2017 as the table written from 42 and 43A1 says', () => {
    expectTable(DUMMY_RIGHTS_DOMAIN, (i: DummyRightsInput) => dummyRights(i, '2017'), T('2017'), S, 7);
  });
  it('under 2017, a question to a defender breaches 61B2(b) itself (1987: not a breach of 61B, 61.5(iv))', () => {
    const now = dummyRights({ action: 'asks-a-defender-about-a-revoke' }, '2017');
    const old = dummyRights({ action: 'asks-a-defender-about-a-revoke' });
    expect(now.ok && now.explanation.en).toContain('61B2(b)');
    expect(now.ok && now.explanation.en).not.toMatch(/not a breach of Law 61B/u);
    expect(old.ok && old.explanation.en).toMatch(/not a breach of Law 61B/u);
  });
  it('under both editions: a question to a defender establishes no revoke and may be unauthorised information (Law 16)', () => {
    for (const ed of ['1987', '2017'] as const) {
      const r = dummyRights({ action: 'asks-a-defender-about-a-revoke' }, ed);
      expect(r.ok && r.cites.some((c) => /(^|:)16$/u.test(c)), ed).toBe(true);
      expect(r.ok && r.explanation.en).toMatch(/establishes no revoke/u);
    }
  });
});
