/**
 * A Russian relational adjective the index lacks («зрительская», «ренонсная», «матчевые»), read as the noun it is made
 * from where the index holds that: the stemmer keeps the adjective's suffix. Words are generated; the index is a fake
 * pagefind over our own terms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/lib/search/engine.ts';
import { fakePagefind, place, term, wordArb } from './fake-pagefind.ts';

const SUFFIX = fc.constantFrom('ск', 'н', 'ов', 'ев');
const ENDING = fc.constantFrom('ий', 'ый', 'ая', 'ое', 'ие', 'ого', 'ому', 'ой', 'ую', 'ых', 'ыми', 'ей');

// Round 177's «зрительская подсказка» found nothing of Law 76 («зритель»), and «матчевые очки» put Law 78 («матч») fifth.
describe('a relational adjective the index lacks', () => {
  it('is read as its noun where the index holds the noun; not where it holds none, nor after a noun of three letters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(wordArb, { minLength: 3, maxLength: 3, selector: term }), SUFFIX, ENDING, async (ws, suffix, ending) => {
        const [noun, f, g] = ws as [string, string, string];
        const short = noun.slice(0, 3);
        const records = [place(40, '40.1', `${noun} ${f}`, f), place(41, '41.1', `${f} ${g}`, g), place(42, '42.1', `${short} ${g}`, g)];
        const engine = new SearchEngine(fakePagefind(records, new Map()), {});
        expect((await engine.search(`${noun}${suffix}${ending}`)).hits[0]?.url).toBe('/ru/laws/40/#40.1');
        // A noun of three letters, though the index holds it, is not taken («пиковая» would be «пик»: too short to tell from chance).
        expect((await engine.search(`${short}ск${ending}`)).hits).toEqual([]);
        // An adjective of a noun the index lacks finds nothing.
        const other = [...noun].reverse().join('');
        if (![noun, f, g].map(term).includes(term(other))) expect((await engine.search(`${other}${suffix}${ending}`)).hits).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
