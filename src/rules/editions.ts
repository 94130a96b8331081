/**
 * The editions a rule can rule under: `1987`, the Code the commentary explains (the
 * default), and `2017`, the Laws in force today. Also the notes on where the 1987
 * Code (as the EBL commentary states it) and the later law text in the sources (001)
 * differ, shared by several rules.
 *
 * A 2017 ruling cites 2017 law ids only (`2017:64A1`); the commentary explains the
 * 1987 Code and is not cited. Where the 2017 Laws decide a case as the 1987 Code
 * does, `as2017` turns the 1987 ruling into the 2017 one through `TO_2017`, the 2017
 * counterpart of every law id the rules cite (content/catalogue/editions.yaml says
 * the same; a test holds the two together). Where they differ, a rule writes its own
 * 2017 ruling.
 */
import { type Bilingual, type OkRuling, type Ruling, bi, checkDomain, guarded, invalid, ruling, type Domain } from './ruling';

export const EDITIONS = ['1987', '2017'] as const;
export type Edition = (typeof EDITIONS)[number];


/**
 * The 2017 counterpart of each law id the rules cite under 1987 (null: no counterpart).
 * Ids as the site numbers them (the law text of source 001 for Laws 50–55).
 */
export const TO_2017: Readonly<Record<string, string | null>> = {
  // The ids whose 2017 counterpart has the same number (one string, to keep the demos' JavaScript small).
  ...Object.fromEntries('16 24 26 29 27B 27B1a 27B1b 27B2 27B3 31 42B1 44 43B2 45B 45F 48A 49 50 50B 50C 50D1 50D2 51 51A 51B 52 53 54A 54B 54C 54D 55A 55B1 55B2 55C 56 57 57A 59 61A 61B 62A 62B 62C1 62C2 62D 63A 63A1 63A2 63A3 63B 64 64A1 64A2 64B1 64B2 64B3 64B4 64B5 64B6 64C 66C 74C4 90'.split(' ').map((id) => [id, id])),
  '27A': '27A1',
  // 62.4's adjustment for what a withdrawn card told (1987 47F) is 2017 16C2, whose 47F bars other retraction.
  '47F': '16C2',
  '50E': '50D2',
  '63A4': null,
  '84E': '84D',
};

const isLawId = (id: string) => /^\d{1,2}([A-H]|$)/u.test(id) && !id.includes('.');

/** `2017:<id>` for a 1987 law id the rules cite; undefined when it has no 2017 counterpart. */
export function to2017(id: string): string | undefined {
  const to = TO_2017[id];
  return to === null || to === undefined ? undefined : `2017:${to}`;
}

/**
 * The 2017 ruling of a case the 2017 Laws decide as the 1987 Code does: the same
 * outcome, the 2017 counterparts of its law ids, and an explanation saying so.
 * An `ok: false` ruling (an impossible situation) is the same under both.
 */
export function as2017<O>(r: Ruling<O>): Ruling<O> {
  if (!r.ok) return r;
  // cites[0] is decidedBy (ruling()).
  const ids = r.cites.filter(isLawId).map(to2017).filter((x): x is string => x !== undefined);
  const decidedBy = ids[0];
  if (decidedBy === undefined) return invalid('Нет пункта Правил 2017 года для этого случая.', 'No provision of the 2017 Laws for this case.');
  const local = decidedBy.slice('2017:'.length);
  // A whole Law is named with its word: a bare «44» reads as a number (probe round 12).
  const [ru, en] = /^\d+$/u.test(local) ? [`Правило ${local}`, `Law ${local}`] : [local, local];
  const moved = isLawId(r.decidedBy) && TO_2017[r.decidedBy] !== r.decidedBy;
  return ruling(
    r.outcome,
    decidedBy,
    ids,
    bi(
      `По Правилам 2017 года решает ${ru}${moved ? ' (в 1987 году пункт имел другой номер)' : ''}; решение то же, что по Кодексу 1987 года.`,
      `Under the 2017 Laws, ${en} decides${moved ? ' (numbered differently in 1987)' : ''}; the ruling is the same as under the 1987 Code.`,
    ),
  );
}

/** A 2017 ruling of the rule’s own, citing 2017 ids (`2017:` is added to each). */
export function ruling2017<O>(outcome: O, decidedBy: string, cites: readonly string[], explanation: Bilingual): OkRuling<O> {
  return ruling(outcome, `2017:${decidedBy}`, cites.map((c) => `2017:${c}`), explanation);
}

/**
 * One rule under both editions: `rule(input)` is the 1987 ruling (as before editions
 * existed), `rule(input, '2017')` the 2017 one. `in2017` gets the input after the
 * domain check and the 1987 ruling; it returns its own 2017 ruling, or undefined when
 * the 2017 Laws decide as the 1987 Code does. An unknown edition is `ok: false`.
 */
export function byEdition<I, O>(
  domain: Domain,
  r1987: (input: I) => Ruling<O>,
  in2017: (input: I, r1987: OkRuling<O>) => Ruling<O> | undefined,
): (input: I, edition?: Edition) => Ruling<O> {
  // guarded: one try/catch for every rule (shared with the 1987 rules, not written twice).
  return guarded((input: I, edition: Edition = '1987') => {
    if (edition === '1987') return r1987(input);
    if (edition !== '2017') return invalid('Редакции Правил здесь две: 1987 и 2017.', 'The editions here are 1987 and 2017.');
    const bad = checkDomain(input, domain);
    if (bad) return bad;
    const old = r1987(input);
    if (!old.ok) return old;
    return in2017(input, old) ?? as2017(old);
  });
}
