/** The revoke demo (Laws 62–64): its four rule functions, nothing else. */
import { revokeCorrection, revokeEstablishment, revokePenalty, revokeWithdrawals } from '../../rules/revoke.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'revoke-establishment': revokeEstablishment,
  'revoke-correction': revokeCorrection,
  'revoke-withdrawals': revokeWithdrawals,
  'revoke-penalty': revokePenalty,
});
