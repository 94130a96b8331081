import fc from 'fast-check';
import type { PhrasingContent, RootContent } from 'mdast';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { serializePlain } from '../../scripts/ingest/emit/serialize-plain.ts';
import { serializeWithLibrary } from '../../scripts/ingest/emit/to-markdown.ts';
import { splitFrontmatter } from '../../src/lib/translation/source-hash.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40) * 10;
const CONTENT = join(import.meta.dirname, '../../content');
const generated = (dir: string): string[] =>
  readdirSync(join(CONTENT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(CONTENT, dir, f));

/** A generated file's body read back into mdast (without positions), as the ingest built it. */
function readBack(markdown: string): RootContent[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  return JSON.parse(JSON.stringify(tree.children, (k, v) => (k === 'position' ? undefined : v))) as RootContent[];
}

describe('the fast markdown path', () => {
  it('writes byte for byte what mdast-util-to-markdown wrote for the committed Russian files, and takes all but the table and the errata marks', () => {
    const files = [...generated('commentary/ru'), ...generated('laws/ru')];
    const fallbacks: string[] = [];
    const marked: string[] = [];
    for (const file of files) {
      const { body } = splitFrontmatter(readFileSync(file, 'utf8'));
      // Errata and editorial notes are text directives: the library writes them.
      if (/:(?:erratum|ednote)\[/u.test(body)) marked.push(file.slice(CONTENT.length + 1));
      const md = body.replace(/^\n/u, '');
      const fast = serializePlain(readBack(md));
      if (fast === undefined) fallbacks.push(file.slice(CONTENT.length + 1));
      else expect(fast, file).toBe(md);
    }
    expect(files.length).toBeGreaterThan(70);
    expect(marked.length).toBeGreaterThan(0);
    expect(fallbacks).toEqual(['commentary/ru/61/61.3.md', ...marked].sort());
  });

  // Mostly letters and spaces, with every ASCII punctuation mark and some typography now and then.
  const char = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...'абвгдеёжзийклмнопрстуфхцчшщыьэюяАБВ'.split(''), ' ') },
    { weight: 2, arbitrary: fc.constantFrom(...'aZ09'.split(''), '\u00a0', '«', '»', '—', '…') },
    { weight: 1, arbitrary: fc.constantFrom(...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'.split(''), '\n', '\t') },
  );
  const text = fc.string({ unit: char, minLength: 1, maxLength: 40 });
  const phrasing: fc.Arbitrary<PhrasingContent[]> = fc.array(
    fc.oneof(
      { weight: 4, arbitrary: text.map((value): PhrasingContent => ({ type: 'text', value })) },
      { weight: 1, arbitrary: text.map((value): PhrasingContent => ({ type: 'emphasis', children: [{ type: 'text', value }] })) },
      { weight: 1, arbitrary: fc.constantFrom('50-1', '61-2').map((label): PhrasingContent => ({ type: 'footnoteReference', identifier: label, label })) },
    ),
    { minLength: 1, maxLength: 5 },
  );
  const paragraph = phrasing.map((children) => ({ type: 'paragraph' as const, children }));
  const block: fc.Arbitrary<RootContent> = fc.oneof(
    { weight: 4, arbitrary: paragraph },
    { weight: 1, arbitrary: paragraph.map((p): RootContent => ({ type: 'blockquote', children: [p] })) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 4 }), phrasing).map(([depth, children]): RootContent => ({ type: 'heading', depth: depth as 2 | 3 | 4, children })) },
    { weight: 1, arbitrary: paragraph.map((p): RootContent => ({ type: 'footnoteDefinition', identifier: '50-1', label: '50-1', children: [p] })) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.boolean(), fc.array(fc.tuple(fc.boolean(), fc.array(fc.oneof(paragraph, paragraph.map((p) => ({ type: 'blockquote' as const, children: [p] }))), { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 4 })).map(
        ([spread, items]): RootContent => ({ type: 'list', ordered: false, spread, children: items.map(([s, children]) => ({ type: 'listItem', spread: s, children })) }),
      ),
    },
  );

  it('on random trees, writes what the library writes or hands the tree to it', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 5 }), (children) => {
        const fast = serializePlain(children);
        if (fast === undefined) return;
        taken++;
        expect(fast).toBe(serializeWithLibrary(children));
      }),
      { numRuns: RUNS },
    );
    // The property says something only if the fast path is taken often enough.
    expect(taken).toBeGreaterThan(RUNS / 20);
  });
});
