/**
 * Reading Claude Code's bundled skills out of its cli.js (src/node/claude/bundledSkills.ts,
 * installBundled.ts). The fixture test/node/fixtures/fake-claude-code/cli.js is written by
 * hand with invented names; the real 2.1.112 package is read where the conformance cache
 * holds it (`npm run conformance` fetches it), and its listed entries are checked against
 * the lengths measured in the real client's listing (2026-12-02, empty project and home).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { definitionsIn, listedFrom, readBundledSkills, type BundledRead } from '../../src/node/claude/bundledSkills';
import { findClaudeEntry, installBundled, listedSkillText, resolveBundledSource, UNKNOWN_BUNDLED_NOTE } from '../../src/node/claude/installBundled';
import { storeCapturedBundled } from '../../src/node/claude/capturedBundled';
import { scanProject } from '../../src/node/catalog/scanProject';
import { getProfile, renderListing, simulateInvocation } from '../../src/shared/engine';

const fixture = path.join(__dirname, 'fixtures', 'fake-claude-code', 'cli.js');
const repo = path.resolve(__dirname, '../..');
const real = path.join(process.env.CLAUDE_CODE_CACHE ?? path.join(repo, '.cache', 'claude-code'), '2.1.112', 'node', 'package', 'cli.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bundled-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A measured list for the fixture's version (invented, like the fixture). */
const MEASURED = { '9.9.9': { source: 'fixture list', names: ['tide-clock', 'fence-painter', 'kettle', 'teapot'], choice: { 'tide-clock': 1 } } };

describe('readBundledSkills on the hand-written fixture', () => {
  const r = readBundledSkills(fixture, MEASURED);
  it('finds every register call and built-in literal, in source order, with constant values resolved', () => {
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.version).toBe('9.9.9');
    expect(r.definitions.map((d) => [d.kind, d.name])).toEqual([
      ['bundled', 'fence-painter'], ['bundled', 'moon-counter'], ['bundled', 'tide-clock'], ['bundled', 'dynamic-one'],
      ['builtin', 'kettle'], ['builtin', 'teapot'],
    ]);
    const by = Object.fromEntries(r.definitions.map((d) => [d.name, d]));
    // partA + partB + template, bound by assignment inside a function.
    expect(by['fence-painter'].descriptions).toEqual(['Paint the fence in two coats (invented).']);
    expect(by['fence-painter'].whenToUse).toEqual(['When a fence needs paint.']);
    expect(by['moon-counter'].gates).toEqual(['isEnabled']);
    expect(by['tide-clock'].descriptions).toEqual(['Tide clock, gated form.', 'Tide clock, plain form.']);
    expect(by['tide-clock'].whenToUse).toEqual(['Use when "tides" matter.']);
    expect(by['dynamic-one']).toMatchObject({ descriptions: [], unresolved: ['description'] });
    expect(by.teapot.descriptions).toEqual(['Brew an invented tea']);
    // The text of a string literal is never taken for code; a user-source object is not built in.
    expect(r.definitions.some((d) => d.name === 'in-a-string' || d.name === 'user-thing')).toBe(false);
  });

  it('the measured list decides what is listed, in its order, with the getter choice', () => {
    if (!r.ok) throw new Error('unreadable');
    expect(r.listed).toEqual([
      { name: 'tide-clock', kind: 'bundled', description: 'Tide clock, plain form.', whenToUse: 'Use when "tides" matter.' },
      { name: 'fence-painter', kind: 'bundled', description: 'Paint the fence in two coats (invented).', whenToUse: 'When a fence needs paint.' },
      { name: 'kettle', kind: 'builtin', description: 'Boil invented water' },
      { name: 'teapot', kind: 'builtin', description: 'Brew an invented tea' },
    ]);
    expect(r.listedSource).toBe('fixture list');
  });

  it('an unmeasured version: definitions known, listed unknown; a measured name without a readable text is a problem', () => {
    if (!r.ok) throw new Error('unreadable');
    const none = listedFrom(r.definitions, '1.0.0', MEASURED);
    expect(none.listed).toBeNull();
    expect(none.source).toMatch(/no measured list for Claude Code 1\.0\.0/);
    const odd = listedFrom(r.definitions, '9.9.9', { '9.9.9': { source: 's', names: ['dynamic-one', 'kettle'], choice: {} } });
    expect(odd.listed?.map((e) => e.name)).toEqual(['kettle']);
    expect(odd.problems).toEqual(['dynamic-one: listed by 9.9.9 but its description is not readable in this file']);
  });
});

