/**
 * `node --import tsx src/integrations/make-books.ts ROOT OUT_DIR`: make the books (one-file HTML, EPUB and
 * PDF per language) from ROOT/content into OUT_DIR. The build runs this in a child
 * process as it starts (src/integrations/downloads.ts), so the books are made on the
 * other core while Astro renders the pages. Warnings go to stderr, one per line; a
 * failure is one line on stderr and exit code 1.
 */
import { makeBooks } from '../lib/downloads/index.ts';

const [root, outDir] = process.argv.slice(2);
if (!root || !outDir) {
  process.stderr.write('usage: make-books ROOT OUT_DIR\n');
  process.exit(2);
}
try {
  await makeBooks({
    root,
    outDir,
    logger: { info: (m) => process.stdout.write(`${m}\n`), warn: (m) => process.stderr.write(`${m}\n`) },
  });
} catch (e) {
  process.stderr.write(`books: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
