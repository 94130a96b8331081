/**
 * The board and its cards: a hand with the wrong number of cards (Law 13), the wrong board
 * played (Law 15), a fouled board (Law 87).
 *
 * 1987: neither the 1987 text of these laws nor commentary on them is loaded; the 1987
 * rulings name the laws by number and say so (`notLoaded1987`). They follow what the
 * concordance records of each law (content/catalogue/editions.yaml): 13 is not compared with
 * 1987 (no text), so its 1987 ruling claims no difference from 13A-13B (2017) — a deal that
 * can be corrected after a call is played with the calls standing, and one found before any call
 * with the wrong hand, after a player saw cards of another hand, is played and scored with the
 * score adjusted if that affected it (2017 13A2); 15 was recast as "Wrong
 * Board or Hand"; 87 is unchanged.
 * 2017: the complete text (Laws 13, 15 and 87).
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';
import { notLoaded1987 } from './not-loaded';

// ---------------------------------------------------------------------------
// 1. Incorrect number of cards (13)
// ---------------------------------------------------------------------------

export interface WrongNumberOfCardsInput {
  /** When it is found that one hand had more than 13 cards and another fewer. */
  readonly found: 'before-the-offender-called' | 'after-a-call-before-play-ended' | 'after-play-ended';
  /** The Director judges that the deal can be corrected and played. */
  readonly dealCanBeCorrected: boolean;
  /**
   * Before any call with the wrong hand: a player has seen one or more cards of another player’s
   * hand (2017 13A2: the board is played and scored, and the score adjusted if that information
   * affected the outcome; 13A1: nobody has, and it is played normally).
   */
  readonly cardOfAnotherHandSeen: boolean;
}

export const WRONG_NUMBER_OF_CARDS_DOMAIN = {
  found: ['before-the-offender-called', 'after-a-call-before-play-ended', 'after-play-ended'],
  dealCanBeCorrected: BOOLEANS,
  cardOfAnotherHandSeen: BOOLEANS,
} as const satisfies Domain;

export interface WrongNumberOfCardsOutcome {
  readonly board: 'corrected-and-played-normally' | 'corrected-played-and-scored' | 'corrected-and-played-calls-stand' | 'adjusted-score' | 'result-cancelled-adjusted-score';
  /** The Director may adjust the score after play (13B1). */
  readonly adjustmentPossibleAfterPlay: boolean;
}

const NOTE_13 = notLoaded1987(13);

const wrongNumberOfCards1987 = guarded((input: WrongNumberOfCardsInput): Ruling<WrongNumberOfCardsOutcome> => {
  const bad = checkDomain(input, WRONG_NUMBER_OF_CARDS_DOMAIN);
  if (bad) return bad;
  const start = bi('В одной руке оказалось больше 13 карт, в другой меньше.', 'One hand turned out to hold more than 13 cards and another fewer.');
  switch (input.found) {
    case 'before-the-offender-called':
      return input.cardOfAnotherHandSeen
        ? ruling<WrongNumberOfCardsOutcome>({ board: 'corrected-played-and-scored', adjustmentPossibleAfterPlay: true }, '13', [], bi(
            `${start.ru} Заявки с неверной рукой ещё не было, но игрок видел чужие карты: руки исправляют, сдачу играют и записывают, и судья корректирует результат, если увиденное на него повлияло (Правило 13).`,
            `${start.en} No call has been made with an incorrect hand, but a player has seen another’s cards: the hands are corrected, the board is played and scored, and the Director adjusts the score if what was seen affected it (Law 13).`,
          ), NOTE_13)
        : ruling<WrongNumberOfCardsOutcome>({ board: 'corrected-and-played-normally', adjustmentPossibleAfterPlay: false }, '13', [], bi(
            `${start.ru} Заявки с неверной рукой ещё не было, и чужих карт никто не видел: судья исправляет руки, и сдача играется как обычно (Правило 13).`,
            `${start.en} No call has been made with an incorrect hand, and no player has seen another’s card: the Director corrects the hands and the board is played normally (Law 13).`,
          ), NOTE_13);
    case 'after-a-call-before-play-ended':
      return input.dealCanBeCorrected
        ? ruling<WrongNumberOfCardsOutcome>({ board: 'corrected-and-played-calls-stand', adjustmentPossibleAfterPlay: true }, '13', [], bi(
            `${start.ru} Заявка уже сделана игроком с неверной рукой, но сдачу можно исправить и сыграть: её играют без изменения заявок, а после розыгрыша судья может назначить компенсирующий результат (Правило 13).`,
            `${start.en} A player with an incorrect hand has called, but the deal can be corrected and played: it is played with no change of call, and afterwards the Director may award an adjusted score (Law 13).`,
          ), NOTE_13)
        : ruling<WrongNumberOfCardsOutcome>({ board: 'adjusted-score', adjustmentPossibleAfterPlay: false }, '13', [], bi(
            `${start.ru} Заявка уже сделана игроком с неверной рукой, и сдачу исправить и сыграть нельзя: судья назначает компенсирующий результат (Правило 13).`,
            `${start.en} A player with an incorrect hand has called, and the deal cannot be corrected and played: the Director awards an adjusted score (Law 13).`,
          ), NOTE_13);
    case 'after-play-ended':
      return ruling<WrongNumberOfCardsOutcome>({ board: 'result-cancelled-adjusted-score', adjustmentPossibleAfterPlay: false }, '13', [], bi(
        `${start.ru} Это выяснилось после розыгрыша: результат отменяется, и судья назначает компенсирующий результат (Правило 13).`,
        `${start.en} It came to light after play ended: the result is cancelled and the Director awards an adjusted score (Law 13).`,
      ), NOTE_13);
  }
});

