/**
 * The renderer's one adapter to the pure engine. The engine modules are being
 * written alongside the renderer, so each is looked up through Vite's eager
 * glob (an absent module yields `{}` instead of a build error) and every call
 * has a safe fallback. Nothing else in the renderer imports engine behaviour
 * except types and `getProfile`.
 */
import type { Catalog, Diagnostic, ParsedSkill, ProfileId, Range, Scope } from '../../shared/engine/types';
import type { FieldSpec } from '../../shared/engine/fields/types';
import { getProfile, type Profile } from '../../shared/engine/profiles';
import { parseSkillText as engineParse } from '../../shared/engine/parse';
import { bodyStats as engineBodyStats, checkBody, MAX_BODY_LINES, MAX_BODY_TOKENS, type BodyStats } from '../../shared/engine/body';

/** One text edit of a quick fix (1-based range, as diagnostics use). */
export interface FixEdit { range: Range; text: string }
/** A quick fix offered for a diagnostic. */
export interface QuickFix { title: string; edits: FixEdit[]; fileOp?: { kind: string; [k: string]: unknown } }
/** Context of a parse (mirrors the engine's ParseContext). */
export interface ParseCtx { profile: Profile; dirName: string | null; fileStem?: string; scope?: Scope; path?: string }

type Fn = (...args: any[]) => any;
const mods = import.meta.glob<Record<string, unknown>>(
  ['../../shared/engine/discovery/index.ts', '../../shared/engine/fields/index.ts', '../../shared/engine/fixes/index.ts'],
  { eager: true },
);

/** Find an exported function by name in any of the engine modules. */
function fn(name: string): Fn | undefined {
  for (const m of Object.values(mods)) if (typeof m[name] === 'function') return m[name] as Fn;
  return undefined;
}

/** Which engine functions are present (shown in the About line, used by tests). */
export function engineFeatures(): Record<string, boolean> {
  const names = ['updateSkillText', 'fieldTable', 'profileJsonSchema', 'quickFixes'];
  return Object.fromEntries(names.map((n) => [n, !!fn(n)]));
}

export { getProfile };
export type { Profile };

/** Parse one SKILL.md text (never throws). */
export function parseSkillText(text: string, ctx: ParseCtx): ParsedSkill {
  return engineParse(text, ctx);
}

/** Overlay one buffer (or a deletion, `null`) on a catalog. */
export function updateSkillText(catalog: Catalog, path: string, text: string | null, profile: Profile, opts?: object): Catalog {
  const f = fn('updateSkillText');
  if (!f) return catalog;
  try { return f(catalog, path, text, profile, opts) as Catalog; } catch (e) { console.error('updateSkillText failed', e); return catalog; }
}

/** The active profile's field table ([] until the fields module exists). */
export function fieldTable(profileId: ProfileId): FieldSpec[] {
  const f = fn('fieldTable');
  try { return f ? (f(profileId) as FieldSpec[]) : []; } catch { return []; }
}

/** Quick fixes the engine offers for one diagnostic. */
export function quickFixes(text: string, diagnostic: Diagnostic, ctx: ParseCtx): QuickFix[] {
  const f = fn('quickFixes');
  try { return f ? ((f(text, diagnostic, ctx) as QuickFix[]) ?? []) : []; } catch (e) { console.error('quickFixes failed', e); return []; }
}

/**
 * Body diagnostics of a live buffer. The renderer cannot stat files
 * synchronously, so link targets count as present here; the saved file's
 * record (scanned in main) reports missing ones.
 */
export function bodyDiagnostics(text: string, parsed: ParsedSkill, ctx: ParseCtx, dir: string | null): Diagnostic[] {
  try {
    return checkBody(text, parsed, { dir, fileExists: () => true, profileId: ctx.profile.id, version: ctx.profile.version });
  } catch (e) { console.error('checkBody failed', e); return []; }
}

/** Lines and estimated tokens of a body, with the spec's guidance limits. */
export function bodySize(body: string): BodyStats & { maxLines: number; maxTokens: number } {
  return { ...engineBodyStats(body), maxLines: MAX_BODY_LINES, maxTokens: MAX_BODY_TOKENS };
}
