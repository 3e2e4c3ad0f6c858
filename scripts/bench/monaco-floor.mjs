// The Monaco-alone floor page for scripts/bench/browser.mjs: built with Vite from
// scripts/bench/monaco-floor/ (Monaco from this repo's node_modules, bundled and
// minified as the app's renderer is) into .bench/monaco-floor, and served on
// 127.0.0.1 by a static server. Nothing here contacts anything but loopback.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'vite';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.ttf': 'font/ttf', '.json': 'application/json' };

/**
 * Build the floor page into `outDir` and serve it; resolves to
 * `{ url, close }` (close stops the server).
 */
export async function serveMonacoFloor(root, outDir) {
  await build({
    configFile: false, root: path.join(root, 'scripts/bench/monaco-floor'), base: './', logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 8000, minify: true },
  });
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.resolve(outDir, rel);
    if (!file.startsWith(path.resolve(outDir) + path.sep) || !fs.existsSync(file)) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/index.html`, close: () => { server.closeAllConnections(); server.close(); } };
}
