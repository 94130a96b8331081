/** The order of an id's places when its text is not loaded (issue 35, cause 5). */
import { describe, expect, it } from 'vitest';
import { explainedFirst, searchInstead } from '../../src/lib/search/explain-stub.ts';

const goto = [{ href: '/ru/laws/64/#64B6', kind: 'goto' }, { href: '/ru/editions/61-71/#e-64B6', kind: 'goto' }];
const places = [{ href: '/ru/triage/revoke-tricks/', kind: 'triage' }, { href: '/ru/laws/63/#63.3', kind: 'commentary' }, { href: '/ru/laws/64/#64.2', kind: 'commentary' }];

describe('explainedFirst', () => {
  it('puts the best explaining place before a stub, then the stub and its concordance row', () => {
    expect(explainedFirst(goto, places, true, false).map((i) => i.href)).toEqual(['/ru/laws/63/#63.3', '/ru/laws/64/#64B6', '/ru/editions/61-71/#e-64B6', '/ru/triage/revoke-tricks/', '/ru/laws/64/#64.2']);
  });
  it('prefers the id’s own law when the places were found through its section', () => {
    expect(explainedFirst(goto, places, true, true)[0]!.href).toBe('/ru/laws/64/#64.2');
  });
  it('leaves a place with text first', () => {
    expect(explainedFirst(goto, places, false, false)).toEqual([...goto, ...places]);
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
