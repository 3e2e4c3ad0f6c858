import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// Two main-process entries: the Electron app (index) and the web host, which
// serves the same handler table over HTTP for machines without Electron.
export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/electron-main/index.ts'),
          webhost: resolve(__dirname, 'src/webhost/main.ts'),
          // Full catalog scans on a worker thread (src/node/catalog/scanner.ts).
          scanWorker: resolve(__dirname, 'src/node/catalog/scanWorker.ts'),
          // Reading the user's Claude Code cli.js for its bundled skills (src/node/claude/installBundled.ts).
          bundledWorker: resolve(__dirname, 'src/node/claude/bundledWorker.ts'),
        },
        external: ['electron', 'chokidar', 'ws', 'yaml', 'zod', 'ignore'],
      },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    build: {
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
      chunkSizeWarningLimit: 8000,
      // electron-vite leaves the renderer unminified; minified, the first script is less to parse and compile at start-up.
      // BUILD_NO_MINIFY=1: readable function names in CPU profiles and traces (diagnosis only).
      minify: !process.env.BUILD_NO_MINIFY,
    },
    resolve: {
      alias: [
        { find: '@shared', replacement: resolve(__dirname, 'src/shared') },
      ],
    },
    plugins: [react()],
  },
});
