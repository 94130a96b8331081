/**
 * `npm start` serves the built site with `astro preview`. Short links are typed by hand
 * and pasted into chats without a trailing slash (`/63A4`, `/ru/63A4`, `/en/63A4`); the preview server
 * must serve them as a static host does, not answer 404 because of the trailing-slash rule.
 */
import { createServer } from 'node:net';
import { preview } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ref, type Lang } from '../../src/lib/refs/index.ts';
import { site } from '../../src/lib/site/data.ts';
import { shortLinkIds } from '../../src/lib/site/short-link-pages.ts';
import { ROOT, requireDist } from '../support/site.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('the server of npm start (astro preview)', () => {
  let origin = '';
  let stop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    requireDist();
    const port = await freePort();
    const server = await preview({ root: ROOT, logLevel: 'error', server: { port, host: '127.0.0.1' } });
    origin = `http://127.0.0.1:${port}`;
    stop = () => server.stop();
  }, 60_000);
  afterAll(() => stop());

  for (const [path, target] of [
    ['/63A4', '/ru/laws/63/#63A4'],
    ['/en/63A4', '/en/laws/63/#63A4'],
    ['/63A4/', '/ru/laws/63/#63A4'],
    ['/63.5', '/ru/laws/63/#63.5'],
  ] as const) {
    it(`serves the short link ${path}, which leads to ${target}`, async () => {
      const res = await fetch(origin + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`url=${target}"`);
    });
  }

  it('serves every short link under each prefix a reader types (/, /ru/, /en/), with or without the closing slash', async () => {
    // Generated ids, every spelling, drawn at random (the reported /ru/63A4 and /ru/50d2 among them).
    const all = shortLinkIds(site());
    const drawn = [...all.filter((l) => ['63A4', '50d2'].includes(l.short)), ...Array.from({ length: 25 }, () => all[Math.floor(Math.random() * all.length)]!)];
    const failed: string[] = [];
    for (const { short, id } of drawn) {
      for (const [prefix, lang] of [['/', 'ru'], ['/ru/', 'ru'], ['/en/', 'en']] as [string, Lang][]) {
        const target = site().href(Ref.parse(id)!, lang, '/');
        for (const path of [`${prefix}${encodeURI(short)}`, `${prefix}${encodeURI(short)}/`]) {
          const res = await fetch(origin + path);
          const body = res.ok ? await res.text() : '';
          if (!body.includes(`url=${target}"`)) failed.push(`${path} → ${res.status}, not ${target}`);
        }
      }
    }
    expect(failed).toEqual([]);
  });

  it('serves a law page with or without its trailing slash', async () => {
    for (const path of ['/ru/laws/64/', '/ru/laws/64']) expect((await fetch(origin + path)).status, path).toBe(200);
  });
});
