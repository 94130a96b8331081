/** Which files are the pages of a manifest entry, in reading order. */
import picomatch from 'picomatch';
import { IngestError } from '../errors.ts';
import type { ManifestEntry } from '../types.ts';

/** Numbers in a name, compared as numbers: `read_9` before `read_10`. */
const byNumberInName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export const isGlob = (spec: string): boolean => picomatch.scan(spec).isGlob;

/** The files of an entry: its one file, its listed pages, or the files its glob matches. */
export function pagesOf(entry: ManifestEntry, files: readonly string[], manifestFile: string): string[] {
  const spec = entry.pages;
  if (spec === undefined) return [entry.file];
  if (Array.isArray(spec)) {
    const missing = spec.find((f) => !files.includes(f));
    if (missing) throw new IngestError(`manifest.yaml lists the page ${missing}, but there is no such file`, manifestFile);
    return spec;
  }
  if (!isGlob(spec)) return [spec];
  const match = picomatch(spec);
  const found = files.filter((f) => match(f)).sort(byNumberInName);
  if (!found.length) throw new IngestError(`manifest.yaml gives the pages ${spec}, but no file matches`, manifestFile);
  return found;
}

/** A test of whether the manifest's page specs name a path (a file in a folder of the sources). */
export function namedByPages(manifest: readonly ManifestEntry[]): (path: string) => boolean {
  const listed = new Set(manifest.flatMap((m) => (Array.isArray(m.pages) ? m.pages : [])));
  const globs = manifest.flatMap((m) => (typeof m.pages === 'string' ? [picomatch(m.pages)] : []));
  return (path) => listed.has(path) || globs.some((match) => match(path));
}
