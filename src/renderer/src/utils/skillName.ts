/**
 * Live validation of a new skill's name (its folder name) against the active
 * profile's rules (reference skill-semantics §2: ASref name rules; CC ids are
 * folder names, documented as lowercase letters, digits and hyphens, ≤ 64).
 */
import type { ProfileId } from '../../../shared/engine/types';

/** Maximum name length for every profile that limits it. */
export const NAME_MAX = 64;

/** The problem with `name` under `profile`, or null when it is fine. */
export function validateSkillName(name: string, profile: ProfileId, taken: string[] = []): string | null {
  if (!name) return 'Enter a name.';
  if (/[\\/]/.test(name) || name === '.' || name === '..') return 'A name cannot contain / or \\ or be . or ..';
  if (name.startsWith('.')) return 'A name starting with a dot would be a hidden folder.';
  if (/\s/.test(name)) return 'Use hyphens instead of spaces.';
  if (taken.includes(name)) return `A skill named "${name}" already exists in this folder.`;
  const strict = profile === 'claude-code' || profile === 'agent-skills';
  if (!strict) return name.length > 200 ? 'Keep the name under 200 characters.' : null;
  if ([...name].length > NAME_MAX) return `At most ${NAME_MAX} characters (this one has ${[...name].length}).`;
  if (name !== name.toLowerCase()) return 'Use lowercase only.';
  // ASref accepts any Unicode letter or digit; Claude Code's docs ask for a-z, 0-9.
  const charset = profile === 'agent-skills' ? /^[\p{L}\p{N}-]+$/u : /^[a-z0-9-]+$/;
  if (!charset.test(name)) return profile === 'agent-skills' ? 'Only letters, digits and hyphens.' : 'Only a–z, 0–9 and hyphens.';
  if (name.startsWith('-') || name.endsWith('-')) return 'A name cannot start or end with a hyphen.';
  if (name.includes('--')) return 'No two hyphens in a row.';
  return null;
}

/** The SKILL.md text a new skill starts with. */
export function skillTemplate(name: string): string {
  const title = name.split('-').filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || name;
  return [
    '---',
    `name: ${name}`,
    'description: Describe what this skill does and when to use it, in one or two sentences.',
    '---',
    '',
    `# ${title}`,
    '',
    '## Instructions',
    '',
    '1. First step.',
    '2. Second step.',
    '',
  ].join('\n');
}
