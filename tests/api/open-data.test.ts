/**
 * The open data of the built site (dist/api/v1/): every law file, the index and the citation
 * graph validate against the schema.json published beside them (ajv, JSON Schema 2020-12),
 * ids are canonical Ref ids, and v1 keeps its promise: no field it has published goes away
 * (tests/api/v1-fields.json, extended with UPDATE=1 when fields are added).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ref } from '../../src/lib/refs/index.ts';
import { DIST, requireDist } from '../support/site.ts';

const dist = process.env.DIST_DIR ?? DIST;
const api = join(dist, 'api/v1');
const read = (file: string): any => JSON.parse(readFileSync(join(api, file), 'utf8'));
const FIELDS = join(import.meta.dirname, 'v1-fields.json');

/** Every required field of the schema, as a path: `law.commentary[].md.en`. */
function requiredPaths(schema: any): string[] {
  const out: string[] = [];
  const walk = (s: any, at: string, seen: Set<string>) => {
    if (!s || typeof s !== 'object') return;
    if (s.$ref) {
      const name = String(s.$ref).replace('#/$defs/', '');
      if (!seen.has(name)) walk(schema.$defs[name], at, new Set([...seen, name]));
    }
    for (const k of ['anyOf', 'oneOf']) for (const sub of s[k] ?? []) walk(sub, at, seen);
    if (s.items) walk(s.items, `${at}[]`, seen);
    for (const key of s.required ?? []) {
      out.push(`${at}.${key}`);
      walk(s.properties?.[key], `${at}.${key}`, seen);
    }
  };
  for (const name of ['index', 'law', 'refs']) walk(schema.$defs[name], name, new Set([name]));
  return [...new Set(out)].sort();
}

describe('open data under /api/v1/ (dist/)', () => {
  requireDist(dist);
  const schema = read('schema.json');
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  const whole = ajv.compile(schema);
  /** The file against the whole schema (it matches exactly one kind) and against its own kind, for a readable error. */
  const check = (name: string, value: unknown) => {
    const kind = name.startsWith('laws/') || name === 'with text' || name === 'untitled' || name === 'title' ? 'law' : name.replace('.json', '');
    const own = ajv.getSchema(`${schema.$id}#/$defs/${kind}`)!;
    const ownOk = own(value);
    if (whole(value) && ownOk) return [];
    return [`${name}: ${ajv.errorsText(ownOk ? whole.errors : own.errors, { separator: '\n  ' }).slice(0, 800)}`];
  };

  it('publishes a JSON Schema of draft 2020-12', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(schema.$defs)).toEqual(expect.arrayContaining(['index', 'law', 'refs']));
  });

  it('has a file for every law 1–93, and the index, the graph and every law file validate against schema.json', () => {
    const index = read('index.json');
    const errors = [...check('index.json', index), ...check('refs.json', read('refs.json'))];
    for (let n = 1; n <= 93; n++) {
      const file = `laws/${n}.json`;
      if (!existsSync(join(api, file))) errors.push(`${file} is missing`);
      else errors.push(...check(file, read(file)));
    }
    expect(errors, errors.join('\n')).toEqual([]);
    expect(index.laws.map((l: { law: number }) => l.law)).toEqual(Array.from({ length: 93 }, (_, i) => i + 1));
    for (const l of index.laws) expect(existsSync(join(dist, l.file)), `${l.file} named by the index`).toBe(true);
  });

  it('rejects a law file that lost a field or changed a type (the schema can fail)', () => {
    const law = read('laws/63.json');
    expect(check('with text', law)).toEqual([]);
    const { title, ...untitled } = law;
    expect(check('untitled', untitled)).not.toEqual([]);
    expect(check('title', { ...law, commentary: [{ ...law.commentary[0], complete: 'yes' }] })).not.toEqual([]);
    expect(title.ru).toBeTruthy();
  });

  it('names every place by its canonical Ref id, and every citation of the graph is in the files of its laws', () => {
    const bad: string[] = [];
    const canonical = (id: string, where: string) => {
      if (Ref.parse(id)?.id !== id) bad.push(`${where}: ${id}`);
    };
    const graph = read('refs.json').edges as { from: string; to: string; anchor: string | null }[];
    for (let n = 1; n <= 93; n++) {
      const law = read(`laws/${n}.json`);
      for (const s of law.text?.sections ?? []) canonical(s.id, `${n}.json text`);
      for (const p of law.commentary) [p.id, ...p.alsoIds].forEach((id: string) => canonical(id, `${n}.json commentary`));
      for (const c of [...law.citations.made, ...law.citations.received]) [c.from, c.to, ...(c.anchor ? [c.anchor] : [])].forEach((id) => canonical(id, `${n}.json citation`));
    }
    for (const e of graph) {
      const from = read(`laws/${Ref.parse(e.from)!.law}.json`).citations.made;
      if (!from.some((c: typeof e) => c.from === e.from && c.to === e.to)) bad.push(`refs.json ${e.from} → ${e.to} not in the citing law's file`);
    }
    expect(graph.length).toBeGreaterThan(0);
    expect(bad, bad.join('\n')).toEqual([]);
  });

  it('keeps every field v1 has published (fields are only ever added)', () => {
    const now = requiredPaths(schema);
    if (process.env.UPDATE === '1') {
      const before: string[] = existsSync(FIELDS) ? JSON.parse(readFileSync(FIELDS, 'utf8')) : [];
      writeFileSync(FIELDS, `${JSON.stringify([...new Set([...before, ...now])].sort(), null, 2)}\n`);
    }
    const published: string[] = JSON.parse(readFileSync(FIELDS, 'utf8'));
    expect(published.filter((f) => !now.includes(f)), 'fields of v1 no longer required by schema.json').toEqual([]);
  });
});
