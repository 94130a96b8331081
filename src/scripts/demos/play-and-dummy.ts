/** The play-and-dummy demo (Laws 42, 43, 53, 56, 57C3). */
import { defenderLeadOutOfTurn } from '../../rules/defender-lead-out-of-turn.ts';
import { declarerPrematurePlay } from '../../rules/declarer-premature-play.ts';
import { dummyLimits, dummyRights } from '../../rules/dummy.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'defender-lead-out-of-turn': defenderLeadOutOfTurn,
  'declarer-premature-play': declarerPrematurePlay,
  'dummy-rights': dummyRights,
  'dummy-limits': dummyLimits,
});
