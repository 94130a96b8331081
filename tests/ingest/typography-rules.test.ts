import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from '../../src/lib/content/load.ts';
import { splitFrontmatter } from '../../src/lib/translation/source-hash.ts';
import { houseRules, partHeadingCase, quotedLawText } from '../../scripts/ingest/emit/typography.ts';

/** The Russian typography rules, pinned on the generated content (content/commentary/ru, content/laws/ru). */
const CONTENT = join(import.meta.dirname, '../../content');
const files = [
  ...markdownFiles(join(CONTENT, 'commentary/ru')).map((f) => `commentary/ru/${f}`),
  ...markdownFiles(join(CONTENT, 'laws/ru')).map((f) => `laws/ru/${f}`),
];
const bodies = files.map((f) => [f, splitFrontmatter(readFileSync(join(CONTENT, f), 'utf8')).body] as const);
/** Every match of `re` in the bodies, with its file and some context. */
const hits = (re: RegExp) => bodies.flatMap(([f, body]) => [...body.matchAll(re)].map((m) => `${f}: …${body.slice(Math.max(0, m.index - 20), m.index + m[0].length + 10)}…`));

describe('Russian typography of the generated content', () => {
  it('joins «п.», «п.п.» and «пп.» to the number after them with a no-break space', () => {
    expect(hits(/(?<!\p{L})(?:п\.\s?п\.|пп\.|п\.)(?: ?\d)/gu)).toEqual([]);
    expect(hits(/(?<!\p{L})п\.\u00a0\d/gu).length).toBeGreaterThan(10);
  });

  it('joins «Правило», «Правила», «Правилу», «правилом» … to the law number with a no-break space', () => {
    expect(hits(/(?<!\p{L})[Пп]равил[а-яё]*\s(?<!\u00a0)\d{1,2}(?!\d)/gu)).toEqual([]);
    // A year is not a law number.
    expect(hits(/Правила 1975 года/gu)).toHaveLength(1);
    expect(hits(/(?<!\p{L})[Пп]равил[а-яё]*\u00a0\d/gu).length).toBeGreaterThan(50);
  });

  it('sets a quoted sentence’s full stop outside the closing quote', () => {
    expect(hits(/\p{L}\.»/gu)).toEqual([]);
    expect(hits(/последнее»\./gu)).toHaveLength(1);
  });

  it('sets a quoted law text apart as a quote (61.5, 63.5): nothing after a colon starts with a quote or a law number outside a quote', () => {
    const runIn = bodies.flatMap(([f, body]) =>
      body
        .split(/\n\n+/u)
        .map((p) => p.trim())
        .flatMap((p, i, all) => (i > 0 && all[i - 1]!.endsWith(':') && /^(?:«|\d{1,2}[A-HА-Н]\d{0,2}\s+\p{Lu})/u.test(p) ? [`${f}: ${p.slice(0, 40)}`] : [])),
    );
    expect(runIn).toEqual([]);
    const body = (id: string) => bodies.find(([f]) => f.endsWith(`/${id}.md`))![1];
    expect(body('61.5')).toMatch(/^ {2}> «Защитники могут спросить/mu);
    expect(body('63.5')).toMatch(/^> 63А4 Внимание привлечено нелегально[^\n]*61В\.\n\n\(Примечание:/mu);
  });

  it('writes every part heading in sentence case, as the law titles and the catalogue’s parts are', () => {
    const headings = files.filter((f) => f.startsWith('laws/')).flatMap((f) => /^partHeading: (?!null$)(.+)$/mu.exec(readFileSync(join(CONTENT, f), 'utf8'))?.[1] ?? []);
    expect(headings.length).toBeGreaterThanOrEqual(2);
    for (const h of headings) expect(h).toMatch(/^(?:Часть|Раздел|Глава)\s[IVXLC]+\s—\s\p{Lu}[^\p{Lu}]*$/u);
  });
});

describe('the typography rules on their own', () => {
  it('fix «п.23.3.», a breakable «п. 63.2» and «Правилу 90»; leave an abbreviation’s stop in a quote alone', () => {
    expect(houseRules('см. п.23.3. и п.п. 50.9. и Правилу 90')).toBe('см. п.\u00a023.3. и п.п.\u00a050.9. и Правилу\u00a090');
    expect(houseRules('«так и т.д.»')).toBe('«так и т.д.»');
  });
  it('set a part heading typed in capitals in sentence case, and leave one in sentence case as it is', () => {
    expect(partHeadingCase('Часть IV — ВЗЯТКИ')).toBe('Часть IV — Взятки');
    expect(partHeadingCase('Раздел III — Фальшренонс')).toBe('Раздел III — Фальшренонс');
  });
  it('see a quote only after a colon', () => {
    expect(quotedLawText('звучит так', '"Текст."')).toBeUndefined();
    expect(quotedLawText('звучит так:', '"Текст."')).toEqual({ quote: '"Текст."' });
  });
});
