/**
 * `node --import tsx src/integrations/build-from-content.ts ROOT BASE ORIGIN TASK=OUT_DIR…`:
 * the parts of the build that need only the content, each written into its OUT_DIR:
 * - `short-links`: the short links' pages, as they go into the site
 *   (`63A4/index.html`, `en/63.5/index.html`);
 * - `open-data`: `api/v1/` (every law as JSON, the citation graph, the schema),
 *   `embed/linker.js` and `_headers` (src/lib/api/files.ts);
 * - `books`: the one-file HTML, the EPUB and the PDF of each language.
 * The build runs them in one child process as it starts (./content-child.ts), so the
 * work is done beside Astro's page rendering instead of after it, and the site is
 * loaded once for all of them.
 * It tells the build on stdout, one JSON object per line, what happened to each task:
 * `{"task","warning","message"}`, then `{"task","done"}` or `{"task","failed","message"}`
 * (the message is one line). If any failed, the exit code is 1.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { openDataFiles } from '../lib/api/files.ts';
import { loadConcordance } from '../lib/content/editions.ts';
import { loadSources } from '../lib/content/sources.ts';
import { makeBooks } from '../lib/downloads/make-books.ts';
import { site } from '../lib/site/data.ts';
import { shortLinkPages } from '../lib/site/short-link-pages.ts';
import { CONTENT_TASKS, type ContentEvent, type ContentTask } from './content-tasks.ts';

const [root, base, origin, ...rest] = process.argv.slice(2);
const tasks = rest.map((arg) => {
  const at = arg.indexOf('=');
  return { task: arg.slice(0, at) as ContentTask, outDir: arg.slice(at + 1) };
});
if (!root || !base || origin === undefined || !tasks.length || tasks.some((t) => !CONTENT_TASKS.includes(t.task) || !t.outDir)) {
  process.stderr.write(`usage: build-from-content ROOT BASE ORIGIN|'' ${CONTENT_TASKS.join('|')}=OUT_DIR…\n`);
  process.exit(2);
}

const tell = (event: ContentEvent) => process.stdout.write(`${JSON.stringify(event)}\n`);
const oneLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!;

/** Write the files with a few writes in flight at once, off this thread: its event loop stays free meanwhile. */
async function writeAll(outDir: string, files: { file: string; html: string }[]): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (next < files.length) {
      const { file, html } = files[next++]!;
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), html);
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}

async function run(task: ContentTask, outDir: string): Promise<void> {
  if (task === 'short-links') {
    await writeAll(outDir, shortLinkPages(site(), { base: base!, origin: origin || null }));
  } else if (task === 'open-data') {
    await writeAll(outDir, await openDataFiles(site(), loadConcordance(join(root!, 'content')), { base: base!, origin: origin || null, sources: loadSources(join(root!, 'content')) }));
  } else {
    await makeBooks({ root: root!, outDir, site: site(), logger: { info: () => {}, warn: (message) => tell({ task, event: 'warning', message: oneLine(message) }) } });
  }
}

// All at once, started in the order given: each runs until it waits for its files or
// for Chromium, and the next one goes on meanwhile. (The short links' pages are made
// first and then written off-thread, so Chromium, which needs this event loop, is not held up.)
await Promise.all(
  tasks.map(({ task, outDir }) =>
    run(task, outDir).then(
      () => tell({ task, event: 'done' }),
      (e: unknown) => {
        tell({ task, event: 'failed', message: oneLine(e) });
        process.exitCode = 1;
      },
    ),
  ),
);
