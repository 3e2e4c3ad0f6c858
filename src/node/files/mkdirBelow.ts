/**
 * Creating the folders a new file needs, never more: only below a folder the
 * user configured (the project, home, an `--add-dir`, `--skills-dir` or
 * `--plugin` folder) that holds the root, and only when that folder exists.
 * A typo'd `--project /typo` or a project folder deleted meanwhile is never
 * recreated by New skill or by saving a recreated file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../app/errors';
import { isInside } from './writeGuard';

/** The nearest existing ancestor of `p` (or `p`). */
function nearestExisting(p: string): string {
  let cur = path.resolve(p);
  while (!fs.existsSync(cur)) {
    const up = path.dirname(cur);
    if (up === cur) return cur;
    cur = up;
  }
  return cur;
}

/**
 * Make `dir` (recursively) when it is missing. Allowed when the part that
 * exists is inside `root`, or inside the configured folder the root belongs
 * to (the longest of `bases` holding it); otherwise throw ApiError
 * `folder-missing` (404) and create nothing.
 */
export function mkdirBelow(dir: string, root: string, bases: string[]): void {
  if (fs.existsSync(dir)) return;
  const have = nearestExisting(dir);
  const r = path.resolve(root);
  const owner = bases.map((b) => path.resolve(b)).filter((b) => isInside(b, r)).sort((a, b) => b.length - a.length)[0];
  if (!isInside(r, have) && !(owner !== undefined && isInside(owner, have))) {
    const missing = owner !== undefined && !fs.existsSync(owner) ? owner : r;
    throw new ApiError('folder-missing', `refused to create ${dir}: ${missing} does not exist, and Skill Studio never creates a project or configured folder`, 404);
  }
  fs.mkdirSync(dir, { recursive: true });
}
