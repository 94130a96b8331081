/**
 * Cyrillic → Latin look-alike letters.
 *
 * The old Russian sources type law section letters with whatever keyboard
 * layout was active: «63А4» (Cyrillic А) and «62D1» (Latin D) sit side by side.
 * Canonical ids are Latin everywhere, so every look-alike is mapped here.
 */

/** Upper-case Cyrillic letters that look like Latin capitals, and their Latin twin. */
export const CYRILLIC_LOOKALIKES: Readonly<Record<string, string>> = Object.freeze({
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Т: 'T',
  Х: 'X',
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  н: 'h',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  т: 't',
  х: 'x',
});

/** Every Cyrillic character that {@link toLatin} rewrites (for building character classes). */
export const CYRILLIC_LOOKALIKE_CHARS: string = Object.keys(CYRILLIC_LOOKALIKES).join('');

/** Replace every Cyrillic look-alike letter by its Latin twin; other characters are kept. */
export function toLatin(text: string): string {
  let out = '';
  for (const ch of text) out += CYRILLIC_LOOKALIKES[ch] ?? ch;
  return out;
}

/** A law section letter («А», «a», «B») as a Latin capital, or null when it is no Latin/look-alike letter. */
export function sectionLetter(ch: string): string | null {
  const latin = toLatin(ch).toUpperCase();
  return /^[A-Z]$/.test(latin) ? latin : null;
}

/** An item letter («b», «(B)», Cyrillic «а») as a Latin lower-case letter, or null. */
export function itemLetter(ch: string): string | null {
  const latin = toLatin(ch).toLowerCase();
  return /^[a-z]$/.test(latin) ? latin : null;
}
