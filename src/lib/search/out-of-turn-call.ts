/**
 * A call out of rotation told by whose turn it was, not by the law's words: «Запад назначил 2♣, хотя
 * говорить должен был Юг», «сдавал Юг, но первым открыл Запад», «дал контру, не дождавшись партнёра»,
 * "East doubled at North's turn", "RHO opened before the dealer had called". Laws 29–32 rule on it,
 * one outcome for each kind of call: a pass, a bid, a double or a redouble. A query tells several
 * calls («…а Юг потом спасовал»), and the other calls' words found the other kinds' outcomes. The call
 * made out of turn is the one told nearest to whose turn it was, where the query tells who made it (a seat, a player: not a
 * rule stated, «заявка вне очереди аннулируется»); the query is read with the text's
 * words for that kind (the page's strings, search.play.outOfTurn*) after the turn told, whose words
 * stay. A bid at the left-hand opponent's turn («в очередь левого соседа», "at his LHO's turn") is read with the words of
 * Law 31B's footnote instead (31.3: by a player who had called before, it is an attempt to change a call, Law 25). Plain TypeScript.
 */
import { spliceWords } from './splice-words.ts';
import { seatsNamed } from './seats.ts';

export interface OutOfTurnWords {
  /** The text's words for each kind of call made out of rotation («пас вне очереди», "a pass out of rotation"). */
  outOfTurnPass: string;
  outOfTurnBid: string;
  outOfTurnDouble: string;
  /** The text's words for a bid at the left-hand opponent's turn, which Law 31B sends to Law 25 (31.3: a change of call). */
  outOfTurnAtLho: string;
}

type Kind = 'pass' | 'bid' | 'double';

/** Whose turn it was, or that it was not the caller's. */
const TURN =
  '(?:вне\\s+очереди|не\\s+в\\s+(?:сво[юй]\\s+)?(?:очередь|ч[её]рёд|черед)|в\\s+(?:чужую\\s+)?очередь\\s*(?:\\p{L}+)?|без\\s+очереди|внеочередн[а-яё]*|(?:хотя|а|когда|но)\\s+(?:\\p{L}+\\s+){0,2}(?:говорить|заявлять|торговаться|слово\\s+было\\s+за|очередь\\s+была)' +
  '|очередь\\s+была\\s+\\p{L}+|(?:перебил[аи]?|перехватил[аи]?|занял[аи]?|влез(?:ла|ли)?\\s+в)\\s+очередь|раньше\\s+(?:сдающего|партн[её]ра|\\p{L}+а)|не\\s+(?:дожда(?:вшись|ясь)|дожидаясь)(?!\\s+(?:судь|директор|арбитр|тд))|вперёд\\s+(?:меня|него|партн[её]ра)|опередил[аи]?|за\\s+(?:партн[её]ра|востока|запада|севера|юга|соседа|левого)|первым(?=.{0,40}(?:сдавал|сдающ))|(?<=(?:сдавал|сдающ).{0,40})первым' +
  "|out[-\\s]+of[-\\s]+(?:turn|rotation)|(?:at|in|during)\\s+(?:(?:his|her|my|their|the)\\s+)?(?:\\p{L}+['’]s|\\p{L}+-hand\\s+opponent['’]s)\\s+turn|when\\s+it\\s+was\\s+(?:(?:his|her|my|their|the)\\s+)?(?:\\p{L}+['’]s\\s+|\\p{L}+\\s+){0,2}turn|(?:it\\s+was|while\\s+it\\s+was\\s+still)\\s+(?:\\p{L}+['’]?s?\\s+)?(?:turn|call|to\\s+(?:speak|call|bid))" +
  "|before\\s+(?:the\\s+dealer|\\p{L}+|his\\s+partner|my\\s+partner)(?:,\\s+[^,.;!?]{1,30},)?\\s+(?:had\\s+)?(?:called|said|bid|spoke|a\\s+chance|had\\s+a\\s+chance|anything|even)(?!\\s+(?:the\\s+)?(?:director|td))|while\\s+(?:(?:his|her|my|their|the)\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+was\\s+still\\s+(?:to\\s+(?:call|bid|speak)|thinking|deciding)|ahead\\s+of\\s+(?:the\\s+)?\\p{L}+|(?:the\\s+)?dealer\\s+was\\s+\\p{L}+|wrong\\s+(?:seat|player|opponent|turn))";
