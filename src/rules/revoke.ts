/**
 * Revoke: establishment (63A, incl. the 1988 amendment 63A4), correction while
 * not established (62A–62C), the twelfth trick (62D), and the trick transfer
 * once established (64A, 64B, 64C) — as in the 1987 Code described by the
 * EBL commentary (paragraphs 61.x–64.x in the sources) — and under the 2017 Laws
 * (`rule(input, '2017')`, citing 2017 ids), where they decide otherwise.
 */
import {
  BOOLEANS,
  type Bilingual,
  type Domain,
  type Ruling,
  bi,
  checkDomain,
  guarded,
  invalid,
  range,
  ruling,
} from './ruling';
import { byEdition, ruling2017 } from './editions';
import { NOTE_61B_EDITIONS } from './notes';

export const OFFENDERS = ['declarer', 'defender'] as const;
/** Who revoked. A revoke from dummy’s hand is declarer’s revoke (62.3: «в одной из рук разыгрывающего»). */
export type Offender = (typeof OFFENDERS)[number];

const OFFENDER_RU: Record<Offender, string> = { declarer: 'разыгрывающий', defender: 'защитник' };

// ---------------------------------------------------------------------------
// 1. Establishment (63A)
// ---------------------------------------------------------------------------

export const ESTABLISHMENT_EVENTS = [
  /** Attention drawn before anything below happened. */
  'nothing-yet',
  /** Offender or partner led or played (legally or not) to the next trick — 63A1. */
  'offending-side-played-to-next-trick',
  /** Offender or partner named or otherwise designated a card for the next trick — 63A2. */
  'offending-side-designated-card-for-next-trick',
  /** Offender or partner claimed or conceded tricks (e.g. by facing the hand) — 63A3. */
  'offending-side-claimed-or-conceded',
  /** Offender or partner acquiesced in the opponents’ claim or concession — 63A3. */
  'offending-side-acquiesced-in-claim',
  /** Only the non-offending side has played to the next trick. */
  'non-offending-side-played-to-next-trick',
  /** An opponent of the offender asked whether he has a card of the suit (61B allows it). */
  'opponent-asked',
  /** The offender’s partner asked him (dummy asking declarer, or one defender asking the other). */
  'partner-asked',
  /** Dummy asked a defender who failed to follow suit (a breach of 42B1, not of 61B). */
  'dummy-asked-defender',
] as const;
export type EstablishmentEvent = (typeof ESTABLISHMENT_EVENTS)[number];

export interface RevokeEstablishmentInput {
  readonly offender: Offender;
  readonly event: EstablishmentEvent;
  /**
   * The 1988 amendment to 61B lets a Zonal Organisation permit one defender
   * to ask the other. The EBL (European Zone) does not (61.3, 61.5(i)).
   */
  readonly zonalOrganisationPermitsDefendersToAsk: boolean;
}

export const REVOKE_ESTABLISHMENT_DOMAIN = {
  offender: OFFENDERS,
  event: ESTABLISHMENT_EVENTS,
  zonalOrganisationPermitsDefendersToAsk: BOOLEANS,
} as const satisfies Domain;

export interface RevokeEstablishmentOutcome {
  readonly status: 'established' | 'not-established';
  /** Not established: must be corrected (62A). Established: stands (63B), except on trick 12 (62D). */
  readonly correction: 'must-correct' | 'stands-except-twelfth-trick';
}

function established(decidedBy: string, cites: readonly string[], ru: string, en: string, note?: Bilingual) {
  return ruling<RevokeEstablishmentOutcome>(
    { status: 'established', correction: 'stands-except-twelfth-trick' },
    decidedBy,
    [...cites, '63B', '62D', '64'],
    bi(
      `${ru} Установленный фальшренонс больше не корректируется, взятка остаётся как сыграна (63B), кроме фальшренонса в двенадцатой взятке (62D); по окончании розыгрыша судья применяет Правило 64.`,
      `${en} An established revoke may no longer be corrected and the revoke trick stands as played (63B), except a revoke on the twelfth trick (62D); after play ends the Director applies Law 64.`,
    ),
    note,
  );
}

function notEstablished(decidedBy: string, cites: readonly string[], ru: string, en: string, note?: Bilingual) {
  return ruling<RevokeEstablishmentOutcome>(
    { status: 'not-established', correction: 'must-correct' },
    decidedBy,
    [...cites, '62A', '63.1'],
    bi(
      `${ru} Фальшренонс не установлен: нарушитель должен его скорректировать (62A), пока не произошло ни одно из событий Правила 63A.`,
      `${en} The revoke is not established: the offender must correct it (62A) before any of the events of Law 63A occurs.`,
    ),
    note,
  );
}

