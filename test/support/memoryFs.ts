/**
 * An in-memory `FsPort` for tests: files, folders and symbolic links (relative
 * or absolute targets, loops included), per-path error injection (EACCES, EIO,
 * ELOOP, ...) and a call counter, so tests can provoke what a root-run test on
 * a real disk cannot, and prove how many file-system calls a scan makes.
 *
 * Paths are absolute and '/'-separated. Like every port, methods never throw.
 */
import type { DirEntry, FsError, FsPort, ReadResult, StatResult } from '../../src/shared/engine';

/** What a path in the initial tree holds. A string is UTF-8 text. */
export type MemoryNodeSpec =
  | string
  | Uint8Array
  | { dir: true }
  /**
   * A folder whose name on disk is not UTF-8: listed with `undecodable` (its
   * `name` standing for the lossy decoding), and no path through it opens, as
   * on a real disk where the lossy name names nothing.
   */
  | { dir: true; undecodable: true }
  | { symlink: string }
  /** A file of `size` bytes of `fill` (default 'a'), materialised lazily so huge files cost nothing. */
  | { size: number; fill?: string };

type Node =
  | { type: 'file'; ino: number; data?: Uint8Array; lazySize?: number; fill?: number; mtimeMs: number }
  | { type: 'dir'; ino: number; children: Map<string, Node>; mtimeMs: number }
  | { type: 'symlink'; ino: number; target: string; mtimeMs: number };

/** Port methods that can fail by injection. */
export type PortMethod = 'readDir' | 'stat' | 'lstat' | 'realpath' | 'readFile';

/** The port plus test controls. */
export interface MemoryFs extends FsPort {
  /** Make `method` on exactly `path` (or every method when omitted) fail with `code`. */
  inject(path: string, code: string, method?: PortMethod): void;
  /** Add or replace a node after creation. */
  set(path: string, spec: MemoryNodeSpec): void;
  /** Remove a node (and everything below it). */
  remove(path: string): void;
  /** Number of calls per method since creation or the last `resetCalls()`. */
  calls: Record<PortMethod, number>;
  resetCalls(): void;
}

const MAX_HOPS = 40; // Linux SYMLOOP_MAX: more link hops than this is ELOOP.
const enc = new TextEncoder();

/** Normalise an absolute path: collapse '//' and '.', resolve '..' lexically. */
export function normalizePath(p: string): string {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return '/' + out.join('/');
}

function parentOf(p: string): string {
  const i = p.lastIndexOf('/');
  return i <= 0 ? '/' : p.slice(0, i);
}

/**
 * Create an in-memory file system from `tree` (path → spec). Missing parent
 * folders are created. `mtimeMs` of every node is `now` (default 0).
 */
