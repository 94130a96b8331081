/**
 * The stages `ingest()` lists (scripts/ingest/stages/), each on its own: what it takes, what it
 * gives, and what it refuses. The whole pipeline is tested by the fixtures and the seeds.
 */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { fromSource } from '../../scripts/ingest/normalize/stage.ts';
import { STRIDE } from '../../scripts/ingest/pages/join-pages.ts';
import { accountLines } from '../../scripts/ingest/stages/account-lines.ts';
import { checkManifest, type Book } from '../../scripts/ingest/stages/check-manifest.ts';
import { decodeBook } from '../../scripts/ingest/stages/decode-book.ts';
import { emitAll } from '../../scripts/ingest/stages/emit-all.ts';
import { mapPages, placeOverrides } from '../../scripts/ingest/stages/map-pages.ts';
import { checkOverrides, mergeBooks } from '../../scripts/ingest/stages/merge-books.ts';
import { missingPagesWarning, normalizeBook } from '../../scripts/ingest/stages/normalize-book.ts';
import { segmentBook } from '../../scripts/ingest/stages/segment-book.ts';
import type { ManifestEntry, SourceKind, TextLine } from '../../scripts/ingest/types.ts';

const entry = (file: string, kind: SourceKind = 'commentary', pages?: string[]): ManifestEntry => ({ file, kind, title: 't', author: 'a', edition: 'e', copyright: 'c', ...(pages ? { pages } : {}) });
const textLines = (file: string, ...texts: string[]): TextLine[] => fromSource(texts.map((text, i) => ({ file, n: i + 1, text })));
const COMMENTARY = ['Правило 12. ВЕСОВОЙ СЧЕТ', '', '12.1. Судья назначает весовой счет, когда результат нельзя получить.', ''];

/** One commentary book through decode → normalize → segment, as `ingest()` runs it. */
function throughSegment(book: Book, pages: string[][]) {
  const { pageMap } = mapPages([book]);
  const decoded = decodeBook(book, new Map(book.files.map((f, i) => [f, new Uint8Array(Buffer.from(pages[i]!.join('\n'), 'utf8'))])), [], []);
  const normalized = normalizeBook(book, decoded.pages, [], pageMap);
  return { pageMap, decoded, normalized, segmented: segmentBook(book, normalized.lines, [], pageMap, 'in/overrides.yaml') };
}

describe('checkManifest', () => {
  it('gives each entry its files, pages in reading order', () => {
    const books = checkManifest(['a.txt', 'b/p2.txt', 'b/p1.txt'], [entry('a.txt'), entry('b', 'commentary', ['b/p1.txt', 'b/p2.txt'])]);
    expect(books.map((b) => [b.entry.file, b.files])).toEqual([['a.txt', ['a.txt']], ['b', ['b/p1.txt', 'b/p2.txt']]]);
  });

  it('refuses a source described twice, one not described, and an entry with no file', () => {
    expect(() => checkManifest(['a.txt'], [entry('a.txt'), entry('b', 'commentary', ['a.txt'])])).toThrow(/describes a\.txt twice/u);
    expect(() => checkManifest(['a.txt', 'x.txt'], [entry('a.txt')])).toThrow(/not described in manifest\.yaml/u);
    expect(() => checkManifest(['a.txt'], [entry('a.txt'), entry('gone.txt')])).toThrow(/describes gone\.txt, but there is no such file/u);
  });
});

describe('mapPages', () => {
  it('numbers a book as one virtual file, and leaves a file on its own as it is', () => {
    const { pageMap, virtual } = mapPages([{ entry: entry('b', 'commentary', ['b/p1.txt', 'b/p2.txt']), files: ['b/p1.txt', 'b/p2.txt'] }, { entry: entry('a.txt'), files: ['a.txt'] }]);
    expect(virtual({ file: 'b/p2.txt', line: 3 })).toEqual({ file: 'b', line: STRIDE + 3 });
    expect(virtual({ file: 'b/p1.txt', startsWith: 'x' })).toEqual({ file: 'b', startsWith: 'x' });
    expect(virtual({ file: 'a.txt', line: 3 })).toEqual({ file: 'a.txt', line: 3 });
    expect(pageMap.where('b', STRIDE + 3)).toEqual({ file: 'b/p2.txt', line: 3 });
    const placed = placeOverrides({ drop: [{ file: 'b/p2.txt', text: 'x', reason: 'r' } as never], lawFragments: [], fragments: [], tables: [] }, virtual);
    expect(placed.drop[0]).toMatchObject({ file: 'b' });
  });
});

