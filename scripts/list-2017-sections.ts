/**
 * Lists the section ids of the 2017 Laws (ids only, never their text) from a plain-text copy
 * of the complete 2017 Laws, into content/catalogue/sections-2017.txt: one canonical id a line
 * (`55`, `55B`, `55B1`, `16B1a`). The tests hold every 2017 cite of the rules, the triage and
 * the quiz to this list (tests/rules/sections-2017.test.ts).
 *
 *   npx tsx scripts/list-2017-sections.ts /tmp/laws2017.txt
 *
 * The text is read from its body (the second run of `LAW n` headings, after the contents):
 * in each law, the section letters A, B, C … in order, in each section the subsections 1, 2 …
 * in order, in each subsection the items (a), (b) … in order. Each level is found only as the
 * next one expected, so a cross-reference inside a sentence ("Law 16B1", "see B2 above") is
 * never taken for a heading.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The positions of the markers `next(0)`, `next(1)` … found in order in `text`; stops at the first missing. */
function inOrder(text: string, marker: (n: number) => RegExp): number[] {
  const at: number[] = [];
  let from = 0;
  for (let n = 0; ; n++) {
    const re = marker(n);
    re.lastIndex = from;
    const m = re.exec(text);
    if (!m) return at;
    at.push(m.index);
    from = m.index + m[0].length;
  }
}

const parts = (text: string, at: number[]) => at.map((p, i) => text.slice(p, at[i + 1] ?? text.length));

const LETTERS = 'ABCDEFGH';
const section = (n: number) => new RegExp(`(?:^|\\s)${LETTERS[n] ?? "#"}\\. (?=[A-Za-z])`, 'gu');
const number = (n: number) => new RegExp(`(?:^|[\\s\\]\\)])${n + 1}\\.(?=\\s|\\(|[A-Za-z])`, 'gu');
const item = (n: number) => new RegExp(`(?:^|[\\s.])\\(${esc(String.fromCharCode(97 + n))}\\)`, 'gu');

/** Every section id of one law, given its number and its body text. */
export function lawSections(law: number, body: string): string[] {
  const out = [String(law)];
  const sections = inOrder(body, section);
  parts(body, sections).forEach((s, i) => {
    const id = `${law}${LETTERS[i]}`;
    out.push(id);
    const numbers = inOrder(s, number);
    parts(s, numbers).forEach((sub, j) => {
      out.push(`${id}${j + 1}`);
      for (let k = 0; k < inOrder(sub, item).length; k++) out.push(`${id}${j + 1}${String.fromCharCode(97 + k)}`);
    });
  });
  return out;
}

/** Every section id of the text: its body is the last run of `LAW 1` … headings. */
export function listSections(text: string): string[] {
  const lines = text.split(/\r?\n/u);
  const starts = lines.flatMap((l, i) => (/^LAW 1$/u.test(l.trim()) ? [i] : []));
  const from = starts[starts.length - 1];
  if (from === undefined) throw new Error('no "LAW 1" heading: not the text of the Laws');
  const laws: { law: number; body: string[] }[] = [];
  for (const line of lines.slice(from)) {
    const h = /^LAW (\d{1,2})$/u.exec(line.trim());
    if (h) laws.push({ law: Number(h[1]), body: [] });
    else laws[laws.length - 1]!.body.push(line);
  }
  // The body of a law starts after its title line.
  return laws.flatMap(({ law, body }) => lawSections(law, body.slice(1).join('\n')));
}

const isMain = process.argv[1] !== undefined && import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: tsx scripts/list-2017-sections.ts <plain text of the 2017 Laws>');
    process.exit(2);
  }
  const ids = listSections(readFileSync(source, 'utf8'));
  const out = join(import.meta.dirname, '..', 'content', 'catalogue', 'sections-2017.txt');
  const head = [
    '# The section ids of the 2017 Laws of Duplicate Bridge (ids only, no text), one a line,',
    '# listed from the complete 2017 text by scripts/list-2017-sections.ts. Every 2017 cite of',
    '# the rules, the triage and the quiz names one of them (tests/rules/sections-2017.test.ts).',
  ];
  writeFileSync(out, `${[...head, ...ids].join('\n')}\n`);
  console.log(`${ids.length} ids → ${out}`);
}