const revokeEstablishment1987 = guarded(
  (input: RevokeEstablishmentInput): Ruling<RevokeEstablishmentOutcome> => {
    const bad = checkDomain(input, REVOKE_ESTABLISHMENT_DOMAIN);
    if (bad) return bad;
    const { offender, event, zonalOrganisationPermitsDefendersToAsk: zonal } = input;

    switch (event) {
      case 'nothing-yet':
        return notEstablished(
          '62A',
          ['63A', '63.2'],
          'Виновная сторона ещё не сыграла и не обозначила карту в следующую взятку и не заявляла претензий или уступок.',
          'The offending side has not yet played or designated a card to the next trick, nor claimed or conceded.',
        );
      case 'offending-side-played-to-next-trick':
        return established(
          '63A1',
          ['63.2(i)', '63.4'],
          'Нарушитель или его партнёр сыграл картой в следующую взятку — легально или нелегально, в очередь или вне очереди (63A1, 63.2(i)).',
          'The offender or his partner led or played to the next trick — legally or not, in turn or out of turn (63A1, 63.2(i)).',
        );
      case 'offending-side-designated-card-for-next-trick':
        return established(
          '63A2',
          ['63.2(ii)', '63.4'],
          'Нарушитель или его партнёр назвал или иным образом обозначил карту для игры в следующую взятку (63A2, 63.2(ii)).',
          'The offender or his partner named or otherwise designated a card to be played to the next trick (63A2, 63.2(ii)).',
        );
      case 'offending-side-claimed-or-conceded':
        return established(
          '63A3',
          ['63.2(iii)', '63.4'],
          'Нарушитель или его партнёр заявил претензию на взятки или уступку взяток — словами или, например, открыв руку (63A3, 63.2(iii)).',
          'The offender or his partner claimed or conceded tricks — orally or, for example, by facing his hand (63A3, 63.2(iii)).',
        );
      case 'offending-side-acquiesced-in-claim':
        return established(
          '63A3',
          ['63.2(iii)', '63.4'],
          'Нарушитель или его партнёр молчаливо согласился с претензией или уступкой (63A3, 63.2(iii)); судья устанавливает этот факт (63.4).',
          'The offender or his partner acquiesced in a claim or concession (63A3, 63.2(iii)); the Director establishes this fact (63.4).',
        );
      case 'non-offending-side-played-to-next-trick':
        return notEstablished(
          '63A',
          ['63.2'],
          'Правило 63A называет только действия нарушителя или его партнёра; игра невиновной стороны в следующую взятку фальшренонс не устанавливает (63.2).',
          'Law 63A lists only actions of the offender or his partner; play to the next trick by the non-offending side does not establish the revoke (63.2).',
        );
      case 'opponent-asked':
        return notEstablished(
          '61B',
          ['61.3'],
          offender === 'defender'
            ? 'Разыгрывающий вправе спросить защитника, не сыгравшего в масть, есть ли у него карта этой масти (61B, 61.3); законный вопрос фальшренонс не устанавливает.'
            : 'Защитник вправе спросить разыгрывающего, не сыгравшего в масть, есть ли у него карта этой масти (61B, 61.3); законный вопрос фальшренонс не устанавливает.',
          offender === 'defender'
            ? 'Declarer may ask a defender who failed to follow suit whether he has a card of that suit (61B, 61.3); a legal question does not establish the revoke.'
            : 'A defender may ask declarer, who failed to follow suit, whether he has a card of that suit (61B, 61.3); a legal question does not establish the revoke.',
        );
      case 'partner-asked':
        if (offender === 'declarer') {
          return notEstablished(
            '61B',
            ['42B1', '61.3'],
            'Болван вправе спросить разыгрывающего, не сыгравшего в масть, есть ли у него карта этой масти (61B, 42B1, 61.3); вопрос законный и фальшренонс не устанавливает.',
            'Dummy may ask declarer, who failed to follow suit, whether he has a card of that suit (61B, 42B1, 61.3); the question is legal and does not establish the revoke.',
          );
        }
        if (zonal) {
          return notEstablished(
            '61B',
            ['61.3', '61.5(i)'],
            'Зональная организация разрешила защитникам спрашивать друг друга (поправка 1988 г. к Правилу 61B), поэтому вопрос партнёра законен и фальшренонс не устанавливает.',
            "The Zonal Organisation permits defenders to ask each other (the 1988 amendment to Law 61B), so the partner’s question is legal and does not establish the revoke.",
            NOTE_61B_EDITIONS,
          );
        }
        return established(
          '63A4',
          ['61B', '61.5(i)', '61.5(ii)', '63.5'],
          'Партнёр-защитник нелегально спросил нарушителя о возможном фальшренонсе — это нарушение Правила 61B, и по поправке 1988 г. (63A4) такой вопрос устанавливает фальшренонс (61.5(i), 63.5). Если нарушитель после вопроса попытается скорректировать фальшренонс и покажет другую карту, эта карта становится штрафной (61.5(ii)).',
          "The defender’s partner illegally asked him about a possible revoke — a breach of Law 61B, and under the 1988 amendment (63A4) attention so drawn establishes the revoke (61.5(i), 63.5). If the offender then tries to correct it and exposes another card, that card becomes a penalty card (61.5(ii)).",
          NOTE_61B_EDITIONS,
        );
      case 'dummy-asked-defender':
        if (offender === 'declarer') {
          return invalid(
            'Вопрос болвана защитнику касается фальшренонса защитника, а здесь нарушитель — разыгрывающий. Для вопроса болвана разыгрывающему выберите «partner-asked».',
            "Dummy’s question to a defender concerns a defender’s revoke, but here the offender is declarer. For dummy asking declarer choose “partner-asked”.",
          );
        }
        return notEstablished(
          '42B1',
          ['61.5(iv)', '63.5', '63A', '90', '16'],
          'Вопрос болвана защитнику — нарушение Правила 42B1, а не Правила 61B, и фальшренонс он не устанавливает (63.5, 61.5(iv)). Если фальшренонс не установлен иначе, он корректируется, а взятая назад карта становится штрафной; болван наказывается по Правилу 90, а если разыгрывающий получил нелегальную информацию — применяется Правило 16. (В тексте 61.5(iv) напечатано «Правило 41B1»; по 63.5 речь о 42B1.)',
          "Dummy’s question to a defender breaches Law 42B1, not Law 61B, and does not establish the revoke (63.5, 61.5(iv)). Unless otherwise established, the revoke is corrected and the withdrawn card becomes a penalty card; dummy is penalised under Law 90, and Law 16 applies if declarer received unauthorised information. (Paragraph 61.5(iv) prints “Law 41B1”; 63.5 makes clear 42B1 is meant.)",
        );
    }
  },
);

// ---------------------------------------------------------------------------
// 2. Correction (62A, 62B, 62D; 63B)
// ---------------------------------------------------------------------------

export interface RevokeCorrectionInput {
  readonly offender: Offender;
  /** Trick on which the revoke occurred, 1..13 (13 is impossible and rejected). */
  readonly trick: number;
  readonly established: boolean;
  /** All four hands have been returned to the board. */
  readonly allHandsReturnedToBoard: boolean;
  /**
   * Trick 12, defender’s revoke only: his partner had not yet played to the
   * trick and could legally play either of his two remaining cards (62.7).
   */
  readonly offenderPartnerStillToPlayWithTwoLegalCards: boolean;
}

