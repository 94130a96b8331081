/**
 * A quitted card turned the wrong way (src/lib/search/quitted-card.ts): read with Law 65B's words after the way told. Sentences
 * are built from a grammar: who, the verb of putting or turning, the card's words, the way in its forms, who won the trick,
 * and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findQuittedCard, readQuittedCard } from '../../src/lib/search/quitted-card';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';
import { keepsWordsTold } from '../support/spliced';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/ложил|клал|клад|верн|ворач|стави|держ|слож|вдол|попер|вертик|горизон|стойм|лёжа|лежа|продол|сторон|туда|взят|взял|брал|выигр|отдал|сыгран|партн|оппон|сопер|против/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/point|turn|place|laid|face|left|kept|length|upright|vertic|horizont|wrong|trick|won|lost|quit|toward|partner|oppon/u.test(w));

const whoRu = pick(['защитник', 'партнёр', 'вистующий', 'Восток']);
const wayRu = fc.oneof(
  fc.tuple(pick(['положил', 'клал', 'поставил', 'держал', 'повернул', 'развернул']), pick(['вдоль', 'поперёк', 'вертикально', 'стоймя', 'не в ту сторону', 'длинной стороной'])).map(([v, w]) => `${v} карту ${w}`),
  fc.tuple(pick(['повернул', 'развернул', 'разворачивает', 'поворачивал']), pick(['к партнёру', 'к оппонентам', 'к соперникам', 'к Югу', 'к Западу', 'на соперников'])).map(([v, w]) => `${v} свою карту ${w}`),
  // A card that looks some way, or lies some way: «карта смотрит на соперников», «карта лежит горизонтально».
  fc.tuple(pick(['смотрит', 'направлена', 'обращена']), pick(['на соперников', 'к партнёру', 'в сторону Севера', 'горизонтально', 'боком'])).map(([v, w]) => `закрытая карта ${v} ${w}`),
  pick(['горизонтально', 'боком', 'вдоль', 'не той стороной', 'не к той линии', 'как взятая защитой', 'не тем концом', 'другим концом']).map((w) => `закрытая карта лежит ${w}`),
  pick(['кладёт одинаково', 'кладёт все в одну сторону', 'складывал как попало']).map((w) => `свои карты ${w}`),
);
const trickRu = pick(['хотя взятку взял разыгрывающий', 'хотя взятку выиграли мы', 'даже когда взятку брали соперники', 'во взятке']);
const whoEn = pick(['a defender', 'my partner', 'East', 'I']);
const wayEn = fc.oneof(
  fc.tuple(pick(['put', 'placed', 'left', 'pointed', 'turned']), pick(['lengthwise', 'lengthways', 'the wrong way', 'upright', 'as a won trick', 'facing partner', 'wrong end round'])).map(([v, w]) => `${v} his card ${w}`),
  fc.tuple(pick(['pointed', 'turned']), pick(['towards his partner', 'towards the opponents', 'at us', 'at East-West', 'towards North'])).map(([v, w]) => `${v} his card ${w}`),
  fc.tuple(pick(['lying', 'left', 'kept', 'turned']), pick(['sideways', 'crosswise', 'lengthwise', 'every which way', 'all the same way'])).map(([v, w]) => `${v} his card ${w}`),
);
const trickEn = pick(['though dummy had won the trick', 'after we lost the trick', 'on trick five']);

const told = fc.oneof(
  fc.tuple(whoRu, wayRu, trickRu, fc.array(wordRu, { maxLength: 3 })).map(([a, b, c, ws]) => [`${a} ${b}, ${c}`, ...ws].join(' ')),
  fc.tuple(whoEn, wayEn, trickEn, fc.array(wordEn, { maxLength: 3 })).map(([a, b, c, ws]) => [`${a} ${b}, ${c}`, ...ws].join(' ')),
);

describe('readQuittedCard: a played card turned some way', () => {
  it('reads the way a card of a trick was put or turned, keeping the words told', () => {
    fc.assert(
      fc.property(told, (q) => keepsWordsTold(q, readQuittedCard(q, { quittedCard: 'QUITTED' }), 'QUITTED')),
      { numRuns: 400 },
    );
  });

  it('reads nothing in a card merely put towards a player (shown, not quitted), nor where no trick is told', () => {
    const other = fc.oneof(
      fc.tuple(pick(['разыгрывающий', 'защитник']), pick(['положил карту на стол к партнёру', 'поставил карту к себе'])).map(([a, b]) => `${a} ${b} и взял взятку`),
      fc.tuple(pick(['declarer', 'a defender']), pick(['put the king on the table toward me', 'placed a card towards his partner'])).map(([a, b]) => `${a} ${b} and won the trick`),
      fc.tuple(whoRu, wayRu, fc.array(wordRu, { maxLength: 3 })).map(([a, b, ws]) => [`${a} ${b}`, ...ws].join(' ')),
    );
    fc.assert(fc.property(other, (q) => findQuittedCard(q) === null), { numRuns: 300 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('защитник положил карту вдоль, хотя взятку взял разыгрывающий', undefined, () => true, situationWords(), readers).words).toContain('quittedCard');
  });
});
