/**
 * Insufficient bid (Law 27 of the 1987 Code; the Director's procedure in
 * commentary 27.7 (i)–(vi) and 27.8). An insufficient bid out of rotation
 * is dealt with under Law 31 (note after 27.8).
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';

export const IB_CORRECTIONS = [
  /** The Director has not yet explained the options; the offender has not chosen. */
  'none-yet',
  'lowest-sufficient-bid-same-denomination',
  'other-sufficient-bid',
  'pass',
  'double-or-redouble',
] as const;
export type IbCorrection = (typeof IB_CORRECTIONS)[number];

export interface InsufficientBidInput {
  /** The insufficient bid was made out of rotation (then Law 31 applies instead). */
  readonly outOfRotation: boolean;
  /** The offender's left-hand opponent accepted it, for instance by calling over it (27A, 27.7(i)). */
  readonly lhoAccepts: boolean;
  /** What the offender substituted after the bid was not accepted. */
  readonly correction: IbCorrection;
  /** The insufficient bid or the substituted bid may have been conventional (27B1(b)). */
  readonly eitherBidConventional: boolean;
  /** The Director judges, at some stage of the auction or play, that the non-offending side was damaged (27.7(v)). */
  readonly directorJudgesDamage: boolean;
}

export const INSUFFICIENT_BID_DOMAIN = {
  outOfRotation: BOOLEANS,
  lhoAccepts: BOOLEANS,
  correction: IB_CORRECTIONS,
  eitherBidConventional: BOOLEANS,
  directorJudgesDamage: BOOLEANS,
} as const satisfies Domain;

export interface InsufficientBidOutcome {
  readonly result:
    | 'law-31-applies'
    | 'accepted'
    | 'offender-must-choose'
    | 'corrected-without-penalty'
    | 'partner-must-pass';
  /** The offender's partner must pass whenever it is his turn to call for the rest of the auction. */
  readonly partnerMustPass: boolean;
  /** The lead penalties of Law 26 may apply if the offender becomes a defender. */
  readonly leadPenaltiesOfLaw26: boolean;
  /** The Director awards an adjusted score (27.7(v)). */
  readonly adjustedScore: boolean;
}

const NOTE_27B1B = bi(
  ' Подпункт 27B1(b) (конвенционное значение) в загруженном комментарии не цитируется и дан по Кодексу.',
  ' Subsection 27B1(b) (conventional meaning) is not quoted in the loaded commentary and is given from the Code.',
);

