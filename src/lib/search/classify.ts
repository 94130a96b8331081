/**
 * What kind of query a reader typed, so that each kind of place is weighed for it:
 *
 * - `id`: the query names a place (63A4, «п. 63.5», «law 64 b 3»): that place and the places
 *   citing it come first;
 * - `situation`: it tells who did what at the table («партнёр подсказал жестом», "declarer
 *   played from hand instead of dummy", «карта открыта»): the outcomes of «Что случилось?»
 *   answer it first;
 * - `term`: anything else — a topic in one or a few words («фальшренонсом», «штрафной картой»,
 *   "lead out of turn"): the law text and the commentary come first, outcomes among them.
 *
 * A situation has a predicate: a verb in the past or present («сыграл», «пошёл», «договорились»,
 * «принимает», "played", "led" after their subject), a short participle («открыта», «принят»,
 * "is exposed"), or a negation before a word («не может», "did not follow"; not before a
 * preposition or a demonstrative: «ход не с той руки» is a term). Read from word
 * endings, so any verb works; the few nouns of the Laws with a verb's ending are named.
 */
import { irregularVerbForm, termOf } from './terms.ts';

export type QueryClass = 'id' | 'term' | 'situation';

/** Nouns (and the id word «правило») whose endings look like a verb's or a participle's. */
export const RU_NOT_VERBS = /^(?:правил|болван|стол|сигнал|начал|материал|интервал|протокол|символ|защит|результат|обмен|размен|план|экран|кредит|лимит|маршрут|институт|атрибут|дефицит|транзит|салют)/u;
const RU_PAST = /^[а-я]{2,}[аеиоуыя]л(?:а|о|и|ся|ась|ось|ись)?$/u;
const RU_PRESENT = /^[а-я]{2,}(?:ает|яет|еет|ует|ит|ют|ут|ят|ется|ится|ются|ятся|утся|ает?ся)$/u;
/**
 * «открыта», «принят», «установлен», «назначен», «сыграна», «указан»: -ан/-ен only after the
 * consonants participles have there (a noun's genitive «экрана», «капитана» has others).
 */
const RU_SHORT_PARTICIPLE = /^(?:[а-я]{3,}(?:ыт|ят)|[а-я]{3,}(?:ован|[лжшчщ]ен|ыгран|бран|зан|сан))(?:а|о|ы)?$/u;
const RU_NEGATION = new Set(['не', 'нет', 'ни']);
/** Who is at the table, in any case form: «у юга 12 карт», «у партнёра две штрафные» say what he has. */
const RU_ACTORS = /^(?:юг|север|запад|восток|партн[её]р|разыгрывающ|защитник|вистующ|болван|стол|оппонент|противник|игрок|меня|него|н[её]е|них|нас|вас|тебя)/u;
/**
 * After «не», a preposition or a demonstrative makes a phrase that qualifies a noun, not a
 * predicate: «ход не с той руки», «заявка не в свою очередь», «не тот защитник», «не та сдача».
 */
const RU_NOMINAL_AFTER_NOT = /^(?:в|во|с|со|на|по|из|к|ко|от|до|за|у|при|для|без|о|об|тот|та|то|те|той|того|тому|тем|тех|ту|тою|свою|своей|своего|свой|своя|свое|своим|своем)$/u;
/** The past forms too short for the endings' rule: «дал», «взял», «был», «сел», «шёл», «мог», with their -а/-о/-и. */
const RU_SHORT_PAST = /^(?:дал|взял|был|сел|лег|легл|шел|шл|ушел|ушл|пошл|нашел|нашл|мог|могл|смог|смогл|нес|несл|вел|вел)(?:а|о|и)?$/u;

/** Besides the irregular verbs' forms that the search reads as their base (terms.ts): auxiliaries, and pasts alike to their present. */
const EN_PAST_ALSO = new Set('put let set cut hit spread quit did does done has had was were is are'.split(' '));
/** Auction words that are a verb (past or present) and a noun alike. */
const EN_AUCTION_VERBS = new Set(['bid', 'bids', 'call', 'calls', 'pass', 'passes', 'double', 'doubles', 'redouble', 'redoubles', 'open', 'opens', 'overcall', 'overcalls']);
const EN_NOT_PAST = /^(?:need|speed|seed|hundred|bed|red|indeed|proceed|exceed|succeed)$/u;
/** After a participle in -ed, a word that is not one of these makes it attributive ("established revoke", "quitted tricks"). */
const EN_LINKS = new Set('a an the at by for from in into of on onto out to with without before after during instead then when while and or but so as his her their its'.split(' '));
/** Who acts at the table: a past form right after one is a predicate whatever follows ("dummy asked declarer", "he had no diamonds"). */
const EN_ACTORS = new Set('declarer dummy partner defender defenders player players opponent opponents lho rho north south east west he she they we i offender revoker director td everyone nobody someone'.split(' '));
const EN_NEGATION = new Set(['not', "didn't", "doesn't", "don't", 'never']);

const WORDS = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** Content words from which a query is a sentence: a term is one to five (issue 35: situations are 6–20 words). */
const SENTENCE = 6;

/** Whether one word (lower case, «ё» as «е») reads as a predicate. */
function predicate(w: string, prev: string | undefined, next: string | undefined): boolean {
  if (/[а-я]/u.test(w)) {
    if (RU_SHORT_PAST.test(w)) return true;
    if (w.length < 5 || RU_NOT_VERBS.test(w)) return false;
    return RU_PAST.test(w) || RU_PRESENT.test(w) || RU_SHORT_PARTICIPLE.test(w);
  }
  // A past form after its subject, and not before a noun it qualifies: "dummy played", "card
  // exposed during the auction", "lead accepted" — not "established revoke", "quitted tricks".
  // "bid", "call", "pass" are nouns of the auction as often: a verb only right after who acted ("RHO bid 1S").
  if (EN_AUCTION_VERBS.has(w)) return prev !== undefined && EN_ACTORS.has(prev);
  const past = EN_PAST_ALSO.has(w) || irregularVerbForm(w) || (w.length >= 5 && w.endsWith('ed') && !EN_NOT_PAST.test(w));
  // A call after the verb is its object: "bidder said 2NT".
  return past && prev !== undefined && (next === undefined || EN_LINKS.has(next) || EN_ACTORS.has(prev) || /^\d/u.test(next));
}

/** The class of a query (its words, the id already read out of it: `hasRef`). */
export function classify(query: string, hasRef: boolean): QueryClass {
  if (hasRef) return 'id';
  const words = [...query.toLowerCase().replace(/ё/gu, 'е').matchAll(WORDS)].map((m) => m[0]);
  const content = words.filter((w) => termOf(w, 'query') !== null);
  if (content.length < 2) return 'term';
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if ((RU_NEGATION.has(w) || EN_NEGATION.has(w)) && k + 1 < words.length && !(w !== 'нет' && RU_NOMINAL_AFTER_NOT.test(words[k + 1]!))) return 'situation';
    if (predicate(w, words[k - 1], words[k + 1])) return 'situation';
    // What a player has: «у» and who, then what he has (a possession needs no verb in Russian).
    if (w === 'у' && k + 2 < words.length && RU_ACTORS.test(words[k + 1]!)) return 'situation';
  }
  // A sentence this long tells what happened even where no word of it reads as a verb ("dummy slid
  // the queen forward…": an irregular past the list lacks; "the director realises his ruling was wrong").
  if (content.length >= SENTENCE) return 'situation';
  return 'term';
}
