/**
 * Who may ask a player who failed to follow suit whether he has a card of
 * that suit (61B; the table in commentary 61.3), and what an illegal
 * question leads to (63A4 from the 1988 amendment; 61.5(i)–(iv); 63.5).
 */
import { BOOLEANS, type Domain, type Ruling, bi, checkDomain, guarded, invalid, ruling } from './ruling';
import { byEdition, ruling2017 } from './editions';
import { NOTE_61B_EDITIONS } from './notes';

export const FAILED_TO_FOLLOW = ['declarer', 'defender'] as const;
export type FailedToFollow = (typeof FAILED_TO_FOLLOW)[number];

export const ASKERS = ['declarer', 'dummy', 'defender'] as const;
/**
 * Who asks. When a defender failed to follow suit, `defender` means the other
 * defender (his partner); when declarer failed, it means either defender.
 */
export type Asker = (typeof ASKERS)[number];

export interface RevokeInquiryInput {
  readonly failedToFollow: FailedToFollow;
  readonly asker: Asker;
  /** 1988 amendment to 61B: the Zonal Organisation permits defenders to ask each other (the EBL does not). */
  readonly zonalOrganisationPermitsDefendersToAsk: boolean;
  /** Whether the player really had a card of the suit (a revoke did occur). */
  readonly revokeOccurred: boolean;
}

export const REVOKE_INQUIRY_DOMAIN = {
  failedToFollow: FAILED_TO_FOLLOW,
  asker: ASKERS,
  zonalOrganisationPermitsDefendersToAsk: BOOLEANS,
  revokeOccurred: BOOLEANS,
} as const satisfies Domain;

export interface RevokeInquiryOutcome {
  readonly mayAsk: boolean;
  readonly consequence:
    | 'none'
    /** Defender asked his partner illegally and there was a revoke: it is established (63A4). */
    | 'revoke-established'
    /** Defender asked his partner illegally, no revoke: possible unauthorised information (61.5(iii)). */
    | 'unauthorised-information'
    /** Dummy asked a defender: breach of 42B1, not 61B; the revoke is not established by it (61.5(iv), 63.5). */
    | 'dummy-procedural-breach';
}

