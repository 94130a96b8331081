/**
 * An inadmissible double or redouble told by whose call it doubled: a player doubled his own side's call («партнёр
 * контрировал мою же заявку», «Запад законтрил бид своего же партнёра», "partner doubled my 2 spades bid"), or redoubled a
 * call nobody doubled («реконтра без контры», «реконтра неконтрированного»). Law 36 rules on it; players tell whose bid was
 * doubled, and the double's words found the outcome of a double out of rotation. The query is read with the text's words for
 * the case (the page's string, search.play.inadmissibleDouble, Law 36's title) after the double told, whose words stay.
 * Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { seatsNamed } from './seats.ts';

export interface InadmissibleDoubleWords {
  /** The text's words for a double or redouble the rules do not allow (Law 36's title). */
  inadmissibleDouble: string;
}

/** A double or a redouble, by its noun or its verb. */
const DOUBLE =
  '(?:(?:ре|за)?контр(?:а|у|ой|ы|е|ировал[аи]?|ирует|ировать|ил[аи]?)?|законтрил[аи]?|реконтрил[аи]?|дабл|(?:re)?doubl(?:e|ed|es|ing)|x)';
/** Of his own side's call, said so whoever doubled («своей же», «собственное», «партнёрского», "his own", "his partner's"). */
const OWN_SIDE =
  "(?:(?:свою|свой|своё|своей|своего)\\s+же\\s+(?:\\p{L}+\\s+)?|собственн\\p{L}*\\s+|партн[её]рск\\p{L}*\\s+|(?:his|her|their)\\s+(?:own\\s+(?:side['’]s\\s+)?|partner['’]s\\s+))";
/** …or «мою», "my" where the doubler is the teller's partner («партнёр контрировал мою же заявку», "partner doubled my bid"). */
const MINE = "(?:мою|мой|моё|my)\\s+(?:же\\s+|own\\s+)?(?:\\p{L}+\\s+)?";
/** The call's owner told after it: «заявку (своего же) партнёра», "bid of his partner". */
const OWNER_AFTER = "\\s+(?:(?:своего|моего|его|собственного)\\s+)?(?:же\\s+)?(?:партн[её]р\\p{L}*|напарник\\p{L}*)|\\s+of\\s+his\\s+(?:own\\s+)?partner";
/** The partner as the doubler, told before the double. */
const PARTNER_BEFORE = /(?<![\p{L}])(?:партн[её]р|напарник|partner)(?![\p{L}])[^.;!?]{0,20}$/iu;
/** A call doubled: a bid's word or a bid. */
const CALL = '(?:заявк\\p{L}*|назначени\\p{L}*|бид\\p{L}*|ставк\\p{L}*|открыти\\p{L}*|\\d\\s*(?:♠|♥|♦|♣|бк|нт|nt|[cdhs](?![\\p{L}])|пик\\p{L}*|черв\\p{L}*|бубн\\p{L}*|треф\\p{L}*|spades?|hearts?|diamonds?|clubs?)(?:\\s+bid)?|bid|call|opening)';
/**
 * Own side told with an emphatic «же» or "own" at the call or its maker, anywhere in the double's sentence: «контра на 4 пики,
 * которые назначил мой же напарник», «свою же заявку», «собственное назначение», "his own side's 2♥".
 */
const EMPHATIC =
  "(?:(?:(?:сво|мо)\\p{L}{0,3}|его|её|ее)\\s+же|собственн\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:заявк|назначени|бид|ставк|открыти|партн[её]р|напарник|\\d)|(?:my|his|her|their)\\s+own\\s+(?:side['’]s\\s+|partner['’]s\\s+)?(?:bid|call|opening|partner|side|\\d)";
/** A redouble, by its word or its sign. */
const REDOUBLE = '(?:реконтр\\p{L}*|рекон|ре|xx|хх|rdbl|redoubl\\p{L}*)';
/**
 * That nothing was doubled, told anywhere in the redouble's sentence: «неконтрированный», «без контры», «контры не было»,
 * «контрировать никто и не думал», "undoubled", "without a double", "nobody had doubled".
 */
const NO_DOUBLE =
  "(?:не|не\\s*за)контрированн\\p{L}*|без\\s+(?:всякой\\s+)?контры|(?:не|нет|никто|никого|ни\\s+разу)\\s+(?:\\p{L}+\\s+){0,3}?(?:за)?контр\\p{L}*|(?:за)?контр\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:никто|не\\s+был\\p{L}*|не\\s+давал\\p{L}*|нет)" +
  "|un-?doubled|(?:no|without\\s+(?:a|any)|nobody|no\\s*-?\\s*one|never|not|n['’]t)\\s+(?:\\p{L}+\\s+){0,2}?doubl\\p{L}*";
/**
 * A seat doubling its partner's call, both told as seats: the doubler named (as the one who speaks) last before the double, the
 * call's maker told as its owner («1♥ Севера», "South's 2♣") near it («Юг отвечает на 1♥ Севера словом «контра»», "North
 * doubled South's 2♣"): one side, two seats. A seat named as the one who speaks after the double is the next to call, not the
 * owner.
 */
