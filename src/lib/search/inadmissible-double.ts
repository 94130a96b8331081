/**
 * An inadmissible double or redouble told by whose call it doubled: a player doubled his own side's call («партнёр
 * контрировал мою же заявку», «Запад законтрил бид своего же партнёра», "partner doubled my 2 spades bid"), or redoubled a
 * call nobody doubled («реконтра без контры», «реконтра неконтрированного»). Law 36 rules on it; players tell whose bid was
 * doubled, and the double's words found the outcome of a double out of rotation. The query is read with the text's words for
 * the case (the page's string, search.play.inadmissibleDouble, Law 36's title) after the double told, whose words stay.
 * Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface InadmissibleDoubleWords {
  /** The text's words for a double or redouble the rules do not allow (Law 36's title). */
  inadmissibleDouble: string;
}

/** A double or a redouble, by its noun or its verb. */
const DOUBLE =
  '(?:(?:ре)?контр(?:а|у|ой|ы|е|ировал[аи]?|ирует|ировать|ил[аи]?)?|законтрил[аи]?|реконтрил[аи]?|дабл|(?:re)?doubl(?:e|ed|es|ing))';
/** Of his own side's call, said so whoever doubled («своей же», «собственное», «партнёрского», "his own", "his partner's"). */
const OWN_SIDE =
  "(?:(?:свою|свой|своё|своей|своего)\\s+же\\s+(?:\\p{L}+\\s+)?|собственн\\p{L}*\\s+|партн[её]рск\\p{L}*\\s+|(?:his|her|their)\\s+(?:own\\s+(?:side['’]s\\s+)?|partner['’]s\\s+))";
/** …or «мою», "my" where the doubler is the teller's partner («партнёр контрировал мою же заявку», "partner doubled my bid"). */
const MINE = "(?:мою|мой|моё|my)\\s+(?:же\\s+|own\\s+)?(?:\\p{L}+\\s+)?";
/** The call's owner told after it: «заявку (своего же) партнёра», "bid of his partner". */
const OWNER_AFTER = "\\s+(?:(?:своего|моего|его)\\s+)?(?:же\\s+)?(?:партн[её]р\\p{L}*|напарник\\p{L}*)|\\s+of\\s+his\\s+(?:own\\s+)?partner";
/** The partner as the doubler, told before the double. */
const PARTNER_BEFORE = /(?<![\p{L}])(?:партн[её]р|напарник|partner)(?![\p{L}])[^.;!?]{0,20}$/iu;
/** A call doubled: a bid's word or a bid. */
const CALL = '(?:заявк\\p{L}*|назначени\\p{L}*|бид\\p{L}*|ставк\\p{L}*|\\d\\s*(?:♠|♥|♦|♣|бк|нт|nt|[cdhs](?![\\p{L}])|пик\\p{L}*|черв\\p{L}*|бубн\\p{L}*|треф\\p{L}*|spades?|hearts?|diamonds?|clubs?)(?:\\s+bid)?|bid|call|opening)';
/** A redouble of a call nobody doubled. */
const UNDOUBLED = '(?:реконтр\\p{L}*\\s+(?:без\\s+контры|неконтрированн\\p{L}*|на\\s+неконтрированн\\p{L}*)|redoubl\\p{L}*\\s+(?:without\\s+a\\s+double|an?\\s+undoubled|when\\s+nobody\\s+had\\s+doubled))';

let compiled: { own: RegExp; mine: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    own: new RegExp(`(?<![\\p{L}])(?:${DOUBLE}\\s+(?:(?:на|of|on)\\s+)?(?:${OWN_SIDE}${CALL}|${CALL}(?:${OWNER_AFTER}))|${UNDOUBLED})(?![\\p{L}])`, 'iu'),
    mine: new RegExp(`(?<![\\p{L}])${DOUBLE}\\s+(?:(?:на|of|on)\\s+)?${MINE}${CALL}(?![\\p{L}])`, 'iu'),
  });

/** Where the query tells a double of one's own side's call, or a redouble of an undoubled one: its span, or null. */
export function findInadmissibleDouble(query: string): [number, number] | null {
  const { own, mine } = patterns();
  let m = own.exec(query);
  if (!m) {
    const n = mine.exec(query);
    if (n && PARTNER_BEFORE.test(query.slice(0, n.index))) m = n;
  }
  return m ? [m.index, m.index + m[0].length] : null;
}

/** The query with an inadmissible double named: the text's words for the case stand after the double told. */
export function readInadmissibleDouble(query: string, words: InadmissibleDoubleWords): string {
  const at = findInadmissibleDouble(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.inadmissibleDouble);
}
