/**
 * The records of a law page (src/lib/search/records.ts): the box «В Правилах 2017 года» of a law
 * whose text and commentary are not loaded is the page itself, still of the concordance's kind;
 * beside the law's text it stays at its anchor. The page alone is found by its law's title too.
 */
import { describe, expect, it } from 'vitest';
import { recordsOfPage } from '../../src/lib/search/records.ts';

const page = (inner: string) =>
  `<html lang="ru"><body><article data-pagefind-body><h1>Правило 11. Утрата права на наказание</h1>${inner}<aside class="edition-box"><h2 id="edition-box-title">В Правилах 2017 года</h2><p>Право на исправление теряется, если сторона действовала до вызова судьи.</p></aside></article></body></html>`;

describe('search records of a law page', () => {
  it('gives a law page without text its box as the page', () => {
    const rs = recordsOfPage(page(''), '/ru/laws/11/');
    expect(rs.map((r) => [r.url, r.kind])).toEqual([['/ru/laws/11/', 'editions']]);
  });

  it('finds a law page without text by its law’s title, which no other place holds (the number is the id’s)', () => {
    const [stub] = recordsOfPage(page(''), '/ru/laws/11/');
    expect(stub!.keywords).toBe('Утрата права на наказание');
    const [, box] = recordsOfPage(page('<div class="law-body"><section class="law-section" data-anchor="11A"><p>Текст.</p></section></div>'), '/ru/laws/11/');
    expect(box!.keywords).toBeUndefined();
  });

  it('keeps the box at its anchor beside the law text', () => {
    const rs = recordsOfPage(page('<div class="law-body"><section class="law-section" data-anchor="11A"><p>Текст раздела.</p></section></div>'), '/ru/laws/11/');
    expect(rs.map((r) => [r.url, r.kind])).toEqual([
      ['/ru/laws/11/#11A', 'law'],
      ['/ru/laws/11/#edition-box-title', 'editions'],
    ]);
  });

  it('gives an outcome of «Что случилось?» its phase, where the page names one, and none where it does not', () => {
    const outcome = (attr: string) => `<html lang="ru"><body><article class="triage-outcome" data-pagefind-body${attr}><h1>Карта открыта</h1><p>Игрок уронил карту.</p></article></body></html>`;
    expect(recordsOfPage(outcome(' data-phase="auction"'), '/ru/triage/card-exposed-auction/')[0]!.phase).toBe('auction');
    expect(recordsOfPage(outcome(''), '/ru/triage/wrong-board/')[0]!.phase).toBeUndefined();
  });
});
