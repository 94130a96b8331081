import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ContentBuild {
  /** Where the child writes `short-links/` and `books/`. */
  staging: string;
  /** Settles when the child exits: its failure (one line) if it failed, and its warnings. */
  done: Promise<{ failure?: string; warnings: string[] }>;
  /** Each user calls this when it has taken its part; the staging folder goes with the last. */
  release(): void;
}

const builds = new Map<string, ContentBuild & { users: number }>();

/**
 * The child process that makes what needs only the content (./build-from-content.ts),
 * started once per build however many integrations ask for it, as the build starts.
 */
export function contentBuild(o: { root: string; base: string; origin: string }): ContentBuild {
  const key = JSON.stringify(o);
  const running = builds.get(key);
  if (running) {
    running.users++;
    return running;
  }
  const staging = mkdtempSync(join(tmpdir(), 'build-from-content-'));
  const script = fileURLToPath(new URL('./build-from-content.ts', import.meta.url));
  const done = new Promise<{ failure?: string; warnings: string[] }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, o.root, staging, o.base, o.origin], {
      cwd: o.root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Lowest priority (Chromium, started by it, inherits it): the child takes the CPU
    // Astro leaves idle instead of slowing the page build down.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at normal priority.
      }
    }
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (e) => resolve({ failure: e.message, warnings: [] }));
    child.on('close', (code) => {
      const lines = stderr.split('\n').filter(Boolean);
      if (code === 0) return resolve({ warnings: lines });
      // Its own one-line message, or the error line of a crash.
      const failure = lines.findLast((l) => /^(short links|books): /u.test(l)) ?? lines.find((l) => /Error\b/u.test(l)) ?? `exit code ${code}`;
      resolve({ failure, warnings: [] });
    });
  });
  const build = {
    staging,
    done,
    users: 1,
    release() {
      if (--build.users > 0) return;
      builds.delete(key);
      rmSync(staging, { recursive: true, force: true });
    },
  };
  builds.set(key, build);
  return build;
}
