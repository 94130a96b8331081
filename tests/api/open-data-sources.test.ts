/**
 * What the open data says of where its texts come from (issue 37): every address in it
 * leads somewhere (a public http(s) address, or a page of the built site), every text names
 * a source file whose edition and notice the data gives, no placeholder host leaks when the
 * build has no SITE_URL, and every directive the markdown holds is documented on the data page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../support/site.ts';

const dist = process.env.DIST_DIR ?? DIST;
const api = join(dist, 'api/v1');
const read = (file: string): any => JSON.parse(readFileSync(join(api, file), 'utf8'));
const files = () => ['index.json', 'refs.json', ...readdirSync(join(api, 'laws')).map((f) => `laws/${f}`)];

/** Every value under a key named `key`, anywhere in `v`, with where it is. */
function valuesOf(v: unknown, key: string, at = '', out: { at: string; value: unknown }[] = []): { at: string; value: unknown }[] {
  if (Array.isArray(v)) v.forEach((x, i) => valuesOf(x, key, `${at}[${i}]`, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (k === key) out.push({ at: `${at}.${k}`, value: x });
      valuesOf(x, key, `${at}.${k}`, out);
    }
  return out;
}

/** A root-relative path of the site (`/ru/sources/#000_….txt`) is a file of dist/. */
const onSite = (path: string) => {
  const p = decodeURIComponent(path.split('#')[0]!.split('?')[0]!);
  return existsSync(join(dist, p, p.endsWith('/') ? 'index.html' : '')) && (p.endsWith('/') || !existsSync(join(dist, p, 'index.html')));
};

describe('open data: sources, editions, notices, addresses (dist/api/v1/)', () => {
  requireDist(dist);

  it('gives every url, page and file as a public address or a path of the built site (no repository paths)', () => {
    const bad: string[] = [];
    let urls = 0;
    for (const f of files()) {
      const data = read(f);
      for (const key of ['url', 'page', 'file']) {
        for (const { at, value } of valuesOf(data, key)) {
          const list = typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value) : [];
          for (const u of list) {
            if (typeof u !== 'string') continue;
            if (key === 'url') urls++;
            if (/^https?:\/\//u.test(u)) continue;
            if (key === 'file' && !u.startsWith('/')) continue; // provenance: a source file's name
            if (!u.startsWith('/') || !onSite(u.replace('{law}', '63'))) bad.push(`${f}${at}: ${u}`);
          }
        }
      }
    }
    expect(urls).toBeGreaterThan(0);
    expect(bad, bad.slice(0, 20).join('\n')).toEqual([]);
  });

  it('names, for every law text and commentary paragraph, its source file with the edition and the notice of its text', () => {
    const index = read('index.json');
    const known = new Map<string, any>(index.sources.map((s: any) => [s.file, s]));
    expect(known.size).toBeGreaterThan(0);
    for (const s of known.values()) {
      expect(s.edition, s.file).toMatch(/\S{3}/u);
      expect(s.notice, s.file).toMatch(/\S{3}/u);
      expect(['commentary', 'law-text']).toContain(s.kind);
    }
    const bad: string[] = [];
    for (let n = 1; n <= 93; n++) {
      const law = read(`laws/${n}.json`);
      const own = new Map<string, any>(law.sources.map((s: any) => [s.file, s]));
      const used = [
        ...(law.text ? [{ file: law.text.source.file, kind: 'law-text', at: 'text' }] : []),
        ...law.commentary.flatMap((p: any) => [p.source, ...p.copies].map((x: any) => ({ file: x.file, kind: 'commentary', at: p.id }))),
      ];
      for (const u of used) {
        const s = own.get(u.file);
        if (!s) bad.push(`${n}.json ${u.at}: ${u.file} not in its sources`);
        else if (JSON.stringify(s) !== JSON.stringify(known.get(u.file))) bad.push(`${n}.json: ${u.file} differs from index.json's`);
        else if (s.kind !== u.kind) bad.push(`${n}.json ${u.at}: ${u.file} is ${s.kind}`);
      }
      if (own.size !== new Set(used.map((u) => u.file)).size) bad.push(`${n}.json: sources not used by its texts`);
    }
    expect(bad, bad.join('\n')).toEqual([]);
  });

  it('leaks no placeholder host when the build has no SITE_URL: the site is its base, the docs say SITE', () => {
    if (process.env.SITE_URL) return;
    const index = read('index.json');
    expect(index.site).toBe('/');
    for (const f of [...files(), 'schema.json']) expect(readFileSync(join(api, f), 'utf8'), f).not.toMatch(/example\.org/u);
    for (const page of ['ru/data/index.html', 'en/data/index.html', 'ru/embed/index.html', 'en/embed/index.html']) {
      const html = readFileSync(join(dist, page), 'utf8');
      expect(html.replace(/<link rel="canonical"[^>]*>|<meta property="og:[^>]*>|<link rel="alternate"[^>]*>/gu, ''), page).not.toMatch(/example\.org/u);
      expect(html, page).toMatch(/SITE/u);
      // Written for a reader outside the project: no build variable (the held-out probe, round 4).
      expect(html.replace(/<[^>]*>/gu, ''), page).not.toMatch(/SITE_URL/u);
    }
    expect(readFileSync(join(api, 'schema.json'), 'utf8')).not.toMatch(/SITE_URL|the build/u);
  });

  it('documents on the data page, in both languages, every directive the markdown of the data holds', () => {
    const names = new Set<string>();
    for (const f of files()) for (const { value } of valuesOf(read(f), 'md')) for (const md of Object.values(value as object)) for (const m of String(md ?? '').matchAll(/(?<![\w:]):([a-z][a-z-]*)\[/gu)) names.add(m[1]!);
    expect(names.has('erratum')).toBe(true);
    for (const lang of ['ru', 'en']) {
      const html = readFileSync(join(dist, `${lang}/data/index.html`), 'utf8');
      for (const name of names) expect(html, `${lang}/data/ documents :${name}[…]`).toContain(`:${name}[`);
      expect(html).toMatch(/source=/u);
    }
  });
  it('describes the data for a reader outside the project: no repository path in schema.json, no note about the project in a source’s title', () => {
    // Round 2 of issue 37: the schema said "a source file under content/sources/", and the Russian titles
    // of the project's own sources ended «(источник проекта)» (the English "(this project’s copy)").
    const schema = read('schema.json');
    const descriptions = valuesOf(schema, 'description').map(({ at, value }) => `${at}: ${String(value)}`);
    expect(descriptions.length).toBeGreaterThan(10);
    expect(descriptions.filter((d) => /(?:^|[\s(“"'`])(?:content|src|scripts|public|dist)\/|\.(?:ya?ml|ts|astro)\b|repositor/iu.test(d))).toEqual([]);
    const titles: string[] = [];
    for (const f of files()) for (const { at, value } of valuesOf(read(f), 'sources')) for (const [i, s] of (value as { title?: unknown }[]).entries()) if (typeof s?.title === 'string') titles.push(`${f}${at}[${i}]: ${s.title}`);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => /project|проект/iu.test(t.slice(t.indexOf(': ') + 2)))).toEqual([]);
  });
});
