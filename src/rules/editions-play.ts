/**
 * The 2017 counterparts of the 1987 law ids that only the play-procedure rules cite
 * (defender-lead-out-of-turn.ts, declarer-premature-play.ts, dummy.ts, board.ts,
 * concession.ts, claim.ts), as content/catalogue/editions.yaml names them. `index.ts` merges them into
 * the TO_2017 it exports.
 *
 * They are kept out of editions.ts because every demo ships that file, and the revoke demo
 * has a few bytes of its budget left. These rules write every 2017 ruling themselves, so
 * `as2017` never looks them up, and no demo needs them.
 */
export const TO_2017_PLAY: Readonly<Record<string, string | null>> = {
  ...Object.fromEntries(['12', '13', '15', '42', '43', '45', '53A', '69', '70', '71', '79', '86', '87'].map((id) => [id, id])),
  '53C': '53B',
};
