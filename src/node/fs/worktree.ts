/**
 * Lists the working tree for codebot's `paths` activation (a skill is active
 * when the tree has a matching file). Bounded so a huge folder cannot stall a scan.
 */
import fs from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['.git', 'node_modules', '.hg', '.svn']);

/** Relative '/'-separated file paths under `root`, at most `limit`. */
export function listWorktree(root: string, limit = 20_000): string[] {
  const out: string[] = [];
  const stack = [''];
  while (stack.length && out.length < limit) {
    const rel = stack.pop()!;
    let entries: fs.Dirent[];
    try { entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true }); } catch { continue; }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) { if (!SKIP.has(e.name)) stack.push(r); } else if (e.isFile()) out.push(r);
      if (out.length >= limit) break;
    }
  }
  return out;
}
