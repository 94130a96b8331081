/**
 * Every id a concordance note names is a link (probe round 11: «(62.7)», «после 27.8»,
 * «(24.4–24.6)», «(1C)» and the ids of «Почему не сверено» were plain), and prose that only
 * names a year before a colon («in 2017: 63A4 (2017)») keeps the year out of the link. Read over
 * every entry of content/catalogue/editions.yaml, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { cueless, findRefs } from '../../src/lib/refs/index.ts';
import { loadConcordance } from '../../src/lib/content/editions.ts';
import { site } from '../../src/lib/site/data.ts';
import { entryView, type NotePart } from '../../src/lib/site/editions.ts';

/** An id of a law section (1C, 41B1) or of a commentary paragraph (62.7, 61.5(iv)), standing alone. */
const ID = /(?<![\p{L}\p{N}.:])\d{1,2}(?:\.\d{1,2}|[A-L]\d*)(?![\p{L}\p{N}])/gu;
/** A law by its number alone in a bracket of ids («(68)», «(71, 71B)»; probe round 12), not «(13 карт)». */
const BRACKETED = /(?<=(?<![\p{L}\p{N})])\((?:\d[\p{L}\p{N}.()]*(?:[,;]\s*|\s*[–-]\s*))*)\d{1,2}(?=(?:(?:[,;]\s*|\s*[–-]\s*)\d[\p{L}\p{N}.()]*)*[);])/gu;

describe('the ids of the concordance notes', () => {
  const index = site();
  const views = loadConcordance().entries.flatMap((e) => (['ru', 'en'] as const).map((lang) => entryView(index, e, lang, '/')));

  it('are all links, in the note and in why the entry is not verified', () => {
    const plain: string[] = [];
    const scan = (parts: readonly NotePart[]) => {
      // Read the note whole, so a bracket's context reaches across the links in it («(71, 71B)»).
      const whole = parts.map((p) => p.text).join('');
      const plainAt: [number, number][] = [];
      let at = 0;
      for (const p of parts) {
        if (!p.href) plainAt.push([at, at + p.text.length]);
        at += p.text.length;
      }
      for (const m of [...whole.matchAll(ID), ...whole.matchAll(BRACKETED)]) {
        if (plainAt.some(([from, to]) => from <= m.index && m.index + m[0].length <= to)) plain.push(`${m[0]} …${whole.slice(Math.max(0, m.index - 40), m.index + 12)}…`);
      }
    };
    for (const v of views) {
      scan(v.noteParts);
      scan(v.unverifiedParts ?? []);
    }
    expect(plain).toEqual([]);
  });

  it('keep a year of the prose out of a link («in 2017: 63A4 (2017)»)', () => {
    const links = views.flatMap((v) => [...v.noteParts, ...(v.unverifiedParts ?? [])]).filter((p) => p.href);
    expect(links.filter((p) => /\d{4}:\s/u.test(p.text)).map((p) => p.text)).toEqual([]);
    expect(links.map((p) => p.text)).toContain('63A4 (2017)');
  });
});

describe('a text of citations (findRefs, cueless)', () => {
  const rnd = (n: number) => Math.floor(Math.random() * n);
  const LETTERS = 'абвгдежзиклмнопрстуфхцчшщэюя';
  const word = () => Array.from({ length: 3 + rnd(7) }, () => LETTERS[rnd(LETTERS.length)]).join('');

  it('reads a bare paragraph id or a section id as a citation anywhere, where running text needs a cue', () => {
    for (let i = 0; i < 200; i++) {
      const para = `${1 + rnd(93)}.${1 + rnd(12)}`;
      const section = `${1 + rnd(93)}${'ABCD'[rnd(4)]}`;
      const text = `${word()} ${word()} (${para}), ${word()} ${section}; ${word()} ${para}–${para.replace(/\d+$/u, (n) => `${+n + 1}`)} ${word()}.`;
      const read = findRefs(text, 'ru', cueless('ru')).map((m) => m.text);
      expect(read, text).toEqual([para, section, para, para.replace(/\d+$/u, (n) => `${+n + 1}`)]);
      // Running text links neither bare paragraph nor a single-digit law's section without a cue.
      expect(findRefs(text, 'ru').map((m) => m.text).filter((t) => t.includes('.')), text).toEqual([]);
    }
  });
});