export const insufficientBid = guarded((input: InsufficientBidInput): Ruling<InsufficientBidOutcome> => {
  const bad = checkDomain(input, INSUFFICIENT_BID_DOMAIN);
  if (bad) return bad;
  const { outOfRotation, lhoAccepts, correction, eitherBidConventional: conventional, directorJudgesDamage: damage } = input;

  if (outOfRotation) {
    return ruling<InsufficientBidOutcome>(
      { result: 'law-31-applies', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: false },
      '31',
      ['29', '31.1'],
      bi(
        'Недостаточное назначение сделано вне очереди: это назначение вне очереди, и судья руководствуется Правилом 31 (примечание к 27.8), сначала предложив левому оппоненту нарушителя возможности Правила 29 (31.1).',
        "The insufficient bid was made out of rotation: it is a bid out of rotation, and the Director applies Law 31 (note after 27.8), first offering the offender's left-hand opponent the options of Law 29 (31.1).",
      ),
    );
  }

  if (lhoAccepts) {
    if (correction !== 'none-yet') {
      return invalid(
        'Принятое недостаточное назначение не корректируется: если левый оппонент его принял, нарушитель ничего не заменяет. Укажите correction = «none-yet».',
        'An accepted insufficient bid is not corrected: once the left-hand opponent accepts it, the offender substitutes nothing. Set correction to "none-yet".',
      );
    }
    return ruling<InsufficientBidOutcome>(
      { result: 'accepted', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: false },
      '27A',
      ['27.7(i)'],
      bi(
        `Левый оппонент нарушителя принял недостаточное назначение (например, сделав после него заявку): оно считается легальным, торговля продолжается, и сдача доигрывается без какой-либо коррекции результата (27A, 27.7(i)).${damage ? ' Даже если невиновная сторона сочтёт себя пострадавшей, коррекция результата здесь не предусмотрена.' : ''}`,
        `The offender's left-hand opponent accepted the insufficient bid (for instance by calling over it): it is treated as legal, the auction continues and the deal is completed with no rectification of the score (27A, 27.7(i)).${damage ? ' Even if the non-offending side feels damaged, no score adjustment is provided for here.' : ''}`,
      ),
    );
  }

  if (correction === 'none-yet') {
    if (damage) {
      return invalid(
        'Ущерб оценивают после того, как нарушитель выбрал действие и торговля или розыгрыш продолжились (27.7(iii)–(v)); пока нарушитель не выбрал, решать об ущербе рано.',
        'Damage is judged after the offender has chosen and the auction or play has gone on (27.7(iii)–(v)); before he chooses it is too early to decide on damage.',
      );
    }
    return ruling<InsufficientBidOutcome>(
      { result: 'offender-must-choose', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: false },
      '27B',
      ['27.7(ii)', '27.7(iii)', '27.8', '27B1a', '27B2', '27B3'],
      bi(
        'Недостаточное назначение не принято и должно быть исправлено. Судья аннулирует любую заявку, которой нарушитель пытался его заменить, и до выбора подробно объясняет ему последствия (27.7(ii), 27.8): наименьшее достаточное назначение в той же деноминации — без наказания (27B1(a)); любое другое достаточное назначение или пас — партнёр пасует до конца торговли, возможны ограничения на ход по Правилу 26 (27B2); контру или реконтру вместо него делать нельзя — это трактуется как пас с теми же последствиями (27B3). Торопиться с решением о «существенной» нелегальной информации не нужно (27.7(iii)).',
        'The insufficient bid is not accepted and must be corrected. The Director cancels any call the offender tried to substitute and, before the choice, explains all its consequences (27.7(ii), 27.8): the lowest sufficient bid in the same denomination — no penalty (27B1(a)); any other sufficient bid or a pass — partner must pass for the rest of the auction and the lead penalties of Law 26 may apply (27B2); a double or redouble may not be substituted — it is treated as a pass with the same consequences (27B3). There is no hurry to decide whether "significant" unauthorised information arose (27.7(iii)).',
      ),
    );
  }

  const damageRu = damage
    ? ' Судья счёл, что невиновной стороне нанесён ущерб: он прекращает развитие событий и назначает компенсирующий результат (27.7(v)), а по завершении сдачи объявляет решение (27.7(vi)).'
    : ' Если на какой-либо стадии судья сочтёт, что невиновной стороне нанесён ущерб, он назначит компенсирующий результат (27.7(v)).';
  const damageEn = damage
    ? ' The Director judges that the non-offending side was damaged: he stops the proceedings and awards an adjusted score (27.7(v)), announcing the ruling when the deal is complete (27.7(vi)).'
    : ' Should the Director judge at any stage that the non-offending side was damaged, he awards an adjusted score (27.7(v)).';
  const damageCites = damage ? ['27.7(v)', '27.7(vi)'] : ['27.7(v)'];
  const mustPass = (decidedBy: string, cites: string[], ru: string, en: string) =>
    ruling<InsufficientBidOutcome>(
      { result: 'partner-must-pass', partnerMustPass: true, leadPenaltiesOfLaw26: true, adjustedScore: damage },
      decidedBy,
      [...cites, '26', '27.7(iv)', ...damageCites],
      bi(
        `${ru} Партнёр нарушителя обязан пасовать каждый раз, когда до него доходит очередь, до конца торговли; если нарушитель станет защитником, могут применяться ограничения на ход по Правилу 26 (27.7(iv)).${damageRu}`,
        `${en} The offender's partner must pass whenever it is his turn to call for the rest of the auction; if the offender becomes a defender, the lead penalties of Law 26 may apply (27.7(iv)).${damageEn}`,
      ),
    );

  switch (correction) {
    case 'lowest-sufficient-bid-same-denomination':
      if (conventional) {
        return mustPass(
          '27B1b',
          ['27B1a'],
          'Недостаточное назначение исправлено наименьшим достаточным назначением в той же деноминации, но одна из этих заявок могла быть конвенционной, поэтому освобождение от наказания 27B1(a) не действует (27B1(b)).' + NOTE_27B1B.ru,
          'The insufficient bid was corrected by the lowest sufficient bid in the same denomination, but one of the two bids may have been conventional, so the exemption of 27B1(a) does not apply (27B1(b)).' + NOTE_27B1B.en,
        );
      }
      return ruling<InsufficientBidOutcome>(
        { result: 'corrected-without-penalty', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: damage },
        '27B1a',
        damageCites,
        bi(
          `Недостаточное назначение исправлено наименьшим достаточным назначением в той же деноминации: наказания нет, торговля продолжается так, как если бы нарушения не было (27B1(a)).${damageRu}`,
          `The insufficient bid was corrected by the lowest sufficient bid in the same denomination: there is no penalty and the auction proceeds as though there had been no irregularity (27B1(a)).${damageEn}`,
        ),
      );
    case 'other-sufficient-bid':
      return mustPass(
        '27B2',
        [],
        'Недостаточное назначение исправлено другим достаточным назначением (не наименьшим в той же деноминации) (27B2).',
        'The insufficient bid was corrected by some other sufficient bid (not the lowest in the same denomination) (27B2).',
      );
    case 'pass':
      return mustPass(
        '27B2',
        [],
        'Недостаточное назначение заменено пасом (27B2).',
        'The insufficient bid was replaced by a pass (27B2).',
      );
    case 'double-or-redouble':
      return mustPass(
        '27B3',
        ['27.7(ii)'],
        'Нарушитель попытался заменить недостаточное назначение контрой или реконтрой — этого делать нельзя (27.7(ii)); такая попытка трактуется как пас (27B3).',
        'The offender tried to substitute a double or redouble for the insufficient bid — that is not allowed (27.7(ii)); the attempt is treated as a pass (27B3).',
      );
  }
});
