/**
 * Reads what the user's Claude Code would use for the listing budget and
 * skill overrides: `~/.claude/settings.json`, `<project>/.claude/settings.json`,
 * `<project>/.claude/settings.local.json` (later wins) and the environment
 * variable SLASH_COMMAND_TOOL_CHAR_BUDGET. Each value keeps its source so the
 * UI can say where a number came from. Unreadable files are reported, not fatal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { HarnessSettings, SourcedValue } from '../../shared/ipc/contract';

type Override = 'off' | 'name-only' | 'user-invocable-only';
const overrideSchema = z.enum(['off', 'name-only', 'user-invocable-only']);

/** The settings files in precedence order (later wins). */
export function harnessSettingsFiles(home: string, project: string): string[] {
  return [
    path.join(home, '.claude', 'settings.json'),
    path.join(project, '.claude', 'settings.json'),
    path.join(project, '.claude', 'settings.local.json'),
  ];
}

/** Read the harness settings for `home`/`project` with `env`. */
export function readHarnessSettings(home: string, project: string, env: NodeJS.ProcessEnv = process.env): HarnessSettings {
  const out: HarnessSettings = { overrides: [], files: [] };
  for (const file of harnessSettingsFiles(home, project)) {
    let raw: string;
    try { raw = fs.readFileSync(file, 'utf8'); } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      out.files.push(code === 'ENOENT' ? { path: file, exists: false } : { path: file, exists: true, error: String(code) });
      continue;
    }
    let data: unknown;
    try { data = JSON.parse(raw); } catch (e) {
      out.files.push({ path: file, exists: true, error: `invalid JSON: ${(e as Error).message}` });
      continue;
    }
    out.files.push({ path: file, exists: true });
    if (typeof data !== 'object' || data === null) continue;
    const d = data as Record<string, unknown>;
    const fraction = z.number().positive().max(1).safeParse(d.skillListingBudgetFraction);
    if (fraction.success) out.budgetFraction = { value: fraction.data, source: file };
    const maxChars = z.number().int().positive().safeParse(d.skillListingMaxDescChars);
    if (maxChars.success) out.maxEntryChars = { value: maxChars.data, source: file };
    if (d.skillOverrides && typeof d.skillOverrides === 'object') {
      const value: Record<string, Override> = {};
      for (const [k, v] of Object.entries(d.skillOverrides as Record<string, unknown>)) {
        const p = overrideSchema.safeParse(v);
        if (p.success) value[k] = p.data;
      }
      out.overrides.push({ value, source: file });
    }
  }
  const envBudget = env.SLASH_COMMAND_TOOL_CHAR_BUDGET;
  if (envBudget !== undefined && /^\d+$/.test(envBudget.trim()) && Number(envBudget) > 0) {
    out.budget = { value: Number(envBudget), source: 'env SLASH_COMMAND_TOOL_CHAR_BUDGET' };
  }
  return out;
}

/** Per-name merge of the override maps, later files winning. */
export function mergedOverrides(h: HarnessSettings): Record<string, Override> {
  return Object.assign({}, ...h.overrides.map((o: SourcedValue<Record<string, Override>>) => o.value));
}
