/**
 * A page without a demo ships no demo JavaScript. Demos are `<rule-demo>` custom
 * elements (src/components/demos/*Demo.astro with their scripts in src/scripts/demos/);
 * their modules in dist/_astro are the demo components' script entries
 * (`…Demo.astro_astro_type_script_…`), the module that defines `rule-demo`, and every
 * module imported only by those (the rules they run, such as `revoke.…js`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../support/site.ts';
import { assetsOf, closure, demoModules, html, pages } from './dist.ts';

const dist = process.env.DIST_DIR ?? DIST;

requireDist(dist);
/** Builds before the demos existed have none: nothing to check then. */
const hasDemos = existsSync(join(dist, '_astro')) && readdirSync(join(dist, '_astro')).some((f) => /Demo\.astro_astro_type_script/.test(f));

describe.skipIf(!hasDemos)('demo JavaScript only where there is a demo', () => {
  const demo = demoModules(dist);
  const loads = pages(dist).map((page) => {
    const h = html(dist, page);
    const { js } = assetsOf(h);
    return { page, hasDemo: h.includes('<rule-demo'), js: closure(dist, js) };
  });

  it('recognises the demo modules of the build (the element and each demo component)', () => {
    const names = [...demo].join(' ');
    expect(names).toMatch(/RevokeDemo\.astro/);
    expect([...demo].some((f) => /customElements\.define\(\s*["']rule-demo["']/.test(readFileSync(join(dist, f), 'utf8')))).toBe(true);
  });

  it('loads demo modules on every page that shows a demo', () => {
    const withDemo = loads.filter((l) => l.hasDemo);
    expect(withDemo.length).toBeGreaterThan(0);
    const without = withDemo.filter((l) => !l.js.some((f) => demo.has(f))).map((l) => l.page);
    expect(without, 'pages with <rule-demo> but no demo script').toEqual([]);
  });

  it('loads no demo module on a page without a demo', () => {
    const leaks = loads
      .filter((l) => !l.hasDemo)
      .flatMap((l) => l.js.filter((f) => demo.has(f)).map((f) => `${l.page} loads ${f}`));
    expect(leaks, leaks.slice(0, 20).join('\n')).toEqual([]);
  });
});
