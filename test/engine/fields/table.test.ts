/**
 * Field tables and JSON Schema per profile (reference §2.1 matrix, §2.2).
 * Expected key sets are copied by hand from the §2.1 matrix columns
 * (✓ and ~ count as read; ✗ as not read).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldTable, profileJsonSchema, profileZodSchema, KNOWN_TOOLS } from '../../../src/shared/engine/fields';

const keys = (p: Parameters<typeof fieldTable>[0]) => fieldTable(p).map((f) => f.key).sort();

describe('fieldTable per profile (§2.1)', () => {
  it('claude-code reads the CC column', () => {
    expect(keys('claude-code')).toEqual([
      'agent', 'allowed-tools', 'argument-hint', 'arguments', 'context', 'description', 'disable-model-invocation', 'effort',
      'hooks', 'model', 'name', 'paths', 'shell', 'user-invocable', 'version', 'when_to_use',
    ]);
  });
  it('agent-skills reads the six spec keys (§2.2 allowed set)', () => {
    expect(keys('agent-skills')).toEqual(['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name']);
  });
  it('codebot reads the CB1 column (✓ and ~: arguments stored, hooks typed)', () => {
    expect(keys('codebot')).toEqual([
      'agent', 'allowed-tools', 'argument-hint', 'arguments', 'context', 'description', 'disable-model-invocation', 'effort', 'hooks',
      'model', 'name', 'paths', 'user-invocable', 'version', 'when_to_use',
    ]);
  });
  it('openharness reads the OH column', () => {
    expect(keys('openharness')).toEqual(['argument-hint', 'description', 'disable-model-invocation', 'model', 'name', 'user-invocable']);
  });
  it('minimal reads only description (seed 003)', () => {
    expect(keys('minimal')).toEqual(['description']);
  });
  it('limits, requirements, defaults and suggestions', () => {
    const as = fieldTable('agent-skills');
    expect(as.find((f) => f.key === 'name')).toMatchObject({ maxLength: 64, required: true });
    expect(as.find((f) => f.key === 'description')).toMatchObject({ maxLength: 1024, required: true });
    expect(as.find((f) => f.key === 'compatibility')?.maxLength).toBe(500);
    const cc = fieldTable('claude-code');
    expect(cc.find((f) => f.key === 'user-invocable')?.default).toBe('true');
    expect(cc.find((f) => f.key === 'effort')?.values).toEqual(['low', 'medium', 'high', 'xhigh', 'max']);
    expect(cc.find((f) => f.key === 'allowed-tools')?.values).toEqual(KNOWN_TOOLS);
    expect(cc.find((f) => f.key === 'arguments')?.snippet).toContain('${1:');
    expect(cc.find((f) => f.key === 'argument-hint')?.snippet).toContain('${1:');
    // Hover text differs where the harnesses differ (E14).
    expect(fieldTable('codebot').find((f) => f.key === 'allowed-tools')?.doc).toContain('commas only');
    expect(cc.find((f) => f.key === 'name')?.doc).toContain('folder name');
  });  // Records that declare their keys in `frontmatter.keys` (one field; `reads` is gone), copied by hand
  // from each record's cited source: Goose skills/mod.rs, Crush skills.go:38-50, VS Code
  // promptsServiceImpl.ts, Qwen Code parseSkillContent, Amp and Windsurf docs.
  it('harness records join the table through frontmatter.keys', () => {
    expect(keys('goose')).toEqual(['description', 'metadata', 'name']);
    expect(keys('crush')).toEqual(['compatibility', 'description', 'disable-model-invocation', 'license', 'metadata', 'name', 'user-invocable']);
    expect(keys('vscode-copilot')).toEqual(['description', 'disable-model-invocation', 'name', 'user-invocable']);
    expect(keys('qwen-code')).toEqual(['description', 'disable-model-invocation', 'name']);
    expect(keys('amp')).toEqual(['description', 'name']);
    expect(keys('windsurf')).toEqual(['description', 'name']);
    expect(keys('roo-code')).toEqual(['description', 'name']);
    expect(keys('cursor')).toEqual(['compatibility', 'description', 'disable-model-invocation', 'license', 'metadata', 'name']);
  });
});

describe('profileJsonSchema (zod 4 z.toJSONSchema)', () => {
  it('agent-skills: closed object, required name/description, limits', () => {
    const s = profileJsonSchema('agent-skills') as any;
    expect(s.type).toBe('object');
    expect(s.additionalProperties).toBe(false);
    expect(s.required.sort()).toEqual(['description', 'name']);
    expect(s.properties.name.maxLength).toBe(64);
    expect(s.properties.description.maxLength).toBe(1024);
    expect(s.properties.compatibility.maxLength).toBe(500);
    expect(s.properties.metadata.additionalProperties).toEqual({ type: 'string' });
  });
  it('claude-code: open object with enums for effort, context and shell', () => {
    const s = profileJsonSchema('claude-code') as any;
    expect(s.additionalProperties).not.toBe(false);
    expect(s.required ?? []).toEqual([]);
    expect(s.properties.context.enum).toEqual(['inline', 'fork']);
    expect(s.properties.shell.enum).toEqual(['bash', 'powershell']);
    expect(JSON.stringify(s.properties.effort)).toContain('xhigh');
    expect(s.properties['user-invocable'].type).toBe('boolean');
    expect(s.properties.description.description).toContain('100 characters');
  });
  it('the zod schema accepts a good spec frontmatter and rejects extras', () => {
    const zs = profileZodSchema('agent-skills');
    expect(zs.safeParse({ name: 'pdf', description: 'Work with PDFs' }).success).toBe(true);
    expect(zs.safeParse({ name: 'pdf', description: 'x', model: 'opus' }).success).toBe(false);
    expect(profileZodSchema('claude-code').safeParse({ effort: 'sometimes' }).success).toBe(false);
    expect(profileZodSchema('claude-code').safeParse({ effort: 3 }).success).toBe(true);
    expect(z.toJSONSchema(zs)).toBeTruthy();
  });
});
