import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The one place that says which Chromium the project drives: the build prints the
 * PDFs with it, the browser tests and the benchmarks run in it. Plain TypeScript,
 * no Astro: any tool that needs a Chromium (Lighthouse, say) can use it.
 *
 * Looked up in this order:
 * 1. `CHROMIUM_PATH`, alone: when it is set and wrong, that is reported, never replaced;
 * 2. a system Chromium or Chrome at its usual place (Debian's /usr/bin/chromium, …);
 * 3. the Chromium inside the npm package `@sparticuz/chromium` (an optional dependency,
 *    Linux x64 only), unpacked once into node_modules/.cache/;
 * 4. the Chromium of `npx playwright install chromium`, where someone ran it.
 */

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium' | 'playwright';
export type ChromiumLookup = { path: string; source: ChromiumSource } | { path: null; reason: string };

export interface LookupPlaces {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  arch: string;
  /** Is there a file here that may be run? */
  isExecutable: (path: string) => boolean;
  /** The npm package's Chromium, unpacked (or why not); null where the package is not installed. */
  fromNpm: () => { path: string } | { error: string } | null;
  /** Where Playwright's own download would be (whether or not it is there). */
  fromPlaywright: () => string | null;
}

/** Usual places of a system Chromium or Chrome, in order of preference. */
export function systemPaths(platform: NodeJS.Platform, home: string): string[] {
  if (platform === 'darwin') {
    const apps = ['Chromium.app/Contents/MacOS/Chromium', 'Google Chrome.app/Contents/MacOS/Google Chrome'];
    return [...apps.map((a) => `/Applications/${a}`), ...apps.map((a) => join(home, 'Applications', a))];
  }
  if (platform === 'win32') return [];
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
    '/usr/local/bin/chromium',
    '/opt/google/chrome/chrome',
  ];
}

/** The lookup itself, every place given: see the module's comment for the order. */
export function lookUpChromium(p: LookupPlaces): ChromiumLookup {
  const set = p.env.CHROMIUM_PATH;
  if (set) {
    return p.isExecutable(set)
      ? { path: set, source: 'CHROMIUM_PATH' }
      : { path: null, reason: `no Chromium at CHROMIUM_PATH=${set} (no executable file there): correct it, or unset it to look for one` };
  }
  const system = systemPaths(p.platform, p.env.HOME ?? '').find((path) => p.isExecutable(path));
  if (system) return { path: system, source: 'system' };
  let failed = '';
  if (p.platform === 'linux' && p.arch === 'x64') {
    const npm = p.fromNpm();
    if (npm && 'path' in npm) return { path: npm.path, source: '@sparticuz/chromium' };
    if (npm) failed = ` (@sparticuz/chromium did not unpack: ${npm.error})`;
  }
  const playwright = p.fromPlaywright();
  if (playwright && p.isExecutable(playwright)) return { path: playwright, source: 'playwright' };
  return {
    path: null,
    reason:
      `no Chromium found${failed}: install Chromium or Chrome, or run \`npx playwright install chromium\` ` +
      `where the internet is reachable, or set CHROMIUM_PATH to one`,
  };
}

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

const require = createRequire(import.meta.url);

/**
 * Unpack the Chromium of `@sparticuz/chromium` once, with its own `executablePath()`, into
 * node_modules/.cache/sparticuz-chromium-VERSION/ (the package itself would unpack into the
 * shared /tmp, where another version's or a half-written binary may be). A child process
 * with its own TMPDIR unpacks into a staging folder, which is then renamed into place:
 * processes that unpack at the same time never see each other's half-written files.
 */
export function unpackNpmChromium(): { path: string } | { error: string } | null {
  let entry: string;
  try {
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    return null;
  }
  const pkg = dirname(dirname(entry));
  const version = (JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string }).version;
  const cache = join(pkg, '..', '..', '.cache');
  const dir = join(cache, `sparticuz-chromium-${version}`);
  const exe = join(dir, 'chromium');
  if (isExecutable(exe)) return { path: exe };
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(`${dir}.unpacking-`);
  try {
    const code = `const { default: c } = await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(await c.executablePath());`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, TMPDIR: staging }, encoding: 'utf8', timeout: 300_000 });
    if (r.status !== 0 || r.stdout !== join(staging, 'chromium')) {
      return { error: (r.stderr || r.error?.message || `exit code ${r.status}`).trim().split('\n').at(-1)! };
    }
    try {
      renameSync(staging, dir);
    } catch (e) {
      // Another process was quicker: its copy is as good as ours.
      if (!isExecutable(exe)) return { error: String(e) };
    }
    return { path: exe };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Where `npx playwright install chromium` puts its browser, for the playwright-core installed here. */
function playwrightChromium(): string | null {
  try {
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

let found: { key: string; result: ChromiumLookup } | undefined;

/**
 * The Chromium to use here (looked up once per process and `CHROMIUM_PATH`):
 * `{ path, source }`, or `{ path: null, reason }` where `reason` is one line that says what to do.
 */
export function findChromium(): ChromiumLookup {
  const key = process.env.CHROMIUM_PATH ?? '';
  if (found?.key !== key) {
    found = {
      key,
      result: lookUpChromium({
        env: { ...process.env, HOME: homedir() },
        platform: process.platform,
        arch: process.arch,
        isExecutable,
        fromNpm: unpackNpmChromium,
        fromPlaywright: playwrightChromium,
      }),
    };
  }
  return found.result;
}

/**
 * Flags for a headless Chromium here: no sandbox (the tests and the build may run as root),
 * no GPU, and none of the background connections that a machine without internet refuses.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
