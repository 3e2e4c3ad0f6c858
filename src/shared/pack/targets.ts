/**
 * The upload targets a skill archive is made for, and their rules, each cited
 * in docs/packaging.md:
 * - `claude-ai`: the claude.ai / Claude Desktop / Teams "Upload skill" zip.
 *   One top-level folder with SKILL.md directly in it, no plugin manifest, one
 *   SKILL.md in all (anthropics/claude-code#92902; obra/superpowers#1135), at
 *   most 200 files (OWASP/secure-agent-playbook#24), no archive inside
 *   (microsoft/markitdown#2548); `name` and `description` as the Agent Skills
 *   overview states them (64 / 1024 characters, lowercase-digits-hyphens,
 *   no reserved words, no XML tags).
 * - `plain`: the skill folder as one top-level folder, for copying into any
 *   skills root (Claude Code's `skills/<dir>/SKILL.md` layout, reference §3.2).
 */
export const PACK_TARGETS = ['claude-ai', 'plain'] as const;
export type PackTarget = (typeof PACK_TARGETS)[number];

/** Numbers of the claude.ai upload (docs/packaging.md, "claude.ai upload"). */
export const CLAUDE_AI = {
  maxFiles: 200,
  maxNameChars: 64,
  maxDescriptionChars: 1024,
  namePattern: /^[a-z0-9-]+$/,
  reservedWords: ['anthropic', 'claude'],
} as const;

/** Why `name` is refused by the claude.ai upload, or null. */
export function claudeAiNameProblem(name: string): string | null {
  if (!name) return 'missing (the upload reads the name from the frontmatter)';
  if ([...name].length > CLAUDE_AI.maxNameChars) return `longer than ${CLAUDE_AI.maxNameChars} characters`;
  if (!CLAUDE_AI.namePattern.test(name)) return 'only lowercase letters, digits and hyphens are accepted';
  const bad = CLAUDE_AI.reservedWords.find((w) => name.includes(w));
  if (bad) return `contains the reserved word "${bad}"`;
  return null;
}

/** Why `description` is refused by the claude.ai upload, or null. */
export function claudeAiDescriptionProblem(description: string): string | null {
  if (!description.trim()) return 'missing or empty';
  if ([...description].length > CLAUDE_AI.maxDescriptionChars) return `longer than ${CLAUDE_AI.maxDescriptionChars} characters`;
  if (/<\/?[A-Za-z][^<>]*>/.test(description)) return 'contains an XML tag';
  return null;
}
