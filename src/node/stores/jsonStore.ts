/**
 * A small JSON file store in the app data folder: zod-validated on load,
 * written atomically, writes serialised. A file that does not parse or does
 * not validate is set aside as `<file>.corrupt-<ts>` (never deleted: it may
 * hold the user's data) with a notice, and defaults are used.
 */
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { z } from 'zod';

export interface JsonStore<T> {
  readonly file: string;
  get(): T;
  /** Replace the value and persist it (resolves when on disk). */
  set(value: T): Promise<T>;
  /** Read-modify-write under the store's write queue. */
  update(fn: (v: T) => T): Promise<T>;
}

/** Notify callback used for corrupt files. */
export type Notify = (level: 'info' | 'warning' | 'error', message: string) => void;

/** Load (or create) a JSON store at `file` validated by `schema`. */
export function openJsonStore<S extends z.ZodType>(file: string, schema: S, defaults: () => z.output<S>, notify: Notify): JsonStore<z.output<S>> {
  type T = z.output<S>;
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
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data as T;
      problem = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    } catch (e) { problem = (e as Error).message; }
    const aside = `${file}.corrupt-${Date.now()}`;
    try { fs.renameSync(file, aside); } catch { /* keep going with defaults; the file stays where it is */ }
    notify('warning', `${path.basename(file)} was unreadable (${problem}); it was set aside as ${aside} and defaults are used`);
    return defaults();
  }

  const write = (v: T): Promise<T> => {
    const next = queue.then(async () => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await writeFileAtomic(file, JSON.stringify(v, null, 2) + '\n', { mode: 0o600 });
      return v;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    file,
    get: () => value,
    // async: a value that fails validation rejects (and leaves the stored value untouched).
    async set(v) { value = schema.parse(v) as T; return write(value); },
    async update(fn) { value = schema.parse(fn(value)) as T; return write(value); },
  };
}