export const REVOKE_CORRECTION_DOMAIN = {
  offender: OFFENDERS,
  trick: range(1, 13),
  established: BOOLEANS,
  allHandsReturnedToBoard: BOOLEANS,
  offenderPartnerStillToPlayWithTwoLegalCards: BOOLEANS,
} as const satisfies Domain;

export interface RevokeCorrectionOutcome {
  readonly action: 'must-correct' | 'must-correct-twelfth-trick' | 'cannot-correct' | 'too-late-twelfth-trick';
  /** What happens to the revoke card when it is withdrawn. */
  readonly withdrawnCard: 'back-to-hand-no-penalty' | 'major-penalty-card' | 'not-withdrawn';
  /** Trick 12 (62.7): declarer designates which of the partner’s two cards is played. */
  readonly declarerDesignatesPartnersCard: boolean;
  /** Law 64 trick transfer after play: applies (64A), or excluded for the twelfth trick (64B6). */
  readonly law64: 'not-applicable' | 'applies' | 'no-transfer-64B6';
}

const NO_REVOKE_ON_13 = invalid(
  'Фальшренонс в тринадцатой взятке невозможен: у каждого игрока осталась одна карта, и не сыграть в масть, имея карту этой масти, нельзя.',
  'A revoke on trick 13 is impossible: each player has one card left, so nobody can fail to follow suit while holding a card of the suit.',
);

const revokeCorrection1987 = guarded((input: RevokeCorrectionInput): Ruling<RevokeCorrectionOutcome> => {
  const bad = checkDomain(input, REVOKE_CORRECTION_DOMAIN);
  if (bad) return bad;
  const { offender, trick, established: isEstablished, allHandsReturnedToBoard: returned } = input;
  if (trick === 13) return NO_REVOKE_ON_13;
  if (!isEstablished && returned) {
    return invalid(
      'Все руки уже в коробке: розыгрыш окончен, и фальшренонс не может быть неустановленным (63A).',
      'All hands are back in the board: play is over, and the revoke cannot be unestablished (63A).',
    );
  }

  if (trick === 12) {
    if (returned) {
      return ruling<RevokeCorrectionOutcome>(
        { action: 'too-late-twelfth-trick', withdrawnCard: 'not-withdrawn', declarerDesignatesPartnersCard: false, law64: 'no-transfer-64B6' },
        '64B6',
        ['62D', '62.6', '63.3', '64C'],
        bi(
          'Фальшренонс в двенадцатой взятке обнаружен, когда все четыре руки уже в коробке: его не исправляют, две последние взятки не переигрывают, взятки не передаются (64B6, 62.6, 63.3). При ущербе судья корректирует результат по Правилу 64C.',
          'The twelfth-trick revoke was found when all four hands were back in the board: it is not corrected, the last two tricks are not replayed, no tricks are transferred (64B6, 62.6, 63.3). If there was damage, the Director adjusts the score under Law 64C.',
        ),
      );
    }
    const designate = offender === 'defender' && input.offenderPartnerStillToPlayWithTwoLegalCards;
    const defender = offender === 'defender';
    return ruling<RevokeCorrectionOutcome>(
      // Not yet established, it is corrected as any revoke and Law 64 never comes in; 62D adds "even if established".
      // 62.6's «нет наказания» is the trick penalty of 64A (63.3); the correction is as 62.3 says of every one.
      {
        action: isEstablished ? 'must-correct-twelfth-trick' : 'must-correct',
        withdrawnCard: defender ? 'major-penalty-card' : 'back-to-hand-no-penalty',
        declarerDesignatesPartnersCard: designate,
        law64: isEstablished ? 'no-transfer-64B6' : 'not-applicable',
      },
      '62D',
      ['62.6', '63.3', '64B6', ...(defender ? ['62B', '62.3'] : []), ...(designate ? ['62.7'] : [])],
      bi(
        `Фальшренонс в двенадцатой взятке${isEstablished ? ', хотя и установленный,' : ''} исправляют: он обнаружен до возврата всех рук в коробку (62D, 62.6, 63.3)${defender ? '; взятая назад карта защитника становится старшей штрафной (62.3)' : ''}${isEstablished ? '; взятки не передаются (64B6)' : ''}.${designate ? ' Партнёр нарушителя ещё не играл и может легально сыграть любой из двух карт — разыгрывающий указывает какой (62.7).' : ''}`,
        `A revoke on the twelfth trick${isEstablished ? ', though established,' : ''} is corrected: it was found before all hands were back in the board (62D, 62.6, 63.3)${defender ? '; the defender’s withdrawn card becomes a major penalty card (62.3)' : ''}${isEstablished ? '; no tricks are transferred (64B6)' : ''}.${designate ? " The offender’s partner has not played and could legally play either of his two cards — declarer designates which (62.7)." : ''}`,
      ),
    );
  }

  if (isEstablished) {
    return ruling<RevokeCorrectionOutcome>(
      { action: 'cannot-correct', withdrawnCard: 'not-withdrawn', declarerDesignatesPartnersCard: false, law64: 'applies' },
      '63B',
      ['63A', '62.2', '64'],
      bi(
        `Фальшренонс в ${trick}-й взятке установлен (63A): его больше нельзя скорректировать, и взятка остаётся как сыграна (63B, 62.2). После розыгрыша судья применяет Правило 64.`,
        `The revoke on trick ${trick} is established (63A): it may no longer be corrected and the revoke trick stands as played (63B, 62.2). After play ends the Director applies Law 64.`,
      ),
    );
  }

  if (offender === 'declarer') {
    return ruling<RevokeCorrectionOutcome>(
      { action: 'must-correct', withdrawnCard: 'back-to-hand-no-penalty', declarerDesignatesPartnersCard: false, law64: 'not-applicable' },
      '62A',
      ['62B', '62.1', '62.3', '43B2'],
      bi(
        'Фальшренонс не установлен и должен быть исправлен (62A, 62.1): разыгрывающий заменяет карту легальной (62B); карта из его руки или руки болвана возвращается без наказания, если не применяется Правило 43B2 (62.3).',
        "The revoke is not established and must be corrected (62A, 62.1): declarer substitutes a legal card (62B); a card from his or dummy’s hand goes back without penalty, unless Law 43B2 applies (62.3).",
      ),
    );
  }
  return ruling<RevokeCorrectionOutcome>(
    { action: 'must-correct', withdrawnCard: 'major-penalty-card', declarerDesignatesPartnersCard: false, law64: 'not-applicable' },
    '62A',
    ['62B', '62.1', '62.3', '50E', '50D1'],
    bi(
      'Фальшренонс не установлен и должен быть скорректирован (62A, 62.1): защитник берёт карту назад и заменяет её легальной (62B). Взятая назад карта защитника становится старшей штрафной, и применяется Правило 50E (62.3) — в тексте Правил 1997 года это Правило 50D.',
      "The revoke is not established and must be corrected (62A, 62.1): the defender withdraws the card and substitutes a legal one (62B). The defender’s withdrawn card becomes a major penalty card and Law 50E applies (62.3) — Law 50D in the 1997 law text.",
    ),
  );
});

