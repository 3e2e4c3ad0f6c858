/**
 * Zip I/O for packaging, over yazl (write) and yauzl (read), both by the same
 * maintainer and built for this: yauzl reads the central directory lazily
 * (an archive of a million entries is refused after the first few thousand),
 * gives raw name bytes (`decodeStrings: false`, so our own rules judge every
 * name, src/shared/pack/unpackRules.ts), the external attributes (symbolic
 * links), and checks each entry's inflated bytes against its declared size
 * (`validateEntrySizes`), so a lying header cannot smuggle a bomb. fflate was
 * the other candidate: it is synchronous but exposes no external attributes
 * when reading.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import type { ArchiveEntry } from '../../shared/pack';

/** A fixed timestamp for every entry, so packing the same folder twice gives the same bytes. */
const FIXED_MTIME = new Date(Date.UTC(2020, 0, 1));

/**
 * Write `files` (absolute source → archive path) to `outFile` as a zip:
 * written to a temp file beside it, then renamed, so a failed pack leaves no
 * half archive and an existing file is replaced whole.
 */
export async function writeZip(outFile: string, files: Array<{ source: string; archivePath: string }>): Promise<number> {
  const zip = new yazl.ZipFile();
  for (const f of files) zip.addBuffer(fs.readFileSync(f.source), f.archivePath, { mtime: FIXED_MTIME, mode: 0o100644, compress: true });
  zip.end();
  const tmp = path.join(path.dirname(outFile), `.${path.basename(outFile)}.skill-studio-tmp-${process.pid}-${Date.now()}`);
  try {
    await pipeline(zip.outputStream, fs.createWriteStream(tmp, { flags: 'wx' }));
    fs.renameSync(tmp, outFile);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  return fs.statSync(outFile).size;
}

/** An open archive: its entries (central directory) and a way to read one entry's bytes. */
export interface OpenArchive {
  entries: ArchiveEntry[];
  /** Stream entry `index` into `sink`; rejects when more than `maxBytes` come out or the size does not match the header. */
  read(index: number, maxBytes: number, sink: (chunk: Buffer) => void): Promise<number>;
  close(): void;
}

/** Open `file` and list at most `maxEntries + 1` entries (one more tells the caller there were too many). */
export function openZip(file: string, maxEntries: number): Promise<OpenArchive> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (err, zf) => {
      if (err || !zf) { reject(err ?? new Error('cannot open')); return; }
      const entries: ArchiveEntry[] = [];
      const raw: yauzl.Entry[] = [];
      const done = () => resolve({
        entries,
        read: (index, maxBytes, sink) => readEntry(zf, raw[index], maxBytes, sink),
        close: () => zf.close(),
      });
      zf.on('error', (e) => reject(e));
      zf.on('end', done);
      zf.on('entry', (e: yauzl.Entry) => {
        raw.push(e);
        entries.push({
          index: entries.length,
          rawName: new Uint8Array(e.fileName as unknown as Buffer),
          unixMode: (e.externalFileAttributes >>> 16) & 0xffff,
          compressedSize: e.compressedSize,
          uncompressedSize: e.uncompressedSize,
        });
        if (entries.length > maxEntries) { done(); return; }
        zf.readEntry();
      });
      zf.readEntry();
    });
  });
}

function readEntry(zf: yauzl.ZipFile, e: yauzl.Entry | undefined, maxBytes: number, sink: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    if (!e) { reject(new Error('no such entry')); return; }
    zf.openReadStream(e, (err, stream) => {
      if (err || !stream) { reject(err ?? new Error('cannot read entry')); return; }
      let n = 0;
      const out = new Writable({
        write(chunk: Buffer, _enc, cb) {
          n += chunk.length;
          if (n > maxBytes) { cb(new Error(`more than ${maxBytes} bytes`)); return; }
          sink(chunk);
          cb();
        },
      });
      pipeline(stream, out).then(() => resolve(n), reject);
    });
  });
}
