import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../src/lib/browser/find-chromium.ts';

/**
 * The Chromium of the build (src/lib/browser/find-chromium.ts). Browser tests never
 * skip: where none is found, they fail with the one line that says what to do.
 */
export function chromiumPath(): string {
  const found = findChromium();
  if (found.path === null) throw new Error(found.reason);
  return found.path;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