// ---------------------------------------------------------------------------
// 3. Withdrawal of cards played after the revoke (62C)
// ---------------------------------------------------------------------------

export const PLAYED_AFTER_REVOKE = [
  /** Revoker played fourth (or attention was drawn at once). */
  'nobody',
  /** Revoker played third: only his left-hand opponent played after him. */
  'lho-only',
  /** Revoker played second: his left-hand opponent, then his partner, played after him. */
  'lho-and-partner',
] as const;
export type PlayedAfterRevoke = (typeof PLAYED_AFTER_REVOKE)[number];

export interface RevokeWithdrawalsInput {
  readonly offender: Offender;
  /** Who played to the revoke trick after the revoke and before attention was drawn. */
  readonly playedAfterRevoke: PlayedAfterRevoke;
  /** The revoker’s left-hand opponent (non-offending side) chooses to withdraw his card. */
  readonly lhoWithdraws: boolean;
  /** The revoker’s partner wants to withdraw his card. */
  readonly partnerWithdraws: boolean;
}

export const REVOKE_WITHDRAWALS_DOMAIN = {
  offender: OFFENDERS,
  playedAfterRevoke: PLAYED_AFTER_REVOKE,
  lhoWithdraws: BOOLEANS,
  partnerWithdraws: BOOLEANS,
} as const satisfies Domain;

export type CardFate = 'not-played' | 'stands' | 'withdrawn-no-penalty' | 'withdrawn-major-penalty-card';

export interface RevokeWithdrawalsOutcome {
  readonly revokeCard: 'back-to-hand-no-penalty' | 'major-penalty-card';
  readonly lhoCard: CardFate;
  readonly partnerCard: CardFate;
  /** The partner asked to withdraw without his right-hand opponent having withdrawn first. */
  readonly partnerRequestRefused: boolean;
}

