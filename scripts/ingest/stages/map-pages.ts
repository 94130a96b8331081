import type { Overrides } from '../config.ts';
import { PageMap, STRIDE } from '../pages/join-pages.ts';
import type { Book } from './check-manifest.ts';

export interface Paging {
  /** A book's virtual lines → page file and line, for provenance and the report. */
  pageMap: PageMap;
  /** An override naming a page (and its line) → the same place in its book's virtual file. */
  virtual: <T extends { file: string; line?: number }>(o: T) => T;
}

/** The books in pages numbered as one virtual file each (the stages after the join read them so). */
export function mapPages(books: Book[]): Paging {
  const pageMap = new PageMap();
  const pageOf = new Map<string, { id: string; index: number }>();
  for (const { entry, files } of books) {
    if (entry.pages === undefined) continue;
    pageMap.addBook(entry.file, files);
    files.forEach((f, index) => pageOf.set(f, { id: entry.file, index }));
  }
  const virtual = <T extends { file: string; line?: number }>(o: T): T => {
    const b = pageOf.get(o.file);
    if (!b) return o;
    return o.line === undefined ? { ...o, file: b.id } : { ...o, file: b.id, line: b.index * STRIDE + o.line };
  };
  return { pageMap, virtual };
}

/** The overrides that name a line or a file, placed in the virtual files. */
export function placeOverrides(overrides: Overrides, virtual: Paging['virtual']): Pick<Overrides, 'drop' | 'lawFragments' | 'fragments'> & { keep: NonNullable<Overrides['keep']> } {
  return {
    drop: overrides.drop.map(virtual),
    lawFragments: overrides.lawFragments.map(virtual),
    fragments: overrides.fragments.map(virtual),
    keep: (overrides.keep ?? []).map(virtual),
  };
}
