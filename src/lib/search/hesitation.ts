/**
 * Unauthorised information told by the manner of a call, not by the law's words: a pause («партнёр
 * полминуты решал», «тянул с пасом», «задумчивый пас», "tanked", "slow double"), a haste («так быстро
 * сказал «контра»», "instant double"), a tone or a face («с нажимом», «недовольным тоном», «вздохнул»,
 * «поморщился», "sighed", "muttered", "gave me a look"). Law 16 and Law 73 rule on it; players tell
 * what they saw and heard, and the call's words («пас», «контра») found the outcomes of calls out of
 * rotation. Such a query is read with the text's words for the case (the page's strings,
 * search.play.hesitation) after the manner told, whose words stay. Not where an onlooker made the sign («зритель
 * охнул», "a spectator groaned"): that is Law 76's, and the query's own words find it. Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface HesitationWords {
  /** The text's words for partner's hesitation and the information it gives («пауза партнёра, нелегальная информация»). */
  hesitation: string;
}

/** How long: «долго», «полминуты», «минуту», «секунд двадцать», «20 секунд», "for ages", "a minute". */
const LONG = '(?:долго|очень\\s+долго|полминуты|почти\\s+минуту|минуту|пару\\s+минут|секунд\\s+\\p{L}+|\\d+\\s+секунд|целую\\s+вечность|вечность)';
/** A pause, a haste, a tone or a face, in either language. */
const MANNER =
  `(?:${LONG}\\s+(?:\\p{L}+\\s+)?(?:думал[аи]?|решал[аи]?|размышлял[аи]?|тянул[аи]?|держал[аи]?|крутил[аи]?|молчал[аи]?|колебал(?:ся|ась|ись)|смотрел[аи]?)` +
  `|(?:думал[аи]?|решал[аи]?|размышлял[аи]?|молчал[аи]?)\\s+${LONG}|тянул[аи]?\\s+с\\s+\\p{L}+|дотянул[аи]?\\s+до|задумчив[а-яё]*|задумчивост[а-яё]*|завис[а-яё]*\\s+(?:перед|над)|замешкал[а-яё]*|замедлени[а-яё]*|затянут[а-яё]*|затянул[аи]?\\s+с|пауз[а-яё]*` +
  `|с\\s+(?:особым\\s+)?(?:нажимом|напором|интонацией|вопросительной\\s+интонацией)|(?:недовольн|кисл|удивл|раздражённ|многозначительн)[а-яё]*\\s+(?:тоном|лицом|видом|взглядом)|(?:таким|особым|странным)\\s+тоном|интонаци[а-яё]*\\s+(?:в\\s+)?голос[а-яё]*|нажимом\\s+в\\s+голосе` +
  `|вздохнул[аи]?|поморщил(?:ся|ась|ись)|пробурчал[аи]?|пробормотал[аи]?|хмыкнул[аи]?|скривил(?:ся|ась|ись)|покачал[аи]?\\s+головой|(?:так\\s+)?(?:быстро|мгновенно|моментально)\\s+(?:сказал[аи]?|дал[аи]?|спасовал[аи]?|заявил[аи]?|законтрил[аи]?|положил[аи]?\\s+(?:пас|контру|карточку))` +
  `|tank(?:ed|s|ing)?|hesitat[a-z]*|(?:slow|quick|fast|instant|snap)\\s+(?:double|pass|bid|call|redouble)|(?:long|noticeable|marked)\\s+(?:pause|hesitation|think|huddle)|huddled?|break\\s+in\\s+tempo|thought\\s+for\\s+(?:ages|a\\s+long\\s+time|a\\s+minute|a\\s+while)` +
  `|sighed|muttered|groaned|grimaced|frowned|huffed|gave\\s+(?:me|him|her)\\s+a\\s+look|shook\\s+(?:his|her)\\s+head|(?:with\\s+(?:great\\s+)?emphasis|emphatic(?:ally)?)|in\\s+a\\s+(?:\\p{L}+\\s+)?(?:tone|voice)|tone\\s+of\\s+voice)`;

/** Someone who is not at the table as a player: a spectator, in either language. */
const ONLOOKER = /(?<![\p{L}])(?:зрител[а-яё]*|болельщик[а-яё]*|кибит?ц[а-яё]*|посторонн[а-яё]*|наблюдател[а-яё]*|зевак[а-яё]*|spectators?|kibit(?:z|ze)rs?|onlookers?|audience|vugraph)(?![\p{L}])/iu;

let compiled: RegExp | undefined;
const pattern = () => (compiled ??= new RegExp(`(?<![\\p{L}])${MANNER}(?![\\p{L}])`, 'iu'));

/** Where the query tells the manner of a call: its span, or null. */
export function findHesitationTold(query: string): [number, number] | null {
  const m = pattern().exec(query);
  return m ? [m.index, m.index + m[0].length] : null;
}

/** The query with the manner of a call named: the text's words for the case stand after the manner told, whose words stay. */
export function readHesitation(query: string, words: HesitationWords): string {
  const at = findHesitationTold(query);
  if (!at || ONLOOKER.test(query)) return query;
  return spliceWords(query, at[1], at[1], words.hesitation);
}