const revokeWithdrawals1987 = guarded((input: RevokeWithdrawalsInput): Ruling<RevokeWithdrawalsOutcome> => {
  const bad = checkDomain(input, REVOKE_WITHDRAWALS_DOMAIN);
  if (bad) return bad;
  const { offender, playedAfterRevoke: after, lhoWithdraws, partnerWithdraws } = input;
  if (lhoWithdraws && after === 'nobody') {
    return invalid(
      'Левый оппонент нарушителя не играл после фальшренонса — ему нечего брать назад.',
      "The offender’s left-hand opponent did not play after the revoke — he has no card to withdraw.",
    );
  }
  if (partnerWithdraws && after !== 'lho-and-partner') {
    return invalid(
      'Партнёр нарушителя не играл во взятку после фальшренонса (он сыграл в неё раньше или ещё не играл) — ему нечего брать назад по Правилу 62C2.',
      "The offender’s partner did not play to the trick after the revoke (he played to it earlier or has not yet) — he has nothing to withdraw under Law 62C2.",
    );
  }

  const revokeCard = offender === 'declarer' ? 'back-to-hand-no-penalty' : 'major-penalty-card';
  const lhoCard: CardFate = after === 'nobody' ? 'not-played' : lhoWithdraws ? 'withdrawn-no-penalty' : 'stands';
  const partnerPlayed = after === 'lho-and-partner';
  const partnerMay = partnerWithdraws && lhoWithdraws;
  const partnerCard: CardFate = !partnerPlayed
    ? 'not-played'
    : !partnerMay
      ? 'stands'
      : offender === 'defender'
        ? 'withdrawn-major-penalty-card'
        : 'withdrawn-no-penalty';
  const refused = partnerWithdraws && !lhoWithdraws;
  const outcome: RevokeWithdrawalsOutcome = { revokeCard, lhoCard, partnerCard, partnerRequestRefused: refused };

  const revokeRu =
    offender === 'declarer'
      ? 'Карта фальшренонса разыгрывающего возвращается в руку без наказания (62.3).'
      : 'Карта фальшренонса защитника становится старшей штрафной (62.3).';
  const revokeEn =
    offender === 'declarer'
      ? "Declarer’s revoke card goes back to his hand without penalty (62.3)."
      : "The defender’s revoke card becomes a major penalty card (62.3).";

  let ru: string;
  let en: string;
  let decidedBy: string;
  const cites: string[] = ['62B', '62.3'];
  if (after === 'nobody') {
    decidedBy = '62B';
    ru = `После фальшренонса во взятку никто не играл, брать назад нечего: нарушитель только заменяет карту фальшренонса легальной (62B). ${revokeRu}`;
    en = `Nobody played to the trick after the revoke, so there is nothing else to withdraw: the offender just substitutes a legal card for the revoke card (62B). ${revokeEn}`;
  } else if (!lhoWithdraws) {
    decidedBy = refused ? '62C2' : '62C1';
    cites.push('62C1', '62.4', '62.5');
    ru = `Невиновный игрок, сыгравший после фальшренонса, вправе взять карту назад, но не берёт — она остаётся (62C1, 62.4).${refused ? ' Партнёр нарушителя может взять карту назад, только если это сделал его правый оппонент (62C2, 62.5(a)), поэтому она тоже остаётся.' : ''} ${revokeRu}`;
    en = `The non-offender who played after the revoke may withdraw his card but does not — it stands (62C1, 62.4).${refused ? " The offender’s partner may withdraw only after his right-hand opponent has (62C2, 62.5), so his card stands too." : ''} ${revokeEn}`;
  } else {
    decidedBy = partnerMay ? '62C2' : '62C1';
    cites.push('62C1', '62.4', '47F');
    ru = `Невиновный игрок без наказания берёт назад карту, сыгранную после фальшренонса (62C1, 62.4); если она дала виновной стороне существенную информацию, судья может назначить компенсирующий результат (47F).`;
    en = `The non-offender withdraws the card he played after the revoke, without penalty (62C1, 62.4); if seeing it gave the offending side significant information, the Director may award an adjusted score (47F).`;
    if (partnerMay) {
      cites.push('62.5');
      ru +=
        offender === 'defender'
          ? ' После этого партнёр нарушителя тоже берёт свою карту назад (62C2, 62.5(a)); так как он защитник, эта карта становится старшей штрафной (62.5(b), 62.5(c)).'
          : ' После этого карта болвана тоже берётся назад (62C2, 62.5(a)) — без наказания: карты разыгрывающего и болвана штрафными не становятся (62.5(b)).';
      en +=
        offender === 'defender'
          ? " The offender’s partner may then withdraw his card too (62C2, 62.5); as he is a defender, that card becomes a major penalty card (62.5)."
          : " Dummy’s card may then be withdrawn too (62C2, 62.5) — without penalty: declarer’s and dummy’s cards never become penalty cards (62.5).";
    } else if (partnerPlayed) {
      ru += ' Партнёр нарушителя мог бы теперь взять свою карту назад (62C2), но не делает этого — она остаётся.';
      en += " The offender’s partner could now withdraw his card (62C2) but does not — it stands.";
    }
    ru += ` ${revokeRu}`;
    en += ` ${revokeEn}`;
  }
  return ruling(outcome, decidedBy, cites, bi(ru, en));
});

// ---------------------------------------------------------------------------
// 4. Penalty once established (64A, 64B, 64C)
// ---------------------------------------------------------------------------

export const REVOKE_TRICK_WINNERS = ['offending-player', 'offenders-partner', 'non-offending-side'] as const;
/** Who won the revoke trick. For declarer’s revoke, a trick won in dummy is won by the partner (64.1). */
export type RevokeTrickWinner = (typeof REVOKE_TRICK_WINNERS)[number];

export const REVOKE_EXCEPTIONS = [
  'none',
  /** A later revoke in the same suit by the same player (64B2, 64.2(ii)). */
  'subsequent-revoke-same-suit-same-player',
  /**
   * A revoke from dummy’s hand: a card of dummy’s, faced on the table, not played (1987 64B3 as
   * 64.2(iii) reads it, "in dummy’s hand or elsewhere"; 2017 64B3, "any card belonging to dummy").
   * Every revoke from dummy is this case; `offender: 'declarer'` with another exception is declarer’s
   * own hand (the penalty panel says so).
   */
  'failed-to-play-dummy-card',
  /** A defender failed to play his penalty card, faced on the table (64B3, 64.2(iii)). */
  'failed-to-play-penalty-card',
  /** Attention first drawn after the non-offending side made a call on the next board (64B4). */
  'attention-drawn-after-call-on-next-board',
  /** Attention first drawn after the round ended (64B5). */
  'attention-drawn-after-round-ended',
  /** The other side revoked on this board too (no 1987 exception; 64B7 of the 2017 Laws). */
  'both-sides-revoked',
  /**
   * Both sides revoked on the same trick and only one side had played to the next: 2017 62C3
   * corrects both revokes, and 64B8 transfers no trick (no 1987 exception).
   */
  'both-sides-revoked-same-trick-corrected',
] as const;
export type RevokeException = (typeof REVOKE_EXCEPTIONS)[number];

export interface RevokePenaltyInput {
  readonly offender: Offender;
  /** Trick on which the established revoke occurred, 1..13 (13 is impossible and rejected). */
  readonly trick: number;
  readonly revokeTrickWonBy: RevokeTrickWinner;
  /**
   * Tricks won by the offending side counting from the revoke trick itself
   * to trick 13. Tricks won before the revoke trick must not be counted.
   */
  readonly offendingSideTricksFromRevokeTrick: number;
  readonly exception: RevokeException;
  /** Director judges the non-offending side insufficiently compensated by 64A/64B (64C). */
  readonly nonOffendersInsufficientlyCompensated: boolean;
  /**
   * After repeated revokes by the same player in the same suit: the non-offending side would
   * likely have made more tricks had one or more of the subsequent revokes not occurred
   * (2017 64C2(a); the 1987 Code has no such provision and ignores it).
   */
  readonly moreTricksWithoutSubsequentRevokes: boolean;
  /**
   * Both sides revoked on this board (`both-sides-revoked`): the Director deems that a contestant
   * has been damaged (2017 64C2(b): an adjusted score based on the likely result had no revokes
   * occurred). The 1987 Code has no such provision and ignores it; so do the other exceptions.
   */
  readonly contestantDamaged: boolean;
}

