/**
 * The packaging commands of the built CLI (out/cli/skill-studio.cjs) as child
 * processes: exit codes (0 done, 1 refused, 2 usage), --json shapes, the
 * asynchronous exit code of pack/unpack, plugin validate/init/schema.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const bundle = path.join(repo, 'out/cli/skill-studio.cjs');
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-cli-pack-')));
const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [bundle, ...args], { cwd: tmp, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'pipe' });
  fs.mkdirSync(path.join(tmp, 'src/greet'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'src/greet/SKILL.md'), '---\nname: greet\ndescription: Greets. Use when asked.\n---\nHi\n');
  fs.mkdirSync(path.join(tmp, 'skills'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('skill-studio pack / unpack / plugin', () => {
  it('pack, unpack, clash: cancel exits 1, rename exits 0', () => {
    const p = cli(['pack', 'src/greet', '--out', 'greet.zip', '--json']);
    expect(p.code).toBe(0);
    expect(JSON.parse(p.out)).toMatchObject({ ok: true, target: 'claude-ai', files: [{ archivePath: 'greet/SKILL.md' }] });
    expect(cli(['unpack', 'greet.zip', '--into', 'skills']).code).toBe(0);
    const again = cli(['unpack', 'greet.zip', '--into', 'skills', '--json']);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.out)).toMatchObject({ outcome: 'cancelled', clash: true, renameTo: 'greet-2' });
    expect(cli(['unpack', 'greet.zip', '--into', 'skills', '--on-clash', 'rename']).code).toBe(0);
    expect(fs.readdirSync(path.join(tmp, 'skills')).sort()).toEqual(['greet', 'greet-2']);
  });
  it('pack refuses a secret with exit 1 and writes nothing', () => {
    fs.writeFileSync(path.join(tmp, 'src/greet/.env'), 'KEY=1');
    const r = cli(['pack', 'src/greet', '--out', 'secret.zip']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('pack-secret-refused');
    expect(fs.existsSync(path.join(tmp, 'secret.zip'))).toBe(false);
    fs.rmSync(path.join(tmp, 'src/greet/.env'));
  });
  it('plugin init, validate (0), a broken manifest (1), schema', () => {
    expect(cli(['plugin', 'init', 'pl', '--name', 'pl']).code).toBe(0);
    expect(cli(['plugin', 'validate', 'pl']).code).toBe(0);
    fs.writeFileSync(path.join(tmp, 'pl/.claude-plugin/plugin.json'), '{"name":"p l"}');
    const bad = cli(['plugin', 'validate', 'pl', '--json']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out).diagnostics.map((d: { code: string }) => d.code)).toEqual(['manifest-schema']);
    expect(JSON.parse(cli(['plugin', 'schema', 'marketplace']).out).required.sort()).toEqual(['name', 'owner', 'plugins']);
  });
  it('usage errors exit 2', () => {
    expect(cli(['pack']).code).toBe(2);
    expect(cli(['unpack', 'x.zip']).code).toBe(2);
    expect(cli(['plugin', 'frob', 'x']).code).toBe(2);
    expect(cli(['pack', 'src/greet', '--target', 'nope']).code).toBe(2);
    expect(cli(['pack', 'src/greet', '--into', 'x']).code).toBe(2);
  });
});
