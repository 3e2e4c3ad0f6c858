/**
 * Cline (`cline`, the CLI on the Cline SDK; the VS Code extension shares the
 * SDK's model path), built from docs/harnesses/cline.md: read from source
 * cline/cline@21cb8d25 (sdk/packages/core/src/extensions/config/
 * user-instruction-config-loader.ts, unified-config-file-watcher.ts,
 * user-instruction-plugin.ts; tools/definitions.ts; sdk/packages/shared/src/
 * storage/paths.ts) and measured with cline@3.0.65 by the harness probe.
 *
 * Not modelled (test/conformance/harness-known-differences.json where it
 * shows): the folder order inside one root (Node `readdir`, unsorted; the
 * engine sorts by name), plugin and managed-plugin skill folders
 * (`<ws>/.cline/<plugin>/skills`), the `:name` suffix lookup of
 * plugin-namespaced ids, the names listed after a not-found error, all leading
 * `/` stripped (the engine drops one), slash commands typed by the user
 * (runtime-commands.ts:115-144: with the skills tool registered the typed
 * `/name args` goes to the model as written), and the extension sidebar's
 * stricter loader (skills.ts `loadSkillMetadata`), which does not feed the model.
 */
import { defineProfile } from '../define';

export const cline = defineProfile({
  id: 'cline',
  label: 'Cline',
  inSentence: 'Cline',
  imitates: 'Cline 3.0.65',
  sources: [
    'docs/harnesses/cline.md (measured cline@3.0.65; read at cline/cline@21cb8d25; test/harnesses/cline)',
    'cline/cline@21cb8d25 sdk/packages/shared/src/storage/paths.ts:430-439,472-484 (roots: <ws>/.clinerules, .cline, .agents; ~/.cline, ~/.agents)',
    'cline/cline@21cb8d25 sdk/packages/core/src/extensions/config/user-instruction-config-loader.ts:103-105,198-315,389-441,530-552 (id, fence, fields, body, discovery)',
    'cline/cline@21cb8d25 sdk/packages/core/src/extensions/config/unified-config-file-watcher.ts:391-450 (records.set: later roots overwrite in the first slot; parse errors skip)',
    'cline/cline@21cb8d25 sdk/packages/core/src/extensions/config/user-instruction-plugin.ts:35-37,106-172,174-217 (lookup, command-* result)',
    'cline/cline@21cb8d25 sdk/packages/core/src/extensions/tools/definitions.ts:741-790 (skills tool, names-only listing)',
  ],
  confidence: 'measured',
  settings: 'none',
  skillNameRule: 'file-safe',
  frontmatter: {
    keys: ['name', 'description', 'disabled', 'enabled'],
    docs: {
      name: 'Optional string, trimmed; missing or blank → the folder name. Lower-cased it is the id, so `Foo` and `foo` are one skill; no charset, length or folder rule. Not a string → skipped (loader.ts:231-250, 300-304; measured 3.0.65).',
      description: 'Optional string, trimmed; never listed (the model sees names only), sent as `Description: …` in the tool result. Not a string → skipped (loader.ts:308; user-instruction-plugin.ts:198-200).',
      disabled: '`true`: loaded but neither listed nor run (`Skill "X" is configured but disabled.`); it still shadows same-named skills of earlier folders. Not a boolean → skipped (loader.ts:252-263, 309-311).',
      enabled: '`false` turns the skill off like `disabled: true`, unless `disabled` is set. Not a boolean → skipped (loader.ts:309-311).',
    },
  },
  // loader.ts:198-229: BOM stripped; `^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$` (the first line starting
  // `---` closes); `YAML.parse` throws → `Failed to parse YAML frontmatter: …`, skipped (293-295); body trimmed (296).
  parse: {
    fence: 'cb1', yaml: 'yaml', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: false, bom: 'strip',
    loader: {
      types: { name: 'string', description: 'string', disabled: 'boolean', enabled: 'boolean' },
      requireBody: true,
      disabledBy: [{ key: 'disabled', value: true }, { key: 'enabled', value: false }],
    },
  },
  fields: { allowedTools: 'ignore', booleans: 'ignore', context: 'ignore', description: 'string-only', effort: 'any-string', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    // resolveSkillsConfigSearchPaths (paths.ts:472-484): the workspace (the cwd) roots, then ~/.cline, ~/.agents.
    roots: [
      { scope: 'project', path: '${cwd}/.clinerules/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${cwd}/.cline/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.cline/skills', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-tree' },
    ],
    // discoverSkillFiles (loader.ts:389-441): the root's own SKILL.md and <child>/SKILL.md; dot folders
    // and linked folders included; no deeper.
    tree: { maxDepth: 1, rootFile: true, skipHidden: false },
    idRule: 'frontmatter-name-else-directory',
    idCase: 'lower',
    // `records.set(id, …)` (unified-config-file-watcher.ts:426-436): a later root overwrites, keeping the Map slot.
    sameName: 'last-wins',
    dedupeByRealPath: false,
    pathsActivation: 'none',
    trustedScopes: ['user', 'project'],
    lookAlikes: true,
    keys: { frontmatterName: false, folderName: false },
    followDirLinks: true,
    lowercaseSkillMd: false,
    nonUtf8Names: 'skipped',
    nestedClash: 'dir-prefix',
  },
  listing: {
    // Only the `skills` tool description: Cline's fixed paragraph (not recorded), then the enabled names.
    format: 'names-sentence', unit: 'utf16', budget: 'none', overflow: 'none', order: 'first-slot',
    names: { before: '<harness text: cline-skills-tool-description>', prefix: ' Available skills: ', separator: ', ', end: '.' },
    usageHalfLifeDays: 7, usageFloor: 0.1,
  },
  invocation: {
    model: 'framed', user: 'none', args: 'none', appendArguments: null, variables: [], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    // normalizeSkillToken (user-instruction-plugin.ts:35-37): trimmed, leading `/` removed, lower-cased; ids are lower-case.
    lookup: { keys: 'id', spellings: ['lower'], foldKeys: true, trimSlash: true, winner: 'first-reachable' },
    refusals: 'cline',
    // user-instruction-plugin.ts:194-202: arguments in their own tag (trimmed, never substituted), the
    // trimmed description, the trimmed body.
    frame: {
      head: [
        { text: '<command-name>${name}</command-name>' },
        { text: '<command-args>${args}</command-args>', when: 'args' },
        { text: '<command-instructions>' },
        { text: 'Description: ${description}', when: 'description' },
        { text: '', when: 'description' },
      ],
      tail: [{ text: '</command-instructions>' }],
      glue: { afterHead: '\n', beforeTail: '\n' }, escape: 'none', args: 'in-head', trimArgs: true,
      role: 'tool', label: 'skills tool result',
    },
  },
  versions: [
    {
      id: '3.0.65', label: '3.0.65', imitates: 'Cline 3.0.65', overrides: {},
      probe: {
        harness: 'cline', npm: 'cline', version: '3.0.65',
        // About 30 s each (measured).
        checks: [
          { case: 'listing' },
          { case: 'invoke', invoke: { name: '/With-Args', as: 'model', args: '  ARG-ONE two  ' } },
          { case: 'invoke-shared', invoke: { name: 'shared', as: 'model' } },
        ],
      },
    },
  ],
});
