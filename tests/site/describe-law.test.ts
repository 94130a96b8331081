import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/site/data.ts';
import { describeLaw } from '../../src/lib/site/law-page.ts';

const page = (n: number) => site().lawPages().find((p) => p.n === n)!;

describe('a law page\'s description (meta, Open Graph)', () => {
  it('is the first commentary paragraph in the page\'s own language', () => {
    expect(describeLaw(page(61), 'ru')).toMatch(/^Правило 59 допускает/u);
    expect(describeLaw(page(61), 'en')).toMatch(/^Law 59 allows/u);
  });

  it('is plain text cut at a word within 160 characters, with an ellipsis', () => {
    for (const p of site().lawPages()) {
      for (const lang of ['ru', 'en'] as const) {
        const d = describeLaw(p, lang);
        if (d === null) continue;
        expect(d.length, `${lang} ${p.n}`).toBeLessThanOrEqual(160);
        expect(d, `${lang} ${p.n}`).toBe(d.trim());
        expect(d, `${lang} ${p.n}`).not.toMatch(/\*\*|\]\(|\n|^#/u);
      }
    }
    const cut = describeLaw(page(61), 'en', 40)!;
    expect(cut).toBe('Law 59 allows that, where a lead…');
  });

  it('is null for a law without commentary (the page uses its title)', () => {
    const none = site().lawPages().find((p) => p.paragraphs.length === 0);
    if (none) expect(describeLaw(none, 'ru')).toBeNull();
    expect(none, 'some law page has no commentary').toBeDefined();
  });
});
