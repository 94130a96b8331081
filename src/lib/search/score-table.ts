/**
 * What a contract's result scores, asked by the result told, not by the law's name: «сколько стоит без трёх в контре»,
 * «4♥ с контрой, мы до зоны, без двух — сколько очков соперникам», «цена взятки в бескозырке», "3NT vulnerable score",
 * "how much is 2♠ doubled down two". Law 77 (the scoring table) answers it; players give the contract, the double, the
 * vulnerability and the result, and those words («контра», «зона», "doubled") found the auction's pages. Such a query is
 * read with Law 77's title (the page's string, search.play.scoreTable: the catalogue's title, laws.yaml — the law has no
 * text on the site, and its Russian title is the project's translation) after the words that ask the value, which stay.
 *
 * A question of value («сколько стоит», «стоимость», «запись», «бонус», "score", "worth") reads with anything told of
 * the result: a contract (level and strain, «слэм», «частичная», "partscore"), a double, the vulnerability or the
 * result («без двух», «плюс одна», «ровно», "down two", "made"). A bare «очки» / "points" is a hand's strength as often
 * («открыл 1БК с 12 очками»): it reads only beside a double, the vulnerability or a result. A method of scoring
 * (matchpoints, IMPs, Butler: Law 78), a score adjusted or assigned (Law 12), and a score written wrong, put right or
 * disputed (Law 79) are no contract's value. Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface ScoreTableWords {
  /** The text's words for a contract's score (Law 77's title: «Таблица подсчёта результатов»). */
  scoreTable: string;
}

const L = '[\\p{L}]*';
const NUMBER_RU = `(?:\\d{1,2}|одн${L}|дв${L}|тр[её]х|три|четыр${L}|пят${L}|шест${L}|сем${L}|восьм${L}|девят${L}|десят${L})`;
const NUMBER_EN = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)';
/** A strain after a level, or said alone. */
const STRAIN = `(?:♠|♥|♦|♣|бк|б\\.?к\\.?|nt|sa|бескозыр${L}|пик${L}|черв${L}|бубн${L}|треф${L}|мажор${L}|минор${L}|spades?|hearts?|diamonds?|clubs?|no-?trumps?|notrumps?|majors?|minors?|[пчбтshdc])`;
/** A contract told: a level and a strain («4♥», «3БК», "2 spades"), or its kind («бескозырка», «слэм», «частичная», "partscore", "game"). */
const CONTRACT = `(?:[1-7]\\s?${STRAIN}|бескозыр${L}|сл[эе]м${L}|шлем${L}|гейм${L}|частичн${L}|частичк${L}|мажор${L}|минор${L}|контракт${L}|notrumps?|no-?trumps?|slams?|games?|part-?scores?|contracts?|majors?|minors?)`;
/** Doubled or redoubled: «с контрой», «в контре», «реконтра», "doubled". */
const DOUBLED = `(?:(?:с|в|со)\\s+(?:ре)?контр${L}|(?:ре)?контр(?:а|ой|у|е|ы|ированн${L})|(?:re)?doubled|(?:re)?double|X{1,2})`;
/** The vulnerability: «в зоне», «до зоны», "vulnerable", "non-vul". */
const VULNERABLE = `(?:в\\s+зон${L}|до\\s+зон${L}|зон(?:а|е|ы|у|ой)|(?:non-?|not\\s+)?vul(?:nerable)?|nv)`;
/** The result: «без двух», «минус один», «ремиз», «перебор», «плюс одна», «ровно», «выполнен», "down two", "made", "overtricks". */
const RESULT =
  `(?:без\\s+${NUMBER_RU}|минус\\s+${NUMBER_RU}|[-+]\\s?\\d|ремиз${L}|недобор${L}|перебор${L}|лишн${L}\\s+взят${L}|(?:плюс|\\+)\\s*${NUMBER_RU}|ровно|выполн${L}|сделал${L}|` +
  `down\\s+${NUMBER_EN}|${NUMBER_EN}\\s+down|went\\s+down|made|making|overtricks?|undertricks?|plus\\s+${NUMBER_EN}|just\\s+made)`;
