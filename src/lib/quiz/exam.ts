/**
 * An exam in progress, kept so that a reload (or back and forward) comes back to it: the
 * questions drawn, the answers given, where the reader is. Pure functions over a plain record,
 * so the browser stores it (sessionStorage: per tab, gone with the tab) and the tests run it in Node.
 *
 * Why sessionStorage and not the address: the address already names the question (?q=), the
 * edition and the mode, and is what a reader shares; the exam's other questions and the answers
 * given are this tab's own, and a shared link must not carry them. A second tab starts its own exam.
 */

export const EXAM_STORE = 'quiz-exam-v1';

export interface StoredExam {
  readonly v: 1;
  /** The edition set the exam was drawn from (the page's `ed`). */
  readonly ed: '1987' | '2017' | 'differs';
  /** The size chosen (the page's `n`); the exam may hold fewer when the set is smaller. */
  readonly n: number;
  /** The questions, in the order asked. */
  readonly ids: readonly string[];
  /** The choice made for each question answered, in order: `chosen.length` is at or one past `at`. */
  readonly chosen: readonly number[];
  /** The question on screen (its index); `ids.length` once the score is shown. */
  readonly at: number;
}

const isIndex = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;

/** A stored value read back: anything malformed is dropped (null), never thrown. */
export function parseExam(text: string | null): StoredExam | null {
  try {
    const v = JSON.parse(text ?? 'null') as Partial<Record<keyof StoredExam, unknown>> | null;
    if (typeof v !== 'object' || v === null || v.v !== 1) return null;
    const { ed, n, ids, chosen, at } = v;
    if (ed !== '1987' && ed !== '2017' && ed !== 'differs') return null;
    if (!isIndex(n) || !Array.isArray(ids) || !Array.isArray(chosen) || !isIndex(at)) return null;
    if (ids.length === 0 || !ids.every((x) => typeof x === 'string') || new Set(ids).size !== ids.length) return null;
    if (!chosen.every(isIndex) || at > ids.length || chosen.length > ids.length) return null;
    // Answered up to the question on screen, or that one too; a finished exam, all of them.
    if (at === ids.length ? chosen.length !== at : chosen.length !== at && chosen.length !== at + 1) return null;
    return { v: 1, ed, n, ids: ids as string[], chosen: chosen as number[], at };
  } catch {
    return null;
  }
}

export interface ResumedExam<Q> {
  readonly qs: Q[];
  readonly chosen: number[];
  /** The question on screen; `qs.length`: the exam is over, its score is shown. */
  readonly i: number;
  /** The question on screen was answered (its «next» not yet pressed). */
  readonly answered: boolean;
}

/**
 * The stored exam, resumed, if it is the one the page's address names: the same edition set and
 * size, and the question of `?q=` (its id, or an id it stood for) is the one it was on (`q` null:
 * wherever it was, the score if over). Null when it is not, or when the bank changed under it: a
 * question no longer asked here (`lookup` finds questions of the chosen set only, by id or alias)
 * or a choice it no longer has.
 */
export function resumeExam<Q extends { readonly id: string; readonly choices: readonly unknown[] }>(
  stored: StoredExam | null,
  want: { readonly ed: string; readonly n: number; readonly q: string | null },
  lookup: (id: string) => Q | undefined,
): ResumedExam<Q> | null {
  if (!stored || stored.ed !== want.ed || stored.n !== want.n) return null;
  const qs: Q[] = [];
  for (const id of stored.ids) {
    const q = lookup(id);
    if (!q || qs.includes(q)) return null;
    qs.push(q);
  }
  if (stored.chosen.some((c, i) => c >= qs[i]!.choices.length)) return null;
  const { at } = stored;
  if (want.q !== null) {
    const here = qs[at];
    if (!here || (want.q !== here.id && lookup(want.q) !== here)) return null;
  }
  return { qs, chosen: [...stored.chosen], i: at, answered: stored.chosen.length > at };
}

/** An exam whose first question is `first` (the one a shared address names), the rest as drawn, `size` at most. */
export function examFrom<Q extends { readonly id: string }>(first: Q, drawn: readonly Q[], size: number): Q[] {
  return [first, ...drawn.filter((q) => q.id !== first.id)].slice(0, Math.max(1, size));
}