function wrongNumberOfCards2017(input: WrongNumberOfCardsInput): Ruling<WrongNumberOfCardsOutcome> | undefined {
  const start = bi('В одной руке оказалось больше 13 карт, в другой меньше.', 'One hand turned out to hold more than 13 cards and another fewer.');
  if (input.found === 'before-the-offender-called') {
    return input.cardOfAnotherHandSeen
      ? ruling2017({ board: 'corrected-played-and-scored', adjustmentPossibleAfterPlay: true }, '13A', ['12'], bi(
          `${start.ru} Заявки с неверной рукой ещё не было, но игрок видел чужие карты: руки исправляют, сдачу играют и записывают, и судья корректирует результат, если увиденное на него повлияло (13A2, 12C1(b)), и может наказать виновного.`,
          `${start.en} No call has been made with an incorrect hand, but a player has seen another’s cards: the hands are corrected, the board is played and scored, and the Director adjusts the score if what was seen affected it (13A2, 12C1(b)), and may penalise an offender.`,
        ))
      : ruling2017({ board: 'corrected-and-played-normally', adjustmentPossibleAfterPlay: false }, '13A', [], bi(
          `${start.ru} Заявки с неверной рукой ещё не было, и никто не видел чужих карт: судья исправляет расхождение, и сдача играется как обычно (13A1).`,
          `${start.en} No call has been made with an incorrect hand, and no player has seen another’s card: the Director corrects the discrepancy and the board is played normally (13A1).`,
        ));
  }
  if (input.found === 'after-play-ended') {
    return ruling2017({ board: 'result-cancelled-adjusted-score', adjustmentPossibleAfterPlay: false }, '13D', ['90', '86'], bi(
      `${start.ru} Это выяснилось после розыгрыша: результат отменяется и назначается компенсирующий результат (13D; в командных соревнованиях может применяться Правило 86B); виновному может быть назначено процедурное наказание.`,
      `${start.en} It came to light after play ended: the result is cancelled and an adjusted score awarded (13D; in team play Law 86B may apply); an offending contestant is liable to a procedural penalty.`,
    ));
  }
  return input.dealCanBeCorrected
    ? ruling2017({ board: 'corrected-and-played-calls-stand', adjustmentPossibleAfterPlay: true }, '13B', [], bi(
        `${start.ru} Заявка уже сделана игроком с неверной рукой, но судья считает, что сдачу можно исправить и сыграть: её играют без изменения заявок, а после розыгрыша судья может назначить компенсирующий результат (13B1).`,
        `${start.en} A player with an incorrect hand has called, but the Director judges that the deal can be corrected and played: it is played with no change of call, and at the end the Director may award an adjusted score (13B1).`,
      ))
    : ruling2017({ board: 'adjusted-score', adjustmentPossibleAfterPlay: false }, '13B', ['12'], bi(
        `${start.ru} Заявка уже сделана игроком с неверной рукой, и сдачу исправить и сыграть нельзя: судья назначает компенсирующий результат (13B2, 12C1(b)) и может наказать виновного.`,
        `${start.en} A player with an incorrect hand has called, and the deal cannot be corrected and played: the Director awards an adjusted score (13B2, 12C1(b)) and may penalise an offender.`,
      ));
}

