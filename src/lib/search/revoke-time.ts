/**
 * When a revoke was noticed, told by what happened, not by the law's word: tricks later («спохватились
 * взятки через две», "it came to light three tricks later", «в конце сдачи»), or after the offending
 * side claimed or conceded («выложил карты: остальное наше», "claimed the rest") — it is established
 * (Law 63A); at once, before anyone played to the next trick («тут же спохватился», «партнёр ещё
 * думает», "noticed before leading again") — it is not yet (Law 62). Players tell the moment, and its
 * words (claims, leads, «следующая взятка») found the claims' and the leads' pages. Such a query is read
 * with the text's words for the case (the page's strings, search.play.established / notEstablished) in
 * place of the moment told. Only where the query tells a revoke (its word, or the cards played: play.ts,
 * whose reading runs first). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { REVOKE_TOLD as REVOKE } from './revoke-words.ts';

export interface RevokeTimeWords {
  /** The text's words for an established revoke («фальшренонс установлен»). */
  established: string;
  /** …and for one not yet established («фальшренонс ещё не установлен»). */
  notEstablished: string;
}

/**
 * Where the moment is not the question: the query names which it is already, or asks about the twelfth trick (its own
 * outcome, 62D) or the tricks the revoke transfers (64: «взятку с ренонсом взял сам нарушитель», "how many tricks").
 */
const OTHER_QUESTION =
  /установ|неисправим|established|can\s*no\s+longer|too\s+late|поздно|двенадцат|12-?[йяю]|предпоследн|twelfth|12th|penultimate|сколько\s+взяток|how\s+many\s+tricks|переда[а-яё]*\s+взят|transfer|взял[аи]?\s+(?:сам\s+)?(?:ту|эту|эту\s+же)\s+взятку|взятку\s+с\s+ренонсом|won\s+(?:the|that)\s+(?:revoke\s+)?trick/iu;
const N = '(?:\\d{1,2}|дв[ае]|двумя|тр[иеё]|трёх|трех|четыре|пар[уы]|нескольк[а-яё]*|two|three|four|five|several|a\\s+few|a\\s+couple\\s+of)';
/** Tricks later: «через две взятки», «взятки через три», «спустя пару взяток», "three tricks later", «в конце сдачи», "at the end of the hand". */
const LATER =
  `(?:(?:через|спустя)\\s+${N}\\s+взят[а-яё]*|взятк[а-яё]*\\s+через\\s+${N}|${N}\\s+tricks?\\s+later|(?:several|a\\s+few)\\s+tricks\\s+later|later\\s+in\\s+the\\s+(?:hand|play)` +
  `|(?:в|к)\\s+конц[еу]\\s+(?:сдачи|розыгрыша|игры)|после\\s+(?:окончания|конца)\\s+(?:сдачи|розыгрыша|игры)|at\\s+the\\s+end\\s+of\\s+(?:the\\s+)?(?:hand|play|board)|after\\s+the\\s+(?:hand|play|board)\\s+(?:was\\s+)?(?:over|ended|finished))`;
/** A claim or a concession by a side (63A3): «выложил карты», «остальное наше», «заклеймил», «согласился с клеймом», "claimed", "the rest are ours". */
const CLAIM =
  `(?:выложил[аи]?\\s+(?:\\p{L}+\\s+)?(?:карты|руку)|открыл[аи]?\\s+(?:свои\\s+)?карты|(?:дальше|остальн)[а-яё]*\\s+(?:всё\\s+)?(?:наш|ваш)[а-яё]*|заклеймил[аи]?|клейм[а-яё]*|претензи[а-яё]*|уступил[аи]?` +
  `|claim(?:ed|s)?|conced(?:ed|es)|faced\\s+(?:his|her|their)\\s+(?:cards|hand)|tabled\\s+(?:his|her|their)\\s+(?:cards|hand)|the\\s+rest\\s+(?:are|is)\\s+(?:ours|yours|mine|his))`;
/** At once, before the next trick: «тут же спохватился», «сразу заметил», «партнёр ещё думает», «до следующей взятки», "noticed at once", "before leading again". */
const AT_ONCE =
  `(?:(?:тут\\s+же|сразу(?:\\s+же)?|мгновенно|немедленно|через\\s+секунду)\\s+(?:\\p{L}+\\s+)?(?:спохватил|заметил|поправил|исправил|увидел|наш[её]л|нашл)[а-яё]*` +
  `|(?:до|перед)\\s+следующ[а-яё]+\\s+(?:взятк|ход)[а-яё]*|(?:в\\s+)?следующ[а-яё]+\\s+(?:взятк[а-яё]*\\s+)?ещё\\s+не|ещё\\s+не\\s+(?:пошли|ходили|сыграли|ходил|начали|сыграл)|(?:партн[её]р|он|четв[её]ртая\\s+рука)\\s+ещё\\s+(?:думает|не\\s+\\p{L}+)` +
  `|(?:at\\s+once|immediately|right\\s+away|in\\s+time)|before\\s+(?:\\p{L}+\\s+){0,2}(?:led|leading|played|playing)\\s+(?:again|to\\s+the\\s+next\\s+trick)|before\\s+(?:the\\s+)?next\\s+trick|(?:was\\s+)?still\\s+(?:thinking|deciding|choosing))`;

