/**
 * Worker-thread entry (built as out/main/bundledWorker.js): reads the bundled skills of
 * the user's Claude Code install (installBundled.ts) off the main thread, since acorn
 * parses its whole 13.7 MB `cli.js` (seconds). The result is kept in the data folder;
 * the reply only says it is done.
 */
import { parentPort } from 'node:worker_threads';
import { installBundled } from './installBundled';

parentPort?.on('message', (msg: { file: string; dataDir: string }) => {
  let ok = false;
  try { ok = installBundled(msg.file, msg.dataDir).read?.ok ?? false; } catch { ok = false; }
  parentPort?.postMessage({ done: true, ok });
});