const revokeInquiry1987 = guarded((input: RevokeInquiryInput): Ruling<RevokeInquiryOutcome> => {
  const bad = checkDomain(input, REVOKE_INQUIRY_DOMAIN);
  if (bad) return bad;
  const { failedToFollow, asker, zonalOrganisationPermitsDefendersToAsk: zonal, revokeOccurred } = input;

  if (failedToFollow === 'declarer') {
    switch (asker) {
      case 'declarer':
        return invalid(
          'Разыгрывающий не может спрашивать сам себя: выберите болвана или защитника.',
          'Declarer cannot ask himself: choose dummy or a defender.',
        );
      case 'dummy':
        return ruling<RevokeInquiryOutcome>(
          { mayAsk: true, consequence: 'none' },
          '61B',
          ['42B1', '61.3'],
          bi(
            'Разыгрывающий не сыграл в масть — болван вправе спросить его, нет ли у него карты этой масти (61B, 42B1; таблица 61.3: «Разыгрывающий — может спросить: болван, защитник»).',
            'Declarer failed to follow suit — dummy may ask him whether he has a card of that suit (61B, 42B1; table 61.3: declarer failed — may ask: dummy, defender).',
          ),
        );
      case 'defender':
        return ruling<RevokeInquiryOutcome>(
          { mayAsk: true, consequence: 'none' },
          '61B',
          ['61.3'],
          bi(
            'Разыгрывающий не сыграл в масть — любой защитник вправе спросить его, нет ли у него карты этой масти (61B; таблица 61.3: «Разыгрывающий — может спросить: болван, защитник»). Так же и в тексте Правил 1997 года: «вистующий — разыгрывающему».',
            'Declarer failed to follow suit — either defender may ask him whether he has a card of that suit (61B; table 61.3: declarer failed — may ask: dummy, defender). The 1997 law text agrees: a defender may ask declarer.',
          ),
        );
    }
  }

  switch (asker) {
    case 'declarer':
      return ruling<RevokeInquiryOutcome>(
        { mayAsk: true, consequence: 'none' },
        '61B',
        ['61.3'],
        bi(
          'Защитник не сыграл в масть — разыгрывающий вправе спросить его, нет ли у него карты этой масти (61B; таблица 61.3: «Защитник — может спросить: разыгрывающий»). Заявление о фальшренонсе само по себе не даёт права просматривать сыгранные взятки (61.4, 66C).',
          'A defender failed to follow suit — declarer may ask him whether he has a card of that suit (61B; table 61.3: defender failed — may ask: declarer). A claim of revoke does not by itself allow inspecting quitted tricks (61.4, 66C).',
        ),
      );
    case 'dummy':
      return ruling<RevokeInquiryOutcome>(
        { mayAsk: false, consequence: 'dummy-procedural-breach' },
        '42B1',
        ['61.3', '61.5(iv)', '63.5', '90', '16'],
        bi(
          `Защитник не сыграл в масть — болван спрашивать его не вправе (таблица 61.3: «не вправе спрашивать: болван, другой защитник»). Это нарушение Правила 42B1, а не 61B (63.5): фальшренонс таким вопросом не устанавливается (61.5(iv)).${revokeOccurred ? ' Если фальшренонс не установлен иным путём (63A), его корректируют, и взятая назад карта становится штрафной.' : ''} Болван наказывается по Правилу 90 за процедурное нарушение; если разыгрывающий получил нелегальную информацию, применяется Правило 16. (В 61.5(iv) напечатано «Правило 41B1»; по 63.5 имеется в виду 42B1.)`,
          `A defender failed to follow suit — dummy may not ask him (table 61.3: may not ask: dummy, the other defender). This breaches Law 42B1, not 61B (63.5): the question does not establish a revoke (61.5(iv)).${revokeOccurred ? ' Unless established in another way (63A), the revoke is corrected and the withdrawn card becomes a penalty card.' : ''} Dummy is penalised under Law 90 for a procedural irregularity; if declarer received unauthorised information, Law 16 applies. (Paragraph 61.5(iv) prints “Law 41B1”; 63.5 shows 42B1 is meant.)`,
        ),
      );
    case 'defender':
      if (zonal) {
        return ruling<RevokeInquiryOutcome>(
          { mayAsk: true, consequence: 'none' },
          '61B',
          ['61.3', '61.5(i)'],
          bi(
            'Защитник не сыграл в масть — его партнёр вправе спросить его, потому что Зональная организация воспользовалась поправкой 1988 г. к Правилу 61B и разрешила такие вопросы (61.5(i)).',
            "A defender failed to follow suit — his partner may ask him, because the Zonal Organisation has used the 1988 amendment to Law 61B to permit it (61.5(i)).",
          ),
          NOTE_61B_EDITIONS,
        );
      }
      if (revokeOccurred) {
        return ruling<RevokeInquiryOutcome>(
          { mayAsk: false, consequence: 'revoke-established' },
          '63A4',
          ['61B', '61.3', '61.5(i)', '61.5(ii)', '63.5', '64', '74C4'],
          bi(
            'Защитник не сыграл в масть — его партнёр спрашивать не вправе («Защитники могут спросить разыгрывающего, но не один другого, если только Зональная организация не разрешает последнее», 61.5(i)). Вопрос нарушил Правило 61B, а фальшренонс действительно был: судья объявляет, что вопрос установил фальшренонс, который теперь нельзя скорректировать, и применяет Правило 64 (63A4, 61.5(i), 63.5). Если нарушитель всё же попытается скорректировать фальшренонс и покажет другую карту, она становится штрафной (61.5(ii)). Сам вопрос — нарушение Приличий (74C4).',
            "A defender failed to follow suit — his partner may not ask (“Defenders may ask declarer, but not each other unless the Zonal organisation permits the latter”, 61.5(i)). The question breached Law 61B and there was a revoke: the Director rules that the question established the revoke, which can no longer be corrected, and applies Law 64 (63A4, 61.5(i), 63.5). If the offender still tries to correct it and exposes another card, that card becomes a penalty card (61.5(ii)). The question itself breaches the Proprieties (74C4).",
          ),
          NOTE_61B_EDITIONS,
        );
      }
      return ruling<RevokeInquiryOutcome>(
        { mayAsk: false, consequence: 'unauthorised-information' },
        '61B',
        ['61.3', '61.5(iii)', '74C4', '84E'],
        bi(
          'Защитник не сыграл в масть — его партнёр спрашивать не вправе (61B, 61.3). Фальшренонса не было, так что устанавливать нечего, но вопрос — нарушение Приличий (74C4, может применяться 84E) и может передать нелегальную информацию: если он обратил внимание партнёра на существенный аспект сдачи и тот мог этим воспользоваться, судья назначает компенсирующий результат (61.5(iii)).',
          "A defender failed to follow suit — his partner may not ask (61B, 61.3). There was no revoke, so nothing is established, but the question breaches the Proprieties (74C4; Law 84E may apply) and may convey unauthorised information: if it drew partner’s attention to a significant aspect of the deal that he could use to advantage, the Director awards an adjusted score (61.5(iii)).",
        ),
        NOTE_61B_EDITIONS,
      );
  }
});