export const REVOKE_PENALTY_DOMAIN = {
  offender: OFFENDERS,
  trick: range(1, 13),
  revokeTrickWonBy: REVOKE_TRICK_WINNERS,
  offendingSideTricksFromRevokeTrick: range(0, 13),
  exception: REVOKE_EXCEPTIONS,
  nonOffendersInsufficientlyCompensated: BOOLEANS,
  moreTricksWithoutSubsequentRevokes: BOOLEANS,
  contestantDamaged: BOOLEANS,
} as const satisfies Domain;

export interface RevokePenaltyOutcome {
  readonly tricksTransferred: 0 | 1 | 2;
  /** 64C: Director assigns an adjusted score instead of the result after the transfer. */
  readonly adjustedScore: boolean;
}

const NOTE_64B_NUMBERING = bi(
  'Список комментария 64.2 в источниках обрывается на пункте (iii): номера 64B4 и 64B5 даны по Кодексу 1987 г., не по тексту на сайте; 64B6 подтверждён комментарием 63.3.',
  'The commentary list 64.2 breaks off after item (iii) in the sources: 64B4 and 64B5 are numbered from the 1987 Code, not from the text on this site; 64B6 is confirmed by commentary 63.3.',
);

const revokePenalty1987 = guarded((input: RevokePenaltyInput): Ruling<RevokePenaltyOutcome> => {
  const bad = checkDomain(input, REVOKE_PENALTY_DOMAIN);
  if (bad) return bad;
  const { offender, trick, revokeTrickWonBy: wonBy, offendingSideTricksFromRevokeTrick: won, exception } = input;
  const equity = input.nonOffendersInsufficientlyCompensated;

  if (trick === 13) return NO_REVOKE_ON_13;
  const offendingWonRevokeTrick = wonBy !== 'non-offending-side';
  if (offendingWonRevokeTrick && won === 0) {
    return invalid(
      'Взятку с фальшренонсом выиграла виновная сторона, значит, начиная с этой взятки она выиграла хотя бы одну взятку, а указано 0.',
      'The offending side won the revoke trick, so it won at least one trick from the revoke trick on, yet 0 was given.',
    );
  }
  const maxWon = offendingWonRevokeTrick ? 14 - trick : 13 - trick;
  if (won > maxWon) {
    return invalid(
      `Начиная с ${trick}-й взятки виновная сторона могла выиграть не больше ${maxWon} взяток${offendingWonRevokeTrick ? '' : ' (взятку с фальшренонсом выиграла невиновная сторона)'}, а указано ${won}. Взятки, выигранные до взятки с фальшренонсом, не считаются.`,
      `From trick ${trick} on the offending side can have won at most ${maxWon} tricks${offendingWonRevokeTrick ? '' : ' (the non-offending side won the revoke trick)'}, yet ${won} was given. Tricks won before the revoke trick do not count.`,
    );
  }
  if (exception === 'failed-to-play-penalty-card' && offender === 'declarer') {
    return invalid(
      'У разыгрывающего не бывает штрафных карт (48A): не сыграть штрафной картой может только защитник.',
      "Declarer never has penalty cards (48A): only a defender can fail to play a penalty card.",
    );
  }
  if (exception === 'failed-to-play-dummy-card' && offender === 'defender') {
    return invalid(
      'Картами болвана играет разыгрывающий; защитник не может не сыграть картой болвана.',
      "Dummy’s cards are played by declarer; a defender cannot fail to play a card of dummy’s.",
    );
  }

  const equityRu = equity
    ? ' Судья считает, что невиновная сторона недостаточно компенсирована, и назначает компенсирующий результат (64C).'
    : ' Если судья сочтёт, что невиновная сторона недостаточно компенсирована, он назначит компенсирующий результат (64C).';
  const equityEn = equity
    ? ' The Director deems the non-offending side insufficiently compensated and assigns an adjusted score (64C).'
    : ' Should the Director deem the non-offending side insufficiently compensated, he assigns an adjusted score (64C).';
  const done = (tricksTransferred: 0 | 1 | 2, decidedBy: string, cites: string[], ru: string, en: string, note?: Bilingual) =>
    ruling<RevokePenaltyOutcome>(
      { tricksTransferred, adjustedScore: equity },
      decidedBy,
      [...cites, '64C'],
      bi(ru + equityRu, en + equityEn),
      note,
    );

  if (trick === 12) {
    return done(
      0,
      '64B6',
      ['62D', '63.3', '62.6'],
      'Фальшренонс в двенадцатой взятке не наказывается передачей взяток (64B6, 63.3); до возврата всех четырёх рук в коробку его корректируют (62D).',
      'A revoke on the twelfth trick is not penalised by a trick transfer (64B6, 63.3); until all four hands are returned to the board it is corrected instead (62D).',
    );
  }
  switch (exception) {
    case 'subsequent-revoke-same-suit-same-player':
      return done(
        0,
        '64B2',
        ['64.2(ii)'],
        'Это второй фальшренонс того же игрока в той же масти в этой сдаче: наказание Правила 64A к нему не применяется (64B2, 64.2(ii)).',
        'This is a second revoke by the same player in the same suit on this deal: the Law 64A penalty does not apply to it (64B2, 64.2(ii)).',
      );
    case 'failed-to-play-dummy-card':
      return done(
        0,
        '64B3',
        ['64.2(iii)'],
        'Фальшренонс состоит в том, что не сыграна карта, лежащая открытой на столе, — карта болвана: наказание Правила 64A не применяется (64B3, 64.2(iii)).',
        "The revoke consists in failing to play a card faced on the table — a card of dummy’s: the Law 64A penalty does not apply (64B3, 64.2(iii)).",
      );
    case 'failed-to-play-penalty-card':
      return done(
        0,
        '64B3',
        ['64.2(iii)', '59.5'],
        'Фальшренонс состоит в том, что не сыграна карта, лежащая открытой на столе, — штрафная карта защитника: наказание Правила 64A не применяется (64B3, 64.2(iii)).',
        "The revoke consists in failing to play a card faced on the table — the defender’s penalty card: the Law 64A penalty does not apply (64B3, 64.2(iii)).",
      );
    case 'attention-drawn-after-call-on-next-board':
      return done(
        0,
        '64B4',
        [],
        'Внимание к фальшренонсу впервые привлечено после того, как невиновная сторона сделала заявку в следующей сдаче: взятки не передаются (64B4).',
        'Attention was first drawn to the revoke after the non-offending side made a call on the next board: no tricks are transferred (64B4).',
        NOTE_64B_NUMBERING,
      );
    case 'attention-drawn-after-round-ended':
      return done(
        0,
        '64B5',
        [],
        'Внимание к фальшренонсу впервые привлечено после окончания тура: взятки не передаются (64B5).',
        'Attention was first drawn to the revoke after the round ended: no tricks are transferred (64B5).',
        NOTE_64B_NUMBERING,
      );
    default:
      break;
  }
  const both = exception.startsWith('both') ? NOTE_BOTH_REVOKED : undefined;
  if (won === 0) {
    return done(
      0,
      '64B1',
      ['64.2(i)'],
      'Виновная сторона не выиграла ни взятку с фальшренонсом, ни одну из последующих: передавать нечего (64B1, 64.2(i)).',
      'The offending side won neither the revoke trick nor any later trick: there is nothing to transfer (64B1, 64.2(i)).',
      both,
    );
  }
  if (wonBy === 'offending-player') {
    const n: 1 | 2 = won >= 2 ? 2 : 1;
    return done(
      n,
      '64A1',
      ['64.1'],
      n === 2
        ? `Взятку с фальшренонсом выиграл сам нарушитель (${OFFENDER_RU[offender]}): после розыгрыша невиновным передаются она и ещё одна из последующих взяток виновной стороны — всего 2 (64A1, 64.1).`
        : `Взятку с фальшренонсом выиграл сам нарушитель (${OFFENDER_RU[offender]}), но последующих взяток виновная сторона не выиграла: передаётся только взятка с фальшренонсом — 1 (64A1, 64.1).`,
      n === 2
        ? `The offending player (${offender}) won the revoke trick himself: after play it and one later trick won by the offending side go to the non-offenders — 2 in all (64A1, 64.1).`
        : `The offending player (${offender}) won the revoke trick himself, but the offending side won no later trick: only the revoke trick is transferred — 1 (64A1, 64.1).`,
      both,
    );
  }
  const winnerRu =
    wonBy === 'offenders-partner'
      ? offender === 'declarer'
        ? 'болван — партнёр нарушителя, а не сам нарушитель'
        : 'партнёр нарушителя, а не сам нарушитель'
      : 'невиновная сторона';
  const winnerEn =
    wonBy === 'offenders-partner'
      ? offender === 'declarer'
        ? "dummy — the offender’s partner, not the offending player"
        : "the offender’s partner, not the offending player"
      : 'the non-offending side';
  return done(
    1,
    '64A2',
    ['64.1'],
    `Взятку с фальшренонсом выиграл${wonBy === 'offenders-partner' ? '' : 'а'} ${winnerRu}; виновная сторона выиграла эту или последующую взятку, поэтому передаётся одна взятка (64A2). По Кодексу 1987 г. важно, выиграл ли её виновный игрок, а не сторона (64.1).`,
    `The revoke trick was won by ${winnerEn}; the offending side won that or a later trick, so one trick is transferred (64A2). Under the 1987 Code what counts is whether the offending player, not his side, won it (64.1).`,
    both,
  );
});

