/**
 * A call made on misinformation (Law 21): may the player change it?
 *
 * Only the part the Laws decide mechanically, given the Director’s judgement as an input:
 * whether the call may be changed, whether the left-hand opponent may then change his, and
 * whether an adjusted score is open when it is too late. Whether damage occurred and what
 * score to award (Laws 12, 40, 75) is the Director’s judgement and is not encoded.
 *
 * 1987 (the Code: neither the text nor the commentary on Law 21 is among the loaded sources;
 * the subsections follow the Code’s wording, which the 1997 Laws kept): no recourse for a call
 * made on one’s own misunderstanding (21A); until the end of the auction period, provided his
 * partner has not called since, a player may change without penalty a call probably made as a
 * result of misinformation from an opponent — a missing alert that was required counts as
 * misinformation (21B1); his left-hand opponent may then change a later call (21B2); when it is
 * too late, the Director may award an adjusted score (21B3).
 *
 * 2017 (the complete text): the same frame, with the test "could well have been influenced" and
 * no other rectification for the side (21B1(a)), the presumption of a mistaken explanation rather
 * than a mistaken call (21B1(b)), Law 16C for the left-hand opponent’s withdrawn call (21B2), and
 * an adjusted score when it is too late and the offending side gained from the irregularity (21B3).
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';

export const MISINFORMATION_CAUSES = ['own-misunderstanding', 'wrong-explanation', 'missing-alert'] as const;

export interface CallOnMisinformationInput {
  /** Why the player’s call went wrong: his own misunderstanding, an opponent’s wrong explanation, or a required alert not given. */
  readonly cause: (typeof MISINFORMATION_CAUSES)[number];
  /** The Director judges that the call was (1987: probably) made because of it (2017: could well have been influenced by it). */
  readonly directorJudgesInfluenced: boolean;
  /** The player’s partner has called since. */
  readonly partnerHasCalled: boolean;
  /** The auction period has ended (2017 Law 17D: the opening lead faced). */
  readonly auctionPeriodOver: boolean;
  /** When it is too late to change: the Director judges the offending side gained from the misinformation (2017 21B3). */
  readonly offendersGained: boolean;
}

export const CALL_ON_MISINFORMATION_DOMAIN = {
  cause: MISINFORMATION_CAUSES,
  directorJudgesInfluenced: BOOLEANS,
  partnerHasCalled: BOOLEANS,
  auctionPeriodOver: BOOLEANS,
  offendersGained: BOOLEANS,
} as const satisfies Domain;

export interface CallOnMisinformationOutcome {
  readonly change: 'no-redress' | 'not-influenced' | 'may-change' | 'too-late';
  /** After the change, the player’s left-hand opponent may change a later call of his. */
  readonly lhoMayChangeLaterCall: boolean;
  /** An adjusted score is open (1987: the Director may award one; 2017: he awards one). */
  readonly adjustedScorePossible: boolean;
}

type O = CallOnMisinformationOutcome;

const NOTE_21 = bi(
  'На сайте нет ни текста Правила 21, ни комментария к нему: решение дано по Кодексу.',
  'This site has neither the text of Law 21 nor the commentary on it: the ruling follows the Code.',
);

const ALERT = {
  ru: ' Отсутствие алерта там, где его требует регламент, считается неверной информацией.',
  en: ' A failure to alert where regulations require an alert counts as misinformation.',
};

const tooLate = (i: CallOnMisinformationInput) => i.partnerHasCalled || i.auctionPeriodOver;

const callOnMisinformation1987 = guarded((input: CallOnMisinformationInput): Ruling<O> => {
  const bad = checkDomain(input, CALL_ON_MISINFORMATION_DOMAIN);
  if (bad) return bad;
  const { cause, directorJudgesInfluenced: influenced } = input;
  const r = (o: O, id: string, cites: string[], ru: string, en: string) => ruling<O>(o, id, cites, bi(`${ru} ${NOTE_21.ru}`, `${en} ${NOTE_21.en}`));
  const alert = cause === 'missing-alert' ? ALERT : { ru: '', en: '' };
  if (cause === 'own-misunderstanding') {
    return r({ change: 'no-redress', lhoMayChangeLaterCall: false, adjustedScorePossible: false }, '21A', [], 'Игрок сделал заявку, потому что сам неверно понял ситуацию: у него нет права на исправление (21A).', 'The player made his call on his own misunderstanding: he has no recourse (21A).');
  }
  if (!influenced) {
    return r({ change: 'not-influenced', lhoMayChangeLaterCall: false, adjustedScorePossible: false }, '21B1', ['21'], `Судья не считает, что заявка, вероятно, сделана из-за неверной информации: менять её нельзя (21B1).${alert.ru}`, `The Director does not judge that the call was probably made because of the misinformation: it may not be changed (21B1).${alert.en}`);
  }
  if (tooLate(input)) {
    return r(
      { change: 'too-late', lhoMayChangeLaterCall: false, adjustedScorePossible: true },
      '21B3',
      ['21B1', '12'],
      `${input.auctionPeriodOver ? 'Первый ход открыт, и период торговли закончился' : 'Партнёр игрока уже заявил после этой заявки'}: менять заявку поздно (21B1). Судья может назначить компенсирующий результат (21B3, Правило 12).${alert.ru}`,
      `${input.auctionPeriodOver ? 'The opening lead has been faced, so the auction period has ended' : "The player’s partner has called since"}: it is too late to change the call (21B1). The Director may award an adjusted score (21B3, Law 12).${alert.en}`,
    );
  }
  return r(
    { change: 'may-change', lhoMayChangeLaterCall: true, adjustedScorePossible: false },
    '21B1',
    ['21B2', '16'],
    `Заявка, вероятно, сделана из-за неверной информации оппонента, первый ход не открыт, и партнёр после неё не заявлял: игрок может без наказания изменить её (21B1). Тогда левый оппонент может в свою очередь изменить свою последующую заявку без наказания (21B2); сведения из снятых заявок регулирует Правило 16C.${alert.ru}`,
    `The call was probably made because of an opponent’s misinformation, the opening lead has not been faced, and partner has not called since: the player may change it without penalty (21B1). His left-hand opponent may then in turn change a later call of his without penalty (21B2); information from withdrawn calls falls under Law 16C.${alert.en}`,
  );
});

