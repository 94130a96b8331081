import { describe, expect, it } from 'vitest';
import { loadConcordance } from '../../src/lib/content/editions.ts';
import { sourceAt, sourceTitle } from '../../src/lib/site/editions.ts';

/**
 * The Russian pages name the concordance's sources in Russian: every source's title and
 * every place in it (`at`) as the Russian 2017 boxes show them. Left in Latin letters: law
 * ids (64A1, 50E, l57), abbreviations of bodies (WBF, ACBL, PZBS, EBU, BLML…) and names.
 */
const c = loadConcordance();
/** A Latin word that is English: lower-case letters, three or more (ids and abbreviations are not). */
const english = /(?<![\p{L}\d])(?!l\d)[a-z]{3,}(?![\p{L}\d])/u;
const NAMES = /South Waikato Bridge Club|McBruce|It’s the Law/gu;

describe('sources in Russian', () => {
  it('gives every source a Russian title without English words', () => {
    const bad = [...c.sources.values()].map((s) => `${s.key}: ${sourceTitle(s, 'ru')}`).filter((x) => english.test(x.replace(NAMES, '').replace(/^[^:]+:/u, '')));
    expect(bad).toEqual([]);
  });

  it('says where in a source in Russian', () => {
    const ats = [...new Set(c.entries.flatMap((e) => e.sources.map((s) => s.at)))];
    expect(ats.length).toBeGreaterThan(20);
    const bad = ats.map((at) => `${at} → ${sourceAt(at, 'ru')}`).filter((x) => english.test(x.split(' → ')[1]!.replace(NAMES, '').replace(/«[^»]*»|\([ivx]+\)/gu, '')));
    expect(bad).toEqual([]);
  });

  it('keeps the English as it is', () => {
    for (const s of c.sources.values()) expect(sourceTitle(s, 'en')).toBe(s.title);
    expect(sourceAt('Law 64', 'en')).toBe('Law 64');
    expect(sourceAt('paragraphs 63.2, 63.3', 'ru')).toBe('пп. 63.2, 63.3');
  });
});
