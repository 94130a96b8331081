/**
 * Penalty cards (Laws 50 and 51).
 *
 * Numbering: the letters follow the law text loaded in source 001 (50D1 —
 * a major penalty card must be played at the first legal opportunity; 50D2 —
 * declarer’s options when the offender’s partner is to lead; 51A — two or
 * more penalty cards). The 1987 commentary refers to the procedure for a
 * defender’s major penalty card as «Правило 50Е» (57.6, 60.5, 62.3), so the
 * rulings cite both `50D2` and `50E` where the partner’s lead is concerned.
 */
import { BOOLEANS, type Bilingual, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { as2017, byEdition, ruling2017 } from './editions';

const NOTE_50_NUMBERING: Bilingual = bi(
  'Нумерация расходится: в тексте Правил 1997 года варианты разыгрывающего при ходе партнёра нарушителя — это Правило 50D2, а комментарий к Кодексу 1987 г. ссылается на них как на «Правило 50Е» (57.6, 60.5, 62.3).',
  "Numbering differs: in the 1997 law text declarer’s options when the offender’s partner is to lead are Law 50D2, while the commentary on the 1987 Code refers to them as “Law 50E” (57.6, 60.5, 62.3).",
);

// ---------------------------------------------------------------------------
// 1. Major or minor? (50B; 48A)
// ---------------------------------------------------------------------------

export interface ClassifyPenaltyCardInput {
  readonly exposedBy: 'declarer' | 'defender';
  /** How many cards the defender exposed (or holds as penalty cards). */
  readonly cards: 'single' | 'two-or-more';
  /** Honour = ace, king, queen, jack or ten. For two or more cards: is any of them an honour? */
  readonly rank: 'honour' | 'below-honour';
  /** Inadvertently (dropped, two cards played to a trick) or deliberately (lead out of turn, revoke corrected). */
  readonly manner: 'inadvertent' | 'deliberate';
}

export const CLASSIFY_PENALTY_CARD_DOMAIN = {
  exposedBy: ['declarer', 'defender'],
  cards: ['single', 'two-or-more'],
  rank: ['honour', 'below-honour'],
  manner: ['inadvertent', 'deliberate'],
} as const satisfies Domain;

export interface ClassifyPenaltyCardOutcome {
  readonly card: 'not-a-penalty-card' | 'minor' | 'major';
}

const classifyPenaltyCard1987 = guarded((input: ClassifyPenaltyCardInput): Ruling<ClassifyPenaltyCardOutcome> => {
  const bad = checkDomain(input, CLASSIFY_PENALTY_CARD_DOMAIN);
  if (bad) return bad;
  const { exposedBy, cards, rank, manner } = input;
  if (exposedBy === 'declarer') {
    return ruling<ClassifyPenaltyCardOutcome>(
      { card: 'not-a-penalty-card' },
      '48A',
      ['62.3', '62.5'],
      bi(
        'Разыгрывающий не наказывается за открытие карты: карты разыгрывающего и болвана никогда не становятся штрафными (48A; ср. 62.3, 62.5(b)).',
        "Declarer is not penalised for exposing a card: no card of declarer’s or dummy’s ever becomes a penalty card (48A; cf. 62.3, 62.5).",
      ),
    );
  }
  if (cards === 'single' && rank === 'below-honour' && manner === 'inadvertent') {
    return ruling<ClassifyPenaltyCardOutcome>(
      { card: 'minor' },
      '50B',
      ['49', '50'],
      bi(
        'Одна карта ниже онёра, открытая случайно (например, уроненная или сыгранная второй картой во взятку), становится младшей штрафной (50B).',
        'A single card below honour rank exposed inadvertently (dropped, or played as a second card to a trick) becomes a minor penalty card (50B).',
      ),
    );
  }
  const why: string[] = [];
  const whyEn: string[] = [];
  if (cards === 'two-or-more') {
    why.push('у защитника две или более штрафных карт — все они старшие');
    whyEn.push('the defender has two or more penalty cards — all of them are major');
  }
  if (rank === 'honour') {
    why.push('карта ранга онёра');
    whyEn.push('a card of honour rank');
  }
  if (manner === 'deliberate') {
    why.push('карта открыта преднамеренной игрой (ход вне очереди, коррекция фальшренонса и т. п.)');
    whyEn.push('the card was exposed through deliberate play (a lead out of turn, a corrected revoke, etc.)');
  }
  return ruling<ClassifyPenaltyCardOutcome>(
    { card: 'major' },
    '50B',
    cards === 'single' ? ['49', '50', '50D1'] : ['49', '50', '50D1', '51A'],
    bi(
      cards === 'single'
        ? `Старшая штрафная карта (50B): ${why.join('; ')}. Она остаётся открытой на столе и должна быть сыграна при первой легальной возможности (50D1).`
        : `Старшие штрафные карты (50B): ${why.join('; ')}. Они остаются открытыми на столе, и каждая должна быть сыграна при первой легальной возможности (50D1); если легально можно сыграть две или более, разыгрывающий указывает, какую (51A).`,
      cards === 'single'
        ? `A major penalty card (50B): ${whyEn.join('; ')}. It stays face up on the table and must be played at the first legal opportunity (50D1).`
        : `Major penalty cards (50B): ${whyEn.join('; ')}. They stay face up on the table and each must be played at the first legal opportunity (50D1); when two or more can legally be played, declarer designates which (51A).`,
    ),
  );
});

// ---------------------------------------------------------------------------
// 2. What the offender may play (50C minor, 50D1 major; 44; 61A)
// ---------------------------------------------------------------------------

export const PLAY_SITUATIONS = [
  /** The penalty-card holder is on lead. */
  'offender-to-lead',
  /** The suit of the penalty card has been led. */
  'penalty-suit-led',
  /** Another suit has been led and the offender holds a card of it. */
  'other-suit-led-offender-can-follow',
  /** Another suit has been led and the offender has none of it. */
  'other-suit-led-offender-void',
] as const;
export type PlaySituation = (typeof PLAY_SITUATIONS)[number];

export const CARD_CHOICES = [
  'the-penalty-card',
  /** Another card of the penalty card’s suit, below honour rank, from the hand. */
  'spot-card-of-penalty-suit',
  /** An honour of the penalty card’s suit from the hand. */
  'honour-of-penalty-suit',
  /** A card of the suit led (only when the suit led is not the penalty card’s suit). */
  'card-of-suit-led',
  /** A card of some other suit: neither the penalty card’s suit nor the suit led. */
  'card-of-another-suit',
] as const;
export type CardChoice = (typeof CARD_CHOICES)[number];

export interface PenaltyCardPlayInput {
  readonly penaltyCard: 'minor' | 'major';
  readonly situation: PlaySituation;
  readonly card: CardChoice;
}

export const PENALTY_CARD_PLAY_DOMAIN = {
  penaltyCard: ['minor', 'major'],
  situation: PLAY_SITUATIONS,
  card: CARD_CHOICES,
} as const satisfies Domain;

export interface PenaltyCardPlayOutcome {
  /**
   * `required` — this is the card he must play; `permitted` — a legal play;
   * `revoke` — playing it fails an obligation he could meet, which is a revoke (61A, 59.5).
   */
  readonly verdict: 'required' | 'permitted' | 'revoke' | 'declarer-accepts-or-requires-penalty-card';
  /**
   * After this play a penalty card is still on the table: the penalty card was not the card played
   * (under Law 52, either it stays, the card played accepted, or the card played becomes one).
   */
  readonly penaltyCardStaysOnTable: boolean;
}

const penaltyCardPlay1987 = guarded((input: PenaltyCardPlayInput): Ruling<PenaltyCardPlayOutcome> => {
  const bad = checkDomain(input, PENALTY_CARD_PLAY_DOMAIN);
  if (bad) return bad;
  const { penaltyCard: kind, situation, card } = input;

  if (card === 'card-of-suit-led') {
    if (situation === 'offender-to-lead') {
      return invalid('Нарушитель ходит сам — масти хода ещё нет.', 'The offender is on lead — no suit has been led yet.');
    }
    if (situation === 'penalty-suit-led') {
      return invalid(
        'Пошли в масть штрафной карты: карта масти хода — это штрафная карта, другая карта этой масти или онёр этой масти; выберите один из этих вариантов.',
        "The penalty card’s suit was led: a card of the suit led is the penalty card, another card of that suit or an honour of it; choose one of those.",
      );
    }
    if (situation === 'other-suit-led-offender-void') {
      return invalid(
        'У нарушителя нет карт масти хода — сыграть картой этой масти он не может.',
        'The offender has no card of the suit led — he cannot play one.',
      );
    }
  }

  const stays = card !== 'the-penalty-card';
  const say = (verdict: PenaltyCardPlayOutcome['verdict'], decidedBy: string, cites: string[], ru: string, en: string) =>
    ruling<PenaltyCardPlayOutcome>({ verdict, penaltyCardStaysOnTable: stays }, decidedBy, cites, bi(ru, en));

  const revokeTail = bi(
    ' Если это не будет исправлено до установления, это фальшренонс (61A, 59.5).',
    ' Unless put right before it is established, this is a revoke (61A, 59.5).',
  );
  const facedTail = bi(
    ' Если фальшренонс состоит только в том, что не сыграна лежащая на столе штрафная карта, взятки по 64A не передаются (64B3), но может применяться 64C.',
    ' If the revoke consists only in not playing the penalty card faced on the table, no tricks are transferred under 64A (64B3), but 64C may apply.',
  );
  /** Law 52: another card led or played when the law (50D1 major, 50C minor) requires the penalty card. */
  const law52 = (by: string) =>
    say(
      'declarer-accepts-or-requires-penalty-card',
      '52',
      [by, '61A', '64B3'],
      `Нарушитель сыграл другую карту, когда должен был сыграть штрафную (${by}). Это решает Правило 52: свою карту сам он назад не берёт; разыгрывающий вправе принять её (обязан, если после неё уже сыграл из своей руки или с болвана) — тогда штрафная карта остаётся штрафной, а фальшренонс, если он установится, взятками не наказывается (64B3). Либо разыгрывающий требует сыграть вместо неё штрафную карту; тогда каждая нелегально сыгранная карта становится старшей штрафной. (Текста Правила 52 на сайте нет: оно дано по Кодексу.)`,
      `The offender led or played another card when required to play the penalty card (${by}). Law 52 decides: he may not withdraw it on his own; declarer may accept it (and must, once he has played after it from his hand or dummy) — the penalty card then remains a penalty card, and the revoke, if it becomes established, transfers no trick (64B3). Or declarer requires him to substitute the penalty card; every card so played illegally then becomes a major penalty card. (This site does not have the text of Law 52; it is given from the Code.)`,
    );

  // Following suit comes first for both kinds (44; 50D1: the obligation to follow suit takes precedence).
  if (situation === 'other-suit-led-offender-can-follow') {
    if (card === 'card-of-suit-led') {
      return say(
        'permitted',
        '44',
        ['50D1', '50C'],
        kind === 'major'
          ? 'Нарушитель обязан сыграть в масть хода (44): обязанность давать в масть имеет приоритет перед обязанностью играть старшей штрафной картой (50D1). Штрафная карта остаётся открытой на столе и будет сыграна при следующей легальной возможности.'
          : 'Нарушитель обязан сыграть в масть хода (44); младшая штрафная карта остаётся открытой на столе (50C).',
        kind === 'major'
          ? 'The offender must follow suit (44): the obligation to follow suit takes precedence over the obligation to play a major penalty card (50D1). The penalty card stays face up on the table and is played at the next legal opportunity.'
          : 'The offender must follow suit (44); the minor penalty card stays face up on the table (50C).',
      );
    }
    return say(
      'revoke',
      '44',
      ['61A', '59.5', '50D1'],
      'У нарушителя есть карта масти хода, и он обязан дать в масть (44; приоритет перед штрафной картой — 50D1). Эта карта — не в масть.' + revokeTail.ru,
      'The offender holds a card of the suit led and must follow suit (44; this takes precedence over the penalty card — 50D1). This card does not follow suit.' + revokeTail.en,
    );
  }

  if (kind === 'major') {
    // 50D1: play it at the first legal opportunity — leading, following suit, discarding or trumping.
    if (card === 'the-penalty-card') {
      return say(
        'required',
        '50D1',
        ['50E'],
        'Старшая штрафная карта должна быть сыграна при первой легальной возможности — при ходе, при игре в масть, при сносе или убитке (50D1). Здесь такая возможность есть.',
        'A major penalty card must be played at the first legal opportunity — leading, following suit, discarding or trumping (50D1). This is such an opportunity.',
      );
    }
    return law52('50D1');
  }

  // Minor penalty card (50C): no other card of that suit below honour rank until it is played; an honour is allowed.
  switch (card) {
    case 'the-penalty-card':
      return say(
        'permitted',
        '50C',
        [],
        'Младшую штрафную карту можно сыграть сейчас, но правила этого не требуют (50C).',
        'The minor penalty card may be played now, but the laws do not require it (50C).',
      );
    case 'honour-of-penalty-suit':
      return say(
        'permitted',
        '50C',
        [],
        'Вместо младшей штрафной карты нарушитель вправе сыграть онёром той же масти (50C).',
        'Instead of the minor penalty card the offender is entitled to play an honour of the same suit (50C).',
      );
    case 'spot-card-of-penalty-suit':
      return law52('50C');
    case 'card-of-another-suit':
      if (situation === 'penalty-suit-led') {
        return say(
          'revoke',
          '44',
          ['50C', '61A', '59.5', '64B3'],
          'Пошли в масть штрафной карты, а нарушитель сыграл другой мастью: он не дал в масть, хотя мог — хотя бы штрафной картой (44).' + revokeTail.ru + facedTail.ru,
          "The penalty card’s suit was led and the offender played another suit: he failed to follow suit although he could — with the penalty card at least (44)." + revokeTail.en + facedTail.en,
        );
      }
      return say(
        'permitted',
        '50C',
        [],
        situation === 'offender-to-lead'
          ? 'Младшая штрафная карта не обязывает ходить в её масть: нарушитель может пойти в другую масть (50C); штрафная карта остаётся на столе.'
          : 'Младшая штрафная карта не обязывает сносить её: нарушитель может снести карту другой масти (50C); штрафная карта остаётся на столе.',
        situation === 'offender-to-lead'
          ? "A minor penalty card does not oblige him to lead its suit: he may lead another suit (50C); the penalty card stays on the table."
          : 'A minor penalty card does not oblige him to discard it: he may discard a card of another suit (50C); the penalty card stays on the table.',
      );
    case 'card-of-suit-led':
      // Unreachable: handled above (invalid or follow-suit branch).
      return invalid('Недопустимое сочетание.', 'Impossible combination.');
  }
});

// ---------------------------------------------------------------------------
// 3. Offender’s partner to lead: declarer’s options (50D2 / «50Е»; 51B; 59)
// ---------------------------------------------------------------------------

export const PENALTY_CARD_HOLDINGS = ['one-minor', 'one-major', 'several-in-one-suit', 'several-in-different-suits'] as const;
export type PenaltyCardHolding = (typeof PENALTY_CARD_HOLDINGS)[number];

export const DECLARER_LEAD_CHOICES = ['require-lead-of-suit', 'forbid-lead-of-suit', 'no-restriction'] as const;
export type DeclarerLeadChoice = (typeof DECLARER_LEAD_CHOICES)[number];

export interface PenaltyCardLeadOptionsInput {
  /** The penalty cards held by the offender when his partner is to lead. Two or more are always major (50B). */
  readonly penaltyCards: PenaltyCardHolding;
  readonly declarerChoice: DeclarerLeadChoice;
  /**
   * Whether the partner can comply (holds a card of the required suit / a
   * card outside the forbidden suit). Ignored when there is no restriction.
   */
  readonly partnerCanComply: boolean;
}

export const PENALTY_CARD_LEAD_OPTIONS_DOMAIN = {
  penaltyCards: PENALTY_CARD_HOLDINGS,
  declarerChoice: DECLARER_LEAD_CHOICES,
  partnerCanComply: BOOLEANS,
} as const satisfies Domain;

export interface PenaltyCardLeadOptionsOutcome {
  readonly partnersLead: 'must-lead-the-suit' | 'may-not-lead-the-suit-while-on-lead' | 'any-card';
  readonly penaltyCards:
    | 'remain-penalty-cards'
    | 'picked-up'
    /** 51B with cards in several suits: those in the named suit(s) are picked up, the rest remain. */
    | 'picked-up-in-named-suit-others-remain';
  /** Declarer chose a restriction the partner could not meet: 59 applies and declarer’s right is spent (59.3). */
  readonly restrictionCouldNotBeMet: boolean;
  /** Declarer asked for a restriction that the laws do not give him here (minor penalty card). */
  readonly choiceUnavailable: boolean;
}

const penaltyCardLeadOptions1987 = guarded(
  (input: PenaltyCardLeadOptionsInput): Ruling<PenaltyCardLeadOptionsOutcome> => {
    const bad = checkDomain(input, PENALTY_CARD_LEAD_OPTIONS_DOMAIN);
    if (bad) return bad;
    const { penaltyCards: holding, declarerChoice: choice, partnerCanComply: can } = input;

    if (holding === 'one-minor') {
      const unavailable = choice !== 'no-restriction';
      return ruling<PenaltyCardLeadOptionsOutcome>(
        { partnersLead: 'any-card', penaltyCards: 'remain-penalty-cards', restrictionCouldNotBeMet: false, choiceUnavailable: unavailable },
        '50D2',
        ['50C', '50E'],
        bi(
          `${unavailable ? 'Требовать или запрещать ход в масть разыгрывающий не может: ' : ''}варианты хода даются разыгрывающему, только когда у партнёра ходящего есть старшая штрафная карта (50D2: «Когда вистующий должен ходить в момент, когда у его партнёра есть старшая штрафная карта…»). При младшей штрафной карте партнёр ходит любой картой, а младшая штрафная карта остаётся на столе (50C).`,
          `${unavailable ? 'Declarer cannot require or forbid a lead here: ' : ''}the lead options are given to declarer only when the leader’s partner has a major penalty card (50D2). With a minor penalty card the partner may lead any card, and the minor penalty card stays on the table (50C).`,
        ),
        NOTE_50_NUMBERING,
      );
    }

    const several = holding !== 'one-major';
    const lawRef = several ? '51B' : '50D2';
    const baseCites = several ? ['51', '51.4', '50D2', '50E'] : ['50E'];

    if (choice === 'no-restriction') {
      return ruling<PenaltyCardLeadOptionsOutcome>(
        { partnersLead: 'any-card', penaltyCards: 'remain-penalty-cards', restrictionCouldNotBeMet: false, choiceUnavailable: false },
        '50D2',
        several ? ['51', '50E'] : ['50E'],
        bi(
          `Разыгрывающий не требует и не запрещает никакого хода: партнёр нарушителя ходит любой картой, а ${several ? 'штрафные карты остаются штрафными' : 'штрафная карта остаётся штрафной'} (50D2(b) по тексту Правил 1997 года) и ${several ? 'должны' : 'должна'} быть ${several ? 'сыграны' : 'сыграна'} при первой легальной возможности.`,
          `Declarer neither requires nor forbids any lead: the offender’s partner may lead any card, and the penalty ${several ? 'cards remain penalty cards' : 'card remains a penalty card'} (50D2(b) in the 1997 law text), to be played at the first legal opportunity.`,
        ),
        NOTE_50_NUMBERING,
      );
    }

    const require = choice === 'require-lead-of-suit';
    const fate: PenaltyCardLeadOptionsOutcome['penaltyCards'] =
      holding === 'several-in-different-suits' ? 'picked-up-in-named-suit-others-remain' : 'picked-up';
    const fateRu =
      holding === 'one-major'
        ? 'после этого карта перестаёт быть штрафной и поднимается в руку (50D2(a) по тексту Правил 1997 года)'
        : holding === 'several-in-one-suit'
          ? 'после этого нарушитель может поднять в руку все штрафные карты этой масти (51B)'
          : require
            ? 'нарушитель может поднять в руку штрафные карты названной масти, а карты других мастей остаются штрафными (51B)'
            : 'разыгрывающий может запретить ход в каждую масть, где лежат штрафные карты; штрафные карты запрещённых мастей поднимаются в руку, остальные остаются штрафными (51B)';
    const fateEn =
      holding === 'one-major'
        ? 'the card then ceases to be a penalty card and is picked up (50D2(a) in the 1997 law text)'
        : holding === 'several-in-one-suit'
          ? 'the offender may then pick up every penalty card of that suit (51B)'
          : require
            ? 'the offender may pick up the penalty cards of the named suit, while those of other suits remain penalty cards (51B)'
            : 'declarer may forbid the lead of every suit in which there are penalty cards; the penalty cards of the forbidden suits are picked up, the rest remain (51B)';
    const choiceRu = require
      ? 'Разыгрывающий требует от партнёра нарушителя хода в масть штрафной карты'
      : 'Разыгрывающий запрещает партнёру нарушителя ходить в масть штрафной карты, пока тот остаётся при ходе';
    const choiceEn = require
      ? "Declarer requires the offender’s partner to lead the penalty card’s suit"
      : "Declarer forbids the offender’s partner to lead the penalty card’s suit for as long as he retains the lead";
    const note51 = several
      ? bi(
          ' Правила 51B на сайте нет (в тексте Правил 1997 года есть только 51A); его содержание дано по Кодексу.',
          ' Law 51B is not on this site (the 1997 law text has only 51A); its content is given from the Code.',
        )
      : bi('', '');

    const pickRu =
      holding === 'one-major'
        ? 'штрафная карта поднимается в руку'
        : holding === 'several-in-one-suit'
          ? 'нарушитель может поднять в руку все штрафные карты этой масти'
          : `нарушитель может поднять в руку штрафные карты ${require ? 'названной масти' : 'запрещённых мастей'}, а остальные остаются штрафными`;
    const pickEn =
      holding === 'one-major'
        ? 'the penalty card is picked up'
        : holding === 'several-in-one-suit'
          ? 'the offender may pick up every penalty card of that suit'
          : `the offender may pick up the penalty cards of the ${require ? 'named suit' : 'forbidden suits'}, while the rest remain penalty cards`;
    if (can) {
      return ruling<PenaltyCardLeadOptionsOutcome>(
        {
          partnersLead: require ? 'must-lead-the-suit' : 'may-not-lead-the-suit-while-on-lead',
          penaltyCards: fate,
          restrictionCouldNotBeMet: false,
          choiceUnavailable: false,
        },
        lawRef,
        baseCites,
        bi(`${choiceRu}; ${fateRu}.${note51.ru}`, `${choiceEn}; ${fateEn}.${note51.en}`),
        NOTE_50_NUMBERING,
      );
    }
    return ruling<PenaltyCardLeadOptionsOutcome>(
      { partnersLead: 'any-card', penaltyCards: fate, restrictionCouldNotBeMet: true, choiceUnavailable: false },
      '59',
      [lawRef, '59.2', '59.3', ...(require ? [] : ['59.4']), '50.9', '51.4', ...baseCites],
      bi(
        `${choiceRu}, но партнёр не может этого выполнить${require ? ' — у него нет карт этой масти' : ' — у него остались только карты этой масти'}: он вправе ходить любой картой (59, 59.2)${require ? '' : ', а если ход остаётся за ним, он и дальше может ходить в запрещённую масть (59.4)'}. Второй попытки у разыгрывающего нет — его право на наказание использовано (59.3(a)). Тем не менее наказание выбрано, поэтому ${pickRu}, хотя партнёр и не смог его выполнить (59.3(b), 50.9, 51.4).${note51.ru}`,
        `${choiceEn}, but the partner cannot comply${require ? ' — he has no card of that suit' : ' — he holds only cards of that suit'}: he may lead any card (59, 59.2)${require ? '' : ', and while he keeps the lead he may go on leading the forbidden suit (59.4)'}. Declarer gets no second attempt — his right to the penalty is spent (59.3). All the same, the penalty has been chosen, so ${pickEn}, even though the partner could not comply (59.3, 50.9, 51.4).${note51.en}`,
      ),
      NOTE_50_NUMBERING,
    );
  },
);

// ---------------------------------------------------------------------------
// 4. Two or more penalty cards that can be played (51A; 50D1)
// ---------------------------------------------------------------------------

export interface PenaltyCardToPlayInput {
  /** How many of the defender’s major penalty cards he could legally play to this trick. */
  readonly legallyPlayablePenaltyCards: 'none' | 'one' | 'two-or-more';
}

export const PENALTY_CARD_TO_PLAY_DOMAIN = {
  legallyPlayablePenaltyCards: ['none', 'one', 'two-or-more'],
} as const satisfies Domain;

export interface PenaltyCardToPlayOutcome {
  readonly who: 'no-penalty-card-this-turn' | 'offender-must-play-it' | 'declarer-designates';
}

const penaltyCardToPlay1987 = guarded((input: PenaltyCardToPlayInput): Ruling<PenaltyCardToPlayOutcome> => {
  const bad = checkDomain(input, PENALTY_CARD_TO_PLAY_DOMAIN);
  if (bad) return bad;
  switch (input.legallyPlayablePenaltyCards) {
    case 'none':
      return ruling<PenaltyCardToPlayOutcome>(
        { who: 'no-penalty-card-this-turn' },
        '50D1',
        [],
        bi(
          'Ни одну штрафную карту нельзя легально сыграть в эту взятку (например, нарушитель обязан дать в масть): он играет легальной картой, а штрафные карты остаются на столе до следующей легальной возможности (50D1).',
          'No penalty card can legally be played to this trick (for example, the offender must follow suit): he plays a legal card, and the penalty cards stay on the table until the next legal opportunity (50D1).',
        ),
      );
    case 'one':
      return ruling<PenaltyCardToPlayOutcome>(
        { who: 'offender-must-play-it' },
        '50D1',
        [],
        bi(
          'Одну штрафную карту можно легально сыграть — она должна быть сыграна сейчас, при первой легальной возможности (50D1).',
          'One penalty card can legally be played — it must be played now, at the first legal opportunity (50D1).',
        ),
      );
    case 'two-or-more':
      return ruling<PenaltyCardToPlayOutcome>(
        { who: 'declarer-designates' },
        '51A',
        ['50D1'],
        bi(
          'У защитника две или более штрафных карт, которые можно легально сыграть: разыгрывающий указывает, какая из них должна быть сыграна (51A, 50D1).',
          'The defender has two or more penalty cards that can legally be played: declarer designates which one is to be played (51A, 50D1).',
        ),
      );
  }
});

// Under both editions: the 2017 Laws decide these cases as the 1987 Code does (see editions.ts).
export const classifyPenaltyCard = byEdition(CLASSIFY_PENALTY_CARD_DOMAIN, classifyPenaltyCard1987, () => undefined);
/** 2017: the holder’s own play rests on 50D1 alone; the 1987 commentary’s «50E» (2017 50D2) is his partner’s lead. */
export const penaltyCardPlay = byEdition(PENALTY_CARD_PLAY_DOMAIN, penaltyCardPlay1987, (_, r) => as2017({ ...r, cites: r.cites.filter((c) => c !== '50E') }));
/**
 * 2017: with a minor penalty card the partner's lead is free by 50C itself («Offender's partner is
 * not subject to lead restriction»), which decides it; the options of 50D2 come with a major one.
 * Otherwise as in 1987. (Second reading of the 2017 rulings, round 12.)
 */
export const penaltyCardLeadOptions = byEdition(PENALTY_CARD_LEAD_OPTIONS_DOMAIN, penaltyCardLeadOptions1987, (input, r) => {
  if (input.penaltyCards !== 'one-minor') return undefined;
  const unavailable = input.declarerChoice !== 'no-restriction';
  return ruling2017(
    r.outcome,
    '50C',
    ['50D2'],
    bi(
      `${unavailable ? 'Требовать или запрещать ход в масть разыгрывающий не может: ' : ''}при младшей штрафной карте партнёр нарушителя не подчиняется ограничениям хода и ходит любой картой (50C); варианты хода даёт разыгрывающему только старшая штрафная карта (50D2). Младшая штрафная карта остаётся на столе.`,
      `${unavailable ? 'Declarer cannot require or forbid a lead: ' : ''}with a minor penalty card the offender’s partner is not subject to lead restriction and may lead any card (50C); only a major penalty card gives declarer lead options (50D2). The minor penalty card stays on the table.`,
    ),
  );
});
export const penaltyCardToPlay = byEdition(PENALTY_CARD_TO_PLAY_DOMAIN, penaltyCardToPlay1987, () => undefined);
