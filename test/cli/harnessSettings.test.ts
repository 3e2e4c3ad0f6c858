/**
 * The Claude Code settings reader (src/cli/harnessSettings.ts): file order and
 * precedence, environment budget, and bad input reported instead of thrown.
 */
import { describe, expect, it } from 'vitest';
import { mergedOverrides, readHarnessSettings, settingsFilePaths, type SettingsFileRead } from '../../src/shared/harnessSettings';

function reader(files: Record<string, string | { error: string }>): (p: string) => SettingsFileRead {
  return (p) => {
    const f = files[p];
    if (f === undefined) return { missing: true };
    return typeof f === 'string' ? { text: f } : f;
  };
}

describe('readHarnessSettings', () => {
  it('reads the three files in order, later wins key by key', () => {
    const hs = readHarnessSettings({
      home: '/h', project: '/p', env: {},
      readFile: reader({
        '/h/.claude/settings.json': JSON.stringify({ skillListingBudgetFraction: 0.02, skillListingMaxDescChars: 500, skillOverrides: { a: 'off', b: 'name-only' } }),
        '/p/.claude/settings.json': JSON.stringify({ skillListingBudgetFraction: 0.03 }),
        '/p/.claude/settings.local.json': JSON.stringify({ skillOverrides: { b: 'user-invocable-only' } }),
      }),
    });
    expect(hs.budgetFraction).toEqual({ value: 0.03, source: '/p/.claude/settings.json' });
    expect(hs.maxEntryChars).toEqual({ value: 500, source: '/h/.claude/settings.json' });
    expect(hs.budget).toBeUndefined();
    expect(mergedOverrides(hs)).toEqual({ a: 'off', b: 'user-invocable-only' });
    expect(hs.files.map((f) => [f.path, f.exists])).toEqual([
      ['/h/.claude/settings.json', true], ['/p/.claude/settings.json', true], ['/p/.claude/settings.local.json', true],
    ]);
  });

  it('takes SLASH_COMMAND_TOOL_CHAR_BUDGET when numeric and non-zero', () => {
    const base = { home: '/h', project: null, readFile: reader({}) };
    expect(readHarnessSettings({ ...base, env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '12000' } }).budget).toEqual({ value: 12000, source: 'env SLASH_COMMAND_TOOL_CHAR_BUDGET' });
    expect(readHarnessSettings({ ...base, env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '0' } }).budget).toBeUndefined();
    expect(readHarnessSettings({ ...base, env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: 'lots' } }).budget).toBeUndefined();
    expect(readHarnessSettings({ ...base, env: {} }).budget).toBeUndefined();
  });

  it('reports bad JSON, bad values and unreadable files without throwing', () => {
    const hs = readHarnessSettings({
      home: '/h', project: '/p', env: {},
      readFile: reader({
        '/h/.claude/settings.json': '{ not json',
        '/p/.claude/settings.json': JSON.stringify({ skillListingBudgetFraction: -1, skillListingMaxDescChars: 'big', skillOverrides: { x: 'sometimes', y: 'off' } }),
        '/p/.claude/settings.local.json': { error: 'EACCES: permission denied' },
      }),
    });
    expect(hs.budgetFraction).toBeUndefined();
    expect(hs.maxEntryChars).toBeUndefined();
    expect(mergedOverrides(hs)).toEqual({ y: 'off' });
    expect(hs.files[0].error).toMatch(/invalid JSON/);
    expect(hs.files[1].error).toMatch(/skillListingBudgetFraction/);
    expect(hs.files[1].error).toMatch(/skillListingMaxDescChars/);
    expect(hs.files[1].error).toMatch(/skillOverrides\.x/);
    expect(hs.files[2]).toEqual({ path: '/p/.claude/settings.local.json', exists: true, error: 'EACCES: permission denied' });
  });

  it('a reader that throws is reported, not propagated', () => {
    const hs = readHarnessSettings({ home: '/h', project: null, env: {}, readFile: () => { throw new Error('boom'); } });
    expect(hs.files).toHaveLength(1);
    expect(hs.files[0].error).toMatch(/boom/);
  });

  it('without a project only the user file is read', () => {
    expect(settingsFilePaths('/h/', null)).toEqual(['/h/.claude/settings.json']);
  });
});
