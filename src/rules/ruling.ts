/**
 * Shared shapes and helpers for every rule function in `src/rules/`.
 *
 * A rule function takes a small, enumerable input object and returns a
 * `Ruling`: either `ok: true` with a machine-readable `outcome`, the law
 * provision that decides it (`decidedBy`), a bilingual explanation
 * and the list of cited refs; or `ok: false` with a bilingual `problem` when
 * the input describes something that cannot happen at the table.
 *
 * Rule functions never throw: every input is validated against the function’s
 * exported DOMAIN before any rule logic runs.
 *
 * This file imports nothing.
 */

export interface Bilingual {
  readonly ru: string;
  readonly en: string;
}

export interface OkRuling<O> {
  readonly ok: true;
  readonly outcome: O;
  /**
   * The one provision of the Laws that decides the case, never a commentary paragraph
   * (a paragraph explains; it goes in `cites` and is shown apart, «Объяснено в комментарии»).
   */
  readonly decidedBy: string;
  readonly explanation: Bilingual;
  /** Canonical ref ids, `decidedBy` first. Never empty. */
  readonly cites: readonly string[];
  /**
   * Set when the 1987 Code (with its 1988 amendment), as the loaded
   * commentary describes it, and the later law text in source 001 differ on
   * this point. The same text is also appended to `explanation`.
   */
  readonly editionNote?: Bilingual;
}

export interface InvalidRuling {
  readonly ok: false;
  readonly problem: Bilingual;
  readonly cites: readonly [];
}

export type Ruling<O> = OkRuling<O> | InvalidRuling;

/** Law-text ids (`63A1`, `64B6`, `31A2b`, in the 2017 Laws `2017:64B7`) or commentary ids (`63.3`, `61.5(i)`). */
export const CANONICAL_REF = /^(2017:)?\d{1,2}([A-H](\d+[a-z]?)?)?$|^\d{1,2}\.\d+(\([ivx]+\))?$/;

export function isCanonicalRef(id: string): boolean {
  return CANONICAL_REF.test(id);
}

/** A list of allowed values per input field. Numbers are always integers. */
export type Domain = Readonly<Record<string, readonly (string | number | boolean)[]>>;

export function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}

export const BOOLEANS: readonly boolean[] = [false, true];

export function bi(ru: string, en: string): Bilingual {
  return { ru, en };
}

export function invalid(ru: string, en: string): InvalidRuling {
  return { ok: false, problem: { ru, en }, cites: [] };
}

export function ruling<O>(
  outcome: O,
  decidedBy: string,
  cites: readonly string[],
  explanation: Bilingual,
  editionNote?: Bilingual,
): OkRuling<O> {
  const all = [decidedBy, ...cites.filter((c) => c !== decidedBy)];
  const unique = all.filter((c, i) => all.indexOf(c) === i);
  if (editionNote === undefined) {
    return { ok: true, outcome, decidedBy, explanation, cites: unique };
  }
  return {
    ok: true,
    outcome,
    decidedBy,
    explanation: {
      ru: `${explanation.ru} ${editionNote.ru}`,
      en: `${explanation.en} ${editionNote.en}`,
    },
    cites: unique,
    editionNote,
  };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  return typeof value;
}

function listValues(values: readonly (string | number | boolean)[]): string {
  if (values.length > 0 && values.every((v) => typeof v === 'number')) {
    const nums = values as readonly number[];
    return `${Math.min(...nums)}…${Math.max(...nums)}`;
  }
  return values.map((v) => describe(v)).join(', ');
}

/**
 * Checks that `input` is an object and that every field of `domain` holds one
 * of its allowed values. Returns an `InvalidRuling` describing the first
 * problem, or `null` when the input fits the domain. Extra fields are ignored.
 */
export function checkDomain(input: unknown, domain: Domain): InvalidRuling | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return invalid(
      'Входные данные должны быть объектом с полями ситуации.',
      'The input must be an object describing the situation.',
    );
  }
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(domain)) {
    const allowed = domain[key] ?? [];
    const value: unknown = Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
    if (value === undefined) {
      return invalid(`Не указано поле «${key}».`, `Field "${key}" is missing.`);
    }
    const numeric = allowed.length > 0 && allowed.every((v) => typeof v === 'number');
    if (numeric) {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return invalid(
          `Поле «${key}» должно быть целым числом, а получено ${describe(value)}.`,
          `Field "${key}" must be a whole number, got ${describe(value)}.`,
        );
      }
      if (!allowed.includes(value)) {
        return invalid(
          `Поле «${key}» = ${value} вне допустимого диапазона ${listValues(allowed)}.`,
          `Field "${key}" = ${value} is outside the allowed range ${listValues(allowed)}.`,
        );
      }
      continue;
    }
    if (!(allowed as readonly unknown[]).includes(value)) {
      return invalid(
        `Поле «${key}» имеет недопустимое значение ${describe(value)}; допустимо: ${listValues(allowed)}.`,
        `Field "${key}" has an unknown value ${describe(value)}; allowed: ${listValues(allowed)}.`,
      );
    }
  }
  return null;
}

/** Every combination of a domain’s values, in a stable order. */
export function enumerateDomain<I>(domain: Domain): I[] {
  let combos: Record<string, unknown>[] = [{}];
  for (const key of Object.keys(domain)) {
    const values = domain[key] ?? [];
    const next: Record<string, unknown>[] = [];
    for (const combo of combos) for (const v of values) next.push({ ...combo, [key]: v });
    combos = next;
  }
  return combos as I[];
}

/**
 * Runs a rule so that no input, however odd (getters that throw, proxies),
 * can make it throw: an unexpected exception becomes an `ok:false` ruling.
 */
export function guarded<A extends unknown[], O>(rule: (...args: A) => Ruling<O>): (...args: A) => Ruling<O> {
  return (...args: A) => {
    try {
      return rule(...args);
    } catch {
      return invalid(
        'Входные данные не удалось прочитать.',
        'The input could not be read.',
      );
    }
  };
}
