import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFile, englishFiles, loadGlossary } from '../../scripts/i18n-check.ts';
import { translationStatus } from '../../scripts/i18n-status.ts';
import { checkTranslation } from '../../src/lib/translation/check.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const glossary = loadGlossary(CONTENT);

describe('English translations', () => {
  it('exist for every loaded paragraph and law, and none is stale', () => {
    const s = translationStatus(CONTENT);
    expect(s.stale).toEqual([]);
    expect(s.orphans).toEqual([]);
    expect(s.missing).toEqual([]);
    expect(s.ok.length).toBeGreaterThanOrEqual(74);
  });

  it('cite exactly the Refs of their Russian source, keep item labels, emphasis and glossary terms', () => {
    const problems = englishFiles(CONTENT).flatMap((f) => checkFile(f, CONTENT, glossary).map((p) => `${f}: ${p.kind}: ${p.message}`));
    expect(problems).toEqual([]);
  });

  const ru = readFileSync(join(CONTENT, 'commentary/ru/62/62.2.md'), 'utf8');
  const en = readFileSync(join(CONTENT, 'commentary/en/62/62.2.md'), 'utf8');

  it('the check catches a dropped reference', () => {
    expect(en).toContain('Law 63A4');
    const dropped = en.replace('Law 63A4', 'the new subsection');
    const problems = checkTranslation(ru, dropped, glossary.terms, glossary.exceptions);
    expect(problems.map((p) => p.kind)).toContain('refs');
    expect(problems.find((p) => p.kind === 'refs')!.message).toContain('63A4');
  });

  it('the check catches a lost item label, lost emphasis and a missing glossary term', () => {
    const ru64 = readFileSync(join(CONTENT, 'commentary/ru/64/64.1.md'), 'utf8');
    const en64 = readFileSync(join(CONTENT, 'commentary/en/64/64.1.md'), 'utf8');
    expect(checkTranslation(ru64, en64.replace('*player*', 'player'), glossary.terms).map((p) => p.kind)).toContain('emphasis');
    expect(checkTranslation(ru64, en64.replace(/revoke/gu, 'irregular play'), glossary.terms).map((p) => p.kind)).toContain('term');
    const ru27 = readFileSync(join(CONTENT, 'commentary/ru/27/27.7.md'), 'utf8');
    const en27 = readFileSync(join(CONTENT, 'commentary/en/27/27.7.md'), 'utf8');
    expect(checkTranslation(ru27, en27.replace('- (iii)', '- (3)'), glossary.terms).map((p) => p.kind)).toContain('labels');
  });
});

describe('npm run i18n:check against the glossary', () => {
  const pair = (rel: string) => [readFileSync(join(CONTENT, rel.replace('/X/', '/ru/')), 'utf8'), readFileSync(join(CONTENT, rel.replace('/X/', '/en/')), 'utf8')] as const;
  const terms = (ru: string, en: string) => checkTranslation(ru, en, glossary.terms).filter((p) => p.kind === 'term').map((p) => p.message);

  it('flags an illegal play (Law 47B) translated as an illegal lead', () => {
    const [ru, en] = pair('laws/X/47.md');
    expect(terms(ru, en)).toEqual([]);
    expect(terms(ru, en.replace(/illegal or simultaneous play/gu, 'illegal or simultaneous lead').replace(/illegal play/gu, 'illegal lead'))).toEqual([
      'term «нелегальный ход (нелегальная игра)» has no "illegal play" in the English (or add an exception)',
    ]);
  });

  it('flags a revoke "detected" where the Law says established, and a "corrected" score', () => {
    const [ru62, en62] = pair('laws/X/62.md');
    expect(terms(ru62, en62.replace('before it becomes established.', 'before it is detected.'))[0]).toMatch(/^"before it is detected" is against the glossary for «установленный фальшренонс»/u);
    const [ru63, en63] = pair('commentary/X/63/63.3.md');
    expect(terms(ru63, en63.replace('the score can be adjusted', 'the result of the deal may be corrected'))[0]).toMatch(/^"result of the deal may be corrected" is against the glossary/u);
  });

  it('asks for one of the two senses of «ход»: lead or play', () => {
    const [ru, en] = pair('commentary/X/58/58.4.md');
    const none = en.replace(/\bplay(s|ed|ing)?\b/gu, 'use$1').replace(/\blead/gu, 'move');
    expect(terms(ru, none)).toContain('term «ход» has no "lead" or "play" in the English (or add an exception)');
    const lead = glossary.terms.find((t) => t.id === 'lead')!;
    expect(lead.senses!.map((s) => s.en)).toEqual(['lead', 'play']);
  });
});

