/**
 * Each real folder watched once. With `followSymlinks` chokidar walks a link
 * back into its own tree (`self -> .`, `a/root -> <root>`) again and again,
 * `root/self/self/self/...` down to the depth limit, and reports every link
 * loop it cannot resolve (`x -> y -> x`) as an ELOOP error. `RealFolders`
 * is chokidar's `ignored` filter for that: a folder whose real path is
 * already watched under another path is skipped (remembered as an alias, so
 * changes under the real path can be reported under the linked path too when
 * the link does not point into its own ancestors), and a link that cannot be
 * resolved (a loop, dangling) is skipped.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Real-path dedupe of watched folders (see module comment); `reset` before each (re)build of the watch set. */
export class RealFolders {
  /** Real path → the path it is watched under. */
  private readonly owner = new Map<string, string>();
  /** Linked paths skipped because their folder is watched elsewhere: [alias, watched path], outside loops only. */
  private readonly aliasList: [string, string][] = [];

  /** Forget everything (a new watch set). */
  reset(): void { this.owner.clear(); this.aliasList.length = 0; }

  /** True when chokidar should skip `p` (see module comment). `stats` may be chokidar's (following links) or absent. */
  skip(p: string, stats?: fs.Stats): boolean {
    let st = stats;
    if (!st) { try { st = fs.lstatSync(p); } catch { return false; } }
    if (!st.isDirectory() && !st.isSymbolicLink()) return false;
    let real: string;
    try { real = fs.realpathSync.native(p); } catch { return true; } // a link loop or a dangling link: nothing to watch
    if (st.isSymbolicLink()) {
      try { if (!fs.statSync(real).isDirectory()) return false; } catch { return true; }
    }
    const abs = path.resolve(p);
    const watched = this.owner.get(real);
    if (watched === undefined) { this.owner.set(real, abs); return false; }
    if (watched === abs) return false;
    // A link into its own ancestors (a loop) has no finite alias; any other link does.
    const loop = abs === real || abs.startsWith(`${real}${path.sep}`);
    if (!loop && !this.aliasList.some(([a]) => a === abs)) this.aliasList.push([abs, watched]);
    return true;
  }

  /** The other paths (through skipped links) an event at `p` also concerns. */
  aliases(p: string): string[] {
    const out: string[] = [];
    for (const [alias, watched] of this.aliasList) {
      if (p === watched || p.startsWith(`${watched}${path.sep}`)) out.push(alias + p.slice(watched.length));
    }
    return out;
  }
}
