import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TASKS, type ContentEvent, type ContentTask } from './content-tasks.ts';

export type { ContentTask } from './content-tasks.ts';

/** What the child made for one task. */
export interface ContentBuild {
  /** Where the child writes it. */
  staging: string;
  /** Settles when the task is done or the child is gone: its failure (one line) if it failed, and its warnings. */
  done: Promise<{ failure?: string; warnings: string[] }>;
  /** Remove the staging folder (once its content has been taken). */
  remove(): void;
}

const isEvent = (value: unknown): value is ContentEvent =>
  typeof value === 'object' && value !== null && CONTENT_TASKS.includes((value as ContentEvent).task) && typeof (value as ContentEvent).event === 'string';

/**
 * Start one child process that makes `tasks` from the content alone
 * (./build-from-content.ts), each into a fresh staging folder, to work while Astro
 * renders the pages. One process for all of them: the site is loaded once, and each
 * task is reported as soon as it is done.
 */
export function contentBuilds(tasks: readonly ContentTask[], o: { root: string; base: string; /** The site's address, or '' where it is not known. */ origin: string }): Map<ContentTask, ContentBuild> {
  const builds = new Map<ContentTask, ContentBuild>();
  const settle = new Map<ContentTask, (result: { failure?: string; warnings: string[] }) => void>();
  const warnings = new Map<ContentTask, string[]>();
  for (const task of tasks) {
    const staging = mkdtempSync(join(tmpdir(), `build-${task}-`));
    const done = new Promise<{ failure?: string; warnings: string[] }>((resolve) => settle.set(task, resolve));
    builds.set(task, { staging, done, remove: () => rmSync(staging, { recursive: true, force: true }) });
    warnings.set(task, []);
  }
  const finish = (task: ContentTask, result: { failure?: string; warnings: string[] }) => {
    settle.get(task)?.(result);
    settle.delete(task);
  };

  const script = fileURLToPath(new URL('./build-from-content.ts', import.meta.url));
  const args = tasks.map((task) => `${task}=${builds.get(task)!.staging}`);
  const child = spawn(process.execPath, ['--import', 'tsx', script, o.root, o.base, o.origin, ...args], {
    cwd: o.root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (d) => {
    stdout += d;
    const lines = stdout.split('\n');
    stdout = lines.pop()!;
    for (const line of lines) {
      let event: unknown;
      try {
        event = JSON.parse(line);
      } catch {
        continue; // not ours: something the libraries printed
      }
      if (!isEvent(event)) continue;
      if (event.event === 'warning') warnings.get(event.task)?.push(event.message);
      else if (event.event === 'done') finish(event.task, { warnings: warnings.get(event.task) ?? [] });
      else finish(event.task, { failure: `${event.task}: ${event.message}`, warnings: [] });
    }
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const failRest = (why: string) => {
    for (const task of [...settle.keys()]) finish(task, { failure: `${task}: ${why}`, warnings: [] });
  };
  child.on('error', (e) => failRest(e.message));
  // A task the child never reported on: it crashed (its error line) or was stopped.
  child.on('close', (code) => failRest(stderr.split('\n').find((l) => /Error\b/u.test(l)) ?? `exit code ${code}`));
  return builds;
}

/** The child's output for one task alone (for a test, or a build that needs one part). */
export const contentBuild = (task: ContentTask, o: { root: string; base: string; origin: string }): ContentBuild => contentBuilds([task], o).get(task)!;

/** What an integration does with a task's output once the site is built. */
export type TakeStaged = (o: {
  staging: string;
  dist: string;
  root: string;
  base: string;
  logger: AstroIntegrationLogger;
  /** When the build reached this integration's `astro:build:done` (for the time it adds). */
  since: number;
}) => Promise<void> | void;

/** The content child of a build, shared by the integrations that take its output. */
export interface ContentChild {
  /**
   * An integration that, at `astro:build:done`, waits for `task`, reports its warnings
   * (or fails with its one line), lets `take` move the output into the site, and
   * removes the staging folder.
   */
  take(name: string, task: ContentTask, take: TakeStaged): AstroIntegration;
}

/**
 * One content child for the whole build, started as the pages are about to be
 * rendered, making the tasks that integrations take (in {@link CONTENT_TASKS} order).
 */
export function contentChild(): ContentChild {
  let base = '/';
  // The site's address (astro.config's `site`, from SITE_URL), or '' where it is not known.
  let origin = '';
  let root = process.cwd();
  let builds: Map<ContentTask, ContentBuild> | undefined;
  let left = 0;
  /** The tasks some integration takes: the child makes only these. */
  const wanted = new Set<ContentTask>();
  const start = () => {
    if (builds) return builds;
    builds = contentBuilds(CONTENT_TASKS.filter((t) => wanted.has(t)), { root, base, origin });
    left = builds.size;
    // Whatever the build did not take (it failed first) is not left behind.
    const started = builds;
    process.once('exit', () => {
      for (const b of started.values()) b.remove();
    });
    return builds;
  };
  return {
    take: (name, task, take) => {
      wanted.add(task);
      return {
        name,
        hooks: {
          'astro:config:done': ({ config }) => {
            base = config.base;
            root = fileURLToPath(config.root);
            origin = config.site ?? '';
          },
          // Started once the server bundle is built (the client build comes next): during that
          // bundling both cores are busy, while the page rendering after it leaves one free.
          'astro:build:setup': ({ target }) => {
            if (target === 'client') start();
          },
          'astro:build:done': async ({ dir, logger }) => {
            const since = performance.now();
            // A build with no client code has no client build: start now.
            const build = start().get(task)!;
            try {
              const { failure, warnings } = await build.done;
              if (failure) throw new Error(`${task} failed: ${failure}`);
              for (const line of warnings) logger.warn(line);
              await take({ staging: build.staging, dist: fileURLToPath(dir), root, base, logger, since });
            } finally {
              build.remove();
              // The next build (a dev server's, a test's) starts its own child.
              if (--left === 0) builds = undefined;
            }
          },
        },
      };
    },
  };
}
