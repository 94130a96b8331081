import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NORMALIZE_STAGES } from '../../scripts/ingest/normalize/index.ts';
import { loadFixtures, render, runFixture } from './fixture-runner.ts';

const stages = [...NORMALIZE_STAGES];
const fixtures = loadFixtures();

/** Fixtures whose output changes when the stage is left out of the pipeline. */
function redWithout(index: number): string[] {
  NORMALIZE_STAGES.splice(0, NORMALIZE_STAGES.length, ...stages.filter((_, i) => i !== index));
  return fixtures.filter((f) => {
    try {
      return render(runFixture(f)) !== readFileSync(join(f.dir, 'expected.md'), 'utf8');
    } catch {
      return true;
    }
  }).map((f) => f.name);
}

describe('every normalize stage is pinned by a golden fixture', () => {
  afterEach(() => void NORMALIZE_STAGES.splice(0, NORMALIZE_STAGES.length, ...stages));
  stages.forEach((stage, i) => {
    it(`without ${stage.name}, some fixture's output changes`, () => {
      expect(redWithout(i)).not.toEqual([]);
    });
  });
});
