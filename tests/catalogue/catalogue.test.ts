import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { GlossaryTerm, LawEntry, Part } from '../../src/lib/content/catalogue.ts';
import { lawsWithText } from '../support/laws-with-text.ts';

const root = join(import.meta.dirname, '..', '..');
const catalogueDir = join(root, 'content', 'catalogue');
const sourcesDir = join(root, 'content', 'sources');

/** laws.yaml as written: each law also records where its title comes from. */
type Law = LawEntry & { titleSource: string };

const catalogue = parse(readFileSync(join(catalogueDir, 'laws.yaml'), 'utf8')) as {
  parts: Part[];
  laws: Law[];
};
const glossary = parse(readFileSync(join(catalogueDir, 'glossary.yaml'), 'utf8')) as {
  terms: GlossaryTerm[];
};
const sources = new Map<string, string>(
  readdirSync(sourcesDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => [f, readFileSync(join(sourcesDir, f), 'utf8')] as const),
);

/** Collapse whitespace and paragraph marks, unify dashes, lower-case. */
function normalise(text: string): string {
  return text
    .replace(/¶/g, ' ')
    .replace(/\(DC\d\)/g, ' ')
    .replace(/[‐-―-]/g, '-')
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const nonEmpty = (s: unknown): boolean => typeof s === 'string' && s.trim().length > 0;

describe('laws.yaml', () => {
  const { parts, laws } = catalogue;

  it('lists the 93 laws, numbered 1..93, each exactly once and in order', () => {
    expect(laws).toHaveLength(93);
    expect(laws.map((l) => l.n)).toEqual(Array.from({ length: 93 }, (_, i) => i + 1));
  });

  it('gives a law’s topics (if any) in both languages, a short list of words or short phrases, no sentences', () => {
    for (const law of laws.filter((l) => l.topics)) {
      for (const lang of ['ru', 'en'] as const) {
        expect(law.topics![lang].length, `law ${law.n} topics.${lang}`).toBeGreaterThan(0);
        expect(law.topics![lang].length, `law ${law.n} topics.${lang}`).toBeLessThanOrEqual(14);
        expect(new Set(law.topics![lang]).size, `law ${law.n} topics.${lang}`).toBe(law.topics![lang].length);
        for (const t of law.topics![lang]) expect(t.trim().split(/\s+/u).length, `law ${law.n}: «${t}»`).toBeLessThanOrEqual(6);
      }
    }
  });

  // Issue 35, round 16: a law without text on the site (neither law text nor commentary) is found by
  // its subject in a reader's words only through its topics.
  it('gives every law without text on the site its topics, three or more in each language', () => {
    const withText = lawsWithText(join(root, 'content'), 'ru');
    for (const law of laws.filter((l) => !withText.has(l.n))) {
      for (const lang of ['ru', 'en'] as const) expect(law.topics?.[lang].length ?? 0, `law ${law.n} topics.${lang}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every law a Russian and an English title', () => {
    for (const law of laws) {
      expect(nonEmpty(law.ru), `law ${law.n} ru`).toBe(true);
      expect(nonEmpty(law.en), `law ${law.n} en`).toBe(true);
    }
  });

  it('has parts with unique ids and titles in both languages', () => {
    const ids = parts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const part of parts) {
      expect(part.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(nonEmpty(part.ru), `${part.id} ru`).toBe(true);
      expect(nonEmpty(part.en), `${part.id} en`).toBe(true);
      expect(part.laws.length, `${part.id} has laws`).toBeGreaterThan(0);
    }
  });

  it('assigns every law to a part that exists and lists it', () => {
    const byId = new Map(parts.map((p) => [p.id, p]));
    for (const law of laws) {
      const part = byId.get(law.part);
      expect(part, `law ${law.n} part ${law.part}`).toBeDefined();
      expect(part?.laws, `law ${law.n} in part ${law.part}`).toContain(law.n);
    }
  });

  it('has parts that cover laws 1..93 once each, in increasing Code order', () => {
    expect(parts.flatMap((p) => p.laws)).toEqual(Array.from({ length: 93 }, (_, i) => i + 1));
  });

  it('names either "editorial" or an existing source file as titleSource', () => {
    for (const law of laws) {
      if (law.titleSource !== 'editorial') {
        expect(sources.has(law.titleSource), `law ${law.n}: ${law.titleSource}`).toBe(true);
      }
    }
  });

  it('quotes a source-titled law from that source’s «Правило N.» heading', () => {
    for (const law of laws) {
      if (law.titleSource === 'editorial') continue;
      const text = normalise(sources.get(law.titleSource) ?? '');
      const heading = normalise(`Правило ${law.n}. ${law.ru}`);
      expect(text.includes(heading), `law ${law.n} heading in ${law.titleSource}`).toBe(true);
    }
  });

  it('writes quoted Russian titles in sentence case, not capitals', () => {
    for (const law of laws) {
      expect(law.ru, `law ${law.n}`).not.toMatch(/[А-ЯЁ]{2,}/);
    }
  });
});

describe('glossary.yaml', () => {
  const { terms } = glossary;

  it('has at least 40 terms', () => {
    expect(terms.length).toBeGreaterThanOrEqual(40);
  });

  it('gives no two terms the same id', () => {
    const ids = terms.map((t) => t.id);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
  });

  it('gives every term a Russian and an English form', () => {
    for (const t of terms) {
      expect(nonEmpty(t.id)).toBe(true);
      expect(nonEmpty(t.ru), `${t.id} ru`).toBe(true);
      expect(nonEmpty(t.en), `${t.id} en`).toBe(true);
      if (t.note !== undefined) {
        expect(nonEmpty(t.note.ru) && nonEmpty(t.note.en), `${t.id} note`).toBe(true);
      }
    }
  });

  it('has ruMatch and enMatch patterns that compile with flags "i" and "iu" and never match the empty string', () => {
    for (const t of terms) {
      for (const pattern of [t.ruMatch, t.enMatch]) {
        expect(nonEmpty(pattern), `${t.id}: pattern present`).toBe(true);
        for (const flags of ['i', 'iu']) {
          expect(() => new RegExp(pattern, flags), `${t.id}: /${pattern}/${flags}`).not.toThrow();
        }
        expect(new RegExp(pattern, 'iu').test(''), `${t.id}: /${pattern}/ matches ""`).toBe(false);
      }
    }
  });

  it('has renderings to avoid that compile with flags "i" and "iu", give a reason, and never match the empty string or the term’s own English', () => {
    for (const t of terms) {
      for (const a of t.avoid ?? []) {
        expect(nonEmpty(a.why), `${t.id}: avoid without a reason`).toBe(true);
        for (const flags of ['i', 'iu']) {
          expect(() => new RegExp(a.enMatch, flags), `${t.id}: /${a.enMatch}/${flags}`).not.toThrow();
        }
        expect(new RegExp(a.enMatch, 'iu').test(''), `${t.id}: avoid matches ""`).toBe(false);
        expect(new RegExp(a.enMatch, 'iu').test(t.en), `${t.id}: avoid matches its own English "${t.en}"`).toBe(false);
      }
    }
  });

  it('finds every term’s ruMatch in at least one source text', () => {
    const texts = [...sources.values()];
    const missing = terms
      .filter((t) => !texts.some((text) => new RegExp(t.ruMatch, 'iu').test(text)))
      .map((t) => t.id);
    expect(missing).toEqual([]);
  });

  it('has each ruMatch find its own Russian headword (ignoring case)', () => {
    for (const t of terms) {
      // The headword of a synonym pair may be given as "a (b)"; test the first form.
      const headword = t.ru.replace(/\s*\(.*\)\s*/g, ' ').trim();
      expect(new RegExp(t.ruMatch, 'iu').test(headword), `${t.id}: ${headword}`).toBe(true);
    }
  });

  it('has each enMatch find its own English equivalent', () => {
    for (const t of terms) {
      const english = t.en.replace(/\s*\(.*\)\s*/g, ' ').trim();
      expect(new RegExp(t.enMatch, 'iu').test(english), `${t.id}: ${english}`).toBe(true);
    }
  });
});
