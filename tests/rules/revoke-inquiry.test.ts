import { describe, expect, it } from 'vitest';
import {
  REVOKE_INQUIRY_DOMAIN,
  type RevokeInquiryInput,
  type RevokeInquiryOutcome,
  revokeInquiry,
} from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (mayAsk: boolean, consequence: RevokeInquiryOutcome['consequence']) => `${mayAsk ? 'may-ask' : 'may-not-ask'}|${consequence}`;

/**
 * Table 61.3 (flattened in the source as «Разыгрывающий болван, защитник» /
 * «Защитник разыгрывающий болван, другой защитник»):
 *   failed to follow | may ask            | may not ask
 *   declarer         | dummy, defender    | —
 *   defender         | declarer           | dummy, the other defender
 * plus the 1988 zonal option (61.5(i)) and the consequences of 61.5(i)–(iv).
 */
const INQUIRY_TABLE: readonly Row<RevokeInquiryInput>[] = [
  { input: { failedToFollow: 'declarer', asker: 'declarer' }, outcome: 'invalid', note: 'nobody asks himself' },
  { input: { failedToFollow: 'declarer', asker: 'dummy' }, outcome: S(true, 'none'), decidedBy: '61B' },
  { input: { failedToFollow: 'declarer', asker: 'defender' }, outcome: S(true, 'none'), decidedBy: '61B' },
  { input: { failedToFollow: 'defender', asker: 'declarer' }, outcome: S(true, 'none'), decidedBy: '61B' },
  // 63.5 note: dummy's question to a defender breaches 42B1, not 61B; 61.5(iv).
  { input: { failedToFollow: 'defender', asker: 'dummy' }, outcome: S(false, 'dummy-procedural-breach'), decidedBy: '42B1' },
  // 1988 amendment: permitted where the Zonal Organisation allows it.
  { input: { failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: true }, outcome: S(true, 'none'), decidedBy: '61B' },
  // 61.5(i), 63A4: the illegal question establishes an actual revoke.
  { input: { failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: false, revokeOccurred: true }, outcome: S(false, 'revoke-established'), decidedBy: '63A4' },
  // 61.5(iii): no revoke — still an illegal question that may pass unauthorised information.
  { input: { failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: false, revokeOccurred: false }, outcome: S(false, 'unauthorised-information'), decidedBy: '61B' },
];

describe('revokeInquiry (61B, table 61.3)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(REVOKE_INQUIRY_DOMAIN, ['failedToFollow', 'asker', 'zonalOrganisationPermitsDefendersToAsk', 'revokeOccurred']);
  });

  it('rules every combination of inputs as the table written from 61.3 says', () => {
    expectTable(REVOKE_INQUIRY_DOMAIN, revokeInquiry, INQUIRY_TABLE, (o: RevokeInquiryOutcome) => S(o.mayAsk, o.consequence), 24);
  });

  it('says the EBL does not use the zonal option and the 001 text has none, whenever defenders ask each other', () => {
    for (const zonal of [false, true]) {
      for (const revokeOccurred of [false, true]) {
        const r = revokeInquiry({ failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: zonal, revokeOccurred });
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        expect(r.editionNote?.ru).toContain('EBL');
        expect(r.editionNote?.ru).toContain('но никак иначе');
        expect(r.explanation.ru).toContain(r.editionNote?.ru ?? '<missing>');
      }
    }
  });

  it('cites the 61.5(ii) penalty card for a correction attempted after an illegal question', () => {
    const r = revokeInquiry({ failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: false, revokeOccurred: true });
    expect(r.ok && r.cites).toEqual(expect.arrayContaining(['63A4', '61.5(i)', '61.5(ii)', '64']));
  });

  it('points out that 61.5(iv) prints Law 41B1 where 42B1 is meant', () => {
    const r = revokeInquiry({ failedToFollow: 'defender', asker: 'dummy', zonalOrganisationPermitsDefendersToAsk: false, revokeOccurred: true });
    expect(r.ok && r.explanation.en).toContain('41B1');
    expect(r.ok && r.cites).toEqual(expect.arrayContaining(['42B1', '61.5(iv)', '63.5', '90', '16']));
  });
});