export function createMemoryFs(tree: Record<string, MemoryNodeSpec> = {}, now = 0): MemoryFs {
  let nextIno = 1;
  const root: Node = { type: 'dir', ino: nextIno++, children: new Map(), mtimeMs: now };
  const faults = new Map<string, string>();
  const undecodable = new Set<Node>();
  const calls: Record<PortMethod, number> = { readDir: 0, stat: 0, lstat: 0, realpath: 0, readFile: 0 };

  const err = (code: string, path: string): FsError => ({ error: code, message: `${code}: ${path}` });

  function fault(method: PortMethod, path: string): FsError | null {
    const code = faults.get(`${method}\0${path}`) ?? faults.get(`*\0${path}`);
    return code ? err(code, path) : null;
  }

  /**
   * Walk `path` component by component. Symlinks in the middle are always
   * followed; the last one only when `followLast`. Returns the node and its
   * real path, or an error (ENOENT, ENOTDIR, ELOOP).
   */
  function resolve(path: string, followLast: boolean): { node: Node; real: string } | FsError {
    let hops = 0;
    let pending = normalizePath(path).split('/').filter(Boolean);
    let node: Node = root;
    let real = '';
    while (pending.length) {
      const name = pending.shift()!;
      if (node.type !== 'dir') return err('ENOTDIR', path);
      if (name === '..') { // only arises from link targets spliced in below
        real = parentOf(real || '/') === '/' ? '' : parentOf(real);
        const r = resolve(real || '/', true);
        if ('error' in r) return r;
        node = r.node;
        continue;
      }
      const child: Node | undefined = node.children.get(name);
      if (!child || undecodable.has(child)) return err('ENOENT', path);
      if (child.type === 'symlink' && (pending.length > 0 || followLast)) {
        if (++hops > MAX_HOPS) return err('ELOOP', path);
        const target = child.target.startsWith('/') ? child.target : `${real}/${child.target}`;
        // Restart from the root with the target's components, then what is left.
        pending = [...target.split('/').filter((s) => s && s !== '.'), ...pending];
        node = root;
        real = '';
        continue;
      }
      node = child;
      real = `${real}/${name}`;
    }
    return { node, real: real || '/' };
  }

  function ensureDir(path: string): Node & { type: 'dir' } {
    let node = root as Node & { type: 'dir' };
    for (const part of normalizePath(path).split('/').filter(Boolean)) {
      let child = node.children.get(part);
      if (!child || child.type !== 'dir') {
        child = { type: 'dir', ino: nextIno++, children: new Map(), mtimeMs: now };
        node.children.set(part, child);
      }
      node = child as Node & { type: 'dir' };
    }
    return node;
  }

  function set(path: string, spec: MemoryNodeSpec): void {
    const p = normalizePath(path);
    const name = p.slice(p.lastIndexOf('/') + 1);
    const parent = ensureDir(parentOf(p));
    let node: Node;
    if (typeof spec === 'string') node = { type: 'file', ino: nextIno++, data: enc.encode(spec), mtimeMs: now };
    else if (spec instanceof Uint8Array) node = { type: 'file', ino: nextIno++, data: spec, mtimeMs: now };
    else if ('dir' in spec) {
      const d = ensureDir(p);
      if ('undecodable' in spec) undecodable.add(d);
      return;
    }
    else if ('symlink' in spec) node = { type: 'symlink', ino: nextIno++, target: spec.symlink, mtimeMs: now };
    else node = { type: 'file', ino: nextIno++, lazySize: spec.size, fill: (spec.fill ?? 'a').charCodeAt(0), mtimeMs: now };
    parent.children.set(name, node);
  }

  function sizeOf(n: Node): number {
    if (n.type !== 'file') return 0;
    return n.data ? n.data.length : n.lazySize ?? 0;
  }

  function toStat(n: Node): StatResult {
    return { kind: n.type === 'file' ? 'file' : n.type === 'dir' ? 'dir' : 'other', size: sizeOf(n), mtimeMs: n.mtimeMs, id: `1:${n.ino}` };
  }

  for (const [p, spec] of Object.entries(tree)) set(p, spec);

  const fs: MemoryFs = {
    calls,
    resetCalls() { for (const k of Object.keys(calls) as PortMethod[]) calls[k] = 0; },
    inject(path, code, method) { faults.set(`${method ?? '*'}\0${normalizePath(path)}`, code); },
    set,
    remove(path) {
      const p = normalizePath(path);
      const parent = resolve(parentOf(p), true);
      if (!('error' in parent) && parent.node.type === 'dir') parent.node.children.delete(p.slice(p.lastIndexOf('/') + 1));
    },
    readDir(path): DirEntry[] | FsError {
      calls.readDir++;
      const f = fault('readDir', normalizePath(path));
      if (f) return f;
      const r = resolve(path, true);
      if ('error' in r) return r;
      if (r.node.type !== 'dir') return err('ENOTDIR', path);
      return [...r.node.children].map(([name, n]): DirEntry => ({ name, kind: n.type === 'symlink' ? 'symlink' : n.type, ...(undecodable.has(n) ? { undecodable: true } : {}) }));
    },
    stat(path): StatResult | FsError {
      calls.stat++;
      const f = fault('stat', normalizePath(path));
      if (f) return f;
      const r = resolve(path, true);
      return 'error' in r ? r : toStat(r.node);
    },
    lstat(path): StatResult | FsError {
      calls.lstat++;
      const f = fault('lstat', normalizePath(path));
      if (f) return f;
      const r = resolve(path, false);
      if ('error' in r) return r;
      return r.node.type === 'symlink' ? { kind: 'other', size: r.node.target.length, mtimeMs: r.node.mtimeMs, id: `1:${r.node.ino}` } : toStat(r.node);
    },
    realpath(path): string | FsError {
      calls.realpath++;
      const f = fault('realpath', normalizePath(path));
      if (f) return f;
      const r = resolve(path, true);
      return 'error' in r ? r : r.real;
    },
    readFile(path, maxBytes): ReadResult | FsError {
      calls.readFile++;
      const f = fault('readFile', normalizePath(path));
      if (f) return f;
      const r = resolve(path, true);
      if ('error' in r) return r;
      const n = r.node;
      if (n.type === 'dir') return err('EISDIR', path);
      if (n.type !== 'file') return err('EINVAL', path);
      const size = sizeOf(n);
      const take = Math.min(size, Math.max(0, maxBytes));
      const data = n.data ? n.data.subarray(0, take) : new Uint8Array(take).fill(n.fill ?? 97);
      return { data, size, truncated: size > take };
    },
  };
  return fs;
}
