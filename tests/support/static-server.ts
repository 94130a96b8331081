import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

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

/**
 * A plain static file server, as a CDN would be: files as they are, `dir/` →
 * `dir/index.html`, `dir` → 301 `dir/`, anything else → `404.html` with status 404.
 * The site is mounted under `base` (`/` or `/laws/`).
 */
export function serveStatic(root: string, base = '/'): Promise<{ server: Server; origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
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
