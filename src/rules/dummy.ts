/**
 * Dummy: what he may do (Law 42) and what follows when he oversteps (Law 43).
 *
 * 1987: the texts of Laws 42 and 43 are not loaded; the commentary speaks of dummy’s question
 * to a defender (61.5(iv): not a breach of 61B and no revoke established by it; a procedural
 * penalty under Law 90; Law 16 if it told declarer something) and names 42B1 as the law on
 * dummy’s questions (63.5). The rest names the laws by number (43B2 as the site numbers it).
 * 2017 (the complete text, Laws 42, 43 and 61B2): the same rights and limitations; one
 * consequence changed: dummy who, after looking at a hand, is first to draw attention to a
 * defender’s irregularity (43B3) — no immediate rectification, and at the end the Director
 * takes away what the defenders gained (1987: no rectification for that irregularity, 43B2).
 */
import { BOOLEANS, type Bilingual, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';
import { notLoaded1987 } from './not-loaded';

const NOTE_42: Bilingual = notLoaded1987(42, 43);

// ---------------------------------------------------------------------------
// 1. Dummy’s rights (42)
// ---------------------------------------------------------------------------

export const DUMMY_ACTIONS = [
  'gives-information-on-fact-or-law',
  'keeps-count-of-tricks',
  'asks-declarer-about-a-revoke',
  'asks-a-defender-about-a-revoke',
  'tries-to-prevent-declarers-irregularity',
  'draws-attention-to-an-irregularity-during-play',
  'draws-attention-to-an-irregularity-after-play',
] as const;
export type DummyAction = (typeof DUMMY_ACTIONS)[number];

export interface DummyRightsInput {
  readonly action: DummyAction;
}

export const DUMMY_RIGHTS_DOMAIN = { action: DUMMY_ACTIONS } as const satisfies Domain;

export interface DummyRightsOutcome {
  readonly dummyMay: boolean;
  /** Dummy is liable to a procedural penalty (Law 90). */
  readonly dummyLiableToPenalty: boolean;
}

interface Row {
  readonly may: boolean;
  readonly d1987: string;
  readonly c1987: readonly string[];
  readonly d2017: string;
  readonly c2017: readonly string[];
  readonly ru: string;
  readonly en: string;
}

const RIGHTS: Record<DummyAction, Row> = {
  'gives-information-on-fact-or-law': {
    may: true, d1987: '42', c1987: [], d2017: '42A', c2017: [],
    ru: 'Болван вправе сообщить факт или норму Правил в присутствии судьи — это его безусловное право',
    en: "Dummy may give information as to fact or law in the Director’s presence — one of his absolute rights",
  },
  'keeps-count-of-tricks': {
    may: true, d1987: '42', c1987: [], d2017: '42A', c2017: [],
    ru: 'Болван вправе вести счёт выигранным и проигранным взяткам — это его безусловное право',
    en: 'Dummy may keep count of the tricks won and lost — one of his absolute rights',
  },
  'asks-declarer-about-a-revoke': {
    may: true, d1987: '42B1', c1987: ['63.5'], d2017: '42B1', c2017: ['61B'],
    ru: 'Болван вправе спросить разыгрывающего, не сыгравшего в масть, нет ли у него карты этой масти — это право ограничено Правилом 43',
    en: 'Dummy may ask declarer, when he has failed to follow suit, whether he has a card of the suit led — a right qualified by Law 43',
  },
  'asks-a-defender-about-a-revoke': {
    may: false, d1987: '42B1', c1987: ['90', '16', '61.5(iv)', '63.5'], d2017: '42B1', c2017: ['61B', '16'],
    ru: 'Болван не вправе спрашивать защитника о масти. Это не нарушение Правила 61B и не устанавливает фальшренонс; фальшренонс можно исправить, но взятая назад карта защитника становится штрафной; болван подлежит процедурному наказанию (Правило 90), а если вопрос мог что-то подсказать разыгрывающему — применяется Правило 16',
    en: "Dummy may not ask a defender about a suit. That is not a breach of Law 61B and establishes no revoke; the revoke may be corrected, though the defender’s withdrawn card becomes a penalty card; dummy is liable to a procedural penalty (Law 90), and if the question may have told declarer something, Law 16 applies",
  },
  'tries-to-prevent-declarers-irregularity': {
    may: true, d1987: '42', c1987: [], d2017: '42B2', c2017: [],
    ru: 'Болван вправе попытаться предотвратить нарушение — например, предупредить разыгрывающего, что ход не с той руки; это право ограничено Правилом 43',
    en: 'Dummy may try to prevent an irregularity — for example, warn declarer that he is about to lead from the wrong hand; a right qualified by Law 43',
  },
  'draws-attention-to-an-irregularity-during-play': {
    may: false, d1987: '43', c1987: ['90'], d2017: '43A1', c2017: ['43B1', '90'],
    ru: 'Болван не вправе указывать на нарушение во время розыгрыша; за это он подлежит наказанию по Правилу 90',
    en: 'Dummy may not draw attention to an irregularity during the play; for doing so he is liable to a penalty under Law 90',
  },
  'draws-attention-to-an-irregularity-after-play': {
    may: true, d1987: '42', c1987: [], d2017: '42B3', c2017: [],
    ru: 'Болван вправе указать на нарушение, но только когда розыгрыш сдачи закончен',
    en: 'Dummy may draw attention to an irregularity, but only once the play of the hand is over',
  },
};

const dummyRights1987 = guarded((input: DummyRightsInput): Ruling<DummyRightsOutcome> => {
  const bad = checkDomain(input, DUMMY_RIGHTS_DOMAIN);
  if (bad) return bad;
  const row = RIGHTS[input.action];
  const outcome = { dummyMay: row.may, dummyLiableToPenalty: !row.may };
  const ids = row.d1987 === '42' ? 'Правило 42' : row.d1987 === '43' ? 'Правило 43' : row.d1987;
  const idsEn = row.d1987 === '42' ? 'Law 42' : row.d1987 === '43' ? 'Law 43' : row.d1987;
  // The commentary that explains the row follows the Law that decides it: 42B1; 61.5(iv), 63.5.
  const comm = row.c1987.filter((id) => id.includes('.')).join(', ');
  const more = comm ? `; ${comm}` : '';
  return ruling(outcome, row.d1987, row.c1987, bi(`${row.ru} (${ids}${more}).`, `${row.en} (${idsEn}${more}).`), NOTE_42);
});

function dummyRights2017(input: DummyRightsInput, old: Ruling<DummyRightsOutcome>): Ruling<DummyRightsOutcome> | undefined {
  if (!old.ok) return undefined;
  const row = RIGHTS[input.action];
  if (input.action === 'asks-a-defender-about-a-revoke') {
    // 2017 61B2(b) forbids it outright (in 1987 Law 61B spoke of the defenders only, 61.5(iv)).
    return ruling2017(old.outcome, '61B', ['42B1', '62B', '16', '90'], bi(
      'Болван не вправе спрашивать защитника (61B2(b) по Правилам 2017 года; спрашивать он может только разыгрывающего, 42B1), и может применяться Правило 16B. Вопрос не устанавливает фальшренонс (в 63A такого случая нет): фальшренонс исправляют, и взятая назад карта из закрытой руки защитника становится старшей штрафной (62B1); за нарушение порядка игры судья может назначить процедурное наказание (Правило 90).',
      "Dummy may not ask a defender (2017 Law 61B2(b); he may ask declarer only, 42B1), and Law 16B may apply. The question establishes no revoke (63A lists no such event): the revoke is corrected, and the card withdrawn from the defender’s unfaced hand becomes a major penalty card (62B1); the Director may assess a procedural penalty for the breach of procedure (Law 90).",
    ));
  }
  return ruling2017(old.outcome, row.d2017, row.c2017, bi(`${row.ru} (${row.d2017}).`, `${row.en} (${row.d2017}).`));
}

export const dummyRights = byEdition(DUMMY_RIGHTS_DOMAIN, dummyRights1987, dummyRights2017);

// ---------------------------------------------------------------------------
// 2. Dummy’s limitations and what follows a breach (43)
// ---------------------------------------------------------------------------

export const DUMMY_THEN = [
  'nothing-more',
  'warns-declarer-against-leading-from-the-wrong-hand',
  'first-to-ask-declarer-who-has-revoked',
  'first-to-draw-attention-to-a-defenders-irregularity',
] as const;

export interface DummyLimitsInput {
  /** Dummy exchanged hands with declarer, left his seat to watch declarer’s play, or looked at a defender’s cards (43A2). */
  readonly lookedAtAHand: boolean;
  /** What dummy did then. */
  readonly then: (typeof DUMMY_THEN)[number];
}

export const DUMMY_LIMITS_DOMAIN = { lookedAtAHand: BOOLEANS, then: DUMMY_THEN } as const satisfies Domain;

export interface DummyLimitsOutcome {
  readonly consequence:
    | 'none-within-dummys-rights'
    | 'penalty-only'
    | 'irregularity-rectified-as-usual'
    | 'defenders-choose-the-leading-hand'
    | 'revoke-corrected-and-treated-as-established'
    | 'no-rectification-of-the-defenders-irregularity'
    | 'no-immediate-rectification-defenders-gain-removed';
  readonly dummyLiableToPenalty: boolean;
}

const dummyLimits1987 = guarded((input: DummyLimitsInput): Ruling<DummyLimitsOutcome> => {
  const bad = checkDomain(input, DUMMY_LIMITS_DOMAIN);
  if (bad) return bad;
  const { lookedAtAHand: looked, then } = input;
  if (!looked && then === 'nothing-more') {
    return invalid('Болван ничего не нарушил и ничего не сделал — решать нечего.', 'Dummy broke no limitation and did nothing — there is nothing to rule.');
  }
  const lookedRu = looked ? 'Болван поменялся с разыгрывающим руками, ушёл со своего места смотреть его игру или посмотрел карты защитника — это нарушение его ограничений, за которое он подлежит наказанию (Правило 90).' : '';
  const lookedEn = looked ? "Dummy exchanged hands with declarer, left his seat to watch declarer’s play, or looked at a defender’s cards — a breach of his limitations, for which he is liable to a penalty (Law 90)." : '';
  const r = (consequence: DummyLimitsOutcome['consequence'], decidedBy: string, cites: string[], ru: string, en: string) =>
    ruling<DummyLimitsOutcome>({ consequence, dummyLiableToPenalty: looked || then === 'first-to-draw-attention-to-a-defenders-irregularity' }, decidedBy, cites, bi(`${lookedRu} ${ru}`.trim(), `${lookedEn} ${en}`.trim()), NOTE_42);
  switch (then) {
    case 'nothing-more':
      return r('penalty-only', '43', ['90'], 'Других последствий нет (Правило 43).', 'There is no other consequence (Law 43).');
    case 'warns-declarer-against-leading-from-the-wrong-hand':
      return looked
        ? r('defenders-choose-the-leading-hand', '43B2', ['43', '90'], 'После этого он предупредил разыгрывающего о ходе не с той руки: любой защитник выбирает, с какой руки пойдёт разыгрывающий (43B2).', 'He then warned declarer against leading from the wrong hand: either defender chooses the hand from which declarer leads (43B2).')
        : r('none-within-dummys-rights', '42', [], 'Болван предупредил разыгрывающего о ходе не с той руки: он вправе пытаться предотвратить нарушение (Правило 42), последствий нет.', 'Dummy warned declarer against leading from the wrong hand: he may try to prevent an irregularity (Law 42), with no consequence.');
    case 'first-to-ask-declarer-who-has-revoked':
      return looked
        ? r('revoke-corrected-and-treated-as-established', '43B2', ['43', '64', '90'], 'После этого он первым спросил разыгрывающего, не сыгравшего в масть, нет ли у него масти: разыгрывающий заменяет карту правильной, и применяется Правило 64, как если бы фальшренонс был установлен (43B2).', 'He was then the first to ask declarer, who had failed to follow suit, whether he had a card of the suit: declarer substitutes a correct card, and Law 64 applies as if the revoke had been established (43B2).')
        : r('none-within-dummys-rights', '42B1', ['62A'], 'Болван спросил разыгрывающего, нет ли у него масти, — это его право (42B1); неустановленный фальшренонс исправляют как обычно (62A).', 'Dummy asked declarer whether he had a card of the suit — his right (42B1); the revoke, not established, is corrected as usual (62A).');
    case 'first-to-draw-attention-to-a-defenders-irregularity':
      return looked
        ? r('no-rectification-of-the-defenders-irregularity', '43B2', ['43', '90'], 'После этого он первым указал на нарушение защитника: разыгрывающий не может требовать наказания за это нарушение (43B2).', "He was then the first to draw attention to a defender’s irregularity: declarer may not enforce any penalty for it (43B2).")
        : r('irregularity-rectified-as-usual', '43', ['90'], 'Болван указал на нарушение защитника во время розыгрыша: так делать ему нельзя, и он подлежит наказанию (Правило 90), но само нарушение защитника исправляют как обычно (Правило 43).', "Dummy drew attention to a defender’s irregularity during the play: he may not, and is liable to a penalty (Law 90), but the defender’s irregularity itself is rectified as usual (Law 43).");
  }
});

/**
 * 2017 Law 43: the same, on 2017 ids (43A1, 43A2, 43B1, 43B2(a), 43B2(b), 42B2), except the
 * defender’s irregularity that dummy, having looked at a hand, is first to point out: 43B3,
 * no immediate rectification, and at the end the Director takes away what the defenders gained.
 */
function dummyLimits2017(input: DummyLimitsInput, old: Ruling<DummyLimitsOutcome>): Ruling<DummyLimitsOutcome> | undefined {
  if (!old.ok) return undefined;
  const { lookedAtAHand: looked, then } = input;
  const lookedRu = looked ? 'Болван нарушил ограничения 43A2 (поменялся руками, ушёл смотреть игру разыгрывающего или посмотрел карты защитника) и подлежит наказанию (43B1, Правило 90).' : '';
  const lookedEn = looked ? 'Dummy broke the limitations of 43A2 (exchanged hands, left his seat to watch declarer, or looked at a defender’s cards) and is liable to a penalty (43B1, Law 90).' : '';
  const r = (outcome: DummyLimitsOutcome, decidedBy: string, cites: string[], ru: string, en: string) =>
    ruling2017(outcome, decidedBy, cites, bi(`${lookedRu} ${ru}`.trim(), `${lookedEn} ${en}`.trim()));
  const o = old.outcome;
  switch (then) {
    case 'nothing-more':
      return r(o, '43B1', ['43A2', '90'], 'Других последствий нет.', 'There is no other consequence.');
    case 'warns-declarer-against-leading-from-the-wrong-hand':
      return looked
        ? r(o, '43B2', ['43B1', '90'], 'Затем он предупредил разыгрывающего о ходе не с той руки: любой защитник выбирает руку, с которой пойдёт разыгрывающий (43B2(a)).', 'He then warned declarer against leading from the wrong hand: either defender chooses the hand declarer leads from (43B2(a)).')
        : r(o, '42B2', [], 'Болван вправе пытаться предотвратить нарушение (42B2).', 'Dummy may try to prevent an irregularity (42B2).');
    case 'first-to-ask-declarer-who-has-revoked':
      return looked
        ? r(o, '43B2', ['64', '43B1', '90'], 'Затем он первым спросил разыгрывающего о масти: разыгрывающий заменяет нелегальную карту правильной, и Правило 64 применяется, как если бы фальшренонс был установлен (43B2(b)).', 'He was then the first to ask declarer about the suit: declarer substitutes a correct card for the illegal one, and Law 64 applies as if the revoke had been established (43B2(b)).')
        : r(o, '42B1', ['62A'], 'Болван вправе спросить разыгрывающего о масти (42B1); фальшренонс исправляют как обычно (62A).', 'Dummy may ask declarer about the suit (42B1); the revoke is corrected as usual (62A).');
    case 'first-to-draw-attention-to-a-defenders-irregularity':
      return looked
        ? r({ ...o, consequence: 'no-immediate-rectification-defenders-gain-removed' }, '43B3', ['43B1', '90'], 'Затем он первым указал на нарушение защитника: немедленного исправления нет, игра идёт, как будто нарушения не было; после розыгрыша, если защитники на нём выиграли, судья корректирует только их результат, отнимая выгоду, а сторона разыгрывающего сохраняет результат за столом (43B3 по Правилам 2017 года; по Кодексу 1987 года исправления не было вовсе).', "He was then the first to draw attention to a defender’s irregularity: there is no immediate rectification and play goes on as if there had been none; at the end, if the defenders gained by it, the Director adjusts their score only, taking the advantage away, and the declaring side keeps its table score (2017 Law 43B3; under the 1987 Code there was no rectification at all).")
        : r(o, '43A1', ['43B1', '90'], 'Во время розыгрыша болван не вправе указывать на нарушение (43A1(b)) и подлежит наказанию (43B1, Правило 90); само нарушение защитника исправляют как обычно.', "During the play dummy may not draw attention to an irregularity (43A1(b)) and is liable to a penalty (43B1, Law 90); the defender’s irregularity itself is rectified as usual.");
  }
}

export const dummyLimits = byEdition(DUMMY_LIMITS_DOMAIN, dummyLimits1987, dummyLimits2017);
