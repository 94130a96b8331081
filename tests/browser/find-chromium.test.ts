import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lookUpChromium, unpackNpmChromium, type LookupPlaces } from '../../src/lib/browser/find-chromium.ts';

/** A machine where only `files` may be run; it asks the npm package and Playwright only when called. */
function machine(o: Partial<LookupPlaces> & { files?: string[] } = {}) {
  const asked: string[] = [];
  const places: LookupPlaces = {
    env: {},
    platform: 'linux',
    arch: 'x64',
    isExecutable: (path) => (o.files ?? []).includes(path),
    fromNpm: () => {
      asked.push('npm');
      return { path: '/project/node_modules/.cache/sparticuz-chromium-153.0.0/chromium' };
    },
    fromPlaywright: () => {
      asked.push('playwright');
      return '/home/u/.cache/ms-playwright/chromium-1/chrome-linux/chrome';
    },
    ...o,
  };
  return { result: () => lookUpChromium(places), asked };
}

describe('where the Chromium comes from (src/lib/browser/find-chromium.ts)', () => {
  it('takes CHROMIUM_PATH first, before a system Chromium and the npm package', () => {
    const m = machine({ env: { CHROMIUM_PATH: '/opt/my/chrome' }, files: ['/opt/my/chrome', '/usr/bin/chromium'] });
    expect(m.result()).toEqual({ path: '/opt/my/chrome', source: 'CHROMIUM_PATH' });
    expect(m.asked).toEqual([]);
  });

  it('reports a CHROMIUM_PATH with no browser there in one line, and does not look elsewhere', () => {
    const m = machine({ env: { CHROMIUM_PATH: '/nowhere/chrome' }, files: ['/usr/bin/chromium'] });
    const r = m.result();
    expect(r.path).toBeNull();
    expect('reason' in r && r.reason).toMatch(/^no Chromium at CHROMIUM_PATH=\/nowhere\/chrome [^\n]*$/u);
    expect(m.asked).toEqual([]);
  });

  it('then takes a system Chromium (Debian’s /usr/bin/chromium before Chrome), without unpacking the npm one', () => {
    const m = machine({ files: ['/usr/bin/google-chrome', '/usr/bin/chromium'] });
    expect(m.result()).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(machine({ files: ['/usr/bin/google-chrome'] }).result()).toEqual({ path: '/usr/bin/google-chrome', source: 'system' });
    expect(m.asked).toEqual([]);
  });

  it('finds Chrome where macOS keeps it', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(machine({ platform: 'darwin', arch: 'arm64', files: [chrome] }).result()).toEqual({ path: chrome, source: 'system' });
  });

  it('then takes the Chromium of @sparticuz/chromium, on Linux x64', () => {
    const m = machine();
    expect(m.result()).toEqual({ path: '/project/node_modules/.cache/sparticuz-chromium-153.0.0/chromium', source: '@sparticuz/chromium' });
    expect(m.asked).toEqual(['npm']);
  });

  it('does not try the npm package elsewhere (its binary is for Linux x64), and takes Playwright’s download where there is one', () => {
    const pw = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux/chrome';
    const m = machine({ platform: 'linux', arch: 'arm64', files: [pw] });
    expect(m.result()).toEqual({ path: pw, source: 'playwright' });
    expect(m.asked).toEqual(['playwright']);
  });

  it('with none of them, says in one line what to do, and why the npm package gave none', () => {
    const none = machine({ fromNpm: () => null, fromPlaywright: () => null }).result();
    expect(none.path).toBeNull();
    expect('reason' in none && none.reason).toMatch(/^no Chromium found: [^\n]*`npx playwright install chromium`[^\n]*CHROMIUM_PATH/u);
    const failed = machine({ fromNpm: () => ({ error: 'ENOSPC: no space left on device' }), fromPlaywright: () => null }).result();
    expect('reason' in failed && failed.reason).toMatch(/^no Chromium found \(@sparticuz\/chromium did not unpack: ENOSPC: no space left on device\): [^\n]*$/u);
  });
});

describe.runIf(process.platform === 'linux' && process.arch === 'x64')('the Chromium of @sparticuz/chromium', () => {
  it('unpacks into node_modules/.cache/ and runs', () => {
    const npm = unpackNpmChromium();
    expect(npm).toEqual({ path: expect.stringMatching(/\/node_modules\/\.cache\/sparticuz-chromium-153\.0\.0\/chromium$/u) });
    const r = spawnSync((npm as { path: string }).path, ['--headless', '--no-sandbox', '--version'], { encoding: 'utf8' });
    expect(r.stdout).toMatch(/^(Chromium|Google Chrome) 153\./mu);
  }, 120_000);
});
