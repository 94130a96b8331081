/**
 * Each section of the open data holds the definitions of the footnotes it cites (the audit's
 * instance: 50D2a cited `[^50-1]`, defined at the end of the law, in 50D2b). Sections, notes and
 * words are generated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownFootnotes } from '../../src/lib/api/own-footnotes.ts';

const word = fc.stringMatching(/^[a-zа-я]{2,8}$/u);
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' '));
const CITED = /\[\^([^\]\s]+)\](?!:)/gu;
const DEFINED = /^\[\^([^\]\s]+)\]:/gmu;

describe('ownFootnotes', () => {
  it('gives every section the definitions of the notes it cites, loses none, and changes no other text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 })), { minLength: 1, maxLength: 5 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
        fc.array(text, { minLength: 5, maxLength: 5 }),
        (parts, notes, noteTexts) => {
          // Notes 1..4 may be cited; the definitions of `notes` stand at the end of the last section.
          const sections = new Map(parts.map(([t, cites], i) => [`S${i}`, `${t}${cites.map((c) => `[^n${c}]`).join('')} ${t}`]));
          const lastId = `S${parts.length - 1}`;
          if (notes.length) sections.set(lastId, `${sections.get(lastId)}\n\n${notes.map((n) => `[^n${n}]: ${noteTexts[n - 1]}`).join('\n')}`);
          const out = ownFootnotes(sections);
          expect([...out.keys()]).toEqual([...sections.keys()]);
          for (const [id, md] of out) {
            const cited = new Set([...md.replace(DEFINED, '').matchAll(CITED)].map((m) => m[1]));
            const defined = new Set([...md.matchAll(DEFINED)].map((m) => m[1]));
            // Every note it cites that is defined anywhere is defined in it.
            for (const c of cited) if (notes.includes(Number(c!.slice(1)))) expect(defined, `${id} ${c}`).toContain(c);
            // Its own text is as it was.
            expect(md.split('\n')[0]).toBe(sections.get(id)!.split('\n')[0]);
          }
          // No definition is lost.
          for (const n of notes) expect([...out.values()].some((md) => md.includes(`[^n${n}]: ${noteTexts[n - 1]}`))).toBe(true);
        },
      ),
    );
  });

  it('moves 50D2b’s definition of 50D2a’s note to 50D2a, out of 50D2b, which does not cite it', () => {
    const out = ownFootnotes(new Map([['50D2a', 'Потребовать[^50-1] ход.'], ['50D2b', 'Не требовать.\n\n[^50-1]: Примечание.']]));
    expect(out.get('50D2a')).toBe('Потребовать[^50-1] ход.\n\n[^50-1]: Примечание.');
    expect(out.get('50D2b')).toBe('Не требовать.');
  });
});
