/**
 * A concession, or an agreement to an opponent’s claim, that the player wants back:
 * Law 71 (concession cancelled) and Law 69B (agreement withdrawn), within the Correction
 * Period (Law 79C).
 *
 * 1987: the texts of Laws 69 and 71 and commentary on them are not loaded; the 1987
 * rulings name the laws by number (`notLoaded1987`); the concordance has both as unchanged.
 * 2017: the complete text (69A, 69B, 71): a concession must stand, except that within the
 * Correction Period the Director cancels the concession of a trick the side had in fact won
 * (71A) or that could not be lost by any normal play (71B); an agreement may be withdrawn
 * if the trick had been won (69B1) or would likely have been won had play continued (69B2).
 * "Normal" includes play careless or inferior for the class of player involved.
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';
import { notLoaded1987 } from './not-loaded';

export const CONCEDED_TRICKS = [
  'had-in-fact-been-won',
  'could-not-be-lost-by-any-normal-play',
  'likely-to-be-won-but-could-be-lost',
  'not-likely-to-be-won',
] as const;

export interface ConcessionWithdrawnInput {
  readonly what: 'conceded-tricks' | 'agreed-to-opponents-claim';
  /** The trick the player now says was his side’s. */
  readonly trick: (typeof CONCEDED_TRICKS)[number];
  /** He raised it within the Correction Period (Law 79C). */
  readonly withinCorrectionPeriod: boolean;
}

export const CONCESSION_WITHDRAWN_DOMAIN = {
  what: ['conceded-tricks', 'agreed-to-opponents-claim'],
  trick: CONCEDED_TRICKS,
  withinCorrectionPeriod: BOOLEANS,
} as const satisfies Domain;

export interface ConcessionWithdrawnOutcome {
  /** A concession stands or the Director cancels it (71); an agreement to a claim stands, scored as claimed (69A), or may be withdrawn (69B). */
  readonly concession: 'stands' | 'cancelled-trick-to-his-side' | 'agreement-stands' | 'agreement-withdrawn-trick-to-his-side';
}

const outcomeOf = (input: ConcessionWithdrawnInput, cancel: boolean): ConcessionWithdrawnOutcome => ({
  concession: input.what === 'conceded-tricks' ? (cancel ? 'cancelled-trick-to-his-side' : 'stands') : cancel ? 'agreement-withdrawn-trick-to-his-side' : 'agreement-stands',
});

const NOTE = notLoaded1987(69, 71);

function decide(input: ConcessionWithdrawnInput): { cancel: boolean; why: 'late' | 'won' | 'not-losable' | 'likely' | 'stands' } {
  if (!input.withinCorrectionPeriod) return { cancel: false, why: 'late' };
  if (input.trick === 'had-in-fact-been-won') return { cancel: true, why: 'won' };
  if (input.trick === 'could-not-be-lost-by-any-normal-play') return { cancel: true, why: input.what === 'conceded-tricks' ? 'not-losable' : 'likely' };
  if (input.trick === 'likely-to-be-won-but-could-be-lost' && input.what === 'agreed-to-opponents-claim') return { cancel: true, why: 'likely' };
  return { cancel: false, why: 'stands' };
}

const WHAT_RU = { 'conceded-tricks': 'Игрок уступил взятки', 'agreed-to-opponents-claim': 'Игрок согласился с претензией соперника' } as const;
const WHAT_EN = { 'conceded-tricks': 'A player conceded tricks', 'agreed-to-opponents-claim': "A player agreed to an opponent’s claim" } as const;
const WHY_RU = {
  late: 'но спохватился, когда срок для исправлений (Правило 79C) уже истёк: уступка остаётся в силе',
  won: 'а взятку его сторона на самом деле уже выиграла: уступка отменяется, и сдача пересчитывается с этой взяткой в пользу его стороны',
  'not-losable': 'а эту взятку нельзя было проиграть никаким нормальным розыгрышем оставшихся карт (нормальный — в том числе небрежный или слабый для игроков этого класса): уступка отменяется, и взятка засчитывается его стороне',
  likely: 'а эту взятку его сторона, вероятно, взяла бы, если бы игра продолжалась: согласие можно отозвать, и взятка засчитывается его стороне',
  stands: 'а эту взятку можно было проиграть нормальным розыгрышем: уступка остаётся в силе',
} as const;
const WHY_EN = {
  late: 'but spoke up after the Correction Period (Law 79C) had ended: the concession stands',
  won: 'of a trick his side had in fact already won: the concession is cancelled and the board rescored with that trick to his side',
  'not-losable': "of a trick that could not be lost by any normal play of the remaining cards (normal including play careless or inferior for the class of player): the concession is cancelled and the trick goes to his side",
  likely: 'losing a trick his side would likely have won had play continued: the agreement may be withdrawn and the trick goes to his side',
  stands: 'of a trick that could be lost by normal play: the concession stands',
} as const;

