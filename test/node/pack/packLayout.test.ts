/**
 * Zip layout golden tests per target (issue 18). The expected archive listings
 * are written by hand from the rules docs/packaging.md cites: one top-level
 * folder named after the skill folder, SKILL.md directly in it, nothing of
 * `.git`, editor backups, temp files or OS junk; claude.ai also refuses a
 * plugin manifest, a second SKILL.md, more than 200 files and nested
 * archives; every target refuses secrets. The archive is read back with the
 * zip reader, so the test checks the bytes written, not the plan.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packSkill } from '../../../src/node/pack/packSkill';
import { openZip } from '../../../src/node/pack/zipIo';

let tmp: string;
const SKILL = '---\nname: pdf-forms\ndescription: Fills PDF forms. Use when the user gives a form to fill.\n---\nRead [the guide](references/guide.md) and run `scripts/fill.py`.\n';

function tree(files: Record<string, string>): string {
  const dir = path.join(tmp, 'pdf-forms');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

async function names(zipFile: string): Promise<string[]> {
  const z = await openZip(zipFile, 10_000);
  try { return z.entries.map((e) => Buffer.from(e.rawName).toString('utf8')); } finally { z.close(); }
}

beforeEach(() => { tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pack-layout-'))); });
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const FOLDER = {
  'SKILL.md': SKILL,
  'references/guide.md': '# Guide\n',
  'scripts/fill.py': 'print(1)\n',
  '.env.example': 'TOKEN=\n',
  '.git/config': '[core]\n',
  '.git/HEAD': 'ref: refs/heads/main\n',
  'notes.md~': 'backup',
  '.SKILL.md.swp': 'swap',
  'draft.tmp': 'tmp',
  '.DS_Store': 'junk',
  'scripts/__pycache__/fill.cpython-312.pyc': 'x',
};

describe('pack layouts', () => {
  for (const target of ['claude-ai', 'plain'] as const) {
    it(`${target}: one top folder, SKILL.md in it, junk left out`, async () => {
      const dir = tree(FOLDER);
      const out = path.join(tmp, 'out.zip');
      const r = await packSkill(dir, { out, target });
      expect(r.plan.diagnostics).toEqual([]);
      expect((await names(out)).sort()).toEqual([
        'pdf-forms/.env.example',
        'pdf-forms/SKILL.md',
        'pdf-forms/references/guide.md',
        'pdf-forms/scripts/fill.py',
      ]);
      expect(r.plan.excluded.map((e) => `${e.rel}:${e.reason}`).sort()).toEqual([
        '.DS_Store:os-junk', '.SKILL.md.swp:backup', '.git:vcs', 'draft.tmp:temp', 'notes.md~:backup', 'scripts/__pycache__:temp',
      ]);
    });
  }

  it('packing twice gives the same bytes (fixed timestamps, sorted entries)', async () => {
    const dir = tree(FOLDER);
    await packSkill(dir, { out: path.join(tmp, 'a.zip'), target: 'claude-ai' });
    await packSkill(dir, { out: path.join(tmp, 'b.zip'), target: 'claude-ai' });
    expect(fs.readFileSync(path.join(tmp, 'a.zip')).equals(fs.readFileSync(path.join(tmp, 'b.zip')))).toBe(true);
  });

  it('a plugin manifest and a second SKILL.md: refused for claude-ai, kept for plain', async () => {
    const dir = tree({ 'SKILL.md': SKILL, 'references/guide.md': 'g', '.claude-plugin/plugin.json': '{"name":"x"}', 'examples/demo/SKILL.md': '---\ndescription: d\n---\n' });
    const ai = await packSkill(dir, { out: path.join(tmp, 'ai.zip'), target: 'claude-ai' });
    expect(ai.plan.diagnostics.map((d) => d.code).sort()).toEqual(['pack-nested-skill-md', 'pack-plugin-manifest']);
    expect(ai.out).toBeNull();
    expect(fs.existsSync(path.join(tmp, 'ai.zip'))).toBe(false);
    const plain = await packSkill(dir, { out: path.join(tmp, 'plain.zip'), target: 'plain' });
    expect(plain.plan.ok).toBe(true);
    expect((await names(path.join(tmp, 'plain.zip'))).sort()).toEqual(['pdf-forms/.claude-plugin/plugin.json', 'pdf-forms/SKILL.md', 'pdf-forms/examples/demo/SKILL.md', 'pdf-forms/references/guide.md']);
  });

  it('claude-ai: more than 200 files, a nested zip, a reserved word in the name', async () => {
    const files: Record<string, string> = { 'SKILL.md': SKILL.replace('name: pdf-forms', 'name: claude-pdf'), 'data/bundle.zip': 'PK', 'references/guide.md': 'g' };
    for (let i = 0; i < 199; i++) files[`data/f${i}.txt`] = String(i);
    const r = await packSkill(tree(files), { out: path.join(tmp, 'x.zip'), target: 'claude-ai' });
    expect(r.plan.diagnostics.map((d) => d.code).sort()).toEqual(['pack-name-invalid', 'pack-nested-archive', 'pack-too-many-files']);
    expect(r.plan.diagnostics.find((d) => d.code === 'pack-name-invalid')?.range).toEqual({ line: 2, column: 7, endLine: 2, endColumn: 17 });
  });

  for (const secret of ['.env', '.env.local', 'config/id_rsa', 'certs/server.pem', '.npmrc']) {
    it(`refuses a secret: ${secret}`, async () => {
      const r = await packSkill(tree({ 'SKILL.md': SKILL, 'references/guide.md': 'g', [secret]: 'SECRET=1' }), { out: path.join(tmp, 's.zip'), target: 'plain' });
      expect(r.plan.diagnostics.map((d) => [d.code, d.path])).toEqual([['pack-secret-refused', secret]]);
      expect(fs.existsSync(path.join(tmp, 's.zip'))).toBe(false);
    });
  }

  it('links to files outside the folder are reported; symbolic links are not packed', async () => {
    const dir = tree({ 'SKILL.md': `${SKILL}See [shared](../shared/style.md).\n`, 'references/guide.md': 'g' });
    fs.symlinkSync('/etc/passwd', path.join(dir, 'passwd'));
    const r = await packSkill(dir, { out: path.join(tmp, 'l.zip'), target: 'plain' });
    expect(r.plan.diagnostics.map((d) => d.code)).toEqual(['pack-symlink-skipped', 'pack-reference-outside']);
    expect((await names(path.join(tmp, 'l.zip'))).sort()).toEqual(['pdf-forms/SKILL.md', 'pdf-forms/references/guide.md']);
  });

  it('no SKILL.md: nothing written', async () => {
    const r = await packSkill(tree({ 'README.md': 'x' }), { out: path.join(tmp, 'n.zip'), target: 'plain' });
    expect(r.plan.diagnostics.map((d) => d.code)).toEqual(['pack-no-skill-md']);
    expect(fs.existsSync(path.join(tmp, 'n.zip'))).toBe(false);
  });
});
