/**
 * The Claude Code releases Skill Studio is checked against, as the conformance
 * suite (`npm run conformance`, src/node/claude/) reads them: a view of the
 * versions in the Claude Code record (harnesses/claudeCode.ts), where adding a
 * release is one entry. `engineVersion` is the version selector that makes
 * `getProfile('claude-code', v)` imitate it (the release id itself).
 */
import type { VersionId } from '../types';
import type { ClaudeCodePackage, HarnessRelease, HideBundled } from './types';
import { claudeCode } from './harnesses/claudeCode';

export type { ClaudeCodePackage, HideBundled };

/** Engine version that imitates a release. */
export type EngineCcVersion = VersionId;

/** One pinned Claude Code release. */
export interface ClaudeCodeVersion extends HarnessRelease {
  /** The release number, also the id used on the command line and in known differences. */
  id: string;
  engineVersion: EngineCcVersion;
}

/** The pinned releases, oldest first. */
export const CLAUDE_CODE_VERSIONS: readonly ClaudeCodeVersion[] = (claudeCode.versions ?? []).flatMap((v) => (v.release ? [{ id: v.id, engineVersion: v.id, ...v.release }] : []));

/** The pinned release with this id, or undefined. */
export function claudeCodeVersion(id: string): ClaudeCodeVersion | undefined {
  return CLAUDE_CODE_VERSIONS.find((v) => v.id === id);
}
