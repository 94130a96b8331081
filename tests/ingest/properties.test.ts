import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../../scripts/ingest/errors.ts';
import { readSourceDir } from '../../scripts/ingest/files.ts';
import { ingest } from '../../scripts/ingest/run.ts';
import { interleaveBlankLines, rewrap, splitAtParagraph, switchParagraphEnds, typewriterIndent, wrapInWebChrome, type ParagraphEnd } from '../support/layouts.ts';
import { textOnly } from '../support/without-provenance.ts';
import { encode, manifestFor, withoutProvenance, type Encoding, type LineEnd } from './fixture-runner.ts';
import { NO_OVERRIDES } from '../support/ingest-input.ts';

/** `npm run fuzz` sets FUZZ_RUNS high; `npm test` runs a short pass. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const seeds = readSourceDir(join(import.meta.dirname, '../../content/sources'));
const seedTexts = seeds.sources.map((s) => ({ file: s.file, text: Buffer.from(s.bytes).toString('utf8') }));

/** An error a person can act on: one line, naming the file, about the input (not an internal inconsistency). */
function expectClear(e: IngestError, file: string) {
  expect(e.toLine()).not.toContain('\n');
  expect(e.file).toBe(file);
  expect(e.message, 'an internal failure reported as an input error').not.toMatch(/ingest bug/);
}

/** Ingest that may only fail with its own error. */
function tryIngest(sources: { file: string; bytes: Uint8Array }[], kind: 'commentary' | 'law-text' = 'commentary') {
  try {
    return ingest(sources, manifestFor(sources.map((s) => s.file), kind), NO_OVERRIDES);
  } catch (e) {
    if (e instanceof IngestError) return e;
    throw e;
  }
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('bytes' as const), at: fc.nat(), bytes: fc.uint8Array({ maxLength: 40 }) }),
);

type Mutation = { kind: 'drop' | 'duplicate' | 'bytes'; at: number; count?: number; bytes?: Uint8Array };

/** Apply line drops/duplications, then splice random bytes in (if any). */
function mutate(text: string, ms: Mutation[]): Uint8Array | string {
  let lines = text.split('\n');
  let raw: Uint8Array | undefined;
  for (const m of ms) {
    const at = m.at % Math.max(1, lines.length);
    if (m.kind === 'drop') lines.splice(at, m.count!);
    else if (m.kind === 'duplicate') lines.splice(at, 0, ...lines.slice(at, at + m.count!));
    else raw = m.bytes;
  }
  const joined = lines.join('\n');
  if (!raw) return joined;
  const b = Buffer.from(joined, 'utf8');
  const cut = ms.find((m) => m.kind === 'bytes')!.at % Math.max(1, b.length);
  return new Uint8Array(Buffer.concat([b.subarray(0, cut), Buffer.from(raw), b.subarray(cut)]));
}