/** A call of each kind, by its word or its bid. */
const CALLS: [Kind, string][] = [
  ['double', '(?:(?:ре)?контр(?:а|у|ой|ою|ы|е|ировал[аи]?|ирует|ировать)?|законтрил[аи]?|дабл|doubled?|redoubled?|doubles|redoubles)'],
  ['pass', '(?:пас|пасс|пасом|паса|спасовал[аи]?|спасовать|пасовать|пасанул[аи]?|пасует|passed|pass(?:es)?)'],
  ['bid', '(?:\\d\\s*(?:♠|♥|♦|♣|бк|нт|nt|[cdhs](?![\\p{L}])|б\\.?к\\.?|пик[а-яё]*|черв[а-яё]*|бубн[а-яё]*|бубен|треф[а-яё]*|spades?|hearts?|diamonds?|clubs?)|открыл[аи]?(?:сь|ся)?|открытие|назначил[аи]?|назначени[а-яё]*|заявил[аи]?|заявк[а-яё]*|ставк[а-яё]*|влез[а-яё]*|opened|overcalled|bid)'],
];
/** The play, not the auction: a lead or a card out of turn is another law's (53–57). */
const PLAY = /(?<![\p{L}])(?:leads?|led|leading|вист[а-яё]*|заход[а-яё]*|зашёл|атак[а-яё]*|ход|ходить|пош[её]л|played|сыграл[аи]?|card\s+(?:face|on)|карт[ау]\s+(?:на\s+стол|лицом))(?![\p{L}])/iu;
/**
 * A double is made on a bid («дал контру на 1♠», "doubled partner's 1NT"): where a double is told near the turn, in the same
 * clause, it is the call made out of turn, whatever bid stands nearer.
 */
const FIRST: Kind = 'double';
/** Where a clause ends: the call beyond is another's («Север открыл 1 пику, а Юг раньше Востока сказал пас»). */
const CLAUSE_END = /[.;!?]|,\s*(?:а|но|и|затем|потом|but|and|then)\s/iu;
const SENTENCE_END = /[.;!?]/u;
/** Who called: a seat, a player, a side («Восток», «партнёр», «левый соперник», «я», "RHO", "he"): a call out of turn is told by who made it… */
const ACTOR =
  /(?<![\p{L}])(?:север[а-яё]*|юг[а-яё]*|запад[а-яё]*|восток[а-яё]*|партн[её]р[а-яё]*|напарник[а-яё]*|соперник[а-яё]*|оппонент[а-яё]*|противник[а-яё]*|игрок[а-яё]*|сдающ[а-яё]*|нарушител[а-яё]*|левый|правый|сосед[а-яё]*|я|он|она|мы|они|north|south|east|west|partner|opponents?|players?|dealer|offender|lho|rho|i|he|she|we|they)(?![\p{L}])/iu;
/**
 * …or a call told as done, by its verb in the past: the caller is in the verb («спасовал вне очереди ещё до открытия — мне
 * теперь молчать?», round 133; "passed out of turn"), where a rule is stated in the present («заявка вне очереди
 * аннулируется»).
 */
const ACTED =
  /(?<![\p{L}])(?:с?пасовал[аи]?|пасанул[аи]?|назначил[аи]?|заявил[аи]?|открыл[аи]?(?:сь|ся)?|законтрил[аи]?|контранул[аи]?|реконтрил[аи]?|дал[аи]?\s+(?:ре)?контру|сказал[аи]?|объявил[аи]?|влез(?:ла|ли)?|passed|doubled|redoubled|opened|overcalled)(?![\p{L}])/iu;
/** The turn told is the left-hand opponent's («в очередь левого соседа», «очередь была соседа слева», "at his LHO's turn"). */
const LHO =
  /(?<![\p{L}])(?:лев(?:ого|ой|ый|ому|ым)|слева|после\s+него|за\s+ним|следующ\p{L}*|left[-\s]hand|left|lho|after\s+him|next\s+to\s+(?:speak|call|bid)|next\s+(?:player|hand|seat))(?![\p{L}])/iu;
/**
 * The turn's words may end before its owner's («в очередь левого соседа», «когда говорить должен был сосед слева»): the rest
 * of their clause is read, up to this many characters, where the turn's words wait for an owner (not «вне очереди», "out of
 * turn", after which another's words begin: «…вне очереди левый соперник отказался заявлять»), past a comma only into words of
 * that owner («за оппонентом, сидящим после него», "before North, the next to speak, had called").
 */
const LHO_AFTER = 40;
const CLAUSE_REST = /^(?:(?!\s(?:а|и|но|and|but)\s)(?:[^,.;!?—]|,(?=\s*(?:сидящ\p{L}*|котор\p{L}*|who|whose|the\s+next|next)\s)))*/iu;
const OWNERLESS = /вне\s+очереди|без\s+очереди|не\s+в\s+(?:сво[юй]\s+)?(?:очередь|ч[её]р[её]д)|внеочередн|out[-\s]+of/iu;
const ownerEnd = (query: string, [from, to]: [number, number]) =>
  OWNERLESS.test(query.slice(from, to)) ? to : to + CLAUSE_REST.exec(query.slice(to, to + LHO_AFTER))![0].length;
