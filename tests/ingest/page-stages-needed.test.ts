import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_STAGES } from '../../scripts/ingest/pages/index.ts';
import { loadFixtures, render, runFixture } from './fixture-runner.ts';

const stages = [...PAGE_STAGES];
const fixtures = loadFixtures();

/** The fixture that pins each page stage: it changes when the stage is left out. */
const PINNED: Record<string, string[]> = {
  stripPageFurniture: ['page-boundary-inside-paragraph', 'page-boundary-inside-echo', 'furniture-on-a-single-page', 'repeated-furniture', 'headless-page'],
  dropPageOverlap: ['page-overlap'],
};

function redWithout(index: number): string[] {
  PAGE_STAGES.splice(0, PAGE_STAGES.length, ...stages.filter((_, i) => i !== index));
  return fixtures
    .filter((f) => {
      try {
        return render(runFixture(f)) !== readFileSync(join(f.dir, 'expected.md'), 'utf8');
      } catch {
        return true;
      }
    })
    .map((f) => f.name);
}

describe('every page stage is pinned by its golden fixtures', () => {
  afterEach(() => void PAGE_STAGES.splice(0, PAGE_STAGES.length, ...stages));
  stages.forEach((stage, i) => {
    it(`without ${stage.name}, ${PINNED[stage.name]!.join(', ')} change`, () => {
      expect(redWithout(i)).toEqual(expect.arrayContaining(PINNED[stage.name]!));
    });
  });
});
