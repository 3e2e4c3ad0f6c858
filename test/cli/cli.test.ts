/**
 * The built CLI (out/cli/skill-studio.cjs, built here by scripts/build-cli.mjs)
 * run as a child process on temporary fixtures: every command, the --json
 * shapes, exit codes 0/1/2, settings and environment for the listing budget.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const bundle = path.join(repo, 'out/cli/skill-studio.cjs');
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-cli-')));
const project = path.join(tmp, 'project');
const home = path.join(tmp, 'home');
const broken = path.join(tmp, 'broken');

function write(p: string, text: string | Buffer): void {
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'pipe' });
  for (const d of [project, home, broken]) fs.mkdirSync(path.join(d, '.git'), { recursive: true });
  const skills = path.join(project, '.claude/skills');
  write(path.join(skills, 'format-code/SKILL.md'), '---\nname: format-code\ndescription: Formats the changed files with the project formatter.\nargument-hint: "[files]"\n---\nFormat these files: $ARGUMENTS\n');
  write(path.join(skills, 'deploy-prod/SKILL.md'), '---\nname: deploy-prod\ndescription: Deploys the main branch to production.\ndisable-model-invocation: true\n---\nDeploy now.\n');
  write(path.join(skills, 'wrong-case/skill.md'), '---\nname: wrong-case\ndescription: Lower-case file name.\n---\nBody.\n');
  write(path.join(home, '.claude/skills/notes/SKILL.md'), '---\nname: notes\ndescription: Keeps personal notes.\n---\nNotes body.\n');
  // A SKILL.md that is binary data: the engine reports it with error severity.
  write(path.join(broken, '.claude/skills/blob/SKILL.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01, 0x02, 0x00, 0xff, 0xfe, 0x00, 0x0a]));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Run the bundle; returns exit code, stdout, stderr. */
