import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../support/site.ts';

/** The «Источники:» line of the 2017 boxes and the concordance tables, as built: its label and a space before the first source. */
requireDist();
const pages = (lang: string) =>
  ['laws', 'editions'].flatMap((dir) => readdirSync(join(DIST, lang, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(DIST, lang, dir, d.name, 'index.html')));

describe('sources line of the 2017 boxes', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`${lang}: a space follows the label`, () => {
      let lines = 0;
      const bad: string[] = [];
      for (const file of pages(lang)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/class="ed-sources">([^<]*)</gu)) {
          lines++;
          if (!/\S[:.] $/u.test(m[1]!)) bad.push(`${file}: ${JSON.stringify(m[1])}`);
        }
      }
      expect(lines).toBeGreaterThan(10);
      expect(bad.slice(0, 5)).toEqual([]);
    });
  }
});
