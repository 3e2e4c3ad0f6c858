/**
 * The invocation results built from a skill's folder (Copilot CLI's "Related files", OpenCode's
 * file sample) list the real folder in the app and the CLI, as the conformance probe does: before,
 * only the probe passed a folder listing, and the Sandbox and `skill-studio invoke` showed a marker.
 * Expected lines by hand from docs/harnesses/copilot-cli.md "Invocation" (measured 1.0.102) and
 * docs/harnesses/opencode.md (`<file>` lines, measured 1.18.33).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvocationRecord } from '../../src/shared/engine';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { cleanupTemp, fixture, writeSkill, type Fixture } from './helpers';

const repo = path.resolve(__dirname, '../..');
const bundle = path.join(repo, 'out/cli/skill-studio.cjs');
let f: Fixture;
let dir: string;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'pipe' });
  f = await fixture();
  dir = path.dirname(writeSkill(f.skills, 'greet', 'Greets people', '\nSay hello.\n'));
  fs.writeFileSync(path.join(dir, 'notes.md'), 'n');
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.writeFileSync(path.join(dir, 'scripts', 'run.sh'), 'echo');
  // A link to a folder outside the roots: listed as an entry, never descended into (so no loop either).
  const outside = path.join(f.data, "outside");
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'secret.txt'), 's');
  fs.symlinkSync(outside, path.join(dir, 'ext'));
  await f.ctx.service.rescan();
});
afterAll(cleanupTemp);

const expectedContext = (d: string): string => [
  '<skill-context name="greet">',
  `Base directory for this skill: ${d}`,
  '',
  'Related files (use view tool to read):',
  `  - ${d}/ext`,
  `  - ${d}/notes.md`,
  `  - ${d}/scripts/run.sh`,
  '',
  'Say hello.',
  '',
  '</skill-context>',
].join('\n');

describe('invocation results that list the skill folder', () => {
  it('the app (invoke.simulate under Copilot CLI) lists the related files from disk', async () => {
    const dispatch = createDispatch(createHandlers(f.ctx));
    const r = await dispatch('invoke.simulate', { name: 'greet', as: 'model', profile: 'copilot-cli' }) as InvocationRecord;
    expect(r.allowed).toBe(true);
    const context = r.messages.find((m) => m.text.startsWith('<skill-context'))?.text;
    expect(context).toBe(expectedContext(dir));
  });

  it('the app (invoke.simulate under OpenCode) samples the folder’s files', async () => {
    const dispatch = createDispatch(createHandlers(f.ctx));
    const r = await dispatch('invoke.simulate', { name: 'greet', as: 'model', profile: 'opencode' }) as InvocationRecord;
    const text = r.messages.map((m) => m.text).join('\n');
    expect(text).toContain(`<file>${dir}/notes.md</file>\n<file>${dir}/scripts/run.sh</file>`);
    expect(text).not.toContain('not available without a folder listing');
  });

  it('the CLI (invoke --profile copilot-cli --json) gives the same related files', () => {
    const r = spawnSync(process.execPath, [bundle, 'invoke', 'greet', '--as', 'model', '--profile', 'copilot-cli', '--json', '--project', f.project, '--home', f.home, '--no-bundled'],
      { cwd: f.project, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: f.home } });
    expect(r.status, r.stderr).toBe(0);
    const rec = JSON.parse(r.stdout) as { messages: { text: string }[] };
    expect(rec.messages.find((m) => m.text.startsWith('<skill-context'))?.text).toBe(expectedContext(dir));
  });
});
