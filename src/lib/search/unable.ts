/**
 * A lead or play penalty the player cannot carry out, told by what happened: a suit demanded or
 * forbidden, and the player holding none of it, or nothing else («разыгрывающий потребовал ход в
 * пики, а пик у защитника нет», «запретил трефы, у вистующего одни трефы», «…а у него кроме треф ничего», «нет карт в требуемой
 * масти», "declarer demanded a heart lead, but he was void", "banned hearts, I had only hearts").
 * Law 59 rules on it; players do not name the law's case, they say what they held. Such a query is
 * read with the text's words for it (the page's strings, search.play.unable) in place of the
 * holding, so that it finds Law 59's commentary, where the void alone («нет», "void") finds any
 * discard. A holding of "nothing else" («больше у него ничего нет», "holds nothing else") counts as nothing
 * but the forbidden suits. Not where the player held the suit and played another (a revoke, 59.5); where the void told is
 * found later not to be one («сказал, что треф нет, а потом трефа нашлась», "later a club turned up"), the query is read with
 * the text's words for that case (search.play.unableButHeld: 61.1, a revoke). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface UnableWords {
  /** The text's words for a penalty that cannot be carried out («нет карт во исполнение наказания», 59.1). */
  unable: string;
  /** …for a holding said to be void and then found («а потом трефа у него нашлась»): the card was there, a revoke (61.1). */
  unableButHeld: string;
  /** …for the player still on lead after he could not meet a lead restriction (59.4: he may lead the forbidden suit again). */
  unableAgain: string;
}

/** A suit named by its noun or its symbol (a card's rank after it or not: «♠К», "♦2"), in either language, or the word for a suit. */
const SUIT = '(?:[♠♥♦♣](?:\\s?(?:10|[2-9akqjткдвт]))?|пик[а-яё]*|черв[а-яё]*|червей|бубн[а-яё]*|буб[её]н|треф[а-яё]*|масть|масти|мастей|spades?|hearts?|diamonds?|clubs?|suits?)';
/** «этой», «требуемой», «запрещённых» before a suit («нет этой масти», «нет карт в требуемой масти», «кроме запрещённых бубен»). */
const THAT = '(?:(?:этой|такой|этих|таких|той|нужной|требуемой|заказанной|запрещ[её]нн\\p{L}*|запретн\\p{L}*)\\s+)?';
/** A word or two between («ход в …», "a lead of …", «партнёру ход в …»). */
const GAP = "(?:[\\p{L}\\d♠♥♦♣'’]+[\\s,]+){0,4}?";
/**
 * A suit demanded or forbidden: the verb or participle, then its suit a few words on («запретил ход в
 * пики», «запрещённой масти», "required hearts"); or an adjective of demand before it («в требуемой масти»).
 */
