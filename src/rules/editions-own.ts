/**
 * The 2017 counterparts of the 1987 law ids that only the rules writing every 2017 ruling
 * themselves cite: the play procedures (defender-lead-out-of-turn.ts, declarer-premature-play.ts,
 * dummy.ts, board.ts, concession.ts, claim.ts) and the auction rules (Laws 21, 23–32, where 1987
 * Laws 30–32 are numbered otherwise: 1987 30B1 is 2017 30A, 32A is 32B, …), as
 * content/catalogue/editions.yaml names them (a test holds them together). `index.ts` merges
 * them into the TO_2017 it exports.
 *
 * They are kept out of editions.ts because every demo ships that file (for `as2017`), and the
 * revoke demo has no bytes of its budget to spare; these rules never go through `as2017`.
 */
export const TO_2017_OWN: Readonly<Record<string, string | null>> = {
  ...Object.fromEntries(['12', '13', '15', '42', '43', '45', '53A', '69', '70', '71', '79', '86', '87'].map((id) => [id, id])),
  '53C': '53B',
  ...Object.fromEntries(
    '23:72C 27:27 24:24 24A:24A 24B:24B 24C:24C 25:25 25A:25A 25B:25B 25B1:25B1 25B2:25B2 26B:26B 28B:28B 29A:29A 29B:29B 30A:30A 30B1:30A 30B2:30B1 30B3:30B2 30C:30C 31A1:31A1 31A2a:31A2a 31A2b:31A2b 31B:31B 32:32 32A:32B 32B1:32A1 32B2:32A2 12:12 21:21 21A:21A 21B1:21B1 21B2:21B2 21B3:21B3'.split(' ').map((p) => p.split(':') as [string, string]),
  ),
};
