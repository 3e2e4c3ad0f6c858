/**
 * Roo Code (VS Code extension), read from source `RooCodeInc/Roo-Code@cb836567`
 * (docs/harnesses/roo-code.md). Not runnable here (an editor extension), so
 * `source`, not measured. The mode is Roo's default `code`: the
 * `skills-code` folders are read, other modes' folders are not.
 */
import { defineProfile } from '../define';

/** Roo discovery order (SkillsManager.ts:567-622) with `ranked` precedence: project < global, mode folder < generic, `.roo` < `.agents` (SkillsManager.ts:160-172, 229-252). */
const ROOTS = [
  { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-dirs', rank: 7 },
  { scope: 'user', path: '${home}/.agents/skills-code', layout: 'skill-dirs', rank: 5 },
  { scope: 'project', path: '${project}/.agents/skills', layout: 'skill-dirs', rank: 3 },
  { scope: 'project', path: '${project}/.agents/skills-code', layout: 'skill-dirs', rank: 1 },
  { scope: 'user', path: '${home}/.roo/skills', layout: 'skill-dirs', rank: 6 },
  { scope: 'user', path: '${home}/.roo/skills-code', layout: 'skill-dirs', rank: 4 },
  { scope: 'project', path: '${project}/.roo/skills', layout: 'skill-dirs', rank: 2 },
  { scope: 'project', path: '${project}/.roo/skills-code', layout: 'skill-dirs', rank: 0 },
] as const;

export const rooCode = defineProfile({
  id: 'roo-code',
  label: 'Roo Code',
  inSentence: 'Roo Code',
  imitates: 'Roo Code @cb836567 (source)',
  sources: [
    'docs/harnesses/roo-code.md',
    'RooCodeInc/Roo-Code@cb836567 src/services/skills/SkillsManager.ts (discovery 58-99, 567-622; validation 104-175; precedence 160-252)',
    'src/core/prompts/sections/skills.ts:5-104 (listing, escaping)',
    'src/core/tools/SkillTool.ts:12-76, skillInvocation.ts:21-54 (tool, result)',
    'packages/types/src/skills.ts:30-85 (name rule)',
  ],
  confidence: 'source',
  settings: 'none',
  skillNameRule: 'ascii-kebab',
  frontmatter: { keys: ['name', 'description'] },
  parse: {
    // gray-matter (js-yaml): a YAML error is caught and the skill skipped (SkillsManager.ts:173-175).
    fence: 'cc', yaml: 'yaml', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true,
    loader: {
      requireName: true,
      name: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', patternText: 'lower-case letters and digits in words joined by single hyphens', maxLength: 64, unit: 'utf16', overLength: 'skip', folder: 'exact' },
      // Trimmed, then 1-1024 characters (SkillsManager.ts:133-142).
      description: { max: 1024, unit: 'utf16', over: 'skip', trim: true },
    },
  },
  fields: { allowedTools: 'ignore', booleans: 'ignore', context: 'ignore', description: 'string-only', effort: 'cc-enum', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    roots: [...ROOTS],
    idRule: 'directory', sameName: 'ranked', dedupeByRealPath: false, pathsActivation: 'none',
    trustedScopes: ['user', 'project'], keys: { frontmatterName: false, folderName: false },
    // fs.stat follows linked skill folders; the name is the link's (SkillsManager.ts:64-78, 119).
    followDirLinks: true, lowercaseSkillMd: false, nonUtf8Names: 'skipped', nestedClash: 'dir-prefix', lookAlikes: true,
  },
  listing: {
    format: 'xml-skills', unit: 'utf16', budget: 'none', overflow: 'none', order: 'first-slot', usageHalfLifeDays: 7, usageFloor: 0.1,
    xml: {
      wrapper: 'available_skills', indent: '  ', pathTag: 'location', escape: 'xml',
      before: '====\n\nAVAILABLE SKILLS\n\n',
      after: '\n\n[Roo Code\'s fixed sections <mandatory_skill_check>, <linked_file_handling>, <context_notes>, <internal_verification>: not recorded]',
    },
  },
  invocation: {
    model: 'framed', user: 'none', args: 'none', appendArguments: null, variables: [], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
    frame: {
      head: [
        { text: 'Skill: ${name}' },
        { text: 'Description: ${description}', when: 'description' },
        { text: 'Provided arguments: ${args}', when: 'args' },
        { text: 'Source: ${source}' },
        { text: '' },
        { text: '--- Skill Instructions ---' },
        { text: '' },
      ],
      tail: [], glue: { afterHead: '\n', beforeTail: '' }, escape: 'none', args: 'in-head',
      sourceNames: { user: 'global', project: 'project' }, role: 'tool', label: 'skill tool result (after the user approves)',
      notFound: "Skill '${name}' not found.",
    },
  },
});
