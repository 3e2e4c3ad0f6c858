#!/usr/bin/env node
// skill-studio CLI launcher: runs the esbuild bundle (npm run build:cli makes it).
'use strict';
const path = require('node:path');
const bundle = path.join(__dirname, '..', 'out', 'cli', 'skill-studio.cjs');
let cli;
try {
  cli = require(bundle);
} catch (e) {
  if (e && e.code === 'MODULE_NOT_FOUND' && String(e.message).includes('skill-studio.cjs')) {
    process.stderr.write('skill-studio: the CLI is not built yet; run `npm run build:cli`\n');
    process.exit(3);
  }
  throw e;
}
// runMain returns the exit code, or a Promise of it for the commands that read or write
// archives and run the matrix on a worker (matrix, pack, unpack, capture).
Promise.resolve(cli.runMain(process.argv.slice(2))).then((code) => { process.exitCode = code; });
