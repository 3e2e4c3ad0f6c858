/** Engine calls in main: invocation with unsaved overlays and the real disk, explanations, JSON Schema. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvocationRecord } from '../../src/shared/engine/types';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { cleanupTemp, fixture, writeSkill } from './helpers';

afterAll(cleanupTemp);

describe('invoke.simulate', () => {
  it('uses the disk text, or the unsaved overlay when given', async () => {
    const f = await fixture();
    const file = writeSkill(f.skills, 'greet', 'Greets people', 'Disk body for $ARGUMENTS\n');
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const disk = await dispatch('invoke.simulate', { name: 'greet', as: 'user', args: 'Ada' }) as InvocationRecord;
    expect(disk.allowed).toBe(true);
    expect(disk.skillPath).toBe(file);
    expect(disk.body).toContain('Disk body for Ada');
    const overlaid = await dispatch('invoke.simulate', {
      name: 'greet', as: 'user', args: 'Ada',
      overlays: { [file]: '---\nname: greet\ndescription: Greets\n---\nUnsaved body for $ARGUMENTS\n' },
    }) as InvocationRecord;
    expect(overlaid.body).toContain('Unsaved body for Ada');
    expect(overlaid.body).not.toContain('Disk body');
    expect(fs.readFileSync(file, 'utf8')).toContain('Disk body');
    const unknown = await dispatch('invoke.simulate', { name: 'nope', as: 'model' }) as InvocationRecord;
    expect(unknown.allowed).toBe(false);
  });

  it('checks ${CLAUDE_SKILL_DIR} paths against the real disk', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'ref', 'Refs', 'Read ${CLAUDE_SKILL_DIR}/present.md and ${CLAUDE_SKILL_DIR}/absent.md\n');
    fs.writeFileSync(path.join(f.skills, 'ref', 'present.md'), 'x');
    await f.ctx.service.rescan();
    const r = await createDispatch(createHandlers(f.ctx))('invoke.simulate', { name: 'ref', as: 'user' }) as InvocationRecord;
    const flags = r.substitutions.filter((s) => s.placeholder.includes('CLAUDE_SKILL_DIR')).map((s) => s.flag ?? 'ok');
    expect(flags).toEqual(['ok', 'path-missing']);
  });
});

describe('engine.explain and engine.schema', () => {
  it('explains a name in plain words with the skill diagnostics, and exports a schema', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'helper', 'Helps');
    await f.ctx.service.rescan();
    const dispatch = createDispatch(createHandlers(f.ctx));
    const e = await dispatch('engine.explain', { name: 'helper' }) as { text: string; diagnostics: unknown[] };
    expect(e.text).toMatch(/helper/);
    expect(Array.isArray(e.diagnostics)).toBe(true);
    const s = await dispatch('engine.schema', { profile: 'claude-code' }) as { schema: { properties?: Record<string, unknown> } };
    expect(s.schema.properties).toHaveProperty('description');
  });
});
