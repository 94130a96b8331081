import { describe, expect, it } from 'vitest';
import { revokeInquiry, revokePenalty } from '../../src/rules/index.ts';
import { linkify, matrixRows, refPattern, rulingBlocks, textRefs, type RefMap, type TextRefs } from '../../src/scripts/demos/view.ts';

const refs: RefMap = {
  '64': ['/l/64/', 'Law 64'],
  '64A1': ['/l/64/#64A1', 'Law 64A1'],
  '64.1': ['/l/64/#64.1', 'Commentary 64.1'],
  '63A': ['/l/63/#63A', 'Law 63A'],
  '27B1a': ['/l/27/', 'Law 27B1a'],
  '61.5(i)': ['/l/61/#61.5', 'Commentary 61.5(i)'],
  '61.5': ['/l/61/#61.5', 'Commentary 61.5'],
};
const re = refPattern(Object.keys(refs));
/** The ids as the 1987 ruling's text links them (no 2017 ids known). */
const only1987 = (m: RefMap, r = refPattern(Object.keys(m))): TextRefs => ({ '1987': m, '2017': {}, re: r });
const text = only1987(refs, re);
const links = (t: string) => linkify(t, text, '1987').filter((p) => typeof p !== 'string');

describe('linkify', () => {
  // Probe round 9: «больше 13 карт» linked 13 to Law 13 in the wrong-number-of-cards ruling.
  it('links a law named by its number alone only after its word or in its list, never a count', () => {
    const laws: RefMap = { '13': ['/l/13/', 'Law 13'], '50': ['/l/50/', 'Law 50'], '51': ['/l/51/', 'Law 51'] };
    const linked = (t: string) => linkify(t, only1987(laws), '1987').filter((p) => typeof p !== 'string').map((p) => (p as { text: string }).text);
    expect(linked('more than 13 cards (Law 13); see Laws 50 and 51')).toEqual(['13', '50', '51']);
    expect(linked('больше 13 карт (Правило 13); Правилами 50, 51')).toEqual(['13', '50', '51']);
    expect(linked('13 cards, 50 boards, 51 tables')).toEqual([]);
  });

  it('links whole ids, longest first', () => {
    expect(links('see 64A1 and 64.1, then Law 64.')).toEqual([
      { href: '/l/64/#64A1', text: '64A1' },
      { href: '/l/64/#64.1', text: '64.1' },
      { href: '/l/64/', text: '64' },
    ]);
  });

  it('does not link a known id inside a longer number or id', () => {
    expect(links('in 1964, 164, 64B2 and 64.3')).toEqual([]);
  });

  it('links ids printed with Cyrillic look-alike letters and items in parentheses, keeping the printed text', () => {
    expect(links('Правило 63А и 27B1(a)')).toEqual([
      { href: '/l/63/#63A', text: '63А' },
      { href: '/l/27/', text: '27B1(a)' },
    ]);
  });

  it('links a commentary item as printed, and the paragraph when the item is unknown', () => {
    expect(links('(61.5(i)) and 61.5(iv)')).toEqual([
      { href: '/l/61/#61.5', text: '61.5(i)' },
      { href: '/l/61/#61.5', text: '61.5(iv)' },
    ]);
  });

  // Probe round 12: «25B2(b)» linked with «(2)» after it as text, «30B1(b)» without its «(i)», «59.3» without «(a)».
  it('links an id with the sub-items printed after it, whole, to the id it has', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const subs = ['(a)', '(b)', '(а)', '(б)', '(i)', '(ii)', '(iv)', '(2)', '(12)'];
    const words = ['см.', 'see', 'по', 'Правило', 'Law', 'и', 'and', 'затем'];
    for (let k = 0; k < 200; k++) {
      const id = ['64A1', '64.1', '63A', '61.5', '27B1(a)'][rnd(5)]!;
      const printed = id + Array.from({ length: 1 + rnd(2) }, () => subs[rnd(subs.length)]).join('');
      const before = words[rnd(words.length)]!;
      const after = ['', '.', ',', ';', ')'][rnd(5)]!;
      const found = links(`${before} ${printed}${after} ${words[rnd(words.length)]}`);
      expect(found.map((l) => (l as { text: string }).text), printed).toEqual([printed]);
    }
    // A year in a bracket is an edition, not a sub-item; a bracket after a space is not the id's.
    expect(links('64A1(2017) and 63A (a)').map((l) => (l as { text: string }).text)).toEqual(['64A1', '63A']);
  });

  it('keeps all the text, in order', () => {
    const text = 'A (64A1, 64.1) b 63А.';
    expect(linkify(text, only1987(refs), '1987').map((p) => (typeof p === 'string' ? p : 'href' in p ? p.text : p.strong)).join('')).toBe(text);
  });

  // Probe round 10: «В 1987 году это 53C» in a 2017 ruling stayed plain; it links to the 1987 law now.
  it("links an id in the edition its clause or sentence names, else in the ruling's own", () => {
    const n = () => String(10 + Math.floor(Math.random() * 80));
    for (let i = 0; i < 50; i++) {
      const [a, b] = [n(), n()];
      const id = `${a}C`;
      const t = textRefs({ refs: { [id]: [`/l/${a}/#${id}`, id] }, refs2017: { [`2017:${id}`]: [`/e/#e-${id}`, id], [`2017:${b}D`]: [`/e/#e-${b}D`, `${b}D`] } });
      const own = [`Ход остаётся (${b}D).`, `В Кодексе 1987 года это ${id}; по Правилам 2017 года — ${b}D.`];
      const hrefs = (s: string, e: '1987' | '2017') => linkify(s, t, e).filter((p) => typeof p !== 'string').map((p) => (p as { href: string }).href);
      expect(hrefs(own.join(' '), '2017')).toEqual([`/e/#e-${b}D`, `/l/${a}/#${id}`, `/e/#e-${b}D`]);
      expect(hrefs(`Under the 1997 Laws, ${id}. Under the 2017 Laws, ${id} too.`, '1987')).toEqual([`/l/${a}/#${id}`, `/e/#e-${id}`]);
      expect(hrefs(`${id} by the 1997 text, ${b}D in 2017`, '2017')).toEqual([`/l/${a}/#${id}`, `/e/#e-${b}D`]);
      expect(hrefs(`Поправка 1988 года: ${id} (в 2017 году — ${b}D).`, '2017')).toEqual([`/l/${a}/#${id}`, `/e/#e-${b}D`]);
      expect(hrefs(`Как в Кодексе, ${id}.`, '2017')).toEqual([`/l/${a}/#${id}`]);
    }
  });
});