const NOTE_BOTH_REVOKED = bi(
  'Кодекс 1987 г. не знает исключения для случая, когда фальшренонс совершили обе стороны: к этому фальшренонсу применяется Правило 64A как обычно, а судья может восстановить справедливость по 64C.',
  'The 1987 Code has no exception for both sides revoking: Law 64A applies to this revoke as usual, and the Director may restore equity under 64C.',
);

// ---------------------------------------------------------------------------
// Under both editions
// ---------------------------------------------------------------------------

/**
 * When a revoke is established (63A). 2017: 63A lists no question — partner’s question never establishes
 * it (defenders may ask one another, 61B3, whatever the zone; the zonal input is ignored); and agreeing to an opponent’s claim, which the 1987 Code counts under 63A3, is 2017 63A4
 * (established once agreement is established under Law 69A).
 */
export const revokeEstablishment = byEdition(REVOKE_ESTABLISHMENT_DOMAIN, revokeEstablishment1987, (input: RevokeEstablishmentInput) => {
  const outcome: RevokeEstablishmentOutcome = { status: 'not-established', correction: 'must-correct' };
  if (input.event === 'offending-side-acquiesced-in-claim') {
    return ruling2017<RevokeEstablishmentOutcome>(
      { status: 'established', correction: 'stands-except-twelfth-trick' },
      '63A4',
      ['69A', '63B', '62D', '64'],
      bi(
        'Согласие с претензией противника, установленное по 69A, устанавливает фальшренонс (63A4); далее 63B, 62D, 64.',
        "Agreement to an opponent’s claim, established as per 69A, establishes the revoke (63A4); then 63B, 62D, 64.",
      ),
    );
  }
  if (input.event === 'partner-asked' && input.offender === 'defender') {
    return ruling2017(
      outcome,
      '61B',
      ['62A', '16'],
      bi(
        'Защитники вправе спрашивать друг друга, рискуя создать неразрешённую информацию (61B3; 16). Вопрос фальшренонс не устанавливает (в 63A такого события нет), его исправляют (62A).',
        'Defenders may ask one another, at the risk of creating unauthorised information (61B3; 16). The question does not establish the revoke (63A lists no such event); it is corrected (62A).',
      ),
    );
  }
  if (input.event === 'dummy-asked-defender') {
    return ruling2017(
      outcome,
      '61B',
      ['16', '62A', '90'],
      bi(
        'Болван не вправе спрашивать защитника, не сыгравшего в масть (61B2(b)), и может применяться Правило 16B; вопрос фальшренонс не устанавливает, его исправляют (62A); возможно процедурное наказание (90).',
        'Dummy may not ask a defender who failed to follow suit (61B2(b)), and Law 16B may apply; the question does not establish the revoke, which is corrected (62A); a procedural penalty may follow (90).',
      ),
    );
  }
  return undefined;
});

