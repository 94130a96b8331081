/**
 * Who acted in a situation told in the play: declarer or a defender, the one a verb of leading,
 * playing or showing a card follows («вистующий пошёл, хотя взятку взял болван», "declarer,
 * forgetting that West won the last trick, played from dummy"; not the one who only requires or
 * forbids: «после преждевременной игры Востока разыгрывающий запретил…»). A seat or a partner who
 * played («Запад вышел, хотя взятку взял разыгрывающий») is a defender where the query names
 * declarer too, by his role; else it tells nothing. One who played before his partner is a defender,
 * whoever he is, since declarer plays dummy's cards himself («Запад положил карту раньше Востока»:
 * seats.ts names the partner). Dummy who played tells nothing (he acts for himself or, playing a
 * card, for declarer): the one who played after him is read. One named after «раньше», "before" is
 * waited for, not the one who acted. An outcome of «Что случилось?» whose title names the other
 * one weighs less (engine.ts): a defender's lead out of turn is not declarer's lead from the wrong
 * hand, whoever won the last trick. Read from the query's terms (terms.ts), so any word form counts. Plain
 * TypeScript.
 */
import { termSets } from './terms.ts';

export type Actor = 'declarer' | 'defender';

/** Words for each, for the seats and partners, for dummy, and the verbs of leading, playing and showing a card («уронил», "exposed"), in the forms terms.ts reads. */
const WORDS = {
  declarer: 'разыгрывающий декларант декларер declarer',
  defender: 'защитник вистующий вистер защита defender defence defense',
  seat: 'север юг восток запад партнёр напарник north south east west partner',
  dummy: 'болван dummy',
  played: 'пошёл пошла вышел вышла сыграл положил бросил снёс сбросил ходил походил повёл атаковал выложил зашёл сходил уронил выронил засветил показал вывалил вывалился шлёпнулся шлепнулся выскользнул выпала выпал упала упал led lead played threw pitched put started discarded dropped exposed faced showed fell slipped',
  /** The one named after these had not yet played: he is waited for («раньше защитника», "before the defender had played"). */
  before: 'раньше прежде пока before until',
  /** A seat's words for his partner: one who played before him is a defender («раньше партнёра»). */
  partner: 'партнёр напарник partner',
};
type Kind = keyof typeof WORDS;
/** How many terms after the one who played his verb may stand («Восток уже положил», "declarer then led"). */
const VERB_WITHIN = 2;

const stemsOf = termSets(WORDS);
const ROLES: readonly Kind[] = ['declarer', 'defender', 'seat', 'dummy'];

/**
 * The query tells that one played before his partner («раньше партнёра», "before his partner"; seats.ts names a seat's
 * partner so: «Запад положил карту раньше Востока»): only a defender can, since declarer plays dummy's cards himself.
 */
function beforePartner(keys: readonly string[]): boolean {
  const s = stemsOf();
  // A typed phrase of the synonyms is one key of its words («раньш партнер», synonyms.yaml): its words count.
  const queryTerms = keys.flatMap((k) => k.split(' '));
  return queryTerms.some((t, i) => s.before.has(t) && queryTerms.slice(i + 1, i + 1 + VERB_WITHIN).some((u) => s.partner.has(u)));
}

/** The one who acted, by the query's terms in their order, or null. */
export function actorOf(queryTerms: readonly string[]): Actor | null {
  const s = stemsOf();
  const role = (t: string): Kind | undefined => ROLES.find((k) => s[k].has(t));
  for (let i = 0; i < queryTerms.length; i++) {
    const who = role(queryTerms[i]!);
    if (!who || (i > 0 && s.before.has(queryTerms[i - 1]!))) continue;
    const next = queryTerms.slice(i + 1, i + 1 + VERB_WITHIN);
    const until = next.findIndex((t) => role(t) !== undefined);
    if (!(until < 0 ? next : next.slice(0, until)).some((t) => s.played.has(t))) continue;
    if (who === 'declarer' || who === 'defender') return who;
    if (who === 'dummy') continue;
    return who === 'seat' && (queryTerms.some((t) => s.declarer.has(t)) || beforePartner(queryTerms)) ? 'defender' : null;
  }
  // The one who played is not among the terms (a seat the index does not hold: «Запад положил карту раньше Востока»).
  return queryTerms.some((t) => s.played.has(t)) && beforePartner(queryTerms) ? 'defender' : null;
}

/** The one a title names (an outcome's: «Разыгрывающий пошёл не с той руки»), or null where it names neither or both. */
export function roleOf(titleTerms: readonly string[]): Actor | null {
  const s = stemsOf();
  const declarer = titleTerms.some((t) => s.declarer.has(t));
  const defender = titleTerms.some((t) => s.defender.has(t));
  return declarer === defender ? null : declarer ? 'declarer' : 'defender';
}

