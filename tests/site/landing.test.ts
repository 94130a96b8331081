import { describe, expect, it } from 'vitest';
import { landingFor, type LawPageAt } from '../../src/lib/site/landing.ts';

// Law 63's page, as built: its sections and stubs, its commentary paragraphs, a footnote.
const law63: LawPageAt = { law: 63, lang: 'ru', base: '/', anchors: new Set(['63A', '63A4', '63B', '63.1', '63.5', 'fn-63-1', 'law-text-heading']) };

describe('landingFor: where a law page fragment that is no anchor lands', () => {
  it('lands a hand-typed spelling on its canonical anchor (Cyrillic letter, lower case, trailing dot, «п.»)', () => {
    for (const typed of ['63А4', '63а4', '63a4', 'Правило 63A4']) expect(landingFor(typed, law63), typed).toBe('/ru/laws/63/#63A4');
    for (const typed of ['63.5.', 'п. 63.5', 'п.63.5']) expect(landingFor(typed, law63), typed).toBe('/ru/laws/63/#63.5');
  });

  it('falls back to the deepest place the page has', () => {
    expect(landingFor('63A9', law63)).toBe('/ru/laws/63/#63A');
    expect(landingFor('63.5(ii)', law63)).toBe('/ru/laws/63/#63.5');
  });

  it('sends a place in another law to that law’s page, in the page’s language and under its base', () => {
    expect(landingFor('61.5', law63)).toBe('/ru/laws/61/#61.5');
    expect(landingFor('61в', { ...law63, lang: 'en', base: '/laws/' })).toBe('/laws/en/laws/61/#61B');
  });

  it('leaves alone a fragment that is an anchor here, or names no place', () => {
    for (const fragment of ['63A4', 'fn-63-1', 'law-text-heading', '', 'top', '99Z']) expect(landingFor(fragment, law63), fragment).toBeNull();
  });

  it('gives the bare page for the law itself, which the script then leaves as it is', () => {
    expect(landingFor('63', law63)).toBe('/ru/laws/63/');
  });
});
