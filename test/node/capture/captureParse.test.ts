/**
 * The capture parser (src/node/claude/captureParse.ts): splitting a captured listing
 * into the user's entries and built-in ones, the entry-by-entry comparison with the
 * simulation, Claude Code's shell-disabled placeholder, the stored built-in skills and
 * the bug report. Expected values are written by hand from the formats measured on
 * 2.1.112 and 2.1.332 (docs/claude-code-measured.md; the placeholder and patterns from
 * 2.1.112 cli.js); built-in names and texts here are made up (Claude Code's own are never committed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bugReport, diffListings, disableShell, entryDescription, explainTextDifference, parseCapturedListing, shellCommandsIn, SHELL_DISABLED_MARKER,
} from '../../../src/node/claude/captureParse';
import { bundledSkillText, capturedBundledDir, loadCapturedBundled, storeCapturedBundled } from '../../../src/node/claude/capturedBundled';
import { engineVersionFor } from '../../../src/node/claude/capture';
import { claudeCandidates, launchFor, parseClaudeVersion } from '../../../src/node/claude/findClaude';

const H = 'The following skills are available for use with the Skill tool:\n\n';

describe('parseCapturedListing', () => {
  it('tells the user\'s entries from built-in ones and keeps multi-line descriptions (2.1.112) in their entry', () => {
    const text = `${H}- mine: First line\n- not an entry: continues\n- helper\n- tool-one: A built-in thing\nsecond line of it\n- ns:tool-two: Another`;
    expect(parseCapturedListing(text, ['mine', 'helper'])).toEqual([
      { name: 'mine', text: '- mine: First line\n- not an entry: continues', origin: 'files' },
      { name: 'helper', text: '- helper', origin: 'files' },
      { name: 'tool-one', text: '- tool-one: A built-in thing\nsecond line of it', origin: 'builtin' },
      { name: 'ns:tool-two', text: '- ns:tool-two: Another', origin: 'builtin' },
    ]);
  });
  it('numbers a second entry of one name (Claude Code lists both) and never throws on odd text', () => {
    expect(parseCapturedListing(`${H}- a: x\n- a: y`, ['a']).map((e) => e.name)).toEqual(['a', 'a#2']);
    expect(parseCapturedListing('', [])).toEqual([]);
    expect(parseCapturedListing('garbage\n- Upper: x', [])).toEqual([{ name: '(preamble)', text: 'garbage\n- Upper: x', origin: 'files' }]);
  });
});

describe('diffListings', () => {
  it('gives one row per entry: same, differs (where, in words), only on one side; built-ins marked', () => {
    const captured = `${H}- a: Alpha\n- b: Beta long\n- tool-one: Built\n- c: Gamma`;
    const simulated = `${H}- a: Alpha\n- b: Beta\n- d: Delta\n- tool-one: Built`;
    const entries = parseCapturedListing(captured, ['a', 'b', 'c', 'd']);
    const d = diffListings(captured, simulated, entries, ['a', 'b', 'c', 'd', 'tool-one']);
    expect(d.identical).toBe(false);
    expect(d.entries.map((e) => [e.name, e.status, e.origin])).toEqual([
      ['a', 'same', 'files'], ['b', 'differs', 'files'], ['tool-one', 'same', 'builtin'], ['c', 'captured-only', 'files'], ['d', 'simulated-only', 'files'],
    ]);
    expect(d.entries[1].explanation).toBe('Claude Code adds " long" at character 10');
    expect(d.entriesSame).toBe(2);
    expect(d.entriesTotal).toBe(5);
  });
  it('says when identical entries come in another order', () => {
    const c = `${H}- a: A\n- b: B`;
    const s = `${H}- b: B\n- a: A`;
    const d = diffListings(c, s, parseCapturedListing(c, ['a', 'b']), ['a', 'b']);
    expect(d.entries.map((e) => e.explanation)).toEqual(['identical text, listed in another order', 'identical text, listed in another order']);
    expect(d.differences.map((x) => x.field)).toEqual(['order']);
  });
  it('explains a text difference from its first differing character', () => {
    expect(explainTextDifference('- a: xyz', '- a: xYz')).toBe('from character 7: Claude Code has "yz", the simulation "Yz"');
    expect(explainTextDifference('- a', '- a: d')).toBe('the simulation adds ": d" at character 4');
  });
});

describe('shell commands', () => {
  it('replaces inline and block commands with Claude Code\'s placeholder, as disableSkillShellExecution does', () => {
    expect(SHELL_DISABLED_MARKER).toBe('[shell command execution disabled by policy]');
    expect(disableShell('Branch: !`git branch`\nnot!`this`\n```!\nls\n```\n'))
      .toBe('Branch: [shell command execution disabled by policy]\nnot!`this`\n[shell command execution disabled by policy]\n');
    expect(shellCommandsIn('a !`one` b\n!`two`\n```!\nthree\n```')).toEqual(['```!\nthree\n```', '!`one`', '!`two`']);
    expect(disableShell('no commands')).toBe('no commands');
  });
});

describe('captured built-ins in the app data folder', () => {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'captured-bundled-'));
  afterAll(() => fs.rmSync(data, { recursive: true, force: true }));
  it('keeps them per Claude Code version as bundled.json and one SKILL.md each; points the engine version at it', () => {
    const entries = [
      { name: 'tool-one', kind: 'builtin' as const, text: '- tool-one: Does "x": y\nline two' },
      { name: 'bare', kind: 'builtin' as const, text: '- bare' },
      { name: 'ns:colon', kind: 'builtin' as const, text: '- ns:colon: kept in bundled.json only' },
    ];
    const dir = storeCapturedBundled(data, '2.1.332', 'latest', entries)!;
    expect(dir).toBe(path.join(data, 'captured-bundled', '2.1.332'));
    expect(fs.readdirSync(path.join(dir, 'skills')).sort()).toEqual(['.order', 'bare', 'tool-one']);
    // Claude Code's own order (not by name), read by the engine's bundled root (walk.ts BUNDLED_ORDER_FILE).
    expect(fs.readFileSync(path.join(dir, 'skills', '.order'), 'utf8')).toBe('tool-one\nbare\n');
    expect(fs.readdirSync(path.join(dir, 'builtin-commands'))).toEqual(['.order']);
    expect(fs.readFileSync(path.join(dir, 'skills', 'tool-one', 'SKILL.md'), 'utf8')).toBe('---\nname: "tool-one"\ndescription: "Does \\"x\\": y\\nline two"\n---\n');
    expect(bundledSkillText(entries[1])).toBe('---\nname: "bare"\n---\n');
    expect(loadCapturedBundled(data, '2.1.332')?.entries).toEqual(entries);
    expect(capturedBundledDir(data, 'latest')).toBe(path.join(dir, 'skills'));
    expect(capturedBundledDir(data, '2.1.112')).toBeNull();
    expect(storeCapturedBundled(data, '../evil', 'latest', entries)).toBeNull();
  });
  it('keeps the entries the budget shortens (counted) in builtin-commands/, each folder in captured order', () => {
    const entries = [
      { name: 'zeta', kind: 'builtin' as const, text: '- zeta: first' },
      { name: 'alpha', kind: 'builtin' as const, text: '- alpha: second' },
      { name: 'omega', kind: 'builtin' as const, text: '- omega: after', counted: true as const },
      { name: 'beta', kind: 'builtin' as const, text: '- beta', counted: true as const },
    ];
    const dir = storeCapturedBundled(data, '2.1.112', '2.1.112', entries)!;
    expect(fs.readFileSync(path.join(dir, 'skills', '.order'), 'utf8')).toBe('zeta\nalpha\n');
    expect(fs.readFileSync(path.join(dir, 'builtin-commands', '.order'), 'utf8')).toBe('omega\nbeta\n');
    expect(fs.readdirSync(path.join(dir, 'builtin-commands')).sort()).toEqual(['.order', 'beta', 'omega']);
    expect(loadCapturedBundled(data, '2.1.112')?.entries).toEqual(entries);
  });
  it('reads an entry\'s description back', () => {
    expect(entryDescription({ name: 'a', text: '- a: hello: there' })).toBe('hello: there');
    expect(entryDescription({ name: 'a#2', text: '- a' })).toBe('');
  });
});

describe('finding Claude Code', () => {
  it('reads the version it prints and picks the engine version that imitates it', () => {
    expect(parseClaudeVersion('2.1.332 (Claude Code)\n')).toBe('2.1.332');
    expect(parseClaudeVersion('no version')).toBeNull();
    expect(parseClaudeVersion('GNU bash, version 5.2.15(1)-release')).toBeNull();
    expect(parseClaudeVersion('1.2.3\n')).toBeNull();
    expect(engineVersionFor('2.1.112')).toBe('2.1.112');
    expect(engineVersionFor('2.0.9')).toBe('2.1.112');
    // Between two pinned releases: the next pinned one; newer than all: the newest (the registry's Claude Code versions).
    expect(engineVersionFor('2.1.113')).toBe('2.1.332');
    expect(engineVersionFor('2.1.332')).toBe('2.1.332');
    expect(engineVersionFor('3.0.0')).toBe('2.1.332');
  });
  it('looks on PATH first, then the native installer and npm folders; runs a cli.js under Node', () => {
    const c = claudeCandidates({ env: { PATH: '/a:/b' }, platform: 'linux', home: '/home/u' }).map((x) => `${x.source} ${x.path}`);
    expect(c.slice(0, 4)).toEqual(['PATH /a/claude', 'PATH /b/claude', 'install-folder /home/u/.local/bin/claude', 'install-folder /home/u/.claude/local/claude']);
    expect(c).toContain('install-folder /opt/homebrew/bin/claude');
    const w = claudeCandidates({ env: { PATH: 'C:\\bin', APPDATA: 'C:\\AppData' }, platform: 'win32', home: 'C:\\u' }).map((x) => x.path);
    expect(w[0]).toMatch(/claude\.exe$/);
    expect(w.some((p) => p.endsWith('.cmd'))).toBe(false);
    expect(w[w.length - 1]).toBe(path.join('C:\\AppData', 'npm', 'node_modules', '@anthropic-ai', 'claude-code', 'cli.js'));
    expect(launchFor('/x/cli.js')).toEqual({ command: process.execPath, args: ['/x/cli.js'] });
    expect(launchFor('/x/claude')).toEqual({ command: '/x/claude', args: [] });
  });
});

describe('bugReport', () => {
  it('holds the minimal input and both sides of each difference, and never quotes a built-in entry', () => {
    const report = bugReport({
      claudeVersion: '2.1.332', engineVersion: 'latest', model: 'm',
      files: [{ path: '/p/.claude/skills/b/SKILL.md', text: '---\ndescription: Beta long\n---\n' }],
      entries: [
        { name: 'a', status: 'same', captured: '- a: A', simulated: '- a: A', origin: 'files', explanation: 'identical' },
        { name: 'b', status: 'differs', captured: '- b: Beta long', simulated: '- b: Beta', origin: 'files', explanation: 'Claude Code adds " long" at character 10' },
        { name: 'tool-one', status: 'captured-only', captured: '- tool-one: SECRET TEXT', simulated: null, origin: 'builtin', explanation: 'x' },
      ],
      invocations: [],
    });
    expect(report).toContain('### claude-code profile differs from Claude Code 2.1.332');
    expect(report).toContain('`/p/.claude/skills/b/SKILL.md`:\n```\n---\ndescription: Beta long\n---\n\n```');
    expect(report).toContain('**Entry `b`**: Claude Code adds " long" at character 10');
    expect(report).toContain('Claude Code:\n```\n- b: Beta long\n```\nSimulation:\n```\n- b: Beta\n```');
    expect(report).not.toContain('SECRET TEXT');
    expect(report).not.toContain('Entry `a`');
  });
});
