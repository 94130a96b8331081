/**
 * Every provision a ruling names in its running text is a link, on the demo and on the
 * triage outcome alike: a ruling that sends the director to a law (“for teams see Law
 * 86B”) leads on to it (probe round 8, F2). Read over every situation of every panel's
 * rule, both editions, both languages. An id in a sentence that names only the other
 * edition links too, to that edition («в Кодексе 1987 года — 53C», probe round 10).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_NAMES, DEMOS, ruleOf } from '../../src/lib/site/demos.ts';
import { demoData } from '../../src/lib/site/demo-data.ts';
import { enumerateDomain } from '../../src/rules/index.ts';
import { rulingBlocks, textRefs } from '../../src/scripts/demos/view.ts';

/** A law's number and section letter, perhaps with more (86B, 13D, 64B2, 27B1(a)), standing alone. */
const ID = /(?<![\p{L}\p{N}.:])\d{1,2}[A-L](?:\d+(?:\(?[a-z]\)?)?)?(?![\p{L}\p{N}])/gu;
/** A law by its number after its word or in its list or range («Правилом 43», "Laws 50 and 51", «Правил 28–32»); a commentary paragraph (57.6). */
const LAW = /(?<=(?:[Ll]aws?|[Пп]равил\p{L}*)\s+(?:[\dA-Za-z()]+(?:,\s*|\s*[–-]\s*|\s+(?:and|or|и|или)\s+))*)\d{1,2}(?![\p{L}\p{N}]|\.\d)/gu;
/** A law by its number alone in a bracket of ids: «(56)», «(57.6, 59)», «(59, 59.2)» (probe round 11), «(61B3; 16)», «(44; …)» (round 12), not «(13 карт)». */
const BRACKETED = /(?<=(?<![\p{L}\p{N})])\((?:\d[\p{L}\p{N}.()]*(?:[,;]\s*|\s*[–-]\s*))*)\d{1,2}(?=(?:(?:[,;]\s*|\s*[–-]\s*)\d[\p{L}\p{N}.()]*)*[);])/gu;
/** A law after the word «решает» / before "decides" is named with its word: «решает Правило 44» (round 12: «решает 44» was plain). */
const DECIDES = /(?<=решает\s)\d{1,2}(?![\p{L}\p{N}.])|\d{1,2}(?=\sdecides)/gu;
const PARAGRAPH = /(?<![\p{L}\p{N}.])\d{1,2}\.\d{1,2}(?![\p{N}])/gu;

/** Every link the 2017 rulings of rule `ruleId` make, over all its situations: link text → the pages linked (no fragment). */
function links2017(ruleId: string, lang: 'ru' | 'en'): Map<string, Set<string>> {
  const panel = DEMO_NAMES.flatMap((d) => DEMOS[d]).find((p) => ruleOf(p).id === ruleId)!;
  const rule = ruleOf(panel);
  const data = demoData(panel, lang, '/');
  const links = new Map<string, Set<string>>();
  for (const input of enumerateDomain<Record<string, string | number | boolean>>(rule.domain)) {
    for (const b of rulingBlocks(rule.apply(input, '2017'), lang, data, '2017', textRefs(data))) {
      for (const p of b.parts) if (typeof p !== 'string' && 'href' in p) links.set(p.text, new Set([...(links.get(p.text) ?? []), p.href.replace(/#.*/u, '')]));
    }
  }
  return links;
}

describe('the ids in a ruling’s running text', () => {
  it('are all links, on every panel, situation, edition and language', () => {
    const unlinked = new Map<string, string>();
    for (const demo of DEMO_NAMES) {
      for (const panel of DEMOS[demo]) {
        const rule = ruleOf(panel);
        for (const lang of ['ru', 'en'] as const) {
          const data = demoData(panel, lang, '/');
          const text = textRefs(data);
          // Many situations share a ruling: each distinct one is laid out and read once (the same
          // ruling gives the same blocks).
          const read = new Set<string>();
          for (const input of enumerateDomain<Record<string, string | number | boolean>>(rule.domain)) {
            const blocks = (['1987', '2017'] as const).flatMap((edition) => {
              const ruling = rule.apply(input, edition);
              const key = `${edition} ${JSON.stringify(ruling)}`;
              if (read.has(key)) return [];
              read.add(key);
              return rulingBlocks(ruling, lang, data, edition, text).map((b) => [edition, b] as const);
            });
            for (const [edition, b] of blocks) {
              // Read the block whole, so an id's context reaches across the links beside it.
              let whole = '';
              const plain: [number, number][] = [];
              for (const p of b.parts) {
                const s = typeof p === 'string' ? p : 'text' in p ? p.text : p.strong;
                if (typeof p === 'string') plain.push([whole.length, whole.length + s.length]);
                whole += s;
              }
              for (const m of [...whole.matchAll(ID), ...whole.matchAll(LAW), ...whole.matchAll(BRACKETED), ...whole.matchAll(DECIDES), ...whole.matchAll(PARAGRAPH)]) {
                if (!plain.some(([from, to]) => from <= m.index && m.index + m[0].length <= to)) continue;
                const key = `${rule.id} ${edition} ${lang}: ${m[0]}`;
                if (!unlinked.has(key)) unlinked.set(key, whole.slice(Math.max(0, m.index - 50), m.index + 20));
              }
            }
          }
        }
      }
    }
    expect([...unlinked].map(([k, v]) => `${k} …${v}…`)).toEqual([]);
  }, 120_000);

  // Probe round 10: the 2017 ruling's «в Кодексе 1987 года — 53C» was plain; it leads to the 1987 law.
  it('link an id the text places in the other edition to that edition', () => {
    for (const lang of ['ru', 'en'] as const) {
      const links = links2017('defender-lead-out-of-turn', lang);
      expect([...(links.get('53C') ?? [])], lang).toEqual([`/${lang}/laws/53/`]);
      expect([...(links.get('53B') ?? [])].every((h) => h.includes('/editions/')), lang).toBe(true);
    }
  });
});

// Probe round 11: «(текст 1997 года, 25B2(b)(2))» went to the 2017 row (the comma parted the id
// from its year), and «(25B2, 25B3). «Среднего минуса» … 1997 года» sent 25B3 to the 1987 law.
describe('a bracket naming an edition in a ruling', () => {
  it('links the ids in it to that edition, and no id outside it', () => {
    for (const lang of ['ru', 'en'] as const) {
      const links = links2017('change-of-call', lang);
      // The link covers the whole place printed, its sub-item (2) included.
      expect([...(links.get('25B2(b)(2)') ?? [])], lang).toEqual([`/${lang}/laws/25/`]);
      expect([...(links.get('25B3') ?? [])], lang).toEqual([`/${lang}/editions/17-27/`]);
    }
  });
});
