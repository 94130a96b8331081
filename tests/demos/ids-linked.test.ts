/**
 * Every provision a ruling names in its running text is a link, on the demo and on the
 * triage outcome alike: a ruling that sends the director to a law (“for teams see Law
 * 86B”) leads on to it (probe round 8, F2). Read over every situation of every panel's
 * rule, both editions, both languages. An id in a sentence that names the other edition's
 * year may stay plain: a link to this edition's provision would mislead.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_NAMES, DEMOS, ruleOf } from '../../src/lib/site/demos.ts';
import { demoData } from '../../src/lib/site/demo-data.ts';
import { enumerateDomain } from '../../src/rules/index.ts';
import { localRefs, refPattern, rulingBlocks } from '../../src/scripts/demos/view.ts';

/** A law's number and section letter, perhaps with more (86B, 13D, 64B2, 27B1(a)), standing alone. */
const ID = /(?<![\p{L}\p{N}.:])\d{1,2}[A-L](?:\d+(?:\(?[a-z]\)?)?)?(?![\p{L}\p{N}])/gu;
/** A law by its number after its word or in its list («Правилом 43», "Laws 50 and 51"); a commentary paragraph (57.6). */
const LAW = /(?<=(?:[Ll]aws?|[Пп]равил\p{L}*)\s+(?:[\dA-Za-z()]+(?:,\s*|\s+(?:and|or|и|или)\s+))*)\d{1,2}(?![\p{L}\p{N}]|\.\d)/gu;
const PARAGRAPH = /(?<![\p{L}\p{N}.])\d{1,2}\.\d{1,2}(?![\p{N}])/gu;
/** The year of the other edition: “under the 2017 Laws … (15B2)” in a 1987 ruling is not a 1987 id to link. */
const OTHER = { '1987': /(?<!\d)2017(?!\d)/u, '2017': /(?<!\d)19(?:87|97)(?!\d)/u } as const;
/** The sentence of a block's text that holds `part` at `at` (stops: . or ; not before a digit). */
const sentence = (text: string, at: number) => text.slice(0, at).split(/[.;](?!\d)/u).pop()! + text.slice(at).split(/[.;](?!\d)/u)[0]!;

describe('the ids in a ruling’s running text', () => {
  it('are all links, on every panel, situation, edition and language', () => {
    const unlinked = new Map<string, string>();
    for (const demo of DEMO_NAMES) {
      for (const panel of DEMOS[demo]) {
        const rule = ruleOf(panel);
        for (const lang of ['ru', 'en'] as const) {
          const data = demoData(panel, lang, '/');
          const text2017 = localRefs(data.refs2017 ?? {});
          for (const input of enumerateDomain<Record<string, string | number | boolean>>(rule.domain)) {
            const blocks = [
              ...rulingBlocks(rule.apply(input, '1987'), lang, data, refPattern(Object.keys(data.refs))).map((b) => ['1987', b] as const),
              ...rulingBlocks(rule.apply(input, '2017'), lang, { refs: data.refs2017 ?? {}, strings: data.strings }, refPattern(Object.keys(text2017)), text2017).map((b) => ['2017', b] as const),
            ];
            for (const [edition, b] of blocks) {
              const whole = b.parts.map((p) => (typeof p === 'string' ? p : 'text' in p ? p.text : p.strong)).join('');
              let offset = 0;
              for (const p of b.parts) {
                const at = offset;
                offset += (typeof p === 'string' ? p : 'text' in p ? p.text : p.strong).length;
                if (typeof p !== 'string') continue;
                // The commentary explains the 1987 Laws: a 2017 ruling's paragraphs are not its own ids.
                for (const m of [...p.matchAll(ID), ...p.matchAll(LAW), ...(edition === '1987' ? p.matchAll(PARAGRAPH) : [])]) {
                  if (OTHER[edition].test(sentence(whole, at + m.index))) continue;
                  const key = `${rule.id} ${edition} ${lang}: ${m[0]}`;
                  if (!unlinked.has(key)) unlinked.set(key, p.slice(Math.max(0, m.index - 50), m.index + 20));
                }
              }
            }
          }
        }
      }
    }
    expect([...unlinked].map(([k, v]) => `${k} …${v}…`)).toEqual([]);
  });
});
