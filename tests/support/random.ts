/**
 * A seeded random source for browser tests that pick pages, places and host text at random
 * (mulberry32): SEED comes from the environment or the clock, and tests print it in their
 * failure messages, so a failing run can be repeated with `SEED=… npx vitest run …`.
 */
export const SEED = Number(process.env.SEED ?? Date.now() % 2 ** 31);

export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