/**
 * Under both editions. 2017 61B: declarer may ask a defender (61B1); dummy may ask declarer
 * (61B2(a)) but not a defender (61B2(b), Law 16B may apply); defenders may ask declarer and
 * one another, at the risk of creating unauthorised information (61B3) — the 2017 Laws leave
 * no option to a zone or regulating authority, so `zonalOrganisationPermitsDefendersToAsk`
 * is ignored. A question is no event of 63A (2017 63A4 is agreement to a claim, as per 69A): it never
 * establishes a revoke.
 */
export const revokeInquiry = byEdition(REVOKE_INQUIRY_DOMAIN, revokeInquiry1987, (input: RevokeInquiryInput) => {
  const { failedToFollow, asker, revokeOccurred } = input;
  const fix = revokeOccurred && failedToFollow === 'defender' ? ['62A'] : [];
  // A question is no event of 63A: it never establishes the revoke (said once, for both askers).
  const no63A = revokeOccurred ? bi(' Вопрос фальшренонс не устанавливает (в 63A такого события нет), его исправляют (62A).', ' The question does not establish the revoke (63A lists no such event); it is corrected (62A).') : bi('', '');
  if (failedToFollow === 'defender' && asker === 'dummy') {
    return ruling2017<RevokeInquiryOutcome>(
      { mayAsk: false, consequence: 'dummy-procedural-breach' },
      '61B',
      [...fix, '90', '16'],
      bi(
        `Защитник не сыграл в масть — болван спрашивать его не вправе (61B2(b)).${no63A.ru} Судья может назначить процедурное наказание (90); если разыгрывающий получил неразрешённую информацию, применяется Правило 16.`,
        `A defender failed to follow suit — dummy may not ask him (61B2(b)).${no63A.en} The Director may impose a procedural penalty (90); if declarer received unauthorised information, Law 16 applies.`,
      ),
    );
  }
  if (asker !== 'defender') return undefined;
  // 61B3: defenders may ask declarer and one another, at the risk of unauthorised information — either question.
  const whom = failedToFollow === 'defender' ? bi('Защитник не сыграл в масть — партнёр вправе спросить его', 'A defender failed to follow suit — his partner may ask him') : bi('Разыгрывающий не сыграл в масть — защитник вправе спросить его', 'Declarer failed to follow suit — a defender may ask him');
  return ruling2017<RevokeInquiryOutcome>(
    { mayAsk: true, consequence: 'unauthorised-information' },
    '61B',
    [...fix, '16'],
    bi(
      `${whom.ru}: защитники могут спрашивать разыгрывающего и друг друга, но рискуют создать неразрешённую информацию (61B3).${failedToFollow === 'defender' ? no63A.ru : ''} Если сведения из вопроса могли подсказать партнёру и это нанесло ущерб, применяется Правило 16.`,
      `${whom.en}: defenders may ask declarer and one another, at the risk of creating unauthorised information (61B3).${failedToFollow === 'defender' ? no63A.en : ''} If what the question told could suggest a play to partner and that damaged the other side, Law 16 applies.`,
    ),
  );
});
