/**
 * A change of call (Law 25): a player who has called wants to replace his call.
 *
 * 1987 (the Code: neither the law text nor the commentary on Law 25 is among the loaded
 * sources; the subsections follow the Code’s wording, which the 1997 Laws kept): an
 * inadvertent call may be replaced by the intended one only without pause for thought and
 * before partner calls (25A); any other change, until the left-hand opponent calls, may be
 * accepted by him (25B1); if not, it is cancelled (25B2): an illegal first call is dealt with
 * by its own Law, a legal one either stands with partner passing once, or the offender makes
 * another call and his side can score no more than average minus (so the 1997 text, 25B2(b)(2), which
 * the concordance cites); the lead restrictions of
 * Law 26 apply in both cases.
 *
 * 2017 (the complete text): an unintended call (a mechanical error or a slip of the tongue,
 * not a lapse of concentration about what to call) may be replaced until partner calls, however
 * the player noticed it, with no Law 26 lead restrictions (25A); an intended change may be
 * accepted by the left-hand opponent calling over it (25B1); otherwise it is cancelled and the
 * original call stands (25B2); Law 26 may apply, and Law 16C to any withdrawn or cancelled call
 * (25B3). There is no average-minus option any more.
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';

export const CALL_INTENTS = ['unintended', 'intended'] as const;
export const OFFENDER_CHOICES_25 = ['let-first-call-stand', 'another-call'] as const;

export interface ChangeOfCallInput {
  /** The first call was not the one the player meant (a mechanical error, a slip of the tongue), or he changed his mind. */
  readonly firstCall: (typeof CALL_INTENTS)[number];
  /** 1987 only: he replaced (or tried to replace) it without pause for thought (25A). */
  readonly withoutPauseForThought: boolean;
  /** The player’s partner had already called after the first call. */
  readonly partnerHasCalled: boolean;
  /** The left-hand opponent has called since the player's call: over the substituted call, that accepts it (25B1). Must be true once partner has called (partner calls after him). */
  readonly lhoAccepts: boolean;
  /** The first call was legal (an insufficient bid, for instance, is not). */
  readonly firstCallLegal: boolean;
  /** 1987 only (25B2(b)): a legal first call not changed under 25A — the offender lets it stand or makes another call. */
  readonly offenderChoice: (typeof OFFENDER_CHOICES_25)[number];
}

export const CHANGE_OF_CALL_DOMAIN = {
  firstCall: CALL_INTENTS,
  withoutPauseForThought: BOOLEANS,
  partnerHasCalled: BOOLEANS,
  lhoAccepts: BOOLEANS,
  firstCallLegal: BOOLEANS,
  offenderChoice: OFFENDER_CHOICES_25,
} as const satisfies Domain;

export interface ChangeOfCallOutcome {
  /** The call that stands. */
  /** `law-of-first-call-decides`: the first call was illegal and its own Law decides what stands (1987 27.7(ii); 2017 27C for an insufficient bid). */
  readonly standingCall: 'intended-call' | 'substituted-call' | 'first-call' | 'law-of-first-call-decides' | 'another-call';
  /** `as-that-law-provides`: the standing call is subject to its own Law, which may restrict partner (27B2, say). */
  readonly partner: 'free' | 'must-pass-next-turn' | 'as-that-law-provides';
  /** The lead restrictions of Law 26 may apply if the offender becomes a defender. */
  readonly leadRestrictions: boolean;
  /** 1987 25B2(b)(2): the offending side can score no more than average minus. */
  readonly averageMinusAtMost: boolean;
}

type O = ChangeOfCallOutcome;

const NOTE_25 = bi(
  'На сайте нет ни текста Правила 25, ни комментария к нему: решение дано по Кодексу.',
  'This site has neither the text of Law 25 nor the commentary on it: the ruling follows the Code.',
);

