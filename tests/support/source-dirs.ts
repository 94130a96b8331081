import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A manifest.yaml entry describing one commentary source, as the ingest requires. */
export const commentaryEntry = (file: string, title = 'Test') =>
  `  - file: ${file}\n    kind: commentary\n    title: ${title}\n    author: Test\n    edition: Test\n    copyright: Test\n`;

/** A manifest.yaml that describes one commentary source. */
export const manifestFor = (file: string, title?: string) => `sources:\n${commentaryEntry(file, title)}`;

/** Every file under a directory with its content, by path below it: to see that nothing changed. */
export function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name).slice(dir.length), readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );
}
