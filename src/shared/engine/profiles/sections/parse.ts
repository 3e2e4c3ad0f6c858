/** Parse sections of every profile (reference §1, §2.3, §14; seeds 000/003/004). */
import type { ParseSection } from '../types';

export const PARSE_SECTIONS = {
  // CC: §1.1 first `---` anywhere closes; §1.2 quote retry then {}; §1.3 body not trimmed; §2.3 body fallback.
  // 2.1.332 strips a leading BOM (measured, point 11); 2.1.112 keeps it (its override, harnesses/claudeCode.ts).
  // 2.1.332 reads a tab-indented continuation line (point 12); 2.1.112's YAML fails on it (its override).
  'claude-code': { fence: 'cc', yaml: 'yaml', onYamlError: 'cc-quote-retry', body: 'stripped', descriptionFallback: 'cc-body-first-line', requireDescription: false, bom: 'strip', tabIndent: 'as-spaces' },
  // ASref: same split as CC, strictyaml, errors reported; description required (`read_properties`
  // raises on a missing or blank description, so `to-prompt` cannot list the skill, §14).
  'agent-skills': { fence: 'cc', yaml: 'strict-strings', onYamlError: 'error', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true },
  // CB1: `\n---` closes; yaml.v3 error → skipped; body TrimSpace; first body line ≤ 80 runes.
  codebot: { fence: 'cb1', yaml: 'yaml', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'cb-first-body-line', requireDescription: false },
  // OH: `---\n` … `\n---\n` only; safe_load error → fallback chain; whole file delivered.
  openharness: { fence: 'lf-strict', yaml: 'pyyaml', onYamlError: 'oh-fallback', body: 'whole-file', descriptionFallback: 'oh-file-scan', requireDescription: false },
  // seed 003: line-based `key: value`, only description; skipped without it.
  minimal: { fence: 'line-trim', yaml: 'line-kv', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true },
} satisfies Record<string, ParseSection>;

/**
 * How each profile normalises frontmatter values into `SkillFields`
 * (reference §2.1, §2.2, §2.3, §5, §11, E14). Named strategies only; the
 * field module keeps one implementation per name.
 */
export interface FieldRules {
  /** `allowed-tools`: CC splits strings on spaces/commas outside parentheses (E14); CB1 on commas only; `ignore` = not read. */
  allowedTools: 'cc-split' | 'comma-split' | 'space-split' | 'ignore';
  /**
   * Booleans: CC `true` or the string `"true"`; yaml.v3 typed bool (`true/false/yes/no/on/off`, else
   * decode error); OH `parse_bool_frontmatter` (a bool as is, else `str(v).strip().lower()` in
   * `1/true/yes/on` or `0/false/no/off`, anything else the default).
   */
  booleans: 'cc' | 'go-typed' | 'oh-parse-bool' | 'ignore';
  /** `context`: `fork` exactly (CC), case-insensitively (CB1 `strings.EqualFold`), or ignored. */
  context: 'exact' | 'case-insensitive' | 'ignore';
  /** Description value: CC trims, stringifies numbers/booleans, drops blanks; `go-trim` (yaml.v3 string field, then TrimSpace); `string-only` (OH: a non-blank string, stripped, else the fallback); `as-is` (strictyaml / seed 003: already text); `any-string` (Gemini CLI: any string as is, `""` included). */
  description: 'cc-coerce' | 'go-trim' | 'string-only' | 'as-is' | 'any-string';
  /** `effort`: CC's words or an integer, else ignored with a warning; CB1 keeps any string. */
  effort: 'cc-enum' | 'any-string';
  /** List fields (`arguments`, `paths`): CC accepts strings too; yaml.v3 `[]string` fails on a scalar. */
  lists: 'lenient' | 'go-typed';
  /** `model`: CC treats `inherit` as none. */
  model: 'inherit-none' | 'as-is';
  /** Name rule: `max-64` (Codex loader.rs `MAX_NAME_LEN`: over 64 characters the skill is skipped, no charset rule); none (CC, OH, minimal), ASref validator, CB1 (lowercase, `^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$`, ≤ 64 bytes, else skipped). */
  name: 'none' | 'asref' | 'cb1' | 'max-64';
  /** A type that the harness cannot decode skips the skill (yaml.v3 into a typed struct, CB1). */
  typeErrorsSkip: boolean;
  /** Name fallback beyond the folder/stem: OH's first `# ` heading (§2.3); CB1 maps the name `skill` to the folder (§2.3). */
  nameFallback: 'none' | 'oh-heading' | 'cb1-skill-alias';
}

export const FIELD_RULES = {
  'claude-code': { allowedTools: 'cc-split', booleans: 'cc', context: 'exact', description: 'cc-coerce', effort: 'cc-enum', lists: 'lenient', model: 'inherit-none', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  'agent-skills': { allowedTools: 'space-split', booleans: 'ignore', context: 'ignore', description: 'as-is', effort: 'cc-enum', lists: 'lenient', model: 'as-is', name: 'asref', typeErrorsSkip: false, nameFallback: 'none' },
  codebot: { allowedTools: 'comma-split', booleans: 'go-typed', context: 'case-insensitive', description: 'go-trim', effort: 'any-string', lists: 'go-typed', model: 'as-is', name: 'cb1', typeErrorsSkip: true, nameFallback: 'cb1-skill-alias' },
  openharness: { allowedTools: 'ignore', booleans: 'oh-parse-bool', context: 'ignore', description: 'string-only', effort: 'cc-enum', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'oh-heading' },
  minimal: { allowedTools: 'ignore', booleans: 'ignore', context: 'ignore', description: 'as-is', effort: 'cc-enum', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
} satisfies Record<string, FieldRules>;
