import { parse } from 'yaml';
import { IngestError } from './errors.ts';
import type { ManifestEntry, TableCells } from './types.ts';

export interface DropOverride {
  file: string;
  text: string;
  why: string;
}
export interface LawFragmentOverride {
  file: string;
  startsWith: string;
  law: number;
  /** Section/subsection the first line belongs to (`D1`, `B`); its head is cut off. */
  at?: string;
  why: string;
}
/** A headless piece of commentary (its number and opening lost) and the paragraph it is. */
export interface FragmentOverride {
  file: string;
  startsWith: string;
  paragraph: string;
  why: string;
}
/**
 * A piece the ingest drops as no commentary (a contents list, a subject index) that a person wants kept:
 * the piece that starts with `startsWith` in `file` is kept as text of the paragraph it sits in.
 */
export interface KeepOverride {
  file: string;
  startsWith: string;
  why: string;
}
export interface TableOverride extends TableCells {
  paragraph: string;
  lines: string[];
}
/** A typing error of the source: on `line` of `file`, `wrong` is read as `right` (and shown as corrected). */
export interface Erratum {
  file: string;
  line: number;
  wrong: string;
  right: string;
}
/** An error of substance: the text stays as written, and an editorial note follows `after` on `line`. */
export interface EditorNote {
  file: string;
  line: number;
  after: string;
  note: string;
}
export interface Overrides {
  drop: DropOverride[];
  lawFragments: LawFragmentOverride[];
  fragments: FragmentOverride[];
  tables: TableOverride[];
  keep?: KeepOverride[];
  errata?: Erratum[];
  notes?: EditorNote[];
  /** The overrides file of the sources' folder, as warnings name it (default `content/sources/overrides.yaml`). */
  path?: string;
}

type Obj = Record<string, unknown>;

function fail(file: string, what: string): never {
  throw new IngestError(what, file);
}

