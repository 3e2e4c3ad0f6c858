#!/usr/bin/env node
// `npm run conformance`: bundle the suite (src/node/conformance/main.ts) with esbuild into
// out/conformance/conformance.cjs, build the CLI first when out/cli is missing, and run it
// with the arguments given (see main.ts: --versions, --only, --jobs, --keep, --list).
// Claude Code is fetched with `npm pack` into .cache/claude-code/ (gitignored).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'out/cli/skill-studio.cjs'))) {
  console.log('conformance: out/cli is missing, running npm run build');
  const b = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) { console.log('0 passed, 1 failed'); process.exit(1); }
}
const outfile = path.join(root, 'out/conformance/conformance.cjs');
await build({
  entryPoints: [path.join(root, 'src/node/conformance/main.ts')],
  bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile, logLevel: 'warning',
  // jsonc-parser's default (UMD) build does not survive bundling (as in scripts/build-cli.mjs).
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
});
const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
