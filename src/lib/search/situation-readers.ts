/**
 * The readers of a situation told (query.ts readQuery), in the order they read: a seat's partner, a revoke told by the cards
 * played, the moment it was noticed, who won its trick, the cards after a revoke corrected, declarer's word for dummy's card, a penalty that cannot be carried out or was not though it could, a dispute over
 * the tricks, a contract's score asked, a call's manner, an agreement to a claim found wrong, a call out of turn, a double of one's own side's call, a lead out of turn played to or taken back, a quitted card turned the wrong way, a card played before the partner's, what players did before the Director ruled, a line of play declarer's own lead out of turn may have told him.
 * The first ones are small and read often; each of the others is a module of its own, loaded on the search page only where a word of its kind stands in the
 * query (its trigger, a superset of what it reads), so that a first query fetches only the readers it may need (the first
 * query's budget, issue 35). Plain TypeScript.
 */
import type { SituationWords } from './query.ts';
import { readPlay } from './play.ts';
import { readSeats } from './seats.ts';

export type Reader = (text: string, words: SituationWords) => string;

/** A reader loaded on use, where its trigger matches the query (after the play is read: «снёс трефу на пиковый ход» is a revoke). */
interface Lazy {
  trigger: RegExp;
  load: () => Promise<Reader>;
}

/**
 * The words a demand or a ban of a suit or a card begins with (unable.ts DEMAND, which penalty-not-complied.ts reads too): both
 * readers' triggers are made of them, so that a form DEMAND learns wakes both («требует», "had to play his highest", "forced").
 */
const DEMAND_WORDS =
  'треб|нужн|заказа|запрет|запрещ|велел|велят|приказ|обязал|заставил|сказал|говор|проси|demand|requir|called\\s+for|asked\\s+for|bann?|forb|prohibit|barred|told|forced|had\\s+to|says|said|tells';

