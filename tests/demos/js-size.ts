import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Module scripts a built page loads, with every chunk they import (transitively), as paths under dist/. */
export function pageScripts(dist: string, page: string, base = '/'): string[] {
  const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module" src="([^"]+)"/gu)].map((m) => m[1]!.slice(base.length));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const js = readFileSync(join(dist, file), 'utf8');
    for (const m of js.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/gu)) visit(posix.normalize(posix.join(posix.dirname(file), m[1]!)));
  };
  entries.forEach(visit);
  return [...seen];
}

/** Gzipped bytes (level 9) of each file, summed. */
export function gzipBytes(dist: string, files: readonly string[]): number {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
}
