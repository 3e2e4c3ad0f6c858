#!/usr/bin/env node
// Bundle the skill-studio CLI (src/cli/main.ts) with esbuild into
// out/cli/skill-studio.cjs: platform node, CommonJS, dependencies inlined.
// Fails the build when the bundle pulls in Electron, React, Monaco or any
// renderer/main-process code other than the node fs port (the CLI must stay lean).
import { build } from 'esbuild';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'out/cli/skill-studio.cjs');

const FORBIDDEN = [
  /(^|\/)node_modules\/(electron|react|react-dom|monaco-editor|monaco-yaml|@monaco-editor|zustand|chokidar|ws)\//,
  /(^|\/)src\/renderer\//,
  /(^|\/)src\/preload\//,
];
const ALLOWED_MAIN = new Set(['src/main/services/nodeFsPort.ts']);

const t0 = performance.now();
let result;
try {
  result = await build({
  entryPoints: [path.join(root, 'src/cli/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: false,
  minifySyntax: true,
  legalComments: 'none',
  metafile: true,
  external: ['electron'],
  logLevel: 'warning',
  absWorkingDir: root,
  });
} catch {
  // esbuild has already printed the errors.
  console.error('build-cli: bundling failed');
  process.exit(1);
}
const inputs = Object.keys(result.metafile.inputs);
const bad = inputs.filter((p) => FORBIDDEN.some((re) => re.test(p)) || (/(^|\/)src\/main\//.test(p) && !ALLOWED_MAIN.has(p)));
if (bad.length) {
  console.error(`build-cli: the CLI bundle must not include:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
const size = fs.statSync(outfile).size;
console.log(`build-cli: out/cli/skill-studio.cjs ${(size / 1024).toFixed(0)} KiB from ${inputs.length} modules in ${(performance.now() - t0).toFixed(0)} ms`);
