/**
 * What players did about an irregularity before the Director ruled on it, told by what happened, not by the law's words:
 *
 * - they settled it among themselves, the Director not called («решили сами без судьи», «сильный соперник сам расписал, какое
 *   нам положено наказание, судью не позвали», "a strong player imposed his own ruling instead of calling the TD") — 60.2 and
 *   Law 10: the text's words for players who agreed among themselves on the penalty;
 * - a card was played while the Director was awaited («не дождавшись судьи сыграл», «пока судья шёл к столу, положил карту»,
 *   "while we waited for the TD, he threw a card") — 60.1, the non-offending side's play (its right to a penalty lost), or 60C
 *   and 60.7 where the offending side played («нарушитель», «тот же защитник … снова», "the offender's partner also").
 *
 * Players tell the wait and the card, and the card's words found the leads' and the penalty cards' outcomes. The query is read
 * with the text's words for the case (the page's strings, search.play.directorAbsent / directorAwaited /
 * directorAwaitedOffender) after the words told, which stay. Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface DirectorAwaitedWords {
  /** The text's words for players who agreed among themselves on the penalty (60.2: «игроки договорились между собой о наказании»). */
  directorAbsent: string;
  /** …for a card played before the Director determined the penalty (60.1). */
  directorAwaited: string;
  /** …for the offending side's play before the penalty was assessed (60C). */
  directorAwaitedOffender: string;
}

const DIRECTOR = '(?:судь[яиеюёй]|судей|директор[а-яё]*|арбитр[а-яё]*|тд|td|director|the\\s+td)';
/** The Director not called: «судью не позвали», «без судьи», «не зовя судью», "without calling the TD", "instead of calling the director". */
const NOT_CALLED =
  `(?:(?:не\\s+(?:по|вы|при)?зва(?:л[аи]?|ли|в)|не\\s+стал[аи]?\\s+(?:по|вы)?звать|не\\s+зовя|не\\s+вызывая|без|вместо\\s+того,?\\s+чтобы\\s+(?:по|вы)?звать|вместо)\\s+(?:\\p{L}+\\s+)?${DIRECTOR}` +
  `|${DIRECTOR}\\s+(?:так\\s+и\\s+)?не\\s+(?:по|вы|при)?зва(?:л[аи]?|ли)` +
  // …or called only afterwards: «судью позвали потом», «судья потом сказал иначе», "TD came later" (rounds 149–150).
  `|${DIRECTOR}\\s+(?:\\p{L}+\\s+)?(?:потом|позже|затем|только\\s+потом)|(?:потом|позже|затем)\\s+(?:по|вы)?звали\\s+${DIRECTOR}` +
  `|(?:td|director)\\s+(?:only\\s+)?(?:came|arrived|was\\s+called|got\\s+there)\\s+(?:only\\s+)?(?:later|afterwards)|(?:called|summoned|asked\\s+for|got)\\s+(?:the\\s+)?(?:td|director)\\s+(?:only\\s+)?(?:later|afterwards|after(?:\\s+that|\\s+it)?|then)|only\\s+(?:then\\s+)?(?:called|summoned|asked\\s+for)\\s+(?:the\\s+)?(?:td|director)` +
  `|(?:without|instead\\s+of)\\s+(?:calling|summoning|asking|getting)\\s+(?:the\\s+|a\\s+)?(?:td|director)|(?:no|nobody\\s+called\\s+the)\\s+(?:td|director)(?:\\s+was\\s+called)?|(?:didn['’]?t|did\\s+not|never)\\s+(?:call(?:ed)?|summon(?:ed)?)\\s+(?:the\\s+|a\\s+)?(?:td|director))`;
/** …and the players ruling: «сами решили», «договорились», «объявил, какой штраф», "agreed among ourselves", "imposed his own ruling". */
const SETTLED =
  /(?<![\p{L}])(?:сам[аи]?|сами|решил[аи]?|договорил[аи]?сь|разобрал[аи]?сь|объявил[аи]?|назначил[аи]?\s+(?:\p{L}+\s+)?(?:штраф|наказани|санкци)\p{L}*|определил[аи]?|расписал[аи]?|продиктовал[аи]?|диктовал[аи]?|навязал[аи]?|согласил[аи]?сь|agreed|decided|settled|imposed|dictated|ruled|told\s+(?:us|them|me)|among\s+(?:ourselves|themselves)|himself|themselves|ourselves)(?![\p{L}])/iu;
