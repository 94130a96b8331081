import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { SOURCE_ENDINGS } from './markup/markup.ts';
import { namedByPages } from './pages/resolve-pages.ts';
import { parseManifest, parseOverrides, type Overrides } from './config.ts';
import { IngestError } from './errors.ts';
import { OVERRIDES_FILE, type SourceInput } from './run.ts';
import type { ManifestEntry } from './types.ts';

import { MANIFEST_FILE } from './manifest-file.ts';

export { MANIFEST_FILE };

/** What the ingest generates under the output directory; everything else there is left alone. */
export const GENERATED = ['commentary/ru', 'laws/ru', 'sections/ru', 'ingest-report.json'] as const;

export interface SourceDir {
  sources: SourceInput[];
  manifest: ManifestEntry[];
  overrides: Overrides;
}

/**
 * Read the sources at the top of a directory (`*.txt`, `*.fb2`, `*.fb2.zip`, `*.html`, `*.htm`, `*.epub`; a saved
 * page's `_files` folder is not read), the pages that the manifest names in folders, `manifest.yaml` and the
 * optional `overrides.yaml`.
 */
export function readSourceDir(dir: string): SourceDir {
  if (!existsSync(dir)) throw new IngestError('no such directory', dir);
  const manifestPath = join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new IngestError('missing: every source directory needs a manifest.yaml', manifestPath);
  const manifest = parseManifest(readFileSync(manifestPath, 'utf8'), manifestPath);
  const overridesPath = join(dir, OVERRIDES_FILE);
  const overrides = existsSync(overridesPath)
    ? parseOverrides(readFileSync(overridesPath, 'utf8'), overridesPath)
    : { drop: [], lawFragments: [], fragments: [], tables: [] };
  // The sources at the top, and the pages of books in pages wherever they sit.
  const all = (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(sep).join('/'));
  const isPage = namedByPages(manifest);
  const isSource = (f: string) => SOURCE_ENDINGS.some((e) => f.toLowerCase().endsWith(e));
  const files = all.filter((f) => (!f.includes('/') && isSource(f)) || isPage(f)).filter((f) => statSync(join(dir, f)).isFile()).sort();
  const sources = files.map((file) => ({ file, bytes: new Uint8Array(readFileSync(join(dir, file))) }));
  return { sources, manifest, overrides: { ...overrides, path: overridesPath } };
}

/**
 * Write all outputs atomically: into a temporary directory first, then each
 * generated root is swapped in by rename. On any failure the old output stays.
 */
export function writeOutputs(outDir: string, outputs: Map<string, string>): void {
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = join(outDir, `.ingest-tmp-${stamp}`);
  const old = join(outDir, `.ingest-old-${stamp}`);
  try {
    for (const [path, content] of outputs) {
      const target = join(tmp, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    for (const root of GENERATED) mkdirSync(dirname(join(tmp, root)), { recursive: true });
    const moved: string[] = [];
    try {
      for (const root of GENERATED) {
        const live = join(outDir, root);
        if (existsSync(live)) {
          mkdirSync(dirname(join(old, root)), { recursive: true });
          renameSync(live, join(old, root));
          moved.push(root);
        }
        if (existsSync(join(tmp, root))) {
          mkdirSync(dirname(live), { recursive: true });
          renameSync(join(tmp, root), live);
        }
      }
    } catch (e) {
      for (const root of moved) {
        rmSync(join(outDir, root), { recursive: true, force: true });
        renameSync(join(old, root), join(outDir, root));
      }
      throw e;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}
