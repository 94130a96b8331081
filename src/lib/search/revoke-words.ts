/**
 * The revoke in a query, as the situation readers look for it: the word named («ренонс», «фальшренонс», "revoke", "renege"),
 * or told by the suit not followed («не дал в масть», "did not follow", "showed out"). Plain TypeScript.
 */

/** A revoke named: play.ts reads the cards played only where none is, and puts the word in where it reads one. */
export const REVOKE_NAMED = /ренонс|revok|reneg|renig/iu;

/** A revoke named or told by the suit not followed. */
export const REVOKE_TOLD =
  /ренонс|revok|reneg|renig|(?<![\p{L}])не\s+в\s+масть|не\s+(?:дал|ответил|положил|пош[её]л|сыграл|подал)\s+в\s+масть|did\s*n[o']?t\s+follow|failed\s+to\s+follow|showed\s+out/iu;
