/**
 * The Content Security Policy of every page: only the site's own origin; no inline
 * script or style, no event-handler attributes. `wasm-unsafe-eval` lets pagefind's
 * WebAssembly search run.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
