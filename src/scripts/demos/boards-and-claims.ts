/** The boards-and-claims demo (Laws 13, 15, 69, 70C, 71, 87). */
import { fouledBoard, wrongBoard, wrongNumberOfCards } from '../../rules/board.ts';
import { claimOutstandingTrump } from '../../rules/claim.ts';
import { concessionWithdrawn } from '../../rules/concession.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'wrong-number-of-cards': wrongNumberOfCards,
  'wrong-board': wrongBoard,
  'fouled-board': fouledBoard,
  'concession-withdrawn': concessionWithdrawn,
  'claim-outstanding-trump': claimOutstandingTrump,
});
