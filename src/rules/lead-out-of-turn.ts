/**
 * Leads and plays out of turn:
 * - a defender’s opening lead out of turn (54A–54D, 56; 54C/54D and the tail
 *   of 54B are in the 1997 law text; the commentary on Law 54 is not
 *   among the loaded sources);
 * - declarer’s lead out of turn (55A, 55B1, 55B2, 55C — law text in 001);
 * - a defender’s premature lead or play before his partner has played
 *   (57; commentary 57.4–57.7).
 */
import { BOOLEANS, type Bilingual, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { type Edition, byEdition, ruling2017 } from './editions';

const NOTE_54_SOURCES: Bilingual = bi(
  'Комментария к Правилу 54 на сайте нет; в тексте Правил 1997 года есть 54C, 54D и конец 54B, 54A и начало 54B — по Кодексу.',
  'This site has no commentary on Law 54; the 1997 law text has 54C, 54D and the end of 54B; 54A and the start of 54B follow the Code.',
);

// ---------------------------------------------------------------------------
// 1. Opening lead out of turn by a defender (54, 56)
// ---------------------------------------------------------------------------

export const OPENING_LEAD_CHOICES = ['spread-own-hand', 'accept', 'refuse'] as const;
export type OpeningLeadChoice = (typeof OPENING_LEAD_CHOICES)[number];

export interface OpeningLeadOutOfTurnInput {
  /** Declarer could have seen any of dummy’s cards (other than cards exposed during the auction, Law 24). */
  readonly declarerCouldHaveSeenDummysCards: boolean;
  /** What declarer wants to do about the faced opening lead out of turn. */
  readonly declarerChoice: OpeningLeadChoice;
}

export const OPENING_LEAD_OUT_OF_TURN_DOMAIN = {
  declarerCouldHaveSeenDummysCards: BOOLEANS,
  declarerChoice: OPENING_LEAD_CHOICES,
} as const satisfies Domain;

export interface OpeningLeadOutOfTurnOutcome {
  readonly result: 'declarer-becomes-dummy' | 'lead-accepted' | 'lead-retracted';
  /** False when declarer’s wish was overruled by 54C. */
  readonly choiceHonoured: boolean;
  /** The card led out of turn becomes a major penalty card (56, 50). */
  readonly leadCardBecomesMajorPenaltyCard: boolean;
  /** The proper leader must lead while his partner has a major penalty card: declarer gets the 50D2 («50Е») options. */
  readonly declarerHasLeadOptions: boolean;
}

const openingLeadOutOfTurn1987 = guarded((input: OpeningLeadOutOfTurnInput): Ruling<OpeningLeadOutOfTurnOutcome> => {
  const bad = checkDomain(input, OPENING_LEAD_OUT_OF_TURN_DOMAIN);
  if (bad) return bad;
  const { declarerCouldHaveSeenDummysCards: saw, declarerChoice: choice } = input;

  if (saw) {
    const honoured = choice === 'accept';
    return ruling<OpeningLeadOutOfTurnOutcome>(
      { result: 'lead-accepted', choiceHonoured: honoured, leadCardBecomesMajorPenaltyCard: false, declarerHasLeadOptions: false },
      '54C',
      ['54B', '24'],
      bi(
        `Разыгрывающий мог видеть карты болвана (кроме карт, показанных болваном во время торговли, — это Правило 24), поэтому он обязан принять ход (54C)${honoured ? '' : '; выбранный им вариант недоступен'}. Болван выкладывает карты, разыгрывающий играет во взятку второй картой со своей руки, а со стола — последней (54B).`,
        `Declarer could have seen dummy’s cards (other than cards dummy exposed during the auction — that is Law 24), so he must accept the lead (54C)${honoured ? '' : '; the option he wanted is not available'}. Dummy is spread, declarer plays second from his own hand and dummy plays last (54B).`,
      ),
      NOTE_54_SOURCES,
    );
  }
  switch (choice) {
    case 'spread-own-hand':
      return ruling<OpeningLeadOutOfTurnOutcome>(
        { result: 'declarer-becomes-dummy', choiceHonoured: true, leadCardBecomesMajorPenaltyCard: false, declarerHasLeadOptions: false },
        '54A',
        [],
        bi(
          'Разыгрывающий выкладывает свою руку на стол и становится болваном; его партнёр становится разыгрывающим, и ход вне очереди остаётся первым ходом (54A).',
          "Declarer spreads his hand and becomes dummy; his partner becomes declarer, and the lead out of turn stands as the opening lead (54A).",
        ),
        NOTE_54_SOURCES,
      );
    case 'accept':
      return ruling<OpeningLeadOutOfTurnOutcome>(
        { result: 'lead-accepted', choiceHonoured: true, leadCardBecomesMajorPenaltyCard: false, declarerHasLeadOptions: false },
        '54B',
        ['53'],
        bi(
          'Разыгрывающий принимает ход: болван выкладывает карты, разыгрывающий играет во взятку второй картой со своей руки, а со стола — последней (54B). Если он сыграет второй картой со стола, эту карту нельзя взять назад, кроме как для исправления фальшренонса (конец 54B в тексте Правил 1997 года).',
          "Declarer accepts the lead: dummy is spread, declarer plays second from his own hand and dummy plays last (54B). If he plays the second card from dummy instead, dummy’s card cannot be withdrawn except to correct a revoke (end of 54B in the 1997 law text).",
        ),
        NOTE_54_SOURCES,
      );
    case 'refuse':
      return ruling<OpeningLeadOutOfTurnOutcome>(
        { result: 'lead-retracted', choiceHonoured: true, leadCardBecomesMajorPenaltyCard: true, declarerHasLeadOptions: true },
        '54D',
        ['56', '50', '50D2', '50E'],
        bi(
          'Разыгрывающий требует отменить ход вне очереди — применяется Правило 56 (54D): карта хода поднимается со взятки и становится старшей штрафной (50). Ходить должен правильный игрок — левый оппонент разыгрывающего; так как у его партнёра старшая штрафная карта, разыгрывающий может потребовать или запретить ход в её масть либо не ставить условий (50D2 в тексте Правил 1997 года, «50Е» в ссылках комментария).',
          "Declarer requires the lead out of turn to be retracted — Law 56 applies (54D): the card led becomes a major penalty card (50). The proper leader, declarer’s left-hand opponent, must lead; since his partner has a major penalty card, declarer may require or forbid the lead of that suit or impose no restriction (50D2 in the 1997 law text, “50E” in the commentary’s references).",
        ),
        NOTE_54_SOURCES,
      );
  }
});

// ---------------------------------------------------------------------------
// 2. Declarer’s lead out of turn (55)
// ---------------------------------------------------------------------------

export interface DeclarerLeadOutOfTurnInput {
  /** Whose turn it was to lead. */
  readonly leadBelongedTo: 'a-defender' | 'declarers-other-hand';
  /** Either defender may accept the lead or require its retraction. */
  readonly defendersChoice: 'accept' | 'require-retraction';
  /** Declarer’s line of play could have been based on information obtained through the infraction (55C). */
  readonly declarerMayHaveUsedInformation: boolean;
}

export const DECLARER_LEAD_OUT_OF_TURN_DOMAIN = {
  leadBelongedTo: ['a-defender', 'declarers-other-hand'],
  defendersChoice: ['accept', 'require-retraction'],
  declarerMayHaveUsedInformation: BOOLEANS,
} as const satisfies Domain;

export interface DeclarerLeadOutOfTurnOutcome {
  readonly result: 'lead-accepted' | 'retracted-no-penalty' | 'retracted-lead-from-correct-hand';
  /** 55C: the Director may award an adjusted score. */
  readonly adjustedScorePossible: boolean;
}

const declarerLeadOutOfTurn1987 = guarded((input: DeclarerLeadOutOfTurnInput): Ruling<DeclarerLeadOutOfTurnOutcome> => {
  const bad = checkDomain(input, DECLARER_LEAD_OUT_OF_TURN_DOMAIN);
  if (bad) return bad;
  const { leadBelongedTo: turn, defendersChoice: choice, declarerMayHaveUsedInformation: info } = input;

  const infoRu = info
    ? ' Разыгрывающий выбрал линию игры, которая могла быть основана на информации, полученной в результате его нарушения, — судья может назначить компенсирующий результат (55C).'
    : '';
  const infoEn = info
    ? ' Declarer adopted a line of play that could have been based on information obtained through his infraction — the Director may award an adjusted score (55C).'
    : '';
  const extra = info ? ['55C'] : [];

  if (choice === 'accept') {
    return ruling<DeclarerLeadOutOfTurnOutcome>(
      { result: 'lead-accepted', adjustedScorePossible: info },
      '55A',
      ['53', ...extra],
      bi(
        `Защитник принимает ход разыгрывающего вне очереди (55A): ход становится правильным, как предусмотрено Правилом 53, и игра продолжается — следующим играет игрок слева от руки, с которой сделан ход.${infoRu}`,
        `A defender accepts declarer’s lead out of turn (55A): it becomes a proper lead as Law 53 provides, and play continues with the player to the left of the hand that led.${infoEn}`,
      ),
    );
  }
  if (turn === 'a-defender') {
    // 60.5 (Law 60, «50Е») is a card played before declarer leads from the correct hand: here
    // declarer does not lead again — the defender whose turn it was leads — so it does not apply.
    return ruling<DeclarerLeadOutOfTurnOutcome>(
      { result: 'retracted-no-penalty', adjustedScorePossible: info },
      '55B1',
      extra,
      bi(
        `Ход принадлежал защитнику, и защитник требует отмены: разыгрывающий возвращает карту хода в надлежащую руку без наказания (55B1), и ходит защитник, чья это очередь.${infoRu}`,
        `It was a defender’s turn to lead and a defender requires retraction: declarer returns the card to the proper hand without penalty (55B1), and the defender whose turn it was leads.${infoEn}`,
      ),
    );
  }
  return ruling<DeclarerLeadOutOfTurnOutcome>(
    { result: 'retracted-lead-from-correct-hand', adjustedScorePossible: info },
    '55B2',
    ['60.5', '50E', ...extra],
    bi(
      `Ход был за другой рукой разыгрывающего, и защитник требует отмены: разыгрывающий берёт назад карту ошибочного хода и должен пойти с правильной руки (55B2; в тексте Правил 1997 года — «Он должен сделать ход с правильной руки», без требования о масти). Если защитник сыграет картой до хода с правильной руки, его открытая карта становится штрафной, и применяется Правило 50E (60.5).${infoRu}`,
      `The lead belonged to declarer’s other hand and a defender requires retraction: declarer withdraws the card led in error and must lead from the correct hand (55B2; the 1997 law text says only that he must lead from the correct hand, with no requirement as to suit). If a defender plays a card before declarer leads from the correct hand, the defender’s card becomes a penalty card and Law 50E applies (60.5).${infoEn}`,
    ),
  );
});

// ---------------------------------------------------------------------------
// 3. Defender’s premature lead or play (57)
// ---------------------------------------------------------------------------

export const PREMATURE_PLAY_KINDS = [
  /** He led to the next trick before his partner had played to the current trick (57.2(a)). */
  'led-to-next-trick-before-partner-played',
  /** He played out of turn to the current trick, ahead of his partner (57.2(b)). */
  'played-before-partner-to-current-trick',
] as const;

/** `card-of-another-suit` (require a card of a suit declarer names) exists in the 2017 Laws (57A) only. */
export const DECLARER_57_OPTIONS = ['highest-of-suit-led', 'lowest-of-suit-led', 'card-of-another-suit', 'forbid-a-named-suit'] as const;
export type Declarer57Option = (typeof DECLARER_57_OPTIONS)[number];
/** The three instructions of the 1987 Code (57.4). */
type Three = Exclude<Declarer57Option, 'card-of-another-suit'>;

export const PREMATURE_PLAY_EXEMPTIONS = [
  'none',
  /** Declarer had already played from both his hand and dummy (57.7). */
  'declarer-played-from-both-hands',
  /** Dummy had played a card without declarer’s instruction (45B) or illegally suggested a play (45F) (57.7). */
  'dummy-played-or-suggested-a-card',
] as const;
export type PrematurePlayExemption = (typeof PREMATURE_PLAY_EXEMPTIONS)[number];

export interface DefenderPrematurePlayInput {
  readonly kind: (typeof PREMATURE_PLAY_KINDS)[number];
  /** Declarer’s choice for the offender’s partner’s play to the current trick (57.4). */
  readonly declarerOption: Declarer57Option;
  /** The partner can comply with that option (has a card of the suit / a card outside the named suit). */
  readonly partnerCanComply: boolean;
  readonly exemption: PrematurePlayExemption;
}

export const DEFENDER_PREMATURE_PLAY_DOMAIN = {
  kind: PREMATURE_PLAY_KINDS,
  declarerOption: DECLARER_57_OPTIONS,
  partnerCanComply: BOOLEANS,
  exemption: PREMATURE_PLAY_EXEMPTIONS,
} as const satisfies Domain;

export interface DefenderPrematurePlayOutcome {
  readonly result: 'no-penalty' | 'option-enforced' | 'partner-cannot-comply';
  readonly prematureCard: 'major-penalty-card' | 'no-penalty';
  readonly partnerMust: 'highest-of-suit-led' | 'lowest-of-suit-led' | 'a-card-of-the-named-suit' | 'not-the-named-suit' | 'any-card' | 'any-legal-card';
}

const PARTNER_MUST: Record<Declarer57Option, DefenderPrematurePlayOutcome['partnerMust']> = {
  'highest-of-suit-led': 'highest-of-suit-led',
  'lowest-of-suit-led': 'lowest-of-suit-led',
  'card-of-another-suit': 'a-card-of-the-named-suit',
  'forbid-a-named-suit': 'not-the-named-suit',
};

const defenderPrematurePlay1987 = guarded((input: DefenderPrematurePlayInput): Ruling<DefenderPrematurePlayOutcome> => {
  const bad = checkDomain(input, DEFENDER_PREMATURE_PLAY_DOMAIN);
  if (bad) return bad;
  const { kind, declarerOption: option, partnerCanComply: can, exemption } = input;
  if (option === 'card-of-another-suit' && exemption === 'none') {
    return invalid(
      'В Кодексе 1987 года такого распоряжения нет (57.4).',
      'The 1987 Code has no such option (57.4).',
    );
  }

  if (exemption !== 'none') {
    return ruling<DefenderPrematurePlayOutcome>(
      { result: 'no-penalty', prematureCard: 'no-penalty', partnerMust: 'any-legal-card' },
      '57',
      ['57.7', ...(exemption === 'dummy-played-or-suggested-a-card' ? ['45B', '45F'] : ['57.8'])],
      bi(
        exemption === 'declarer-played-from-both-hands'
          ? 'Разыгрывающий уже сыграл с обеих своих рук до того, как защитник сыграл вне очереди: наказания нет (57.7). Заметьте: синглет или ряд равноценных карт на столе ещё не означает, что со стола сыграно (57.8).'
          : 'До нарушения болван сыграл картой без команды разыгрывающего (45B) или недопустимо предложил игру картой (45F): защитник за игру вне очереди не наказывается (57.7).',
        exemption === 'declarer-played-from-both-hands'
          ? "Declarer had already played from both his hands before the defender played out of turn: there is no penalty (57.7). Note that a singleton or a sequence on the table does not by itself mean dummy has played (57.8)."
          : "Before the infraction dummy had played a card without declarer’s instruction (45B) or illegally suggested a play (45F): the defender is not penalised for playing out of turn (57.7).",
      ),
    );
  }

  const kindRu =
    kind === 'led-to-next-trick-before-partner-played'
      ? 'Защитник пошёл в следующую взятку до того, как его партнёр сыграл в текущую'
      : 'Защитник сыграл в текущую взятку вне очереди, опередив партнёра';
  const kindEn =
    kind === 'led-to-next-trick-before-partner-played'
      ? 'A defender led to the next trick before his partner had played to the current one'
      : 'A defender played to the current trick out of turn, ahead of his partner';
  const optRu: Record<Three, string> = {
    'highest-of-suit-led': 'сыграть самой старшей картой масти хода',
    'lowest-of-suit-led': 'сыграть самой младшей картой масти хода',
    'forbid-a-named-suit': 'не играть картой названной разыгрывающим масти (например, не бить козырем)',
  };
  const optEn: Record<Three, string> = {
    'highest-of-suit-led': 'play the highest card he holds of the suit led',
    'lowest-of-suit-led': 'play the lowest card he holds of the suit led',
    'forbid-a-named-suit': 'not play a card of a suit named by declarer (e.g. not ruff)',
  };
  const base57Ru = `${kindRu}: его карта становится старшей штрафной и должна быть сыграна при первой легальной возможности, быть может — в эту же взятку (57A, 57.4, 57.5). Для игры партнёра в эту взятку у разыгрывающего три распоряжения (57.4; «масть ошибочного хода» комментария — в Правиле 57A масть хода).`;
  const base57En = `${kindEn}: his card becomes a major penalty card, to be played at the first legal opportunity — perhaps to this very trick (57A, 57.4, 57.5). For the partner’s play to this trick declarer has three instructions (57.4, whose “suit of the card played out of turn” is Law 57A’s suit led).`;

  if (can) {
    return ruling<DefenderPrematurePlayOutcome>(
      { result: 'option-enforced', prematureCard: 'major-penalty-card', partnerMust: PARTNER_MUST[option] },
      '57A',
      ['57.2', '57.4', '57.5', '50D1'],
      bi(
        `${base57Ru} Разыгрывающий потребовал ${optRu[option as Three]}, и партнёр это выполняет — если только это не противоречит обязанности давать в масть или ранее наложенному ограничению.`,
        `${base57En} Declarer required the partner to ${optEn[option as Three]}, and the partner complies — unless that would conflict with the duty to follow suit or an earlier restriction.`,
      ),
    );
  }
  return ruling<DefenderPrematurePlayOutcome>(
    { result: 'partner-cannot-comply', prematureCard: 'major-penalty-card', partnerMust: 'any-legal-card' },
    '59',
    ['57A', '57.2', '57.4', '57.6', '59.2', '50E'],
    bi(
      `${base57Ru} Разыгрывающий потребовал ${optRu[option as Three]}, но партнёр не может этого выполнить — он вправе играть любой картой (57.6, 59): любая его карта тут законна. Других наказаний нет, кроме требований Правила 50E относительно штрафной карты (57.6).`,
      `${base57En} Declarer required the partner to ${optEn[option as Three]}, but he cannot comply — he may play any card (57.6, 59): any card he holds is legal here. There is no further penalty beyond the requirements of Law 50E regarding the penalty card (57.6).`,
    ),
  );
});

// ---------------------------------------------------------------------------
// The 2017 Laws: the same outcomes, other routes
// ---------------------------------------------------------------------------

/**
 * 2017 Law 54D: the card led out of turn becomes a major penalty card and Law 50D applies
 * (50D1: played at the first legal opportunity; 50D2: declarer’s options when partner is to
 * lead). The 1987 Code (and the 1997 text) get there through Law 56, which 2017 does not use.
 * The other choices rule as in 1987 (54A, 54B, 54C).
 */
function openingLeadOutOfTurn2017(input: OpeningLeadOutOfTurnInput, old: Ruling<OpeningLeadOutOfTurnOutcome>): Ruling<OpeningLeadOutOfTurnOutcome> | undefined {
  if (!old.ok || old.decidedBy !== '54D') return undefined;
  return ruling2017(
    old.outcome,
    '54D',
    ['50D1', '50D2'],
    bi(
      'Разыгрывающий требует отменить первый ход вне очереди (54D по Правилам 2017 года): карта хода становится старшей штрафной, и действует Правило 50D — её играют при первой легальной возможности (50D1), а когда ходит партнёр, правильный игрок, разыгрывающий может потребовать или запретить ход в её масть либо не ставить условий (50D2).',
      "Declarer requires the opening lead out of turn to be withdrawn (2017 Law 54D): the card becomes a major penalty card and Law 50D applies — it is played at the first legal opportunity (50D1), and when its holder’s partner, the proper leader, is to lead, declarer may require or forbid the lead of its suit or set no condition (50D2).",
    ),
  );
}

/**
 * 2017 Law 55: the same outcomes as in 1987, but
 * - 55C: a line of play that could rest on what declarer’s own infraction told him is dealt
 *   with under Law 16 (in 1997 and 2007 the Director could adjust the score under 55C itself);
 * - a defender who plays before declarer leads from the correct hand (55B2 only: after 55B1 the
 *   defender leads) gets a major penalty card under 60B and Law 50 (the 1987 commentary, 60.5,
 *   says “Law 50E”);
 * - 53A: a lead out of turn can be accepted only before trick 13.
 */
function declarerLeadOutOfTurn2017(input: DeclarerLeadOutOfTurnInput, old: Ruling<DeclarerLeadOutOfTurnOutcome>): Ruling<DeclarerLeadOutOfTurnOutcome> | undefined {
  if (!old.ok) return undefined;
  const info = input.declarerMayHaveUsedInformation;
  const infoIds = info ? ['55C', '16'] : [];
  const infoRu = info
    ? ' Разыгрывающий выбрал линию игры, которая могла опираться на сведения от его собственного нарушения: по Правилам 2017 года применяется Правило 16 (55C) — если он ими воспользовался, судья корректирует результат.'
    : '';
  const infoEn = info
    ? ' Declarer chose a line of play that could rest on what his own infraction told him: under the 2017 Laws, Law 16 applies (55C) — if he used it, the Director adjusts the score.'
    : '';
  if (old.decidedBy === '55A') {
    return ruling2017(
      old.outcome,
      '55A',
      ['53A', ...infoIds],
      bi(
        `Защитник принимает ход разыгрывающего вне очереди (55A по Правилам 2017 года): он становится правильным, как предусматривает Правило 53; принять такой ход можно только до 13-й взятки (53A). Следующим играет игрок слева от руки, с которой сделан ход.${infoRu}`,
        `A defender accepts declarer’s lead out of turn (2017 Law 55A): it becomes a correct lead as Law 53 provides; such a lead can be accepted only before trick 13 (53A). Play goes on with the player to the left of the hand that led.${infoEn}`,
      ),
    );
  }
  if (old.decidedBy === '55B1') {
    // 2017 60B: a card played "before declarer has led from the correct hand" — declarer does not
    // lead again when the lead was a defender's, so 60B has no part here.
    return ruling2017(
      old.outcome,
      '55B1',
      infoIds,
      bi(
        `Ход был за защитником, и отмены потребовали: разыгрывающий возвращает карту в надлежащую руку, другого исправления нет (55B1 по Правилам 2017 года), и ходит защитник, чья это очередь.${infoRu}`,
        `It was a defender’s turn to lead and retraction is required: declarer puts the card back in the proper hand, with no further rectification (2017 Law 55B1), and the defender whose turn it was leads.${infoEn}`,
      ),
    );
  }
  return ruling2017(
    old.outcome,
    '55B2',
    ['60B', '50', ...infoIds],
    bi(
      `Ход был за другой рукой разыгрывающего, и отмены потребовали: разыгрывающий берёт карту назад и должен пойти с правильной руки (55B2 по Правилам 2017 года); требования о масти нет. Если защитник сыграет картой до хода разыгрывающего с правильной руки, его карта становится старшей штрафной (60B, Правило 50).${infoRu}`,
      `The lead belonged to declarer’s other hand and retraction is required: declarer takes the card back and must lead from the correct hand (2017 Law 55B2); no suit is required. If a defender plays a card before declarer leads from the correct hand, the defender’s card becomes a major penalty card (60B, Law 50).${infoEn}`,
    ),
  );
}

// Under both editions; the 2017 rulings above differ in the provisions they rest on, not in outcome.
export const openingLeadOutOfTurn = byEdition(OPENING_LEAD_OUT_OF_TURN_DOMAIN, openingLeadOutOfTurn1987, openingLeadOutOfTurn2017);
export const declarerLeadOutOfTurn = byEdition(DECLARER_LEAD_OUT_OF_TURN_DOMAIN, declarerLeadOutOfTurn1987, declarerLeadOutOfTurn2017);
/**
 * 2017 Law 57: declarer’s four options (57A, the new one a card of another named suit); a
 * partner who cannot comply plays any card under 57B (with Law 59); the exceptions are 57C
 * (57C1 declarer played from both hands, 57C2 dummy played or suggested a card).
 */
const defenderPrematurePlay2017 = guarded((input: DefenderPrematurePlayInput): Ruling<DefenderPrematurePlayOutcome> => {
  const bad = checkDomain(input, DEFENDER_PREMATURE_PLAY_DOMAIN);
  if (bad) return bad;
  const { declarerOption: option, partnerCanComply: can, exemption } = input;
  if (exemption !== 'none') {
    const c1 = exemption === 'declarer-played-from-both-hands';
    return ruling2017<DefenderPrematurePlayOutcome>(
      { result: 'no-penalty', prematureCard: 'no-penalty', partnerMust: 'any-legal-card' },
      '57C',
      [],
      bi(`Исправления нет (57C${c1 ? 1 : 2}).`, `No rectification (57C${c1 ? 1 : 2}).`),
    );
  }
  return can
    ? ruling2017<DefenderPrematurePlayOutcome>(
        { result: 'option-enforced', prematureCard: 'major-penalty-card', partnerMust: PARTNER_MUST[option] },
        '57A',
        ['50D1'],
        bi('Старшая штрафная карта (50D1); у разыгрывающего четыре распоряжения (57A).', 'A major penalty card (50D1); declarer has four options (57A).'),
      )
    : ruling2017<DefenderPrematurePlayOutcome>(
        { result: 'partner-cannot-comply', prematureCard: 'major-penalty-card', partnerMust: 'any-legal-card' },
        '57B',
        ['59'],
        bi('Старшая штрафная карта; партнёр, не имея возможности выполнить распоряжение, играет любой законной картой (57B, Правило 59).', 'A major penalty card; the partner, unable to comply, may play any otherwise legal card (57B, Law 59).'),
      );
});
const defenderPrematurePlay1987Only = byEdition(DEFENDER_PREMATURE_PLAY_DOMAIN, defenderPrematurePlay1987, () => undefined);
export const defenderPrematurePlay = (input: DefenderPrematurePlayInput, edition: Edition = '1987'): Ruling<DefenderPrematurePlayOutcome> =>
  edition === '2017' ? defenderPrematurePlay2017(input) : defenderPrematurePlay1987Only(input, edition);
