/**
 * Scan cost. (1) Exact port-call budget: per root one readDir + one realpath,
 * per skill folder one readFile, and no readDir/stat/lstat/realpath per skill
 * unless SKILL.md is missing or a link is involved. Time is measured by
 * `npm run bench` against the floors, never here.
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

const { createNodeFsPort } = await import('../../../src/node/fs/nodeFsPort');
const { getProfile } = await import('../../../src/shared/engine/profiles');
const { scanCatalog } = await import('../../../src/shared/engine/discovery');
const { createMemoryFs } = await import('../../support/memoryFs');

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
