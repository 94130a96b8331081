/**
 * A card exposed during the auction (Law 24): through a player’s own error, one or more
 * cards of his hand were where his partner could see their faces.
 *
 * 1987 (the Code: neither the law text nor the commentary on Law 24 is among the loaded
 * sources, and the ruling says so): every such card stays face up on the table until the
 * auction ends; a single card below an honour, not led prematurely, carries no further
 * penalty (24A); a single honour or any card led prematurely (24B), or two or more cards
 * (24C), make the offender’s partner pass at his next turn (Law 23 where that damages the
 * opponents); if the offender becomes a defender, declarer may treat every such card as a
 * penalty card (Law 50).
 *
 * 2017 (the complete text): the same 24A–24C, with 72C for the enforced pass; the information
 * from the cards is authorised for the non-offending side and unauthorised for the offenders
 * (16C); a future declarer or dummy picks the cards up (24D); a future defender’s cards all
 * become penalty cards (24E, Laws 50 and 51) — no longer at declarer’s option.
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';

export const EXPOSED_CARDS = ['single', 'two-or-more'] as const;
export const EXPOSED_RANKS = ['below-honour', 'honour'] as const;
/** What the offender turned out to be when the auction ended (or that it has not ended yet). */
export const OFFENDER_BECOMES = ['auction-not-over', 'declarer-or-dummy', 'defender'] as const;

export interface CardExposedDuringAuctionInput {
  readonly cards: (typeof EXPOSED_CARDS)[number];
  /** The rank of a single exposed card (an honour: ace, king, queen, jack or ten). */
  readonly rank: (typeof EXPOSED_RANKS)[number];
  /** The card was led prematurely (faced as if leading before the auction ended). */
  readonly prematurelyLed: boolean;
  readonly offenderBecomes: (typeof OFFENDER_BECOMES)[number];
}

export const CARD_EXPOSED_DURING_AUCTION_DOMAIN = {
  cards: EXPOSED_CARDS,
  rank: EXPOSED_RANKS,
  prematurelyLed: BOOLEANS,
  offenderBecomes: OFFENDER_BECOMES,
} as const satisfies Domain;

export interface CardExposedDuringAuctionOutcome {
  /** The offender’s partner must pass when next it is his turn to call. */
  readonly partner: 'free' | 'must-pass-next-turn';
  /** What becomes of the exposed card(s). */
  readonly exposedCards: 'face-up-until-auction-ends' | 'returned-to-hand' | 'penalty-cards' | 'declarer-may-treat-as-penalty-cards';
}

type O = CardExposedDuringAuctionOutcome;

const NOTE_24 = bi(
  'На сайте нет ни текста Правила 24, ни комментария к нему: решение дано по Кодексу.',
  'This site has neither the text of Law 24 nor the commentary on it: the ruling follows the Code.',
);

/** Which of 24A, 24B, 24C decides the auction, under either edition. */
function which(input: CardExposedDuringAuctionInput): { id: '24A' | '24B' | '24C'; ru: string; en: string } {
  if (input.cards === 'two-or-more') {
    return { id: '24C', ru: 'Открыты две карты или больше: партнёр нарушителя обязан спасовать, когда в следующий раз до него дойдёт очередь (24C)', en: "Two or more cards were exposed: the offender’s partner must pass when next it is his turn to call (24C)" };
  }
  if (input.prematurelyLed || input.rank === 'honour') {
    return {
      id: '24B',
      ru: `${input.prematurelyLed ? 'Карта выложена как преждевременный ход' : 'Открыта одна карта рангом онёра'}: партнёр нарушителя обязан спасовать, когда в следующий раз до него дойдёт очередь (24B)`,
      en: `${input.prematurelyLed ? 'The card was led prematurely' : 'A single card of honour rank was exposed'}: the offender’s partner must pass when next it is his turn to call (24B)`,
    };
  }
  return { id: '24A', ru: 'Открыта одна карта ниже онёра, и это не преждевременный ход: в торговле ограничений нет (24A)', en: 'A single card below honour rank was exposed, and it was not led prematurely: there is no restriction in the auction (24A)' };
}

