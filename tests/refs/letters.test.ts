import { describe, expect, it } from 'vitest';
import { itemLetter, sectionLetter, toLatin } from '../../src/lib/refs/index';

describe('Cyrillic look-alikes', () => {
  it('maps every upper-case look-alike to its Latin twin', () => {
    expect(toLatin('АВСЕНКМОРТХ')).toBe('ABCEHKMOPTX');
  });

  it('maps lower-case look-alikes', () => {
    expect(toLatin('авсенкмортх')).toBe('abcehkmoptx');
  });

  it('keeps digits, Latin letters and other Cyrillic letters', () => {
    expect(toLatin('63D1 п.')).toBe('63D1 п.');
  });

  it('normalises section letters to Latin capitals', () => {
    expect(sectionLetter('А')).toBe('A');
    expect(sectionLetter('в')).toBe('B');
    expect(sectionLetter('f')).toBe('F');
    expect(sectionLetter('Ж')).toBeNull();
  });

  it('normalises item letters to Latin lower case', () => {
    expect(itemLetter('B')).toBe('b');
    expect(itemLetter('а')).toBe('a');
    expect(itemLetter('1')).toBeNull();
  });
});
