/**
 * Declarer’s premature play (not a lead): he plays from dummy or from his own hand before
 * his right-hand opponent has played to the trick. A premature lead is a lead out of turn
 * (Law 55, declarer-lead-out-of-turn).
 *
 * 2017 (the complete text, 57C): the card is played and, if legal, may not be withdrawn
 * (57C3); an illegal one is a revoke, corrected under Law 62 while not established; and once
 * declarer has played from both hands, a defender who then plays before his partner is not
 * subject to rectification (57C1).
 * 1987: the commentary on Law 57 (57.2–57.8) has no provision on declarer’s premature play;
 * it speaks only of the defender who plays after declarer has played from both hands (57.7,
 * no penalty). Declarer’s card counts as played under Law 45 (45B for dummy’s card named by
 * declarer; the 1987 text of Law 45 is not loaded), and no card of declarer’s or dummy’s ever
 * becomes a penalty card (48A).
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';

export interface DeclarerPrematurePlayInput {
  /** The hand declarer played from too early. */
  readonly hand: 'dummy' | 'declarers-hand';
  /** The card was a legal play (it followed suit, or the hand had none of the suit led). */
  readonly cardIsLegal: boolean;
  /** Then the defender who plays last to the trick played before his partner. */
  readonly defenderThenPlaysBeforePartner: boolean;
}

export const DECLARER_PREMATURE_PLAY_DOMAIN = {
  hand: ['dummy', 'declarers-hand'],
  cardIsLegal: BOOLEANS,
  defenderThenPlaysBeforePartner: BOOLEANS,
} as const satisfies Domain;

export interface DeclarerPrematurePlayOutcome {
  readonly declarersCard: 'played-and-stands' | 'revoke-to-be-corrected';
  /** The defender who then played before his partner: not subject to rectification, or not in question. */
  readonly defenderAfterwards: 'no-rectification' | 'not-in-question';
}

/** Where declarer played from, and before whom: from dummy, before the defender on dummy’s right (declarer’s left, 57C2’s “dummy’s RHO”). */
const HAND_RU = { dummy: 'со стола раньше защитника справа от болвана', 'declarers-hand': 'со своей руки раньше своего правого противника' } as const;
const HAND_EN = { dummy: 'from dummy before the defender on dummy’s right', 'declarers-hand': 'from his own hand before his right-hand opponent' } as const;

const declarerPrematurePlay1987 = guarded((input: DeclarerPrematurePlayInput): Ruling<DeclarerPrematurePlayOutcome> => {
  const bad = checkDomain(input, DECLARER_PREMATURE_PLAY_DOMAIN);
  if (bad) return bad;
  const { hand, cardIsLegal: legal, defenderThenPlaysBeforePartner: after } = input;
  const outcome: DeclarerPrematurePlayOutcome = { declarersCard: legal ? 'played-and-stands' : 'revoke-to-be-corrected', defenderAfterwards: after ? 'no-rectification' : 'not-in-question' };
  const played = hand === 'dummy' ? '45B' : '45';
  const cardRu = legal
    ? `Разыгрывающий сыграл ${HAND_RU[hand]}. Особого положения о такой игре в Кодексе 1987 года, как его описывает комментарий к Правилу 57 (57.2–57.8), нет: карта сыграна (Правило ${played}), а карты разыгрывающего и болвана никогда не становятся штрафными (48A).`
    : `Разыгрывающий сыграл ${HAND_RU[hand]}, и эта карта не в масть, хотя масть была: это фальшренонс, который исправляют, пока он не установлен (62A); карты разыгрывающего и болвана штрафными не становятся (48A).`;
  const cardEn = legal
    ? `Declarer played ${HAND_EN[hand]}. The 1987 Code, as the commentary on Law 57 describes it (57.2–57.8), has no provision on such a play: the card is played (Law ${played}), and no card of declarer’s or dummy’s ever becomes a penalty card (48A).`
    : `Declarer played ${HAND_EN[hand]}, and failed to follow suit when he could: that is a revoke, corrected while it is not established (62A); declarer’s and dummy’s cards never become penalty cards (48A).`;
  if (after) {
    return ruling(outcome, '57', [legal ? played : '62A', '48A', '57.7'], bi(
      `${cardRu} Разыгрывающий сыграл с обеих рук, поэтому защитник, сыгравший затем раньше партнёра, не наказывается (57.7).`,
      `${cardEn} Declarer has played from both hands, so the defender who then played before his partner is not penalised (57.7).`,
    ));
  }
  return ruling(outcome, legal ? played : '62A', ['48A'], bi(cardRu, cardEn));
});

function declarerPrematurePlay2017(input: DeclarerPrematurePlayInput, old: Ruling<DeclarerPrematurePlayOutcome>): Ruling<DeclarerPrematurePlayOutcome> | undefined {
  if (!old.ok) return undefined;
  const { hand, cardIsLegal: legal, defenderThenPlaysBeforePartner: after } = input;
  const cardRu = legal
    ? `Разыгрывающий сыграл ${HAND_RU[hand]}: преждевременная игра (не ход) разыгрывающего — сыгранная карта, и раз она легальна, взять её назад нельзя (57C3).`
    : `Разыгрывающий сыграл ${HAND_RU[hand]}, не в масть, хотя масть была: карта сыграна (57C3), но она нелегальна — это фальшренонс, который исправляют, пока он не установлен (62A).`;
  const cardEn = legal
    ? `Declarer played ${HAND_EN[hand]}: a premature play (not a lead) by declarer is a played card, and being legal it may not be withdrawn (57C3).`
    : `Declarer played ${HAND_EN[hand]} and failed to follow suit when he could: the card is played (57C3) but illegal — a revoke, corrected while it is not established (62A).`;
  const ids = legal ? ['57C3'] : ['62A', '57C3'];
  if (after) {
    return ruling2017(old.outcome, '57C', ids, bi(
      `${cardRu} Разыгрывающий сыграл с обеих рук, поэтому к защитнику, сыгравшему затем раньше партнёра, исправление не применяется (57C1).`,
      `${cardEn} Declarer has played from both hands, so the defender who then played before his partner is not subject to rectification (57C1).`,
    ));
  }
  return ruling2017(old.outcome, ids[0]!, ids, bi(cardRu, cardEn));
}

export const declarerPrematurePlay = byEdition(DECLARER_PREMATURE_PLAY_DOMAIN, declarerPrematurePlay1987, declarerPrematurePlay2017);