function cli(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bundle, ...args], {
    cwd: tmp, encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: home, ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const roots = ['--project', project, '--home', home];
const json = (args: string[], env?: Record<string, string>) => {
  const r = cli([...args, '--json'], env);
  expect(r.err).toBe('');
  return { ...r, data: JSON.parse(r.out) };
};

describe('skill-studio CLI: usage and exit codes', () => {
  it('--help prints usage and exits 0', () => {
    const r = cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: skill-studio <command>/);
    for (const c of ['scan', 'lint', 'listing', 'explain', 'invoke', 'schema']) expect(r.out).toContain(`  ${c}`);
  });

  it.each([
    [[], /no command given/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['scan', '--frob'], /unknown flag --frob/],
    [['scan', '--profile', 'vscode'], /unknown --profile/],
    [['listing', '--budget', 'lots'], /--budget must be a number/],
    [['listing', '--budget', '-5'], /--budget must be positive/],
    [['invoke', 'x', '--as', 'robot'], /--as must be model or user/],
    [['scan', '--args', 'x'], /--args does not apply to "scan"/],
    [['explain'], /explain needs exactly one NAME/],
    [['scan', 'extra'], /scan takes no positional arguments/],
    [['scan', '--project'], /--project needs a value/],
    [['scan', '--project', '/definitely/not/here'], /--project: \/definitely\/not\/here is not a directory/],
    [['scan', '--home', '/definitely/not/home'], /--home: \/definitely\/not\/home is not a directory/],
    [['listing', '--now', 'yesterday-ish'], /--now: cannot read/],
  ])('%j is bad usage (exit 2)', (args, message) => {
    const r = cli(args as string[]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message as RegExp);
    expect(r.err).not.toMatch(/at .*\.cjs:\d+/); // a message, not a stack trace
    expect(r.out).toBe('');
  });

  it('bin/skill-studio.cjs runs the same CLI', () => {
    const r = spawnSync(process.execPath, [path.join(repo, 'bin/skill-studio.cjs'), 'scan', '--project', project, '--home', home, '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).skills.length).toBe(3);
    const bad = spawnSync(process.execPath, [path.join(repo, 'bin/skill-studio.cjs'), 'lint', '--nope'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
  });

  it('bin/skill-studio.cjs waits for the commands whose runMain returns a Promise (matrix)', () => {
    // A new user's run: the launcher assigned the Promise to process.exitCode and crashed (ERR_INVALID_ARG_TYPE).
    const r = spawnSync(process.execPath, [path.join(repo, 'bin/skill-studio.cjs'), 'matrix', '--project', project, '--home', home, '--json'], { encoding: 'utf8' });
    expect(r.stderr).not.toMatch(/ERR_INVALID_ARG_TYPE|at .*\.cjs:\d+/);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).skills.length).toBeGreaterThan(0);
  });

  it('a bad --usage file is bad usage', () => {
    const usage = path.join(tmp, 'usage.json');
    write(usage, JSON.stringify({ 'format-code': { usageCount: 'often' } }));
    const r = cli(['listing', ...roots, '--usage', usage]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--usage: .*usage\.json/);
  });
});

describe('skill-studio CLI: commands', () => {
  it('scan --json has the documented shape and statuses', () => {
    const { code, data } = json(['scan', ...roots]);
    expect(code).toBe(0);
    expect(data.profile).toBe('claude-code');
    const byId = Object.fromEntries(data.skills.map((s: { id: string }) => [s.id, s]));
    expect(Object.keys(byId).sort()).toEqual(['deploy-prod', 'format-code', 'notes']);
    const fc = byId['format-code'];
    for (const k of ['id', 'name', 'scope', 'path', 'description', 'whenToUse', 'argumentHint', 'visibleToModel', 'invocableByUser', 'invocableByModel', 'status', 'shadowedBy', 'diagnostics']) expect(fc).toHaveProperty(k);
    expect(fc).toMatchObject({ scope: 'project', status: 'listed', description: 'Formats the changed files with the project formatter.', argumentHint: '[files]', visibleToModel: true, invocableByUser: true, invocableByModel: true });
    expect(fc.path).toBe(path.join(project, '.claude/skills/format-code/SKILL.md'));
    expect(byId['deploy-prod']).toMatchObject({ status: 'hidden', visibleToModel: false, invocableByModel: false, invocableByUser: true });
    expect(byId.notes).toMatchObject({ scope: 'user', status: 'listed' });
    const loose = data.files.find((f: { path: string }) => f.path.endsWith('wrong-case/skill.md'));
    expect(loose.diagnostics.map((d: { code: string }) => d.code)).toContain('skill-md-wrong-case');
    const d0 = loose.diagnostics[0];
    expect(Object.keys(d0.range).sort()).toEqual(['column', 'endColumn', 'endLine', 'line']);
  });

  it('scan prints an aligned table without colour when not on a terminal', () => {
    const r = cli(['scan', ...roots]);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('\x1b[');
    const rows = r.out.split('\n').filter((l) => /^(NAME|format-code|deploy-prod|notes)\s{2,}/.test(l));
    expect(rows).toHaveLength(4);
    const col = (l: string) => l.search(/\s(project|user|SCOPE)\s/);
    expect(new Set(rows.map(col)).size).toBe(1);
    expect(r.out).toMatch(/deploy-prod\s+project\s+hidden/);
  });

  it('lint exits 0 without error diagnostics and 1 with one', () => {
    const clean = cli(['lint', ...roots]);
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(/0 error\(s\)/);
    const bad = json(['lint', '--project', broken, '--home', home]);
    expect(bad.code).toBe(1);
    expect(bad.data.errors).toBeGreaterThan(0);
    expect(bad.data.diagnostics.some((d: { severity: string; path: string }) => d.severity === 'error' && d.path.endsWith('blob/SKILL.md'))).toBe(true);
  });

  it('listing --json has the documented shape; hidden skills are not in it', () => {
    const { code, data } = json(['listing', ...roots]);
    expect(code).toBe(0);
    for (const k of ['profile', 'text', 'budget', 'used', 'unit', 'entries']) expect(data).toHaveProperty(k);
    expect(data.unit).toBe('display-width');
    // The budget follows the model (measured): latest = 2.1.332, default claude-opus-5-5, 1M tokens x 3 x 0.01.
    expect(data.budget).toBe(30000);
    expect(data.budgetModel).toMatchObject({ id: 'claude-opus-5-5', contextWindow: 1_000_000, bytesPerToken: 3, known: true });
    // Where the listing reaches the model (measured): 2.1.332 a system message before the date line; 2.1.112 a <system-reminder> block.
    expect(data.delivery).toMatchObject({ kind: 'system-message', wrapped: null, after: "\n\nToday's date is …" });
    const old = json(['listing', ...roots, '--cc-version', '2.1.112']).data;
    expect(old.delivery).toMatchObject({ kind: 'system-reminder', wrapped: `<system-reminder>\n${old.text}\n</system-reminder>\n` });
    const ids = data.entries.map((e: { id: string }) => e.id).sort();
    expect(ids).toEqual(['format-code', 'notes']);
    for (const e of data.entries) expect(Object.keys(e)).toEqual(expect.arrayContaining(['id', 'name', 'fate', 'text']));
    expect(data.text).toContain('- format-code: Formats the changed files with the project formatter.');
    expect(data.text).not.toContain('deploy-prod');
  });

  it('listing budget: env SLASH_COMMAND_TOOL_CHAR_BUDGET, settings fraction (local wins), and flags over both', () => {
    write(path.join(home, '.claude/settings.json'), JSON.stringify({ skillListingBudgetFraction: 0.5 }));
    write(path.join(project, '.claude/settings.json'), JSON.stringify({ skillListingBudgetFraction: 0.2 }));
    write(path.join(project, '.claude/settings.local.json'), JSON.stringify({ skillListingBudgetFraction: 0.05 }));
    try {
      expect(json(['listing', ...roots, '--context-window', '1000']).data.budget).toBe(150); // 1000 x 3 (claude-opus-5-5) x 0.05
      expect(json(['listing', ...roots, '--context-window', '1000', '--model', 'claude-sonnet-4-5']).data.budget).toBe(200); // 1000 x 4 x 0.05
      expect(json(['listing', ...roots, '--context-window', '1000'], { SLASH_COMMAND_TOOL_CHAR_BUDGET: '321' }).data.budget).toBe(321);
      expect(json(['listing', ...roots, '--budget', '77'], { SLASH_COMMAND_TOOL_CHAR_BUDGET: '321' }).data.budget).toBe(77);
      expect(json(['listing', ...roots, '--context-window', '1000', '--budget-fraction', '0.1', '--cc-version', '2.1.112']).data.budget).toBe(400);
    } finally {
      for (const f of [path.join(home, '.claude/settings.json'), path.join(project, '.claude/settings.json'), path.join(project, '.claude/settings.local.json')]) fs.rmSync(f);
    }
  });

  it('listing budget follows the model: settings model, ANTHROPIC_MODEL over it, --model over both (measured windows)', () => {
    write(path.join(project, '.claude/settings.json'), JSON.stringify({ model: 'claude-sonnet-4-5' }));
    try {
      const fromSettings = json(['listing', ...roots]).data;
      expect(fromSettings.budget).toBe(8000);
      expect(fromSettings.budgetModel).toMatchObject({ id: 'claude-sonnet-4-5', from: path.join(project, '.claude/settings.json') });
      const fromEnv = json(['listing', ...roots], { ANTHROPIC_MODEL: 'claude-sonnet-4-6[1m]' }).data;
      expect(fromEnv.budget).toBe(40000);
      expect(fromEnv.budgetModel.from).toBe('env ANTHROPIC_MODEL');
      const fromFlag = json(['listing', ...roots, '--model', 'claude-opus-5-5'], { ANTHROPIC_MODEL: 'claude-sonnet-4-5' }).data;
      expect(fromFlag.budget).toBe(30000);
      expect(fromFlag.budgetModel.from).toBe('--model');
    } finally {
      fs.rmSync(path.join(project, '.claude/settings.json'));
    }
  });

  it('--usage and --now drive 2.1.332 priority mode; --cc-version 2.1.112 shortens evenly (ref §6.2)', () => {
    const usage = path.join(tmp, 'usage-notes.json');
    const at = Date.parse('2026-11-01T00:00:00Z');
    write(usage, JSON.stringify({ notes: { usageCount: 50, lastUsedAt: at }, 'format-code': { usageCount: 1, lastUsedAt: at } }));
    const fates = (d: { entries: { id: string; fate: string }[] }) => Object.fromEntries(d.entries.map((e) => [e.id, e.fate]));
    const latest = json(['listing', ...roots, '--budget', '90', '--usage', usage, '--now', '2026-11-29']).data;
    expect(latest.mode).toBe('priority');
    expect(fates(latest)).toEqual({ notes: 'full', 'format-code': 'name-only' });
    const old = json(['listing', ...roots, '--budget', '90', '--usage', usage, '--now', '2026-11-29', '--cc-version', '2.1.112']).data;
    // 2.1.112 ignores usage: allowance = floor((90 - (5+4) - (11+4) - 1 separator) / 2) = 32 per description,
    // so the 21-char notes description stays whole and format-code's 53 chars are cut to 31 + '…'.
    expect(old.mode).toBe('even-shortening');
    expect(fates(old)).toEqual({ notes: 'full', 'format-code': 'shortened' });
    expect(old.entries.find((e: { id: string }) => e.id === 'format-code').text).toBe('- format-code: Formats the changed files with \u2026');
  });

  it('skillOverrides from the settings files reach the scan and the listing (local wins)', () => {
    const shared = path.join(project, '.claude/settings.json');
    const local = path.join(project, '.claude/settings.local.json');
    write(shared, JSON.stringify({ skillOverrides: { 'format-code': 'off', notes: 'off' } }));
    write(local, JSON.stringify({ skillOverrides: { notes: 'name-only' } }));
    try {
      const scan = json(['scan', ...roots]).data;
      const fc = scan.skills.find((s: { id: string }) => s.id === 'format-code');
      expect(fc).toMatchObject({ visibleToModel: false, invocableByUser: false });
      const listing = json(['listing', ...roots]).data;
      expect(listing.entries.map((e: { id: string; fate: string; text: string }) => [e.id, e.fate, e.text])).toEqual([['notes', 'name-only', '- notes']]);
      // Other profiles do not read Claude Code's settings.
      const as = json(['listing', ...roots, '--profile', 'agent-skills']).data;
      expect(as.entries.map((e: { id: string }) => e.id)).toContain('format-code');
    } finally {
      fs.rmSync(shared); fs.rmSync(local);
    }
  });

  it('a tight --budget shortens descriptions', () => {
    const { data } = json(['listing', ...roots, '--budget', '40']);
    expect(data.entries.some((e: { fate: string }) => e.fate !== 'full')).toBe(true);
  });

  it('invoke --as user substitutes $ARGUMENTS; --json has the documented shape', () => {
    const { code, data } = json(['invoke', 'format-code', ...roots, '--as', 'user', '--args', 'a.ts b.ts', '--session-id', 's-1']);
    expect(code).toBe(0);
    for (const k of ['allowed', 'reason', 'mode', 'messages', 'body', 'substitutions', 'shellCommands', 'delta', 'fork']) expect(data).toHaveProperty(k);
    expect(data.allowed).toBe(true);
    expect(data.mode).toBe('inline');
    expect(data.body).toContain('Format these files: a.ts b.ts');
    const sub = data.substitutions.find((s: { placeholder: string }) => s.placeholder === '$ARGUMENTS');
    expect(sub.value).toBe('a.ts b.ts');
    expect(data.body.slice(sub.start, sub.end)).toBe('a.ts b.ts');
    for (const k of ['allowedTools', 'disallowedTools', 'paths', 'cleared']) expect(data.delta).toHaveProperty(k);
    for (const m of data.messages) expect(Object.keys(m)).toEqual(expect.arrayContaining(['role', 'text', 'hidden']));
  });

  it('invoke --as model is refused for disable-model-invocation', () => {
    const { code, data } = json(['invoke', 'deploy-prod', ...roots, '--as', 'model']);
    expect(code).toBe(0);
    expect(data.allowed).toBe(false);
    expect(`${data.reason} ${data.messages.map((m: { text: string }) => m.text).join(' ')}`).toContain('disable-model-invocation');
  });

  it('invoke without --as is the typed /NAME (the documented default)', () => {
    const { code, data } = json(['invoke', 'format-code', ...roots, '--args', 'a.ts']);
    expect(code).toBe(0);
    expect(data.allowed).toBe(true);
    expect(data.messages[0]).toMatchObject({ role: 'user' });
    expect(data.messages[0].text).toContain('/format-code');
    expect(cli(['--help']).out).toMatch(/--as user\|model +user \(default\)/);
  });

  it('invoke of a name no skill has exits 1 and names the nearest skills on stderr (text and --json)', () => {
    for (const extra of [[], ['--json']]) {
      const r = cli(['invoke', 'format-cod', ...roots, ...extra]);
      expect(r.code).toBe(1);
      expect(r.err).toBe('skill-studio: no skill is named "format-cod"; nearest: format-code\n');
    }
    const far = cli(['invoke', 'zzzzzzzzzzzz', ...roots, '--as', 'model']);
    expect(far.code).toBe(1);
    expect(far.err).toMatch(/^skill-studio: no skill is named "zzzzzzzzzzzz"; nearest: \S/);
  });

  it('explain names why a hidden skill is not listed, and says an unknown name is not found', () => {
    const hidden = cli(['explain', 'deploy-prod', ...roots]);
    expect(hidden.code).toBe(0);
    expect(hidden.out).toContain('deploy-prod');
    expect(hidden.out).toContain('disable-model-invocation');
    const unknown = cli(['explain', 'no-such-skill', ...roots]);
    expect(unknown.code).toBe(0);
    expect(unknown.out).toContain('no-such-skill');
    expect(unknown.out).toMatch(/not (found|loaded)|no skill|unknown/i);
    const j = json(['explain', 'deploy-prod', ...roots]);
    expect(j.data).toEqual({ name: 'deploy-prod', text: expect.stringContaining('disable-model-invocation') });
  });

  it('schema prints the field table as JSON Schema for the chosen profile', () => {
    const cc = cli(['schema']);
    expect(cc.code).toBe(0);
    const s = JSON.parse(cc.out);
    expect(s.type).toBe('object');
    expect(Object.keys(s.properties)).toEqual(expect.arrayContaining(['name', 'description', 'disable-model-invocation', 'allowed-tools']));
    const minimal = JSON.parse(cli(['schema', '--profile', 'minimal']).out);
    expect(Object.keys(minimal.properties)).toContain('description');
  });

  it('other profiles read their own folders (codebot: .codebot/skills)', () => {
    write(path.join(project, '.codebot/skills/cb-only/SKILL.md'), '---\nname: cb-only\ndescription: Only codebot sees this.\n---\nBody.\n');
    const cb = json(['scan', ...roots, '--profile', 'codebot', '--no-bundled']).data;
    expect(cb.profile).toBe('codebot');
    expect(cb.skills.map((s: { id: string }) => s.id)).toContain('cb-only');
    const cc = json(['scan', ...roots]).data;
    expect(cc.skills.map((s: { id: string }) => s.id)).not.toContain('cb-only');
  });

  it('the bundle loads no Electron, React or renderer code', () => {
    const text = fs.readFileSync(bundle, 'utf8') + fs.readFileSync(path.join(repo, 'out/cli/skill-studio.bundle.cjs'), 'utf8');
    expect(text).not.toMatch(/require\(["']electron["']\)/);
    expect(text).not.toMatch(/src\/renderer\//);
    expect(text).not.toMatch(/react-dom|monaco-editor/);
  });
});

describe('body checks and the working tree in batch commands', () => {
  it('lint reports a ${CLAUDE_SKILL_DIR} path that does not exist and a broken relative link (§9.1 step 8, §6.3)', () => {
    const p = path.join(tmp, 'bodies');
    fs.mkdirSync(path.join(p, '.git'), { recursive: true });
    write(path.join(p, '.claude/skills/runner/SKILL.md'), '---\ndescription: Runs the helper.\n---\nRun `${CLAUDE_SKILL_DIR}/scripts/run.sh`.\nSee [the guide](references/guide.md).\n');
    write(path.join(p, '.claude/skills/runner/scripts/run.sh'), 'echo ok\n');
    let r = cli(['lint', '--json', '--project', p, '--home', home]);
    let codes = JSON.parse(r.out).diagnostics.map((d: { code: string; range: { line: number } }) => `${d.code}@${d.range.line}`);
    expect(codes).toContain('link-target-missing@5');
    expect(codes).not.toContain('skill-dir-path-missing@4');
    fs.rmSync(path.join(p, '.claude/skills/runner/scripts/run.sh'));
    r = cli(['lint', '--json', '--project', p, '--home', home]);
    codes = JSON.parse(r.out).diagnostics.map((d: { code: string; range: { line: number } }) => `${d.code}@${d.range.line}`);
    expect(codes).toContain('skill-dir-path-missing@4');
  });

  it('codebot: a paths skill is active only when the working tree has a match (§5 CB1, E15)', () => {
    const p = path.join(tmp, 'cb');
    fs.mkdirSync(path.join(p, '.git'), { recursive: true });
    write(path.join(p, '.codebot/skills/api/SKILL.md'), '---\nname: api\ndescription: api helper\npaths:\n  - src/api/**\n---\nBody\n');
    const status = () => JSON.parse(cli(['scan', '--json', '--profile', 'codebot', '--no-bundled', '--project', p, '--home', home]).out)
      .skills.find((s: { id: string }) => s.id === 'api').status;
    expect(status()).toBe('inactive');
    write(path.join(p, 'src/api/handler.go'), 'package api\n');
    expect(status()).toBe('listed');
  });
});

describe('skill-studio listing: Claude Code bundled skills (issue 13 section 3)', () => {
  const realCli = path.join(process.env.CLAUDE_CODE_CACHE ?? path.join(repo, '.cache', 'claude-code'), '2.1.112', 'node', 'package', 'cli.js');

  it('without an install or a capture: count and cost unknown, and how to get them', () => {
    const data = path.join(tmp, 'data-none');
    const { code, data: j } = json(['listing', ...roots, '--data-dir', data], { PATH: '' });
    expect(code).toBe(0);
    expect(j.bundled.kind).toBe('unknown');
    expect(j.bundled.note).toMatch(/^Claude Code's bundled skills: count and cost unknown/);
    expect(j.bundled.note).toContain('skill-studio capture');
    expect(j.bundled.note).toContain('claudePath');
    const text = cli(['listing', ...roots, '--data-dir', data], { PATH: '' });
    expect(text.out).toContain("Claude Code's bundled skills: count and cost unknown");
    expect(json(['listing', ...roots, '--no-bundled'], { PATH: '' }).data.bundled.kind).toBe('off');
    // Other profiles have no such field.
    expect(json(['listing', ...roots, '--profile', 'codebot']).data.bundled).toBeNull();
  });

  it('a capture kept in --data-dir: its built-ins are listed and the source says so', () => {
    const data = path.join(tmp, 'data-capture');
    const dir = path.join(data, 'captured-bundled', '2.1.112');
    write(path.join(dir, 'bundled.json'), JSON.stringify({ claudeVersion: '2.1.112', capturedAt: 1, entries: [{ name: 'invented-one', kind: 'builtin', text: '- invented-one: An invented entry' }] }));
    write(path.join(dir, 'skills', 'invented-one', 'SKILL.md'), '---\nname: "invented-one"\ndescription: "An invented entry"\n---\n');
    write(path.join(data, 'captured-bundled', 'engine-2.1.112.json'), JSON.stringify({ claudeVersion: '2.1.112' }));
    const j = json(['listing', ...roots, '--cc-version', '2.1.112', '--data-dir', data], { PATH: '' }).data;
    expect(j.bundled).toMatchObject({ kind: 'capture', count: 1, version: '2.1.112' });
    expect(j.text).toContain('- invented-one: An invented entry');
  });

  it.skipIf(!fs.existsSync(realCli))('the real 2.1.112 cli.js (--claude): its listed bundled skills first, built-in commands last, as the real client orders them', () => {
    const data = path.join(tmp, 'data-install');
    const j = json(['listing', ...roots, '--cc-version', '2.1.112', '--claude', realCli, '--data-dir', data], { PATH: '' }).data;
    expect(j.bundled).toMatchObject({ kind: 'install', count: 9, version: '2.1.112', file: realCli });
    // Order measured 2026-12-02 (inputs/bundled conformance check): bundled skills, user and project skills, built-in commands.
    expect(j.entries.map((e: { id: string }) => e.id)).toEqual(['update-config', 'keybindings-help', 'simplify', 'less-permission-prompts', 'loop', 'claude-api',
      'notes', 'format-code', 'init', 'review', 'security-review']);
  }, 180_000);
});
