// Child process for saveKill.test.ts (bundled with esbuild at test time):
// saves FILE again and again through main's own saveFileText (the path
// file.save takes), each version self-describing, with ROOT as the root whose
// `.skill-studio-tmp` holds the temp files. Prints "ready" after the first
// save so the parent kills it while saves are in flight.
import { saveFileText } from '../../src/node/files/textFile';
import { version } from './saveVersions';

const [file, root, startGen] = process.argv.slice(2);
async function loop(): Promise<void> {
  let gen = Number(startGen);
  let first = true;
  for (;;) {
    gen += 1;
    await saveFileText(file, version(gen), { root });
    if (first) { first = false; process.stdout.write('ready\n'); }
  }
}
loop().catch((e) => { process.stderr.write(String((e as Error)?.stack ?? e)); process.exit(1); });
