import { describe, expect, it } from 'vitest';
import {
  CLASSIFY_PENALTY_CARD_DOMAIN,
  type ClassifyPenaltyCardInput,
  type ClassifyPenaltyCardOutcome,
  PENALTY_CARD_LEAD_OPTIONS_DOMAIN,
  PENALTY_CARD_PLAY_DOMAIN,
  PENALTY_CARD_TO_PLAY_DOMAIN,
  type PenaltyCardLeadOptionsInput,
  type PenaltyCardLeadOptionsOutcome,
  type PenaltyCardPlayInput,
  type PenaltyCardPlayOutcome,
  type PenaltyCardToPlayInput,
  type PenaltyCardToPlayOutcome,
  classifyPenaltyCard,
  enumerateDomain,
  penaltyCardLeadOptions,
  penaltyCardPlay,
  penaltyCardToPlay,
  RULES,
} from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

// 50B; 48A
const CLASSIFY_TABLE: readonly Row<ClassifyPenaltyCardInput>[] = [
  { input: { exposedBy: 'declarer' }, outcome: 'not-a-penalty-card', decidedBy: '48A' },
  { input: { exposedBy: 'defender', cards: 'single', rank: 'below-honour', manner: 'inadvertent' }, outcome: 'minor', decidedBy: '50B' },
  { input: { exposedBy: 'defender', cards: 'single', rank: 'below-honour', manner: 'deliberate' }, outcome: 'major', decidedBy: '50B' },
  { input: { exposedBy: 'defender', cards: 'single', rank: 'honour' }, outcome: 'major', decidedBy: '50B' },
  { input: { exposedBy: 'defender', cards: 'two-or-more' }, outcome: 'major', decidedBy: '50B' },
];

const TO_LEAD_OR_VOID = ['offender-to-lead', 'other-suit-led-offender-void'] as const;
const NOT_FOLLOWING_OTHER = ['offender-to-lead', 'penalty-suit-led', 'other-suit-led-offender-void'] as const;

// 50C (minor), 50D1 (major), 44 (follow suit first), 61A/59.5 (failure = revoke).
const LAW_52 = 'declarer-accepts-or-requires-penalty-card';
const PLAY_TABLE: readonly Row<PenaltyCardPlayInput>[] = [
  { input: { card: 'card-of-suit-led', situation: NOT_FOLLOWING_OTHER }, outcome: 'invalid', note: 'no other suit led, or void in it' },
  // Follow suit first — both kinds (50D1: following suit takes precedence).
  { input: { situation: 'other-suit-led-offender-can-follow', card: 'card-of-suit-led' }, outcome: 'permitted', decidedBy: '44' },
  { input: { situation: 'other-suit-led-offender-can-follow', card: ['the-penalty-card', 'spot-card-of-penalty-suit', 'honour-of-penalty-suit', 'card-of-another-suit'] }, outcome: 'revoke', decidedBy: '44' },
  // Major: first legal opportunity — leading, following, discarding, trumping.
  { input: { penaltyCard: 'major', situation: NOT_FOLLOWING_OTHER, card: 'the-penalty-card' }, outcome: 'required', decidedBy: '50D1' },
  // Law 52: another card led or played when the law requires the penalty card — declarer may accept it
  // (must, once he has played after it) or require the penalty card instead.
  { input: { penaltyCard: 'major', situation: NOT_FOLLOWING_OTHER, card: ['spot-card-of-penalty-suit', 'honour-of-penalty-suit', 'card-of-another-suit'] }, outcome: LAW_52, decidedBy: '52' },
  // Minor: no lower card of that suit first; an honour instead is allowed.
  { input: { penaltyCard: 'minor', situation: NOT_FOLLOWING_OTHER, card: ['the-penalty-card', 'honour-of-penalty-suit'] }, outcome: 'permitted', decidedBy: '50C' },
  { input: { penaltyCard: 'minor', situation: NOT_FOLLOWING_OTHER, card: 'spot-card-of-penalty-suit' }, outcome: LAW_52, decidedBy: '52' },
  { input: { penaltyCard: 'minor', situation: TO_LEAD_OR_VOID, card: 'card-of-another-suit' }, outcome: 'permitted', decidedBy: '50C' },
  { input: { penaltyCard: 'minor', situation: 'penalty-suit-led', card: 'card-of-another-suit' }, outcome: 'revoke', decidedBy: '44' },
];

const L = (o: PenaltyCardLeadOptionsOutcome) =>
  `${o.partnersLead}|${o.penaltyCards}${o.restrictionCouldNotBeMet ? '|59' : ''}${o.choiceUnavailable ? '|unavailable' : ''}`;
