/**
 * Layering rules (house style §5, §13): the engine in src/shared imports no
 * Electron, Node built-ins or React; the renderer imports no Node built-ins or
 * Electron; only src/preload and the Electron entry files import `electron`.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts)$/.test(e.name)) out.push(p);
    }
  };
  walk(path.join(root, dir));
  return out;
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const re = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) found.push(m[1] ?? m[2] ?? m[3]);
  return found;
}

const NODE_BUILTINS = /^(node:|fs$|path$|os$|child_process$|http$|https$|net$|crypto$|url$|util$|stream$|events$|worker_threads$)/;

describe('layering', () => {
  it('src/shared imports no Node built-ins, Electron, React or chokidar', () => {
    const bad: string[] = [];
    for (const f of sources('src/shared')) {
      for (const spec of imports(f)) {
        if (NODE_BUILTINS.test(spec) || /^(electron|react|react-dom|chokidar|ws|write-file-atomic)(\/|$)/.test(spec)) bad.push(`${path.relative(root, f)} → ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the renderer imports no Node built-ins or Electron and nothing from src/main', () => {
    const bad: string[] = [];
    for (const f of sources('src/renderer')) {
      for (const spec of imports(f)) {
        if (NODE_BUILTINS.test(spec) || /^electron(\/|$)/.test(spec) || /\/main\//.test(spec)) bad.push(`${path.relative(root, f)} → ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('only Electron-only main files and the preload import electron', () => {
    const bad: string[] = [];
    for (const f of [...sources('src/main/services'), ...sources('src/cli'), ...(fs.existsSync(path.join(root, 'src/main/webhost')) ? sources('src/main/webhost') : [])]) {
      for (const spec of imports(f)) if (/^electron(\/|$)/.test(spec)) bad.push(`${path.relative(root, f)} → ${spec}`);
    }
    expect(bad).toEqual([]);
  });

  it('src/node (Node services) imports no Electron, React or renderer/main-process code', () => {
    const bad: string[] = [];
    for (const f of sources('src/node')) {
      for (const spec of imports(f)) {
        if (/^(electron|react|react-dom)(\/|$)/.test(spec) || /\/(renderer|preload|main)\//.test(spec)) bad.push(`${path.relative(root, f)} → ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the layering check itself sees imports (guards against a regex that matches nothing)', () => {
    expect(imports(path.join(root, 'src/main/services/nodeFsPort.ts'))).toContain('node:fs');
  });
});
