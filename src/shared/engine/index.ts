/**
 * The public facade of the Skill Studio engine: pure functions over strings
 * and plain objects (see docs/ARCHITECTURE.md). Every file outside
 * src/shared/engine/ imports the engine from here and only from here
 * (test/unit/layering.test.ts enforces it).
 */
export * from './types';
export type { FsPort, FsError, DirEntry, StatResult, ReadResult } from './fsport';
export { isFsError } from './fsport';
export {
  getProfile, profileOrDefault, profileRecord, isProfileId, isVersionSelector, hasVersions, hasCapture, captureProfiles, versionChoices, profileChoices,
  PROFILES, PROFILE_IDS, DEFAULT_PROFILE_ID, VERSION_SELECTORS, LATEST, type Profile, type ProfileRecord, type ProfileVersion, type ListingSection, type ProbeCheck, type ProbeRelease,
} from './profiles';
export { parseSkillText, type ParseContext, type ParseResult } from './parse';
export { resolveRoots, scanCatalog, updateSkillText, resolveCatalog, discoverPlugins, type ScanOptions, type FoundPlugin, type PluginSource } from './discovery';
export { activation } from './discovery/activation';
export { BUNDLED_ORDER_FILE } from './discovery/walk';
export { observeEngine, type EngineObserver } from './observer';
export { renderListing, ccBudget } from './listing';
export { listingDelivery, listingDelta, type ListingDelivery, type ListingDelta } from './listing/delivery';
export { CLAUDE_MODELS, resolveModel, type ModelFacts, type ResolvedModel } from './models';
export {
  resolveListingOptions, BUDGET_KEYS, DEFAULT_CONTEXT_WINDOW, DEFAULT_BUDGET_FRACTION,
  type BudgetKey, type ListingSettings, type ResolvedListingOptions, type SourcedField, type SourcedNumber,
} from './listing/options';
export { CLAUDE_CODE_VERSIONS, claudeCodeVersion, type ClaudeCodeVersion, type ClaudeCodePackage, type HideBundled } from './profiles/claudeCodeVersions';
export { simulateInvocation, argumentTokens, quoteArgument, replaceArgument, type ArgSyntax, type ArgToken } from './invoke';
export { explainName, closestNames, type Explanation } from './explain';
export { fieldTable, validateFields, profileJsonSchema, type FieldSpec } from './fields';
export { usageScore } from './usage';
export { checkBody, bodyStats, MAX_BODY_LINES, MAX_BODY_TOKENS, type BodyStats } from './body';
export { bodyChecksDuringScan, withBodyDiagnostics } from './body/catalog';
export { detectUtf16, readText, wholeUtf8Prefix } from './discovery/read';
export { relativeOrAbsolute } from './discovery/pathutil';
export { dict, dictSchema } from './dict';
export { trimEndChars } from './text/trim';
export { quickFixes, fixAllInFile, applyEdits, type CodeAction, type TextEdit, type ShapeOp } from './fixes';
export { makeDiagnostic, codeSpec, allCodes, isDiagnosticCode, type DiagnosticCode } from './diagnostics/catalogue';
export { makeReason, isReasonCode, allReasonCodes, type ReasonCode } from './diagnostics/reasons';
export { LineIndex, FILE_START } from './text/positions';
export { measure, displayWidth, truncateWithEllipsis } from './text/measure';
export {
  harnessVerdicts, portabilityDiagnostics, profileFolders, type HarnessVerdict, type PortableSkill,
} from './portability';
export { profileVerification, type Verification, type VerificationLevel } from './profiles/verification';
export {
  harnessMatrix, harnessFolders, ownHarnessFolders, ownFolderTemplates, profileKey, parseProfileKey,
  type HarnessMatrix, type MatrixCell, type MatrixColumn, type MatrixInput, type MatrixListed, type MatrixRow, type MatrixStatus,
} from './matrix';