function parseYaml(text: string, file: string): Obj {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (e) {
    fail(file, `not valid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  if (doc === null || doc === undefined) return {};
  if (typeof doc !== 'object' || Array.isArray(doc)) fail(file, 'expected a mapping at the top level');
  return doc as Obj;
}

const str = (o: Obj, key: string, file: string, where: string): string => {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '') fail(file, `${where}: "${key}" must be a non-empty string`);
  return v;
};
const optStr = (o: Obj, key: string, file: string, where: string): string | undefined =>
  o[key] === undefined ? undefined : str(o, key, file, where);
const lineNo = (o: Obj, file: string, where: string): number => {
  const v = o.line;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail(file, `${where}: "line" must be a line number (1 or more)`);
  return v;
};
const list = (o: Obj, key: string, file: string): Obj[] => {
  const v = o[key];
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'object' || x === null)) fail(file, `"${key}" must be a list of mappings`);
  return v as Obj[];
};
const strings = (v: unknown, file: string, where: string): string[] => {
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) fail(file, `${where} must be a list of strings`);
  return v as string[];
};

const KINDS = ['commentary', 'law-text'] as const;
const ENCODINGS = ['utf-8', 'windows-1251', 'koi8-r'] as const;

export function parseManifest(text: string, file: string): ManifestEntry[] {
  const doc = parseYaml(text, file);
  const entries = list(doc, 'sources', file).map((o, i) => {
    const where = `sources[${i}]`;
    const kind = str(o, 'kind', file, where);
    if (!(KINDS as readonly string[]).includes(kind)) fail(file, `${where}: kind must be one of ${KINDS.join(', ')}`);
    const encoding = optStr(o, 'encoding', file, where);
    if (encoding && !(ENCODINGS as readonly string[]).includes(encoding)) {
      fail(file, `${where}: encoding must be one of ${ENCODINGS.join(', ')}`);
    }
    const pages = o.pages === undefined ? undefined : typeof o.pages === 'string' && o.pages.trim() !== '' ? o.pages : strings(o.pages, file, `${where}.pages`);
    if (Array.isArray(pages) && pages.length === 0) fail(file, `${where}: pages must list at least one file`);
    if (pages !== undefined && o.file !== undefined) fail(file, `${where}: give either "file" or "pages", not both`);
    const entry: ManifestEntry = {
      file: pages === undefined ? str(o, 'file', file, where) : typeof pages === 'string' ? pages : pages.length === 1 ? pages[0]! : `${pages[0]} (+${pages.length - 1} pages)`,
      kind: kind as ManifestEntry['kind'],
      title: str(o, 'title', file, where),
      author: str(o, 'author', file, where),
      edition: str(o, 'edition', file, where),
      copyright: str(o, 'copyright', file, where),
    };
    if (pages !== undefined) entry.pages = pages;
    const translator = optStr(o, 'translator', file, where);
    if (translator) entry.translator = translator;
    if (encoding) entry.encoding = encoding as ManifestEntry['encoding'] & string;
    const notes = optStr(o, 'notes', file, where);
    if (notes) entry.notes = notes;
    return entry;
  });
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.file)) fail(file, `${e.file} is described twice`);
    seen.add(e.file);
  }
  return entries;
}

export function parseOverrides(text: string, file: string): Overrides {
  const doc = parseYaml(text, file);
  return {
    drop: list(doc, 'drop', file).map((o, i) => ({
      file: str(o, 'file', file, `drop[${i}]`),
      text: str(o, 'text', file, `drop[${i}]`),
      why: str(o, 'why', file, `drop[${i}]`),
    })),
    lawFragments: list(doc, 'lawFragments', file).map((o, i) => {
      const where = `lawFragments[${i}]`;
      const law = o.law;
      if (typeof law !== 'number' || !Number.isInteger(law) || law < 1 || law > 93) fail(file, `${where}: law must be 1..93`);
      const at = optStr(o, 'at', file, where);
      if (at !== undefined && !/^[A-H](\d{1,2}[a-z]?)?$/u.test(at)) fail(file, `${where}: at must look like D, D1 or D2a`);
      const f: LawFragmentOverride = {
        file: str(o, 'file', file, where),
        startsWith: str(o, 'startsWith', file, where),
        law,
        why: str(o, 'why', file, where),
      };
      if (at) f.at = at;
      return f;
    }),
    fragments: list(doc, 'fragments', file).map((o, i) => {
      const where = `fragments[${i}]`;
      const paragraph = str(o, 'paragraph', file, where);
      if (!/^\d{1,2}\.(?:\d{1,2}|[A-I]\d{0,2})$/u.test(paragraph)) fail(file, `${where}: paragraph must look like 57.2 or 71.A1`);
      return { file: str(o, 'file', file, where), startsWith: str(o, 'startsWith', file, where), paragraph, why: str(o, 'why', file, where) };
    }),
    keep: list(doc, 'keep', file).map((o, i) => {
      const where = `keep[${i}]`;
      return { file: str(o, 'file', file, where), startsWith: str(o, 'startsWith', file, where), why: str(o, 'why', file, where) };
    }),
    tables: list(doc, 'tables', file).map((o, i) => {
      const where = `tables[${i}]`;
      const header = strings(o.header, file, `${where}.header`);
      const rows = Array.isArray(o.rows) ? (o.rows as unknown[]).map((r, j) => strings(r, file, `${where}.rows[${j}]`)) : [];
      if (rows.length === 0) fail(file, `${where}: rows must be a non-empty list`);
      if (rows.some((r) => r.length !== header.length)) fail(file, `${where}: every row needs ${header.length} cells`);
      return {
        paragraph: str(o, 'paragraph', file, where),
        lines: strings(o.lines, file, `${where}.lines`),
        header,
        rows,
      };
    }),
    errata: list(doc, 'errata', file).map((o, i) => {
      const where = `errata[${i}]`;
      const e = { file: str(o, 'file', file, where), line: lineNo(o, file, where), wrong: str(o, 'wrong', file, where), right: str(o, 'right', file, where) };
      if (e.wrong === e.right) fail(file, `${where}: "wrong" and "right" are the same`);
      return e;
    }),
    notes: list(doc, 'notes', file).map((o, i) => {
      const where = `notes[${i}]`;
      return { file: str(o, 'file', file, where), line: lineNo(o, file, where), after: str(o, 'after', file, where), note: str(o, 'note', file, where) };
    }),
  };
}
