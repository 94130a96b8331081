/**
 * A card from dummy named incompletely, told by what declarer said: a suit without its rank, a rank
 * without its suit, a word for a size or an act in place of a card («разыгрывающий сказал со стола
 * «пику»», «назвал болвану даму», «сказал „бей“», "declarer said 'diamond' to dummy", "called for
 * low from the board", "told dummy to take it"). Law 46 rules on it; players do not name the law's
 * case, they quote the word said. Such a query is read with the text's words for the case (the
 * page's strings, search.play.designation) in place of what was said, so that it finds Law 46 and
 * its outcome, where the bare suit, rank and «болван» find any outcome of dummy's.
 *
 * Only where dummy stands in the query (болван, «со стола», "dummy", "the board"): a suit demanded of
 * a defender («разыгрывающий потребовал черву») is a lead penalty (unable.ts). Not where the word
 * said is a whole card («назвал туза пик», "called for the ace of spades"), nor a suit of a lead
 * («заказал ход в пики», "called for a heart lead"). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface DesignationWords {
  /** The text's words for a card from dummy designated incompletely («карта со стола заказана неполно»). */
  designation: string;
}

/** Saying, asking, naming: the verbs a player tells declarer's word to dummy with. */
const SAY =
  '(?:сказал[аи]?|говорит|произн[её]с(?:ла)?|назвал[аи]?|называет|заказал[аи]?|заказывает|буркнул[аи]?|велел[аи]?|попросил[аи]?|просит|скомандовал[аи]?|крикнул[аи]?|объявил[аи]?' +
  '|said|says|called(?:\\s+for)?|calls(?:\\s+for)?|asked(?:\\s+for)?|asks(?:\\s+for)?|told|tells|named|names|requested|announced|instructed)';
/** Small words between the verb and what was said («болвану», «со стола», «просто», "to dummy", "just", "play a"). */
const BETWEEN =
  '(?:(?:болвану|столу|партн[её]ру|со\\s+стола|из\\s+стола|от\\s+болвана|просто|только|лишь|всего|сыграть|играть|положить|дать|дай|играй|сыграй|клади|положи' +
  '|just|only|simply|from(?:\\s+the)?\\s+(?:dummy|board|table)|to\\s+dummy|dummy|to|for|the|a|an|play|put|and)[\\s,:—–-]+){0,4}?';
const OPEN = '["«“„\']?';
/** A suit alone: its noun in the forms a call for it takes («пику», «черву», «трефы», "spade", "a heart"). */
const SUIT = '(?:пик[иуа]?|черв[уыи]|червей|бубн[уы]|бубен|треф[уы]?|spades?|hearts?|diamonds?|clubs?)';
/** A rank alone («даму», «туза», «двойку», "the jack", "ace"). */
const RANK =
  '(?:туз[а]?|корол[ья]|король|дам[ау]|валет[а]?|десятк[уа]|девятк[уа]|восьм[её]рк[уа]|сем[её]рк[уа]|шест[её]рк[уа]|пят[её]рк[уа]|четв[её]рк[уа]|тройк[уа]|двойк[уа]' +
  '|ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce)';
/** A size or an act in place of a card («маленькую», «старшую», «любую», «бей», «возьми», "low", "high", "anything", "win it", "ruff"). */
const WORD =
  '(?:(?:маленьк[а-яё]*|младш[а-яё]*|старш[а-яё]*|высок[а-яё]*|низк[а-яё]*|мелк[а-яё]*|small(?:\\s+one)?|low(?:est)?|high(?:est)?|top)(?:\\s+' + SUIT + ')?' +
  '|любую|любой|какую-нибудь|бери|возьми|бей|побей|покрой|перебей|козыряй|any(?:\\s+card)?|take\\s+it|win\\s+it|win|cover|ruff|trump' +
  // "Anything", «что-нибудь» are what was said only quoted or after "play" («сказал что-то» is no word for a card).
  '|(?<=(?:play|играй|сыграй|клади)\\s+|["«“„\'])(?:anything|something|что-нибудь|что-то))';
/** After a rank, its suit makes it a whole card («туза пик», "ace of spades", «даму ♠»). */
const HAS_SUIT = '\\s*(?:♠|♥|♦|♣|пик|черв[а-яё]*|бубн[а-яё]*|бубен|треф[а-яё]*|пиков[а-яё]*|of\\s+\\p{L}+|in\\s+\\p{L}+)';
/** After a suit, a lead makes it a lead demanded («ход в пики», "a heart lead"); a rank after it a whole card («пику даму»). */
const SUIT_THEN = `\\s*(?:ход|выход|lead|led|${RANK})(?![\\p{L}])`;
const DUMMY = /болван|(?:со|из|на)\s+стол[ае]|столу|dummy|the\s+board|from\s+(?:the\s+)?table/iu;

/**
 * Another case told beside it: a revoke (dummy's too: «болван не сыграл в масть»), or a designation corrected («тут же
 * поправился на даму», "said 'sorry, the queen'": Law 45's change of a card named).
 */
const OTHER_CASE = /ренонс|revok|reneg|renig|не\s+\p{L}+\s+в\s+масть|follow(?:ed)?\s+suit|поправил|исправил|передумал|оговорил|sorry|changed|corrected|meant\s+to/iu;

let compiled: RegExp | undefined;
const pattern = () =>
  (compiled ??= new RegExp(
    `(?<![\\p{L}])${SAY}[\\s,:—–-]+${BETWEEN}${OPEN}(?:(?:the|a|an|play|сыграй|играй|клади)\\s+)?(?:${SUIT}(?![\\p{L}])(?!${SUIT_THEN})|${RANK}(?![\\p{L}])(?!${HAS_SUIT})|${WORD}(?![\\p{L}]))["»”“']?`,
    'iu',
  ));

/** Where the query tells declarer's incomplete word for dummy's card: the span of the verb and the word said, or null. */
export function findDesignationTold(query: string): [number, number] | null {
  if (!DUMMY.test(query) || OTHER_CASE.test(query)) return null;
  const m = pattern().exec(query);
  return m ? [m.index, m.index + m[0].length] : null;
}

/** The query with an incomplete designation named: what was said gives way to the text's words. */
export function readDesignation(query: string, words: DesignationWords): string {
  const at = findDesignationTold(query);
  if (!at) return query;
  return spliceWords(query, at[0], at[1], words.designation);
}