describe('readBundledSkills never throws', () => {
  const write = (name: string, data: string | Buffer) => { const p = path.join(tmp, name); fs.writeFileSync(p, data); return p; };
  it.each<[string, () => string, string]>([
    ['missing', () => path.join(tmp, 'nope.js'), 'missing'],
    ['a folder', () => tmp, 'missing'],
    ['a native build', () => write('claude', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2])), 'not-javascript'],
    ['not JavaScript', () => write('bad.js', 'function ( {'), 'unparsable'],
    ['JavaScript without a register function', () => write('plain.js', 'var a = { name: "x", description: "y" }; f({ name: "z" });'), 'no-register-function'],
  ])('%s', (_label, file, reason) => {
    const r = readBundledSkills(file());
    expect(r).toMatchObject({ ok: false, reason });
  });
});

describe('installBundled and resolveBundledSource', () => {
  const read = (f: string): BundledRead => readBundledSkills(f, MEASURED);

  it('keeps the listed skills as a bundled folder with their order, and reads an unchanged install once', () => {
    const data = path.join(tmp, 'data1');
    let reads = 0;
    const counted = (f: string) => { reads++; return read(f); };
    const a = installBundled(fixture, data, counted);
    const b = installBundled(fixture, data, counted);
    expect(reads).toBe(1);
    expect(b.dir).toBe(a.dir);
    expect(a.dir).toBe(path.join(data, 'install-bundled', '9.9.9', 'skills'));
    expect(fs.readFileSync(path.join(a.dir!, '.order'), 'utf8')).toBe('tide-clock\nfence-painter\n');
    // Built-in prompt commands beside the skills, where the profile's last root reads them.
    const commands = path.join(data, 'install-bundled', '9.9.9', 'builtin-commands');
    expect(fs.readFileSync(path.join(commands, '.order'), 'utf8')).toBe('kettle\nteapot\n');
    expect(fs.readdirSync(commands).sort()).toEqual(['.order', 'kettle', 'teapot']);
    expect(fs.readFileSync(path.join(a.dir!, 'tide-clock', 'SKILL.md'), 'utf8'))
      .toBe('---\nname: "tide-clock"\ndescription: "Tide clock, plain form."\nwhen_to_use: "Use when \\"tides\\" matter."\n---\n');
    // cacheOnly with nothing kept: not read.
    expect(installBundled(fixture, path.join(tmp, 'data-empty'), counted, true)).toEqual({ read: null, dir: null });
    expect(reads).toBe(1);
  });

  it('the claude-code listing lists them in the kept order: bundled skills first, the user\'s skills, built-in commands last', () => {
    const data = path.join(tmp, 'data3');
    const { dir } = installBundled(fixture, data, read);
    const home = path.join(tmp, 'home3');
    const project = path.join(tmp, 'project3');
    fs.mkdirSync(path.join(home, '.claude', 'skills', 'aaa-mine'), { recursive: true });
    fs.writeFileSync(path.join(home, '.claude', 'skills', 'aaa-mine', 'SKILL.md'), '---\nname: aaa-mine\ndescription: Mine.\n---\nBody.\n');
    fs.mkdirSync(project, { recursive: true });
    const profile = getProfile('claude-code', '2.1.112');
    const { catalog } = scanProject({ project, home, cwd: project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: true }, profile, { bundledDir: dir, harness: null });
    const l = renderListing(catalog, profile, {});
    expect(l.entries.map((e) => e.id)).toEqual(['tide-clock', 'fence-painter', 'aaa-mine', 'kettle', 'teapot']);
    expect(l.text).toContain('\n- tide-clock: Tide clock, plain form. - Use when "tides" matter.\n');
  });

  it('install, capture, unknown, off', () => {
    const data = path.join(tmp, 'data2');
    const inst = resolveBundledSource({ claudePath: fixture, dataDir: data, engineVersion: '9.9.9', read });
    expect(inst.source).toMatchObject({ kind: 'install', count: 4, version: '9.9.9', file: fixture });
    // Another release than the one imitated: not used; no capture either → unknown, saying why.
    const other = resolveBundledSource({ claudePath: fixture, dataDir: data, engineVersion: '2.1.112', read });
    expect(other.dir).toBeNull();
    expect(other.source.kind).toBe('unknown');
    expect(other.source.note.startsWith(UNKNOWN_BUNDLED_NOTE)).toBe(true);
    expect(other.source.note).toContain('is Claude Code 9.9.9, the simulation imitates 2.1.112');
    storeCapturedBundled(data, '2.1.112', '2.1.112', [{ name: 'invented-one', kind: 'builtin', text: '- invented-one: An invented entry' }]);
    const cap = resolveBundledSource({ claudePath: fixture, dataDir: data, engineVersion: '2.1.112', read });
    expect(cap.source).toMatchObject({ kind: 'capture', count: 1, version: '2.1.112' });
    expect(cap.dir).toBe(path.join(data, 'captured-bundled', '2.1.112', 'skills'));
    const none = resolveBundledSource({ dataDir: null, engineVersion: '2.1.112', env: { PATH: '' }, home: path.join(tmp, 'nohome'), read });
    expect(none).toEqual({ dir: null, source: { kind: 'unknown', note: UNKNOWN_BUNDLED_NOTE } });
    expect(resolveBundledSource({ off: true, dataDir: data, engineVersion: '2.1.112' }).source.kind).toBe('off');
  });

  it('finds the entry behind a claude link without running it', () => {
    const bin = path.join(tmp, 'bin');
    fs.mkdirSync(bin, { recursive: true });
    fs.symlinkSync(fixture, path.join(bin, 'claude'));
    expect(findClaudeEntry({ env: { PATH: bin }, home: path.join(tmp, 'nohome'), platform: 'linux' })).toBe(fixture);
    expect(findClaudeEntry({ env: { PATH: '' }, home: path.join(tmp, 'nohome'), platform: 'linux' })).toBeNull();
  });

  it('listedSkillText leaves when_to_use out when there is none', () => {
    expect(listedSkillText({ name: 'a', kind: 'builtin', description: 'd: x' })).toBe('---\nname: "a"\ndescription: "d: x"\n---\n');
  });
});