const SEVERAL = ['several-in-one-suit', 'several-in-different-suits'] as const;
const RESTRICT = ['require-lead-of-suit', 'forbid-lead-of-suit'] as const;

// 50D2 (001) / «50Е» (commentary); 51B; 59, 59.3, 50.9, 51.4.
const LEAD_TABLE: readonly Row<PenaltyCardLeadOptionsInput>[] = [
  { input: { penaltyCards: 'one-minor', declarerChoice: 'no-restriction' }, outcome: 'any-card|remain-penalty-cards', decidedBy: '50D2' },
  { input: { penaltyCards: 'one-minor', declarerChoice: RESTRICT }, outcome: 'any-card|remain-penalty-cards|unavailable', decidedBy: '50D2' },
  { input: { penaltyCards: ['one-major', ...SEVERAL], declarerChoice: 'no-restriction' }, outcome: 'any-card|remain-penalty-cards', decidedBy: '50D2' },
  { input: { penaltyCards: 'one-major', declarerChoice: 'require-lead-of-suit', partnerCanComply: true }, outcome: 'must-lead-the-suit|picked-up', decidedBy: '50D2' },
  { input: { penaltyCards: 'one-major', declarerChoice: 'forbid-lead-of-suit', partnerCanComply: true }, outcome: 'may-not-lead-the-suit-while-on-lead|picked-up', decidedBy: '50D2' },
  { input: { penaltyCards: 'one-major', declarerChoice: RESTRICT, partnerCanComply: false }, outcome: 'any-card|picked-up|59', decidedBy: '59' },
  { input: { penaltyCards: 'several-in-one-suit', declarerChoice: 'require-lead-of-suit', partnerCanComply: true }, outcome: 'must-lead-the-suit|picked-up', decidedBy: '51B' },
  { input: { penaltyCards: 'several-in-one-suit', declarerChoice: 'forbid-lead-of-suit', partnerCanComply: true }, outcome: 'may-not-lead-the-suit-while-on-lead|picked-up', decidedBy: '51B' },
  { input: { penaltyCards: 'several-in-one-suit', declarerChoice: RESTRICT, partnerCanComply: false }, outcome: 'any-card|picked-up|59', decidedBy: '59' },
  { input: { penaltyCards: 'several-in-different-suits', declarerChoice: 'require-lead-of-suit', partnerCanComply: true }, outcome: 'must-lead-the-suit|picked-up-in-named-suit-others-remain', decidedBy: '51B' },
  { input: { penaltyCards: 'several-in-different-suits', declarerChoice: 'forbid-lead-of-suit', partnerCanComply: true }, outcome: 'may-not-lead-the-suit-while-on-lead|picked-up-in-named-suit-others-remain', decidedBy: '51B' },
  { input: { penaltyCards: 'several-in-different-suits', declarerChoice: RESTRICT, partnerCanComply: false }, outcome: 'any-card|picked-up-in-named-suit-others-remain|59', decidedBy: '59' },
];

// 51A, 50D1
const TO_PLAY_TABLE: readonly Row<PenaltyCardToPlayInput>[] = [
  { input: { legallyPlayablePenaltyCards: 'none' }, outcome: 'no-penalty-card-this-turn', decidedBy: '50D1' },
  { input: { legallyPlayablePenaltyCards: 'one' }, outcome: 'offender-must-play-it', decidedBy: '50D1' },
  { input: { legallyPlayablePenaltyCards: 'two-or-more' }, outcome: 'declarer-designates', decidedBy: '51A' },
];

describe('classifyPenaltyCard (50B, 48A)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(CLASSIFY_PENALTY_CARD_DOMAIN, ['exposedBy', 'cards', 'rank', 'manner']);
  });
  it('rules every combination of inputs as the table written from 50B says', () => {
    expectTable(CLASSIFY_PENALTY_CARD_DOMAIN, classifyPenaltyCard, CLASSIFY_TABLE, (o: ClassifyPenaltyCardOutcome) => o.card, 16);
  });
  it('cites commentary 58.4 in no ruling whose input cannot be its case (58B: two cards played together, only one visible, a possible revoke; major unless clearly accidental), nor says its "rarely" of any card 50B calls minor', () => {
    let n = 0;
    for (const r of RULES)
      for (const input of enumerateDomain<Record<string, unknown>>(r.domain))
        for (const ed of ['1987', '2017'] as const) {
          const x = r.apply(input, ed);
          if (!x.ok) continue;
          n++;
          expect(x.cites, `${r.id} ${ed} ${JSON.stringify(input)}`).not.toContain('58.4');
          if (r.id === 'classify-penalty-card') expect(x.explanation.en + x.explanation.ru, JSON.stringify(input)).not.toMatch(/rare|редко/u);
        }
    expect(n).toBeGreaterThan(1000);
  });
});