const OWNER_NEAR = 30;
const OWNER_FORM = /(?:а|'s|’s)$/iu;
function partnersCall(sentence: string, d: RegExpExecArray): boolean {
  const seats = seatsNamed(sentence).map((s) => ({ ...s, owner: OWNER_FORM.test(sentence.slice(s.start, s.end)) }));
  const [from, to] = [d.index, d.index + d[0].length];
  const doubler = seats.filter((s) => !s.owner && s.end <= from).pop();
  const owner = seats.find((s) => s.owner && (s.start >= to ? s.start - to : from - s.end) <= OWNER_NEAR && (!doubler || s.start > doubler.start));
  return doubler !== undefined && owner !== undefined && doubler.seat !== owner.seat && doubler.side === owner.side;
}
/** An opponent as the doubler: his double of the teller's side's call («…моего же партнёра») is no inadmissible one. */
const OPPONENT_BEFORE = /(?<![\p{L}])(?:соперник|оппонент|противник|opponent|lho|rho)\p{L}*/iu;
/** The call's owner told as the teller's, or his partner («мой же напарник», «моего партнёра», "my own bid"). */
const TELLERS = /(?<![\p{L}])(?:мо(?:й|я|ю|ё|е|его|ей|ему|им)|наш\p{L}*|my|our)(?![\p{L}])/iu;
/** The double at `at` in `text`, with its owner's words `owner`, doubles the teller's side's call, and an opponent made it. */
const opponentsDouble = (text: string, at: number, owner: string) => TELLERS.test(owner) && OPPONENT_BEFORE.test(text.slice(0, at));
/** A sentence of the query. */
const SENTENCE = /[^.;!?]+/gu;

let compiled: { own: RegExp; mine: RegExp; double: RegExp; emphatic: RegExp; redouble: RegExp; noDouble: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    own: new RegExp(`(?<![\\p{L}])${DOUBLE}\\s+(?:(?:на|поверх|of|on|over)\\s+)?(?:${OWN_SIDE}${CALL}|${CALL}(?:${OWNER_AFTER}))(?![\\p{L}])`, 'iu'),
    mine: new RegExp(`(?<![\\p{L}])${DOUBLE}\\s+(?:(?:на|поверх|of|on|over)\\s+)?${MINE}${CALL}(?![\\p{L}])`, 'iu'),
    double: new RegExp(`(?<![\\p{L}])${DOUBLE}(?![\\p{L}])`, 'iu'),
    emphatic: new RegExp(`(?<![\\p{L}])(?:${EMPHATIC})`, 'iu'),
    redouble: new RegExp(`(?<![\\p{L}])${REDOUBLE}(?![\\p{L}])`, 'iu'),
    noDouble: new RegExp(`(?<![\\p{L}])(?:${NO_DOUBLE})(?![\\p{L}])`, 'iu'),
  });

/** In one sentence: a double with its own side told emphatically (the double's span), or a redouble with no double told (the span of both). */
function findInSentence(sentence: string): [number, number] | null {
  const { double, emphatic, redouble, noDouble } = patterns();
  const r = redouble.exec(sentence);
  if (r) {
    // The words that say nothing was doubled are not the redouble's own.
    const rest = sentence.slice(0, r.index) + ' '.repeat(r[0].length) + sentence.slice(r.index + r[0].length);
    const n = noDouble.exec(rest);
    // The case's words stand after both: «реконтра без контры», «…XX over my undoubled 4H».
    if (n) return [Math.min(r.index, n.index), Math.max(r.index + r[0].length, n.index + n[0].length)];
  }
  const d = double.exec(sentence);
  if (!d) return null;
  const e = emphatic.exec(sentence);
  if (e && !opponentsDouble(sentence, d.index, e[0])) return [d.index, d.index + d[0].length];
  return partnersCall(sentence, d) ? [d.index, d.index + d[0].length] : null;
}

/** Where the query tells a double of one's own side's call, or a redouble of an undoubled one: its span, or null. */
export function findInadmissibleDouble(query: string): [number, number] | null {
  const { own, mine } = patterns();
  let m = own.exec(query);
  if (m && opponentsDouble(query, m.index, m[0])) m = null;
  if (!m) {
    const n = mine.exec(query);
    if (n && PARTNER_BEFORE.test(query.slice(0, n.index))) m = n;
  }
  if (m) return [m.index, m.index + m[0].length];
  for (const s of query.matchAll(SENTENCE)) {
    const at = findInSentence(s[0]);
    if (at) return [s.index + at[0], s.index + at[1]];
  }
  return null;
}

/** The query with an inadmissible double named: the text's words for the case stand after the double told. */
export function readInadmissibleDouble(query: string, words: InadmissibleDoubleWords): string {
  const at = findInadmissibleDouble(query);
  if (!at) return query;
  return spliceWords(query, at[1], at[1], words.inadmissibleDouble);
}
