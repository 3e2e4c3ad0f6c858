#!/usr/bin/env node
// Compare `skill-studio plugin validate` with the real `claude plugin validate --json` (2.1.332,
// from .cache/claude-code, fetched by `npm run conformance`), offline. Prints one line per case
// and `N passed, N failed`; exit 1 on any difference. See src/node/conformance/pluginValidate.ts.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = process.env.CLAUDE_CODE_CACHE ?? path.join(root, '.cache/claude-code');
const bin = path.join(cache, '2.1.332', `${process.platform}-${process.arch}`, 'package', process.platform === 'win32' ? 'claude.exe' : 'claude');
if (!fs.existsSync(bin)) { console.log(`plugin-validate: ${bin} is missing (run npm run conformance once); skipped`); process.exit(0); }
const outfile = path.join(root, 'out/conformance/plugin-validate.cjs');
await build({ entryPoints: [path.join(root, 'src/node/conformance/pluginValidate.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile, logLevel: 'warning', alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' } });
const { runPluginValidateGroup } = createRequire(import.meta.url)(outfile);
const results = runPluginValidateGroup([bin]);
let passed = 0; let failed = 0;
for (const r of results) {
  if (r.same) passed++; else failed++;
  console.log(`${r.same ? 'same' : 'DIFF'}  ${r.id.padEnd(30)} claude ${r.real.ok ? 'pass' : 'fail'} [${r.real.fields.join(', ')}]  ours ${r.ours.ok ? 'pass' : 'fail'} [${r.ours.fields.join(', ')}]${r.note ? `  (${r.note})` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
