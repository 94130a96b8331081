/**
 * A concession or an agreement withdrawn, told by what happened: a player agreed to a claim or gave
 * tricks away («согласился с клеймом», «кивнул», «отдал последнюю взятку», «сказал «остальные
 * ваши»», "I agreed", "nodded to the claim", "conceded one down"), and then found he could not have
 * lost them («а потом понял», «оказалось», «хотя у него был старший козырь», "then realised", "but
 * partner still had the ace"). Law 71 rules on it; players tell the nod and the discovery, and the
 * claim's words found the disputed claim's outcome. Such a query is read with the text's words for
 * the case (the page's strings, search.play.concession) after the agreement told, whose words stay.
 * Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface ConcessionWords {
  /** The text's words for a concession or an agreement withdrawn («уступку или согласие отзывают»). */
  concession: string;
}

/** Agreeing to a claim, or giving tricks away. */
const AGREED =
  `(?:согласил(?:ся|ась|ись)|соглашается|согласи[еяю]|кивнул[аи]?|принял[аи]?\\s+(?:\\p{L}+\\s+)?(?:клейм|претензи)[а-яё]*|не\\s+стал[аи]?\\s+спорить|подтвердил[аи]?\\s+(?:\\p{L}+\\s+)?(?:клейм|претензи)[а-яё]*|махнул[аи]?\\s+рукой` +
  `|уступил[аи]?|отдал[аи]?|отдаю|признал[аи]?|промолчал[аи]?|сказал[аи]?\\s+[«"„“]?(?:ладно|одну\\s+отдаю|остальн[а-яё]*\\s+(?:ваш[а-яё]*|отдаю)|последн[а-яё]*\\s+(?:\\p{L}+\\s+)?ваш[а-яё]*|дальше\\s+(?:всё\\s+)?ваш[а-яё]*)` +
  `|agreed|agree\\s+to|nodded|accepted\\s+(?:\\p{L}+\\s+){0,2}claim|acquiesc[a-z]*|conced(?:ed|es)|gave\\s+(?:declarer|them|him|the\\s+opponents)\\s+(?:the\\s+)?(?:last|rest|remaining)|didn['’]t\\s+object|did\\s+not\\s+object|went\\s+along)`;
/** …and then finding he could not have lost them, or holding the winner all along. */
const FOUND =
  `(?:понял[аи]?|поняли|оказал(?:ся|ась|ись)|оказалось|оказывает?ся|увидел[аи]?|выяснилось|вспомнил[аи]?|сообразил[аи]?|дошло|спохватил(?:ся|ась|ись)|передумал[аи]?|хотя\\s+(?:у\\s+\\p{L}+\\s+)?(?:был|была|были|его|её|сидел)|не\\s+согласен` +
  `|reali[sz]ed?|noticed|then\\s+saw|saw\\s+that|turned\\s+out|had\\s+actually|found\\s+(?:that|out)|still\\s+(?:had|held)|would\\s+have\\s+(?:won|taken)|changed\\s+(?:his|her|my|our)\\s+mind)`;

let compiled: { agreed: RegExp; found: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    agreed: new RegExp(`(?<![\\p{L}])${AGREED}(?![\\p{L}])`, 'iu'),
    found: new RegExp(`(?<![\\p{L}])${FOUND}(?![\\p{L}])`, 'iu'),
  });

/** Where the query tells an agreement then its discovery: the agreement's span, or null. */
export function findConcessionTold(query: string): [number, number] | null {
  const { agreed, found } = patterns();
  const a = agreed.exec(query);
  if (!a) return null;
  // The discovery after the agreement.
  return found.test(query.slice(a.index + a[0].length)) ? [a.index, a.index + a[0].length] : null;
}

/** The query with a concession withdrawn named: the text's words for the case stand after the agreement told, whose words stay. */
export function readConcession(query: string, words: ConcessionWords): string {
  const at = findConcessionTold(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.concession);
}
