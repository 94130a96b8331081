/**
 * Insufficient bid (Law 27 of the 1987 Code; the Director’s procedure in
 * commentary 27.7 (i)–(vi) and 27.8). An insufficient bid out of rotation
 * is dealt with under Law 31 (note after 27.8).
 *
 * Under the 2017 Laws (`insufficientBid(input, '2017')`): Law 27 as rewritten, with
 * Law 23's comparable call (27B1(b)) and the Director’s adjustment after it (27D).
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';

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
  /** The offender’s left-hand opponent accepted it, for instance by calling over it (27A, 27.7(i)). */
  readonly lhoAccepts: boolean;
  /** What the offender substituted after the bid was not accepted. */
  readonly correction: IbCorrection;
  /** The insufficient bid or the substituted bid may have been conventional (1987 27B1(b); ignored under 2017). */
  readonly eitherBidConventional: boolean;
  /**
   * 2017 only (27B1(a)): the lowest sufficient bid specifies the same denomination(s) as the
   * insufficient bid. The 1987 Code asks instead whether a bid was conventional, and ignores it.
   */
  readonly specifiesSameDenominations: boolean;
  /** The Director judges, at some stage of the auction or play, that the non-offending side was damaged (27.7(v)). */
  readonly directorJudgesDamage: boolean;
  /**
   * 2017 only: the Director judges the substituted call comparable (Law 23A: the same
   * or a narrower meaning, or the same purpose). The 1987 Code has no such notion and
   * ignores it.
   */
  readonly comparableCall: boolean;
}

export const INSUFFICIENT_BID_DOMAIN = {
  outOfRotation: BOOLEANS,
  lhoAccepts: BOOLEANS,
  correction: IB_CORRECTIONS,
  eitherBidConventional: BOOLEANS,
  specifiesSameDenominations: BOOLEANS,
  directorJudgesDamage: BOOLEANS,
  comparableCall: BOOLEANS,
} as const satisfies Domain;

export interface InsufficientBidOutcome {
  readonly result:
    | 'law-31-applies'
    | 'accepted'
    | 'offender-must-choose'
    | 'corrected-without-penalty'
    | 'partner-must-pass';
  /** The offender’s partner must pass whenever it is his turn to call for the rest of the auction. */
  readonly partnerMustPass: boolean;
  /** The lead penalties of Law 26 may apply if the offender becomes a defender. */
  readonly leadPenaltiesOfLaw26: boolean;
  /** The Director awards an adjusted score (27.7(v)). */
  readonly adjustedScore: boolean;
}

const NOTE_27B1B = bi(
  ' Подпункт 27B1(b) (конвенционное значение) в комментарии на сайте не цитируется и дан по Кодексу.',
  ' Subsection 27B1(b) (conventional meaning) is not quoted in the commentary on this site and is given from the Code.',
);