/**
 * Correction while not established (62A–62B): the same in 2017. The twelfth trick: still
 * corrected (2017 62D1), but when a defender revoked before his partner played, declarer no
 * longer designates the partner’s card (62.7): the partner chooses, under Law 16C (2017 62D2).
 */
/**
 * 2017: a defender's card withdrawn to correct a revoke is a major penalty card (62B1), on trick 12
 * as well (62D1 only says the revoke is corrected, even if established), as the 1987 side reads 62.3;
 * the commentary's «нет наказания» (62.6) is the trick penalty of 64A (63.3). The edition difference
 * is 62D2: the partner plays his own card, and Law 16C applies (1987: declarer designates it, 62.7).
 */
export const revokeCorrection = byEdition(REVOKE_CORRECTION_DOMAIN, revokeCorrection1987, (input: RevokeCorrectionInput, r) => {
  if (!r.outcome.declarerDesignatesPartnersCard) return undefined;
  return ruling2017<RevokeCorrectionOutcome>(
    { ...r.outcome, declarerDesignatesPartnersCard: false },
    '62D2',
    ['16', '62D1', '62B', '64B6'],
    bi(
      'Фальшренонс в двенадцатой взятке исправляют (62D1); взятая назад карта защитника становится старшей штрафной (62B1). Карту партнёра разыгрывающий не выбирает: партнёр играет сам, применяется Правило 16C (62D2).',
      'The revoke on the twelfth trick is corrected (62D1); the defender’s withdrawn card becomes a major penalty card (62B1). Declarer does not choose the partner’s card: the partner plays his own, and Law 16C applies (62D2).',
    ),
  );
});

/** Cards played after the revoke (62C): the same in 2017. */
export const revokeWithdrawals = byEdition(REVOKE_WITHDRAWALS_DOMAIN, revokeWithdrawals1987, () => undefined);

/**
 * The trick transfer (64). 2017: no transfer when both sides revoked (64B7), with an adjusted score
 * on the likely result had no revokes occurred where a contestant was damaged (64C2(b), the field
 * `contestantDamaged`, not the 64C1 test), or when 62C3 corrected both revokes (64B8); after repeated revokes by one player in one suit (64B2) the Director adjusts
 * the score if the subsequent revokes likely cost the non-offenders tricks (64C2(a)).
 */
export const revokePenalty = byEdition(REVOKE_PENALTY_DOMAIN, revokePenalty1987, (input: RevokePenaltyInput, r) => {
  if (r.decidedBy === '64B6') return undefined;
  if (r.decidedBy === '64B2') {
    const more = input.moreTricksWithoutSubsequentRevokes;
    const adjusted = more || input.nonOffendersInsufficientlyCompensated;
    return ruling2017<RevokePenaltyOutcome>(
      { tricksTransferred: 0, adjustedScore: adjusted },
      // The Director's adjustment decides where there is one: 64C2(a) after the subsequent revokes, else 64C (64C1).
      more ? '64C2' : adjusted ? '64C' : '64B2',
      more ? ['64B2', '64C'] : adjusted ? ['64B2', '64C2'] : ['64C2', '64C'],
      bi(
        `Повторный фальшренонс того же игрока в той же масти: взятки не передаются (64B2)${more ? ', но без повторных невиновные, вероятно, взяли бы больше взяток, и судья корректирует результат (64C2(a))' : ''}.${adjusted && !more ? ' Судья назначает компенсирующий результат (64C1).' : ''}`,
        `A repeated revoke by the same player in the same suit: no trick transfer (64B2)${more ? ', but without the repeated revokes the non-offenders would likely have made more tricks, so the Director adjusts the score (64C2(a))' : ''}.${adjusted && !more ? ' The Director assigns an adjusted score (64C1).' : ''}`,
      ),
    );
  }
  if (input.exception === 'both-sides-revoked') {
    const hurt = input.contestantDamaged;
    return ruling2017<RevokePenaltyOutcome>(
      { tricksTransferred: 0, adjustedScore: hurt },
      hurt ? '64C2' : '64B7',
      [hurt ? '64B7' : '64C2'],
      bi(
        `Обе стороны сделали фальшренонс в этой сдаче, оба установлены: взятки не передаются (64B7). ${hurt ? 'Участник пострадал, и судья' : 'Если участник пострадал, судья'} назначает компенсирующий результат по вероятному исходу сдачи без фальшренонсов (64C2(b)).`,
        `Both sides revoked on this board, both revokes established: no tricks are transferred (64B7). ${hurt ? 'A contestant was damaged, so the Director' : 'If a contestant was damaged, the Director'} awards an adjusted score based on the likely result had no revokes occurred (64C2(b)).`,
      ),
    );
  }
  if (input.exception !== 'both-sides-revoked-same-trick-corrected') return undefined;
  return ruling2017<RevokePenaltyOutcome>(
    { tricksTransferred: 0, adjustedScore: input.nonOffendersInsufficientlyCompensated },
    '64B8',
    ['62C3', '50', '64C'],
    bi(
      'Обе стороны сделали фальшренонс в одной взятке, и в следующую сыграла только одна: оба исправлены (62C3), каждая карта, взятая назад защитниками, становится штрафной (62C3, Правило 50); взятки не передаются (64B8); применяется 64C.',
      'Both sides revoked on one trick and only one side played to the next: both revokes are corrected (62C3), and every card the defenders withdraw becomes a penalty card (62C3, Law 50); no tricks are transferred (64B8); 64C applies.',
    ),
  );
});
