/**
 * What a ruling names as deciding (`decidedBy`, shown as «Решает» / "Decided by") is a provision
 * of the Laws, never a commentary paragraph: a commentary paragraph explains (57.7, 61.5(iv)),
 * the Law decides. Read over every rule's whole domain, under both editions.
 */
import { describe, expect, it } from 'vitest';
import { EDITIONS, RULES, enumerateDomain } from '../../src/rules';

const isCommentary = (id: string) => /^\d{1,2}\.\d+/u.test(id);

describe.each(RULES.map((r) => [r.id, r] as const))('rule %s', (_id, rule) => {
  it.each(EDITIONS.map((e) => [e]))('names a law provision as deciding under %s, for every situation', (edition) => {
    const wrong = new Set<string>();
    for (const input of enumerateDomain(rule.domain)) {
      const r = rule.apply(input, edition);
      if (r.ok && isCommentary(r.decidedBy)) wrong.add(r.decidedBy);
    }
    expect([...wrong]).toEqual([]);
  });
});
