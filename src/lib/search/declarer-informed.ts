/**
 * Declarer's play that may rest on what his own lead out of turn told him, told by what happened: «разыгрывающему вернули ход не
 * с той руки, а потом он разыграл масть так, будто видел реакцию защитников», «разыгрывающего заставили перейти на стол, и теперь
 * он знает, где дама», "after being made to lead from the right hand, declarer took a finesse he'd otherwise miss". Law 55C
 * rules on it (the Director may award an adjusted score); players tell the lead and what declarer seemed to know, and the
 * lead's words found the outcome of declarer's lead from the wrong hand. The query is read with the text's words for the case
 * (the page's string, search.play.declarerInformed: 55C's title) after what he knew, whose words stay. Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface DeclarerInformedWords {
  /** The text's words for a line of play that may rest on information from declarer's own infraction (55C). */
  declarerInformed: string;
}

/** A lead from declarer's wrong hand («не с той руки», «не из той руки», «с неправильной руки», "wrong hand"): declarer's, whoever the query names. */
const WRONG_HAND_FORMS = String.raw`не\s+(?:с|из)\s+той\s+руки|с\s+неправильной\s+руки|wrong\s+hand`;
const WRONG_HAND = new RegExp(String.raw`(?<![\p{L}])(?:${WRONG_HAND_FORMS})(?![\p{L}])`, 'iu');
/** A defender named. */
const DEFENDER = /(?<![\p{L}])(?:защитник\p{L}*|вистующ\p{L}*|вистун\p{L}*|defender\p{L}*)(?![\p{L}])/iu;
/** Declarer, or his hands. */
const DECLARER = /(?<![\p{L}])(?:разыгрывающ\p{L}*|декларант\p{L}*|декларер\p{L}*|declarer\p{L}*)(?![\p{L}])/iu;
/**
 * His own lead from the wrong hand or out of turn, or its retraction («ход не с той руки», «своего же неочередного хода», «после
 * отмены своего хода», «заставили перейти на стол», «переиграть ход с правильной руки», "made to lead from the right hand", "his
 * lead out of turn"); or told by its retraction or by whose lead it was («защитники велели вернуть», «ход был за Западом», "East told
 * him to put it back", "led before RHO who had won"); its wrong hand as WRONG_HAND has it.
 */
const HIS_LEAD = new RegExp(
  String.raw`(?<![\p{L}])(?:${WRONG_HAND_FORMS}|вне\s+очереди|не\s+в\s+очередь|неочередн\p{L}*|отмен\p{L}*\s+(?:сво\p{L}*\s+)?(?:хода|захода)|перейти\s+(?:на\s+стол|в\s+руку)|переиграть\s+(?:ход\s+)?(?:со\s+стола|с\s+руки)|с\s+(?:правильной|другой|нужной|верной|своей)\s+руки|вернули\s+(?:\p{L}+\s+)?ход|from\s+the\s+(?:right|wrong|correct)\s+hand|out\s+of\s+turn|retracted?\s+(?:\p{L}+\s+)?lead|(?:велели|заставили|попросили|пришлось|потребовали)\s+(?:\p{L}+\s+)?(?:вернуть|забрать|убрать)|ход\s+отменили|ход\s+был\s+за\s+\p{L}+|вместо\s+стола|вместо\s+руки|put\s+it\s+back|pick(?:ed)?\s+it\s+up|t(?:ake|ook)\s+it\s+back|made\s+him\s+(?:pick|take|put)|instead\s+of\s+(?:dummy|the\s+table|(?:his\s+)?hand)|led\s+before\s+\p{L}+\s+who)(?![\p{L}])`,
  'iu',
);
/**
 * What he seemed to know: «будто знал (где дама)», «будто видел», «знает, где дама», «использовал то, что узнал», "as if he
 * knew", "took a finesse he'd otherwise miss", "knew where the queen was", "used what he saw"; or what he knew it from («узнал
 * из…», «за счёт инфы от…», "a finesse he only knew from his own lead", "knew the lay from…": rounds 181, 186, 187).
 */
const KNEW =
  /(?<![\p{L}])(?:(?:как\s+)?будто\s+(?:\p{L}+\s+)?(?:знал|видел|знает|видит)|(?:знал|знает|понял|увидел|узнал)[аи]?,?\s+где|использовал[аи]?\s+(?:то|информаци\p{L}*|знани\p{L}*)|воспользовал\p{L}*\s+(?:информаци\p{L}*|тем|увиденн\p{L}*|знани\p{L}*)|подсказан\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:ход\p{L}*|заход\p{L}*)|as\s+(?:if|though)\s+(?:he|she)\s+(?:had\s+)?(?:knew|known|saw|seen)|knew\s+where|(?:used|exploited)\s+(?:what|the\s+information|information)|finesse\s+(?:he|she)['’]?d?\s+(?:otherwise|never)|(?:otherwise|never)\s+(?:have\s+)?(?:taken|found|played)|(?:знал|узнал|понял|выяснил|получил|извл[её]к|почерпнул)[аи]?\s+(?:\p{L}+\s+){0,3}?(?:из|от|по|благодаря)|(?:за\s+сч[её]т|благодаря|на\s+основе|исходя\s+из|с\s+помощью)\s+(?:\p{L}+\s+)?(?:инф\p{L}*|знани\p{L}*|сведени\p{L}*|подсказк\p{L}*)|(?:инф[ао]|информаци\p{L}*|сведени\p{L}*)\s+(?:от|из|с)|(?:knew|know|knows|known|learn(?:ed|t)|found\s+out|gathered|got|gained|used)\s+(?:\p{L}+\s+){0,3}?from|(?:info|information|knowledge)\s+(?:from|(?:he|she)\s+(?:got|gained|had))|(?:benefit|profit)(?:ed|ted)?\s+from|(?:показал[аио]?|подсказал[аио]?|выдал[аио]?)\s+(?:\p{L}+,?\s+)?(?:где|расклад)|(?:showed|told|gave\s+away)\s+(?:\p{L}+\s+)?(?:where|the\s+(?:lie|lay|layout))|(?:сделал|пош[её]л\s+на|взял)\s+импас\p{L}*|импасировал\p{L}*|finessed|took\s+(?:a|the)\s+finesse|угадал\p{L}*|без\s+этого\s+не\s+\p{L}+|guessed|(?:would\s*n['’]?t|would\s+not|never\s+would)\s+(?:otherwise\s+)?have\s+(?:found|guessed|played|taken|known)|реакци\p{L}*|по\s+лиц\p{L}*|отказал\p{L}*\s+от\s+(?:\p{L}+\s+)?импас\p{L}*|reaction\p{L}*|read\s+(?:\p{L}+['’]s\s+)?(?:hesitat\p{L}*|face\p{L}*|reaction\p{L}*|tempo)|only\s+makes\s+sense\s+if)(?![\p{L}])/iu;

/** Where the query tells declarer's own lead out of turn and a play that seems to use it: the end of what he knew, or null. */
export function findDeclarerInformed(query: string): number | null {
  // A lead from the wrong hand is declarer's, named or not ("south started a heart from the wrong hand"), unless a defender is named.
  if (!(DECLARER.test(query) || (WRONG_HAND.test(query) && !DEFENDER.test(query))) || !HIS_LEAD.test(query)) return null;
  const k = KNEW.exec(query);
  return k ? k.index + k[0].length : null;
}

/** The query with the case named: the text's words stand after what declarer seemed to know. */
export function readDeclarerInformed(query: string, words: DeclarerInformedWords): string {
  const at = findDeclarerInformed(query);
  return at === null ? query : spliceWords(query, at, at, words.declarerInformed);
}
