/**
 * `npm run check:links [-- DIST]`: every internal href and #fragment in the built
 * site must exist. Exit 1 and one line per broken link otherwise.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

export interface BrokenLink {
  page: string;
  href: string;
  why: string;
}

// Named and numeric character references, in one pass (Astro writes `&` in an href as `&#38;`).
const NAMED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/giu, (m, dec?: string, hex?: string, name?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (NAMED[name!.toLowerCase()] ?? m),
  );

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => f.split('\\').join('/'));
}

/** The file a site path maps to, as a static server would: `dir/` → `dir/index.html`. */
function fileFor(dist: string, path: string): string | undefined {
  const full = join(dist, path);
  if (existsSync(full) && statSync(full).isFile()) return full;
  const index = join(full, 'index.html');
  return existsSync(index) ? index : undefined;
}

/**
 * Check all links of the built site under `dist`, deployed at `base`. Absolute
 * URLs on the site's own `origin` (canonical, hreflang) are checked as internal.
 */
export function checkLinks(dist: string, base = '/', origin?: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const idsCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    let set = idsCache.get(file);
    if (!set) {
      const html = readFileSync(file, 'utf8');
      set = new Set([...html.matchAll(/\sid="([^"]*)"/gu)].map((m) => decode(m[1]!)));
      idsCache.set(file, set);
    }
    return set;
  };
  for (const page of htmlFiles(dist)) {
    const html = readFileSync(join(dist, page), 'utf8');
    const pagePath = `${base}${page.replace(/index\.html$/u, '')}`;
    // A link marked rel="external" (the public documents the editions page rests on, the
    // official text of the Laws) may leave the site on purpose; nothing else may.
    const external = new Set([...html.matchAll(/<a\s[^>]*>/gu)].filter((t) => /\srel="[^"]*\bexternal\b/u.test(t[0])).map((t) => decode(/\shref="([^"]*)"/u.exec(t[0])?.[1] ?? '')));
    for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/gu)) {
      const raw = decode(m[1]!);
      const href = origin && raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw;
      if (/^(?:mailto:|tel:|data:|javascript:)/iu.test(href)) {
        if (/^javascript:/iu.test(href)) broken.push({ page, href, why: 'javascript: URL' });
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:|^\/\//iu.test(href)) {
        if (external.has(raw) && /^https?:\/\//u.test(href)) continue;
        broken.push({ page, href, why: 'leaves the site' });
        continue;
      }
      const [pathPart, fragment] = href.split('#') as [string, string | undefined];
      const path = pathPart.split('?')[0]!;
      const absolute = path === '' ? pagePath : path.startsWith('/') ? path : posix.join(posix.dirname(`${pagePath}x`), path);
      if (!absolute.startsWith(base)) {
        broken.push({ page, href, why: `outside the base ${base}` });
        continue;
      }
      const target = fileFor(dist, decodeURIComponent(absolute.slice(base.length)));
      if (!target) {
        broken.push({ page, href, why: 'no such page or file' });
        continue;
      }
      if (fragment && target.endsWith('.html') && !ids(target).has(decodeURIComponent(fragment))) {
        broken.push({ page, href, why: `no element with id "${decodeURIComponent(fragment)}"` });
      }
    }
  }
  return broken;
}

function main(): number {
  const dist = process.argv[2] ?? 'dist';
  const base = process.env.SITE_BASE ?? '/';
  if (!existsSync(dist)) {
    console.error(`check-links: ${dist} does not exist (run npm run build first)`);
    return 2;
  }
  const broken = checkLinks(dist, base, process.env.SITE_URL ?? undefined);
  for (const b of broken) console.log(`${b.page}: ${b.href} — ${b.why}`);
  console.log(`check-links: ${broken.length} broken link(s)`);
  return broken.length ? 1 : 0;
}

if (process.argv[1]?.endsWith('check-links.ts')) process.exitCode = main();
