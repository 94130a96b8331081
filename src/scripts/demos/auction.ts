/** The auction demo: a card exposed during the auction (24), a change of call (25), a call made on misinformation (21). */
import { cardExposedDuringAuction } from '../../rules/exposed-card-auction.ts';
import { changeOfCall } from '../../rules/change-of-call.ts';
import { callOnMisinformation } from '../../rules/call-on-misinformation.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'card-exposed-auction': cardExposedDuringAuction,
  'change-of-call': changeOfCall,
  'call-on-misinformation': callOnMisinformation,
});
