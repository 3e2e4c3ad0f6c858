/**
 * Folder completion for the browser's project picker (the web host has no
 * native dialog): `/home/me/pro` → directories in /home/me starting with `pro`.
 * Lists directory names only, never file contents.
 */
import fs from 'node:fs';
import path from 'node:path';

const MAX_ENTRIES = 100;

/** Directories completing `prefix` (absolute, or `~`-relative to `home`), each with a trailing '/'. */
export function completePath(prefix: string, home: string): string[] {
  let p = prefix.trim();
  if (p === '~' || p.startsWith('~/')) p = home + p.slice(1);
  if (!path.isAbsolute(p) || p.includes('\0')) return [];
  const dir = p.endsWith('/') ? p : path.dirname(p);
  const base = p.endsWith('/') ? '' : path.basename(p);
  let entries: fs.Dirent[];
  try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return []; }
  const out: string[] = [];
  for (const e of entries) {
    if (!e.name.startsWith(base)) continue;
    // Hidden folders only when asked for (`.cl` → `.claude/`).
    if (e.name.startsWith('.') && !base.startsWith('.')) continue;
    const full = path.join(dir, e.name);
    let isDir = e.isDirectory();
    if (e.isSymbolicLink()) { try { isDir = fs.statSync(full).isDirectory(); } catch { isDir = false; } }
    if (isDir) out.push(full + '/');
  }
  return out.sort((a, b) => a.localeCompare(b)).slice(0, MAX_ENTRIES);
}
