// Child process for tornWrites.test.ts (bundled with esbuild at test time):
// rewrites JSON files in DIR forever through the stores' own atomic writer
// (src/node/fs/atomicWrite.ts, temp files in DIR/.skill-studio-tmp), each
// version self-describing (see payload.cjs). Prints "ready" after its first
// complete write so the parent kills it while writes are in flight.
import fs from 'node:fs';
import path from 'node:path';
import { TEMP_DIR_NAME, writeAtomic } from '../../src/node/fs/atomicWrite';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { render, FILES } = require('./payload.cjs') as { render: (f: string, g: number) => string; FILES: string[] };

const dir = process.argv[2];
const gens = FILES.map((f) => {
  try { return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).gen as number; } catch { return 0; }
});

async function loop(): Promise<void> {
  let first = true;
  for (;;) {
    for (let i = 0; i < FILES.length; i++) {
      gens[i] += 1;
      await writeAtomic(path.join(dir, FILES[i]), render(FILES[i], gens[i]), { mode: 0o600, tempDir: path.join(dir, TEMP_DIR_NAME) });
      if (first) { first = false; process.stdout.write('ready\n'); }
    }
  }
}
loop().catch((e) => { process.stderr.write(String((e as Error)?.stack ?? e)); process.exit(1); });