const changeOfCall1987 = guarded((input: ChangeOfCallInput): Ruling<O> => {
  const bad = checkDomain(input, CHANGE_OF_CALL_DOMAIN);
  if (bad) return bad;
  const { firstCall, withoutPauseForThought, partnerHasCalled, lhoAccepts, firstCallLegal, offenderChoice } = input;
  const r = (o: O, id: string, cites: string[], ru: string, en: string) => ruling<O>(o, id, cites, bi(`${ru} ${NOTE_25.ru}`, `${en} ${NOTE_25.en}`));
  // Partner calls only after the left-hand opponent, whose call over an insufficient bid accepts it (27A1).
  if (partnerHasCalled && !(lhoAccepts && firstCallLegal)) {
    return invalid(
      'Партнёр заявляет после левого оппонента, а его заявка после недостаточного назначения принимает его (27A1).',
      'Partner calls after the left-hand opponent, whose call over an insufficient bid accepts it (27A1).',
    );
  }
  if (partnerHasCalled) {
    return r(
      { standingCall: 'first-call', partner: 'free', leadRestrictions: false, averageMinusAtMost: false },
      firstCall === 'unintended' ? '25A' : '25B',
      ['25'],
      'Партнёр уже сделал заявку после первой заявки игрока: заменить её поздно, первая заявка остаётся в силе (25A: только пока партнёр не заявил; 25B: только пока не заявил левый оппонент).',
      "The player’s partner has already called over his first call: it is too late to replace it, and the first call stands (25A allows it only until partner calls; 25B only until the left-hand opponent calls).",
    );
  }
  if (firstCall === 'unintended' && withoutPauseForThought) {
    return r(
      { standingCall: 'intended-call', partner: 'as-that-law-provides', leadRestrictions: false, averageMinusAtMost: false },
      '25A',
      ['25'],
      'Игрок сделал не ту заявку, какую хотел (оговорка, ошибка руки), и без паузы на размышление заменил её намеренной: последняя заявка, если она легальна, остаётся в силе без наказания; нелегальная подчиняется своему Правилу (25A).',
      'The player made a call he did not intend (a slip of the tongue or of the hand) and replaced it with the intended one without pause for thought: if legal, his last call stands without penalty; if illegal, it is subject to the Law that deals with it (25A).',
    );
  }
  const why =
    firstCall === 'unintended'
      ? bi('Игрок заменил непреднамеренную заявку не сразу, а после паузы на размышление, поэтому 25A не действует, и это замена по 25B.', 'The player replaced an unintended call only after pause for thought, so 25A does not help and the change falls under 25B.')
      : bi('Игрок передумал и хочет заменить заявку, которую сделал намеренно: это замена по 25B.', 'The player changed his mind about a call he meant to make: the change falls under 25B.');
  if (lhoAccepts) {
    return r(
      { standingCall: 'substituted-call', partner: 'free', leadRestrictions: false, averageMinusAtMost: false },
      '25B1',
      ['25B'],
      `${why.ru} Левый оппонент сделал заявку после новой заявки и тем принял её: вторая заявка остаётся в силе, и торговля продолжается без наказания (25B1).`,
      `${why.en} The left-hand opponent called over the new call and so accepted it: the second call stands and the auction proceeds without penalty (25B1).`,
    );
  }
  if (!firstCallLegal) {
    return r(
      { standingCall: 'law-of-first-call-decides', partner: 'as-that-law-provides', leadRestrictions: true, averageMinusAtMost: false },
      '25B2',
      ['25B', '27', '27.7', '26'],
      `${why.ru} Замена не принята и аннулируется; первая заявка нелегальна, и решает её Правило — оно же решает, пасует ли партнёр: для недостаточного назначения это 27 (замену аннулируют, нарушитель выбирает по Правилу 27, 27.7(ii)). Возможны ограничения хода по Правилу 26 (25B2).`,
      `${why.en} The change is not accepted and is cancelled; the first call is illegal, and its own Law decides, also whether partner must pass: for an insufficient bid, 27 (the replacement is cancelled and the offender chooses under Law 27, 27.7(ii)). Law 26 lead restrictions may apply (25B2).`,
    );
  }
  return offenderChoice === 'let-first-call-stand'
    ? r(
        { standingCall: 'first-call', partner: 'must-pass-next-turn', leadRestrictions: true, averageMinusAtMost: false },
        '25B2',
        ['25B', '23', '26'],
        `${why.ru} Замена не принята и аннулируется. Первая заявка была легальной, и нарушитель оставил её: его партнёр обязан спасовать в свою следующую очередь (25B2; Правило 23, если этот пас навредит противникам); если нарушитель станет защитником, применяются ограничения хода по Правилу 26.`,
        `${why.en} The change is not accepted and is cancelled. The first call was legal, and the offender let it stand: his partner must pass when next it is his turn to call (25B2; Law 23 where that pass damages the opponents); if the offender becomes a defender, the lead restrictions of Law 26 apply.`,
      )
    : r(
        { standingCall: 'another-call', partner: 'free', leadRestrictions: true, averageMinusAtMost: true },
        '25B2',
        ['25B', '26'],
        `${why.ru} Замена не принята и аннулируется. Первая заявка была легальной, а нарушитель сделал другую легальную заявку: торговля идёт дальше обычным порядком (партнёр не вправе опираться на сведения из снятых заявок), но сторона нарушителя может получить не больше, чем «средний минус» (так в тексте 1997 года, 25B2(b)(2)); если нарушитель станет защитником, применяются ограничения хода по Правилу 26.`,
        `${why.en} The change is not accepted and is cancelled. The first call was legal, and the offender made another legal call: the auction proceeds normally (partner may not base calls on information from the withdrawn calls), but the offending side can score no more than average minus (so the 1997 text, 25B2(b)(2)); if the offender becomes a defender, the lead restrictions of Law 26 apply.`,
      );
});