describe.skipIf(!fs.existsSync(real))('the real Claude Code 2.1.112 package (conformance cache)', () => {
  it('lists the measured entries, each as long as the real client listed it', () => {
    const r = readBundledSkills(real);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.version).toBe('2.1.112');
    expect(r.problems).toEqual([]);
    // Measured 2026-12-02: the listing of the real 2.1.112 on an empty project and home (skill-studio capture):
    // entry lengths of `- name: description[ - whenToUse]`.
    const measured: [string, number][] = [['update-config', 695], ['keybindings-help', 248], ['simplify', 94], ['less-permission-prompts', 190],
      ['loop', 314], ['claude-api', 758], ['init', 67], ['review', 31], ['security-review', 90]];
    expect(r.listed?.map((e) => [e.name, `- ${e.name}: ${e.description}${e.whenToUse ? ` - ${e.whenToUse}` : ''}`.length])).toEqual(measured);
    // Read but not listed in that run (their gates were off): still known by name.
    for (const n of ['batch', 'claude-in-chrome', 'debug', 'dream', 'schedule']) expect(r.definitions.some((d) => d.name === n && d.kind === 'bundled')).toBe(true);
  }, 180_000);
});

describe('an input skill with a built-in\'s name (measured 2026-12-03, test/conformance/inputs/bundled-collide)', () => {
  // A capture's layout (capturedBundled.ts): bundled skills in skills/, built-in prompt commands (counted) in builtin-commands/.
  const data = path.join(tmp, 'collide-data');
  const dir = path.join(storeCapturedBundled(data, '2.1.332', 'latest', [
    { name: 'api-ref', kind: 'builtin', text: '- api-ref: The built-in reference.' },
    { name: 'setup', kind: 'builtin', text: '- setup: The built-in command.', counted: true },
  ])!, 'skills');
  const home = path.join(tmp, 'collide-home');
  const project = path.join(tmp, 'collide-project');
  const write = (p: string, t: string) => { fs.mkdirSync(path.dirname(p), { recursive: true }); fs.writeFileSync(p, t); };
  write(path.join(home, '.claude', 'skills', 'setup', 'SKILL.md'), '---\ndescription: My setup.\n---\nMy setup body.\n');
  write(path.join(project, '.claude', 'skills', 'api-ref', 'SKILL.md'), '---\ndescription: Our API notes.\n---\nOur body.\n');
  const run = (v: '2.1.112' | 'latest', name: string) => {
    const profile = getProfile('claude-code', v);
    const { catalog } = scanProject({ project, home, cwd: project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: true }, profile, { bundledDir: dir, harness: null });
    const rec = simulateInvocation(catalog, { name, as: 'user', cwd: project }, profile, (p) => fs.readFileSync(p, 'utf8'), (p) => fs.existsSync(p));
    return { listing: renderListing(catalog, profile, {}).text, path: rec.skillPath, allowed: rec.allowed };
  };

  it('2.1.332: the input wins the listing and the lookup, for a bundled skill and a built-in command', () => {
    const api = run('latest', 'api-ref');
    expect(api.path).toBe(path.join(project, '.claude', 'skills', 'api-ref', 'SKILL.md'));
    expect(api.listing).toContain('- api-ref: Our API notes.');
    expect(api.listing).not.toContain('The built-in reference');
    const setup = run('latest', 'setup');
    expect(setup).toMatchObject({ allowed: true, path: path.join(home, '.claude', 'skills', 'setup', 'SKILL.md') });
    expect(setup.listing).not.toContain('The built-in command');
  });

  it('2.1.112: the bundled skill wins the lookup, the user\'s skill wins over a built-in command; both are listed', () => {
    const api = run('2.1.112', 'api-ref');
    expect(api.path).toBe(path.join(dir, 'api-ref', 'SKILL.md'));
    expect(api.listing).toContain('- api-ref: The built-in reference.');
    expect(api.listing).toContain('- api-ref: Our API notes.');
    expect(run('2.1.112', 'setup')).toMatchObject({ allowed: true, path: path.join(home, '.claude', 'skills', 'setup', 'SKILL.md') });
  });
});

describe('a bundled skill\'s literal allowedTools (point 23: refused under -p unless allowed)', () => {
  it('is read when every element is a string literal, and written to its SKILL.md', () => {
    const src = 'function reg(q){let Y={type:"prompt",name:q.name,source:"bundled"};}\n'
      + 'reg({name:"asks",description:"Asks.",allowedTools:["Read","Grep"]});\nreg({name:"dyn",description:"Dyn.",allowedTools:[x]});\nreg({name:"none",description:"None."});\n';
    const r = definitionsIn(src);
    expect(r.ok && r.definitions.map((d) => [d.name, d.allowedTools])).toEqual([['asks', ['Read', 'Grep']], ['dyn', undefined], ['none', undefined]]);
    const listed = r.ok ? listedFrom(r.definitions, '1.0.0', { '1.0.0': { source: 'test', names: ['asks', 'none'], choice: {} } }).listed : null;
    expect(listed?.map((e) => listedSkillText(e))).toEqual([
      '---\nname: "asks"\ndescription: "Asks."\nallowed-tools: ["Read","Grep"]\n---\n', '---\nname: "none"\ndescription: "None."\n---\n']);
  });
});
