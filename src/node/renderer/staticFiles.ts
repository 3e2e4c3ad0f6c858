/**
 * Static file serving of the built renderer (out/renderer) with correct MIME
 * types (Monaco needs .wasm, .ttf and worker .js served right).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.otf': 'font/otf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** MIME type for a file name (octet-stream when unknown, never sniffed). */
export function mimeType(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `root` that `urlPath` names, or null when it escapes the
 * root, is hidden or is not a regular file. `/` maps to index.html.
 */
export function resolveStatic(root: string, urlPath: string): string | null {
  let rel: string;
  try { rel = decodeURIComponent(urlPath); } catch { return null; }
  if (rel.includes('\0')) return null;
  if (rel === '/' || rel === '') rel = '/index.html';
  const full = path.resolve(root, '.' + path.posix.normalize(rel));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    const real = fs.realpathSync(full);
    const realRoot = fs.realpathSync(root);
    if (!real.startsWith(realRoot + path.sep)) return null;
    return fs.statSync(real).isFile() ? real : null;
  } catch { return null; }
}

/** Stream `file` to `res` with its MIME type and the shared security headers already set. */
export function sendFile(res: ServerResponse, file: string, headOnly: boolean): void {
  const size = fs.statSync(file).size;
  res.writeHead(200, {
    'content-type': mimeType(file),
    'content-length': size,
    // index.html changes between builds; hashed assets may be cached.
    'cache-control': file.endsWith('.html') ? 'no-store' : 'private, max-age=3600',
  });
  if (headOnly) { res.end(); return; }
  fs.createReadStream(file).pipe(res);
}