export const DEMAND =
  `(?:(?:потребовал[аи]?|потребую|требует|требуют|требую|требуем|требовал[аи]?|требовани[а-яё]*|велел[аи]?|велят|велит|приказал[аи]?|заказал[аи]?|запретил[аи]?|запрещ[а-яё]*|запрет|обязал[аи]?` +
  `|demand(?:ed|s)?|requir(?:ed|es|e)|called\\s+for|asked\\s+for|bann?(?:ed|s)?|forb(?:ade|id|idden|ids)|prohibit(?:ed|s)?|barred` +
  // Made to lead it, or not let lead it («не дал ходить в пики», "made his partner lead diamonds", "won't let me lead spades").
  `|(?:made|makes|make)\\s+(?:\\p{L}+\\s+){1,2}?(?:lead|play)|(?:won['’]?t|will\\s+not|would\\s*n['’]?t|did\\s*n['’]?t|does\\s*n['’]?t)\\s+let\\s+(?:\\p{L}+\\s+)?(?:lead|play)` +
  `|не\\s+(?:дал[аи]?|да[её]т|разреш\\p{L}*|позвол\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:ходить|заходить|играть)` +
  // A demand reported as said, to whom or not («сказал ходить в бубну», «сказал партнёру заходить в трефу», «говорит: ходи
  // трефой», "declarer says lead a club", "told my partner to open hearts", "said I have to lead spades"; round 135). A lead's
  // verbs only here: "told my partner to play his highest club" is the premature play's penalty (57A), as round 48's set answers it;
  // its highest or lowest card is read below, where the player cannot meet it or could and did not.
  `|(?:сказал[аи]?|говорит|говорят|попросил[аи]?|просит|says|said|tells|told)\\s*:?\\s+(?:\\p{L}+\\s+){0,3}?(?:to\\s+)?(?:ход\\p{L}*|заход\\p{L}*|зайт\\p{L}*|зайд\\p{L}*|lead|open))\\s+${GAP}${SUIT}` +
  `|(?:требуем|нужн|заказанн|запретн)[а-яё]*\\s+${SUIT}` +
  // The highest or lowest card of the suit demanded (57A's option, 57.4), the suit told with the holding («велел партнёру
  // нарушителя бить старшей, а у него этой масти нет вообще»: round 182; "told him to play his highest, but he was void"), the
  // lowest as players say it, and the demand as said («сказал напарнику нарушителя играть мелкой»: round 188).
  `|(?:потребовал[аи]?|требовал[аи]?|требует|велел[аи]?|велит|просит|приказал[аи]?|заставил[аи]?|обязал[аи]?|сказал[аи]?|demanded|required|told\\s+\\p{L}+\\s+to\\s+play|forced|had\\s+to\\s+play|was\\s+(?:told|required|forced)\\s+to\\s+play)\\s+(?:\\p{L}+\\s+){0,3}?(?:(?:сыграть|играть|бить|положить|дать|класть|play)\\s+)?(?:(?:his|her|the)\\s+)?(?:сам(?:ую|ой|ый|ое|ым)\\s+)?(?:старш[а-яё]*|высш[а-яё]*|младш[а-яё]*|мелк[а-яё]*|маленьк[а-яё]*|highest|lowest|smallest)` +
  // The suit first, the demand in a clause after it («нашлась пика, которую требовали сыграть», "the spade that declarer
  // demanded": round 176).
  `|${SUIT},?\\s+(?:(?:в|на|into|in)\\s+)?(?:котор[а-яё]+|that|which)\\s+(?:\\p{L}+\\s+){0,2}?(?:потребовал[аи]?|требовал[аи]?|велел[аи]?|заказал[аи]?|demanded|required|asked\\s+for|called\\s+for)` +
  // …or the suit, then its ban or demand a few words on with no pronoun («а трефы мне как раз запретили»).
  `|${SUIT}\\s+(?:\\p{L}+\\s+){0,3}?(?:запретил[аи]?|потребовал[аи]?|велел[аи]?|заказал[аи]?)` +
  // …or the card, its demander after it («карту, которую потребовал разыгрывающий», "the card declarer required": round 198).
  `|(?:карт[а-яё]*|cards?),?\\s+(?:(?:котор[а-яё]+|that|which)\\s+)?(?:\\p{L}+\\s+)?(?:потребовал[аи]?|требовал[аи]?|велел[аи]?|заказал[аи]?|demanded|required|asked\\s+for|called\\s+for))`;
/** «у защитника», «у него» between a holding's words. */
const WHO = '(?:у\\s+\\p{L}+\\s+)?';
/** «не было», «нет», «не осталось» after «ничего». */
const NOTHING_LEFT = '(?:не\\s+было|нет|не\\s+осталось)';
/** Holding none of it, or nothing but it. */
const NONE =
  `(?:(?:нету?|не\\s+было|не\\s+оказалось|не\\s+осталось|не\\s+имел[аио]?)\\s+${WHO}(?:карт\\s+(?:в\\s+)?)?${THAT}${SUIT}` +
  // «черви кончились», «пики у него закончились», "he had run out of hearts" (round 150).
  `|${SUIT}\\s+${WHO}(?:уже\\s+)?(?:за)?кончил(?:ись|ась|ось)|(?:ran|run|had\\s+run)\\s+out\\s+of\\s+${SUIT}` +
  `|${THAT}${SUIT}\\s+${WHO}(?:(?:уже|тоже|совсем)\\s+)?(?:нету?|не\\s+было|не\\s+оказалось|не\\s+осталось)` +
  `|(?:её|их)\\s+${WHO}(?:нет|не\\s+было|не\\s+оказалось)` +
  `|(?:одни|только|лишь|обе|оба)\\s+${SUIT}|all\\s+(?:i|he|she)\\s*(?:['’]ve|['’]s|\\s+have|\\s+has|\\s+had)\\s+(?:got\\s+)?(?:left\\s+)?(?:is|are|was|were)\\s+${SUIT}` +
  // «бубен ноль», «ноль треф» (round 135's «велел ходить бубной, а бубен ноль»).
  `|${SUIT}\\s+${WHO}(?:ноль|нуль|0)|(?:ноль|нуль)\\s+${SUIT}` +
  `|кроме\\s+${THAT}${SUIT}\\s+${WHO}ничего|ничего\\s+${WHO}(?:(?:нет|не\\s+было|не\\s+осталось)\\s+)?кроме\\s+${THAT}${SUIT}|(?:nothing|none)\\s+(?:except|besides|other\\s+than)\\s+${SUIT}|only\\s+(?:had|has|held|have)\\s+${SUIT}` +
  `|(?:больше|другого|другой|иного)\\s+${WHO}ничего\\s+${NOTHING_LEFT}|ничего\\s+(?:другого|больше|иного)\\s+${WHO}${NOTHING_LEFT}` +
  `|(?:holds?|held|has|had|have|having|holding|with)\\s+nothing\\s+else` +
  `|ни\\s+одной\\s+(?:карты\\s+(?:в\\s+)?)?${THAT}${SUIT}` +
  `|void|had\\s+none|not\\s+a\\s+single\\s+${SUIT}|has\\s+none|have\\s+none|(?:had|has|have|with|holding|got)\\s+(?:no|zero)\\s+${SUIT}|no\\s+cards?\\s+(?:in|of)\\s+${GAP}${SUIT}|out\\s+of\\s+${SUIT}|(?:had|has|have|holds?|held|holding)\\s+only\\s+${SUIT}|nothing\\s+but\\s+${SUIT}` +
  // He could lead nothing else («не мог пойти иначе», "couldn't lead anything else": round 183).
  `|не\\s+мог(?:ла|ли)?\\s+(?:пойти|ходить|зайти|сыграть)\\s+(?:иначе|по-другому|ничем\\s+другим)|(?:could\\s*n['’o]?t|could\\s+not|was\\s+unable\\s+to)\\s+(?:lead|play)\\s+(?:anything\\s+else|otherwise))`;

