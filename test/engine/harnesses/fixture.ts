/**
 * Golden-test support for the harness profiles (issue 17): copy a fixture of
 * test/harnesses/<id>/ into a temporary folder (the probe does the same and
 * runs `git init` in the project, so the project gets a `.git` here too), scan
 * it with the real file system under a profile, and turn `<PROJ>`/`<HOME>` in
 * the hand-written expected.json into the copy's paths.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNodeFsPort } from '../../../src/node/fs/nodeFsPort';
import { getProfile } from '../../../src/shared/engine/profiles';
import { resolveRoots, scanCatalog } from '../../../src/shared/engine/discovery';
import { renderListing } from '../../../src/shared/engine/listing';
import { simulateInvocation } from '../../../src/shared/engine/invoke';
import type { InvocationRequest, ListingOptions, ProfileId } from '../../../src/shared/engine/types';

const repo = path.resolve(__dirname, '../../..');

/** expected.json of a harness. */
export function expectedOf(id: string): any {
  return JSON.parse(fs.readFileSync(path.join(repo, 'test/harnesses', id, 'expected.json'), 'utf8'));
}

/** A scanned copy of `test/harnesses/<id>/<sub>` under profile `pid`. */
export function scanFixture(id: string, pid: ProfileId, opts: { sub?: string; cwd?: string } = {}) {
  const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `golden-${id}-`)));
  const home = path.join(work, 'home');
  const project = path.join(work, 'project');
  for (const d of ['home', 'project']) {
    const src = path.join(repo, 'test/harnesses', id, opts.sub ?? 'input', d);
    if (fs.existsSync(src)) fs.cpSync(src, path.join(work, d), { recursive: true, verbatimSymlinks: true });
    else fs.mkdirSync(path.join(work, d), { recursive: true });
  }
  fs.mkdirSync(path.join(project, '.git'));
  const cwd = opts.cwd ? path.join(project, opts.cwd) : project;
  const port = createNodeFsPort();
  const profile = getProfile(pid);
  const roots = resolveRoots({ home, project, cwd, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false }, profile, { bundledDir: null, port });
  const catalog = scanCatalog(port, roots, profile, { cwd });
  /** `<PROJ>` and `<HOME>` of expected values as this copy's paths. */
  const paths = (s: string): string => s.replaceAll('<PROJ>', project).replaceAll('<HOME>', home);
  const listing = (o: ListingOptions = {}) => renderListing(catalog, profile, o);
  const read = (p: string): string | null => { try { return fs.readFileSync(p, 'utf8'); } catch { return null; } };
  const listDir = (p: string) => { try { return fs.readdirSync(p, { withFileTypes: true }).map((e) => ({ name: e.name, dir: e.isDirectory() })); } catch { return null; } };
  const invoke = (request: InvocationRequest) => simulateInvocation(catalog, request, profile, read, (p) => fs.existsSync(p), listDir);
  const cleanup = () => fs.rmSync(work, { recursive: true, force: true });
  return { work, home, project, cwd, profile, roots, catalog, listing, invoke, paths, cleanup };
}

/**
 * Codex listing lines with `rN/` aliases replaced by the root each names in
 * `table` (`- \`rN\` = \`ROOT\`` lines): the engine does not hold Codex's own
 * system skills, so its aliases are numbered without the `.system` root.
 */
export function unalias(lines: string[], table: string[]): string[] {
  const roots = new Map(table.map((l) => /^- `(r\d+)` = `(.*)`$/.exec(l)!).map((m) => [m[1], m[2]] as const));
  return lines.map((l) => l.replace(/\(file: (r\d+)\/(.*)\)$/, (_, r: string, rest: string) => `(file: ${roots.get(r)}/${rest})`));
}
