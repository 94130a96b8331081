/** The calls-out-of-rotation demo (Laws 28–32). */
import { bidOutOfRotation, doubleOutOfRotation, passOutOfRotation } from '../../rules/call-out-of-rotation.ts';
import { registerRules } from './rule-demo.ts';

registerRules({
  'pass-out-of-rotation': passOutOfRotation,
  'bid-out-of-rotation': bidOutOfRotation,
  'double-out-of-rotation': doubleOutOfRotation,
});
