/**
 * Live validation of a new skill's name (its folder name) against the active
 * profile's rules, and the template a new skill starts with.
 */
// The rule itself lives in src/shared so main enforces the same one (skill.create/rename/duplicate).
export { NAME_MAX, validateSkillName } from '../../../shared/skillName';

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