/** The reason in words; an agreement to a claim "stands" as an agreement, scored as claimed. */
function whyOf(input: ConcessionWithdrawnInput, why: ReturnType<typeof decide>['why'], in2017: boolean): { ru: string; en: string } {
  if (input.what !== 'agreed-to-opponents-claim') return { ru: WHY_RU[why], en: WHY_EN[why] };
  const scored = in2017 ? { ru: ', сдача записывается по претензии', en: ' and the board is scored as claimed' } : { ru: '', en: '' };
  if (why === 'late') return { ru: `но спохватился, когда срок для исправлений (Правило 79C) уже истёк: согласие остаётся в силе${scored.ru}`, en: `but spoke up after the Correction Period (Law 79C) had ended: the agreement stands${scored.en}` };
  if (why === 'stands') return { ru: `а эту взятку его сторона, вероятно, не взяла бы: согласие остаётся в силе${scored.ru}`, en: `of a trick his side would not likely have won: the agreement stands${scored.en}` };
  if (why === 'won') return { ru: 'а эту взятку его сторона на самом деле уже выиграла: согласие можно отозвать, и взятка засчитывается его стороне', en: 'losing a trick his side had in fact already won: the agreement may be withdrawn and the trick goes to his side' };
  return { ru: WHY_RU[why], en: WHY_EN[why] };
}

const concessionWithdrawn1987 = guarded((input: ConcessionWithdrawnInput): Ruling<ConcessionWithdrawnOutcome> => {
  const bad = checkDomain(input, CONCESSION_WITHDRAWN_DOMAIN);
  if (bad) return bad;
  const d = decide(input);
  const law = input.what === 'conceded-tricks' ? '71' : '69';
  const why = whyOf(input, d.why, false);
  return ruling<ConcessionWithdrawnOutcome>(
    outcomeOf(input, d.cancel),
    law,
    ['79'],
    bi(`${WHAT_RU[input.what]}, ${why.ru} (Правило ${law}).`, `${WHAT_EN[input.what]}, ${why.en} (Law ${law}).`),
    NOTE,
  );
});

function concessionWithdrawn2017(input: ConcessionWithdrawnInput, old: Ruling<ConcessionWithdrawnOutcome>): Ruling<ConcessionWithdrawnOutcome> | undefined {
  if (!old.ok) return undefined;
  const d = decide(input);
  const claim = input.what === 'agreed-to-opponents-claim';
  const id = !d.cancel ? (claim ? '69A' : '71') : claim ? '69B' : d.why === 'won' ? '71A' : '71B';
  const sub = claim && d.cancel ? (d.why === 'won' ? '69B1' : '69B2') : id;
  const why = whyOf(input, d.why, true);
  return ruling2017(old.outcome, id, claim ? ['69A'] : [], bi(`${WHAT_RU[input.what]}, ${why.ru} (${/^\d+$/u.test(sub) ? `Правило ${sub} в редакции 2017 года` : `${sub} по Правилам 2017 года`}).`, `${WHAT_EN[input.what]}, ${why.en} (2017 Law ${sub}).`));
}

export const concessionWithdrawn = byEdition(CONCESSION_WITHDRAWN_DOMAIN, concessionWithdrawn1987, concessionWithdrawn2017);
