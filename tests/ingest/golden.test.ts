import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixtures, render, runFixture, withoutProvenance } from './fixture-runner.ts';

const UPDATE = process.env.UPDATE === '1';
const fixtures = loadFixtures();

describe('golden fixtures (regenerate with UPDATE=1, review the diff)', () => {
  it('has a fixture for every phenomenon', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  for (const f of fixtures) {
    it(`${f.name}: output matches expected.md`, () => {
      const actual = render(runFixture(f));
      const path = join(f.dir, 'expected.md');
      if (UPDATE) writeFileSync(path, actual);
      expect(actual).toBe(readFileSync(path, 'utf8'));
    });

    it(`${f.name}: CP1251 with CRLF gives byte-identical output`, () => {
      const utf8 = withoutProvenance(runFixture(f));
      const cp1251 = withoutProvenance(runFixture(f, 'windows-1251', '\r\n'));
      expect(cp1251).toEqual(utf8);
    });
  }
});