/** A change of call under both editions (see the file’s head). */
export const changeOfCall = byEdition(CHANGE_OF_CALL_DOMAIN, changeOfCall1987, (input: ChangeOfCallInput) => {
  const { firstCall, partnerHasCalled, lhoAccepts, firstCallLegal } = input;
  if (partnerHasCalled && firstCall === 'unintended') {
    return ruling2017<O>(
      { standingCall: 'first-call', partner: 'free', leadRestrictions: false, averageMinusAtMost: false },
      '25A',
      [],
      bi(
        'Партнёр уже сделал заявку после непреднамеренной заявки игрока: заменять её больше нельзя, она остаётся в силе (25A4).',
        "The player’s partner has already called over the unintended call: it can no longer be replaced, and it stands (25A4).",
      ),
    );
  }
  if (firstCall === 'unintended') {
    return ruling2017<O>(
      { standingCall: 'intended-call', partner: 'as-that-law-provides', leadRestrictions: false, averageMinusAtMost: false },
      '25A',
      ['16'],
      bi(
        'Игрок сделал не ту заявку, какую хотел (ошибка руки или оговорка, а не потеря концентрации на том, что заявлять), и партнёр ещё не заявлял: он может заменить её намеренной, как бы ни заметил ошибку. Намеренная заявка остаётся в силе и подчиняется своему Правилу, ограничений хода по Правилу 26 нет. Если левый оппонент заявил после первой заявки, он может снять свою заявку; её сведения легальны для его стороны и нелегальны для противников (25A). Пауза на размышление по Правилам 2017 года замену не запрещает.',
        "The player made a call he did not intend (a mechanical error or a slip of the tongue, not a loss of concentration about what to call), and his partner has not called: he may replace it with the intended one, however he noticed his error. The intended call stands and is subject to the appropriate Law; the lead restrictions of Law 26 do not apply. If the left-hand opponent had called over the first call, he may withdraw his call; its information is authorised for his side and unauthorised for the opponents (25A). Under the 2017 Laws a pause for thought does not bar the replacement.",
      ),
    );
  }
  if (lhoAccepts && !partnerHasCalled) {
    return ruling2017<O>(
      { standingCall: 'substituted-call', partner: 'free', leadRestrictions: true, averageMinusAtMost: false },
      '25B1',
      ['26', '16'],
      bi(
        'Игрок намеренно заменил заявку, и левый оппонент сознательно заявил после новой заявки, тем приняв её: первая заявка снимается, вторая остаётся в силе, торговля продолжается; может применяться Правило 26, а к снятой заявке — Правило 16C (25B1, 25B3).',
        'The player deliberately replaced his call, and the left-hand opponent intentionally called over the new call, so accepting it: the first call is withdrawn, the second stands and the auction continues; Law 26 may apply, and Law 16C to the withdrawn call (25B1, 25B3).',
      ),
    );
  }
  return ruling2017<O>(
    { standingCall: firstCallLegal ? 'first-call' : 'law-of-first-call-decides', partner: firstCallLegal ? 'free' : 'as-that-law-provides', leadRestrictions: true, averageMinusAtMost: false },
    // An illegal first call is not changed under 25B: its own Law decides — for an insufficient bid,
    // 27C (the replacement, if legal, stands; second reading of the 2017 rulings, round 12).
    firstCallLegal ? '25B2' : '27',
    firstCallLegal ? ['26', '16'] : ['27B', '26', '16'],
    bi(
      firstCallLegal
        ? 'Игрок намеренно заменил заявку, и замена не принята: она аннулируется, первоначальная заявка остаётся в силе, торговля продолжается; может применяться Правило 26, к отменённой заявке — Правило 16C (25B2, 25B3). «Среднего минуса» после другой заявки (текст 1997 года, 25B2(b)(2)) по Правилам 2017 года нет.'
        : 'Первая заявка была нелегальной, и замену решает её Правило, а не 25B: для недостаточного назначения это 27C — легальная замена остаётся в силе (если недостаточное назначение не принято), и к ней применяется 27B; торговля продолжается, может применяться Правило 26, к снятой заявке — Правило 16C.',
      firstCallLegal
        ? 'The player deliberately replaced his call, and the change is not accepted: it is cancelled, the original call stands, and the auction continues; Law 26 may apply, and Law 16C to the cancelled call (25B2, 25B3). The average minus after another call (the 1997 text, 25B2(b)(2)) is gone under the 2017 Laws.'
        : 'The first call was illegal, so the replacement is decided by that call’s own Law, not by 25B: for an insufficient bid, 27C — a legal replacement stands (unless the insufficient bid was accepted), and 27B applies to it; the auction continues, Law 26 may apply, and Law 16C to the withdrawn call.',
    ),
  );
});
