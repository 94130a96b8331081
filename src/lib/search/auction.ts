/**
 * Calls typed into a search query («1БК», "2NT", «3♠», «две трефы», «1 черву», "2 hearts"):
 * auction tokens, not noise. A contract bid is no word of the text (the Laws say «назначение»,
 * "bid"), so each is read as the language's word for a bid, and a bid not higher than one
 * before it in the query («после 2 треф сказал 1 черву») as the words for an insufficient bid: the
 * query then points to the laws of the auction (insufficient bid, call out of rotation, change
 * of call); a bid named as the one meant in place of the one made («4♥ вместо 4♠», "said one heart, meant one
 * spade") as the words for a change of call; a query telling how a bid was explained («сказали, что 2♣ натуральная», "LHO said
 * their 2♦ showed hearts") gets the words for an agreement explained. «Пас», «контра», "pass", "double" are words of the text and stay as they are.
 * The words come from the page's strings (src/i18n/, search.auction.*). Plain TypeScript.
 */
import { numeral } from './terms.ts';

export interface AuctionWords {
  /** The text's word for a bid («назначение», "bid"). */
  bid: string;
  /** The text's word for a bid not higher than the last («недостаточное», "insufficient"). */
  insufficient: string;
  /** The text's words for a bid above the seven level («назначение выше семи», "bid of more than seven"; Law 38). */
  overSeven: string;
  /** The text's words for a change of call («изменение заявки», "change of call"; Law 25): a bid made in place of the one meant. */
  changed: string;
  /** The text's words for what a call means to the partnership, explained («объяснение соглашения», "explanation of the agreement"). */
  meaning: string;
}

export interface Bid {
  level: number;
  /** 0 clubs, 1 diamonds, 2 hearts, 3 spades, 4 no trumps. */
  strain: number;
  start: number;
  end: number;
}

/** A denomination in any case form, by symbol, letter or word, in either language. */
const STRAINS: [RegExp, number][] = [
  [/^(?:[♣♧]|c|с|к|т|треф[а-яё]*|крест[а-яё]*|clubs?)$/iu, 0],
  [/^(?:[♦♢]|d|б|бубн[а-яё]*|бубен|diamonds?)$/iu, 1],
  [/^(?:[♥♡]|h|ч|черв[а-яё]*|черей|hearts?)$/iu, 2],
  [/^(?:[♠♤]|s|п|пик[а-яё]*|spades?)$/iu, 3],
  [/^(?:nt|n|бк|б\/к|notrumps?|no-?trumps?|no trumps?|без козыр[а-яё]*|бескозыр[а-яё]*)$/iu, 4],
];
const strainOf = (s: string): number | null => STRAINS.find(([re]) => re.test(s.replace(/\s+/gu, ' ')))?.[1] ?? null;

/** A token of the query: a word, a number glued to letters, or a suit symbol. */
const TOKEN = /[1-9](?:[♣♦♥♠♧♢♡♤]|б\/к)|[\p{L}\d]+(?:\/[\p{L}]+)?|[♣♦♥♠♧♢♡♤]/gu;
/** A level glued to its denomination: «1БК», "2NT", «3♠», "4H". */
const GLUED = /^([1-9])(.+)$/u;
/** A verb of calling: before a level above seven apart from its denomination («заявил восемь пик»), where «у него восемь пик» is a holding. */
const CALLED = /^(?:заявил[аи]?|сказал[аи]?|назначил[аи]?|объявил[аи]?|открыл[аи]?|торговал[аи]?|перебил[аи]?|bid|bids|called|calls|opened|said)$/iu;

/**
 * The contract bids of a query, in order: a level (a digit 1–7 or a number word) and a
 * denomination, glued («1БК», "2NT", «3♠») or apart («2 треф», «две трефы», "2 hearts", «1 без
 * козыря», "3 no trumps"). Apart, a letter alone is a word («2 с», "3 d"), not a denomination.
 * A bid above seven (Law 38) is one too, glued («8БК», "8NT"), or apart after a verb of calling
 * («заявил восемь пик», "bid eight spades"; «у него восемь пик» is a holding), or apart in no trumps ("eight no trump").
 */
export function findBids(query: string): Bid[] {
  const toks = [...query.matchAll(TOKEN)].map((m) => ({ s: m[0], start: m.index, end: m.index + m[0].length }));
  const out: Bid[] = [];
  const levelOf = (s: string) => (/^[1-9]$/u.test(s) ? Number(s) : numeral(s.toLowerCase().replace(/ё/gu, 'е')));
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const glued = GLUED.exec(t.s);
    if (glued) {
      const strain = strainOf(glued[2]!);
      if (strain !== null) out.push({ level: Number(glued[1]), strain, start: t.start, end: t.end });
      continue;
    }
    const level = levelOf(t.s);
    if (level === null || level < 1 || level > 13) continue;
    const called = level <= 7 || toks.slice(Math.max(0, i - 2), i).some((w) => CALLED.test(w.s));
    // One word, or two («без козыря», "no trumps").
    for (const n of [2, 1]) {
      const words = toks.slice(i + 1, i + 1 + n);
      if (words.length < n || (n === 1 && words[0]!.s.length === 1 && /\p{L}/u.test(words[0]!.s))) continue;
      const strain = strainOf(words.map((w) => w.s).join(' '));
      // Above seven, no trumps are a bid with no verb before them ("eight no trump", «восемь без козыря»): nobody holds them.
      if (strain === null || (!called && strain !== 4)) continue;
      out.push({ level, strain, start: t.start, end: words[n - 1]!.end });
      i += n;
      break;
    }
  }
  return out;
}

