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
import { LEAD_TAKEN_BACK } from './lead-taken-back.ts';

export interface RetractedLeadWords {
  /** The text's words for a defender's card played before declarer's retracted lead is made again from the right hand (60.5). */
  retractedLead: string;
}

/** Declarer's lead: declarer or dummy named, or a hand of his. */
const DECLARER = /(?<![\p{L}])(?:разыгрывающ\p{L}*|декларант\p{L}*|декларер\p{L}*|р-щ\p{L}*|болван\p{L}*|со\s+стола|с\s+руки|declarer\p{L}*|dummy|from\s+(?:hand|the\s+board|(?:the\s+)?table))(?![\p{L}])/iu;
/** A card played, or shown («открыл карту», "showed the ♠J"). */
const PLAYED =
  /(?<![\p{L}])(?:подлож(?:ил[аи]?|ить)|полож(?:ил[аи]?|ить)|сыгра(?:л[аи]?|ть)|(?:под|с)?кину(?:л[аи]?|ть)|брос(?:ил[аи]?|ить)|сброс(?:ил[аи]?|ить)|вылож(?:ил[аи]?|ить)|шлёпну(?:л[аи]?|ть)|открыл[аи]?\s+(?:\p{L}+\s+)?карт\p{L}*|показал[аи]?|засветил[аи]?|followed|played|put\s+(?:down\s+)?(?:a|his|her|my)\s+card|put\s+a\s+card|threw|dropped|pitched|discarded|showed|exposed|faced|revealed|face\s+up)(?![\p{L}])/giu;
/** The defender played first: told by the time («тем временем», «уже», «пока», "meanwhile", "already", "before he led"). */
const MEANWHILE =
  /(?<![\p{L}])(?:тем\s+временем|уже|пока|раньше|до\s+того|не\s+дожда\p{L}*|не\s+дожидаясь|поспешил\p{L}*|поторопил\p{L}*|meanwhile|already|before|in\s+the\s+meantime|first|without\s+waiting|too\s+soon|jumped\s+the\s+gun)(?![\p{L}])/iu;

const ALREADY = /(?<![\p{L}])(?:уже|already)(?![\p{L}])/iu;

/** Where the query tells declarer's lead taken back and a defender's card played meanwhile: the card's span, or null. */
export function findRetractedLead(query: string): [number, number] | null {
  const back = LEAD_TAKEN_BACK.exec(query);
  if (!back || !DECLARER.test(query) || !MEANWHILE.test(query) || REVOKE_TOLD.test(query)) return null;
  const cards = [...query.matchAll(PLAYED)];
  // The card told after the retraction, or before it with «уже», "already" («…I'd already put a card on it»), or with the
  // time told between them («вистующий открыл карту, пока отменённый ход ещё не заменили»).
  const before = cards.filter((m) => m.index < back.index).pop();
  const card =
    cards.find((m) => m.index > back.index) ??
    (ALREADY.test(query) ? cards[0] : before && MEANWHILE.test(query.slice(before.index + before[0].length, back.index)) ? before : undefined);
  return card ? [card.index, card.index + card[0].length] : null;
}

/** The query with the case named: the text's words stand after the card told. */
export function readRetractedLead(query: string, words: RetractedLeadWords): string {
  const at = findRetractedLead(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.retractedLead);
}
