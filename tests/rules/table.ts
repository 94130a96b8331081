/**
 * Helpers for the hand-written decision tables in tests/rules/*.test.ts.
 *
 * A table is a list of rows written out from the law text. Each row names the
 * inputs it covers (a value, a list of values, or nothing = any value, plus an
 * optional `where` for relations between fields), the expected outcome summary
 * (or 'invalid'), and the law subsection that decides it. `checkTable`
 * enumerates every combination of the rule's exported domain and requires
 * that exactly one row covers it, that no row is dead, and that the rule's
 * ruling matches the row.
 */
import { expect } from 'vitest';
import { type Domain, type Ruling, enumerateDomain } from '../../src/rules';

export type Pattern<I> = { readonly [K in keyof I]?: I[K] | readonly I[K][] };

export interface Row<I> {
  readonly input: Pattern<I>;
  /** Extra condition relating several fields; `note` says in words what it means. */
  readonly where?: (input: I) => boolean;
  readonly note?: string;
  /** Expected summary of the outcome, or 'invalid' for ok:false. */
  readonly outcome: string;
  /** Expected values of some outcome fields (checked with toEqual per field). */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** The law subsection (or commentary paragraph) that decides the row; required unless invalid. */
  readonly decidedBy?: string;
}

export function matches<I>(row: Row<I>, input: I): boolean {
  for (const key of Object.keys(row.input) as (keyof I)[]) {
    const want = row.input[key];
    const have = input[key];
    if (Array.isArray(want)) {
      if (!(want as readonly unknown[]).includes(have)) return false;
    } else if (want !== have) {
      return false;
    }
  }
  return row.where ? row.where(input) : true;
}

export interface TableReport {
  readonly combinations: number;
  readonly failures: string[];
}

/**
 * Runs every combination of `domain` through `rule` and compares it with the
 * table. Returns the failures (at most 20 are listed) so the test can assert
 * the list is empty and show what went wrong.
 */
export function checkTable<I, O>(
  domain: Domain,
  rule: (input: I) => Ruling<O>,
  table: readonly Row<I>[],
  summarize: (outcome: O) => string,
): TableReport {
  const failures: string[] = [];
  const add = (msg: string) => {
    if (failures.length < 20) failures.push(msg);
  };
  const used = new Set<number>();
  const combos = enumerateDomain<I>(domain);
  for (const input of combos) {
    const hits: number[] = [];
    table.forEach((row, i) => {
      if (matches(row, input)) hits.push(i);
    });
    const label = JSON.stringify(input);
    if (hits.length !== 1) {
      add(`${label}: covered by ${hits.length} rows (${hits.join(', ')}), expected exactly 1`);
      continue;
    }
    const index = hits[0] as number;
    used.add(index);
    const row = table[index] as Row<I>;
    const result = rule(input);
    if (row.outcome === 'invalid') {
      if (result.ok) add(`${label}: row ${index} expects invalid, got ok ${summarize(result.outcome)} (${result.decidedBy})`);
      continue;
    }
    if (!result.ok) {
      add(`${label}: row ${index} expects ${row.outcome}, got invalid: ${result.problem.en}`);
      continue;
    }
    const got = summarize(result.outcome);
    if (got !== row.outcome) add(`${label}: row ${index} expects ${row.outcome}, got ${got}`);
    if (row.decidedBy === undefined) add(`row ${index} names no deciding law subsection`);
    else {
      if (result.decidedBy !== row.decidedBy) add(`${label}: row ${index} decided by ${row.decidedBy}, ruling says ${result.decidedBy}`);
      if (!result.cites.includes(row.decidedBy)) add(`${label}: cites ${result.cites.join(',')} lack ${row.decidedBy}`);
    }
    for (const [field, value] of Object.entries(row.fields ?? {})) {
      const actual = (result.outcome as Record<string, unknown>)[field];
      if (JSON.stringify(actual) !== JSON.stringify(value)) {
        add(`${label}: row ${index} expects ${field}=${JSON.stringify(value)}, got ${JSON.stringify(actual)}`);
      }
    }
  }
  table.forEach((_, i) => {
    if (!used.has(i)) add(`row ${i} covers no combination of the domain (dead row)`);
  });
  return { combinations: combos.length, failures };
}

/** Asserts the domain has exactly these fields, so a new input field forces a table update. */
export function expectFields(domain: Domain, fields: readonly string[]): void {
  expect(Object.keys(domain).sort()).toEqual([...fields].sort());
}

export function expectTable<I, O>(
  domain: Domain,
  rule: (input: I) => Ruling<O>,
  table: readonly Row<I>[],
  summarize: (outcome: O) => string,
  expectedCombinations: number,
): void {
  const report = checkTable(domain, rule, table, summarize);
  expect(report.failures).toEqual([]);
  expect(report.combinations).toBe(expectedCombinations);
}

export const TRICKS_1_TO_11 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const TRICKS_1_TO_12 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
