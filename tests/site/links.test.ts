import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../scripts/check-links.ts';
import { DIST, requireDist } from '../support/site.ts';

describe('the link checker over dist/', () => {
  it('finds 0 broken links in the built site', () => {
    requireDist();
    expect(checkLinks(DIST)).toEqual([]);
  });

  it('catches a broken page link and a broken #fragment', () => {
    requireDist();
    const copy = mkdtempSync(join(tmpdir(), 'dist-'));
    cpSync(join(DIST, 'ru/laws/63'), join(copy, 'ru/laws/63'), { recursive: true });
    cpSync(join(DIST, 'ru/laws/62'), join(copy, 'ru/laws/62'), { recursive: true });
    const file = join(copy, 'ru/laws/62/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</main>', '<a href="/ru/laws/63/#63.9">x</a><a href="/ru/laws/999/">y</a></main>'));
    const broken = checkLinks(copy).filter((b) => b.page === 'ru/laws/62/index.html');
    expect(broken).toContainEqual({ page: 'ru/laws/62/index.html', href: '/ru/laws/63/#63.9', why: 'no element with id "63.9"' });
    expect(broken).toContainEqual({ page: 'ru/laws/62/index.html', href: '/ru/laws/999/', why: 'no such page or file' });
  });

  it('lets only a link marked rel="external" leave the site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dir, 'index.html'), '<a href="https://example.org/laws" rel="external">ok</a><a href="https://example.org/other">no</a>');
    expect(checkLinks(dir)).toEqual([{ page: 'index.html', href: 'https://example.org/other', why: 'leaves the site' }]);
  });
});
