import type { GlossaryTerm } from '../content/catalogue.ts';
import { findRefs } from '../refs/index.ts';
import { splitFrontmatter } from './source-hash.ts';

export type { GlossaryTerm };

export interface TermException {
  /** Translation file (e.g. `commentary/63/63.5.md`) and glossary term id. */
  file: string;
  term: string;
  why: string;
}

export interface Problem {
  kind: 'refs' | 'labels' | 'emphasis' | 'structure' | 'term';
  message: string;
}

const refIds = (text: string, lang: 'ru' | 'en') => [...new Set(findRefs(text, lang).map((m) => m.ref.id))].sort();
const labels = (md: string) => (md.match(/^\s*- \(([a-z]+)\)/gmu) ?? []).map((l) => l.trim());
const emphasisCount = (md: string) => (md.match(/(?<![*\\])\*(?!\s)[^*\n]+?\*(?!\*)/gu) ?? []).length;
const anchors = (md: string) => md.match(/\{#[^}]+\}/gu) ?? [];
const tableRows = (md: string) => md.split('\n').filter((l) => /^\|/u.test(l)).length;

/** Headings carry anchors and a heading like «Правило 59. …» is not a citation: check refs in the running text. */
const prose = (md: string) => md.replace(/\{#[^}]+\}/gu, '');

/**
 * Compare an English translation with its Russian source: the same set of cited
 * Refs, the same item labels and anchors, as much emphasis, the same tables, and
 * every glossary term of the Russian rendered by its English equivalent.
 */
export function checkTranslation(ruMarkdown: string, enMarkdown: string, glossary: GlossaryTerm[], exceptions: TermException[] = [], file = ''): Problem[] {
  const ru = splitFrontmatter(ruMarkdown).body;
  const en = splitFrontmatter(enMarkdown).body;
  const problems: Problem[] = [];
  const [ruRefs, enRefs] = [refIds(prose(ru), 'ru'), refIds(prose(en), 'en')];
  const lost = ruRefs.filter((r) => !enRefs.includes(r));
  const added = enRefs.filter((r) => !ruRefs.includes(r));
  if (lost.length || added.length) {
    problems.push({ kind: 'refs', message: `refs differ: missing in English [${lost.join(', ')}], extra in English [${added.join(', ')}]` });
  }
  if (labels(ru).join(' ') !== labels(en).join(' ')) {
    problems.push({ kind: 'labels', message: `item labels differ: ru ${labels(ru).join(' ')} / en ${labels(en).join(' ')}` });
  }
  if (emphasisCount(en) < emphasisCount(ru)) {
    problems.push({ kind: 'emphasis', message: `emphasis lost: ru has ${emphasisCount(ru)}, en has ${emphasisCount(en)}` });
  }
  if (anchors(ru).join(' ') !== anchors(en).join(' ') || tableRows(ru) !== tableRows(en)) {
    problems.push({ kind: 'structure', message: 'anchors or table rows differ' });
  }
  for (const term of glossary) {
    // A rendering against the style sheet is wrong wherever it stands, whatever the Russian says.
    for (const a of term.avoid ?? []) {
      const m = new RegExp(a.enMatch, 'iu').exec(en);
      if (m) problems.push({ kind: 'term', message: `"${m[0]}" is against the glossary for «${term.ru}»: ${a.why}` });
    }
    if (!new RegExp(term.ruMatch, 'iu').test(ru)) continue;
    const renderings = term.senses?.map((s) => s.enMatch) ?? [term.enMatch];
    if (renderings.some((r) => new RegExp(r, 'iu').test(en))) continue;
    if (exceptions.some((e) => e.term === term.id && e.file === file)) continue;
    const wanted = term.senses ? term.senses.map((s) => `"${s.en}"`).join(' or ') : `"${term.en}"`;
    problems.push({ kind: 'term', message: `term «${term.ru}» has no ${wanted} in the English (or add an exception)` });
  }
  return problems;
}