/**
 * A play to the next trick after the revoke («а его партнёр уже вышел в следующую взятку», «со стола уже пошли в новую»,
 * "partner has already led to trick 5", "East won it and led back"): by the offending side it establishes the revoke (63A1).
 */
const NEXT =
  `(?:пош[её]л|пошли|вышел|вышли|зашёл|зашли|сыграл[аи]?|положил[аи]?|заказал[аи]?|ходил[аи]?|сходил[аи]?|вытащил[аи]?\\s+карту)\\s+(?:\\p{L}+\\s+){0,3}?(?:в|к|для)\\s+(?:следующ|нов)[а-яё]+(?:\\s+(?:взятк|ход)[а-яё]*)?` +
  `|следующ[а-яё]+\\s+взятк[а-яё]*\\s+уже\\s+(?:сыграли|пошли|начали)` +
  // …or named the card he will lead to it («объявил, какой картой сейчас выйдет», "announced which card he would lead": 63A2).
  `|(?:объявил|назвал|сказал|указал|заявил)[аи]?,?\\s+(?:\\p{L}+\\s+){0,2}?(?:как(?:ой|ую|ая)|чем)\\s+(?:\\p{L}+\\s+){0,2}?(?:выйд|пойд|зайд|сыгра|ход)\\p{L}*` +
  `|(?:announced|named|said|called)\\s+(?:which|what)\\s+card\\s+(?:\\p{L}+\\s+){0,2}?(?:lead|play)\\p{L}*` +
  `|(?:led|played|lead|leading|tossed\\s+a\\s+card|pitched)\\s+(?:\\p{L}+\\s+){0,3}?to\\s+(?:the\\s+)?(?:next|following)\\s+trick|led\\s+to\\s+trick\\s+\\d+|(?:won\\s+it\\s+and\\s+)?led\\s+back`;
/** Who is on which side: declarer's (declarer, dummy, «со стола») or the defenders'. */
const DECLARER_SIDE = /разыгрывающ|декларант|декларер|болван|со\s+стола|стол[ау]?(?![\p{L}])|dummy|declarer/iu;
const DEFENDER_SIDE = /защитник|вистующ|вистун|вистер|defender|(?<![\p{L}])(?:восток|запад|east|west|lho|rho)(?![\p{L}])/iu;
const sideOf = (text: string): 'declarer' | 'defender' | null => (DECLARER_SIDE.test(text) ? 'declarer' : DEFENDER_SIDE.test(text) ? 'defender' : null);

let compiled: { later: RegExp; claim: RegExp; atOnce: RegExp; next: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    next: new RegExp(`(?<![\\p{L}])(?:${NEXT})(?![\\p{L}])`, 'iu'),
    later: new RegExp(`(?<![\\p{L}])${LATER}(?![\\p{L}])`, 'iu'),
    claim: new RegExp(`(?<![\\p{L}])${CLAIM}(?![\\p{L}])`, 'iu'),
    atOnce: new RegExp(`(?<![\\p{L}])${AT_ONCE}(?![\\p{L}])`, 'iu'),
  });

/** Where the query tells when a revoke was noticed, and which case that makes, or null. */
export function findRevokeTime(query: string): { at: [number, number]; established: boolean } | null {
  if (!REVOKE.test(query) || OTHER_QUESTION.test(query)) return null;
  const { later, claim, atOnce, next } = patterns();
  const m = later.exec(query) ?? claim.exec(query);
  if (m) return { at: [m.index, m.index + m[0].length], established: true };
  const o = atOnce.exec(query);
  if (o) return { at: [o.index, o.index + o[0].length], established: false };
  // The next trick played: established where the one who played it is of the revoker's side, or untold (the other side's play
  // leaves it open: «вистун ренонснул, а декларант уже зашёл в новую взятку» is not yet established).
  const n = next.exec(query);
  if (!n) return null;
  const revoker = sideOf(query.slice(0, REVOKE.exec(query)!.index + 1).split(/[,;.]/u).pop() ?? '');
  const player = sideOf(query.slice(Math.max(0, n.index - 30), n.index).split(/[,;.—]/u).pop() ?? '');
  return revoker && player && revoker !== player ? null : { at: [n.index, n.index + n[0].length], established: true };
}

/** The query with the moment a revoke was noticed named: the text's words for its case stand after the moment told, whose words stay (the outcomes' own: «сам заметил», "claimed"). */
export function readRevokeTime(query: string, words: RevokeTimeWords): string {
  const found = findRevokeTime(query);
  if (!found) return query;
  const to = found.at[1];
  return spliceWords(query, to, to, found.established ? words.established : words.notEstablished);
}
