/**
 * Generated corpora for the ingest benchmark: N copies of the seed sources
 * (`content/sources/*.txt`), with the same artifacts (page markers, pagination,
 * ¶ and (DC4) marks, echoed emphasis, split words, flattened tables, a headless
 * opening, a repeated half) but with distinct law and paragraph numbers, so that
 * nothing is merged away as a duplicate and the output grows with the input.
 *
 * Renumbering. The segmenter accepts laws 1..93 and paragraph numbers of one or two
 * digits, so copies cannot simply count upwards. Copy 0 is the seeds as they are.
 * In copy k every commentary law L (27–32, 57–64 in the seeds) is moved to its own
 * law column L′ and its paragraphs are shifted by a row offset o: `L.N.` → `L′.(N+o).`,
 * `Правило L.` → `Правило L′.`, and a headless piece's visible number `N.` → `(N+o).`.
 * Columns and offsets are allocated first-fit on a 93 × 99 grid of ids, reserving one
 * row below each law's lowest paragraph for a headless piece the neighbour rule may
 * attribute there. The law-text file is copied with its laws shifted by a per-copy
 * amount (law texts are merged per law, so their output saturates at 93 laws: that is
 * the ingest's job, not a loss of input).
 *
 * One deliberate difference from the seeds: in 004 the tail of 61.5 stands before
 * 62.1, where the neighbour rule does not apply (n = 1), so it is matched by text
 * against 61.5 and dropped. In a copy, 62.1 becomes 62′.(1+o) with o ≥ 1, so the
 * neighbour rule attributes the tail to 62′.o, one extra (head-cut) paragraph per copy.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { siteFurniture } from '../tests/support/furniture.ts';
import { cutIntoPages, interleaveBlankLines, rewrap, switchParagraphEnds, typewriterIndent, wrapInWebChrome } from '../tests/support/layouts.ts';
import { stringify } from 'yaml';
import { parseManifest, parseOverrides, type Overrides } from '../scripts/ingest/config.ts';
import type { ManifestEntry } from '../scripts/ingest/types.ts';

export const SEEDS = join(import.meta.dirname, '../content/sources');

const PARAGRAPH = /^(\s*)(\d{1,2})\.(\d{1,2})\.(?=\s)/u;
const HEADLESS = /^(\s*)(\d{1,2})\.(?=\s)/u;
const LAW_HEADING = /^(\s*Правило\s+)(\d{1,2})\./u;
const PART_HEADING = /^(?:Раздел|Часть|Глава)\s+[IVXLC]+\s*[-–—]\s*\S.*$/u;

interface Seed {
  file: string;
  entry: ManifestEntry;
  text: string;
}

export interface Corpus {
  dir: string;
  copies: number;
  files: number;
  bytes: number;
  /** Distinct commentary ids the renumbering produced (what the ingest should report, give or take headless pieces). */
  ids: number;
}

function readSeeds(): { seeds: Seed[]; overrides: Overrides } {
  const manifest = parseManifest(readFileSync(join(SEEDS, 'manifest.yaml'), 'utf8'), 'manifest.yaml');
  const overrides = parseOverrides(readFileSync(join(SEEDS, 'overrides.yaml'), 'utf8'), 'overrides.yaml');
  const seeds = manifest.map((entry) => ({ file: entry.file, entry, text: readFileSync(join(SEEDS, entry.file), 'utf8') }));
  return { seeds, overrides };
}

/** Per commentary law of the seeds: the lowest and highest numbered paragraph. */
function lawSpans(seeds: Seed[]): Map<number, { min: number; max: number }> {
  const spans = new Map<number, { min: number; max: number }>();
  for (const s of seeds.filter((x) => x.entry.kind === 'commentary')) {
    for (const line of s.text.split('\n')) {
      const m = PARAGRAPH.exec(line);
      if (!m) continue;
      const law = Number(m[2]);
      const n = Number(m[3]);
      const span = spans.get(law) ?? { min: n, max: n };
      span.min = Math.min(span.min, n);
      span.max = Math.max(span.max, n);
      spans.set(law, span);
    }
  }
  return spans;
}

type LawMap = Map<number, { law: number; offset: number }>;

