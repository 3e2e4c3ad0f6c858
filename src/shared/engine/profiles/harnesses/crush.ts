/**
 * Crush (charmbracelet/crush, Go), read from source @37f36e93
 * (docs/harnesses/crush.md). `@charmland/crush` downloads its binary from
 * github.com at install, so it cannot run offline here: `source`, not measured.
 * Built-in skills and `$CRUSH_SKILLS_DIR` are not modelled.
 */
import { defineProfile } from '../define';

const project = (dir: string) => [
  { scope: 'project', path: `\${cwd}/${dir}/skills`, layout: 'recursive-skill-md' },
  { scope: 'project', path: `\${project}/${dir}/skills`, layout: 'recursive-skill-md' },
] as const;

export const crush = defineProfile({
  id: 'crush',
  label: 'Crush',
  inSentence: 'Crush',
  imitates: 'Crush @37f36e93 (source)',
  sources: [
    'docs/harnesses/crush.md',
    'charmbracelet/crush@37f36e93 internal/skills/skills.go (splitFrontmatter 184-210, Validate 118-146, walk 237-279, sort 285-292, ToPromptXML 299-322, FormatInvocation 325-336, Deduplicate 362-378)',
    'internal/config/load.go:1333-1391 (GlobalSkillsDirs, project dirs)',
    'internal/agent/templates/coder.md.tpl:390-410 (listing placement)',
    'internal/ui/commands.go:64-88 (palette: user-invocable only)',
  ],
  confidence: 'source',
  settings: 'none',
  skillNameRule: 'ascii-kebab',
  frontmatter: { keys: ['name', 'description', 'user-invocable', 'disable-model-invocation', 'license', 'compatibility', 'metadata'] },
  parse: {
    // First non-blank line trims to `---`, closing line trims to `---`; yaml.v3 error → skipped.
    fence: 'line-trim', yaml: 'yaml', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true,
    loader: {
      requireName: true,
      name: {
        pattern: '^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$', patternText: 'letters and digits joined by single hyphens (no leading, trailing or double hyphen)',
        maxLength: 64, unit: 'bytes', overLength: 'skip', folder: 'case-insensitive',
      },
      description: { max: 1024, unit: 'bytes', over: 'skip' },
      userInvocableDefault: false,
    },
  },
  fields: { allowedTools: 'ignore', booleans: 'go-typed', context: 'ignore', description: 'as-is', effort: 'cc-enum', lists: 'go-typed', model: 'as-is', name: 'none', typeErrorsSkip: true, nameFallback: 'none' },
  discovery: {
    roots: [
      { scope: 'extra', path: '${skillsDir}', layout: 'recursive-skill-md', each: 'skillsDir' },
      { scope: 'user', path: '${home}/.config/crush/skills', layout: 'recursive-skill-md' },
      { scope: 'user', path: '${home}/.config/agents/skills', layout: 'recursive-skill-md' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'recursive-skill-md' },
      { scope: 'user', path: '${home}/.claude/skills', layout: 'recursive-skill-md' },
      ...project('.agents'), ...project('.crush'), ...project('.claude'), ...project('.cursor'),
    ],
    // The name is the skill (it must equal the folder, ignoring case); the last after the
    // lower-cased path sort wins (Deduplicate).
    idRule: 'frontmatter-name', sameName: 'last-wins', registration: 'path-lower', dedupeByRealPath: true, pathsActivation: 'none',
    trustedScopes: ['user', 'project', 'extra'], keys: { frontmatterName: false, folderName: false },
    followDirLinks: true, lowercaseSkillMd: false, nonUtf8Names: 'loaded', nestedClash: 'dir-prefix', lookAlikes: false,
  },
  listing: {
    format: 'xml-skills', unit: 'utf16', budget: 'none', overflow: 'none', order: 'path-lower', usageHalfLifeDays: 7, usageFloor: 0.1,
    xml: {
      wrapper: 'available_skills', indent: '  ', pathTag: 'location', escape: 'xml', entryNewline: true,
      after: '\n\n<skills_usage>\n[Crush\'s fixed guidance: not recorded]\n</skills_usage>',
    },
  },
  invocation: {
    // Model: no skill tool, it opens <location> with `view`. User: palette → FormatInvocation, no arguments.
    model: 'read-file', user: 'framed', args: 'none', appendArguments: null, variables: [], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: true, winner: 'first-reachable' },
    frame: {
      head: [
        { text: '<loaded_skill>' }, { text: '  <name>${name}</name>' }, { text: '  <description>${description}</description>' },
        { text: '  <location>${path}</location>' }, { text: '  <instructions>' },
      ],
      tail: [{ text: '  </instructions>' }, { text: '</loaded_skill>' }],
      glue: { afterHead: '\n', beforeTail: '\n' }, escape: 'xml', escapeBody: true, args: 'none',
      role: 'user', label: 'palette command message',
    },
  },
});