/** A call made on misinformation under both editions (see the file’s head). */
export const callOnMisinformation = byEdition(CALL_ON_MISINFORMATION_DOMAIN, callOnMisinformation1987, (input: CallOnMisinformationInput) => {
  const { cause, directorJudgesInfluenced: influenced, offendersGained } = input;
  const alert = cause === 'missing-alert' ? ALERT : { ru: '', en: '' };
  if (cause === 'own-misunderstanding') {
    return ruling2017<O>({ change: 'no-redress', lhoMayChangeLaterCall: false, adjustedScorePossible: false }, '21A', [], bi('Игрок сделал заявку, потому что сам неверно понял ситуацию: ни ректификации, ни возмещения ему не положено (21A).', 'The player acted on his own misunderstanding: no rectification or redress is due to him (21A).'));
  }
  if (!influenced) {
    return ruling2017<O>({ change: 'not-influenced', lhoMayChangeLaterCall: false, adjustedScorePossible: false }, '21B1', [], bi(`Судья не считает, что неверная информация вполне могла повлиять на решение сделать эту заявку: менять её нельзя (21B1(a)). При отсутствии иных доказательств судья исходит из ошибочного объяснения, а не ошибочной заявки (21B1(b)).${alert.ru}`, `The Director does not judge that the decision to make the call could well have been influenced by the misinformation: it may not be changed (21B1(a)). Without evidence to the contrary he presumes a mistaken explanation rather than a mistaken call (21B1(b)).${alert.en}`));
  }
  if (tooLate(input)) {
    return ruling2017<O>(
      { change: 'too-late', lhoMayChangeLaterCall: false, adjustedScorePossible: offendersGained },
      '21B3',
      ['21B1', '12', ...(input.auctionPeriodOver ? ['17'] : [])],
      bi(
        `${input.auctionPeriodOver ? 'Первый ход открыт, и период торговли закончился (17D1)' : 'Партнёр игрока уже заявил после этой заявки'}: менять заявку поздно (21B1(a)). ${offendersGained ? 'Судья счёл, что сторона, давшая неверную информацию, получила от нарушения преимущество: он назначает компенсирующий результат (21B3).' : 'Если судья сочтёт, что сторона, давшая неверную информацию, получила от нарушения преимущество, он назначит компенсирующий результат (21B3).'}${alert.ru}`,
        `${input.auctionPeriodOver ? 'The opening lead has been faced, so the auction period has ended (17D1)' : "The player’s partner has called since"}: it is too late to change the call (21B1(a)). ${offendersGained ? 'The Director judges that the side that misinformed gained an advantage from the irregularity: he awards an adjusted score (21B3).' : 'Should the Director judge that the side that misinformed gained an advantage from the irregularity, he awards an adjusted score (21B3).'}${alert.en}`,
      ),
    );
  }
  return ruling2017<O>(
    { change: 'may-change', lhoMayChangeLaterCall: true, adjustedScorePossible: false },
    '21B1',
    ['21B2', '16', '17'],
    bi(
      `Неверная информация оппонента вполне могла повлиять на решение сделать эту заявку, первый ход не открыт (до него — период уточнений, 17D1), и партнёр после неё не заявлял: игрок может изменить заявку без иной ректификации для своей стороны (21B1(a)). Тогда левый оппонент может изменить свою последующую заявку, но применяется Правило 16C (21B2).${alert.ru}`,
      `The opponent’s misinformation could well have influenced the decision to make the call, the opening lead has not been faced (until then, the Clarification Period, 17D1), and partner has not called since: the player may change his call without other rectification for his side (21B1(a)). His left-hand opponent may then change a later call of his, but Law 16C applies (21B2).${alert.en}`,
    ),
  );
});
