/** The insufficient-bid demo (Law 27). */
import { insufficientBid } from '../../rules/insufficient-bid.ts';
import { registerRules } from './rule-demo.ts';

registerRules({ 'insufficient-bid': insufficientBid });
