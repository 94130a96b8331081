/**
 * A revoke from dummy's hand is a failure to play a card faced on the table, a card of dummy's:
 * no trick transfer (1987 64B3 as 64.2(iii) reads it: «в руке болвана или в другом месте»; 2017
 * 64B3: "any card belonging to dummy"). So where the trick transfer is asked (the penalty panel,
 * and the quiz, which speaks in its words), "declarer" must mean declarer's own hand: a revoke from
 * dummy is said by the exception, and no situation in those words reads as a revoke from dummy
 * that transfers a trick.
 */
import { describe, expect, it } from 'vitest';
import { valueLabel } from '../../src/lib/site/demos.ts';
import { questionBank } from '../../src/lib/quiz/bank.ts';

const OWN_HAND = { ru: /со своей руки/u, en: /from his own hand/u } as const;
const DUMMY = { ru: /болван/u, en: /dummy/u } as const;

describe('a revoke from dummy’s hand under Law 64', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`${lang}: the penalty panel’s declarer is declarer from his own hand, and dummy’s revoke is the 64B3 exception`, () => {
      expect(valueLabel(lang, 'penalty', 'offender', 'declarer')).toMatch(OWN_HAND[lang]);
      expect(valueLabel(lang, 'penalty', 'exception', 'failed-to-play-dummy-card')).toMatch(DUMMY[lang]);
    });

    it(`${lang}: no quiz question on the trick transfer reads as a revoke from dummy and transfers a trick`, () => {
      const wrong = questionBank(lang).filter((q) => q.rule === 'revoke-penalty' && (q.outcome as { tricksTransferred: number }).tricksTransferred > 0)
        // Ruled out when the situation names the exceptions of 64B (a revoke from dummy is one), says
        // declarer's own hand, or names a defender as the offender.
        .filter((q) => !q.asked.includes('exception') && !OWN_HAND[lang].test(q.situation) && !(q.asked.includes('offender') && q.input.offender === 'defender'));
      expect(wrong.map((q) => q.id)).toEqual([]);
    });
  }
});
