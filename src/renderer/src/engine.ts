/**
 * The renderer's one adapter to the pure engine: every engine call the shell
 * makes goes through here, so a change of engine signature is fixed in one
 * place and a throwing engine function never takes the editor down.
 */
import type { Catalog, Diagnostic, ParsedSkill, ProfileId, Scope } from '../../shared/engine/types';
import type { FieldSpec } from '../../shared/engine/fields/types';
import { getProfile, type Profile } from '../../shared/engine/profiles';
import { parseSkillText as engineParse } from '../../shared/engine/parse';
import { updateSkillText as engineUpdate, type ScanOptions } from '../../shared/engine/discovery';
import { fieldTable as engineFieldTable } from '../../shared/engine/fields';
import { quickFixes as engineQuickFixes, type CodeAction } from '../../shared/engine/fixes';
import { bodyStats as engineBodyStats, checkBody, MAX_BODY_LINES, MAX_BODY_TOKENS, type BodyStats } from '../../shared/engine/body';

/** A quick fix offered for a diagnostic (the engine's CodeAction). */
export type QuickFix = CodeAction;
/** Context of a parse (mirrors the engine's ParseContext). */
export interface ParseCtx { profile: Profile; dirName: string | null; fileStem?: string; scope?: Scope; path?: string }

export { getProfile };
export type { Profile };

/** Parse one SKILL.md text (never throws). */
export function parseSkillText(text: string, ctx: ParseCtx): ParsedSkill {
  return engineParse(text, ctx);
}

/** Overlay one buffer (or a deletion, `null`) on a catalog; only that file is re-parsed. */
export function updateSkillText(catalog: Catalog, path: string, text: string | null, profile: Profile, opts?: ScanOptions): Catalog {
  try { return engineUpdate(catalog, path, text, profile, opts); } catch (e) { console.error('updateSkillText failed', e); return catalog; }
}

const tables = new Map<ProfileId, FieldSpec[]>();
/** The profile's field table (cached: it is static data). */
export function fieldTable(profileId: ProfileId): FieldSpec[] {
  let t = tables.get(profileId);
  if (!t) {
    try { t = engineFieldTable(profileId); } catch (e) { console.error('fieldTable failed', e); t = []; }
    tables.set(profileId, t);
  }
  return t;
}

/** Quick fixes the engine offers for one diagnostic (`shape`: the file's disk layout, for the BOM and CRLF fixes). */
export function quickFixes(text: string, diagnostic: Diagnostic, ctx: ParseCtx, shape?: { bom: boolean; eol: 'lf' | 'crlf' }): QuickFix[] {
  try { return engineQuickFixes(text, diagnostic, { dirName: ctx.dirName, profileId: ctx.profile.id, ...(shape ? { shape: { bom: shape.bom, eol: shape.eol } } : {}) }) ?? []; } catch (e) { console.error('quickFixes failed', e); return []; }
}

/**
 * Body diagnostics of a live buffer. `fileExists` answers from the skill
 * folder's listing that main sends with the file (the renderer has no fs).
 */
export function bodyDiagnostics(text: string, parsed: ParsedSkill, ctx: ParseCtx, dir: string | null, fileExists: (abs: string) => boolean = () => true): Diagnostic[] {
  try {
    return checkBody(text, parsed, { dir, fileExists, profileId: ctx.profile.id, version: ctx.profile.version });
  } catch (e) { console.error('checkBody failed', e); return []; }
}

/** Lines and estimated tokens of a body, with the spec's guidance limits. */
export function bodySize(body: string): BodyStats & { maxLines: number; maxTokens: number } {
  return { ...engineBodyStats(body), maxLines: MAX_BODY_LINES, maxTokens: MAX_BODY_TOKENS };
}
