/**
 * Calls out of rotation (Laws 28B, 29–32): a pass, a bid, a double or redouble made
 * when it was another player’s turn to call.
 *
 * 1987 (the Code as the commentary 28.1–32.5 reads it; the law text of Laws 28–32 is
 * not among the loaded sources, so the subsection numbers follow the Code): the left-hand
 * opponent may call over it and so accept it (29A, 29.2); a call in rotation by the player
 * whose turn it was cancels it without rectification (28B, 28.2); otherwise it is cancelled
 * (29B, 29.3) and Law 30, 31 or 32 says what the offending side may do, by whose turn it was.
 *
 * 2017 (read in the complete 2017 text): the same frame (28B, 29A, 29B), but Laws 30–32 are
 * rewritten around the comparable call (23A): at partner’s turn (or at LHO’s turn before the
 * offender has called) partner may call, and the offender’s call at his turn decides whether
 * partner must pass once (not comparable) or not at all (comparable, 23C). No partner ever
 * passes throughout under 2017 Laws 30–32; the 1987 Code has no comparable call.
 *
 * Not encoded: an inadmissible double or redouble out of rotation (1987 32.3–32.4 with
 * Law 35A; 2017 Law 36), and simultaneous calls (Law 33).
 */
import { BOOLEANS, type Bilingual, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';

/** Whose turn it was when the call out of rotation was made, seen from the offender. */
export const COOR_TURNS = ['rho', 'partner', 'lho'] as const;
export type CoorTurn = (typeof COOR_TURNS)[number];

/** What happened before the Director ruled. */
export const COOR_BEFORE_RULING = ['nobody-called', 'lho-called', 'rho-called-in-turn'] as const;
export type CoorBeforeRuling = (typeof COOR_BEFORE_RULING)[number];

/** After the cancellation, at RHO’s turn: what RHO then called. */
export const COOR_RHO_THEN = ['pass', 'bid-double-or-redouble'] as const;
export type CoorRhoThen = (typeof COOR_RHO_THEN)[number];

export interface CallOutOfRotationOutcome {
  readonly call: 'accepted' | 'cancelled-by-call-in-rotation' | 'cancelled' | 'change-of-call' | 'law-31';
  /** What the offender may do at his turn (only when the call is cancelled). */
  readonly offender?: 'free' | 'must-pass-next-turn' | 'must-pass-throughout' | 'must-repeat';
  /** What the offender’s partner may do (only when the call is cancelled). */
  readonly partner?: 'free' | 'must-pass-next-turn' | 'must-pass-throughout' | 'no-double-at-that-turn';
  /** The lead restrictions of Law 26 (2017: 26B) may apply if the offender becomes a defender. */
  readonly leadRestrictions: boolean;
}

type O = CallOutOfRotationOutcome;

const NOTE_CODE: Bilingual = bi(
  'Текста Правил 28–32 на сайте нет: номера подпунктов даны по Кодексу, решение — по комментарию.',
  'This site does not have the text of Laws 28–32: the subsection numbers follow the Code, the ruling follows the commentary.',
);

const ONLY_RHO_IN_TURN = invalid(
  'Заявить «в свою очередь» после заявки вне очереди мог только правый оппонент нарушителя, и только если очередь была его.',
  "Only the offender’s right-hand opponent can have called in turn over the call out of rotation, and only when it was his turn.",
);

const LHO_TURN_AFTER_OWN_CALL = invalid(
  'Если торговля уже открыта, очередь левого оппонента наступает сразу после заявки нарушителя: нарушитель уже делал заявку.',
  "Once a bid has been made, the left-hand opponent’s turn comes straight after the offender’s own call: the offender has already called.",
);

/** 29A and 28B: what every call out of rotation shares, under either edition. */
function forfeited(what: Bilingual, beforeRuling: CoorBeforeRuling, y2017: boolean): Ruling<O> | undefined {
  if (beforeRuling === 'lho-called') {
    const text = bi(
      `${what.ru} вне очереди, и левый оппонент нарушителя заявил после этой заявки: тем самым он её принял и лишил свою сторону права на ректификацию (29A). Торговля продолжается с этого места как обычно.`,
      `${what.en} out of rotation, and the offender’s left-hand opponent called over it: he thereby accepted it, forfeiting his side’s right to rectification (29A). The auction continues normally from there.`,
    );
    return y2017
      ? ruling2017<O>({ call: 'accepted', leadRestrictions: false }, '29A', [], text)
      : ruling<O>({ call: 'accepted', leadRestrictions: false }, '29A', ['29.2'], bi(`${text.ru} ${NOTE_CODE.ru}`, `${text.en} ${NOTE_CODE.en}`));
  }
  if (beforeRuling === 'rho-called-in-turn') {
    const text = bi(
      `${what.ru} вне очереди, но правый оппонент нарушителя, чья была очередь, заявил раньше, чем судья назначил ректификацию: его заявка сделана в очередь, право на ректификацию утрачено, и торговля идёт так, как если бы нарушитель в этот раз не заявлял (28B).${y2017 ? ' Правило 26 не применяется; сведения из отменённой заявки — нелегальная информация для партнёра нарушителя (16C2).' : ''}`,
      `${what.en} out of rotation, but the offender’s right-hand opponent, whose turn it was, called before the Director assessed rectification: his call is in rotation, the right to rectification is forfeited, and the auction goes on as though the offender had not called at that turn (28B).${y2017 ? " Law 26 does not apply; what the cancelled call told is unauthorised information for the offender’s partner (16C2)." : ''}`,
    );
    return y2017
      ? ruling2017<O>({ call: 'cancelled-by-call-in-rotation', leadRestrictions: false }, '28B', ['16'], text)
      : ruling<O>({ call: 'cancelled-by-call-in-rotation', leadRestrictions: false }, '28B', ['28.2'], bi(`${text.ru} ${NOTE_CODE.ru}`, `${text.en} ${NOTE_CODE.en}`));
  }
  return undefined;
}

const note = (b: Bilingual): Bilingual => bi(`${b.ru} ${NOTE_CODE.ru}`, `${b.en} ${NOTE_CODE.en}`);
const CANCELLED_RU = 'Левый оппонент не принял заявку вне очереди, поэтому она аннулируется, и очередь возвращается к игроку, чья она была (29B).';
const CANCELLED_EN = "The left-hand opponent did not accept the call out of rotation, so it is cancelled and the auction reverts to the player whose turn it was (29B).";

/**
 * 2017: the offender’s call at his correct turn, comparable (23A) or not. `yes` and `no` are
 * the provisions as the text names them (`31A2(a)`), with the ids cited for them. `partnerCalled`:
 * the offender’s partner has had a free call in between (30B1(a), 31B1, 32B1), which Law 16C2
 * governs; otherwise a comparable call leaves no 16C2 at all (23B).
 */
function comparable2017(
  comparableCall: boolean,
  ru: string,
  en: string,
  decidedBy: string,
  yes: readonly [label: string, id: string],
  no: readonly [label: string, id: string],
  partnerCalled: boolean,
): Ruling<O> {
  return comparableCall
    ? ruling2017<O>(
        { call: 'cancelled', offender: 'free', partner: 'free', leadRestrictions: false },
        decidedBy,
        [yes[1], '23A', '23C', ...(partnerCalled ? ['16'] : [])],
        bi(
          `${ru} В свою очередь нарушитель сделал заявку, которую судья счёл сопоставимой с отменённой (23A): дальнейшей ректификации нет, ограничений хода (26B) нет (${yes[0]})${partnerCalled ? '' : '; Правило 16C2 не применяется (23B)'}. Если в конце розыгрыша судья сочтёт, что без помощи от нарушения результат мог быть иным и невиновная сторона пострадала, он назначит компенсирующий результат (23C).`,
          `${en} At his turn the offender made a call the Director judges comparable with the cancelled one (23A): there is no further rectification and no lead restriction (26B) (${yes[0]})${partnerCalled ? '' : '; Law 16C2 does not apply (23B)'}. Should the Director judge at the end of play that without help from the infraction the outcome could well have differed, to the non-offending side’s damage, he awards an adjusted score (23C).`,
        ),
      )
    : ruling2017<O>(
        { call: 'cancelled', offender: 'free', partner: 'must-pass-next-turn', leadRestrictions: true },
        decidedBy,
        [no[1], '23A', '16', '26B', '72C'],
        bi(
          `${ru} В свою очередь нарушитель сделал заявку, не сопоставимую с отменённой (23A): его партнёр обязан спасовать, когда до него в следующий раз дойдёт очередь (${no[0]}). Могут применяться Правила 16C, 26B (ограничения хода) и 72C.`,
          `${en} At his turn the offender made a call that is not comparable with the cancelled one (23A): his partner must pass when next it is his turn to call (${no[0]}). Laws 16C, 26B (lead restrictions) and 72C may apply.`,
        ),
      );
}

// ---------------------------------------------------------------------------
// 1. Pass out of rotation (Law 30)
// ---------------------------------------------------------------------------

export interface PassOutOfRotationInput {
  readonly turnOf: CoorTurn;
  /** Some player had already bid when the pass was made (1987 30A against 30B; ignored under 2017). */
  readonly anyBidYet: boolean;
  /** The offender had already called before (it matters at his left-hand opponent’s turn). */
  readonly offenderHadCalled: boolean;
  /** The pass was artificial (conventional), or a pass of partner’s artificial call (30C). */
  readonly artificial: boolean;
  readonly beforeRuling: CoorBeforeRuling;
  /** 2017 only: the offender’s call at his correct turn is comparable (23A) with the cancelled pass. */
  readonly comparableCall: boolean;
}

export const PASS_OUT_OF_ROTATION_DOMAIN = {
  turnOf: COOR_TURNS,
  anyBidYet: BOOLEANS,
  offenderHadCalled: BOOLEANS,
  artificial: BOOLEANS,
  beforeRuling: COOR_BEFORE_RULING,
  comparableCall: BOOLEANS,
} as const satisfies Domain;

const PASS = bi('Пас сделан', 'A pass was made');

function passCheck(input: PassOutOfRotationInput): Ruling<O> | null {
  const bad = checkDomain(input, PASS_OUT_OF_ROTATION_DOMAIN);
  if (bad) return bad;
  if (input.beforeRuling === 'rho-called-in-turn' && input.turnOf !== 'rho') return ONLY_RHO_IN_TURN;
  if (input.turnOf === 'lho' && input.anyBidYet && !input.offenderHadCalled) return LHO_TURN_AFTER_OWN_CALL;
  return null;
}

const passOutOfRotation1987 = guarded((input: PassOutOfRotationInput): Ruling<O> => {
  const bad = passCheck(input);
  if (bad) return bad;
  const { turnOf, anyBidYet, artificial, beforeRuling } = input;
  const early = forfeited(PASS, beforeRuling, false);
  if (early) return early;
  if (artificial) {
    return ruling<O>(
      { call: 'law-31', leadRestrictions: false },
      '30C',
      ['31', '30.5', '31.2'],
      note(bi(
        `Пас вне очереди конвенционный (обещает силу или иные ценности не натуральным образом): Правило 30 не применяется, судья действует по Правилу 31 как при назначении вне очереди (30C, 30.5); если партнёр нарушителя уже делал заявку — по 31A2(b) (31.2).`,
        `The pass out of rotation is conventional (it shows strength or other values in an unnatural way): Law 30 does not apply and the Director proceeds under Law 31, as for a bid out of rotation (30C, 30.5); after a call by the offender’s partner, under 31A2(b) (31.2).`,
      )),
    );
  }
  if (!anyBidYet) {
    return ruling<O>(
      { call: 'cancelled', offender: 'must-pass-next-turn', partner: 'free', leadRestrictions: false },
      '30A',
      ['29B', '23', '29.3', '30.2', '30.3'],
      note(bi(
        `Пас вне очереди сделан до того, как кто-либо сделал назначение. ${CANCELLED_RU} Нарушитель обязан спасовать, когда в следующий раз до него дойдёт очередь; позже, если торговля продолжится, он может заявлять что угодно (30A, 30.2). Партнёр нарушителя не ограничен; если вынужденный пас мог навредить противникам, применяется Правило 23 (30.3).`,
        `The pass out of rotation was made before anyone had bid. ${CANCELLED_EN} The offender must pass when next it is his turn to call; later, if the auction goes on, he may make any call (30A, 30.2). The offender’s partner is not restricted; where the enforced pass could damage the opponents, Law 23 applies (30.3).`,
      )),
    );
  }
  if (turnOf === 'rho') {
    return ruling<O>(
      { call: 'cancelled', offender: 'must-pass-next-turn', partner: 'free', leadRestrictions: false },
      '30B1',
      ['29B', '23', '29.3', '30.4'],
      note(bi(
        `После назначения нарушитель спасовал в очередь своего правого оппонента. ${CANCELLED_RU} Нарушитель обязан спасовать, когда в следующий раз до него дойдёт очередь (30B1, 30.4); партнёр не ограничен; может применяться Правило 23.`,
        `After a bid, the offender passed at his right-hand opponent’s turn. ${CANCELLED_EN} The offender must pass when next it is his turn to call (30B1, 30.4); his partner is not restricted; Law 23 may apply.`,
      )),
    );
  }
  if (turnOf === 'partner') {
    return ruling<O>(
      { call: 'cancelled', offender: 'must-pass-throughout', partner: 'no-double-at-that-turn', leadRestrictions: true },
      '30B2',
      ['29B', '23', '26', '29.3', '30.4'],
      note(bi(
        `После назначения нарушитель спасовал в очередь своего партнёра. ${CANCELLED_RU} Нарушитель обязан пасовать каждый раз, когда до него доходит очередь, до конца торговли; партнёр в эту очередь может сделать любое достаточное назначение или спасовать, но не контру и не реконтру (30B2). Могут применяться Правило 23 и, если нарушитель станет защитником, ограничения хода по Правилу 26 (30.4).`,
        `After a bid, the offender passed at his partner’s turn. ${CANCELLED_EN} The offender must pass whenever it is his turn for the rest of the auction; at that turn his partner may make any sufficient bid or pass, but may not double or redouble (30B2). Law 23 may apply and, if the offender becomes a defender, the lead restrictions of Law 26 (30.4).`,
      )),
    );
  }
  return ruling<O>(
    { call: 'change-of-call', leadRestrictions: false },
    '30B3',
    ['25', '30.4'],
    note(bi(
      'После назначения нарушитель спасовал в очередь своего левого оппонента, то есть сразу после собственной заявки: такой пас трактуется как изменение заявки, и применяется Правило 25 (30B3, 30.4).',
      "After a bid, the offender passed at his left-hand opponent’s turn, that is straight after his own call: the pass is treated as a change of call, and Law 25 applies (30B3, 30.4).",
    )),
  );
});

/** Pass out of rotation under both editions (see the file’s head). */
export const passOutOfRotation = byEdition(PASS_OUT_OF_ROTATION_DOMAIN, passOutOfRotation1987, (input: PassOutOfRotationInput) => {
  const { turnOf, offenderHadCalled, artificial, beforeRuling, comparableCall } = input;
  const early = forfeited(PASS, beforeRuling, true);
  if (early) return early;
  if (artificial) {
    return ruling2017<O>(
      { call: 'law-31', leadRestrictions: false },
      '30C',
      ['31'],
      bi(
        'Пас вне очереди искусственный или это пас искусственной заявки партнёра: применяется не Правило 30, а Правило 31, как при назначении вне очереди (30C).',
        "The pass out of rotation is artificial, or it passed partner’s artificial call: Law 31 applies, not Law 30, as for a bid out of rotation (30C).",
      ),
    );
  }
  const cancelled = bi(`${CANCELLED_RU}`, `${CANCELLED_EN}`);
  if (turnOf === 'rho') {
    return ruling2017<O>(
      { call: 'cancelled', offender: 'must-pass-next-turn', partner: 'free', leadRestrictions: false },
      '30A',
      ['29B', '72C'],
      bi(
        `Нарушитель спасовал в очередь своего правого оппонента. ${cancelled.ru} Нарушитель обязан спасовать, когда в следующий раз до него дойдёт очередь; если вынужденный пас навредит невиновной стороне, может применяться Правило 72C (30A). Было ли уже назначение, по Правилам 2017 года значения не имеет.`,
        `The offender passed at his right-hand opponent’s turn. ${cancelled.en} The offender must pass when next it is his turn to call; if the enforced pass damages the non-offending side, Law 72C may apply (30A). Under the 2017 Laws it does not matter whether anyone had bid.`,
      ),
    );
  }
  if (turnOf === 'lho' && offenderHadCalled) {
    return ruling2017<O>(
      { call: 'change-of-call', leadRestrictions: false },
      '30B2',
      ['25'],
      bi(
        'Нарушитель, уже сделавший заявку, спасовал в очередь своего левого оппонента: такой пас трактуется как изменение заявки, и применяется Правило 25 (30B2).',
        "The offender, who had already called, passed at his left-hand opponent’s turn: the pass is treated as a change of call, and Law 25 applies (30B2).",
      ),
    );
  }
  const where = turnOf === 'partner'
    ? bi('Нарушитель спасовал в очередь своего партнёра.', "The offender passed at his partner’s turn.")
    : bi('Нарушитель, ещё не заявлявший, спасовал в очередь своего левого оппонента.', "The offender, who had not yet called, passed at his left-hand opponent’s turn.");
  return comparable2017(
    comparableCall,
    `${where.ru} ${cancelled.ru} Партнёр нарушителя в свою очередь может сделать любую легальную заявку, но сведения из отменённого паса для него нелегальны (30B1(a), 16C2).`,
    `${where.en} ${cancelled.en} The offender’s partner may make any legal call at his turn, but what the cancelled pass told is unauthorised information for him (30B1(a), 16C2).`,
    '30B1',
    ['30B1(b)(i)', '30B1'],
    ['30B1(b)(ii)', '30B1'],
    true,
  );
});

// ---------------------------------------------------------------------------
// 2. Bid out of rotation (Law 31)
// ---------------------------------------------------------------------------

export interface BidOutOfRotationInput {
  readonly turnOf: CoorTurn;
  /** The offender had already called before (it matters at his left-hand opponent’s turn). */
  readonly offenderHadCalled: boolean;
  readonly beforeRuling: CoorBeforeRuling;
  /** At RHO’s turn, after the cancellation: what RHO then called. */
  readonly rhoThen: CoorRhoThen;
  /**
   * 1987 only: the offender’s call at his turn repeats the denomination of his bid out of
   * rotation (for an artificial bid, the denomination(s) it specified, 29C).
   */
  readonly repeatsDenomination: boolean;
  /** 2017 only: the offender’s call at his correct turn is comparable (23A) with the cancelled bid. */
  readonly comparableCall: boolean;
}

export const BID_OUT_OF_ROTATION_DOMAIN = {
  turnOf: COOR_TURNS,
  offenderHadCalled: BOOLEANS,
  beforeRuling: COOR_BEFORE_RULING,
  rhoThen: COOR_RHO_THEN,
  repeatsDenomination: BOOLEANS,
  comparableCall: BOOLEANS,
} as const satisfies Domain;

const BID = bi('Назначение сделано', 'A bid was made');

function bidCheck(input: BidOutOfRotationInput): Ruling<O> | null {
  const bad = checkDomain(input, BID_OUT_OF_ROTATION_DOMAIN);
  if (bad) return bad;
  if (input.beforeRuling === 'rho-called-in-turn' && input.turnOf !== 'rho') return ONLY_RHO_IN_TURN;
  return null;
}

const bidOutOfRotation1987 = guarded((input: BidOutOfRotationInput): Ruling<O> => {
  const bad = bidCheck(input);
  if (bad) return bad;
  const { turnOf, offenderHadCalled, beforeRuling, rhoThen, repeatsDenomination } = input;
  const early = forfeited(BID, beforeRuling, false);
  if (early) return early;
  if (turnOf === 'rho' && rhoThen === 'pass') {
    return ruling<O>(
      { call: 'cancelled', offender: 'must-repeat', partner: 'free', leadRestrictions: false },
      '31A1',
      ['29B', '29.3', '31.1'],
      note(bi(
        `Нарушитель сделал назначение в очередь своего правого оппонента. ${CANCELLED_RU} Правый оппонент спасовал: нарушитель обязан повторить своё назначение, и если оно легально, наказания нет (31A1).`,
        `The offender bid at his right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent passed: the offender must repeat his bid, and when it is legal there is no penalty (31A1).`,
      )),
    );
  }
  if (turnOf === 'rho') {
    return repeatsDenomination
      ? ruling<O>(
          { call: 'cancelled', offender: 'free', partner: 'must-pass-next-turn', leadRestrictions: false },
          '31A2a',
          ['29B', '23', '29.3', '29.4', '31.1'],
          note(bi(
            `Нарушитель сделал назначение в очередь своего правого оппонента. ${CANCELLED_RU} Правый оппонент сделал назначение, контру или реконтру; нарушитель может сделать любую легальную заявку. Он повторил деноминацию своего назначения вне очереди, поэтому его партнёр обязан спасовать только в свою следующую очередь (31A2(a)); может применяться Правило 23. Ограничения хода по Правилу 26 возможны, только если повторённая заявка имеет другое значение (29.4).`,
            `The offender bid at his right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent bid, doubled or redoubled; the offender may make any legal call. He repeated the denomination of his bid out of rotation, so his partner must pass only when next it is his turn to call (31A2(a)); Law 23 may apply. The lead restrictions of Law 26 arise only if the repeated call has another meaning (29.4).`,
          )),
        )
      : ruling<O>(
          { call: 'cancelled', offender: 'free', partner: 'must-pass-throughout', leadRestrictions: true },
          '31A2b',
          ['29B', '23', '26', '29.3', '29.4', '31.1'],
          note(bi(
            `Нарушитель сделал назначение в очередь своего правого оппонента. ${CANCELLED_RU} Правый оппонент сделал назначение, контру или реконтру; нарушитель может сделать любую легальную заявку, но не повторил деноминацию: его партнёр обязан пасовать каждый раз, когда до него доходит очередь, до конца торговли (31A2(b)). Может применяться Правило 23; если нарушитель станет защитником — ограничения хода по Правилу 26 (29.4).`,
            `The offender bid at his right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent bid, doubled or redoubled; the offender may make any legal call, but he did not repeat the denomination: his partner must pass whenever it is his turn for the rest of the auction (31A2(b)). Law 23 may apply; if the offender becomes a defender, the lead restrictions of Law 26 (29.4).`,
          )),
        );
  }
  if (turnOf === 'lho' && offenderHadCalled) {
    return ruling<O>(
      { call: 'change-of-call', leadRestrictions: false },
      '31B',
      ['25', '31.3'],
      note(bi(
        'Нарушитель, уже сделавший заявку (хотя бы пас), сделал назначение в очередь своего левого оппонента: по сноске к 31B такое назначение трактуется как попытка изменить заявку, и применяется Правило 25 (31.3).',
        "The offender, who had already called (if only a pass), bid at his left-hand opponent’s turn: under the footnote to 31B the bid is treated as an attempted change of call, and Law 25 applies (31.3).",
      )),
    );
  }
  const where = turnOf === 'partner'
    ? bi('Нарушитель сделал назначение в очередь своего партнёра.', "The offender bid at his partner’s turn.")
    : bi('Нарушитель, ещё не заявлявший, сделал назначение в очередь своего левого оппонента.', "The offender, who had not yet called, bid at his left-hand opponent’s turn.");
  return ruling<O>(
    { call: 'cancelled', offender: 'free', partner: 'must-pass-throughout', leadRestrictions: true },
    '31B',
    ['29B', '23', '26', '29.3', '29.4', '31.1'],
    note(bi(
      `${where.ru} ${CANCELLED_RU} Нарушитель в свою очередь может сделать любую легальную заявку, а его партнёр обязан пасовать каждый раз, когда до него доходит очередь, до конца торговли (31B). Может применяться Правило 23; если нарушитель станет защитником — ограничения хода по Правилу 26 (29.4).`,
      `${where.en} ${CANCELLED_EN} The offender may make any legal call at his turn, and his partner must pass whenever it is his turn for the rest of the auction (31B). Law 23 may apply; if the offender becomes a defender, the lead restrictions of Law 26 (29.4).`,
    )),
  );
});

/** Bid out of rotation under both editions (see the file’s head). */
export const bidOutOfRotation = byEdition(BID_OUT_OF_ROTATION_DOMAIN, bidOutOfRotation1987, (input: BidOutOfRotationInput) => {
  const { turnOf, offenderHadCalled, beforeRuling, rhoThen, comparableCall } = input;
  const early = forfeited(BID, beforeRuling, true);
  if (early) return early;
  if (turnOf === 'rho' && rhoThen === 'pass') {
    return ruling2017<O>(
      { call: 'cancelled', offender: 'must-repeat', partner: 'free', leadRestrictions: false },
      '31A1',
      ['29B'],
      bi(
        `Нарушитель сделал назначение в очередь своего правого оппонента. ${CANCELLED_RU} Правый оппонент спасовал: нарушитель обязан повторить заявку, и если она легальна, ректификации нет (31A1).`,
        `The offender bid at his right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent passed: the offender must repeat the call, and when it is legal there is no rectification (31A1).`,
      ),
    );
  }
  if (turnOf === 'rho') {
    return comparable2017(
      comparableCall,
      `Нарушитель сделал назначение в очередь своего правого оппонента. ${CANCELLED_RU} Правый оппонент сделал назначение, контру или реконтру (легальную); нарушитель может сделать любую легальную заявку (31A2).`,
      `The offender bid at his right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent made a legal bid, double or redouble; the offender may make any legal call (31A2).`,
      comparableCall ? '31A2a' : '31A2b',
      ['31A2(a)', '31A2a'],
      ['31A2(b)', '31A2b'],
      false,
    );
  }
  if (turnOf === 'lho' && offenderHadCalled) {
    return ruling2017<O>(
      { call: 'change-of-call', leadRestrictions: false },
      '31C',
      ['25'],
      bi(
        'Нарушитель, уже сделавший заявку, сделал назначение в очередь своего левого оппонента: это трактуется как изменение заявки, и применяется Правило 25 (31C).',
        "The offender, who had already called, bid at his left-hand opponent’s turn: this is treated as a change of call, and Law 25 applies (31C).",
      ),
    );
  }
  const where = turnOf === 'partner'
    ? bi('Нарушитель сделал назначение в очередь своего партнёра.', "The offender bid at his partner’s turn.")
    : bi('Нарушитель, ещё не заявлявший, сделал назначение в очередь своего левого оппонента.', "The offender, who had not yet called, bid at his left-hand opponent’s turn.");
  return comparable2017(
    comparableCall,
    `${where.ru} ${CANCELLED_RU} Партнёр нарушителя в свою очередь может сделать любую легальную заявку, но сведения из отменённого назначения для него нелегальны (31B1, 16C2); о заявке нарушителя судья решает, как в 31A2 (31B2).`,
    `${where.en} ${CANCELLED_EN} The offender’s partner may make any legal call at his turn, but what the cancelled bid told is unauthorised information for him (31B1, 16C2); on the offender’s call the Director rules as in 31A2 (31B2).`,
    '31B',
    ['31A2(a)', '31A2a'],
    ['31A2(b)', '31A2b'],
    true,
  );
});

// ---------------------------------------------------------------------------
// 3. Double or redouble out of rotation (Law 32)
// ---------------------------------------------------------------------------

export interface DoubleOutOfRotationInput {
  readonly turnOf: CoorTurn;
  readonly beforeRuling: CoorBeforeRuling;
  /** At RHO’s turn, after the cancellation: what RHO then called. */
  readonly rhoThen: CoorRhoThen;
  /** 2017 only: the offender’s call at his correct turn is comparable (23A) with the cancelled double or redouble. */
  readonly comparableCall: boolean;
}

export const DOUBLE_OUT_OF_ROTATION_DOMAIN = {
  turnOf: COOR_TURNS,
  beforeRuling: COOR_BEFORE_RULING,
  rhoThen: COOR_RHO_THEN,
  comparableCall: BOOLEANS,
} as const satisfies Domain;

const DOUBLE = bi('Контра или реконтра сделана', 'A double or redouble was made');

function doubleCheck(input: DoubleOutOfRotationInput): Ruling<O> | null {
  const bad = checkDomain(input, DOUBLE_OUT_OF_ROTATION_DOMAIN);
  if (bad) return bad;
  if (input.beforeRuling === 'rho-called-in-turn' && input.turnOf !== 'rho') return ONLY_RHO_IN_TURN;
  return null;
}

const LEAD_32_5_RU = ' Если нарушитель станет защитником, его партнёр подлежит ограничениям хода по Правилу 26B (32.5).';
const LEAD_32_5_EN = " If the offender becomes a defender, his partner is subject to the lead restrictions of Law 26B (32.5).";

const doubleOutOfRotation1987 = guarded((input: DoubleOutOfRotationInput): Ruling<O> => {
  const bad = doubleCheck(input);
  if (bad) return bad;
  const { turnOf, beforeRuling, rhoThen } = input;
  const early = forfeited(DOUBLE, beforeRuling, false);
  if (early) return early;
  if (turnOf === 'partner') {
    return ruling<O>(
      { call: 'cancelled', offender: 'free', partner: 'must-pass-throughout', leadRestrictions: true },
      '32A',
      ['29B', '23', '26B', '32.1', '32.5'],
      note(bi(
        `Контра или реконтра сделана вне очереди, в очередь партнёра нарушителя. ${CANCELLED_RU} Партнёр нарушителя обязан пасовать каждый раз, когда до него доходит очередь, до конца торговли (32A); может применяться Правило 23.${LEAD_32_5_RU}`,
        `The double or redouble was made out of rotation, at the offender’s partner’s turn. ${CANCELLED_EN} The offender’s partner must pass whenever it is his turn for the rest of the auction (32A); Law 23 may apply.${LEAD_32_5_EN}`,
      )),
    );
  }
  if (turnOf === 'rho') {
    return rhoThen === 'pass'
      ? ruling<O>(
          { call: 'cancelled', offender: 'must-repeat', partner: 'free', leadRestrictions: true },
          '32B1',
          ['29B', '26B', '32.1', '32.5'],
          note(bi(
            `Контра или реконтра сделана в очередь правого оппонента нарушителя. ${CANCELLED_RU} Правый оппонент спасовал: нарушитель обязан повторить контру или реконтру, и наказания в торговле нет (32B1).${LEAD_32_5_RU}`,
            `The double or redouble was made at the offender’s right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent passed: the offender must repeat his double or redouble, and there is no penalty in the auction (32B1).${LEAD_32_5_EN}`,
          )),
        )
      : ruling<O>(
          { call: 'cancelled', offender: 'free', partner: 'must-pass-next-turn', leadRestrictions: true },
          '32B2',
          ['29B', '23', '26B', '32.1', '32.5'],
          note(bi(
            `Контра или реконтра сделана в очередь правого оппонента нарушителя. ${CANCELLED_RU} Правый оппонент сделал назначение, контру или реконтру: нарушитель в свою очередь может сделать любую легальную заявку, а его партнёр обязан спасовать в свою следующую очередь (32B2); может применяться Правило 23.${LEAD_32_5_RU}`,
            `The double or redouble was made at the offender’s right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent bid, doubled or redoubled: the offender may make any legal call at his turn, and his partner must pass when next it is his turn to call (32B2); Law 23 may apply.${LEAD_32_5_EN}`,
          )),
        );
  }
  return ruling<O>(
    { call: 'change-of-call', leadRestrictions: false },
    '25',
    ['32', '31.3'],
    note(bi(
      'Контра или реконтра сделана в очередь левого оппонента нарушителя, то есть сразу после его собственной заявки. Правило 32 Кодекса называет только очередь партнёра и правого оппонента; как и назначение в этой очереди (31.3), такая заявка трактуется как попытка изменить заявку по Правилу 25.',
      "The double or redouble was made at the offender’s left-hand opponent’s turn, that is straight after his own call. The Code’s Law 32 names only partner’s and the right-hand opponent’s turns; like a bid at that turn (31.3), the call is treated as an attempted change of call under Law 25.",
    )),
  );
});

/** Double or redouble out of rotation under both editions (see the file’s head). */
export const doubleOutOfRotation = byEdition(DOUBLE_OUT_OF_ROTATION_DOMAIN, doubleOutOfRotation1987, (input: DoubleOutOfRotationInput) => {
  const { turnOf, beforeRuling, rhoThen, comparableCall } = input;
  const early = forfeited(DOUBLE, beforeRuling, true);
  if (early) return early;
  if (turnOf === 'rho' && rhoThen === 'pass') {
    return ruling2017<O>(
      { call: 'cancelled', offender: 'must-repeat', partner: 'free', leadRestrictions: false },
      '32A1',
      ['29B'],
      bi(
        `Контра или реконтра сделана в очередь правого оппонента нарушителя. ${CANCELLED_RU} Правый оппонент спасовал: нарушитель обязан повторить контру или реконтру, и ректификации нет (32A1).`,
        `The double or redouble was made at the offender’s right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent passed: the offender must repeat his double or redouble, and there is no rectification (32A1).`,
      ),
    );
  }
  if (turnOf === 'rho') {
    return comparable2017(
      comparableCall,
      `Контра или реконтра сделана в очередь правого оппонента нарушителя. ${CANCELLED_RU} Правый оппонент сделал назначение, контру или реконтру; нарушитель может сделать любую легальную заявку (32A2).`,
      `The double or redouble was made at the offender’s right-hand opponent’s turn. ${CANCELLED_EN} The right-hand opponent bid, doubled or redoubled; the offender may make any legal call (32A2).`,
      '32A2',
      ['32A2(a)', '32A2'],
      ['32A2(b)', '32A2'],
      false,
    );
  }
  if (turnOf === 'partner') {
    return comparable2017(
      comparableCall,
      `Контра или реконтра сделана в очередь партнёра нарушителя. ${CANCELLED_RU} Партнёр может сделать любую легальную заявку, но сведения из отменённой заявки для него нелегальны (32B1, 16C2); о заявке нарушителя судья решает, как в 32A2 (32B2).`,
      `The double or redouble was made at the offender’s partner’s turn. ${CANCELLED_EN} Partner may make any legal call, but what the cancelled call told is unauthorised information for him (32B1, 16C2); on the offender’s call the Director rules as in 32A2 (32B2).`,
      '32B',
      ['32A2(a)', '32A2'],
      ['32A2(b)', '32A2'],
      true,
    );
  }
  return ruling2017<O>(
    { call: 'change-of-call', leadRestrictions: false },
    '32C',
    ['25'],
    bi(
      'Контра или реконтра сделана в очередь левого оппонента нарушителя: это трактуется как изменение заявки, и применяется Правило 25 (32C).',
      "The double or redouble was made at the offender’s left-hand opponent’s turn: this is treated as a change of call, and Law 25 applies (32C).",
    ),
  );
});
