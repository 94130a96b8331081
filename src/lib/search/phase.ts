/**
 * When what a query tells happened: during the auction or during the play. Declarer, a defender
 * and dummy exist only once the auction is over, and tricks only in the play («защитник уронил
 * короля на стол», "West led the ♠K, North is declarer"); calls, the auction and alerts belong to
 * the auction («Восток спасовал раньше сдающего»). A query that names both, or neither, has no
 * phase. The search weighs an outcome of «Что случилось?» that can happen only in the other phase
 * less (content/catalogue/triage.yaml `phase`): a card a defender dropped is no card exposed during
 * the auction. Read from the query's terms (terms.ts), so any word form counts. Plain TypeScript.
 */
import { termSets } from './terms.ts';

export type Phase = 'auction' | 'play';

/** Words of each phase, in the forms terms.ts reads (any case and number of them). */
const WORDS: Record<Phase, string> = {
  play: 'разыгрывающий декларант защитник вистующий болван взятка розыгрыш declarer defender dummy trick',
  auction: 'торговля заявка назначение пас спасовал контра реконтра алерт торги auction bidding bid call pass passed double redouble alert',
};

const stemsOf = termSets(WORDS);

/** The phase the query's terms tell, or null where they tell both or neither. */
export function phaseOf(queryTerms: readonly string[]): Phase | null {
  const { play, auction } = stemsOf();
  const inPlay = queryTerms.some((t) => play.has(t));
  const inAuction = queryTerms.some((t) => auction.has(t));
  return inPlay === inAuction ? null : inPlay ? 'play' : 'auction';
}
