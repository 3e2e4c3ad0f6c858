/**
 * Goose (block/goose, Rust), read from source: crates/goose/src/skills/mod.rs@013ab848,
 * client.rs@0d2074cc, arguments.rs (docs/harnesses/goose.md). Not on npm, so not run.
 * Built-in skills are not modelled (the fixture runs with them off).
 */
import { defineProfile } from '../define';

export const goose = defineProfile({
  id: 'goose',
  label: 'Goose',
  inSentence: 'Goose',
  imitates: 'Goose skills/mod.rs@013ab848 (source)',
  sources: [
    'docs/harnesses/goose.md',
    'block/goose crates/goose/src/skills/mod.rs@013ab848 (all_skill_dirs, scan_skills_from_dir, walk_files_recursively, parse_skill_content, loaded_skill_context_with_args)',
    'crates/goose/src/skills/client.rs@0d2074cc (get_instructions, list_tools)',
    'crates/goose/src/skills/arguments.rs (apply_skill_arguments)',
  ],
  confidence: 'source',
  settings: 'none',
  skillNameRule: 'file-safe',
  frontmatter: { keys: ['name', 'description', 'metadata'] },
  parse: {
    // serde_yaml error → `Failed to parse skill frontmatter` → skipped; no block → skipped silently.
    fence: 'line-trim', yaml: 'yaml', onYamlError: 'skip', body: 'stripped', descriptionFallback: 'none', requireDescription: false,
    loader: {
      requireName: true,
      // `Skill name 'X' contains '/', skipping`; no length, charset or folder rule at discovery.
      name: { pattern: '^[^/]*$', patternText: 'free of "/"' },
    },
  },
  fields: { allowedTools: 'ignore', booleans: 'ignore', context: 'ignore', description: 'as-is', effort: 'cc-enum', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    // all_skill_dirs: <wd>/.agents, .goose, .claude, then ~/.agents, ~/.config/goose, ~/.claude, ~/.config/agents, plugins.
    roots: [
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'recursive-skill-md' },
      { scope: 'project', path: '${cwd}/.goose/skills', layout: 'recursive-skill-md' },
      { scope: 'project', path: '${cwd}/.claude/skills', layout: 'recursive-skill-md' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'recursive-skill-md' },
      { scope: 'user', path: '${home}/.config/goose/skills', layout: 'recursive-skill-md' },
      { scope: 'user', path: '${home}/.claude/skills', layout: 'recursive-skill-md' },
      { scope: 'user', path: '${home}/.config/agents/skills', layout: 'recursive-skill-md' },
      { scope: 'plugin', path: '${plugin}', layout: 'plugin', each: 'plugin' },
    ],
    // The frontmatter name is the skill (no folder fallback); first wins by name (`seen` set).
    idRule: 'frontmatter-name', sameName: 'first-wins', dedupeByRealPath: true, pathsActivation: 'none',
    trustedScopes: ['user', 'project', 'plugin'], keys: { frontmatterName: false, folderName: false },
    followDirLinks: true, lowercaseSkillMd: false, nonUtf8Names: 'loaded', nestedClash: 'dir-prefix', lookAlikes: false,
  },
  listing: {
    format: 'bullet-lines', unit: 'utf16', budget: 'none', overflow: 'none', order: 'name-path', usageHalfLifeDays: 7, usageFloor: 0.1,
    lines: { before: '\n\n[Goose\'s fixed sentence ending in ":": not recorded]', bullet: '• ', separator: ' - ', join: 'newline-before' },
  },
  invocation: {
    model: 'framed', user: 'none', args: 'none', appendArguments: 'ARGUMENTS: ', variables: [], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
    frame: {
      // `# Loaded Skill: NAME (TYPE)`; TYPE `skill` for a file skill (goose's own test). The
      // `## Supporting Files` part needs a folder listing the simulator does not make: left out.
      head: [{ text: '# Loaded Skill: ${name} (skill)' }, { text: '' }, { text: '${description}' }, { text: '' }, { text: '## Content' }, { text: '' }],
      tail: [{ text: '' }], glue: { afterHead: '\n', beforeTail: '\n' }, escape: 'none', args: 'goose',
      role: 'tool', label: 'load_skill result', notFound: "Skill '${name}' not found.",
    },
  },
});
