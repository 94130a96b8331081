/**
 * Public API of the rules module. Pure TypeScript: no DOM, no Astro, no
 * imports from outside `src/rules/`. See README.md.
 */
export * from './ruling';
export * from './revoke';
export * from './revoke-inquiry';
export * from './penalty-card';
export * from './lead-out-of-turn';
export * from './insufficient-bid';
export * from './defender-lead-out-of-turn';
export * from './declarer-premature-play';
export * from './dummy';
export * from './board';
export * from './concession';
export * from './claim';
export * from './call-out-of-rotation';
export * from './exposed-card-auction';
export * from './change-of-call';
export * from './call-on-misinformation';
export { EDITIONS, type Edition } from './editions';
import { TO_2017 as TO_2017_RULES } from './editions';
import { TO_2017_OWN } from './editions-own';
/** The 2017 counterpart of every 1987 law id a rule cites (editions.ts, with the ids of editions-own.ts). */
export const TO_2017: Readonly<Record<string, string | null>> = { ...TO_2017_RULES, ...TO_2017_OWN };

import type { Domain, Ruling } from './ruling';
import type { Edition } from './editions';
import {
  REVOKE_CORRECTION_DOMAIN,
  REVOKE_ESTABLISHMENT_DOMAIN,
  REVOKE_PENALTY_DOMAIN,
  REVOKE_WITHDRAWALS_DOMAIN,
  revokeCorrection,
  revokeEstablishment,
  revokePenalty,
  revokeWithdrawals,
} from './revoke';
import { REVOKE_INQUIRY_DOMAIN, revokeInquiry } from './revoke-inquiry';
import {
  CLASSIFY_PENALTY_CARD_DOMAIN,
  PENALTY_CARD_LEAD_OPTIONS_DOMAIN,
  PENALTY_CARD_PLAY_DOMAIN,
  PENALTY_CARD_TO_PLAY_DOMAIN,
  classifyPenaltyCard,
  penaltyCardLeadOptions,
  penaltyCardPlay,
  penaltyCardToPlay,
} from './penalty-card';
import {
  DECLARER_LEAD_OUT_OF_TURN_DOMAIN,
  DEFENDER_PREMATURE_PLAY_DOMAIN,
  OPENING_LEAD_OUT_OF_TURN_DOMAIN,
  declarerLeadOutOfTurn,
  defenderPrematurePlay,
  openingLeadOutOfTurn,
} from './lead-out-of-turn';
import { INSUFFICIENT_BID_DOMAIN, insufficientBid } from './insufficient-bid';
import { DEFENDER_LEAD_OUT_OF_TURN_DOMAIN, defenderLeadOutOfTurn } from './defender-lead-out-of-turn';
import { DECLARER_PREMATURE_PLAY_DOMAIN, declarerPrematurePlay } from './declarer-premature-play';
import { DUMMY_LIMITS_DOMAIN, DUMMY_RIGHTS_DOMAIN, dummyLimits, dummyRights } from './dummy';
import { FOULED_BOARD_DOMAIN, WRONG_BOARD_DOMAIN, WRONG_NUMBER_OF_CARDS_DOMAIN, fouledBoard, wrongBoard, wrongNumberOfCards } from './board';
import { CONCESSION_WITHDRAWN_DOMAIN, concessionWithdrawn } from './concession';
import { CLAIM_OUTSTANDING_TRUMP_DOMAIN, claimOutstandingTrump } from './claim';
import {
  BID_OUT_OF_ROTATION_DOMAIN,
  DOUBLE_OUT_OF_ROTATION_DOMAIN,
  PASS_OUT_OF_ROTATION_DOMAIN,
  bidOutOfRotation,
  doubleOutOfRotation,
  passOutOfRotation,
} from './call-out-of-rotation';
import { CARD_EXPOSED_DURING_AUCTION_DOMAIN, cardExposedDuringAuction } from './exposed-card-auction';
import { CHANGE_OF_CALL_DOMAIN, changeOfCall } from './change-of-call';
import { CALL_ON_MISINFORMATION_DOMAIN, callOnMisinformation } from './call-on-misinformation';

/** The areas of the auction rules (Laws 21, 24, 25, 28–32). */
type AuctionArea = 'call-out-of-rotation' | 'card-exposed-auction' | 'change-of-call' | 'call-on-misinformation';

export interface RuleEntry {
  /** Stable id, usable in URLs. */
  readonly id: string;
  readonly area: 'revoke' | 'revoke-inquiry' | 'penalty-card' | 'lead-out-of-turn' | 'insufficient-bid'
    // The play’s other procedures (issue-rules-play): dummy (42, 43), the board (13, 15, 87), claims (69, 71).
    | 'dummy' | 'board' | 'claim'
    | AuctionArea;
  readonly domain: Domain;
  /** Accepts any value; invalid input yields `ok: false`, never an exception. Edition 1987 unless given. */
  readonly apply: (input: unknown, edition?: Edition) => Ruling<unknown>;
}

