/** Which catalog findings say "this file is UTF-16" (so Convert to UTF-8 is offered for them). */
import type { Diagnostic, SkillRecord } from '../../../shared/engine';

/** True for the scan's `binary-file` finding on a UTF-16 file (its `data.utf16` is 'le' or 'be', discovery/read.ts). */
export function isUtf16Diagnostic(d: Diagnostic): boolean {
  return d.code === 'binary-file' && (d.data?.utf16 === 'le' || d.data?.utf16 === 'be');
}

/** True when the skill's SKILL.md is UTF-16 (not loaded until it is converted). */
export function isUtf16(skill: SkillRecord): boolean {
  return skill.diagnostics.some(isUtf16Diagnostic);
}