describe('penaltyCardPlay (50C, 50D1)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(PENALTY_CARD_PLAY_DOMAIN, ['penaltyCard', 'situation', 'card']);
  });
  it('rules every combination of inputs as the table written from 50C and 50D1 says', () => {
    expectTable(PENALTY_CARD_PLAY_DOMAIN, penaltyCardPlay, PLAY_TABLE, (o: PenaltyCardPlayOutcome) => o.verdict, 40);
  });
  it('leaves the penalty card on the table exactly when another card is played', () => {
    for (const input of enumerateDomain<PenaltyCardPlayInput>(PENALTY_CARD_PLAY_DOMAIN)) {
      const r = penaltyCardPlay(input);
      if (r.ok) expect(r.outcome.penaltyCardStaysOnTable, JSON.stringify(input)).toBe(input.card !== 'the-penalty-card');
    }
  });
  it('rules another card instead of a required penalty card by Law 52 under both editions: declarer may accept it (must, once he has played after it) or require the penalty card, and every card so played becomes a major penalty card', () => {
    let n = 0;
    for (const input of enumerateDomain<PenaltyCardPlayInput>(PENALTY_CARD_PLAY_DOMAIN)) {
      const r = penaltyCardPlay(input);
      const r2017 = penaltyCardPlay(input, '2017');
      if (!r.ok || !r2017.ok || r.outcome.verdict !== LAW_52) continue;
      n++;
      expect(r.decidedBy).toBe('52');
      expect(r2017.decidedBy).toBe('2017:52');
      expect(r2017.outcome).toEqual(r.outcome);
      expect(r.cites).toContain(input.penaltyCard === 'major' ? '50D1' : '50C');
      expect(r.explanation.en).toMatch(/accept/u);
      expect(r.explanation.en).toMatch(/substitute the penalty card/u);
      expect(r.explanation.en).toMatch(/major penalty card/u);
      expect(r.explanation.ru).toMatch(/Правил[оа] 52/u);
    }
    expect(n).toBe(9 + 3);
  });
  it('calls every failure to play a required card a revoke under 61A', () => {
    for (const input of enumerateDomain<PenaltyCardPlayInput>(PENALTY_CARD_PLAY_DOMAIN)) {
      const r = penaltyCardPlay(input);
      if (r.ok && r.outcome.verdict === 'revoke') expect(r.cites, JSON.stringify(input)).toContain('61A');
    }
  });
});

describe('penaltyCardLeadOptions (50D2 / 50E, 51B, 59)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(PENALTY_CARD_LEAD_OPTIONS_DOMAIN, ['penaltyCards', 'declarerChoice', 'partnerCanComply']);
  });
  it('rules every combination of inputs as the table written from 50D2, 51B and 59 says', () => {
    expectTable(PENALTY_CARD_LEAD_OPTIONS_DOMAIN, penaltyCardLeadOptions, LEAD_TABLE, L, 24);
  });
  it('surfaces the 50D2 (001) versus «50Е» (1987 commentary) numbering in every ruling', () => {
    for (const input of enumerateDomain<PenaltyCardLeadOptionsInput>(PENALTY_CARD_LEAD_OPTIONS_DOMAIN)) {
      const r = penaltyCardLeadOptions(input);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.editionNote?.ru).toContain('50Е');
      expect(r.cites).toContain('50E');
    }
  });
  it('cites 59.3 (the card is picked up even though partner cannot comply) when the restriction cannot be met', () => {
    const r = penaltyCardLeadOptions({ penaltyCards: 'one-major', declarerChoice: 'require-lead-of-suit', partnerCanComply: false });
    expect(r.ok && r.cites).toEqual(expect.arrayContaining(['59', '59.3', '50.9']));
  });
});

describe('penaltyCardToPlay (51A)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(PENALTY_CARD_TO_PLAY_DOMAIN, ['legallyPlayablePenaltyCards']);
  });
  it('rules every combination of inputs as the table written from 51A says', () => {
    expectTable(PENALTY_CARD_TO_PLAY_DOMAIN, penaltyCardToPlay, TO_PLAY_TABLE, (o: PenaltyCardToPlayOutcome) => o.who, 3);
  });
});
