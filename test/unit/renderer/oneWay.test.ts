/**
 * The renderer flows one way (issue 12 point 5; house style §12, GitHub
 * Desktop's dispatcher): components and the command table call actions,
 * actions do the effects (bridge, timers, asking) and write stores, stores
 * hold state and derive from it, nothing in a store reaches back up. Checked
 * on the import graph of src/renderer/src:
 * - stores import no action, component, pane view, Monaco adapter, command
 *   table or bridge (and subscribe to no other store: those reactions live in
 *   actions);
 * - actions import no component, pane view, Monaco adapter or command table;
 * - the graph of value imports has no cycle (a cycle is a flow that comes back).
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../../src/renderer/src');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Relative imports of a file: the resolved file (when it is one of ours) and whether only types are imported. */
function importsOf(file: string, known: Set<string>): { to: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: { to: string; typeOnly: boolean }[] = [];
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const spec = m[4] ?? m[5]!;
    const base = path.resolve(path.dirname(file), spec);
    const to = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => known.has(c));
    if (!to) continue;
    // `import { type A, type B }` erases too.
    const names = m[3] ?? '';
    const allTypes = /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(names.trim());
    out.push({ to, typeOnly: !!m[2] || allTypes });
  }
  return out;
}

const all = files(SRC);
const known = new Set(all);
const graph = new Map(all.map((f) => [f, importsOf(f, known)]));
const rel = (f: string) => path.relative(SRC, f).split(path.sep).join('/');

/** Folder (or top-level module) a file belongs to. */
const area = (f: string): string => {
  const r = rel(f);
  if (r.startsWith('panes/') && r.includes('/lib/')) return 'pane-lib';
  if (r.startsWith('panes/')) return 'pane-view';
  return r.includes('/') ? r.split('/')[0]! : r.replace(/\.tsx?$/, '');
};

/** What each area must not import (value or type). */
const FORBIDDEN: Record<string, string[]> = {
  stores: ['actions', 'components', 'pane-view', 'pane-lib', 'monaco', 'commands', 'start', 'hooks', 'App', 'bridge', 'webBridge'],
  actions: ['components', 'pane-view', 'monaco', 'commands', 'start', 'hooks', 'App'],
  utils: ['actions', 'stores', 'components', 'pane-view', 'monaco', 'commands', 'start', 'bridge'],
};

describe('the renderer flows one way', () => {
  it('sees the import graph (guards against a regex that matches nothing)', () => {
    const start = graph.get(path.join(SRC, 'start.ts'))!.map((i) => rel(i.to));
    expect(start).toEqual(expect.arrayContaining(['commands.ts', 'actions/events.ts', 'stores/catalog.ts']));
    expect(graph.get(path.join(SRC, 'stores/sandbox.ts'))!.find((i) => rel(i.to) === 'stores/listing.ts')?.typeOnly).toBe(true);
  });

  it('stores, actions and utils import only downwards', () => {
    const bad: string[] = [];
    for (const [f, imps] of graph) {
      const no = FORBIDDEN[area(f)];
      if (!no) continue;
      for (const i of imps) if (no.includes(area(i.to))) bad.push(`${rel(f)} → ${rel(i.to)}`);
    }
    expect(bad).toEqual([]);
  });

  it('no store subscribes to another store (reactions to a change are actions)', () => {
    const bad = all.filter((f) => area(f) === 'stores' && /\buse\w+Store\.subscribe\(/.test(fs.readFileSync(f, 'utf8'))).map(rel);
    expect(bad).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const i of graph.get(f)!) {
        if (i.typeOnly) continue;
        const s = state.get(i.to);
        if (s === 'open') cycles.push([...stack.slice(stack.indexOf(i.to)), i.to].map(rel).join(' → '));
        else if (!s) visit(i.to);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of all) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });
});
