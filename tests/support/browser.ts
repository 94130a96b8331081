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

/**
 * A Chromium whose contexts (and pages) block service workers unless a test asks for them
 * (`serviceWorkers: 'allow'`, as the offline tests do). Each context is a first visit, and a
 * first visit's worker precaches the whole site: about 5 s of the browser's and the server's
 * work behind every page a test opens, which the page's own test does not look at.
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}
