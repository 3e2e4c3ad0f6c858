/**
 * Scan cost. (1) Exact port-call budget: per root one readDir + one realpath,
 * per skill folder one readFile, and no readDir/stat/lstat/realpath per skill
 * unless SKILL.md is missing or a link is involved. (2) Time on a real disk (CPU time, see below): discovery's
 * own cost (parse replaced by a trivial stub, so the parser's cost is measured
 * elsewhere) is at most 2× a plain readdirSync + readFileSync walk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/shared/engine/parse', () => ({
  parseSkillText: (text: string) => ({
    hasFrontmatter: false, frontmatterText: '', data: {}, yamlState: 'none', body: text, bodyOffset: 0, keys: {}, diagnostics: [],
    fields: { description: text.slice(0, 10), descriptionSource: 'body', arguments: [], disableModelInvocation: false, userInvocable: true, allowedTools: [], disallowedTools: [], context: 'inline', paths: [] },
  }),
}));

const { createNodeFsPort } = await import('../../../src/main/services/nodeFsPort');
const { getProfile } = await import('../../../src/shared/engine/profiles');
const { scanCatalog } = await import('../../../src/shared/engine/discovery');
const { createMemoryFs } = await import('../../../src/shared/engine/testing/memoryFs');

const cc = getProfile('claude-code');

describe('port calls per scan', () => {
  it('2 roots × 500 plain skill folders: 2 readDir, 1,000 readFile, 2 realpath, 0 stat/lstat', () => {
    const tree: Record<string, string> = {};
    for (const r of ['/a', '/b']) for (let i = 0; i < 500; i++) tree[`${r}/s${i}/SKILL.md`] = 'x';
    const mfs = createMemoryFs(tree);
    const c = scanCatalog(mfs, [{ scope: 'user', path: '/a', layout: 'skill-dirs' }, { scope: 'project', path: '/b', layout: 'skill-dirs' }], cc);
    expect(c.skills).toHaveLength(1000);
    expect(mfs.calls).toEqual({ readDir: 2, readFile: 1000, realpath: 2, stat: 0, lstat: 0 });
  });

  it('a linked skill folder costs one stat and one realpath more', () => {
    const mfs = createMemoryFs({ '/real/s/SKILL.md': 'x', '/a/s': { symlink: '/real/s' }, '/a/t/SKILL.md': 'y' });
    scanCatalog(mfs, [{ scope: 'user', path: '/a', layout: 'skill-dirs' }], cc);
    expect(mfs.calls).toEqual({ readDir: 1, readFile: 2, realpath: 2, stat: 1, lstat: 0 });
  });

  it('a folder without SKILL.md is listed once to look for look-alikes', () => {
    const mfs = createMemoryFs({ '/a/empty/notes.txt': 'x' });
    scanCatalog(mfs, [{ scope: 'user', path: '/a', layout: 'skill-dirs' }], cc);
    expect(mfs.calls).toEqual({ readDir: 2, readFile: 1, realpath: 1, stat: 0, lstat: 0 });
  });
});

describe('wall clock on a real disk', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-perf-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const body = 'Body line with ünïcode and `code`.\n'.repeat(150);
  const roots = ['home/.claude/skills', 'proj/.claude/skills'].map((r) => path.join(tmp, r));
  for (const [i, root] of roots.entries()) {
    for (let k = 0; k < 1000; k++) {
      const d = path.join(root, `skill-${i}-${k}`);
      fs.mkdirSync(d, { recursive: true });
      fs.writeFileSync(path.join(d, 'SKILL.md'), `---\nname: skill-${i}-${k}\ndescription: Thing ${k}.\n---\n${body}`);
      if (k % 3 === 0) fs.mkdirSync(path.join(d, 'references'));
    }
  }
  // CPU time (user + system) of this process: far less disturbed than wall time when other
  // test files or engineers load the machine, and it still counts every syscall.
  const cpu = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const floor = (): number => {
    const t0 = cpu();
    const texts: string[] = [];
    for (const root of roots) {
      for (const e of fs.readdirSync(root, { withFileTypes: true })) {
        if (e.isDirectory() || e.isSymbolicLink()) try { texts.push(fs.readFileSync(path.join(root, e.name, 'SKILL.md'), 'utf8')); } catch { /* missing */ }
      }
    }
    return cpu() - t0;
  };
  const port = createNodeFsPort();
  const specs = roots.map((p, i) => ({ scope: i ? 'project' as const : 'user' as const, path: p, layout: 'skill-dirs' as const }));
  const scan = (): number => {
    const t0 = cpu();
    const c = scanCatalog(port, specs, cc);
    const t = cpu() - t0;
    expect(c.skills).toHaveLength(2000);
    return t;
  };

  it('2,000 skills: discovery (parse stubbed) ≤ 2× the readdirSync + readFileSync floor in CPU time (best of 7, interleaved)', () => {
    const f: number[] = [];
    const s: number[] = [];
    for (let i = 0; i < 7; i++) { f.push(floor()); s.push(scan()); }
    const ratio = Math.min(...s) / Math.min(...f);
    expect(ratio).toBeLessThanOrEqual(2);
  }, 120_000);
});
