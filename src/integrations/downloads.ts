import type { AstroIntegration } from 'astro';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDownloads, finishDownloads } from '../lib/downloads/index.ts';

interface Books {
  /** Exit code of the child that makes them, and what it wrote to stderr (one warning per line). */
  code: number | null;
  stderr: string;
}

/** Make the books in a child process (`./make-books.ts`), off the build's own thread. */
function startBooks(root: string, outDir: string): Promise<Books> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./make-books.ts', import.meta.url)), root, outDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (e) => resolve({ code: 1, stderr: `books: ${e.message}` }));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * The downloads (EPUB, PDF, one-file HTML per language, and a zip of the site).
 * The books need the content only, so they are started with the build
 * (`astro:build:start`), in a child process and into a staging folder, and are
 * made (the PDFs printed) while Astro renders the pages; at `astro:build:done`
 * they are copied into `downloads/`, then the zip of the site is made. List it
 * after the search index and the service worker, so the zip contains both.
 */
export default function downloadsIntegration(): AstroIntegration {
  let base = '/';
  let root = process.cwd();
  let staging: string | undefined;
  let books: Promise<Books> | undefined;
  return {
    name: 'downloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        root = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        staging = mkdtempSync(join(tmpdir(), 'downloads-'));
        books = startBooks(root, staging);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const waited = performance.now();
        try {
          const made = await books!;
          const lines = made.stderr.split('\n').filter(Boolean);
          if (made.code !== 0) {
            // Its own one-line message, or the error line of a crash.
            const why = lines.findLast((l) => l.startsWith('books:')) ?? lines.find((l) => /Error\b/u.test(l)) ?? `exit code ${made.code}`;
            throw new Error(`making the books failed: ${why}`);
          }
          for (const line of lines) logger.warn(line);
          // File by file: the folder keeps the build's permissions, not the staging folder's 0700.
          mkdirSync(join(dist, 'downloads'), { recursive: true });
          for (const f of readdirSync(staging!)) copyFileSync(join(staging!, f), join(dist, 'downloads', f));
          const status = await finishDownloads({ dist, root, base, logger });
          // The time the downloads add to the build: waiting for the books, then the zip.
          logger.info(`${describeDownloads(status)} in ${((performance.now() - waited) / 1000).toFixed(1)} s after the pages`);
        } finally {
          rmSync(staging!, { recursive: true, force: true });
        }
      },
    },
  };
}
