import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { globOfFiles } from '../../src/integrations/pagefind.ts';

describe('the search index’s list of pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-glob-'));
  const folders = ['a', 'b[1]', 'c{x,y}', 'd(1)', '61.5(I)', 'e*', 'f'];
  for (const f of folders) {
    mkdirSync(join(dir, f));
    writeFileSync(join(dir, f, 'index.html'), `<html lang="en"><body data-pagefind-body><p>page ${f}</p></body></html>`);
  }
  afterAll(async () => {
    await pagefind.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes pagefind read exactly the pages given, whatever glob characters their paths hold', async () => {
    const pages = folders.filter((f) => f !== 'f').map((f) => `${f}/index.html`);
    const { index } = await pagefind.createIndex({});
    const added = await index!.addDirectory({ path: dir, glob: globOfFiles(pages) });
    expect(added.errors).toEqual([]);
    expect(added.page_count).toBe(pages.length);
  });
});