const SEQUENCE: (Reader | Lazy)[] = [
  readSeats,
  readPlay,
  { trigger: /ренонс|revok|reneg|renig|масть|масти|follow|showed\s+out/iu, load: () => import('./revoke-time.ts').then((m) => m.readRevokeTime) },
  { trigger: /ренонс|revok|reneg|renig|масть|масти|follow|showed\s+out/iu, load: () => import('./revoke-trick-won.ts').then((m) => m.readRevokeTrickWon) },
  { trigger: /исправ|поправ|спохват|замени|correct|put\s+(?:(?:it|that|this)\s+)?right|fix|replac/iu, load: () => import('./revoke-correction.ts').then((m) => m.readRevokeCorrection) },
  { trigger: /болван|стол|dummy|board|table/iu, load: () => import('./designation.ts').then((m) => m.readDesignation) },
  // A penalty the player cannot carry out, or could and did not: only where a demand's word stands (DEMAND_WORDS).
  { trigger: new RegExp(DEMAND_WORDS, 'iu'), load: () => import('./unable.ts').then((m) => m.readUnable) },
  { trigger: new RegExp(`${DEMAND_WORDS}|comply|выполн|исполн`, 'iu'), load: () => import('./penalty-not-complied.ts').then((m) => m.readNotComplied) },
  { trigger: /взят|взял|trick|won|made|took/iu, load: () => import('./trick-count.ts').then((m) => m.readTrickCount) },
  { trigger: /сколько|стоимост|цен|запис|бонус|преми|подсч|посчит|начисл|очк|ремиз|недобор|перебор|scor|worth|how\s+much|bonus|premium|what\s+d|(?<![\p{L}])points?(?![\p{L}])|overtrick|undertrick/iu, load: () => import('./score-table.ts').then((m) => m.readScoreTable) },
  {
    trigger:
      /долго|минут|секунд|вечност|думал|решал|размышлял|тянул|держал|крутил|молчал|колебал|смотрел|задумчив|завис|замешкал|замедлени|затян|пауз|нажим|напор|интонац|тоном|лицом|видом|взгляд|голос|вздохнул|поморщил|пробурчал|пробормотал|хмыкнул|скривил|головой|быстро|мгновенно|моментально|tank|hesitat|slow|quick|fast|instant|snap|pause|huddl|tempo|thought|think|long|noticeable|marked|sighed|mutter|groan|grimac|frown|huff|look|shook|emphas|tone|voice/iu,
    load: () => import('./hesitation.ts').then((m) => m.readHesitation),
  },
  { trigger: /соглас|кивнул|принял|спорить|подтвердил|махнул|уступил|отдал|отдаю|признал|промолчал|сказал|agree|nodded|accepted|acquiesc|conced|gave|object|along/iu, load: () => import('./concession.ts').then((m) => m.readConcession) },
  { trigger: /очеред|ч[её]р[её]д|раньше|дожда|дожида|вперёд|опередил|за\s+(?:партн|восток|запад|север|юг|сосед|лев)|перв|говорить|заявлять|торговаться|слово|внеочередн|turn|rotation|before|while|ahead|wrong|speak|call|dealer/iu, load: () => import('./out-of-turn-call.ts').then((m) => m.readOutOfTurnCall) },
  { trigger: /контр|дабл|doubl|xx|хх|rdbl|(?<![\p{L}])(?:ре|x)(?![\p{L}])/iu, load: () => import('./inadmissible-double.ts').then((m) => m.readInadmissibleDouble) },
  { trigger: /очеред|ход\s+был|out\s+of|lead|должн|взятк|trick/iu, load: () => import('./followed-lead.ts').then((m) => m.readFollowedLead) },
  { trigger: /верн|возвра|забра|забир|убра|убира|назад|отмен|принял|приняли|перейти|переход|аннулир|переигра|отклон|отверг|retract|back|refused|reject|declin|withdr|return|cancel|annul|lead\s+from/iu, load: () => import('./retracted-lead.ts').then((m) => m.readRetractedLead) },
  { trigger: /положил|клал|клад[её]т|кладут|разв[её]рн|разворач|пов[её]рн|поворач|стави|постав|держал|слож|складыв|лежит|лежат|лежал|смотр|гляд|направлен|обращ|указыва|point|turn|placed|put|laid|faced|faces|facing|aim|direct|orient|left|kept|lying|lay|lies/iu, load: () => import('./quitted-card.ts').then((m) => m.readQuittedCard) },
  { trigger: /раньше|прежде|вперёд|впереди|дожда|дожида|пока|before|ahead|while/iu, load: () => import('./premature-play.ts').then((m) => m.readPremature) },
  { trigger: /судь|судей|директор|арбитр|(?<![\p{L}])(?:тд|td)(?![\p{L}])|director|ruling/iu, load: () => import('./director-awaited.ts').then((m) => m.readDirectorAwaited) },
  { trigger: /разыгрыва|декларант|декларер|declarer/iu, load: () => import('./declarer-informed.ts').then((m) => m.readDeclarerInformed) },
  // A question of a void: its question mark, «нет ли», "if", "whether" (revoke-question.ts QUESTION).
  { trigger: /\?|(?<![\p{L}])(?:ли|if|whether)(?![\p{L}])/iu, load: () => import('./revoke-question.ts').then((m) => m.readRevokeQuestion) },
];

const isLazy = (r: Reader | Lazy): r is Lazy => typeof r !== 'function';
const loaded = new Map<Lazy, Promise<Reader>>();

/** The readers a query may need, in their order, each loaded once. */
export async function readersFor(typed: string, words: SituationWords): Promise<Reader[]> {
  const told = readPlay(typed, words);
  return Promise.all(
    SEQUENCE.flatMap((r) => {
      if (!isLazy(r)) return [Promise.resolve(r)];
      if (!r.trigger.test(told)) return [];
      let p = loaded.get(r);
      if (!p) loaded.set(r, (p = r.load()));
      return [p];
    }),
  );
}

/** Every reader, loaded: for a caller that reads without the search page's budget (tests, the build). */
export async function allReaders(): Promise<Reader[]> {
  return Promise.all(SEQUENCE.map((r) => (isLazy(r) ? r.load() : Promise.resolve(r))));
}
