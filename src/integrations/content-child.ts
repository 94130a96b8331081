import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ContentTask = 'short-links' | 'books';

export interface ContentBuild {
  /** Where the child writes. */
  staging: string;
  /** Settles when the child exits: its failure (one line) if it failed, and its warnings. */
  done: Promise<{ failure?: string; warnings: string[] }>;
  /** Remove the staging folder (once its content has been taken). */
  remove(): void;
}

/**
 * Start a child process that makes one part of the build from the content alone
 * (./build-from-content.ts) into a fresh staging folder, to work while Astro renders
 * the pages.
 */
export function contentBuild(task: ContentTask, o: { root: string; base: string; origin: string }): ContentBuild {
  const staging = mkdtempSync(join(tmpdir(), `build-${task}-`));
  const script = fileURLToPath(new URL('./build-from-content.ts', import.meta.url));
  const done = new Promise<{ failure?: string; warnings: string[] }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, task, o.root, staging, o.base, o.origin], {
      cwd: o.root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (e) => resolve({ failure: e.message, warnings: [] }));
    child.on('close', (code) => {
      const lines = stderr.split('\n').filter(Boolean);
      if (code === 0) return resolve({ warnings: lines });
      // Its own one-line message, or the error line of a crash.
      const failure = lines.findLast((l) => l.startsWith(`${task}: `)) ?? lines.find((l) => /Error\b/u.test(l)) ?? `exit code ${code}`;
      resolve({ failure, warnings: [] });
    });
  });
  return { staging, done, remove: () => rmSync(staging, { recursive: true, force: true }) };
}

/** What an integration does with a child's output once the site is built. */
export type TakeStaged = (o: {
  staging: string;
  dist: string;
  root: string;
  base: string;
  logger: AstroIntegrationLogger;
  /** When the build reached this integration's `astro:build:done` (for the time it adds). */
  since: number;
}) => Promise<void> | void;

/**
 * An integration whose work is done by a content child, started as the pages are
 * about to be rendered; at `astro:build:done` it waits for the child, reports its
 * warnings (or fails with its one line), lets `take` move the output into the
 * site, and removes the staging folder.
 */
export function contentBuildIntegration(name: string, task: ContentTask, take: TakeStaged): AstroIntegration {
  let base = '/';
  let origin = 'http://localhost/';
  let root = process.cwd();
  let build: ContentBuild | undefined;
  return {
    name,
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        root = fileURLToPath(config.root);
        if (config.site) origin = config.site;
      },
      // Started once the server bundle is built (the client build comes next): during that
      // bundling both cores are busy, while the page rendering after it leaves one free.
      'astro:build:setup': ({ target }) => {
        if (target === 'client') build ??= contentBuild(task, { root, base, origin });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const since = performance.now();
        // A build with no client code has no client build: start now.
        build ??= contentBuild(task, { root, base, origin });
        try {
          const { failure, warnings } = await build!.done;
          if (failure) throw new Error(`${task} failed: ${failure}`);
          for (const line of warnings) logger.warn(line);
          await take({ staging: build!.staging, dist: fileURLToPath(dir), root, base, logger, since });
        } finally {
          build.remove();
          build = undefined;
        }
      },
    },
  };
}
