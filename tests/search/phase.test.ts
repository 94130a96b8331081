/**
 * The phase a query tells (src/lib/search/phase.ts): the play by declarer, a defender, dummy or a
 * trick, the auction by calls and the auction's words, in any case form; both or neither, none.
 * Queries are built from random words and the phase words' forms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phaseOf } from '../../src/lib/search/phase.ts';
import { terms } from '../../src/lib/search/terms.ts';

const PLAY = ['защитник', 'защитника', 'защитником', 'защитники', 'разыгрывающий', 'разыгрывающего', 'разыгрывающему', 'вистующий', 'вистующие', 'болван', 'болвана', 'болваном', 'взятку', 'взятке', 'взятки', 'розыгрыша', 'declarer', "declarer's", 'defender', 'defenders', 'dummy', 'trick', 'tricks'];
const AUCTION = ['торговля', 'торговли', 'торговле', 'заявку', 'заявкой', 'назначение', 'пас', 'спасовал', 'контру', 'реконтра', 'алерт', 'auction', 'bidding', 'bid', 'passed', 'double', 'alert'];
const word = fc.stringMatching(/^[жзлмнрвг][аоуи][жзлмнрвг]{2,4}$/u);
const read = (q: string) => phaseOf(terms(q, 'query').map((t) => t.term));

describe('phaseOf', () => {
  it('reads the play from its people and tricks, the auction from its words, in any form, and no phase from both or neither', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 4 }), fc.constantFrom(...PLAY), fc.constantFrom(...AUCTION), (ws, p, a) => {
        expect(read([...ws, p].join(' ')), p).toBe('play');
        expect(read([a, ...ws].join(' ')), a).toBe('auction');
        expect(read([p, ...ws, a].join(' '))).toBeNull();
        expect(read(ws.join(' '))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
