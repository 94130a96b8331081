/**
 * Declarer's play that may rest on his own lead out of turn (src/lib/search/declarer-informed.ts): read with 55C's words after
 * what he seemed to know. Sentences are built from a grammar: declarer, his lead and its retraction, what he seemed to know,
 * and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDeclarerInformed, readDeclarerInformed } from '../../src/lib/search/declarer-informed';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';
import { keepsWordsTold } from '../support/spliced';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/будто|знал|знает|видел|видит|понял|увидел|узнал|использ|воспольз|подсказ|выясн|получ|извл|почерп|инф|сведен|знани|счёт|счет|благодар|основ|исход|помощ|импас|показ|выдал|сделал|пошёл|взял|руки|угад|без|этого|лиц|понял|отказ|реакц|велел|вернут/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/knew|know|saw|seen|used|exploit|finesse|otherwise|never|where|learn|found|gather|got|gain|info|benefit|profit|from|show|told|gave|took|finess|lie|lay|guess|would|never|reaction|sense|read|hesitat|back|pick/u.test(w));

const leadRu = pick(['разыгрывающему вернули ход не с той руки', 'декларанта заставили перейти на стол', 'после отмены своего хода разыгрывающий', 'после хода вне очереди декларант', 'его заставили переиграть ход с правильной руки, и разыгрывающий', 'разыгрывающий вышел со стола, защитники велели вернуть, и он']);
const knewRu = pick(['сыграл так, будто знал, где дама', 'разыграл масть, как будто видел карты защиты', 'теперь знает, где король', 'использовал то, что узнал', 'воспользовался информацией', 'выиграл за счёт инфы от этого', 'узнал расклад из этого', 'сразу пошёл на импас', 'этот ход показал ему, где дама', 'угадал даму, которую без этого не нашёл бы', 'по лицам понял, где туз', 'отказался от трефового импаса']);
const leadEn = pick(['declarer was made to lead from the right hand', 'after his lead out of turn declarer', 'declarer retracted his lead', 'south started a heart from the wrong hand, East told him to put it back, and he', 'declarer led before RHO who had won the last trick, we made him pick it up, and he']);
const knewEn = pick(["took a finesse he'd otherwise miss", 'played as if he knew the layout', 'knew where the queen was', 'used what he saw', 'took a finesse he only knew from it', 'knew the lay from that lead', 'finessed accordingly', 'the lead showed him where the king was', "guessed the queen he wouldn't otherwise have found", "was using our reaction", "ducked a diamond that only makes sense if he read East's hesitation"]);

const told = fc.oneof(
  fc.tuple(leadRu, knewRu, fc.array(wordRu, { maxLength: 3 })).map(([l, k, ws]) => [`${l}, а потом ${k}`, ...ws].join(' ')),
  fc.tuple(leadEn, knewEn, fc.array(wordEn, { maxLength: 3 })).map(([l, k, ws]) => [`${l}, then ${k}`, ...ws].join(' ')),
);

describe('readDeclarerInformed: a line of play that his own lead out of turn may have told declarer', () => {
  it('reads what declarer seemed to know after his own lead out of turn, keeping the words told', () => {
    fc.assert(fc.property(told, (q) => keepsWordsTold(q, readDeclarerInformed(q, { declarerInformed: 'INFORMED' }), 'INFORMED')), { numRuns: 300 });
  });

  it('reads nothing without declarer, without his lead out of turn or from the wrong hand, or without what he knew', () => {
    const other = fc.oneof(
      fc.tuple(pick(['защитник пошёл не с той руки', 'West led out of turn']), fc.oneof(knewRu, knewEn)).map(([l, k]) => `${l}, then ${k}`),
      fc.tuple(pick(['разыгрывающий', 'declarer']), fc.oneof(knewRu, knewEn)).map(([d, k]) => `${d} ${k}`),
      fc.oneof(leadRu, leadEn).map((l) => `${l}, what now`),
    );
    fc.assert(fc.property(other, (q) => findDeclarerInformed(q) === null), { numRuns: 200 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('declarer was made to lead from the right hand, then knew where the queen was', undefined, () => true, situationWords(), readers).words).toContain('declarerInformed');
  });
});