describe('decodeBook', () => {
  it('decodes each page by its own encoding, with a ledger of its lines', () => {
    const book = { entry: entry('b', 'commentary', ['p1.txt', 'p2.txt']), files: ['p1.txt', 'p2.txt'] };
    const cp1251 = new Uint8Array(iconv.encode('Правило 12. ВЕСОВОЙ СЧЕТ\nВторая строка текста здесь.\n', 'windows-1251'));
    const d = decodeBook(book, new Map([['p1.txt', cp1251], ['p2.txt', new Uint8Array(Buffer.from('Третья строка.\n', 'utf8'))]]), [], []);
    expect(d.ledgers.map((l) => [l.file, l.encoding, l.count])).toEqual([['p1.txt', 'windows-1251', 2], ['p2.txt', 'utf-8', 1]]);
    expect(d.pages.map((p) => p.map((l) => l.text))).toEqual([['Правило 12. ВЕСОВОЙ СЧЕТ', 'Вторая строка текста здесь.'], ['Третья строка.']]);
  });

  it('accounts the markup-only lines of a saved page as drops', () => {
    const html = '<!doctype html>\n<html><head><title>x</title></head>\n<body>\n<p>Правило 12. Весовой счет.</p>\n</body></html>\n';
    const d = decodeBook({ entry: entry('a.html'), files: ['a.html'] }, new Map([['a.html', new Uint8Array(Buffer.from(html, 'utf8'))]]), [], []);
    expect(d.pages[0]!.map((l) => l.lines)).toEqual([[4]]);
    expect(d.drops.map((x) => x.line).sort()).toEqual([1, 2, 3, 5]);
  });
});

