#!/usr/bin/env node
// A stand-in for the `claude` executable, so `npm test` can drive "Check with my Claude Code"
// (issue 15) offline. Hand-written from what the real client was measured to do
// (docs/claude-code-measured.md, docs/conformance.md, src/node/claude/extract.ts), for
// 2.1.332 by default:
//
// - `--version` prints `2.1.332 (Claude Code)` (FAKE_CLAUDE_VERSION changes the number);
// - `-p PROMPT --output-format json [--settings JSON] [--model M]`: refuses to run unless
//   ANTHROPIC_BASE_URL is a 127.0.0.1 URL and an API key is set (so a test catches a capture
//   that would leave loopback); reads `~/.claude/skills/*/SKILL.md` and `.claude/skills/*/SKILL.md`
//   of the working directory (project first, then user; `disable-model-invocation: true` left out);
//   sends one Messages request whose first user message holds a `<system-reminder>` and the prompt
//   and whose `role: "system"` message holds the listing
//   (`The following skills are available for use with the Skill tool:\n\n- name: description`)
//   followed by `\n\nToday's date is …`, plus one made-up built-in entry `fake-builtin`;
// - a `/name args` prompt: the first user message carries the `<command-message>` block
//   (`<command-message>name</command-message>\n<command-name>/name</command-name>\n<command-args>args</command-args>\n`)
//   and the body; the model's `Skill` tool_use: a second request with the tool_result
//   `Launching skill: name` (or `<tool_use_error>Unknown skill: name</tool_use_error>`, is_error)
//   and the body; bodies start `Base directory for this skill: DIR\n\n`, `$ARGUMENTS` replaced;
// - `disableSkillShellExecution` (from `--settings`) replaces each !`cmd` with
//   `[shell command execution disabled by policy]`; otherwise the command runs (sh -c, in cwd);
// - stdout: `{"type":"result","subtype":"success","is_error":false,"result":…,"session_id":…}`.
// FAKE_CLAUDE_DELAY_MS waits before the first request (a slow start, for progress and time limits).
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const HEADER = 'The following skills are available for use with the Skill tool:\n\n';
const MARKER = '[shell command execution disabled by policy]';
const argv = process.argv.slice(2);

if (argv.includes('--version')) {
  process.stdout.write(`${process.env.FAKE_CLAUDE_VERSION ?? '2.1.332'} (Claude Code)\n`);
  process.exit(0);
}

const flag = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
const prompt = flag('-p') ?? '';
const settings = JSON.parse(flag('--settings') ?? '{}');
const model = flag('--model') ?? 'claude-opus-5-5';
const base = process.env.ANTHROPIC_BASE_URL ?? '';
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base) || !process.env.ANTHROPIC_API_KEY) {
  process.stderr.write(`fake claude: refusing to run against ${base || '(no base URL)'}\n`);
  process.exit(7);
}

function frontmatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  const fields = {};
  for (const line of (m ? m[1] : '').split('\n')) {
    const kv = /^([\w-]+):\s*(.*)$/.exec(line);
    if (kv) fields[kv[1]] = kv[2].replace(/^"(.*)"$/, '$1');
  }
  return { fields, body: m ? text.slice(m[0].length) : text };
}

function skillsIn(root) {
  let names = [];
  try { names = fs.readdirSync(root).sort(); } catch { return []; }
  return names.flatMap((n) => {
    const file = path.join(root, n, 'SKILL.md');
    try { return [{ name: n, dir: path.join(root, n), ...frontmatter(fs.readFileSync(file, 'utf8')) }]; } catch { return []; }
  });
}

const skills = [...skillsIn(path.join(process.cwd(), '.claude', 'skills')), ...skillsIn(path.join(process.env.HOME, '.claude', 'skills'))];
const listed = skills.filter((s) => s.fields['disable-model-invocation'] !== 'true');
const listing = HEADER + [...listed.map((s) => (s.fields.description ? `- ${s.name}: ${s.fields.description}` : `- ${s.name}`)), '- fake-builtin: A built-in skill of the fake client'].join('\n');

function expand(skill, args) {
  let body = skill.body.split('$ARGUMENTS').join(args ?? '');
  body = body.replace(/(?<=^|\s)!`([^`]+)`/gm, (_all, cmd) => {
    if (settings.disableSkillShellExecution === true) return MARKER;
    try { return execSync(cmd, { encoding: 'utf8', shell: '/bin/sh' }).trimEnd(); } catch (e) { return `[error: ${e.message}]`; }
  });
  return `Base directory for this skill: ${skill.dir}\n\n${body}`;
}

async function send(messages) {
  const r = await fetch(`${base}/v1/messages?beta=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.ANTHROPIC_API_KEY, 'anthropic-version': '2023-06-01' },
    body: JSON.stringify({ model, max_tokens: 1024, stream: false, tools: [{ name: 'Skill', input_schema: { type: 'object' } }, { name: 'Read', input_schema: { type: 'object' } }], messages }),
  });
  return r.json();
}

const reminder = { type: 'text', text: '<system-reminder>\nThe fake client\'s context.\n</system-reminder>' };
const system = { role: 'system', content: [{ type: 'text', text: `# Environment\nA fake client.\n\n${listing}\n\nToday's date is 2026-12-02.` }] };
let first;
const slash = /^\/(\S+)(?:\s+([\s\S]*))?$/.exec(prompt);
if (slash) {
  const skill = skills.find((s) => s.name === slash[1]);
  if (!skill) {
    process.stdout.write(JSON.stringify({ type: 'result', subtype: 'success', is_error: false, result: `Unknown command: /${slash[1]}`, session_id: 'fake-session' }));
    process.exit(0);
  }
  const command = `<command-message>${skill.name}</command-message>\n<command-name>/${skill.name}</command-name>\n<command-args>${slash[2] ?? ''}</command-args>\n`;
  first = [{ role: 'user', content: [reminder, { type: 'text', text: command }, { type: 'text', text: expand(skill, slash[2]) }] }, system];
} else {
  first = [{ role: 'user', content: [reminder, { type: 'text', text: prompt }] }, system];
}

await new Promise((r) => setTimeout(r, Number(process.env.FAKE_CLAUDE_DELAY_MS ?? 0)));
const reply = await send(first);
let result = reply.content?.find((b) => b.type === 'text')?.text ?? '';
const call = reply.content?.find((b) => b.type === 'tool_use' && b.name === 'Skill');
if (call) {
  const skill = listed.find((s) => s.name === call.input.skill);
  const toolResult = skill
    ? { type: 'tool_result', tool_use_id: call.id, content: `Launching skill: ${skill.name}` }
    : { type: 'tool_result', tool_use_id: call.id, content: `<tool_use_error>Unknown skill: ${call.input.skill}</tool_use_error>`, is_error: true };
  const content = skill ? [toolResult, { type: 'text', text: expand(skill, call.input.args) }] : [toolResult];
  const second = await send([...first, { role: 'assistant', content: reply.content }, { role: 'user', content }]);
  result = second.content?.find((b) => b.type === 'text')?.text ?? '';
}
process.stdout.write(JSON.stringify({ type: 'result', subtype: 'success', is_error: false, result, session_id: 'fake-session' }));
