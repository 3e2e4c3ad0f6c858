/**
 * Worker-thread entry (built as out/main/scanWorker.js): runs full catalog
 * scans (scanJob.ts) off the main thread, so a 2,000-skill tree or a SKILL.md
 * of 20,000 keys never blocks the event loop that answers the UI. The result
 * goes back in pieces the main thread asks for one at a time (scanner.ts), so
 * copying a large catalog into main is never one long task either.
 */
import { parentPort } from 'node:worker_threads';
import { engine } from './engine';
import { runScan, type ScanRequest } from './scanJob';
import { matrixChunks, toChunks, type WorkerReply } from './scanner';
import { runMatrixJob, type MatrixJob } from '../matrix/matrixJob';

const port = parentPort;
if (port) {
  let pending: WorkerReply[] = [];
  port.on('message', (msg: { id: number; scan?: ScanRequest; matrix?: MatrixJob; next?: true }) => {
    if (msg.matrix) {
      // The matrix's work is synchronous: it ends before the next message is read.
      void runMatrixJob(msg.matrix).then((m) => { pending = matrixChunks(msg.id, m); }, (e: unknown) => {
        pending = [{ id: msg.id, kind: 'error', message: (e as Error)?.message ?? String(e) }];
      }).then(() => { const reply = pending.shift(); if (reply) port.postMessage(reply); });
      return;
    }
    if (msg.scan) {
      try { pending = toChunks(msg.id, runScan(engine, msg.scan)); } catch (e) {
        pending = [{ id: msg.id, kind: 'error', message: (e as Error)?.message ?? String(e) }];
      }
    }
    const reply = pending.shift();
    if (reply) port.postMessage(reply);
  });
}