/** First-fit allocation of a column and row offset for each law of each copy. */
function allocate(copies: number, spans: Map<number, { min: number; max: number }>): LawMap[] {
  const taken = Array.from({ length: 94 }, () => new Uint8Array(100));
  const reserve = (col: number, from: number, to: number) => {
    for (let r = from; r <= to; r++) taken[col]![r] = 1;
  };
  const free = (col: number, from: number, to: number) => {
    if (from < 1 || to > 99) return false;
    for (let r = from; r <= to; r++) if (taken[col]![r]) return false;
    return true;
  };
  const maps: LawMap[] = [];
  const identity: LawMap = new Map();
  for (const [law, s] of spans) {
    identity.set(law, { law, offset: 0 });
    reserve(law, Math.max(1, s.min - 1), s.max);
  }
  maps.push(identity);
  const laws = [...spans.keys()].sort((a, b) => a - b);
  for (let k = 1; k < copies; k++) {
    const map: LawMap = new Map();
    const used = new Set<number>();
    for (const [i, law] of laws.entries()) {
      const s = spans.get(law)!;
      let placed = false;
      // Spread copies over the columns: start each law's search at a different column.
      for (let step = 0; step < 93 && !placed; step++) {
        const col = ((k * 7 + i * 13 + step) % 93) + 1;
        if (used.has(col)) continue;
        for (let offset = 1; offset + s.max <= 99; offset++) {
          if (free(col, s.min - 1 + offset, s.max + offset)) {
            reserve(col, s.min - 1 + offset, s.max + offset);
            map.set(law, { law: col, offset });
            used.add(col);
            placed = true;
            break;
          }
        }
      }
      if (!placed) throw new Error(`corpus: no room for copy ${k} of law ${law} (93 laws × 99 paragraphs are full)`);
    }
    maps.push(map);
  }
  return maps;
}

function renumberCommentary(text: string, map: LawMap): string {
  // The law of the current numbered paragraph, for a headless `N.` (only at the top of a piece).
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      const p = PARAGRAPH.exec(line);
      if (p) {
        const to = map.get(Number(p[2]));
        if (!to) return line;
        return `${p[1]}${to.law}.${Number(p[3]) + to.offset}.${line.slice(p[0].length)}`;
      }
      const h = LAW_HEADING.exec(line);
      if (h) {
        const to = map.get(Number(h[2]));
        return to ? `${h[1]}${to.law}.${line.slice(h[0].length)}` : line;
      }
      const headless = HEADLESS.exec(line);
      if (headless) {
        // A headless piece's visible number: it belongs to the law of the next numbered paragraph.
        const next = lines.slice(i + 1).map((l) => PARAGRAPH.exec(l)).find(Boolean);
        const to = next ? map.get(Number(next[2])) : undefined;
        if (to) return `${headless[1]}${Number(headless[2]) + to.offset}.${line.slice(headless[0].length)}`;
      }
      return line;
    })
    .join('\n');
}

function renumberLawText(text: string, shift: number): string {
  return text
    .split('\n')
    .map((line) => {
      const h = LAW_HEADING.exec(line);
      return h ? `${h[1]}${Number(h[2]) + shift}.${line.slice(h[0].length)}` : line;
    })
    .join('\n');
}

/**
 * Law-text shifts whose law sets do not overlap, reused in turn: copy k of the law
 * text lands either on laws no other copy uses, or exactly on an earlier identical
 * copy (merged as a duplicate). Overlapping *different* law texts are avoided, and the
 * part headings of a reused copy are dropped by an editorial override, because the
 * ingest mis-accounts those lines (see bench/README.md, «found by the bench»).
 */
function lawTextShifts(laws: number[]): ((k: number) => number) & { reused: (k: number) => boolean } {
  const lo = Math.min(...laws);
  const hi = Math.max(...laws);
  const set = [...new Set(laws)];
  const shifts = [0];
  const used = new Set(set);
  for (let s = 1 - lo; s <= 93 - hi; s++) {
    if (set.some((l) => used.has(l + s))) continue;
    shifts.push(s);
    for (const l of set) used.add(l + s);
  }
  return Object.assign((k: number) => shifts[k % shifts.length]!, { reused: (k: number) => k >= shifts.length });
}

const copyName = (k: number, file: string) => `c${String(k).padStart(3, '0')}_${file}`;

/** Write `copies` renumbered copies of the seeds, with manifest and overrides, into `dir`. */
/**
 * The layouts a copy's commentary files come in, by copy number: as received, a web
 * reader's export (blank lines interleaved), a typewriter copy, a saved web page, and
 * re-wrapped with no paragraph marks. Lines the overrides name by text stay whole.
 */
function layoutFor(k: number, keep: (line: string) => boolean): (text: string) => string {
  const layouts = [
    (t: string) => t,
    (t: string) => interleaveBlankLines(t, 1 + (k % 2)),
    (t: string) => typewriterIndent(t, 4 + (k % 5), 4),
    (t: string) => wrapInWebChrome(t, { title: 'Комментарий к Правилам', at: [40 + k, 150 + k, 300 + k], runIntoOneLine: k % 2 === 0, page: k + 1 }),
    (t: string) => switchParagraphEnds(rewrap(t, 55 + k, keep), 'none'),
  ];
  return layouts[k % layouts.length]!;
}

/** The furniture of the paged book's site: made once from the grammar, with a fixed seed. */
const BENCH_SITE = fc.sample(siteFurniture, { numRuns: 1, seed: 23 })[0]!;

/**
 * The generated corpus with `pages`: its commentary as one web book of about that many pages
 * (`book/read_N.txt`, described by a glob), each page in a site's furniture, with a blank line
 * after every line, as a reader who saved page after page has it.
 */
