/**
 * A bad content/catalogue/synonyms.yaml stops the build before a page is written: the search
 * index's integration reads it at `astro:build:start`, so the last dist/ stays whole (its pages and
 * its index of one build), and the error names the file and the line.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pagefindIntegration from '../../src/integrations/pagefind.ts';

describe('the search index’s synonyms, read before the pages are written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'synonyms-first-'));
  mkdirSync(join(dir, 'catalogue'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const start = () => (pagefindIntegration(dir).integration.hooks['astro:build:start'] as () => void)();

  it('passes the project’s own synonyms', () => {
    writeFileSync(join(dir, 'catalogue/synonyms.yaml'), readFileSync(join(import.meta.dirname, '../../content/catalogue/synonyms.yaml'), 'utf8'));
    expect(start).not.toThrow();
  });

  it('stops at build start on an id used twice, naming the file and the line', () => {
    writeFileSync(join(dir, 'catalogue/synonyms.yaml'), 'synonyms:\n  - id: a\n    en: { typed: [renege], text: [revoke] }\n  - id: a\n    en: { typed: [reneged], text: [revoke] }\n');
    expect(start).toThrow(/synonyms\.yaml:\d+: synonym a: the id is used twice/u);
  });
});