export const wrongNumberOfCards = byEdition(WRONG_NUMBER_OF_CARDS_DOMAIN, wrongNumberOfCards1987, wrongNumberOfCards2017);

// ---------------------------------------------------------------------------
// 2. The wrong board played (15), in a pairs or individual event
// ---------------------------------------------------------------------------

export interface WrongBoardInput {
  /** One or more of the four players had played the board before. */
  readonly playedBeforeAtThisTable: boolean;
  /** When the Director finds it out. */
  readonly found: 'during-the-auction' | 'during-or-after-the-play';
}

export const WRONG_BOARD_DOMAIN = {
  playedBeforeAtThisTable: BOOLEANS,
  found: ['during-the-auction', 'during-or-after-the-play'],
} as const satisfies Domain;

export interface WrongBoardOutcome {
  readonly wrongBoard: 'cancelled-artificial-adjusted-score' | 'score-stands' | 'auction-cancelled-and-repeated';
  /** The Director may have both pairs play the correct board against each other later. */
  readonly correctBoardLater: boolean;
}

const NOTE_15 = notLoaded1987(15);

const wrongBoard1987 = guarded((input: WrongBoardInput): Ruling<WrongBoardOutcome> => {
  const bad = checkDomain(input, WRONG_BOARD_DOMAIN);
  if (bad) return bad;
  if (input.playedBeforeAtThisTable) {
    return ruling<WrongBoardOutcome>({ wrongBoard: 'cancelled-artificial-adjusted-score', correctBoardLater: false }, '15', ['12'], bi(
      'Кто-то за столом уже играл эту сдачу: её результат отменяется для обеих сторон, и тем, кто лишён возможности получить результат, судья назначает искусственный компенсирующий результат (Правило 15, Правило 12).',
      'Someone at the table had already played the board: its score is cancelled for both sides, and the Director awards an artificial adjusted score to a contestant deprived of the chance to earn one (Law 15, Law 12).',
    ), NOTE_15);
  }
  if (input.found === 'during-the-auction') {
    return ruling<WrongBoardOutcome>({ wrongBoard: 'auction-cancelled-and-repeated', correctBoardLater: true }, '15', [], bi(
      'Никто из четверых эту сдачу не играл, и ошибка найдена во время торговли: по Кодексу торговлю отменяют, игроки садятся на свои места, и торговля проводится заново (Правило 15). По Правилам 2017 года торговлю и розыгрыш доводят до конца (15B2).',
      'None of the four had played the board, and the error is found during the auction: under the Code the auction is cancelled, the players take their proper seats and the auction starts again (Law 15). Under the 2017 Laws the auction and play are completed (15B2).',
    ), NOTE_15);
  }
  return ruling<WrongBoardOutcome>({ wrongBoard: 'score-stands', correctBoardLater: true }, '15', [], bi(
    'Никто из четверых эту сдачу раньше не играл: результат остаётся в силе, и судья может потребовать, чтобы эти пары позже сыграли между собой правильную сдачу (Правило 15).',
    'None of the four had played the board before: the score stands, and the Director may require both pairs to play the correct board against each other later (Law 15).',
  ), NOTE_15);
});

function wrongBoard2017(input: WrongBoardInput): Ruling<WrongBoardOutcome> | undefined {
  if (input.playedBeforeAtThisTable) {
    return ruling2017({ wrongBoard: 'cancelled-artificial-adjusted-score', correctBoardLater: false }, '15B', ['12', '86'], bi(
      'Кто-то за столом уже играл эту сдачу (с правильными соперниками или нет): сдача аннулируется для обеих сторон (15B1), и тем, кто лишён возможности получить результат, назначается искусственный компенсирующий результат (15B3, 12C2(a)). Это правило — для парных и индивидуальных соревнований; командные — Правило 86B.',
      'Someone at the table had already played the board (against the correct opponents or not): it is cancelled for both sides (15B1), and a contestant deprived of the chance to earn a valid score gets an artificial adjusted score (15B3, 12C2(a)). This law is for pairs and individual events; for teams see Law 86B.',
    ));
  }
  return ruling2017({ wrongBoard: 'score-stands', correctBoardLater: true }, '15B', ['86'], bi(
    'Никто из четверых эту сдачу не играл: торговлю и розыгрыш доводят до конца, результат остаётся в силе, и судья может потребовать, чтобы обе пары позже сыграли между собой правильную сдачу (15B2) — когда бы ни нашли ошибку после начала торговли. Это правило — для парных и индивидуальных соревнований; командные — Правило 86B.',
    'None of the four had played the board: the auction and play are completed, the score stands, and the Director may require both pairs to play the correct board against each other later (15B2) — whenever after the start of the auction the error is found. This law is for pairs and individual events; for teams see Law 86B.',
  ));
}