describe('rulingBlocks', () => {
  const strings = { decidedBy: 'Decided by:', cites: 'See also:', explained: 'Explained in the commentary:', impossible: 'This cannot happen:' };

  it('shows the deciding ref, the explanation in the page language, the Laws cited beside it and, apart, the commentary that explains', () => {
    const r = revokePenalty({ offender: 'defender', trick: 5, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 3, exception: 'none', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false });
    expect(r.ok).toBe(true);
    const blocks = rulingBlocks(r, 'ru', { refs, strings }, '1987', text);
    expect(blocks.map((b) => b.cls)).toEqual(['demo-decided', 'demo-explanation', 'demo-cites', 'demo-explained']);
    expect(blocks[0]!.parts).toContainEqual({ href: '/l/64/#64A1', text: 'Law 64A1' });
    expect(blocks[1]!.parts.filter((p) => typeof p === 'string').join('')).toMatch(/нарушитель/u);
    expect(blocks[2]!.parts).toContain('64C');
    expect(blocks[2]!.parts).not.toContainEqual({ href: '/l/64/#64.1', text: 'Commentary 64.1' });
    expect(blocks[3]!.parts).toEqual([{ strong: 'Explained in the commentary:' }, ' ', { href: '/l/64/#64.1', text: 'Commentary 64.1' }]);
  });

  it('shows the problem of an impossible situation', () => {
    const r = revokePenalty({ offender: 'defender', trick: 13, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 1, exception: 'none', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false });
    const blocks = rulingBlocks(r, 'en', { refs, strings }, '1987', text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.cls).toBe('demo-problem');
    expect(blocks[0]!.parts[0]).toEqual({ strong: 'This cannot happen:' });
  });
});

describe('matrixRows', () => {
  const m = {
    rows: 'failedToFollow',
    cols: 'asker',
    outcome: 'mayAsk',
    rowValues: ['declarer', 'defender'],
    colValues: ['declarer', 'dummy', 'defender'],
    labels: { declarer: 'declarer', dummy: 'dummy', defender: 'defender' },
    none: '—',
  };
  const apply = (i: Record<string, string | number | boolean>) => revokeInquiry(i as never);
  const text = (parts: unknown[]) => parts.map((p) => (typeof p === 'string' ? p : (p as { strong: string }).strong)).join('');

  it('lays out table 61.3 from the rule, EBL: a defender may not ask his partner, the chosen pair in bold', () => {
    const rows = matrixRows(apply, { failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: false, revokeOccurred: true }, m);
    expect(rows.map((r) => [r.row, text(r.cells[0]), text(r.cells[1])])).toEqual([
      ['declarer', 'dummy, defender', '—'],
      ['defender', 'declarer', 'dummy, defender'],
    ]);
    expect(rows[1]!.current).toBe(1);
    expect(rows[1]!.cells[1]).toContainEqual({ strong: 'defender' });
    expect(rows[0]!.current).toBeNull();
  });

  it('moves the other defender to "may ask" when the Zonal Organisation permits it', () => {
    const rows = matrixRows(apply, { failedToFollow: 'defender', asker: 'dummy', zonalOrganisationPermitsDefendersToAsk: true, revokeOccurred: true }, m);
    expect(rows.map((r) => [text(r.cells[0]), text(r.cells[1])])[1]).toEqual(['declarer, defender', 'dummy']);
  });
});
