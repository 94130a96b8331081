/**
 * `node --import tsx src/integrations/build-from-content.ts ROOT OUT_DIR BASE ORIGIN`:
 * the parts of the build that need only the content, written into OUT_DIR —
 * `short-links/` (the short links' pages, as they go into the site: `63A4/index.html`,
 * `en/63.5/index.html`) first, then `books/` (one-file HTML, EPUB and PDF per language).
 * The build runs this in a child process as it starts (./content-child.ts), so this
 * work is done on the other core while Astro renders the pages. Warnings go to
 * stderr, one per line; a failure is one line on stderr and exit code 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeBooks } from '../lib/downloads/index.ts';
import { site } from '../lib/site/data.ts';
import { shortLinkPages } from '../lib/site/short-link-pages.ts';

const [root, outDir, base, origin] = process.argv.slice(2);
if (!root || !outDir || !base || !origin) {
  process.stderr.write('usage: build-from-content ROOT OUT_DIR BASE ORIGIN\n');
  process.exit(2);
}
let step = 'short links';
try {
  for (const p of shortLinkPages(site(), { base, origin })) {
    const file = join(outDir, 'short-links', p.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, p.html);
  }
  step = 'books';
  await makeBooks({
    root,
    outDir: join(outDir, 'books'),
    logger: { info: (m) => process.stdout.write(`${m}\n`), warn: (m) => process.stderr.write(`${m}\n`) },
  });
} catch (e) {
  process.stderr.write(`${step}: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
