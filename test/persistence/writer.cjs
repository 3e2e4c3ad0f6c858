// Child process for torn-writes.test.ts: rewrites JSON files in DIR forever,
// atomically with write-file-atomic (as the main process's stores do), each
// version self-describing (see render()). Prints "ready" after its first
// complete write so the parent kills it while writes are in flight.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const writeFileAtomic = require('write-file-atomic');
const { render, FILES } = require('./payload.cjs');

const dir = process.argv[2];
const gens = FILES.map((f) => {
  try { return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).gen; } catch { return 0; }
});

async function loop() {
  let first = true;
  for (;;) {
    for (let i = 0; i < FILES.length; i++) {
      gens[i] += 1;
      await writeFileAtomic(path.join(dir, FILES[i]), render(FILES[i], gens[i]));
      if (first) { first = false; process.stdout.write('ready\n'); }
    }
  }
}
loop().catch((e) => { process.stderr.write(String(e && e.stack || e)); process.exit(1); });
