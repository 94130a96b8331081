import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    // Two test files at a time. Vitest's default here is one fewer than the cores (one, on CI's two),
    // and a browser test file mostly waits on Chromium. Measured on a 2-core machine, whole suite:
    // one worker 999 s, two 821 s, three 858 s (and timeouts).
    maxWorkers: 2,
    // One worker runs file after file without starting afresh for each: a file's own set-up
    // (a server, a browser) is its own, and no test changes module state it does not restore.
    // The 120 small files took 85 s in new workers each, 40 s so.
    isolate: false,
    // Beside another file, a test can take twice its time alone.
    testTimeout: 90_000,
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