describe('ingest properties (fast-check)', () => {
  it('on arbitrary bytes either succeeds or fails with its own clear IngestError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom('commentary' as const, 'law-text' as const), (bytes, kind) => {
        const r = tryIngest([{ file: 'x.txt', bytes }], kind);
        expect(r instanceof IngestError || r.outputs.has('ingest-report.json')).toBe(true);
        if (r instanceof IngestError) expectClear(r, 'x.txt');
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('gives the same output for the same text in UTF-8, UTF-8 with BOM or CP1251, with any line ends', () => {
    const reference = withoutProvenance(ingest(seeds.sources, seeds.manifest, seeds.overrides));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Encoding>('utf-8', 'utf-8-bom', 'windows-1251'), { minLength: seedTexts.length, maxLength: seedTexts.length }),
        fc.constantFrom<LineEnd>('\n', '\r\n', '\r'),
        (encodings, eol) => {
          const sources = seedTexts.map((s, i) => ({ file: s.file, bytes: encode(s.text, encodings[i]!, eol) }));
          expect(withoutProvenance(ingest(sources, seeds.manifest, seeds.overrides))).toEqual(reference);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('on mutated seeds (dropped lines, duplicated blocks, random bytes, swapped encodings) fails only with its own clear errors, is deterministic, and its line accounting adds up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seedTexts),
        fc.array(mutation, { maxLength: 4 }),
        fc.constantFrom<Encoding>('utf-8', 'windows-1251', 'koi8-r'),
        (seed, ms, encoding) => {
          const mutated = mutate(seed.text, ms);
          const bytes = typeof mutated === 'string' ? encode(mutated, encoding, '\n') : mutated;
          const kind = seeds.manifest.find((m) => m.file === seed.file)!.kind;
          const first = tryIngest([{ file: seed.file, bytes }], kind);
          const second = tryIngest([{ file: seed.file, bytes }], kind);
          if (first instanceof IngestError) {
            expectClear(first, seed.file);
            expect(second).toBeInstanceOf(IngestError);
            expect((second as IngestError).message).toBe(first.message);
            return;
          }
          expect(second).not.toBeInstanceOf(IngestError);
          expect((second as typeof first).outputs).toEqual(first.outputs);
          for (const s of first.report.sources) {
            const dropped = Object.values(s.dropped).reduce((a, b) => a + b, 0);
            expect(s.kept + dropped).toBe(s.lines);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/** The seeds with one of them rewritten by `change` (into one file or two). */
function withSeed(seed: (typeof seedTexts)[number], change: (text: string) => string | [string, string]) {
  const changed = change(seed.text);
  const files = typeof changed === 'string' ? [{ file: seed.file, text: changed }] : [{ file: seed.file, text: changed[0] }, { file: `${seed.file}.part2.txt`, text: changed[1] }];
  const entry = seeds.manifest.find((m) => m.file === seed.file)!;
  const sources = seeds.sources.flatMap((s) => (s.file === seed.file ? files.map((f) => ({ file: f.file, bytes: encode(f.text, 'utf-8', '\n') })) : [s]));
  const manifest = seeds.manifest.flatMap((m) => (m.file === seed.file ? files.map((f) => ({ ...entry, file: f.file })) : [m]));
  // An override names its file: after a split it names the part that holds its text.
  const partOf = <T extends { file: string }>(o: T, text: string): T =>
    o.file === seed.file && files[1]?.text.includes(text.slice(0, 20)) && !files[0]!.text.includes(text.slice(0, 20)) ? { ...o, file: files[1].file } : o;
  const overrides = {
    drop: seeds.overrides.drop.map((o) => partOf(o, o.text)),
    lawFragments: seeds.overrides.lawFragments.map((o) => partOf(o, o.startsWith)),
    fragments: seeds.overrides.fragments.map((o) => partOf(o, o.startsWith)),
    tables: seeds.overrides.tables,
    // Errata and notes name a line of the file as received, which a layout moves: they are left out on both sides.
    errata: [],
    notes: [],
  };
  return textOnly(ingest(sources, manifest, overrides));
}

/** Lines the overrides name by their text: a layout change keeps them whole. */
const named = new Set([...seeds.overrides.tables.flatMap((t) => t.lines), ...seeds.overrides.drop.map((d) => d.text)]);
const keepNamed = (line: string) => named.has(line.trim()) || seeds.overrides.lawFragments.some((f) => line.includes(f.startsWith));

describe('the same text in another layout gives the same output, provenance aside (fast-check, every seed)', () => {
  const reference = textOnly(ingest(seeds.sources, seeds.manifest, { ...seeds.overrides, errata: [], notes: [] }));
  // Seeds by file name, so a counterexample names the file rather than printing its text.
  const seed = fc.constantFrom(...seedTexts.map((s) => s.file)).map((file) => seedTexts.find((s) => s.file === file)!, (s) => (s as (typeof seedTexts)[number]).file);
  const runs = { numRuns: Math.max(5, Math.round(RUNS / 4)) };
  const same = (s: (typeof seedTexts)[number], change: (text: string) => string | [string, string]): void => {
    expect(Object.fromEntries(withSeed(s, change))).toEqual(Object.fromEntries(reference));
  };

  it('with blank lines interleaved after every line (one or more)', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 1, max: 3 }), (s, n) => same(s, (t) => interleaveBlankLines(t, n))), runs);
  });
  it('re-indented in typewriter style: any margin, any first-line indent (deep ones too), justified with any spacing', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 2, max: 16 }), fc.integer({ min: 1, max: 5 }), (s, margin, indent, justified) =>
        same(s, (t) => typewriterIndent(t, margin, indent, justified)),
      ),
      runs,
    );
  });
  it('re-wrapped at another width', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 40, max: 140 }), (s, width) => same(s, (t) => rewrap(t, width, keepNamed))), runs);
  });
  it('wrapped in web chrome (pagers, header, footer, URL lines)', () => {
    const chrome = fc.record({ title: fc.constantFrom('Комментарий', 'Правила бриджа'), at: fc.array(fc.nat(), { maxLength: 6 }), runIntoOneLine: fc.boolean(), page: fc.integer({ min: 1, max: 99 }) });
    fc.assert(fc.property(seed, chrome, (s, c) => same(s, (t) => wrapInWebChrome(t, c))), runs);
  });
  it('with paragraph ends as ¶, (DC4) or none (a blank line)', () => {
    fc.assert(fc.property(seed, fc.constantFrom<ParagraphEnd>('¶', '(DC4)', 'none'), (s, to) => same(s, (t) => switchParagraphEnds(t, to))), runs);
  });
  it('split into two files at a paragraph boundary', () => {
    fc.assert(fc.property(seed, fc.nat(), (s, at) => same(s, (t) => splitAtParagraph(t, at) ?? t)), runs);
  });
  it('in all these layouts at once', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 40, max: 140 }), fc.constantFrom<ParagraphEnd>('¶', '(DC4)', 'none'), fc.array(fc.nat(), { maxLength: 4 }), fc.integer({ min: 1, max: 2 }), (s, width, to, at, n) =>
        // A typewriter copy, put on a web page, exported by a web reader.
        same(s, (t) => interleaveBlankLines(wrapInWebChrome(typewriterIndent(switchParagraphEnds(rewrap(t, width, keepNamed), to)), { title: 'К', at, runIntoOneLine: true, page: 2 }), n)),
      ),
      runs,
    );
  });
});
