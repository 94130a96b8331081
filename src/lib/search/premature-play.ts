/**
 * A premature play told by whom it went before: a player played or led before his partner («Восток бросил карту раньше
 * Запада», «сыграл, пока партнёр ещё думал», "East threw his ten before West had played", "fourth hand played before second
 * hand", "led again while West still had to play"). Law 57 rules on a defender's (one outcome), Law 45 on declarer's (another);
 * players tell the order of the cards, and the cards' words found the penalty cards' and the leads' outcomes. The query is
 * read with the text's words for the case of the side that played (the page's strings, search.play.premature /
 * prematureDeclarer) after the order told, whose words stay. Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';

export interface PrematureWords {
  /** The text's words for a defender's premature lead or play («преждевременный ход или игра защитника»). */
  premature: string;
  /** …and for declarer's («преждевременная игра разыгрывающего»). */
  prematureDeclarer: string;
}

/** A card played or led. */
const PLAYED =
  '(?:сыграл[аи]?|положил[аи]?|бросил[аи]?|кинул[аи]?|выложил[аи]?|сн[её]с(?:ла|ли)?|сбросил[аи]?|выдернул[аи]?|подложил[аи]?|пош[её]л|зашёл|вышел' +
  '|played|plays|threw|throws|pitched|tossed|dropped|put\\s+(?:down|on)|led|leads|followed|contributed|grabbed|pulled|snatched|took|detached)';
/** Before whom, or while whom still had to play («раньше партнёра», «пока Запад ещё думал», "before his partner", "while West was still thinking"). */
const BEFORE =
  '(?:раньше|прежде|вперёд|впереди)\\s+(?:(?:своего|его|её)\\s+)?(?:партн[её]р[а-яё]*|напарник[а-яё]*|запад[а-яё]*|восток[а-яё]*|север[а-яё]*|юг[а-яё]*|втор[а-яё]+\\s+рук[а-яё]*|(?:перв|левого|правого)[а-яё]*\\s+(?:рук|сосед|соперник|оппонент)[а-яё]*)' +
  '|(?:не\\s+дожда(?:вшись|ясь)|не\\s+дожидаясь)(?:,?\\s+пока)?\\s+(?:(?:своего|его)\\s+)?(?:партн[её]р|напарник|запад|восток|север|юг)[а-яё]*' +
  '|пока\\s+(?:(?:его|её|свой|мой)\\s+)?(?:партн[её]р|напарник|запад|восток|север|юг|втор[а-яё]+\\s+рука)[а-яё]*\\s+(?:ещё\\s+)?(?:думал|решал|выбирал|не\\s+сыграл|не\\s+положил|размышлял)[а-яё]*' +
  "|(?:before|ahead\\s+of)\\s+(?:(?:his|her|my|their)\\s+)?(?:partner|west|east|north|south|second\\s+hand|lho|rho)(?:['’]s)?(?:\\s+(?:had|did|could|was))?" +
  '|while\\s+(?:(?:his|her|my)\\s+)?(?:partner|west|east|north|south|second\\s+hand)\\s+(?:was\\s+)?still\\s+(?:thinking|choosing|deciding|had\\s+to\\s+play|to\\s+play)';
/** Declarer's side: the one who played is declarer, or dummy's card («со стола»). */
const DECLARER = /разыгрывающ|декларант|декларер|со\s+стола|болван|declarer|dummy/iu;
/** The defenders' side: a defender, a seat, a hand («Восток», "fourth hand"). */
const DEFENDER = /защитник|вистующ|вистун|вистер|defender|(?<![\p{L}])(?:восток|запад|east|west|lho|rho|second\s+hand|fourth\s+hand|втор\p{L}*\s+рук|четв\p{L}*\s+рук)(?![\p{L}])/iu;
/** A revoke told: its moment is revoke-time.ts's («…before East played West said he has a heart»). */
const REVOKE = /ренонс|revok|reneg|renig|не\s+в\s+масть|follow\s+suit/iu;
/** A call, not a card: the auction is out-of-turn-call.ts's. */
const AUCTION = /(?<![\p{L}])(?:пас|пасовал|спасовал|контр[а-яё]*|заявк[а-яё]*|назначени[а-яё]*|торговл[а-яё]*|pass(?:ed)?|doubled?|bid|bidding|auction)(?![\p{L}])/iu;

let compiled: { played: RegExp; before: RegExp } | undefined;
const patterns = () =>
  (compiled ??= {
    played: new RegExp(`(?<![\\p{L}])${PLAYED}(?![\\p{L}])`, 'giu'),
    before: new RegExp(`(?<![\\p{L}])(?:${BEFORE})(?![\\p{L}])`, 'iu'),
  });

/** Where the query tells a card played before the partner's, and whether declarer's side played it, or null. */
export function findPrematureTold(query: string): { at: [number, number]; declarer: boolean } | null {
  if (AUCTION.test(query) || REVOKE.test(query)) return null;
  const { played, before } = patterns();
  const b = before.exec(query);
  if (!b) return null;
  // The card played in the same clause, before or after the order told.
  const clause = (from: number, to: number) => !/[.;!?]/u.test(query.slice(from, to));
  const near = [...query.matchAll(played)].filter((m) => (m.index < b.index ? clause(m.index, b.index) : clause(b.index, m.index)) && Math.abs(m.index - b.index) <= 60);
  // The one before the order told, nearest («declarer followed before RHO had played»: «played» is RHO's); else the one after it.
  const play = near.filter((m) => m.index < b.index).pop() ?? near.find((m) => m.index > b.index);
  if (!play) return null;
  // Who played: the one named last before the verb («разыгрывающий пошёл с руки, Восток бросил карту раньше Запада» is East).
  const who = query.slice(0, play.index);
  const last = (re: RegExp) => Math.max(-1, ...[...who.matchAll(new RegExp(re.source, 'giu'))].map((m) => m.index));
  return { at: [b.index, b.index + b[0].length], declarer: last(DECLARER) > last(DEFENDER) };
}

/** The query with a premature play named by the side that played: the text's words for it stand after the order told. */
export function readPremature(query: string, words: PrematureWords): string {
  const found = findPrematureTold(query);
  if (!found) return query;
  const to = found.at[1];
  return spliceWords(query, to, to, found.declarer ? words.prematureDeclarer : words.premature);
}
