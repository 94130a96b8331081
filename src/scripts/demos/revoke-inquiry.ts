/** The revoke-inquiry demo (Law 61B, table 61.3). */
import { revokeInquiry } from '../../rules/revoke-inquiry.ts';
import { registerRules } from './rule-demo.ts';

registerRules({ 'revoke-inquiry': revokeInquiry });
