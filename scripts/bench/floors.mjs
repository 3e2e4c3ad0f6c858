// Helpers for scripts/bench.mjs: locate the shared bench scripts, run a child
// process and time it, and read the figures the floor scripts print.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The shared bench folder ($SKILLS_BENCH or ../shared/bench next to the repo). */
export function benchDir(root) {
  return path.resolve(process.env.SKILLS_BENCH ?? path.join(root, '../shared/bench'));
}

/** Environment for timed children: no NODE_EXTRA_CA_CERTS (Node parses it at every start). */
export function childEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** Run `node args...`; throws with stderr on a non-zero exit. Returns stdout and wall ms. */
export function node(args, { cwd, env, allowFail = false } = {}) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, env: env ?? childEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (r.status !== 0 && !allowFail) throw new Error(`node ${args.join(' ')} exited with ${r.status}:\n${r.stderr}`);
  return { out: r.stdout, err: r.stderr, status: r.status, ms };
}

/** Last JSON line of a child's stdout. */
export function lastJson(out) {
  const line = out.trim().split('\n').filter((l) => l.startsWith('{')).pop();
  if (!line) throw new Error(`no JSON line in:\n${out}`);
  return JSON.parse(line);
}

/** Extract a number with `re` (first group) from `text`, or throw naming `what`. */
export function grab(text, re, what) {
  const m = re.exec(text);
  if (!m) throw new Error(`cannot read ${what} from:\n${text}`);
  return Number(m[1]);
}

/** `floor.mjs --variant sync`: total ms of the first (cold) run. */
export function floorSync(dir, tree) {
  const { out } = node([path.join(dir, 'floor.mjs'), tree, '--variant', 'sync', '--drop']);
  return grab(out, /floor sync: .*total ([\d.]+) ms/, 'floor sync total');
}

/** `floor.mjs --variant sync --retained`: KiB per skill retained by keeping every text. */
export function floorRetained(dir, tree) {
  const { out } = node([path.join(dir, 'floor.mjs'), tree, '--variant', 'sync', '--retained']);
  return grab(out, /\(([\d.]+) KiB per skill\)/, 'floor retained KiB per skill');
}

/** `glob-floor.mjs --variant V`: µs per touched-file event. */
export function globEvent(dir, tree, variant, events, env) {
  const { out } = node([path.join(dir, 'glob-floor.mjs'), tree, '--variant', variant, '--events', String(events)], { env });
  const match = grab(out, new RegExp(`glob-floor ${variant}: .*match ([\\d.]+) ms`), `${variant} match ms`);
  const n = grab(out, /(\d+) events/, `${variant} events`);
  return (match * 1000) / n;
}

/** `watch-floor.mjs`: medians of the one-file update (event, read, parse, listing, total). */
export function watchFloor(dir, tree, env) {
  const { out } = node([path.join(dir, 'watch-floor.mjs'), tree], { env });
  const f = (k) => grab(out, new RegExp(`${k} ([\\d.]+)/`), `watch-floor ${k}`);
  return { event: f('event'), read: f('read'), parse: f('parse'), listing: f('listing'), total: f('total') };
}

/** The main-process watcher's debounce (read from its source so the bench follows it), default 75 ms. */
export function watcherDebounce(root) {
  try {
    const src = fs.readFileSync(path.join(root, 'src/node/catalog/watcher.ts'), 'utf8');
    const m = /debounceMs\s*\?\?\s*(\d+)/.exec(src);
    if (m) return Number(m[1]);
  } catch { /* no watcher yet */ }
  return 75;
}

/** Whether `name` resolves from `base` (a folder holding node_modules/). */
export function hasDep(base, name) {
  try { return fs.existsSync(path.join(base, 'node_modules', name, 'package.json')); } catch { return false; }
}

/** Median of `k` runs of `fn`. */
export function medianOf(k, fn) {
  const xs = Array.from({ length: k }, fn).sort((a, b) => a - b);
  return xs[xs.length >> 1];
}

/** `parse-floor.mjs --variant yaml-doc --repeat K`: read+parse ms (first run) and the listing build's warm median ms. */
export function parseFloor(dir, tree, env, repeat = 5) {
  const { out } = node([path.join(dir, 'parse-floor.mjs'), tree, '--variant', 'yaml-doc', '--repeat', String(repeat)], { env });
  return {
    readParse: grab(out, /parse-floor yaml-doc: .*read\+parse ([\d.]+) ms/, 'parse-floor read+parse'),
    listing: grab(out, /parse-floor listing: .*warm median ([\d.]+) ms/, 'parse-floor listing warm median'),
  };
}
