/**
 * Declarer's lead out of turn taken back, and a defender's card played before he led again, told by what happened:
 * «разыгрывающему велели вернуть ход со стола, а Запад тем временем подложил карту», "declarer had to take his lead back,
 * meanwhile my partner already put a card down", "declarer put his dummy lead back as ordered; before he led from hand, West
 * played the 7". 60.5 rules on it (the defender's card is a penalty card, Law 50E); players tell the retraction and the card,
 * and their words found the outcomes of leads out of turn. The query is read with the text's words for the case (the page's
 * string, search.play.retractedLead) after the card told, whose words stay.
 *
 * Only declarer's lead (declarer, dummy, a hand of his named): a defender's lead taken back is 53–56's; and not where a revoke
 * is told (cards taken back after a revoke corrected are 62's: revoke-correction.ts). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { REVOKE_TOLD } from './revoke-words.ts';

export interface RetractedLeadWords {
  /** The text's words for a defender's card played before declarer's retracted lead is made again from the right hand (60.5). */
  retractedLead: string;
}

/** The lead taken back, or ordered back. */
const RETRACTED =
  /(?<![\p{L}])(?:верн\p{L}*|возвра\p{L}*|забра\p{L}*|забир\p{L}*|убра\p{L}*|убира\p{L}*|взять\s+(?:\p{L}+\s+)?назад|взял[аи]?\s+(?:\p{L}+\s+)?назад|отмен\p{L}*|не\s+принял[аи]?|не\s+приняли|перейти|переходи\p{L}*|retract\p{L}*|take\s+(?:\p{L}+\s+){0,3}?back|took\s+(?:\p{L}+\s+){0,3}?back|put\s+(?:\p{L}+\s+){0,3}?back|refused|sent\s+back|withdr\p{L}*|(?:told|ordered|asked|made)\s+(?:him\s+|declarer\s+)?to\s+lead\s+from)(?![\p{L}])/iu;
/** Declarer's lead: declarer or dummy named, or a hand of his. */
const DECLARER = /(?<![\p{L}])(?:разыгрывающ\p{L}*|декларант\p{L}*|декларер\p{L}*|р-щ\p{L}*|болван\p{L}*|со\s+стола|с\s+руки|declarer\p{L}*|dummy|from\s+(?:hand|the\s+board))(?![\p{L}])/iu;
/** A card played. */
const PLAYED =
  /(?<![\p{L}])(?:подлож(?:ил[аи]?|ить)|полож(?:ил[аи]?|ить)|сыгра(?:л[аи]?|ть)|(?:под|с)?кину(?:л[аи]?|ть)|брос(?:ил[аи]?|ить)|сброс(?:ил[аи]?|ить)|вылож(?:ил[аи]?|ить)|шлёпну(?:л[аи]?|ть)|followed|played|put\s+(?:down\s+)?(?:a|his|her|my)\s+card|put\s+a\s+card|threw|dropped|pitched|discarded)(?![\p{L}])/giu;
/** The defender played first: told by the time («тем временем», «уже», «пока», "meanwhile", "already", "before he led"). */
const MEANWHILE = /(?<![\p{L}])(?:тем\s+временем|уже|пока|раньше|до\s+того|meanwhile|already|before|in\s+the\s+meantime|first)(?![\p{L}])/iu;

/** Where the query tells declarer's lead taken back and a defender's card played meanwhile: the card's span, or null. */
export function findRetractedLead(query: string): [number, number] | null {
  const back = RETRACTED.exec(query);
  if (!back || !DECLARER.test(query) || !MEANWHILE.test(query) || REVOKE_TOLD.test(query)) return null;
  const cards = [...query.matchAll(PLAYED)];
  // The card told after the retraction, or before it with «уже», "already" («…I'd already put a card on it»).
  const card = cards.find((m) => m.index > back.index) ?? cards.find(() => /(?<![\p{L}])(?:уже|already)(?![\p{L}])/iu.test(query));
  return card ? [card.index, card.index + card[0].length] : null;
}

/** The query with the case named: the text's words stand after the card told. */
export function readRetractedLead(query: string, words: RetractedLeadWords): string {
  const at = findRetractedLead(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.retractedLead);
}