describe('normalizeBook', () => {
  it('warns of a missing page, joins no text across it, and runs the editorial stages last', () => {
    const book = { entry: entry('b', 'commentary', ['b/p001.txt', 'b/p003.txt']), files: ['b/p001.txt', 'b/p003.txt'] };
    const { pageMap } = mapPages([book]);
    const seen: string[][] = [];
    const n = normalizeBook(book, [textLines('b/p001.txt', ...COMMENTARY.slice(0, 3)), textLines('b/p003.txt', 'его партнер не знает.')], [(lines) => (seen.push(lines.map((l) => l.text)), { lines, drops: [], cleans: [] })], pageMap);
    // At the line the text resumes on, in the syntax of every warning: the headless text after the gap gets its `fragments` override.
    expect(n.warnings).toEqual([missingPagesWarning({ missing: [2], evidence: 'by the numbers in the file names, b/p001.txt then b/p003.txt', resumesAt: 1_000_001 }, { file: 'b/p003.txt', line: 1 }, 'его партнер не знает.', 'content/sources/overrides.yaml').warning]);
    expect(n.warnings[0]).toMatch(/^b\/p003\.txt:1: page 2 is missing before this line .*; if you know which paragraph the text after it is, add to content\/sources\/overrides\.yaml: fragments: /u);
    expect(n.warnedPieces).toEqual(['b:1000001']);
    expect(n.lines.some((l) => l.text.includes('получить. его'))).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('reads a law-text file on its own without the page stages', () => {
    const book = { entry: entry('law.txt', 'law-text'), files: ['law.txt'] };
    const n = normalizeBook(book, [textLines('law.txt', 'Правило 12. Весовой счет', 'Текст.')], [], mapPages([book]).pageMap);
    expect(n.warnings).toEqual([]);
    expect(n.lines.map((l) => l.text).join(' ')).toContain('Правило 12');
  });
});

describe('segmentBook', () => {
  it('gives a commentary its headings and numbered paragraphs', () => {
    const s = throughSegment({ entry: entry('c.txt'), files: ['c.txt'] }, [COMMENTARY]).segmented;
    expect(s.headings.map((h) => h.law)).toEqual([12]);
    expect(s.fragments.map((f) => f.id)).toEqual(['12.1']);
    expect(s.wholeFileWarned).toBe(false);
  });

  it('warns once of a text with no structure, naming the overrides file of its folder', () => {
    const s = throughSegment({ entry: entry('c.txt'), files: ['c.txt'] }, [['и поэтому судья обязан назначить весовой счет обеим сторонам, как сказано выше.', '']]).segmented;
    expect(s.wholeFileWarned).toBe(true);
    expect(s.warnings).toEqual([expect.stringMatching(/^c\.txt:1: no law heading.*add to in\/overrides\.yaml: /u)]);
  });

  it('refuses a law-text file with no law', () => {
    const book = { entry: entry('law.txt', 'law-text'), files: ['law.txt'] };
    expect(() => segmentBook(book, textLines('law.txt', 'просто слова без правил.'), [], mapPages([book]).pageMap, 'o.yaml')).toThrow(/no recognisable laws/u);
  });
});

describe('mergeBooks and checkOverrides', () => {
  it('keeps one paragraph from two copies, the other dropped, and refuses a stale override', () => {
    const a = throughSegment({ entry: entry('a.txt'), files: ['a.txt'] }, [COMMENTARY]).segmented;
    const b = throughSegment({ entry: entry('b.txt'), files: ['b.txt'] }, [COMMENTARY]).segmented;
    const merged = mergeBooks([a, b], [], 'o.yaml', new Set());
    expect(merged.commentary.paragraphs.map((p) => p.id)).toEqual(['12.1']);
    expect(merged.drops.length).toBeGreaterThan(0);
    const none = { drop: [], tables: [], lawFragments: [], fragments: [] };
    expect(() => checkOverrides(none, new Map(), new Set(), merged, 'overrides.yaml')).not.toThrow();
    expect(() => checkOverrides({ ...none, fragments: [{ file: 'a.txt', startsWith: 'нет такого', id: '12.2', why: 'w' } as never] }, new Map(), new Set(), merged, 'overrides.yaml')).toThrow(
      /stale override\(s\).*fragments «нет такого»/u,
    );
  });
});

describe('accountLines', () => {
  it('books every line: kept where it went, else the reason it was dropped', () => {
    const { pageMap, decoded, normalized, segmented } = throughSegment({ entry: entry('c.txt'), files: ['c.txt'] }, [COMMENTARY]);
    const merged = mergeBooks([segmented], [], 'o.yaml', new Set());
    const ledgers = new Map(decoded.ledgers.map((l) => [l.file, l]));
    expect(ledgers.get('c.txt')!.count).toBe(3);
    accountLines(ledgers, pageMap, merged, [...decoded.drops, ...normalized.drops, ...segmented.drops, ...merged.drops]);
    expect(Object.fromEntries(ledgers.get('c.txt')!.fates)).toEqual({ 1: { kept: 'title of Law 12' }, 2: { dropped: 'blank line' }, 3: { kept: '12.1' } });
  });
});

describe('emitAll', () => {
  it('writes each paragraph and the report, warnings on their page file and line', () => {
    const book = { entry: entry('b', 'commentary', ['b/p001.txt', 'b/p003.txt']), files: ['b/p001.txt', 'b/p003.txt'] };
    const { pageMap, decoded, normalized, segmented } = throughSegment(book, [COMMENTARY, ['12.2. Судья решает сам, если нет другого способа.', '']]);
    const merged = mergeBooks([segmented], [], 'o.yaml', new Set());
    const ledgers = new Map(decoded.ledgers.map((l) => [l.file, l]));
    accountLines(ledgers, pageMap, merged, [...decoded.drops, ...normalized.drops, ...segmented.drops, ...merged.drops]);
    const { outputs, report } = emitAll(merged, [...ledgers.values()], [...normalized.warnings, 'b:1000001: a warning'], [], [], pageMap);
    expect([...outputs.keys()].filter((k) => k.includes('12'))).toHaveLength(2);
    expect(outputs.get('ingest-report.json')).toBe(`${JSON.stringify(report, null, 2)}\n`);
    expect(report.warnings).toContain('b/p003.txt:1: a warning');
    expect(report.warnings.some((w) => w.includes('page 2 is missing'))).toBe(true);
  });
});
