/**
 * Where full scans run. `workerScanner` runs them on a worker thread
 * (scanWorker.ts) and copies the result back in chunks of CHUNK skills or
 * loose files, each asked for after the previous one was taken in (a `next`
 * round trip), so the main thread never spends one long task on it; one scan
 * at a time, in order. `inlineScanner` runs them on the calling thread (tests,
 * a custom engine, or when the worker cannot start).
 */
import { Worker } from 'node:worker_threads';
import type { Catalog, HarnessMatrix, LooseFile, RootSpec, SkillRecord } from '../../shared/engine';
import { runMatrixJob, type MatrixJob } from '../matrix/matrixJob';
import type { Engine, ScanOptions } from './engine';
import { runScan, type ScanRequest, type ScanResult } from './scanJob';

/** Runs full scans. */
export interface Scanner {
  scan(req: ScanRequest): Promise<ScanResult>;
  /** The harness matrix (matrix/matrixJob.ts): every column's scan, listing and the matrix, off the main thread on the worker. */
  matrix(job: MatrixJob): Promise<HarnessMatrix>;
  close(): Promise<void>;
}

/** Skills (or loose files) per message from the worker. */
export const CHUNK = 100;
/** Diagnostics per message: a record with more (a SKILL.md of 20,000 unknown keys) comes without them, then they follow in pieces. */
export const DIAG_CHUNK = 1000;

/** One message from the worker. */
export type WorkerReply =
  | { id: number; kind: 'head'; specs: RootSpec[]; options: ScanOptions; catalog: Omit<Catalog, 'skills' | 'files'>; otherSpecs?: RootSpec[]; copies?: true }
  /** Entries of the result's `copies` (the head says whether it has them). */
  | { id: number; kind: 'copies'; items: [string, string[]][] }
  | { id: number; kind: 'skills'; items: SkillRecord[] }
  | { id: number; kind: 'files'; items: LooseFile[] }
  /** Diagnostics to append to the last skill received (its record came with none). */
  | { id: number; kind: 'diags'; items: SkillRecord['diagnostics'] }
  /** A matrix job's columns, then its rows in chunks of CHUNK. */
  | { id: number; kind: 'mhead'; profiles: HarnessMatrix['profiles'] }
  | { id: number; kind: 'mrows'; items: HarnessMatrix['skills'] }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'error'; message: string };

/** Split a result into worker messages (head, skills and loose files in chunks, big diagnostics lists in pieces, end). */
export function toChunks(id: number, r: ScanResult): WorkerReply[] {
  const { skills, files, ...rest } = r.catalog;
  const out: WorkerReply[] = [{ id, kind: 'head', specs: r.specs, options: r.options, catalog: rest, ...(r.otherSpecs ? { otherSpecs: r.otherSpecs } : {}), ...(r.copies ? { copies: true as const } : {}) }];
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
  const copies = Object.entries(r.copies ?? {});
  for (let i = 0; i < copies.length; i += CHUNK) out.push({ id, kind: 'copies', items: copies.slice(i, i + CHUNK) });
  out.push({ id, kind: 'end' });
  return out;
}

/** Split a matrix into worker messages (columns, rows in chunks, end). */
export function matrixChunks(id: number, m: HarnessMatrix): WorkerReply[] {
  const out: WorkerReply[] = [{ id, kind: 'mhead', profiles: m.profiles }];
  for (let i = 0; i < m.skills.length; i += CHUNK) out.push({ id, kind: 'mrows', items: m.skills.slice(i, i + CHUNK) });
  out.push({ id, kind: 'end' });
  return out;
}

/** Scans on the calling thread. */
export function inlineScanner(engine: Engine): Scanner {
  return { scan: async (req) => runScan(engine, req), matrix: (job) => runMatrixJob(job), close: async () => undefined };
}

/** Takes one job's replies in and gives its result at `end` (null: the replies were incomplete). */
interface Collector<T> { take(m: WorkerReply): void; done(): T | null }

function scanCollector(): Collector<ScanResult> {
  let head: Extract<WorkerReply, { kind: 'head' }> | null = null;
  const skills: SkillRecord[] = [];
  const files: LooseFile[] = [];
  const copies: Record<string, string[]> = {};
  return {
    take(m) {
      if (m.kind === 'head') head = m;
      else if (m.kind === 'skills') skills.push(...m.items);
      else if (m.kind === 'diags') { const last = skills[skills.length - 1]; if (last) for (const d of m.items) last.diagnostics.push(d); }
      else if (m.kind === 'files') files.push(...m.items);
      else if (m.kind === 'copies') for (const [k, v] of m.items) copies[k] = v;
    },
    done: () => {
      if (!head) return null;
      const h: Extract<WorkerReply, { kind: 'head' }> = head;
      return {
        specs: h.specs, options: h.options, catalog: { ...h.catalog, skills, files },
        ...(h.otherSpecs ? { otherSpecs: h.otherSpecs } : {}), ...(h.copies ? { copies } : {}),
      };
    },
  };
}

function matrixCollector(): Collector<HarnessMatrix> {
  let profiles: HarnessMatrix['profiles'] | null = null;
  const skills: HarnessMatrix['skills'] = [];
  return {
    take(m) { if (m.kind === 'mhead') profiles = m.profiles; else if (m.kind === 'mrows') skills.push(...m.items); },
    done: () => (profiles ? { profiles, skills } : null),
  };
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

  const once = <T,>(job: { scan: ScanRequest } | { matrix: MatrixJob }, collect: Collector<T>): Promise<T> => new Promise<T>((resolve, reject) => {
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
    const cleanup = () => { w.off('message', onMessage); w.off('error', onError); w.off('exit', onExit); };
    const onError = (e: Error) => { cleanup(); worker = null; void w.terminate(); reject(e); };
    const onExit = (code: number) => { cleanup(); reject(new Error(`scan worker exited (${code})`)); };
    const onMessage = (m: WorkerReply) => {
      if (m.id !== id) return;
      works = true;
      if (m.kind === 'error') { cleanup(); reject(new Error(m.message)); return; }
      collect.take(m);
      if (m.kind === 'end') {
        cleanup();
        const result = collect.done();
        if (result === null) reject(new Error('scan worker sent no result')); else resolve(result);
        return;
      }
      // Ask for the next piece on a later turn: whatever else is waiting (a request, a keystroke's call) runs first.
      setImmediate(() => w.postMessage({ id, next: true }));
    };
    w.on('message', onMessage);
    w.once('error', onError);
    w.once('exit', onExit);
    w.postMessage({ id, ...job });
  });

  /** One job at a time, in order; before the worker ever answered, a failure to start runs it on `fallback`. */
  const queue = <T,>(run: () => Promise<T>, inline: () => Promise<T>): Promise<T> => {
    const p = chain.then(() => {
      if (works === false) return inline();
      return run().catch((e: unknown) => {
        if (works) throw e;
        works = false;
        onProblem(`catalog scans run on the main thread: the scan worker did not start (${(e as Error)?.message ?? e})`);
        return inline();
      });
    });
    // Settled to undefined: the queue must not keep the last result (a whole matrix or catalog) alive.
    chain = p.then(() => undefined, () => undefined);
    return p;
  };

  return {
    scan: (req) => queue(() => once({ scan: req }, scanCollector()), () => fallback.scan(req)),
    matrix: (job) => queue(() => once({ matrix: job }, matrixCollector()), () => fallback.matrix(job)),
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
