/**
 * Body checks: what the harness will do with the Markdown after the
 * frontmatter, and where that differs from what the author probably meant.
 * Codes (catalogue in ../diagnostics/codes/body.ts): `link-target-missing`,
 * `skill-dir-path-missing`, `reference-too-deep` (§6.3), `body-too-long`,
 * `body-too-many-tokens` (§6.3, tokens ≈ characters ÷ 4), `placeholder-in-code`
 * (§9.1/§9.2), `positional-missing-argument` (§9.1).
 *
 * Ranges are in whole-file coordinates (1-based lines, UTF-16 columns,
 * exclusive `endColumn`): body offsets are shifted by `parsed.bodyOffset`.
 * Never throws on user input; a `fileExists` that throws counts as "exists".
 */
import type { Diagnostic, ParsedSkill, ProfileId, SkillFields, VersionSelector } from '../types';
import { profileOrDefault } from '../profiles';
import { LineIndex } from '../text/positions';
import { codeRegions } from './markdown';
import { checkReferences } from './references';
import { checkPlaceholders } from './placeholders';
import { checkSize } from './size';
import { checkGluedShell } from './shellGlued';
import { capDiagnostics } from '../diagnostics/limits';

export { bodyStats, type BodyStats, MAX_BODY_LINES, MAX_BODY_TOKENS } from './size';
export { findPlaceholders, hintTokenCount, type Placeholder } from './placeholders';
export { codeRegions, linkTargets, type CodeRegion, type LinkRef } from './markdown';

/** Context for `checkBody`. */
export interface BodyCheckContext {
  /** Absolute '/'-separated skill folder, or null for flat files (file checks are skipped). */
  dir: string | null;
  /** True when a file or folder exists at the absolute path (e.g. over `FsPort.stat`). */
  fileExists: (absPath: string) => boolean;
  profileId: ProfileId;
  /** Version of the profile (`\$` escapes exist only in Claude Code 2.1.332, §9.2). Default `latest`. */
  version?: VersionSelector;
}

/** The parts of a parsed skill the body checks read (`fields` optional: named arguments and the hint). */
export type BodyInput = Pick<ParsedSkill, 'body' | 'bodyOffset'> & {
  fields?: Partial<Pick<SkillFields, 'arguments' | 'argumentHint'>>;
};

/** Where `body` starts in `text`: `bodyOffset` when the body is a verbatim slice there, else its first occurrence. */
function locateBody(text: string, body: string, bodyOffset: number): number {
  if (text.startsWith(body, bodyOffset)) return bodyOffset;
  const at = body ? text.indexOf(body) : -1;
  return at >= 0 ? at : Math.max(0, Math.min(bodyOffset, text.length));
}

/**
 * Check the body of `text` (the whole SKILL.md) as `parsed` describes it.
 * Returns diagnostics sorted by position, at most `MAX_PER_CODE` of one code
 * (then a `diagnostics-capped` summary).
 */
export function checkBody(text: string, parsed: BodyInput, ctx: BodyCheckContext): Diagnostic[] {
  const body = typeof parsed.body === 'string' ? parsed.body : '';
  // Located first: the comparison with the file is several times slower once the body has
  // been searched (measured on the bench bodies: 11 -> 45 ms for 2,000), not skipped lazily.
  const offset = locateBody(text, body, Number.isFinite(parsed.bodyOffset) ? parsed.bodyOffset : 0);
  let index: LineIndex | null = null;
  const toRange = (start: number, end: number) => {
    index ??= new LineIndex(text);
    return index.range(offset + start, offset + end);
  };
  // An unknown id (stale settings) falls back to the default profile rather than throwing.
  const profile = profileOrDefault(ctx.profileId, ctx.version);
  const regions = codeRegions(body);
  const out: Diagnostic[] = [
    ...checkReferences(body, regions, {
      dir: ctx.dir,
      fileExists: ctx.fileExists,
      skillDirVariables: profile.invocation.variables.filter((v) => v.endsWith('_SKILL_DIR}')),
    }, toRange),
    ...checkPlaceholders(body, regions, {
      args: profile.invocation.args,
      names: Array.isArray(parsed.fields?.arguments) ? parsed.fields.arguments.filter((n) => typeof n === 'string') : [],
      argumentHint: typeof parsed.fields?.argumentHint === 'string' ? parsed.fields.argumentHint : undefined,
      shellInjection: profile.invocation.shell !== 'none',
    }, toRange),
    ...checkSize(body, toRange),
    ...(profile.invocation.shell === 'cc' ? checkGluedShell(body, regions, toRange) : []),
  ];
  // Sorted by position, then at most MAX_PER_CODE of one code (20,000 broken links stay readable).
  return capDiagnostics(out.sort((a, b) => a.range.line - b.range.line || a.range.column - b.range.column));
}

export { withBodyDiagnostics } from './catalog';
