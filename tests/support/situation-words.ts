import type { SituationWords } from '../../src/lib/search/query';
import { allReaders } from '../../src/lib/search/situation-readers';

/** The page's words for the situation readers (search.play.*), each its own key unless given: what the readers put in a query is easy to find. */
export const situationWords = (given: Partial<SituationWords> = {}): SituationWords => ({
  revoke: 'revoke',
  unable: 'unable',
  notComplied: 'notComplied',
  partner: 'partner',
  designation: 'designation',
  trickCount: 'trickCount',
  scoreTable: 'scoreTable',
  established: 'established',
  notEstablished: 'notEstablished',
  revokeCorrected: 'revokeCorrected',
  hesitation: 'hesitation',
  concession: 'concession',
  outOfTurnPass: 'outOfTurnPass',
  outOfTurnBid: 'outOfTurnBid',
  outOfTurnDouble: 'outOfTurnDouble',
  premature: 'premature',
  prematureDeclarer: 'prematureDeclarer',
  directorAbsent: 'directorAbsent',
  directorAwaited: 'directorAwaited',
  directorAwaitedOffender: 'directorAwaitedOffender',
  ...given,
});

/** Every reader of a situation, loaded, in the order the search page applies them (situation-readers.ts). */
export const readers = await allReaders();