export const wrongBoard = byEdition(WRONG_BOARD_DOMAIN, wrongBoard1987, wrongBoard2017);

// ---------------------------------------------------------------------------
// 3. A fouled board (87)
// ---------------------------------------------------------------------------

export interface FouledBoardInput {
  /** Because of the displaced card (or dealer or vulnerability that differed between copies), contestants who should have compared scores played the board in different forms. */
  readonly comparisonsPlayedDifferentForms: boolean;
  readonly event: 'pairs-or-individual' | 'teams';
}

export const FOULED_BOARD_DOMAIN = {
  comparisonsPlayedDifferentForms: BOOLEANS,
  event: ['pairs-or-individual', 'teams'],
} as const satisfies Domain;

export interface FouledBoardOutcome {
  readonly fouledBoard: 'not-fouled-scored-as-usual' | 'scores-grouped-by-form' | 'team-rules';
}

const NOTE_87 = notLoaded1987(87);

const fouledBoard1987 = guarded((input: FouledBoardInput): Ruling<FouledBoardOutcome> => {
  const bad = checkDomain(input, FOULED_BOARD_DOMAIN);
  if (bad) return bad;
  if (!input.comparisonsPlayedDifferentForms) {
    return ruling<FouledBoardOutcome>({ fouledBoard: 'not-fouled-scored-as-usual' }, '87', [], bi(
      'Те, чьи результаты сравниваются, сыграли сдачу в одном и том же виде: испорченной она не считается и подсчитывается как обычно (Правило 87).',
      'The contestants whose scores are compared played the board in the same form: it is not a fouled board and is scored as usual (Law 87).',
    ), NOTE_87);
  }
  if (input.event === 'teams') {
    return ruling<FouledBoardOutcome>({ fouledBoard: 'team-rules' }, '87', ['86'], bi(
      'Испорченная сдача в командном соревновании: результат по ней определяют правила командной игры (Правило 86; Правило 87).',
      'A fouled board in a team event: its score follows the rules for team play (Law 86; Law 87).',
    ), NOTE_87);
  }
  return ruling<FouledBoardOutcome>({ fouledBoard: 'scores-grouped-by-form' }, '87', [], bi(
    'Сдача перепутана: судья устанавливает, какие результаты получены в правильном виде сдачи, а какие — в изменённом, делит их на группы и подсчитывает каждую группу отдельно (Правило 87).',
    'The board is fouled: the Director determines which scores were obtained on the board in its correct form and which in the changed form, divides them into groups and scores each group separately (Law 87).',
  ), NOTE_87);
});

function fouledBoard2017(input: FouledBoardInput, old: Ruling<FouledBoardOutcome>): Ruling<FouledBoardOutcome> | undefined {
  if (!old.ok) return undefined;
  if (!input.comparisonsPlayedDifferentForms) {
    return ruling2017(old.outcome, '87A', [], bi(
      'Сдача считается испорченной, только если из-за сдвинутой карты (или разных сдающего и зональности в копиях) те, чьи результаты сравниваются, сыграли её не в одинаковом виде (87A); здесь этого нет, и её подсчитывают как обычно.',
      'A board is fouled only if, because of a displaced card (or a dealer or vulnerability that differed between copies), contestants who should have compared scores did not play it in identical form (87A); that is not so here, and it is scored as usual.',
    ));
  }
  if (input.event === 'teams') {
    return ruling2017(old.outcome, '87C', ['86'], bi(
      'Испорченная сдача в командном соревновании: подсчёт — по Правилу 86B2 (87C).',
      'A fouled board in a team event: it is scored under Law 86B2 (87C).',
    ));
  }
  return ruling2017(old.outcome, '87B', ['87A'], bi(
    'Сдача перепутана (87A): судья как можно точнее устанавливает, какие результаты получены в правильном виде сдачи и какие — в изменённом, делит их на группы и оценивает каждую группу отдельно, как предусматривает регламент турнира, а без такого положения — способом, который он выбирает и объявляет (87B).',
    'The board is fouled (87A): the Director determines as closely as he can which scores were obtained on its correct form and which on the changed form, divides them into groups and rates each group separately as the tournament regulations provide — failing such a regulation, by a method he selects and announces (87B).',
  ));
}

export const fouledBoard = byEdition(FOULED_BOARD_DOMAIN, fouledBoard1987, fouledBoard2017);
