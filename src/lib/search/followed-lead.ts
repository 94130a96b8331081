/**
 * A lead out of turn that the other side played to, told by what happened: «ход был мой, а разыгрывающий пошёл с руки; партнёр
 * по инерции подложил карту», «Восток вышел не в очередь, разыгрывающий машинально сыграл с руки», "LHO led out of turn and I
 * played from dummy on it". Law 60 rules on it (60.1, 60.3): the non-offending side's card accepts the lead, which becomes
 * legal, and a player whose lead was usurped keeps it. Players tell who led and who followed, and the lead's words found the
 * outcomes of leads out of turn (53–56). The query is read with the text's words for the case (the page's string,
 * search.play.followedLead) after the card that followed, whose words stay.
 *
 * Not where the lead was taken back («велели вернуть ход», "made him take it back": 60.5, a card played before the correct
 * lead), nor where the Director was awaited or not called (director-awaited.ts reads that). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { LEAD_TAKEN_BACK } from './lead-taken-back.ts';
import { directorWaitTold } from './director-awaited.ts';

export interface FollowedLeadWords {
  /** The text's words for a lead out of turn the other side played to (60.1, 60.3). */
  followedLead: string;
}

/** A lead. */
const LEAD = '(?:пош[её]л|пошла|вышел|вышла|зашёл|зашла|сходил[аи]?|выложил[аи]?|пов[её]л[аи]?|вылез(?:ла|ли)?|выход|заход|led|opened\\s+up)';
/**
 * Whose lead it was, or that it was not the leader's: «ход был мой», «когда ход был за Востоком», «не в очередь», "out of
 * turn", "I was on lead"; who had to lead («должен был ходить с руки»), or who won the trick before («хотя взятку взял Запад»,
 * "although West had won trick 5").
 */
const NOT_HIS =
  '(?:(?:должен|должна|должны)\\s+был[аи]?\\s+(?:\\p{L}+\\s+)?(?:ходить|выходить|заходить|вистовать|начинать)|(?:ходить|выходить|заходить)\\s+(?:\\p{L}+\\s+){0,3}?(?:должен|должна|должны)\\s+был[аи]?|внеочередн\\p{L}*' +
  '|(?:хотя|но|а|когда|although|though|but|when|while)\\s+(?=[^,.;!?]{0,40}(?:взятк|trick))(?:[\\p{L}\\d♠♥♦♣]+\\s+){0,4}?(?:взял[аи]?|выиграл[аи]?|забрал[аи]?|had\\s+won|won|had\\s+taken|took)' +
  '|не\\s+в\\s+(?:свою\\s+)?очередь|вне\\s+очереди|(?:хотя|когда|а\\s+ведь|но)\\s+ход\\s+был\\s+(?:за\\s+)?\\p{L}+|ход\\s+был\\s+(?:мой|его|её|наш|за\\s+\\p{L}+|со\\s+стола|с\\s+руки)' +
  "|out\\s+of\\s+(?:turn|rotation)|(?:while|when|although|though)\\s+(?:\\p{L}+\\s+){1,2}?(?:held|had)\\s+the\\s+lead|(?:i|he|she|partner|west|east|north|south|dummy|declarer)\\s+(?:was|were)\\s+on\\s+lead|(?:when|while)\\s+it\\s+was\\s+(?:my|his|her|our|dummy['’]s|\\p{L}+['’]s)\\s+(?:lead|turn\\s+to\\s+lead))";
/** A card played to it. */
const FOLLOWED =
  '(?:подложил[аи]?|положил[аи]?|сыграл[аи]?|(?:под)?кинул[аи]?|бросил[аи]?|сбросил[аи]?|ответил[аи]?|добавил[аи]?|покрыл[аи]?|накрыл[аи]?|перебил[аи]?|побил[аи]?|' +
  'covered|overtook|ruffed|trumped|beat' +
  '|followed|played|put\\s+(?:down\\s+)?(?:a|his|her|my)\\s+card|threw|dropped|pitched|discarded)';
/** At most this many characters between the lead and whose lead it was. */
const NEAR = 40;
/** The lead made again: its first making was put right (53–56's case). */
const LED_AGAIN = /(?<![\p{L}])(?:re-?led|again)(?![\p{L}])/iu;

/** The card's player told by a bare pronoun, the leader's own («он сыграл», "he played"). */
const LEADER_AGAIN = /(?<![\p{L}])(?:он|она|he|she)\s+(?:\p{L}+\s+)?$/iu;

let compiled: { lead: RegExp; notHis: RegExp; followed: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    lead: new RegExp(`(?<![\\p{L}])${LEAD}(?![\\p{L}])`, 'giu'),
    notHis: new RegExp(`(?<![\\p{L}])${NOT_HIS}(?![\\p{L}])`, 'giu'),
    followed: new RegExp(`(?<![\\p{L}])${FOLLOWED}(?![\\p{L}])`, 'giu'),
  });

/** Where the query tells a lead out of turn and a card played to it after: the card's span, or null. */
export function findFollowedLead(query: string): [number, number] | null {
  if (LEAD_TAKEN_BACK.test(query) || LED_AGAIN.test(query) || directorWaitTold(query)) return null;
  const { lead, notHis, followed } = patterns();
  const turns = [...query.matchAll(notHis)].map((m) => [m.index, m.index + m[0].length] as const);
  const leads = [...query.matchAll(lead)].map((m) => [m.index, m.index + m[0].length] as const);
  // The lead out of turn: a lead told beside whose lead it was.
  const told = leads.find(([a, b]) => turns.some(([c, d]) => (d <= a ? a - d : c - b) <= NEAR));
  if (!told) return null;
  const card = [...query.matchAll(followed)].find((m) => m.index >= told[1]);
  // «…вышел с руки не в очередь, он сыграл так, будто знал» (round 136): the leader himself, told by a pronoun, played on.
  if (!card || LEADER_AGAIN.test(query.slice(0, card.index))) return null;
  return [card.index, card.index + card[0].length];
}

/** The query with a lead out of turn played to named: the text's words for the case stand after the card told. */
export function readFollowedLead(query: string, words: FollowedLeadWords): string {
  const at = findFollowedLead(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.followedLead);
}
