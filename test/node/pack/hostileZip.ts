/**
 * A tiny zip writer for hostile test archives: names as raw bytes (`../x`,
 * absolute, non-UTF-8), symbolic-link modes, duplicate entries and lying
 * sizes, which no well-behaved zip library lets one write (yazl refuses
 * them). Format: PKWARE APPNOTE 4.3.7 (local header), 4.3.12 (central
 * directory), 4.3.16 (end of central directory); deflate via node:zlib.
 */
import zlib from 'node:zlib';

export interface HostileEntry {
  name: string | Buffer;
  data?: Buffer | string;
  /** Unix mode put in the external attributes (default a regular file 0644; 0o120777 = symlink). */
  mode?: number;
  deflate?: boolean;
  /** Declared uncompressed size (default the real one). */
  declaredSize?: number;
  /** Set the UTF-8 name flag (bit 11); default true for string names. */
  utf8?: boolean;
}

/** The bytes of a zip holding `entries` in order. */
export function hostileZip(entries: HostileEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = typeof e.name === 'string' ? Buffer.from(e.name, 'utf8') : e.name;
    const raw = typeof e.data === 'string' ? Buffer.from(e.data) : e.data ?? Buffer.alloc(0);
    const body = e.deflate ? zlib.deflateRawSync(raw) : raw;
    const crc = zlib.crc32(raw);
    const flags = (e.utf8 ?? typeof e.name === 'string') ? 0x0800 : 0;
    const method = e.deflate ? 8 : 0;
    const size = e.declaredSize ?? raw.length;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0); lh.writeUInt16LE(20, 4); lh.writeUInt16LE(flags, 6); lh.writeUInt16LE(method, 8);
    lh.writeUInt32LE(0, 10); lh.writeUInt32LE(crc, 14); lh.writeUInt32LE(body.length, 18); lh.writeUInt32LE(size, 22);
    lh.writeUInt16LE(name.length, 26); lh.writeUInt16LE(0, 28);
    locals.push(lh, name, body);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0); ch.writeUInt16LE((3 << 8) | 20, 4); ch.writeUInt16LE(20, 6); ch.writeUInt16LE(flags, 8);
    ch.writeUInt16LE(method, 10); ch.writeUInt32LE(0, 12); ch.writeUInt32LE(crc, 16); ch.writeUInt32LE(body.length, 20);
    ch.writeUInt32LE(size, 24); ch.writeUInt16LE(name.length, 28); ch.writeUInt16LE(0, 30); ch.writeUInt16LE(0, 32);
    ch.writeUInt16LE(0, 34); ch.writeUInt16LE(0, 36); ch.writeUInt32LE(((e.mode ?? 0o100644) << 16) >>> 0, 38); ch.writeUInt32LE(offset, 42);
    centrals.push(ch, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
