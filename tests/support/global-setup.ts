import { findChromium } from '../../src/lib/browser/find-chromium.ts';

/**
 * Once before the test files: find the browser (unpacking the npm one here, not in
 * every worker at once) and say in one line which one the browser tests use.
 */
export default function setup(): void {
  const found = findChromium();
  console.log(found.path === null ? `browser tests will fail: ${found.reason}` : `browser tests: ${found.path} (${found.source})`);
}
