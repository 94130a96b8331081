/** The penalty-card demo (Laws 50–51). */
import { classifyPenaltyCard, penaltyCardLeadOptions, penaltyCardPlay, penaltyCardToPlay } from '../../rules/penalty-card.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'classify-penalty-card': classifyPenaltyCard,
  'penalty-card-play': penaltyCardPlay,
  'penalty-card-lead-options': penaltyCardLeadOptions,
  'penalty-card-to-play': penaltyCardToPlay,
});
