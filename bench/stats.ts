/** Small helpers for the benchmark: medians, timing, formatting. */
import { performance } from 'node:perf_hooks';

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Time `fn` once, in milliseconds. */
export async function time(fn: () => unknown): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * Measure a subject against its baseline, interleaved (baseline, subject, baseline, …)
 * so that both see the same load on a shared machine. Returns the raw times (ms).
 */
export async function interleaved(reps: number, baseline: () => unknown, subject: () => unknown): Promise<{ baseline: number[]; subject: number[] }> {
  const out = { baseline: [] as number[], subject: [] as number[] };
  for (let i = 0; i < reps; i++) {
    out.baseline.push(await time(baseline));
    out.subject.push(await time(subject));
  }
  return out;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const round = (x: number, digits = 2) => Number(x.toFixed(digits));
