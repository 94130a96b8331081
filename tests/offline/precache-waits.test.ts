import { describe, expect, it } from 'vitest';
import { offlineOptions } from '../../src/integrations/offline.ts';

type Plugin = { name: string; closeBundle?: () => unknown };

describe('the service worker build', () => {
  it('compiles the worker beside the search indexing, but ends (and lists what to precache) only once the index is written', async () => {
    let indexWritten!: () => void;
    const index = new Promise<void>((resolve) => (indexWritten = resolve));
    const config: { plugins?: Plugin[] } = { plugins: [{ name: 'kept' }] };
    // The hook @vite-pwa/astro calls with the worker's own Vite config, before building it.
    await offlineOptions('/', () => index, () => 'dist').integration?.configureCustomSWViteBuild?.(config as never);
    expect(config.plugins?.map((p) => p.name)).toEqual(['kept', 'wait-for-search-index']);

    let ended = false;
    const ending = Promise.resolve(config.plugins?.[1]?.closeBundle?.()).then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toBe(false);
    indexWritten();
    await ending;
    expect(ended).toBe(true);
  });
});
