/**
 * The public facade of the Skill Studio engine: pure functions over strings
 * and plain objects (see docs/ARCHITECTURE.md). Main, the renderer and the CLI
 * import from here.
 */
export * from './types';
export type { FsPort, FsError, DirEntry, StatResult, ReadResult } from './fsport';
export { isFsError } from './fsport';
export {
  getProfile, profileOrDefault, profileRecord, isProfileId, isVersionSelector, hasVersions, versionChoices, profileChoices,
  PROFILES, PROFILE_IDS, DEFAULT_PROFILE_ID, VERSION_SELECTORS, LATEST, type Profile, type ProfileRecord, type ProfileVersion,
} from './profiles';
export { parseSkillText, type ParseContext, type ParseResult } from './parse';
export { resolveRoots, scanCatalog, updateSkillText, resolveCatalog, parseCount, resetParseCount, type ScanOptions } from './discovery';
export { renderListing, ccBudget } from './listing';
export { simulateInvocation, argumentTokens, quoteArgument, replaceArgument } from './invoke';
export { explainName, closestNames, type Explanation } from './explain';
export { fieldTable, validateFields, profileJsonSchema, type FieldSpec } from './fields';
export { usageScore } from './usage';
export { checkBody, bodyStats } from './body';
export { quickFixes, fixAllInFile, applyEdits, type CodeAction, type TextEdit } from './fixes';
export { makeDiagnostic, codeSpec, allCodes } from './diagnostics/catalogue';
export { LineIndex } from './text/positions';
export { measure, displayWidth, truncateWithEllipsis } from './text/measure';
