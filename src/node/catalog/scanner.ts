/**
 * Where full scans run. `workerScanner` runs them on a worker thread
 * (scanWorker.ts) and copies the result back in chunks of CHUNK skills or
 * loose files, each asked for after the previous one was taken in (a `next`
 * round trip), so the main thread never spends one long task on it; one scan
 * at a time, in order. `inlineScanner` runs them on the calling thread (tests,
 * a custom engine, or when the worker cannot start).
 */
import { Worker } from 'node:worker_threads';
import type { Catalog, LooseFile, RootSpec, SkillRecord } from '../../shared/engine';
import type { Engine, ScanOptions } from './engine';
import { runScan, type ScanRequest, type ScanResult } from './scanJob';

/** Runs full scans. */
export interface Scanner {
  scan(req: ScanRequest): Promise<ScanResult>;
  close(): Promise<void>;
}

/** Skills (or loose files) per message from the worker. */
export const CHUNK = 100;
/** Diagnostics per message: a record with more (a SKILL.md of 20,000 unknown keys) comes without them, then they follow in pieces. */
export const DIAG_CHUNK = 1000;

/** One message from the worker. */
export type WorkerReply =
  | { id: number; kind: 'head'; specs: RootSpec[]; options: ScanOptions; catalog: Omit<Catalog, 'skills' | 'files'> }
  | { id: number; kind: 'skills'; items: SkillRecord[] }
  | { id: number; kind: 'files'; items: LooseFile[] }
  /** Diagnostics to append to the last skill received (its record came with none). */
  | { id: number; kind: 'diags'; items: SkillRecord['diagnostics'] }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'error'; message: string };

/** Split a result into worker messages (head, skills and loose files in chunks, big diagnostics lists in pieces, end). */
export function toChunks(id: number, r: ScanResult): WorkerReply[] {
  const { skills, files, ...rest } = r.catalog;
  const out: WorkerReply[] = [{ id, kind: 'head', specs: r.specs, options: r.options, catalog: rest }];
  let batch: SkillRecord[] = [];
  const flush = () => { if (batch.length) out.push({ id, kind: 'skills', items: batch }); batch = []; };
  for (const s of skills) {
    if (s.diagnostics.length <= DIAG_CHUNK) {
      batch.push(s);
      if (batch.length >= CHUNK) flush();
      continue;
    }
    flush();
    out.push({ id, kind: 'skills', items: [{ ...s, diagnostics: [] }] });
    for (let i = 0; i < s.diagnostics.length; i += DIAG_CHUNK) out.push({ id, kind: 'diags', items: s.diagnostics.slice(i, i + DIAG_CHUNK) });
  }
  flush();
  for (let i = 0; i < files.length; i += CHUNK) out.push({ id, kind: 'files', items: files.slice(i, i + CHUNK) });
  out.push({ id, kind: 'end' });
  return out;
}

/** Scans on the calling thread. */
export function inlineScanner(engine: Engine): Scanner {
  return { scan: async (req) => runScan(engine, req), close: async () => undefined };
}

/**
 * Scans on a worker thread started from `file` (lazily, kept for the next
 * scan, restarted after a crash). When the worker cannot start at all (the
 * file is missing from a build) scans run on `fallback` and `onProblem` is
 * told once. A worker that worked and then fails a scan (it crashed, ran out
 * of memory on a hostile tree) fails that scan: running it inline instead
 * would block the main thread on the very input that killed the worker.
 */
export function workerScanner(file: string, fallback: Scanner, onProblem: (message: string) => void = () => undefined): Scanner {
  let worker: Worker | null = null;
  let nextId = 0;
  let chain: Promise<unknown> = Promise.resolve();
  /** null until the worker answered once (then true) or failed before ever answering (then false). */
  let works: boolean | null = null;

  const once = (req: ScanRequest): Promise<ScanResult> => new Promise<ScanResult>((resolve, reject) => {
    let w: Worker;
    try {
      if (!worker) {
        worker = new Worker(file);
        worker.unref();
        const dead = worker;
        dead.on('exit', () => { if (worker === dead) worker = null; });
      }
      w = worker;
    } catch (e) { reject(e); return; }
    const id = ++nextId;
    let head: Extract<WorkerReply, { kind: 'head' }> | null = null;
    const skills: SkillRecord[] = [];
    const files: LooseFile[] = [];
    const cleanup = () => { w.off('message', onMessage); w.off('error', onError); w.off('exit', onExit); };
    const onError = (e: Error) => { cleanup(); worker = null; void w.terminate(); reject(e); };
    const onExit = (code: number) => { cleanup(); reject(new Error(`scan worker exited (${code})`)); };
    const onMessage = (m: WorkerReply) => {
      if (m.id !== id) return;
      works = true;
      if (m.kind === 'error') { cleanup(); reject(new Error(m.message)); return; }
      if (m.kind === 'head') head = m;
      else if (m.kind === 'skills') skills.push(...m.items);
      else if (m.kind === 'diags') { const last = skills[skills.length - 1]; if (last) for (const d of m.items) last.diagnostics.push(d); }
      else if (m.kind === 'files') files.push(...m.items);
      if (m.kind === 'end') {
        cleanup();
        if (!head) { reject(new Error('scan worker sent no result')); return; }
        resolve({ specs: head.specs, options: head.options, catalog: { ...head.catalog, skills, files } });
        return;
      }
      // Ask for the next piece on a later turn: whatever else is waiting (a request, a keystroke's call) runs first.
      setImmediate(() => w.postMessage({ id, next: true }));
    };
    w.on('message', onMessage);
    w.once('error', onError);
    w.once('exit', onExit);
    w.postMessage({ id, scan: req });
  });

  return {
    scan(req) {
      const run = chain.then(() => {
        if (works === false) return fallback.scan(req);
        return once(req).catch((e: unknown) => {
          if (works) throw e;
          works = false;
          onProblem(`catalog scans run on the main thread: the scan worker did not start (${(e as Error)?.message ?? e})`);
          return fallback.scan(req);
        });
      });
      chain = run.catch(() => undefined);
      return run;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
