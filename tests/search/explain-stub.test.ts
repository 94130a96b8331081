/** The order of an id's places when its text is not loaded (issue 35, cause 5). */
import { describe, expect, it } from 'vitest';
import { explainedFirst, searchInstead } from '../../src/lib/search/explain-stub.ts';

const goto = [{ href: '/ru/laws/64/#64B6', kind: 'goto' }, { href: '/ru/editions/61-71/#e-64B6', kind: 'goto' }];
const places = [{ href: '/ru/triage/revoke-tricks/', kind: 'triage' }, { href: '/ru/laws/63/#63.3', kind: 'commentary' }, { href: '/ru/laws/64/#64.2', kind: 'commentary' }];

describe('explainedFirst', () => {
  it('puts the explaining paragraph first, as the search found it, then the stub and its concordance row', () => {
    const explainer = { href: '/ru/laws/63/#63.3', kind: 'commentary' };
    const shown = explainedFirst(goto, places, explainer);
    expect(shown.map((i) => i.href)).toEqual(['/ru/laws/63/#63.3', '/ru/laws/64/#64B6', '/ru/editions/61-71/#e-64B6', '/ru/triage/revoke-tricks/', '/ru/laws/64/#64.2']);
    expect(shown[0]).toBe(places[1]);
  });
  it('puts the explaining paragraph first where the search did not find it, as described', () => {
    const explainer = { href: '/ru/laws/64/#64.1', kind: 'commentary' };
    expect(explainedFirst(goto, places, explainer)).toEqual([explainer, ...goto, ...places]);
  });
  it('leaves the offered places first where no paragraph explains the id, even before a paragraph citing it', () => {
    expect(explainedFirst(goto, places, null)).toEqual([...goto, ...places]);
  });
});

describe('searchInstead', () => {
  it('searches the stub’s place when the id lands on another place’s stub and nothing explains the id', () => {
    expect(searchInstead('63A1', '63A', true, [{ kind: 'editions' }])).toBe('63A');
    expect(searchInstead('63A1', '63A', true, [{ kind: 'commentary' }])).toBeNull();
    expect(searchInstead('64B6', '64B6', true, [])).toBeNull();
    expect(searchInstead('65B1', '65B1', false, [])).toBeNull();
  });
});
