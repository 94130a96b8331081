/**
 * Every 2017 cite names a section the 2017 Laws have. The list of 2017 section ids
 * (content/catalogue/sections-2017.txt, ids only) was made from the complete 2017 text by
 * scripts/list-2017-sections.ts; the cites come from everywhere the site rules or cites under
 * 2017: every ruling of every rule over its whole domain (the triage cases and the quiz are
 * made of these), the 1987 → 2017 maps, the typed 2017 provisions of a triage outcome that no
 * rule decides, and the sections of the 2017 text where each concordance entry was read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, TO_2017, enumerateDomain } from '../../src/rules/index.ts';
import { TO_2017_OWN } from '../../src/rules/editions-own.ts';
import { loadTriage } from '../../src/lib/content/triage.ts';
import { loadConcordance } from '../../src/lib/content/editions.ts';
import { lawSections } from '../../scripts/list-2017-sections.ts';

const content = join(import.meta.dirname, '..', '..', 'content');
const SECTIONS = new Set(
  readFileSync(join(content, 'catalogue', 'sections-2017.txt'), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#')),
);
const isLaw = (id: string) => !id.replace(/^2017:/u, '').includes('.');
const local = (id: string) => id.replace(/^2017:/u, '');

describe('the list of 2017 section ids', () => {
  it('has every law 1–93 and only canonical ids', () => {
    for (let n = 1; n <= 93; n++) expect(SECTIONS.has(String(n)), `Law ${n}`).toBe(true);
    for (const id of SECTIONS) expect(id).toMatch(/^\d{1,2}([A-H](\d+[a-z]?)?)?$/u);
  });

  it('reads sections, subsections and items only in order, never a cross-reference', () => {
    const body = 'A. Some Title A player must. See Law 16B1(a) and B2 above. 1. First (a) one (b) two 2.Second C. Not Next B. Other Title 1. Only';
    expect(lawSections(9, body)).toEqual(['9', '9A', '9A1', '9A1a', '9A1b', '9A2', '9B', '9B1']);
    expect(lawSections(5, 'No sections at all, see Law 12A.')).toEqual(['5']);
  });
});

describe('every 2017 cite names a section of the 2017 Laws', () => {
  it('in every 2017 ruling of every rule, over its whole domain (the triage and the quiz rule by these)', () => {
    const bad = new Set<string>();
    for (const rule of RULES) {
      for (const input of enumerateDomain(rule.domain)) {
        const r = rule.apply(input, '2017');
        if (!r.ok) continue;
        for (const id of [r.decidedBy, ...r.cites].filter(isLaw)) {
          expect(id, `${rule.id}: a 2017 ruling cites ${id} without its edition`).toMatch(/^2017:/u);
          if (!SECTIONS.has(local(id))) bad.add(`${rule.id}: ${id}`);
        }
      }
    }
    expect([...bad]).toEqual([]);
  });

  it('in the 1987 → 2017 maps of the rules', () => {
    const to = [...Object.values(TO_2017), ...Object.values(TO_2017_OWN)].filter((x): x is string => x !== null);
    expect(to.filter((id) => !SECTIONS.has(id))).toEqual([]);
  });

  it('in the typed 2017 provisions of every triage outcome that no rule decides — each has them', () => {
    const typed = loadTriage(content).outcomes.filter((o) => o.rulings.length === 0);
    expect(typed.length).toBeGreaterThan(0);
    for (const o of typed) {
      expect(o.decide2017.length, `${o.slug}: no 2017 provisions`).toBeGreaterThan(0);
      expect(o.decide2017.filter((id) => !SECTIONS.has(id)), o.slug).toEqual([]);
    }
  });

  // Only the sections where an entry was read: an entry's l2017 is the concordance's own business
  // (41B1 keeps a 2017 id that its unverifiedBecause says does not exist).
  it('in the concordance: the sections of the 2017 text where each entry was read', () => {
    const bad: string[] = [];
    for (const e of loadConcordance(content).entries) {
      for (const id of e.read) if (!SECTIONS.has(id)) bad.push(`${e.l1987 ?? e.l2017 ?? '–'}: read ${id}`);
    }
    expect(bad).toEqual([]);
  });
});