/**
 * The card found after all, told after the void («нашлась», «обнаружилась», «оказалась у него», «а в конце у него осталась
 * бубновая двойка»: round 179, "turned up", "he had one after all", "he still had one"), or played later («а через три взятки сбросил
 * бубну», "two tricks later he followed").
 */
export const FOUND =
  /(?<![\p{L}])(?<!не\s)(?:нашл[аои]сь|наш[её]лся|обнаружил[аои]?сь|обнаружил[аи]?|оказал[аои]?сь|всплыл[аои]?|выяснилось|у\s+\p{L}+\s+(?:ещё\s+|вс[её]-?таки\s+)?остал(?:ась|ся)(?!\s+(?:только|одн|лишь))|вылез(?:ла|ло|ли)?|появил[аои]?сь|объявил[аои]?сь|(?:потом|позже|позднее|через\s+(?:\p{L}+\s+){1,2}?)(?:\p{L}+\s+){0,2}?(?:сбросил[аи]?|сыграл[аи]?|положил[аи]?|дал[аи]?)|(?:later|tricks?\s+later)\s+(?:\p{L}+\s+){0,2}?(?:discarded|played|showed|followed)|turned\s+up|popped\s+up|surfaced|(?:he|she|i)\s+still\s+(?:had|held)|(?:was|were)\s+found|found\s+(?:a|one|the|that)|had\s+one\s+after\s+all|it\s+turned\s+out|showed\s+up|appeared)(?![\p{L}])/iu;

/**
 * Still on lead after a lead restriction he could not meet, told after it («…взял и опять на ходу», «на следующем ходу опять
 * можно в неё?», "won the trick, may I lead spades again?": rounds 178, 183, 186, 187): 59.4, he may lead the forbidden suit
 * again.
 */
const AGAIN = /(?<![\p{L}])(?:снова|опять|вновь|ещё\s+раз|на\s+следующ\p{L}*\s+ход\p{L}*|again|agian|still\s+on\s+lead)(?![\p{L}])/iu;
/**
 * …or told before it, as a lead won again («вистун снова выиграл взятку и опять на ходу, а кроме запрещённых бубен у него ничего»:
 * round 195): «again» beside the lead or a trick won, where a word alone might be another «again» of the story.
 */
const AGAIN_ON_LEAD =
  /(?<![\p{L}])(?:(?:снова|опять|вновь)\s+(?:\p{L}+\s+){0,2}?(?:на\s+ходу|выиграл\p{L}*|взял\p{L}*\s+взятк\p{L}*)|(?:on\s+lead|won\s+(?:\p{L}+\s+){0,2}?tricks?)\s+again|again\s+on\s+lead)(?![\p{L}])/iu;

let compiled: { demand: RegExp; none: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    demand: new RegExp(`(?<![\\p{L}])${DEMAND}(?![\\p{L}])`, 'iu'),
    none: new RegExp(`(?<![\\p{L}])${NONE}(?![\\p{L}])`, 'iu'),
  });

/** Where the query tells a demanded or forbidden suit and a holding that cannot meet it: the holding's span, or null. */
export function findUnableTold(query: string): [number, number] | null {
  const { demand, none } = patterns();
  // Either order; the holding may hold the demand's own words («нет карт в требуемой масти»).
  const n = demand.test(query) ? none.exec(query) : null;
  return n ? [n.index, n.index + n[0].length] : null;
}

/** The query with a penalty that cannot be carried out named: the holding gives way to the text's words. */
export function readUnable(query: string, words: UnableWords): string {
  const at = findUnableTold(query);
  if (!at) return query;
  if (FOUND.test(query.slice(at[1]))) return spliceWords(query, at[1], at[1], words.unableButHeld);
  if (AGAIN.test(query.slice(at[1])) || AGAIN_ON_LEAD.test(query.slice(0, at[0]))) return spliceWords(query, at[0], at[1], words.unableAgain);
  return spliceWords(query, at[0], at[1], words.unable);
}
