import { IngestError } from '../errors.ts';
import { MANIFEST_FILE } from '../manifest-file.ts';
import { pagesOf } from '../pages/resolve-pages.ts';
import type { ManifestEntry } from '../types.ts';

/** A manifest entry and its files: its one file, or its pages in reading order. */
export interface Book {
  entry: ManifestEntry;
  files: string[];
}

/**
 * The manifest against the sources: each entry's files, every source described exactly once,
 * every single-file entry present. Refuses the first mismatch, naming the file.
 */
export function checkManifest(files: string[], manifest: ManifestEntry[]): Book[] {
  const books = manifest.map((entry) => ({ entry, files: entry.pages === undefined ? [entry.file] : pagesOf(entry, files, MANIFEST_FILE) }));
  const owner = new Map<string, ManifestEntry>();
  for (const { entry, files: fs } of books) {
    for (const f of fs) {
      if (owner.has(f)) throw new IngestError(`manifest.yaml describes ${f} twice (in ${owner.get(f)!.file} and ${entry.file})`, MANIFEST_FILE);
      owner.set(f, entry);
    }
  }
  for (const f of files) {
    if (!owner.has(f)) throw new IngestError('not described in manifest.yaml (add an entry: kind, title, author, edition, copyright)', f);
  }
  const present = new Set(files);
  for (const m of manifest) {
    if (m.pages === undefined && !present.has(m.file)) throw new IngestError(`manifest.yaml describes ${m.file}, but there is no such file`, m.file);
  }
  return books;
}
