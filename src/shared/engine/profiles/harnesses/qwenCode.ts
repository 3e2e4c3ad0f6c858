/**
 * Qwen Code (`@qwen-code/qwen-code`), built from docs/harnesses/qwen-code.md:
 * measured with 0.15.10 by the harness probe and read from the installed
 * bundle `cli.js` (its `// packages/core/src/…` module comments name the
 * files: skill-manager.ts, utils/yaml-parser.ts, utils/xml.ts,
 * tools/skill.ts, tools/skill-utils.ts).
 *
 * Not modelled (test/conformance/harness-known-differences.json): the bundled
 * and extension skills, the project level skipped when the project root is
 * the home folder, `paths` conditional skills, `when_to_use` appended to the
 * listed description, and Qwen's own line-based YAML parser beyond an unquoted
 * `: ` (the quote retry stands in for it).
 */
import { defineProfile } from '../define';

export const qwenCode = defineProfile({
  id: 'qwen-code',
  label: 'Qwen Code',
  inSentence: 'Qwen Code',
  imitates: 'Qwen Code 0.15.10',
  sources: [
    'docs/harnesses/qwen-code.md (measured @qwen-code/qwen-code@0.15.10; test/harnesses/qwen-code)',
    '@qwen-code/qwen-code@0.15.10 cli.js:265035-265126 (skill-manager.ts getSkillsBaseDirs, loadSkillsFromDir: .qwen then .agents, immediate subfolders)',
    '@qwen-code/qwen-code@0.15.10 cli.js:264563-264588 (listSkills: project > user > extension > bundled, first wins, localeCompare by name)',
    '@qwen-code/qwen-code@0.15.10 cli.js:264076-264082, 264865-264940 (validateSkillName, parseSkillContent)',
    '@qwen-code/qwen-code@0.15.10 cli.js:295196-295201, 295331- (buildSkillLlmContent, skill tool description), 181793-181795 (escapeXml)',
  ],
  confidence: 'measured',
  settings: 'none',
  skillNameRule: 'file-safe',
  frontmatter: { keys: ['name', 'description', 'disable-model-invocation'] },
  parse: {
    // `^---\n([\s\S]*?)\n---(?:\n|$)`: the first `---` line closes; body trimmed (cli.js:264920).
    fence: 'cb1', yaml: 'yaml', onYamlError: 'cc-quote-retry', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true,
    loader: {
      requireName: true,
      // validateSkillName: letters, digits, `_ : . -` of any script; capitals allowed, no length limit (measured `Wrong_Name`).
      name: { pattern: '^[\\p{L}\\p{N}_:.-]+$', patternText: 'letters, digits, `_`, `:`, `.` and `-`' },
    },
  },
  // `disable-model-invocation: true` (or "true") leaves a skill out of the listing (measured `hidden-one`).
  fields: { allowedTools: 'ignore', booleans: 'cc', context: 'ignore', description: 'any-string', effort: 'any-string', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    // The project level (the cwd: measured `subdir`), then the user level; `.qwen` before `.agents` in each.
    roots: [
      { scope: 'project', path: '${cwd}/.qwen/skills', layout: 'skill-dirs' },
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.qwen/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-dirs' },
    ],
    idRule: 'frontmatter-name',
    // `seenNames` inside a level and `levelsToCheck` across levels: the first of a name wins.
    sameName: 'first-wins',
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
    // In the `skill` tool's description, not the system prompt: the tool summary and
    // `<skills_instructions>` block are Qwen's prose (one marker), a blank line, the block.
    format: 'xml-skills', unit: 'utf16', budget: 'none', overflow: 'none', order: 'locale-name', usageHalfLifeDays: 7, usageFloor: 0.1,
    xml: {
      wrapper: 'available_skills', indent: '', pathTag: 'location', escape: 'xml',
      valueLines: true, pathValue: 'scope', descriptionSuffix: ' (${scope})',
      before: '<harness text: qwen-skill-tool-description>\n\n',
    },
  },
  invocation: {
    model: 'framed', user: 'framed', args: 'none', appendArguments: null, variables: [], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
    // buildSkillLlmContent: the base folder, one fixed sentence of Qwen's (a marker), a blank line, the trimmed body, a newline.
    frame: {
      head: [{ text: 'Base directory for this skill: ${dir}' }, { text: '<harness text: qwen-skill-base-directory-note>' }, { text: '' }],
      tail: [], glue: { afterHead: '\n', beforeTail: '\n' }, escape: 'none', args: 'none',
      role: 'tool', label: 'skill tool result',
    },
    // `/name args`: the body, a blank line, the command line as typed; no `$ARGUMENTS` substitution (measured).
    userFrame: {
      head: [], tail: [{ text: '${typed}' }], glue: { afterHead: '', beforeTail: '\n\n' }, escape: 'none', args: 'in-head',
      role: 'user', label: 'user message',
    },
  },
  versions: [
    {
      id: '0.15.10', label: '0.15.10', imitates: 'Qwen Code 0.15.10', overrides: {},
      probe: {
        harness: 'qwen', npm: '@qwen-code/qwen-code', version: '0.15.10',
        // About 10-45 s each (measured).
        checks: [{ case: 'listing' }, { case: 'subdir', cwd: 'packages/app' }, { case: 'activate', invoke: { name: 'alpha-notes', as: 'model' } }],
      },
    },
  ],
});
