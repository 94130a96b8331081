/** The lead-out-of-turn demo (Laws 54–57). */
import { declarerLeadOutOfTurn, defenderPrematurePlay, openingLeadOutOfTurn } from '../../rules/lead-out-of-turn.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'opening-lead-out-of-turn': openingLeadOutOfTurn,
  'declarer-lead-out-of-turn': declarerLeadOutOfTurn,
  'defender-premature-play': defenderPrematurePlay,
});