export function generateCorpus(copies: number, dir: string, o: { layouts?: boolean; pages?: number } = {}): Corpus {
  const { seeds, overrides } = readSeeds();
  const spans = lawSpans(seeds);
  const maps = allocate(copies, spans);
  const lawTextLaws = seeds
    .filter((s) => s.entry.kind === 'law-text')
    .flatMap((s) => s.text.split('\n').map((l) => LAW_HEADING.exec(l)).filter((m) => m !== null).map((m) => Number(m[2])))
    .concat(overrides.lawFragments.map((o) => o.law));
  const shiftFor = lawTextShifts(lawTextLaws);

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const manifest: ManifestEntry[] = [];
  const out: Overrides = { drop: [], lawFragments: [], fragments: [], tables: [] };
  let bytes = 0;
  let pageCount = 0;
  const ids = new Set<string>();
  const named = new Set([...overrides.tables.flatMap((t) => t.lines), ...overrides.drop.map((d) => d.text)]);
  const books: { name: string; text: string; entry: ManifestEntry; drops: Overrides['drop'] }[] = [];
  const laidOut = (k: number) => (o.layouts ? layoutFor(k, (line) => named.has(line.trim())) : (t: string) => t);
  for (let k = 0; k < copies; k++) {
    const map = maps[k]!;
    for (const [law, s] of spans) {
      const to = map.get(law)!;
      for (let n = s.min; n <= s.max; n++) ids.add(`${to.law}.${n + to.offset}`);
    }
    for (const seed of seeds) {
      const name = copyName(k, seed.file);
      const text = seed.entry.kind === 'commentary' ? laidOut(k)(renumberCommentary(seed.text, map)) : renumberLawText(seed.text, shiftFor(k));
      if (o.pages && seed.entry.kind === 'commentary') {
        books.push({ name: name.replace(/\.txt$/u, ''), text, entry: seed.entry, drops: overrides.drop.filter((x) => x.file === seed.file) });
        continue;
      }
      const buf = Buffer.from(text, 'utf8');
      writeFileSync(join(dir, name), buf);
      bytes += buf.length;
      manifest.push({ ...seed.entry, file: name });
      for (const d of overrides.drop.filter((x) => x.file === seed.file)) out.drop.push({ ...d, file: name });
      if (seed.entry.kind === 'law-text' && shiftFor.reused(k)) {
        // Workaround for the ingest's mis-accounting of a repeated law text's part heading.
        for (const line of text.split('\n').filter((l) => PART_HEADING.test(l.trim()))) {
          out.drop.push({ file: name, text: line.trim(), why: 'bench: part heading of a law text merged with an earlier copy' });
        }
      }
      for (const f of overrides.lawFragments.filter((x) => x.file === seed.file)) out.lawFragments.push({ ...f, file: name, law: f.law + shiftFor(k) });
    }
  }
  if (o.pages && books.length) {
    // Each commentary file of each copy is a book of its own (the seeds are pieces of the commentary,
    // not one text), cut into pages of one size so that the whole makes about `o.pages` pages.
    const lines = books.reduce((n, b) => n + b.text.split('\n').length, 0);
    const size = Math.ceil(lines / o.pages);
    for (const b of books) {
      const pages = cutIntoPages(b.text, { sizes: [size], sites: [BENCH_SITE], overlap: 0, blanks: 1 });
      mkdirSync(join(dir, b.name), { recursive: true });
      pages.forEach((p, i) => {
        const buf = Buffer.from(p, 'utf8');
        writeFileSync(join(dir, `${b.name}/read_${i + 1}.txt`), buf);
        bytes += buf.length;
      });
      const { file: _, ...facts } = b.entry;
      manifest.push({ ...facts, file: `${b.name}/read_*.txt`, pages: `${b.name}/read_*.txt` });
      for (const d of b.drops) {
        const at = pages.findIndex((p) => p.includes(d.text));
        out.drop.push({ ...d, file: `${b.name}/read_${at + 1}.txt` });
      }
      pageCount += pages.length - 1;
    }
  }
  // A table override matches its lines in every copy; the ingest checks that it lands in
  // the first paragraph (by number) holding it, which is the lowest renumbered copy.
  for (const t of overrides.tables) {
    const [law, n] = t.paragraph.split('.').map(Number);
    const homes = maps.map((m) => m.get(law!)!).map((to) => [to.law, n! + to.offset] as const);
    homes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    out.tables.push({ ...t, paragraph: `${homes[0]![0]}.${homes[0]![1]}` });
  }
  // A book in pages is described by its `pages` alone (its `file` is the name the ingest gives it).
  writeFileSync(join(dir, 'manifest.yaml'), stringify({ sources: manifest.map(({ file, ...m }) => (m.pages ? m : { file, ...m })) }));
  writeFileSync(join(dir, 'overrides.yaml'), stringify(out));
  return { dir, copies, files: manifest.length + pageCount, bytes, ids: ids.size };
}