describe('terms of art only in their meaning (the glossary\'s renderings to avoid)', () => {
  const avoided = (en: string) => checkTranslation('', en, glossary.terms).filter((p) => p.kind === 'term').map((p) => p.message);
  // Random words around the term; a word of the auction among them would make the sentence about a call.
  const word = fc.stringMatching(/^[a-z]{3,9}$/u).filter((w) => !/^(?:calls?|bids?|doubles?|redoubles?|pass(?:es)?|may|can|must|not|never)$/u.test(w));
  const filler = fc.array(word, { maxLength: 3 }).map((ws) => ws.join(' '));
  const sentence = (...parts: string[]) => parts.filter(Boolean).join(' ').replace(/\s+/gu, ' ') + '.';

  // What a player says or asks is not a call: «недопустимый вопрос» is a question not permitted, never "inadmissible" (Laws 35–39).
  const notACall = fc.constantFrom('question', 'questions', 'remark', 'remarks', 'inquiry', 'enquiry', 'comment', 'statement', 'lead', 'play', 'card', 'cards');
  const aCall = fc.constantFrom('call', 'calls', 'bid', 'bids', 'double', 'redouble', 'doubles', 'pass');
  const predicate = fc.constantFrom('is', 'was', 'remains', 'continues to be', 'becomes', 'is still', 'would be');

  it('flags "inadmissible" (or "admissible") said of a question, a remark or a card, in any sentence around it', () => {
    fc.assert(
      fc.property(filler, notACall, filler, predicate, fc.boolean(), fc.constantFrom('inadmissible', 'admissible'), (before, noun, between, verb, attributive, adjective) => {
        const en = attributive ? sentence(before, 'an', adjective, noun, between) : sentence(before, 'such a', noun, between, verb, adjective);
        expect(avoided(en).some((m) => new RegExp(`^"[^"]*\\b${adjective}\\b`, 'u').test(m))).toBe(true);
      }),
    );
  });

  it('lets "inadmissible" stand for a call, as Laws 35–39 use it', () => {
    fc.assert(
      fc.property(filler, aCall, predicate, fc.boolean(), (before, noun, verb, attributive) => {
        const en = attributive ? sentence(before, 'an inadmissible', noun, 'out of rotation is cancelled') : sentence('If the', noun, verb, 'inadmissible, Law 36 applies');
        expect(avoided(en)).toEqual([]);
      }),
    );
    expect(avoided('Regarding the terms "admissible" and "inadmissible" see Law 19.')).toEqual([]);
  });

  // A revoke is corrected until it is established (Law 62A: must); "may" would make the correction optional.
  const mayForms = fc.constantFrom('may', 'may still', 'may then', 'may now', 'may also');
  const subject = fc.constantFrom('the revoke', 'a revoke', 'his revoke', 'the defender\'s revoke', 'such a revoke');
  it('flags a revoke that "may" be corrected, in either voice', () => {
    fc.assert(
      fc.property(subject, filler, mayForms, fc.boolean(), (revoke, between, may, passive) => {
        const en = passive ? sentence(`If ${revoke} is not established`, between, `it ${may} be corrected`) : sentence('The player', may, 'correct', revoke.replace(/^(?:the|a|such a) /u, 'his '), between);
        expect(avoided(en).some((m) => m.includes('may'))).toBe(true);
      }),
    );
  });

  it('would have caught the two that were fixed by hand (61.5(iv), 62.2)', () => {
    expect(avoided('If the revoke is not established in some other way — see Law 63A — it may be corrected; the card withdrawn in so doing becomes a penalty card.')).toHaveLength(1);
    expect(avoided('He may correct his revoke for as long as it has not become established.')).toHaveLength(1);
  });

  it('lets a revoke be one that "can", "must" or "may no longer" be corrected', () => {
    fc.assert(
      fc.property(subject, filler, fc.constantFrom('can', 'must', 'may not', 'may no longer', 'can no longer', 'shall'), (revoke, between, modal) => {
        expect(avoided(sentence(`Once ${revoke} is established`, between, `it ${modal} be corrected`))).toEqual([]);
      }),
    );
  });
});
