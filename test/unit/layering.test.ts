/**
 * Layering rules (house style §5, §6, §13; VS Code's `common`/`node`/`electron-main`):
 * every folder under src/ is a runtime layer, and the import matrix below says
 * which layers each may import. Bare package imports are checked per layer too:
 * only the preload and the Electron entry import `electron`, the pure layers
 * (shared, renderer) import no Node built-in.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SRC = path.join(root, 'src');

/** The runtime layers, one folder each under src/. */
const LAYERS = ['shared', 'node', 'electron-main', 'webhost', 'preload', 'renderer', 'cli'] as const;
type Layer = (typeof LAYERS)[number];

/** Who may import whom (a layer always may import itself). */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  shared: [],
  node: ['shared'],
  'electron-main': ['shared', 'node'],
  webhost: ['shared', 'node'],
  preload: ['shared'],
  renderer: ['shared'],
  cli: ['shared', 'node'],
};

const NODE_BUILTINS = /^(node:|fs$|fs\/|path$|os$|child_process$|http$|https$|net$|crypto$|url$|util$|stream$|events$|worker_threads$)/;
const ELECTRON = /^electron(\/|$)/;
/** Packages that need Node (or Electron) at run time. */
const NODE_PACKAGES = /^(chokidar|ws)(\/|$)/;
const REACT = /^(react|react-dom|zustand|@monaco-editor\/react|monaco-editor)(\/|$)/;

/** Bare-specifier rules per layer: a list of [pattern, why] that the layer must not import. */
const FORBIDDEN_PACKAGES: Record<Layer, Array<[RegExp, string]>> = {
  shared: [[NODE_BUILTINS, 'Node built-in'], [ELECTRON, 'electron'], [NODE_PACKAGES, 'Node-only package'], [REACT, 'UI package']],
  node: [[ELECTRON, 'electron'], [REACT, 'UI package']],
  'electron-main': [[REACT, 'UI package']],
  webhost: [[ELECTRON, 'electron'], [REACT, 'UI package']],
  preload: [[NODE_BUILTINS, 'Node built-in'], [NODE_PACKAGES, 'Node-only package'], [REACT, 'UI package']],
  renderer: [[NODE_BUILTINS, 'Node built-in'], [ELECTRON, 'electron'], [NODE_PACKAGES, 'Node-only package']],
  cli: [[ELECTRON, 'electron'], [REACT, 'UI package']],
};

function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts|cts|cjs|mjs)$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const re = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) found.push(m[1] ?? m[2] ?? m[3] ?? m[4]);
  return found;
}

/** The layer a file under src/ belongs to, or null for a file outside every layer. */
function layerOf(file: string): Layer | null {
  const rel = path.relative(SRC, file).split(path.sep);
  return (LAYERS as readonly string[]).includes(rel[0]) ? (rel[0] as Layer) : null;
}

/** Resolve a relative specifier to the file it names (for its layer); the `@shared` alias is the shared layer. */
function targetOf(file: string, spec: string): string | null {
  if (spec.startsWith('@shared/') || spec === '@shared') return path.join(SRC, 'shared', spec.slice('@shared'.length));
  if (!spec.startsWith('.')) return null;
  return path.resolve(path.dirname(file), spec);
}

describe('layering', () => {
  it('every folder under src/ is a known layer', () => {
    const dirs = fs.readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(dirs.filter((d) => !(LAYERS as readonly string[]).includes(d))).toEqual([]);
  });

  it('each layer imports only the layers the matrix allows', () => {
    const bad: string[] = [];
    for (const f of sources(SRC)) {
      const from = layerOf(f);
      if (!from) continue;
      for (const spec of imports(f)) {
        const target = targetOf(f, spec);
        if (!target) continue;
        const to = layerOf(target);
        if (to === null) { bad.push(`${path.relative(root, f)} → ${spec} (outside src/)`); continue; }
        if (to !== from && !MAY_IMPORT[from].includes(to)) bad.push(`${path.relative(root, f)} (${from}) → ${spec} (${to})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('each layer imports only the packages its runtime has', () => {
    const bad: string[] = [];
    for (const f of sources(SRC)) {
      const layer = layerOf(f);
      if (!layer) continue;
      for (const spec of imports(f)) {
        if (spec.startsWith('.') || spec.startsWith('@shared')) continue;
        for (const [re, why] of FORBIDDEN_PACKAGES[layer]) if (re.test(spec)) bad.push(`${path.relative(root, f)} (${layer}) → ${spec}: ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('outside src/shared/engine/, code imports the engine only through its façade (index.ts)', () => {
    const engine = path.join(SRC, 'shared', 'engine');
    const facade = new Set([engine, path.join(engine, 'index'), path.join(engine, 'index.ts')]);
    const bad: string[] = [];
    for (const f of [...sources(SRC), ...sources(path.join(root, 'scripts'))]) {
      if (f.startsWith(engine + path.sep)) continue;
      for (const spec of imports(f)) {
        const target = targetOf(f, spec);
        if (target && target.startsWith(engine + path.sep) && !facade.has(target)) bad.push(`${path.relative(root, f)} → ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('test-only code lives under test/, not src/ (no memory file systems, counters or test switches)', () => {
    const bad = sources(SRC).filter((f) => /(^|[\/])(testing|__tests__)[\/]|memoryFs|parseCount/.test(path.relative(SRC, f)));
    expect(bad.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('file names are in one style: camelCase, no kebab-case, under src/ and test/ (folders are layer names)', () => {
    // Fixtures and conformance inputs are data laid out as the harnesses read them, so they keep their names.
    const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return /^(fixtures|inputs|node_modules)$/.test(e.name) ? [] : walk(p);
      return /\.(ts|tsx|mts)$/.test(e.name) ? [p] : [];
    });
    const bad = [...walk(SRC), ...walk(path.join(root, 'test'))].filter((f) => path.basename(f).includes('-'));
    expect(bad.map((f) => path.relative(root, f))).toEqual([]);
    expect(walk(path.join(SRC, 'shared/engine/invoke')).map((f) => path.basename(f))).toContain('renderCc.ts');
  });

  it('the layering check itself sees imports (guards against a regex that matches nothing)', () => {
    expect(imports(path.join(SRC, 'node/fs/nodeFsPort.ts'))).toContain('node:fs');
    expect(layerOf(path.join(SRC, 'webhost/server.ts'))).toBe('webhost');
    const electronMain = sources(path.join(SRC, 'electron-main')).flatMap(imports);
    expect(electronMain.some((s) => ELECTRON.test(s))).toBe(true);
    expect(targetOf(path.join(SRC, 'cli/x.ts'), '../shared/engine/types')).toBe(path.join(SRC, 'shared/engine/types'));
  });
});
