/**
 * Claude Code's settings that shape the skill listing, read the way Claude Code
 * reads them (reference README, "Conventions"; skill-semantics §6.2):
 *
 * - `~/.claude/settings.json`, `<project>/.claude/settings.json`,
 *   `<project>/.claude/settings.local.json`, later files win key by key;
 * - keys `skillListingBudgetFraction`, `skillListingMaxDescChars`,
 *   `skillOverrides` (name → `off` | `name-only` | `user-invocable-only`);
 * - key `model` (the session's model, which sets the listing budget: engine/models.ts);
 * - environment `SLASH_COMMAND_TOOL_CHAR_BUDGET` (used when numeric and non-zero) and
 *   `ANTHROPIC_MODEL` (wins over settings `model`; `--model` wins over both).
 *
 * Pure: the file reader and the environment are injected, paths are joined
 * with '/', so the main process (and tests) can reuse it unchanged. Never
 * throws: unreadable files, bad JSON and bad values are reported in `files`.
 */
import { z } from 'zod';
import type { HarnessSettings, SourcedValue } from './ipc/contract';
import { dict, type Profile } from './engine';
import { trimEndChars } from './engine';

/** What the injected reader returns for one path. */
export type SettingsFileRead = { text: string } | { missing: true } | { error: string };

/** Inputs of {@link readHarnessSettings}. */
export interface HarnessSettingsInput {
  /** The user's home directory (absolute, '/'-separated). */
  home: string;
  /** The project root, or null when there is none. */
  project: string | null;
  /** Environment variables (only `SLASH_COMMAND_TOOL_CHAR_BUDGET` and `ANTHROPIC_MODEL` are read). */
  env: Record<string, string | undefined>;
  /** Reads one file; must not throw. */
  readFile: (path: string) => SettingsFileRead;
}

export type OverrideValue = 'off' | 'name-only' | 'user-invocable-only';

const overrideSchema = z.enum(['off', 'name-only', 'user-invocable-only']);
const fractionSchema = z.number().finite().positive();
const maxCharsSchema = z.number().int().positive();

/** The settings files Claude Code reads, lowest precedence first. */
export function settingsFilePaths(home: string, project: string | null): string[] {
  const trim = (p: string): string => trimEndChars(p, '/') || '/';
  const out = [`${trim(home)}/.claude/settings.json`];
  if (project) out.push(`${trim(project)}/.claude/settings.json`, `${trim(project)}/.claude/settings.local.json`);
  return out;
}

/** Parse the env budget: a finite, non-zero number (Claude Code ignores anything else). */
function envBudget(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw.trim());
  if (!Number.isFinite(n) || n === 0) return undefined;
  return Math.max(1, Math.floor(n));
}

/**
 * Read Claude Code's listing-related settings. Later files win for the scalar
 * keys; `overrides` keeps one entry per file that sets `skillOverrides` (in
 * precedence order) so the UI can say where each came from; use
 * {@link mergedOverrides} for the effective map.
 */
export function readHarnessSettings(input: HarnessSettingsInput): HarnessSettings {
  const result: HarnessSettings = { overrides: [], files: [] };
  for (const path of settingsFilePaths(input.home, input.project)) {
    let read: SettingsFileRead;
    try { read = input.readFile(path); } catch (e) { read = { error: String(e) }; }
    if ('missing' in read) { result.files.push({ path, exists: false }); continue; }
    if ('error' in read) { result.files.push({ path, exists: true, error: read.error }); continue; }
    let data: unknown;
    try { data = JSON.parse(read.text); } catch (e) {
      result.files.push({ path, exists: true, error: `invalid JSON: ${(e as Error).message}` });
      continue;
    }
    const problems: string[] = [];
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      result.files.push({ path, exists: true, error: 'not a JSON object' });
      continue;
    }
    const obj = data as Record<string, unknown>;
    if ('skillListingBudgetFraction' in obj) {
      const p = fractionSchema.safeParse(obj.skillListingBudgetFraction);
      if (p.success) result.budgetFraction = { value: p.data, source: path };
      else problems.push('skillListingBudgetFraction must be a positive number');
    }
    if ('skillListingMaxDescChars' in obj) {
      const p = maxCharsSchema.safeParse(obj.skillListingMaxDescChars);
      if (p.success) result.maxEntryChars = { value: p.data, source: path };
      else problems.push('skillListingMaxDescChars must be a positive integer');
    }
    if ('model' in obj) {
      if (typeof obj.model === 'string' && obj.model.trim() !== '') result.model = { value: obj.model.trim(), source: path };
      else problems.push('model must be a non-empty string');
    }
    if ('skillOverrides' in obj) {
      const raw = obj.skillOverrides;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) problems.push('skillOverrides must be an object');
      else {
        // Keyed by skill name: no prototype, so `__proto__` or `constructor` is a name like any other.
        const map = dict<OverrideValue>();
        for (const [name, v] of Object.entries(raw as Record<string, unknown>)) {
          const p = overrideSchema.safeParse(v);
          if (p.success) map[name] = p.data;
          else problems.push(`skillOverrides.${name}: expected off, name-only or user-invocable-only`);
        }
        result.overrides.push({ value: map, source: path });
      }
    }
    result.files.push(problems.length ? { path, exists: true, error: problems.join('; ') } : { path, exists: true });
  }
  const budget = envBudget(input.env.SLASH_COMMAND_TOOL_CHAR_BUDGET);
  if (budget !== undefined) result.budget = { value: budget, source: 'env SLASH_COMMAND_TOOL_CHAR_BUDGET' };
  const model = input.env.ANTHROPIC_MODEL?.trim();
  if (model) result.model = { value: model, source: 'env ANTHROPIC_MODEL' };
  return result;
}

/** The effective `skillOverrides` map: later files win name by name. */
export function mergedOverrides(hs: HarnessSettings): Record<string, OverrideValue> {
  const out = dict<OverrideValue>();
  for (const o of hs.overrides as SourcedValue<Record<string, OverrideValue>>[]) for (const k of Object.keys(o.value)) out[k] = o.value[k];
  return out;
}

/**
 * The `skillOverrides` a scan under `profile` applies: the merged map, only
 * for a profile whose record reads these settings (`Profile.settings`), and
 * undefined when there are none. The one rule for the app and the CLI.
 */
export function skillOverridesFor(profile: Profile, hs: HarnessSettings | null): Record<string, OverrideValue> | undefined {
  if (!hs || profile.settings === 'none') return undefined;
  const merged = mergedOverrides(hs);
  return Object.keys(merged).length ? merged : undefined;
}
