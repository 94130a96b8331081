import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Relative imports and re-exports of a module, type-only ones included (a cycle of types is still a cycle). */
export function importsOf(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gmu)) specs.push((m[1] ?? m[2])!);
  return specs;
}

/** The first import cycle among the modules, as the list of files around it, or undefined. */
export function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): string[] | undefined => {
    if (state.get(f) === 'done') return undefined;
    if (state.get(f) === 'open') return [...stack.slice(stack.indexOf(f)), f];
    state.set(f, 'open');
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      const c = visit(g);
      if (c) return c;
    }
    stack.pop();
    state.set(f, 'done');
    return undefined;
  };
  for (const f of [...graph.keys()].sort()) {
    const c = visit(f);
    if (c) return c;
  }
  return undefined;
}

const ROOT = resolve('scripts/ingest');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : []));

describe('import cycles', () => {
  it('finds a cycle, and none in a chain', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toBeUndefined();
    expect(importsOf("import type { A } from './a.ts';\nimport { b } from '../b.ts';\nexport { c } from './c.ts';\nimport 'x';\nimport './side.ts';")).toEqual(['./a.ts', '../b.ts', './c.ts', './side.ts']);
  });

  it('has no module of scripts/ingest import itself, by any path', () => {
    const graph = new Map(files(ROOT).map((f) => [f, importsOf(readFileSync(f, 'utf8')).map((s) => resolve(dirname(f), s)).filter((t) => t.startsWith(ROOT))]));
    expect(graph.size).toBeGreaterThan(30);
    expect(findCycle(graph)?.map((f) => f.slice(ROOT.length + 1))).toBeUndefined();
  });
});
