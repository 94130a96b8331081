import { numberPatterns } from '../../src/lib/refs/number-words';

const { cardinal, ordinal } = numberPatterns();
/**
 * A number in words, cardinal or ordinal, in either language («сорок», "tenth"): the random words the refs property
 * tests put around an id must not be one, or «tenth law 1 section a» reads as Law 10's.
 */
export const NUMBER_WORD = new RegExp(`^(?:${cardinal}|${ordinal})$`, 'iu');
