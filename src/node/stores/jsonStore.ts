/**
 * A small JSON file store in the app data folder: zod-validated on load and
 * on every change, bounded (nesting depth and file size), written atomically
 * (atomicWrite.ts), changes serialised. The value in memory is only ever one
 * that is on disk: a change is validated, serialised and written first and
 * becomes the value only once the write succeeded, so a value that cannot be
 * written (too deep, too large, disk full) leaves the store as it was, for
 * this session and the next. A file that does not parse or does not validate
 * is set aside as `<file>.corrupt-<ts>` (never deleted: it may hold the
 * user's data) with a notice, and defaults are used.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { TEMP_DIR_NAME, writeAtomic } from '../fs/atomicWrite';
import { ApiError } from '../app/errors';

export interface JsonStore<T> {
  readonly file: string;
  /** The value on disk (the last change that was written). */
  get(): T;
  /** Replace the value and persist it; resolves with it once on disk. Rejects (store unchanged) when invalid or unwritable. */
  set(value: T): Promise<T>;
  /** Read-modify-write under the store's queue: `fn` sees the latest written value; rejects (store unchanged) like `set`. */
  update(fn: (v: T) => T): Promise<T>;
}

/** Notify callback used for corrupt files. */
export type Notify = (level: 'info' | 'warning' | 'error', message: string) => void;

/** Bounds of one store file. */
export interface StoreLimits {
  /** Deepest nesting of arrays/objects allowed anywhere in the value (the root is depth 1). */
  maxDepth: number;
  /** Largest file, in bytes of its JSON text. */
  maxBytes: number;
}

/** Defaults: the stores hold flat records; invocation records in history nest a few levels. */
export const DEFAULT_LIMITS: StoreLimits = { maxDepth: 32, maxBytes: 64 * 1024 * 1024 };

/** A store change that breaks the store's bounds: API error `too-large` (413); the store is unchanged. */
export class StoreLimitError extends ApiError {
  constructor(message: string) { super('too-large', message, 413); }
}

/** Depth of the deepest array/object in `v` (iterative: a hostile value never overflows the stack); stops counting past `limit`. */
export function jsonDepth(v: unknown, limit: number): number {
  let max = 0;
  const stack: [unknown, number][] = [[v, 1]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (x === null || typeof x !== 'object') continue;
    if (d > max) max = d;
    if (max > limit) return max;
    for (const c of Array.isArray(x) ? x : Object.values(x as object)) if (c !== null && typeof c === 'object') stack.push([c, d + 1]);
  }
  return max;
}

/** The JSON text of `v` within `limits`, or a StoreLimitError saying which bound it breaks. */
export function serialiseBounded(v: unknown, limits: StoreLimits, what: string): string {
  const depth = jsonDepth(v, limits.maxDepth);
  if (depth > limits.maxDepth) throw new StoreLimitError(`${what}: nested deeper than ${limits.maxDepth} levels`);
  const text = JSON.stringify(v, null, 2) + '\n';
  if (Buffer.byteLength(text, 'utf8') > limits.maxBytes) throw new StoreLimitError(`${what}: larger than ${limits.maxBytes} bytes`);
  return text;
}

/** Load (or create) a JSON store at `file` validated by `schema`. */
export function openJsonStore<S extends z.ZodType>(file: string, schema: S, defaults: () => z.output<S>, notify: Notify, limits: StoreLimits = DEFAULT_LIMITS): JsonStore<z.output<S>> {
  type T = z.output<S>;
  const name = path.basename(file);
  let value: T = load();
  let queue: Promise<unknown> = Promise.resolve();

  function load(): T {
    let raw: string;
    try { raw = fs.readFileSync(file, 'utf8'); } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return defaults();
      notify('error', `cannot read ${file}: ${(e as Error).message}; using defaults`);
      return defaults();
    }
    let problem: string;
    try {
      if (Buffer.byteLength(raw, 'utf8') > limits.maxBytes) throw new Error(`larger than ${limits.maxBytes} bytes`);
      const json: unknown = JSON.parse(raw);
      if (jsonDepth(json, limits.maxDepth) > limits.maxDepth) throw new Error(`nested deeper than ${limits.maxDepth} levels`);
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data as T;
      problem = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    } catch (e) { problem = (e as Error).message; }
    const aside = `${file}.corrupt-${Date.now()}`;
    try { fs.renameSync(file, aside); } catch { /* keep going with defaults; the file stays where it is */ }
    notify('warning', `${name} was unreadable (${problem}); it was set aside as ${aside} and defaults are used`);
    return defaults();
  }

  /** Queue one change: validate, serialise within bounds, write, and only then make it the value. */
  const change = (next: (v: T) => unknown): Promise<T> => {
    const run = queue.then(async () => {
      const v = schema.parse(next(value)) as T;
      const text = serialiseBounded(v, limits, name);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await writeAtomic(file, text, { mode: 0o600, tempDir: path.join(path.dirname(file), TEMP_DIR_NAME) });
      value = v;
      return v;
    });
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    file,
    get: () => value,
    set: (v) => change(() => v),
    update: (fn) => change(fn),
  };
}