/** The players' own ruling, said so: «сами решили», «договорились», "agreed among ourselves", "decided themselves". */
const RULED_THEMSELVES =
  /(?<![\p{L}])(?:сами\s+(?:\p{L}+\s+)?(?:решил[аи]?|договорил[аи]?сь|разобрал[аи]?сь|определил[аи]?|назначил[аи]?)|(?:решил[аи]?|договорил[аи]?сь|разобрал[аи]?сь)\s+сами|договорил[аи]?сь\s+между\s+собой|(?:agreed|decided|settled|sorted|ruled)\s+(?:[\p{L}']+\s+){0,2}?(?:among\s+|between\s+)?(?:ourselves|themselves))(?![\p{L}])/iu;
/** The Director awaited: «не дождавшись судьи», «до прихода судьи», «пока судья шёл», «пока ждали судью», "while we waited for the TD". */
const AWAITED =
  `(?:(?:не\\s+дожда(?:вшись|ясь|л[аи]?(?:сь)?)|не\\s+дожидаясь|до\\s+(?:прихода|решения|появления|подхода)|в\\s+ожидании)\\s+(?:\\p{L}+\\s+)?${DIRECTOR}` +
  `|пока\\s+(?:\\p{L}+\\s+)?(?:ш[её]л|шла|ждали|ждём|ждем|звали|подходил[аи]?|искали|не\\s+приш[её]л|не\\s+подош[её]л)\\s+(?:к\\s+столу\\s+)?(?:\\p{L}+\\s+)?${DIRECTOR}` +
  `|пока\\s+${DIRECTOR}\\s+(?:ещё\\s+)?(?:ш[её]л|шла|не\\s+приш[её]л|не\\s+подош[её]л|подходил[аи]?|добирал[аи]?ся)` +
  `|(?:before|until)\\s+the\\s+(?:td|director)\\s+(?:arrived|came|got\\s+there|got\\s+to\\s+the\\s+table|showed\\s+up|ruled|had\\s+ruled|could\\s+rule|(?:had\\s+)?(?:gave|given|made)\\s+(?:a|the|his|her)\\s+(?:ruling|decision)|decided)|before\\s+(?:a|the|any)\\s+ruling|(?:while\\s+)?(?:(?:we|they|everyone)\\s+(?:were\\s+)?)?wait(?:ed|ing)\\s+for\\s+the\\s+(?:td|director)|without\\s+waiting\\s+for\\s+the\\s+(?:td|director))`;
/**
 * The Director on his way, told of him: «судья ещё идёт», «директор в пути», «арбитр ещё не подошёл», "the TD was still on his
 * way". Read only with a card played: «судья ещё не подошёл» beside a player who «сам поменял» his call is no ruling the players
 * made among themselves (the insufficient bid's own correction).
 */
const ON_THE_WAY =
  `${DIRECTOR}\\s+(?:(?:ещё|еще|уже|только)\\s+)?(?:ид[её]т|спешит|направляется|подходит|в\\s+пути|на\\s+подходе|не\\s+(?:при|подо)ш[её]л|не\\s+явился)` +
  `|(?:td|director)\\s+(?:was|is)\\s+(?:still\\s+)?(?:on\\s+(?:his|her|their|the)\\s+way|coming(?:\\s+over)?|walking\\s+over|approaching)`;
/** A card played. */
const PLAYED =
  /(?<![\p{L}])(?:сыграл[аи]?|положил[аи]?|подложил[аи]?|(?:под|с)?кинул[аи]?|бросил[аи]?|выложил[аи]?|пош[её]л|пошли|вышел|вышли|зашёл|сн[её]с(?:ла|ли)?|сбросил[аи]?|покрыл[аи]?|накрыл[аи]?|карт[уаой]|played|threw|put|led|discarded|followed|pitched|covered|ruffed|trumped|overtook|card)(?![\p{L}])/iu;
/**
 * The offending side played: «нарушитель», «напарник провинившегося», «тот же защитник», «снова», «тоже», "the offender's partner",
 * "again", "also", a player after his own partner's lead out of turn ("after his partner's lead out of turn": round 169).
 */
const OFFENDER = /(?<![\p{L}])(?:нарушител\p{L}*|виновн\p{L}*|провинивш\p{L}*|тот\s+же|та\s+же|снова|ещё\s+раз|опять|тоже|offend\p{L}*|the\s+same\s+(?:defender|player)|again|also|(?:his|her)\s+partner['’]s\s+(?:lead|call|card|bid)\s+out\s+of\s+(?:turn|rotation)|(?:после|на)\s+(?:\p{L}+\s+){0,3}?вне\s+очереди\s+(?:своего|его|её)\s+(?:партн[её]р|напарник)\p{L}*)(?![\p{L}])/iu;
/**
 * …or the one who played out of turn is the teller's partner, and the teller played after him («партнёр вышел не в очередь, я
 * сразу подложил свою карту», "my partner opened a new trick out of turn and I dropped a card on it": round 153): the offending
 * side played.
 */
const PARTNER_OFFENDED =
  /(?<![\p{L}])(?:(?:мой\s+)?партн[её]р|(?:мой\s+)?напарник|my\s+partner|partner)(?![\p{L}])[^.;!?]{0,40}?(?:не\s+в\s+(?:свою\s+)?очередь|вне\s+очереди|out\s+of\s+(?:turn|rotation))[^.;!?]{0,30}?(?<![\p{L}])(?:я|i)(?![\p{L}])/iu;

/** Which side's card was played while the Director was awaited: the offending side's where the query says so. */
const playedBy = (query: string): 'awaitedOffender' | 'awaited' => (OFFENDER.test(query) || PARTNER_OFFENDED.test(query) ? 'awaitedOffender' : 'awaited');

let compiled: { notCalled: RegExp; awaited: RegExp; onTheWay: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    notCalled: new RegExp(`(?<![\\p{L}])${NOT_CALLED}(?![\\p{L}])`, 'iu'),
    awaited: new RegExp(`(?<![\\p{L}])${AWAITED}(?![\\p{L}])`, 'iu'),
    onTheWay: new RegExp(`(?<![\\p{L}])(?:${ON_THE_WAY})(?![\\p{L}])`, 'iu'),
  });

export type DirectorAwaitedCase = 'absent' | 'awaited' | 'awaitedOffender';

/** Whether the query tells the Director awaited, on his way, or not called (whatever was done meanwhile). */
export function directorWaitTold(query: string): boolean {
  const { notCalled, awaited, onTheWay } = patterns();
  return awaited.test(query) || onTheWay.test(query) || notCalled.test(query);
}

/** Where the query tells what players did before the Director ruled, and which case that is, or null. */
export function findDirectorAwaited(query: string): { at: number; case: DirectorAwaitedCase } | null {
  const { notCalled, awaited, onTheWay } = patterns();
  const w = awaited.exec(query);
  const waited = w ?? onTheWay.exec(query);
  // Players who ruled it themselves while he was awaited, and played on («пока судья шёл, игроки сами решили, что карта
  // штрафная, и сыграли дальше»: round 154): the players' ruling is the case, not the card.
  if (w && RULED_THEMSELVES.test(query)) return { at: w.index + w[0].length, case: 'absent' };
  if (waited && PLAYED.test(query)) return { at: waited.index + waited[0].length, case: playedBy(query) };
  // Awaited, and no card played, but the players ruled («пока шёл судья, соперники сами решили, какой масти мне ходить»).
  if (w && SETTLED.test(query.slice(0, w.index) + ' ' + query.slice(w.index + w[0].length))) return { at: w.index + w[0].length, case: 'absent' };
  const n = notCalled.exec(query);
  if (n && SETTLED.test(query.slice(0, n.index) + ' ' + query.slice(n.index + n[0].length))) return { at: n.index + n[0].length, case: 'absent' };
  if (n && PLAYED.test(query)) return { at: n.index + n[0].length, case: playedBy(query) };
  return null;
}

/** The query with what players did before the Director ruled named: the text's words for the case stand after the words told. */
export function readDirectorAwaited(query: string, words: DirectorAwaitedWords): string {
  const found = findDirectorAwaited(query);
  if (!found) return query;
  const named = found.case === 'absent' ? words.directorAbsent : found.case === 'awaited' ? words.directorAwaited : words.directorAwaitedOffender;
  return spliceWords(query, found.at, found.at, named);
}