/**
 * What stands between a bid and the one it was made over: «после», «на», "over", "after", with a possessive;
 * a word or two may come before it — the bidding box's card, how soon ("put out the 2♦ card over my 2♠",
 * "1♥ straight after my 1NT", «2♥ сразу после моих 2♠», «4♣ в ответ на 3БК») — but no punctuation, which
 * would end the clause.
 */
const OVER = /^\s*(?:\p{L}+\s+){0,2}?(?:over|after|on top of|после|на|поверх)\s+(?:(?:our|his|her|their|my|the|partner['’]s|opponent['’]s|нашего|нашей|нашим|наших|наши|наш|моего|моей|моих|мои|мой|его|её|их|партнёра|партнера)\s+)?$/iu;

/**
 * What stands right before the bid meant, in place of the one made: «вместо», "instead of", "rather than", «хотел
 * (сказать)», «имел в виду», "meant (to bid)" — after the bid made («положил 4♥ вместо 4♠», "said one heart, meant one
 * spade", «сказал 2 черви и сразу поправился, хотел 2 пики») or before it («вместо 2♥ схватил из бокса 2♠»).
 */
const INSTEAD = /(?:^|[^\p{L}])(?:вместо|instead\s+of|rather\s+than|(?:хотел[аи]?|имел[аи]?\s+в\s+виду|meant|wanted|intended)(?:\s+(?:сказать|заявить|назначить|положить|to\s+(?:bid|say|call|open)))?)[\s,;:—–-]*$/iu;

/**
 * What a call means, told beside it: its kind («натуральная», «искусственная», «слабые», «короткая», «вызывная», "natural",
 * "artificial", "weak", "forcing", "takeout"), a convention's name («стейман», «трансфер», «мульти», "Stayman", "relay"), what it
 * showed («показывала обе мажорные», "showed the minors") or a range of points («12–14», "15-17 HCP").
 */
const MEANING = /(?<![\p{L}\d])(?:натуральн|искусствен|конвенционн|слаб(?:ая|ое|ые|ый|ую|ых|ой|ого)|сильн(?:ая|ое|ые|ый|ую|ых|ой|ого)|коротк|длинн|форсирующ|вызывн|карательн|стейман|трансфер|мульти|релей|показыва|показал|natural|artificial|conventional|weak|strong|short|forcing|take-?out|stayman|transfer|multi|relay|showed|shows|showing|promised|\d{1,2}\s*[-–—]\s*\d{1,2}(?![\d.]))/iu;

/**
 * That an explanation was given: «объяснил», «рассказал», «сказал, что…», «на вопрос…», "explained", "told us", "said their…"
 * (not «сказал 2♣», a call made). Where an alert is spoken of, the question is the alert, not what was said.
 */
const EXPLAINED = /(?<![\p{L}])(?:объясн|расска|расшифр|сказал[аи]?,?\s+что|на\s+вопрос|explain|told\s+(?:us|them|me|the)|said\s+(?:that\s+)?(?:their|the|it|his|her|my|our)\b)/iu;
const ALERT = /(?<![\p{L}])(?:алерт|заалерт|alert)/iu;

/** Whether a bid is higher than another (level, then denomination). */
const higher = (a: Bid, b: Bid) => a.level > b.level || (a.level === b.level && a.strain > b.strain);

/**
 * The query with each contract bid read as the word for a bid; a bid not higher than one before
 * it in the query is read as «недостаточное назначение», "insufficient bid"; a bid above seven as
 * «назначение выше семи», "bid of more than seven".
 */
export function readAuction(query: string, words: AuctionWords): string {
  const bids = findBids(query);
  let out = '';
  let at = 0;
  // «1♠ после 1БК», "1S over our 1NT": the bid named first was made after the next one, which is
  // then compared with none named before it that came after it in the auction.
  const overNext = bids.map((b, k) => k + 1 < bids.length && OVER.test(query.slice(b.end, bids[k + 1]!.start)));
  // «4♥ вместо 4♠», "one heart, meant one spade": the bid after the link was meant, not made — a change of call, no bid of the auction.
  const meant = bids.map((b, k) => bids.length > 1 && b.level <= 7 && INSTEAD.test(query.slice(k > 0 ? bids[k - 1]!.end : 0, b.start)));
  bids.forEach((b, k) => {
    if (meant[k]) {
      out += `${query.slice(at, b.start)}${words.changed}`;
      at = b.end;
      return;
    }
    if (b.level > 7) {
      out += `${query.slice(at, b.start)}${words.overSeven}`;
      at = b.end;
      return;
    }
    const next = bids[k + 1];
    const before = bids.slice(0, k).filter((a, j) => a.level <= 7 && !meant[j] && !(j === k - 1 && overNext[j]));
    const low = before.some((a) => !higher(b, a)) || (overNext[k]! && next!.level <= 7 && !higher(b, next!));
    out += `${query.slice(at, b.start)}${low ? `${words.insufficient} ` : ''}${words.bid}`;
    at = b.end;
  });
  // «сказали, что 2♣ натуральная», "LHO said their 2♦ showed hearts": the call's meaning as explained is the question — the
  // text's words for an agreement explained.
  const told = bids.some((b) => b.level <= 7) && MEANING.test(query) && EXPLAINED.test(query) && !ALERT.test(query);
  return `${out}${query.slice(at)}${told ? ` ${words.meaning}` : ''}`;
}
