/**
 * `node --import tsx src/integrations/build-from-content.ts TASK ROOT OUT_DIR BASE ORIGIN`:
 * a part of the build that needs only the content, written into OUT_DIR:
 * - `short-links`: the short links' pages, as they go into the site
 *   (`63A4/index.html`, `en/63.5/index.html`);
 * - `books`: the one-file HTML, the EPUB and the PDF of each language.
 * The build runs each in a child process as it starts (./content-child.ts), so the
 * work is done beside Astro's page rendering instead of after it. Warnings go to
 * stderr, one per line; a failure is one line on stderr and exit code 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeBooks } from '../lib/downloads/make-books.ts';
import { site } from '../lib/site/data.ts';
import { shortLinkPages } from '../lib/site/short-link-pages.ts';

const [task, root, outDir, base, origin] = process.argv.slice(2);
if (!(task === 'short-links' || task === 'books') || !root || !outDir || !base || !origin) {
  process.stderr.write('usage: build-from-content short-links|books ROOT OUT_DIR BASE ORIGIN\n');
  process.exit(2);
}
try {
  if (task === 'short-links') {
    for (const p of shortLinkPages(site(), { base, origin })) {
      const file = join(outDir, p.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, p.html);
    }
  } else {
    await makeBooks({ root, outDir, logger: { info: () => {}, warn: (m) => process.stderr.write(`${m}\n`) } });
  }
} catch (e) {
  process.stderr.write(`${task}: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