/**
 * The turn told is a seat's that is the caller's left-hand opponent, both named as seats ("North bid at East's turn", «Юг
 * назначил в очередь Запада»: round 152): the caller is the seat named last before the call, outside the turn's words. Only
 * where the query tells that he had called before («уже», «следом», "already passed", "again"): a first call at a seat's LHO's turn is read as
 * any bid out of rotation (round 15's «юг сказал 1БК, а очередь была запада» is answered so).
 */
const PRIOR_CALL =
  /(?<![\p{L}])(?:уже|сначала|перед\s+этим|до\s+этого|прежде|ещё|еще|следом|снова|опять|вновь|повторно|already|earlier|previously|again|another|also|had\s+(?:passed|bid|called|doubled))(?![\p{L}])/iu;
/** `[from, end]`: where the turn's words begin and its owner's end (ownerEnd); `call`: where the call out of turn stands. */
function seatsLho(query: string, [from, end]: [number, number], call: number): boolean {
  if (!PRIOR_CALL.test(query)) return false;
  const seats = seatsNamed(query);
  const owner = seats.find((m) => m.start >= from && m.start <= end);
  const caller = seats.filter((m) => m.start < call && (m.start < from || m.start > end)).pop();
  // A seat's left-hand opponent calls after him.
  return owner !== undefined && caller !== undefined && owner.turn === (caller.turn + 1) % 4;
}
/** At most this many characters between the turn told and the call it is about. */
const NEAR = 45;

let compiled: { turn: RegExp; calls: [Kind, RegExp][] } | undefined;
const patterns = () =>
  (compiled ??= {
    turn: new RegExp(`(?<![\\p{L}])${TURN}(?![\\p{L}])`, 'iu'),
    calls: CALLS.map(([kind, source]) => [kind, new RegExp(`(?<![\\p{L}\\d])${source}(?![\\p{L}])`, 'giu')]),
  });

/** Where the query tells whose turn it was, and the kind of the call made out of it (the call told nearest, in its clause), or null. */
export function findOutOfTurnCall(query: string): { at: [number, number]; kind: Kind; atLho: boolean } | null {
  const { turn, calls } = patterns();
  const t = turn.exec(query);
  if (!t || PLAY.test(query) || !(ACTOR.test(query) || ACTED.test(query))) return null;
  const [from, to] = [t.index, t.index + t[0].length];
  let best: { kind: Kind; distance: number; first: boolean; call: number } | null = null;
  let bidAfter = false;
  for (const [kind, re] of calls) {
    for (const m of query.matchAll(re)) {
      const [a, b] = [m.index, m.index + m[0].length];
      // Before or after the turn told, in the same clause.
      const gap = b <= from ? query.slice(b, from) : a >= to ? query.slice(to, a) : '';
      // A call after the turn told may follow a «но», an «а» ("it was East to speak, but West doubled"); one before it, not.
      if ((b <= from ? CLAUSE_END : SENTENCE_END).test(gap) || gap.length > NEAR) continue;
      const distance = gap.length;
      // A bid made after the turn told, by a verb of calling («…ещё и назначил 2♥»), not a bid named («после открытия 1♥»).
      if (kind === 'bid' && a >= to && ACTED.test(query.slice(to, b))) bidAfter = true;
      const first = kind === FIRST && !CLAUSE_END.test(gap);
      if (!best || (!best.first && (first || distance < best.distance))) best = { kind, distance, first, call: a };
    }
  }
  if (!best) return null;
  // The turn's words and its owner's, read once for both ways of telling the left-hand opponent.
  const end = ownerEnd(query, [from, to]);
  const atLho = LHO.test(query.slice(from, end)) || seatsLho(query, [from, end], best.call);
  // At the left-hand opponent's turn, a bid told after the turn is the call made at it, whatever pass stands nearer before
  // («спасовал, а когда очередь была у соседа слева, ещё и назначил 2♥»).
  return { at: [from, to], kind: atLho && best.kind === 'pass' && bidAfter ? 'bid' : best.kind, atLho };
}

/** The query with a call out of rotation named by its kind: the text's words for it stand after the turn told, whose words stay. */
export function readOutOfTurnCall(query: string, words: OutOfTurnWords): string {
  const found = findOutOfTurnCall(query);
  if (!found) return query;
  const named =
    found.kind === 'pass'
      ? words.outOfTurnPass
      : found.kind === 'double'
        ? words.outOfTurnDouble
        : found.atLho
          ? words.outOfTurnAtLho
          : words.outOfTurnBid;
  const to = found.at[1];
  return spliceWords(query, to, to, named);
}
