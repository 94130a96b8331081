/**
 * A defender’s lead out of turn during the play (not the opening lead, which is Law 54):
 * declarer accepts it (53A), makes his own proper lead (1987 53C, 2017 53B), or requires
 * its retraction (56): the card becomes a major penalty card (Law 50).
 *
 * 1987: the texts of Laws 53 and 56 are not loaded; the loaded 54D and 55A refer to them
 * (54D: «применяется правило 56»; 55A: accepted "as provided in Law 53"), and the loaded
 * Law 50 (source 001) makes a card led out of turn a major penalty card (50B).
 * 2017 (the complete text, Laws 53 and 56): a lead out of turn at trick 13 must be
 * retracted (53A and its footnote); 53B is the old 53C; 56B sends the withdrawn card to 50D.
 */
import { BOOLEANS, type Bilingual, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';
import { notLoaded1987 } from './not-loaded';

export interface DefenderLeadOutOfTurnInput {
  /** Whose lead it was. */
  readonly leadBelongedTo: 'declarer' | 'dummy' | 'offenders-partner';
  /** The lead out of turn was made to the thirteenth trick. */
  readonly atTrick13: boolean;
  /** What declarer does about it. */
  readonly declarerChoice: 'accept' | 'lead-properly-himself' | 'require-retraction';
}

export const DEFENDER_LEAD_OUT_OF_TURN_DOMAIN = {
  leadBelongedTo: ['declarer', 'dummy', 'offenders-partner'],
  atTrick13: BOOLEANS,
  declarerChoice: ['accept', 'lead-properly-himself', 'require-retraction'],
} as const satisfies Domain;

export interface DefenderLeadOutOfTurnOutcome {
  readonly leadOutOfTurn: 'accepted' | 'proper-lead-stands' | 'retracted';
  readonly cardLedOutOfTurn: 'stands-as-the-lead' | 'withdrawn' | 'major-penalty-card' | 'played-in-turn';
  /** The offender’s partner is the proper leader while the offender has a major penalty card: declarer’s lead options (50D2, «50E»). */
  readonly declarerHasLeadOptions: boolean;
  /** False when the Laws do not let declarer do what he chose. */
  readonly choiceHonoured: boolean;
}

const NOTE: Bilingual = notLoaded1987(53, 56);
const NOT_OPPONENT = invalid(
  'Ход был за партнёром нарушителя: сделать правильный ход вместо ошибочного может только соперник нарушителя, а разыгрывающий ходить не должен.',
  "It was the offender’s partner’s lead: only an opponent of the offender whose turn it was may make his proper lead instead, and it was not declarer’s turn.",
);
const HAND_RU = { declarer: 'за разыгрывающим', dummy: 'за болваном', 'offenders-partner': 'за партнёром нарушителя' } as const;
const HAND_EN = { declarer: "declarer’s", dummy: "dummy’s", 'offenders-partner': "the offender’s partner’s" } as const;

const defenderLeadOutOfTurn1987 = guarded((input: DefenderLeadOutOfTurnInput): Ruling<DefenderLeadOutOfTurnOutcome> => {
  const bad = checkDomain(input, DEFENDER_LEAD_OUT_OF_TURN_DOMAIN);
  if (bad) return bad;
  const { leadBelongedTo: turn, declarerChoice: choice } = input;
  if (choice === 'lead-properly-himself' && turn === 'offenders-partner') return NOT_OPPONENT;
  const start = bi(`Защитник пошёл вне очереди: ход был ${HAND_RU[turn]}.`, `A defender led out of turn: it was ${HAND_EN[turn]} lead.`);
  if (choice === 'accept') {
    return ruling<DefenderLeadOutOfTurnOutcome>(
      { leadOutOfTurn: 'accepted', cardLedOutOfTurn: 'stands-as-the-lead', declarerHasLeadOptions: false, choiceHonoured: true },
      '53A',
      ['53'],
      bi(
        `${start.ru} Разыгрывающий принимает ход — словами или сыграв следующей по очереди рукой; ход становится правильным (53A), и следующим играет игрок слева от сделавшего ход.`,
        `${start.en} Declarer accepts the lead — by saying so, or by playing from the hand next in turn; it becomes a correct lead (53A), and the player to the left of the leader plays next.`,
      ),
      NOTE,
    );
  }
  if (choice === 'lead-properly-himself') {
    return ruling<DefenderLeadOutOfTurnOutcome>(
      { leadOutOfTurn: 'proper-lead-stands', cardLedOutOfTurn: 'withdrawn', declarerHasLeadOptions: false, choiceHonoured: true },
      '53C',
      ['53'],
      bi(
        `${start.ru} Ход был за стороной разыгрывающего, и разыгрывающий сам делает правильный ход в эту взятку: его карта не считается сыгранной на ошибочный ход, правильный ход остаётся в силе, а карты, сыгранные в эту взятку по ошибке, забирают назад (53C по Кодексу).`,
        `${start.en} The lead was the declaring side’s, and declarer makes his proper lead to this trick himself: his card does not count as played to the irregular lead, the proper lead stands, and the cards played to this trick in error are taken back (53C in the Code).`,
      ),
      NOTE,
    );
  }
  const partnerLeads = turn === 'offenders-partner';
  return ruling<DefenderLeadOutOfTurnOutcome>(
    { leadOutOfTurn: 'retracted', cardLedOutOfTurn: 'major-penalty-card', declarerHasLeadOptions: partnerLeads, choiceHonoured: true },
    '56',
    ['50', ...(partnerLeads ? ['50D2', '50E'] : ['50D1'])],
    bi(
      `${start.ru} Разыгрывающий требует взять ход назад (56): карта становится старшей штрафной (50), и ходит тот, чья была очередь. ${partnerLeads ? 'Ходит партнёр нарушителя, а у нарушителя старшая штрафная карта: разыгрывающий может потребовать ход в её масть, запретить его или ничего не требовать (50D2 в тексте Правил 1997 года, «50Е» в ссылках комментария).' : 'Нарушитель должен сыграть штрафную карту при первой легальной возможности (50D1).'}`,
      `${start.en} Declarer requires the lead to be retracted (56): the card becomes a major penalty card (50), and the player whose turn it was leads. ${partnerLeads ? "The offender’s partner is to lead while the offender has a major penalty card: declarer may require or forbid the lead of its suit, or make no requirement (50D2 in the 1997 law text, “50E” in the commentary’s references)." : 'The offender must play the penalty card at his first legal opportunity (50D1).'}`,
    ),
    NOTE,
  );
});

/**
 * 2017 Laws 53 and 56: at trick 13 a lead out of turn must be retracted (53A and its
 * footnote), whatever declarer would choose; the offender has one card left, which he plays
 * in turn. Otherwise as in 1987, on 2017 ids: 53A, 53B (the old 53C, with Law 16C for the
 * cards taken back), 56B with 50D.
 */
function defenderLeadOutOfTurn2017(input: DefenderLeadOutOfTurnInput, old: Ruling<DefenderLeadOutOfTurnOutcome>): Ruling<DefenderLeadOutOfTurnOutcome> | undefined {
  if (!old.ok) return undefined;
  const turn = input.leadBelongedTo;
  const start = bi(`Защитник пошёл вне очереди: ход был ${HAND_RU[turn]}.`, `A defender led out of turn: it was ${HAND_EN[turn]} lead.`);
  if (input.atTrick13) {
    return ruling2017<DefenderLeadOutOfTurnOutcome>(
      { leadOutOfTurn: 'retracted', cardLedOutOfTurn: 'played-in-turn', declarerHasLeadOptions: false, choiceHonoured: input.declarerChoice !== 'accept' },
      '53A',
      [],
      bi(
        `${start.ru} В 13-й взятке ход вне очереди принять нельзя — его берут назад в любом случае (53A и сноска к нему), и ходит тот, чья очередь; у нарушителя осталась одна карта, и он сыграет её в свою очередь.`,
        `${start.en} At trick 13 a lead out of turn cannot be accepted — it is taken back in any case (53A and its footnote), and the proper player leads; the offender has one card left, which he plays in turn.`,
      ),
    );
  }
  if (old.outcome.leadOutOfTurn === 'accepted') {
    return ruling2017(
      old.outcome,
      '53A',
      [],
      bi(
        `${start.ru} Разыгрывающий принимает ход — словами или сыграв следующей по очереди рукой (53A, до 13-й взятки); ход становится правильным.`,
        `${start.en} Declarer accepts the lead — by saying so, or by playing from the hand next in turn (53A, before trick 13); it becomes a correct lead.`,
      ),
    );
  }
  if (old.outcome.leadOutOfTurn === 'proper-lead-stands') {
    return ruling2017(
      old.outcome,
      '53B',
      ['16'],
      bi(
        `${start.ru} Разыгрывающий сам делает правильный ход в эту взятку (53B по Правилам 2017 года; в Кодексе 1987 года — 53C): его карта не считается сыгранной на ошибочный ход, правильный ход остаётся в силе, карты, сыгранные по ошибке, можно забрать назад; сведения от них — по Правилу 16C.`,
        `${start.en} Declarer makes his proper lead to this trick himself (2017 Law 53B; 53C in the 1987 Laws): his card does not count as played to the irregular lead, the proper lead stands, and the cards played in error may be taken back; what they tell is dealt with by Law 16C.`,
      ),
    );
  }
  const partnerLeads = old.outcome.declarerHasLeadOptions;
  return ruling2017(
    old.outcome,
    '56',
    [partnerLeads ? '50D2' : '50D1'],
    bi(
      `${start.ru} Разыгрывающий требует взять ход назад (56B по Правилам 2017 года): карта становится старшей штрафной, и действует Правило 50D. ${partnerLeads ? 'Ходит партнёр нарушителя: разыгрывающий может потребовать ход в масть штрафной карты, запретить его или ничего не требовать (50D2).' : 'Нарушитель сыграет её при первой легальной возможности (50D1).'}`,
      `${start.en} Declarer requires the lead to be retracted (2017 Law 56B): the card becomes a major penalty card and Law 50D applies. ${partnerLeads ? "The offender’s partner is to lead: declarer may require or forbid the lead of the penalty card’s suit, or make no requirement (50D2)." : 'The offender plays it at his first legal opportunity (50D1).'}`,
    ),
  );
}

export const defenderLeadOutOfTurn = byEdition(DEFENDER_LEAD_OUT_OF_TURN_DOMAIN, defenderLeadOutOfTurn1987, defenderLeadOutOfTurn2017);