function entry<I>(id: string, area: RuleEntry['area'], domain: Domain, fn: (input: I, edition?: Edition) => Ruling<unknown>): RuleEntry {
  return { id, area, domain, apply: (input: unknown, edition?: Edition) => fn(input as I, edition) };
}

/** Every rule function with its input domain, for demos (URL state) and tests (enumeration). */
export const RULES: readonly RuleEntry[] = [
  entry('revoke-establishment', 'revoke', REVOKE_ESTABLISHMENT_DOMAIN, revokeEstablishment),
  entry('revoke-correction', 'revoke', REVOKE_CORRECTION_DOMAIN, revokeCorrection),
  entry('revoke-withdrawals', 'revoke', REVOKE_WITHDRAWALS_DOMAIN, revokeWithdrawals),
  entry('revoke-penalty', 'revoke', REVOKE_PENALTY_DOMAIN, revokePenalty),
  entry('revoke-inquiry', 'revoke-inquiry', REVOKE_INQUIRY_DOMAIN, revokeInquiry),
  entry('classify-penalty-card', 'penalty-card', CLASSIFY_PENALTY_CARD_DOMAIN, classifyPenaltyCard),
  entry('penalty-card-play', 'penalty-card', PENALTY_CARD_PLAY_DOMAIN, penaltyCardPlay),
  entry('penalty-card-lead-options', 'penalty-card', PENALTY_CARD_LEAD_OPTIONS_DOMAIN, penaltyCardLeadOptions),
  entry('penalty-card-to-play', 'penalty-card', PENALTY_CARD_TO_PLAY_DOMAIN, penaltyCardToPlay),
  entry('opening-lead-out-of-turn', 'lead-out-of-turn', OPENING_LEAD_OUT_OF_TURN_DOMAIN, openingLeadOutOfTurn),
  entry('declarer-lead-out-of-turn', 'lead-out-of-turn', DECLARER_LEAD_OUT_OF_TURN_DOMAIN, declarerLeadOutOfTurn),
  entry('defender-premature-play', 'lead-out-of-turn', DEFENDER_PREMATURE_PLAY_DOMAIN, defenderPrematurePlay),
  entry('insufficient-bid', 'insufficient-bid', INSUFFICIENT_BID_DOMAIN, insufficientBid),
  // The play’s other procedures (issue-rules-play).
  entry('defender-lead-out-of-turn', 'lead-out-of-turn', DEFENDER_LEAD_OUT_OF_TURN_DOMAIN, defenderLeadOutOfTurn),
  entry('declarer-premature-play', 'lead-out-of-turn', DECLARER_PREMATURE_PLAY_DOMAIN, declarerPrematurePlay),
  entry('dummy-rights', 'dummy', DUMMY_RIGHTS_DOMAIN, dummyRights),
  entry('dummy-limits', 'dummy', DUMMY_LIMITS_DOMAIN, dummyLimits),
  entry('wrong-number-of-cards', 'board', WRONG_NUMBER_OF_CARDS_DOMAIN, wrongNumberOfCards),
  entry('wrong-board', 'board', WRONG_BOARD_DOMAIN, wrongBoard),
  entry('fouled-board', 'board', FOULED_BOARD_DOMAIN, fouledBoard),
  entry('concession-withdrawn', 'claim', CONCESSION_WITHDRAWN_DOMAIN, concessionWithdrawn),
  entry('claim-outstanding-trump', 'claim', CLAIM_OUTSTANDING_TRUMP_DOMAIN, claimOutstandingTrump),
  // The auction rules (Laws 21, 24, 25, 28–32).
  entry('pass-out-of-rotation', 'call-out-of-rotation', PASS_OUT_OF_ROTATION_DOMAIN, passOutOfRotation),
  entry('bid-out-of-rotation', 'call-out-of-rotation', BID_OUT_OF_ROTATION_DOMAIN, bidOutOfRotation),
  entry('double-out-of-rotation', 'call-out-of-rotation', DOUBLE_OUT_OF_ROTATION_DOMAIN, doubleOutOfRotation),
  entry('card-exposed-auction', 'card-exposed-auction', CARD_EXPOSED_DURING_AUCTION_DOMAIN, cardExposedDuringAuction),
  entry('change-of-call', 'change-of-call', CHANGE_OF_CALL_DOMAIN, changeOfCall),
  entry('call-on-misinformation', 'call-on-misinformation', CALL_ON_MISINFORMATION_DOMAIN, callOnMisinformation),
];
