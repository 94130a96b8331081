/**
 * A disputed claim: the one part of Law 70 the Laws decide mechanically, the trump still
 * outstanding in an opponent’s hand (70C). The rest of Law 70 — the equitable adjudication,
 * doubtful points against the claimer, lines of play not stated (70A, 70D, 70E) — is the
 * Director’s judgement and is not encoded.
 *
 * 1987: the text of Law 70 is not loaded (`notLoaded1987`); the ruling names the law by
 * number. 2017 (the complete text): 70C — the opponents get a trick or tricks if the claimer
 * made no statement about that trump, it is at all likely that he was unaware of it when he
 * claimed, and a trick could be lost to it by any normal play ("normal" including play
 * careless or inferior for the class of player involved).
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';
import { notLoaded1987 } from './not-loaded';

export interface ClaimOutstandingTrumpInput {
  /** The claimer said something about the trump still out. */
  readonly claimerMentionedTheTrump: boolean;
  /** It is at all likely that the claimer, when he claimed, did not know a trump was still out. */
  readonly claimerLikelyUnaware: boolean;
  /** A trick could be lost to that trump by some normal play. */
  readonly trickCouldBeLostToIt: boolean;
}

export const CLAIM_OUTSTANDING_TRUMP_DOMAIN = {
  claimerMentionedTheTrump: BOOLEANS,
  claimerLikelyUnaware: BOOLEANS,
  trickCouldBeLostToIt: BOOLEANS,
} as const satisfies Domain;

export interface ClaimOutstandingTrumpOutcome {
  readonly outstandingTrump: 'trick-to-the-opponents' | 'no-trick-for-the-trump';
}

const NOTE = notLoaded1987(70);

function words(input: ClaimOutstandingTrumpInput): { award: boolean; ru: string; en: string } {
  const { claimerMentionedTheTrump: said, claimerLikelyUnaware: unaware, trickCouldBeLostToIt: lose } = input;
  const award = !said && unaware && lose;
  if (award) {
    return {
      award,
      ru: 'У соперника остался козырь; заявивший претензию о нём не сказал, вполне вероятно, что он о нём не знал, и нормальным розыгрышем на этот козырь можно потерять взятку: судья отдаёт соперникам взятку (или взятки), которые можно на него проиграть',
      en: 'A trump is still out in an opponent’s hand; the claimer said nothing about it, it is at all likely that he did not know of it, and a trick could be lost to it by normal play: the Director awards the opponents the trick or tricks that could be lost to it',
    };
  }
  const why = said
    ? { ru: 'заявивший претензию сказал об оставшемся козыре', en: 'the claimer made a statement about the trump still out' }
    : !unaware
      ? { ru: 'невероятно, что заявивший претензию не знал об оставшемся козыре', en: 'it is not at all likely that the claimer was unaware of the trump still out' }
      : { ru: 'никаким нормальным розыгрышем на этот козырь взятку не потерять', en: 'no normal play could lose a trick to that trump' };
  return {
    award,
    ru: `У соперника остался козырь, но ${why.ru}: за этот козырь взятку соперникам не отдают; остальное судья решает, как велит Правило 70 в целом (сомнения — против заявившего претензию)`,
    en: `A trump is still out in an opponent’s hand, but ${why.en}: no trick goes to the opponents for that trump; the rest the Director decides under Law 70 as a whole (doubtful points against the claimer)`,
  };
}

const claimOutstandingTrump1987 = guarded((input: ClaimOutstandingTrumpInput): Ruling<ClaimOutstandingTrumpOutcome> => {
  const bad = checkDomain(input, CLAIM_OUTSTANDING_TRUMP_DOMAIN);
  if (bad) return bad;
  const w = words(input);
  return ruling<ClaimOutstandingTrumpOutcome>({ outstandingTrump: w.award ? 'trick-to-the-opponents' : 'no-trick-for-the-trump' }, '70', [], bi(`${w.ru} (Правило 70).`, `${w.en} (Law 70).`), NOTE);
});

function claimOutstandingTrump2017(input: ClaimOutstandingTrumpInput, old: Ruling<ClaimOutstandingTrumpOutcome>): Ruling<ClaimOutstandingTrumpOutcome> | undefined {
  if (!old.ok) return undefined;
  const w = words(input);
  return ruling2017(old.outcome, '70C', w.award ? [] : ['70'], bi(`${w.ru} (70C по Правилам 2017 года).`, `${w.en} (2017 Law 70C).`));
}

export const claimOutstandingTrump = byEdition(CLAIM_OUTSTANDING_TRUMP_DOMAIN, claimOutstandingTrump1987, claimOutstandingTrump2017);