const insufficientBid1987 = guarded((input: InsufficientBidInput): Ruling<InsufficientBidOutcome> => {
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
        "The insufficient bid was made out of rotation: it is a bid out of rotation, and the Director applies Law 31 (note after 27.8), first offering the offender’s left-hand opponent the options of Law 29 (31.1).",
      ),
    );
  }

  if (lhoAccepts) {
    if (correction !== 'none-yet') {
      return invalid(
        'Принятое недостаточное назначение не корректируется: если левый оппонент его принял, нарушитель ничего не заменяет. Укажите correction = «none-yet».',
        'An accepted insufficient bid is not corrected: once the left-hand opponent accepts it, the offender substitutes nothing. Set correction to “none-yet”.',
      );
    }
    return ruling<InsufficientBidOutcome>(
      { result: 'accepted', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: false },
      '27A',
      ['27.7(i)'],
      bi(
        `Левый оппонент нарушителя принял недостаточное назначение (например, сделав после него заявку): оно считается легальным, торговля продолжается, и сдача доигрывается без какой-либо коррекции результата (27A, 27.7(i)).${damage ? ' Даже если невиновная сторона сочтёт себя пострадавшей, коррекция результата здесь не предусмотрена.' : ''}`,
        `The offender’s left-hand opponent accepted the insufficient bid (for instance by calling over it): it is treated as legal, the auction continues and the deal is completed with no rectification of the score (27A, 27.7(i)).${damage ? ' Even if the non-offending side feels damaged, no score adjustment is provided for here.' : ''}`,
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
        'The insufficient bid is not accepted and must be corrected. The Director cancels any call the offender tried to substitute and, before the choice, explains all its consequences (27.7(ii), 27.8): the lowest sufficient bid in the same denomination — no penalty (27B1(a)); any other sufficient bid or a pass — partner must pass for the rest of the auction and the lead penalties of Law 26 may apply (27B2); a double or redouble may not be substituted — it is treated as a pass with the same consequences (27B3). There is no hurry to decide whether “significant” unauthorised information arose (27.7(iii)).',
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
        `${en} The offender’s partner must pass whenever it is his turn to call for the rest of the auction; if the offender becomes a defender, the lead penalties of Law 26 may apply (27.7(iv)).${damageEn}`,
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

/** Insufficient bid under both editions (see the file’s head). */
export const insufficientBid = byEdition(INSUFFICIENT_BID_DOMAIN, insufficientBid1987, (input: InsufficientBidInput) => {
  const { outOfRotation, lhoAccepts, correction, specifiesSameDenominations: same, directorJudgesDamage: damage, comparableCall } = input;
  if (outOfRotation) {
    return ruling2017<InsufficientBidOutcome>(
      { result: 'law-31-applies', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: false },
      '27A2',
      ['31', '29'],
      bi(
        'Недостаточное назначение вне очереди решается по Правилу 31 (27A2); левый оппонент сначала выбирает по Правилу 29.',
        "An insufficient bid out of rotation is dealt with under Law 31 (27A2); the left-hand opponent first chooses under Law 29.",
      ),
    );
  }
  if (lhoAccepts || correction === 'none-yet') {
    if (lhoAccepts) return undefined;
    if (comparableCall) {
      return invalid('Сопоставимой может быть только заявка, которой нарушитель уже заменил недостаточное назначение.', 'Only a call the offender has already substituted can be comparable.');
    }
    return ruling2017<InsufficientBidOutcome>(
      { result: 'offender-must-choose', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: false },
      '27B',
      ['27A1', '27B1a', '27B1b', '23A', '27B2', '26B'],
      bi(
        'Недостаточное назначение не принято (27A1), его заменяют (27B). Сначала судья объясняет варианты: наименьшее достаточное назначение, называющее ту же деноминацию (деноминации) (27B1(a)), или сопоставимая заявка (27B1(b), 23A) — торговля идёт без исправления; иная заявка — партнёр пасует до конца торговли (27B2), возможны ограничения хода (26B).',
        'The insufficient bid is not accepted (27A1) and must be replaced (27B). First the Director explains the options: the lowest sufficient bid that specifies the same denomination(s) (27B1(a)) or a comparable call (27B1(b), 23A) lets the auction go on without rectification; any other call makes partner pass throughout (27B2), with possible lead restrictions (26B).',
      ),
    );
  }
  if (comparableCall && correction === 'lowest-sufficient-bid-same-denomination' && same) {
    // 27B1(a) comes first: it needs no judgement of comparability.
  } else if (comparableCall) {
    return ruling2017<InsufficientBidOutcome>(
      { result: 'corrected-without-penalty', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: damage },
      '27B1b',
      ['23A', '27D'],
      bi(
        `Судья счёл замену сопоставимой заявкой (23A): торговля продолжается без ограничений для партнёра и без ограничений хода (27B1(b)). ${damage ? 'Судья счёл, что без помощи от нарушения результат мог быть иным и невиновная сторона пострадала: он назначает компенсирующий результат (27D).' : 'Если после розыгрыша судья сочтёт, что помощь от нарушения повлияла на результат во вред невиновной стороне, он назначит компенсирующий результат (27D).'}`,
        `The Director judges the replacement a comparable call (23A): the auction continues with no restriction on partner and no lead restrictions (27B1(b)). ${damage ? 'He judges that without help from the infraction the outcome could well have differed, to the non-offending side’s damage: he awards an adjusted score (27D).' : 'Should he judge after play that help from the infraction changed the outcome to the non-offending side’s damage, he awards an adjusted score (27D).'}`,
      ),
    );
  }
  if (correction === 'lowest-sufficient-bid-same-denomination' && same) {
    return ruling2017<InsufficientBidOutcome>(
      { result: 'corrected-without-penalty', partnerMustPass: false, leadPenaltiesOfLaw26: false, adjustedScore: damage },
      '27B1a',
      ['27D'],
      bi(
        `Недостаточное назначение исправлено наименьшим достаточным назначением, называющим ту же деноминацию (деноминации): торговля продолжается без ограничений, ограничений хода нет (27B1(a)). ${damage ? 'Судья счёл, что невиновная сторона пострадала от помощи, полученной из нарушения: компенсирующий результат (27D).' : 'При ущербе от помощи, полученной из нарушения, судья назначит компенсирующий результат (27D).'}`,
        `The insufficient bid was corrected by the lowest sufficient bid specifying the same denomination(s): the auction continues unrestricted, with no lead restrictions (27B1(a)). ${damage ? 'The Director judges the non-offending side damaged by help gained from the infraction: an adjusted score (27D).' : 'Should help gained from the infraction damage the non-offending side, the Director awards an adjusted score (27D).'}`,
      ),
    );
  }
  const [decidedBy, what] =
    correction === 'double-or-redouble'
      ? (['27B3', bi('Попытка заменить недостаточное назначение контрой или реконтрой отменяется; нарушитель делает легальную заявку (27B3).', 'The attempt to replace the insufficient bid by a double or redouble is cancelled; the offender makes a legal call (27B3).')] as const)
      : correction === 'pass'
        ? (['27B2', bi('Недостаточное назначение заменено пасом, который не сопоставим с ним (27B2).', 'The insufficient bid was replaced by a pass that is not comparable (27B2).')] as const)
        : (['27B2', bi(
            correction === 'lowest-sufficient-bid-same-denomination'
              ? 'Наименьшее достаточное назначение, но оно не называет ту же деноминацию (деноминации), что недостаточное, и не сопоставимо с ним (27B2).'
              : 'Недостаточное назначение исправлено другим достаточным назначением, не сопоставимым с ним (27B2).',
            correction === 'lowest-sufficient-bid-same-denomination'
              ? 'The lowest sufficient bid, but it does not specify the same denomination(s) as the insufficient bid, and it is not comparable (27B2).'
              : 'The insufficient bid was corrected by another sufficient bid that is not comparable (27B2).',
          )] as const);
  return ruling2017<InsufficientBidOutcome>(
    { result: 'partner-must-pass', partnerMustPass: true, leadPenaltiesOfLaw26: true, adjustedScore: damage },
    decidedBy,
    ['26B', '72C'],
    bi(
      `${what.ru} Партнёр нарушителя обязан пасовать до конца торговли; если нарушитель станет защитником, разыгрывающий может запретить ход в масть по Правилу 26B. ${damage ? 'Судья счёл, что нарушитель мог знать, что вынужденный пас партнёра повредит противникам: компенсирующий результат (72C).' : 'Если нарушитель мог знать, что вынужденный пас партнёра повредит противникам, судья назначит компенсирующий результат (72C).'}`,
      `${what.en} The offender’s partner must pass for the rest of the auction; if the offender becomes a defender, declarer may forbid a suit under Law 26B. ${damage ? 'The Director judges the offender could have known the enforced pass would damage the opponents: an adjusted score (72C).' : 'Should the offender have been able to know that the enforced pass would damage the opponents, the Director awards an adjusted score (72C).'}`,
    ),
  );
});
