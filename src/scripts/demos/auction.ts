/** The auction demo: calls out of rotation (Laws 28–32), a card exposed during the auction (24), a change of call (25), a call made on misinformation (21). */
import { bidOutOfRotation, doubleOutOfRotation, passOutOfRotation } from '../../rules/call-out-of-rotation.ts';
import { cardExposedDuringAuction } from '../../rules/exposed-card-auction.ts';
import { changeOfCall } from '../../rules/change-of-call.ts';
import { callOnMisinformation } from '../../rules/call-on-misinformation.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'pass-out-of-rotation': passOutOfRotation,
  'bid-out-of-rotation': bidOutOfRotation,
  'double-out-of-rotation': doubleOutOfRotation,
  'card-exposed-auction': cardExposedDuringAuction,
  'change-of-call': changeOfCall,
  'call-on-misinformation': callOnMisinformation,
});