const cardExposedDuringAuction1987 = guarded((input: CardExposedDuringAuctionInput): Ruling<O> => {
  const bad = checkDomain(input, CARD_EXPOSED_DURING_AUCTION_DOMAIN);
  if (bad) return bad;
  const w = which(input);
  const partner = w.id === '24A' ? 'free' : 'must-pass-next-turn';
  const pass = w.id === '24A' ? bi('', '') : bi(' Если вынужденный пас навредит невиновной стороне, применяется Правило 23.', ' Where the enforced pass damages the non-offending side, Law 23 applies.');
  const after =
    input.offenderBecomes === 'defender'
      ? (['declarer-may-treat-as-penalty-cards', bi(' Нарушитель стал защитником: разыгрывающий может считать каждую такую карту штрафной (Правило 50).', ' The offender has become a defender: declarer may treat every such card as a penalty card (Law 50).')] as const)
      : input.offenderBecomes === 'declarer-or-dummy'
        ? (['returned-to-hand', bi(' Нарушитель стал разыгрывающим или болваном: карты возвращаются в руку, штрафными они не становятся.', ' The offender has become declarer or dummy: the cards go back to his hand and do not become penalty cards.')] as const)
        : (['face-up-until-auction-ends', bi(' Каждая такая карта лежит открытой на столе до конца торговли.', ' Every such card stays face up on the table until the auction ends.')] as const);
  return ruling<O>(
    { partner, exposedCards: after[0] },
    w.id,
    ['24', ...(w.id === '24A' ? [] : ['23']), ...(input.offenderBecomes === 'defender' ? ['50'] : [])],
    bi(
      `Во время торговли по вине игрока его карта оказалась там, где её мог видеть партнёр (Правило 24). ${w.ru}.${pass.ru}${after[1].ru} ${NOTE_24.ru}`,
      `During the auction, through a player’s own error, a card of his was where his partner could see its face (Law 24). ${w.en}.${pass.en}${after[1].en} ${NOTE_24.en}`,
    ),
  );
});

/** A card exposed during the auction, under both editions (see the file’s head). */
export const cardExposedDuringAuction = byEdition(CARD_EXPOSED_DURING_AUCTION_DOMAIN, cardExposedDuringAuction1987, (input: CardExposedDuringAuctionInput) => {
  const w = which(input);
  const partner = w.id === '24A' ? 'free' : 'must-pass-next-turn';
  const [exposedCards, id, cites, text] =
    input.offenderBecomes === 'defender'
      ? (['penalty-cards', '24E', ['50', '51'], bi('Нарушитель стал защитником: каждая такая карта становится штрафной (24E, Правила 50 и 51) — не по выбору разыгрывающего, как в Кодексе 1987 года.', "The offender has become a defender: every such card becomes a penalty card (24E, Laws 50 and 51) — not at declarer’s option, as in the 1987 Code.")] as const)
      : input.offenderBecomes === 'declarer-or-dummy'
        ? (['returned-to-hand', '24D', [], bi('Нарушитель стал разыгрывающим или болваном: карты берут со стола и возвращают в руку (24D).', 'The offender has become declarer or dummy: the cards are picked up and returned to his hand (24D).')] as const)
        : (['face-up-until-auction-ends', w.id, [], bi('Каждая такая карта лежит открытой на столе до конца торговли (24).', 'Every such card stays face up on the table until the auction ends (24).')] as const);
  return ruling2017<O>(
    { partner, exposedCards },
    id,
    ['24', w.id, ...cites, '16', ...(w.id === '24A' ? [] : ['72C'])],
    bi(
      `Во время торговли по вине игрока его карта оказалась там, где её мог видеть партнёр. ${w.ru}${w.id === '24A' ? '' : '; если вынужденный пас навредит невиновной стороне — Правило 72C'}. ${text.ru} Сведения из открытых карт легальны для невиновной стороны и нелегальны для стороны нарушителя (16C).`,
      `During the auction, through a player’s own error, a card of his was where his partner could see its face. ${w.en}${w.id === '24A' ? '' : '; where the enforced pass damages the non-offending side, Law 72C'}. ${text.en} Information from the exposed cards is authorised for the non-offending side and unauthorised for the offending side (16C).`,
    ),
  );
});