/** A question of a result's value. */
const VALUE =
  `(?:сколько\\s+(?:\\p{L}+\\s+)?(?:стоит|стоят|стоил${L}|дают|да[ёе]т|будет|получ${L}|запис${L}|приносит|пишем|пишут|писать|очков)|стоимост${L}|цен(?:а|ы|у|е|ой)|` +
  `(?:запись|что\\s+запис${L})\\s+(?:\\p{L}+\\s+)?за|бонус${L}|преми(?:я|и|ю|ей|ях)|подсч[её]т${L}|посчитать|начисл${L}|` +
  `score[ds]?|scoring|how\\s+much|worth|bonus(?:es)?|premiums?|what\\s+(?:do|does|did)\\s+(?:we|they|you|it)\\s+(?:get|score|write))`;
/** A bare word for points: a result's value only beside a double, the vulnerability or a result. */
const POINTS = `(?:очк(?:и|ов|ам|ами|ах)|points?)`;
/** A result's value as a noun: «ремиз», «перебор», "overtricks" — asked with a double or the vulnerability («ремиз в зоне»). */
const SCORE_NOUN = `(?:ремиз${L}|недобор${L}|перебор${L}|overtricks?|undertricks?)`;
/**
 * Not a contract's value: a method of scoring (Law 78); a score adjusted or assigned (Law 12); a score written wrong, put
 * right or disputed (Law 79: «записали 4 пики сделано, а оппоненты говорят без одной», "score entered wrongly").
 */
const NOT_THE_TABLE = /adjust|assign|artificial|average|weighted|split|присужд|компенс|средн|взвеш|ошиб|неверн|неправильн|исправ|перепут|наоборот|вместо|спор|считают|говорят|уверен|wrong|error|correct|mistak|instead|revers|disput|signed|entered|posted/iu;
/** A method of scoring (Law 78), not a contract's value. */
const METHOD = /матч\p{L}*\s+очк|матчпо|мачпо|(?<![\p{L}])(?:имп\p{L}*|imps?|vps?|топ\p{L}*|tops?)(?![\p{L}])|matchpoint|victory|победн|процент|percent|бат+лер|butler|кросс|cross-?imp|патт?он|patton|board-a-match|борд-а-матч/iu;

let compiled: { value: RegExp; points: RegExp; noun: RegExp; contract: RegExp; told: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    value: new RegExp(`(?<![\\p{L}])${VALUE}(?![\\p{L}])`, 'iu'),
    points: new RegExp(`(?<![\\p{L}])${POINTS}(?![\\p{L}])`, 'iu'),
    noun: new RegExp(`(?<![\\p{L}])${SCORE_NOUN}(?![\\p{L}])`, 'iu'),
    contract: new RegExp(`(?<![\\p{L}\\d])${CONTRACT}(?![\\p{L}])`, 'iu'),
    told: new RegExp(`(?<![\\p{L}\\d])(?:${DOUBLED}|${VULNERABLE}|${RESULT})(?![\\p{L}])`, 'iu'),
  });

/** Where the query asks what a contract's result scores: the end of the words asking it, or null. */
export function findScoreAsked(query: string): number | null {
  if (METHOD.test(query) || NOT_THE_TABLE.test(query)) return null;
  const { value, points, noun, contract, told } = patterns();
  const v = value.exec(query);
  if (v && (told.test(query) || contract.test(query))) return v.index + v[0].length;
  const p = points.exec(query) ?? noun.exec(query);
  if (p && told.test(query.slice(0, p.index) + ' ' + query.slice(p.index + p[0].length))) return p.index + p[0].length;
  return null;
}

/** The query with a contract's score asked named: the text's words for it stand after the words asking it. */
export function readScoreTable(query: string, words: ScoreTableWords): string {
  const at = findScoreAsked(query);
  return at === null ? query : spliceWords(query, at, at, words.scoreTable);
}
