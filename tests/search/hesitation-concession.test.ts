/**
 * A call's manner (src/lib/search/hesitation.ts) and an agreement to a claim found wrong (concession.ts):
 * each is read with the text's words for its case after the words told, which stay. Sentences are built
 * from a grammar: random words, who acted, the manner or the agreement and the discovery in their forms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findHesitationTold, readHesitation } from '../../src/lib/search/hesitation';
import { findConcessionTold, readConcession } from '../../src/lib/search/concession';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/долг|минут|секунд|думал|решал|тянул|задум|завис|замешк|замедл|затян|пауз|нажим|тон|интонац|вздох|помор|пробур|пробор|хмык|скрив|быстр|мгновен|момент|соглас|кивн|приня|спор|подтв|уступ|отда|призн|промолч|понял|оказ|увид|выясн|вспомн|сообраз|дошл|спохват|передум|хотя|вечн|голов|махн|зрит|болел|кибит|кибиц|посторон|наблюд|зевак/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/tank|hesit|slow|quick|fast|instant|snap|pause|huddl|tempo|thought|sigh|mutter|groan|grimac|frown|huff|look|shook|emphas|tone|voice|agree|nodd|accept|acquiesc|conced|gave|object|along|reali|notic|saw|turn|actual|found|still|would|chang|spectat|kibit|onlook|audien|vugraph/u.test(w));

describe('readHesitation: the manner of a call', () => {
  const mannerRu = pick(['партнёр полминуты думал и спасовал', 'партнёр долго тянул с пасом', 'после задумчивого паса', 'партнёр секунд двадцать решал', 'партнёр сказал «контра» с нажимом', 'партнёр недовольным тоном сказал пас', 'партнёр тяжело вздохнул', 'соперник поморщился', 'партнёр так быстро сказал «контра»', 'партнёр завис перед пасом']);
  const mannerEn = pick(['partner tanked and passed', 'a slow double', 'partner hesitated before passing', 'an instant double', 'partner sighed loudly', 'RHO muttered something', 'partner thought for ages', 'partner bid in a strange tone', 'partner gave me a look']);
  const told = fc.oneof(
    fc.tuple(mannerRu, fc.array(wordRu, { maxLength: 3 }), fc.array(wordRu, { maxLength: 3 })).map(([m, a, b]) => [...a, `${m},`, ...b].join(' ')),
    fc.tuple(mannerEn, fc.array(wordEn, { maxLength: 3 }), fc.array(wordEn, { maxLength: 3 })).map(([m, a, b]) => [...a, `${m},`, ...b].join(' ')),
  );
  it('reads a pause, a haste, a tone or a face as the case, keeping the words told', () => {
    fc.assert(fc.property(told, (q) => { const r = readHesitation(q, { hesitation: 'HESITATION' }); return r.includes('HESITATION') && r.replace('HESITATION', '').replace(/\s+/gu, '') === q.replace(/\s+/gu, ''); }), { numRuns: 400 });
  });
  it('reads nothing in a call told without its manner', () => {
    const plain = fc.oneof(
      fc.tuple(pick(['партнёр спасовал', 'партнёр сказал «контра»', 'я заявил четыре пики']), fc.array(wordRu, { maxLength: 4 })).map(([m, ws]) => [m, ...ws].join(' ')),
      fc.tuple(pick(['partner passed', 'partner doubled', 'I bid four spades']), fc.array(wordEn, { maxLength: 4 })).map(([m, ws]) => [m, ...ws].join(' ')),
    );
    fc.assert(fc.property(plain, (q) => findHesitationTold(q) === null), { numRuns: 300 });
    // Haste is a manner only in a call: «быстро положил карту» is no call's haste.
    expect(findHesitationTold('разыгрывающий быстро положил карту со стола')).toBeNull();
  });
  // Round 146: "a spectator groaned out loud when declarer ducked" is Law 76's, not partner's hesitation.
  it("reads nothing where an onlooker made the sign: a spectator is Law 76's", () => {
    const onlooker = fc.oneof(
      fc.tuple(pick(['зритель', 'болельщик', 'кибитцер', 'посторонний за спиной', 'наблюдатель у стола']), pick(['тяжело вздохнул', 'поморщился', 'хмыкнул', 'покачал головой']), fc.array(wordRu, { maxLength: 3 })).map(([who, m, ws]) => [who, m, ...ws].join(' ')),
      fc.tuple(pick(['a spectator', 'a kibitzer behind declarer', 'an onlooker']), pick(['sighed', 'groaned', 'muttered', 'shook his head']), fc.array(wordEn, { maxLength: 3 })).map(([who, m, ws]) => [who, m, ...ws].join(' ')),
    );
    fc.assert(fc.property(onlooker, (q) => findHesitationTold(q) !== null && readHesitation(q, { hesitation: 'HESITATION' }) === q), { numRuns: 200 });
  });
});

describe('readConcession: an agreement to a claim, then found wrong', () => {
  const agreedRu = pick(['я согласился с клеймом', 'мы кивнули на претензию', 'защитник отдал последнюю взятку', 'вистующий сказал «остальные ваши»', 'мы приняли клейм разыгрывающего', 'не стали спорить с претензией', 'разыгрывающий признал без одной']);
  const foundRu = pick(['а потом понял, что козырь старший', 'а оказалось, что туз у нас', 'хотя у него был старший козырь', 'и через минуту увидел свою даму', 'потом выяснилось, что взятка наша']);
  const agreedEn = pick(['I agreed to the claim', 'we nodded to the claim', 'declarer conceded one down', 'we accepted the defenders claim', 'I acquiesced']);
  const foundEn = pick(['then realised my jack was high', 'and later noticed a trump', 'but partner still had the ace', 'then saw that we had a winner', 'but it turned out the contract was made']);
  const told = fc.oneof(
    fc.tuple(agreedRu, foundRu, fc.array(wordRu, { maxLength: 3 }), fc.array(wordRu, { maxLength: 2 })).map(([a, f, x, y]) => [...x, `${a},`, ...y, f].join(' ')),
    fc.tuple(agreedEn, foundEn, fc.array(wordEn, { maxLength: 3 }), fc.array(wordEn, { maxLength: 2 })).map(([a, f, x, y]) => [...x, `${a},`, ...y, f].join(' ')),
  );
  it('reads an agreement and its discovery after it as the case, keeping the words told', () => {
    fc.assert(fc.property(told, (q) => readConcession(q, { concession: 'CONCESSION' }).includes('CONCESSION')), { numRuns: 400 });
  });
  it('reads nothing where the discovery comes first, or no discovery follows (a claim merely agreed)', () => {
    const alone = fc.oneof(
      fc.tuple(agreedRu, fc.array(wordRu, { maxLength: 3 })).map(([a, ws]) => [a, ...ws].join(' ')),
      fc.tuple(agreedEn, fc.array(wordEn, { maxLength: 3 })).map(([a, ws]) => [a, ...ws].join(' ')),
      fc.tuple(foundRu, agreedRu).map(([f, a]) => `${f.replace(/^а\s+/u, '')}; ${a}`).filter((q) => !/отдал|сказал|признал/u.test(q)),
    );
    fc.assert(fc.property(alone, (q) => findConcessionTold(q) === null), { numRuns: 300 });
  });
  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('partner sighed and I pulled to 4H', undefined, () => true, situationWords(), readers).words).toBe('partner sighed hesitation and I pulled to 4H');
    expect(readQuery('I agreed to the claim, then realised my jack was high', undefined, () => true, situationWords(), readers).words).toBe('I agreed concession to the claim, then realised my jack was high');
  });
});
