import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.epub': 'application/epub+zip',
  '.zip': 'application/zip',
};

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

/** Options of serveStatic. */
export interface ServeOptions {
  /**
   * Serve as a production static host does: brotli or gzip by Accept-Encoding (text
   * types), hashed assets under `_astro/` cached for a year (immutable), everything
   * else revalidated (`no-cache`). Without it, files go out as they are, uncached headers.
   */
  host?: boolean;
  /**
   * Send the headers that `root/_headers` gives a path, as Netlify and Cloudflare Pages do
   * (`/api/v1/*` then indented `Name: value` lines; `*` matches the rest of the path).
   */
  headersFile?: boolean;
}

/** The rules of a `_headers` file: a path pattern and its headers. */
function readHeadersFile(file: string): { pattern: RegExp; headers: [string, string][] }[] {
  if (!existsSync(file)) return [];
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/u.test(line)) {
      const glob = line.trim().replace(/[.+?^${}()|[\]\\]/gu, '\\$&').replace(/\*/gu, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`, 'u'), headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(':');
      rules[rules.length - 1]!.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const encoded = new Map<string, Buffer>();

/** Send a file compressed (br, else gzip) with a static host's cache headers. */
function sendAsHost(req: IncomingMessage, res: ServerResponse, file: string, status: number, type: string, path: string): void {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = !COMPRESSIBLE.has(extname(file)) ? undefined : /\bbr\b/u.test(accept) ? 'br' : /\bgzip\b/u.test(accept) ? 'gzip' : undefined;
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    vary: 'accept-encoding',
  };
  let body: Buffer = readFileSync(file);
  if (encoding) {
    const key = `${encoding}:${file}`;
    let hit = encoded.get(key);
    if (!hit) {
      hit = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 });
      encoded.set(key, hit);
    }
    body = hit;
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A plain static file server, as a CDN would be: files as they are, `dir/` →
 * `dir/index.html`, `dir` → 301 `dir/`, anything else → `404.html` with status 404.
 * The site is mounted under `base` (`/` or `/laws/`).
 */
export function serveStatic(root: string, base = '/', options: ServeOptions = {}): Promise<{ server: Server; origin: string; close: () => Promise<void> }> {
  const rules = options.headersFile ? readHeadersFile(join(root, '_headers')) : [];
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    for (const r of rules) if (r.pattern.test(u.pathname)) for (const [name, value] of r.headers) res.setHeader(name, value);
    let path = decodeURIComponent(u.pathname);
    if (!path.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    path = `/${path.slice(base.length)}`;
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    const send = (f: string, status = 200) => {
      if (options.host) return sendAsHost(req, res, f, status, TYPES[extname(f)] ?? 'application/octet-stream', path);
      res.writeHead(status, { 'content-type': TYPES[extname(f)] ?? 'application/octet-stream' });
      createReadStream(f).pipe(res);
    };
    if (existsSync(file) && statSync(file).isFile()) return send(file);
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!u.pathname.endsWith('/')) {
        res.writeHead(301, { location: `${u.pathname}/${u.search}` }).end();
        return;
      }
      const index = join(file, 'index.html');
      if (existsSync(index)) return send(index);
    }
    const notFound = join(root, '404.html');
    if (existsSync(notFound)) return send(notFound, 404);
    res.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
