/**
 * A played card turned face down the wrong way, told by what the player did with it: «защитник положил карту взятки вдоль к
 * партнёру, хотя взятку взял разыгрывающий», «партнёр клал свои карты вертикально, даже когда взятку брали соперники», "a
 * defender pointed his card as a won trick though dummy had won it". Law 65B rules on it (which way a quitted card points
 * tells who won the trick); players tell who won the trick, and those words found the outcomes of leads out of turn. The
 * query is read with the text's words for the case (the page's string, search.play.quittedCard) after the card's way told,
 * whose words stay. Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface QuittedCardWords {
  /** The text's words for which way a quitted card points (65B). */
  quittedCard: string;
}

/** A card put or turned (its verb), in either language. */
const PUT =
  '(?:положил[аи]?|клал[аи]?|кладёт|кладет|кладут|ставит|ставил[аи]?|поставил[аи]?|держал[аи]?|сложил[аи]?|складывал[аи]?|лежит|лежат|лежал[аи]?|placed|put|laid|faced|left|kept|lying|lay|lies)';
/** A card turned: only these tell a direction by a side («развернул к оппонентам»), where a card put towards one may be shown. */
const TURNED = '(?:(?:разв[её]рн|разворачива|пов[её]рн|поворачива)\\p{L}*(?<!ся|сь)|pointed|points|pointing|turned|turns|turning)';
/** A card that looks some way («карта смотрит на соперников», "a card facing East-West"): told of a card, it tells a direction too. */
const LOOKS = '(?:смотр\\p{L}*|гляд\\p{L}*|направлен\\p{L}*|обращ[её]н\\p{L}*|указыва\\p{L}*|faced|faces|facing|aimed|aiming|directed|oriented)';
/** A card told just before the verb that looks. */
const CARD_BEFORE = '(?<![\\p{L}])(?:карт\\p{L}*|cards?)(?![\\p{L}])[^.;!?]{0,20}?';
/** Which way a quitted card lies: lengthwise, upright, the wrong way, as a trick won or lost. */
const WAY =
  '(?:вдоль|поперёк|поперек|вертикально|горизонтально|стоймя|боком|набок|лёжа|лежа|продольно|длинной\\s+стороной|не\\s+в\\s+ту\\s+сторону|не\\s+той\\s+стороной|не\\s+тем\\s+(?:концом|боком)|другим\\s+концом|не\\s+туда|не\\s+(?:к|в\\s+сторону)\\s+т(?:ой|ому|ем)|одинаково|(?:все\\s+)?в\\s+одну\\s+сторону|как\\s+попало|как\\s+(?:свою|чужую|(?:выигранн|отданн|взят|проигранн)[а-яё]+)' +
  "|lengthwise|lengthways|upright|sideways|crosswise|(?:all\\s+)?the\\s+same\\s+way|every\\s+which\\s+way|any\\s+which\\s+way|facing\\s+(?:his\\s+|my\\s+|her\\s+|the\\s+)?(?:partner|opponents?|us|them|declarer|dummy)|vertically|horizontally|the\\s+wrong\\s+way|(?:the\\s+)?wrong\\s+end\\s+(?:round|around|first)|as\\s+(?:a\\s+)?(?:won|lost)\\s+trick|as\\s+if\\s+(?:we|they|he|his\\s+side)\\s+(?:had\\s+)?(?:won|lost))";
/** Towards a side: a player, a seat, a line («к партнёру», «на соперников», «к Югу», "at East-West", "towards the other side"). */
const TOWARDS =
  "(?:(?:к|на|в\\s+сторону)\\s+(?:(?:сво|мо|тво)\\p{L}*\\s+|его\\s+|её\\s+|их\\s+)?(?:партн[её]р\\p{L}*|напарник\\p{L}*|оппонент\\p{L}*|соперник\\p{L}*|противник\\p{L}*|себе|себя|север\\p{L}*|юг\\p{L}*|восток\\p{L}*|запад\\p{L}*|лини\\p{L}*|пар[уые])" +
  "|(?:towards?|at)\\s+(?:(?:his|my|her|the|their|our)\\s+)?(?:partner|opponents?|us|them|himself|me|north|south|east|west|e-w|n-s|ew|ns|other\\s+side|other\\s+pair|line))";
/** At most this many characters between the verb and the way. */
const NEAR = 40;

const near = (verb: string, way: string) => `(?<![\\p{L}])${verb}(?![\\p{L}])[^.;!?]{0,${NEAR}}?(?<![\\p{L}])${way}(?![\\p{L}])`;
let compiled: RegExp | undefined;
const pattern = () =>
  (compiled ??= new RegExp(`${near(`(?:${PUT}|${TURNED})`, WAY)}|${near(TURNED, `(?:${WAY}|${TOWARDS})`)}|${CARD_BEFORE}${near(LOOKS, `(?:${WAY}|${TOWARDS})`)}`, 'iu'));
/** A trick or a card of one told beside it: the card is a quitted one, not a card led or exposed. */
const TRICK = /(?<![\p{L}])(?:взятк\p{L}*|взятку|взял[аи]?|брал[аи]?|выиграл[аи]?|отдал[аи]?|сыгранн\p{L}*|tricks?|won|lost|quitted)(?![\p{L}])/iu;

/** Where the query tells a played card turned some way: its span, or null. */
export function findQuittedCard(query: string): [number, number] | null {
  const m = pattern().exec(query);
  return m && TRICK.test(query) ? [m.index, m.index + m[0].length] : null;
}

/** The query with a quitted card's way named: the text's words for the case stand after the way told. */
export function readQuittedCard(query: string, words: QuittedCardWords): string {
  const at = findQuittedCard(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.quittedCard);
}
