/**
 * The node port's fast paths, each equal to the plain call it replaces:
 * - `readFileTransient`: the scan reads each SKILL.md into one reused buffer and
 *   decodes it at once. Each read gives exactly that file's bytes (never bytes left
 *   from a longer file read before), files over the buffer's limit get their own
 *   buffer, and a whole scan through it equals the scan through plain `readFile`.
 * - `exists`: answers as a `stat` that succeeds, for every kind of path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { readRegularFile } from '../../src/node/fs/safeRead';
import { getProfile, isFsError, type FsPort } from '../../src/shared/engine';
import { discoverPlugins } from '../../src/shared/engine/discovery/plugins';
import { scanProject } from '../../src/node/catalog/scanProject';
import { cleanupTemp, tempDir, writeSkill } from './helpers';

afterEach(() => cleanupTemp());

const bytesOf = (r: ReturnType<FsPort['readFile']>): Buffer => {
  if ('error' in r) throw new Error(r.error);
  return Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength);
};

describe('readFileTransient', () => {
  it('gives each file its own bytes, whatever was read before (long then short, empty, multi-byte)', () => {
    const d = tempDir('transient');
    const port = createNodeFsPort();
    fc.assert(fc.property(fc.array(fc.oneof(fc.string({ maxLength: 3000 }), fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 500 })), { minLength: 1, maxLength: 8 }), (texts) => {
      const files = texts.map((t, i) => { const p = path.join(d, `f${i}.md`); fs.writeFileSync(p, t); return p; });
      files.forEach((p, i) => {
        const r = port.readFileTransient!(p, 1 << 20);
        expect(bytesOf(r).toString('utf8')).toBe(texts[i]);
        expect(r).toMatchObject({ size: Buffer.byteLength(texts[i]!), truncated: false });
      });
    }), { numRuns: 60 });
  });

  it('reuses one buffer for small files and gives a file over 1 MiB its own', () => {
    const d = tempDir('transient');
    const a = path.join(d, 'a.md'); const b = path.join(d, 'b.md'); const big = path.join(d, 'big.md');
    fs.writeFileSync(a, 'first'); fs.writeFileSync(b, 'second'); fs.writeFileSync(big, 'x'.repeat((1 << 20) + 1));
    const ra = readRegularFile(a, 1 << 22, true).data;
    const rb = readRegularFile(b, 1 << 22, true).data;
    expect(ra.buffer).toBe(rb.buffer);
    expect(rb.toString()).toBe('second');
    const rbig = readRegularFile(big, 1 << 22, true).data;
    expect(rbig.buffer).not.toBe(rb.buffer);
    expect(rbig.length).toBe((1 << 20) + 1);
    // A plain read stays the caller's: later reads do not overwrite it.
    const kept = readRegularFile(a).data;
    readRegularFile(b, 1 << 22, true);
    readRegularFile(b);
    expect(kept.toString()).toBe('first');
  });

  it('a scan through it equals the scan through readFile (texts of many sizes, a bad UTF-8 file, a truncated one)', () => {
    const home = tempDir('transient-home');
    const project = tempDir('transient-project');
    const skills = path.join(project, '.claude/skills');
    for (let i = 0; i < 40; i++) {
      // Sizes go down then up, so a stale tail of a longer file would show in a shorter one.
      writeSkill(skills, `s${i}`, `Skill ${i} “quoted” ${'é'.repeat(i)}`, `Body ${i}\n${'line of text\n'.repeat((40 - i) * 20)}`);
    }
    fs.mkdirSync(path.join(skills, 'bad'));
    fs.writeFileSync(path.join(skills, 'bad/SKILL.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]));
    fs.mkdirSync(path.join(skills, 'huge'));
    fs.writeFileSync(path.join(skills, 'huge/SKILL.md'), `---\nname: huge\ndescription: big\n---\n${'word '.repeat(2_000_000)}`);
    const profile = getProfile('claude-code');
    const transient = createNodeFsPort();
    const plain: FsPort = { ...createNodeFsPort() };
    delete plain.readFileTransient;
    const config = { project, home, cwd: project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false };
    const a = scanProject(config, profile, { bundledDir: null, harness: null, port: transient }).catalog;
    const b = scanProject(config, profile, { bundledDir: null, harness: null, port: plain }).catalog;
    expect(a.skills.length).toBe(42);
    expect(a).toEqual(b);
  });
});

describe('exists', () => {
  it('answers as a stat that succeeds: file, folder, missing, links, a path through a file, a FIFO', () => {
    const d = tempDir('exists');
    const port = createNodeFsPort();
    fs.writeFileSync(path.join(d, 'file'), 'x');
    fs.mkdirSync(path.join(d, 'dir'));
    fs.symlinkSync(path.join(d, 'file'), path.join(d, 'to-file'));
    fs.symlinkSync(path.join(d, 'dir'), path.join(d, 'to-dir'));
    fs.symlinkSync(path.join(d, 'gone'), path.join(d, 'dangling'));
    fs.symlinkSync(path.join(d, 'loop-b'), path.join(d, 'loop-a'));
    fs.symlinkSync(path.join(d, 'loop-a'), path.join(d, 'loop-b'));
    const paths = ['file', 'dir', 'missing', 'to-file', 'to-dir', 'dangling', 'loop-a', 'file/below', 'dir/missing', ''].map((p) => path.join(d, p));
    for (const p of paths) expect([p, port.exists!(p)]).toEqual([p, !isFsError(port.stat(p))]);
  });

  it('plugin discovery finds the same skills-dir plugins with and without it', () => {
    const home = tempDir('exists-home');
    const project = tempDir('exists-project');
    const skills = path.join(project, '.claude/skills');
    writeSkill(skills, 'plain', 'A skill');
    fs.mkdirSync(path.join(skills, 'kit/.claude-plugin'), { recursive: true });
    fs.writeFileSync(path.join(skills, 'kit/.claude-plugin/plugin.json'), '{"name":"kit"}');
    // A folder with both is a skill, never a plugin.
    writeSkill(skills, 'both', 'Both');
    fs.mkdirSync(path.join(skills, 'both/.claude-plugin'));
    fs.writeFileSync(path.join(skills, 'both/.claude-plugin/plugin.json'), '{"name":"both"}');
    const config = { home, project, cwd: project, plugins: [] };
    const plain: FsPort = { ...createNodeFsPort() };
    delete plain.exists;
    const a = discoverPlugins(config, createNodeFsPort());
    expect(a.map((p) => p.name)).toContain('kit');
    expect(a.map((p) => p.name)).not.toContain('both');
    expect(a).toEqual(discoverPlugins(config, plain));
  });
});
