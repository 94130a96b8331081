/**
 * The 2017 counterparts of the law ids the auction rules (Laws 21, 23–32) cite under 1987,
 * where 1987 Laws 30–32 are numbered otherwise (1987 30B1 is 2017 30A, 32A is 32B, …); the
 * same as content/catalogue/editions.yaml (a test holds them together).
 *
 * Kept apart from TO_2017 in editions.ts, which every demo's JavaScript carries for `as2017`:
 * the auction rules write every 2017 ruling themselves and never go through `as2017`, so only
 * the module's public TO_2017 (index.ts) needs these ids.
 */
export const TO_2017_AUCTION: Readonly<Record<string, string>> = Object.fromEntries(
  '23:72C 24:24 24A:24A 24B:24B 24C:24C 25:25 25A:25A 25B:25B 25B1:25B1 25B2:25B2 26B:26B 28B:28B 29A:29A 29B:29B 30A:30A 30B1:30A 30B2:30B1 30B3:30B2 30C:30C 31A1:31A1 31A2a:31A2a 31A2b:31A2b 31B:31B 32:32 32A:32B 32B1:32A1 32B2:32A2 12:12 21:21 21A:21A 21B1:21B1 21B2:21B2 21B3:21B3'.split(' ').map((p) => p.split(':') as [string, string]),
);
