/**
 * Gemini CLI (`@google/gemini-cli`), built from docs/harnesses/gemini-cli.md:
 * measured with 0.61.0 by the harness probe and read from
 * google-gemini/gemini-cli@5411f113 (packages/core/src/skills/skillLoader.ts,
 * skillManager.ts, config/storage.ts, prompts/snippets.ts `renderAgentSkills`,
 * tools/activate-skill.ts, utils/getFolderStructure.ts,
 * packages/cli/src/services/SkillCommandLoader.ts).
 *
 * Not modelled (test/conformance/harness-known-differences.json): the
 * built-in and extension skills, the trusted-folder gate (an untrusted
 * workspace's roots are skipped; headless `-p` exits 55), the glob's unstable
 * order inside one root (the engine sorts by name), and the line-based YAML
 * fallback beyond an unquoted `: ` (the quote retry stands in for it).
 */
import { defineProfile } from '../define';

export const geminiCli = defineProfile({
  id: 'gemini-cli',
  label: 'Gemini CLI',
  inSentence: 'Gemini CLI',
  imitates: 'Gemini CLI 0.61.0',
  sources: [
    'docs/harnesses/gemini-cli.md (measured @google/gemini-cli@0.61.0; test/harnesses/gemini-cli)',
    'google-gemini/gemini-cli@5411f113 packages/core/src/skills/skillLoader.ts:34-35,45-60,127-133,179-186 (fence, fields, globs, name characters)',
    'google-gemini/gemini-cli@5411f113 packages/core/src/skills/skillManager.ts:54-154 (roots, later wins in the first slot)',
    'google-gemini/gemini-cli@5411f113 packages/core/src/prompts/snippets.ts:314-333 (listing)',
    'google-gemini/gemini-cli@5411f113 packages/core/src/tools/activate-skill.ts:61-151 (activate_skill result)',
  ],
  confidence: 'measured',
  settings: 'none',
  skillNameRule: 'file-safe',
  frontmatter: {
    keys: ['name', 'description'], required: ['name', 'description'],
    docs: {
      name: 'Required string, no folder fallback; each of `: \\ / < > * ? " |` becomes `-` (skillLoader.ts:45-51, 179-180; measured 0.61.0).',
      description: 'Required string (`""` accepted); no length limit; sent raw in `<description>` (skillLoader.ts:45-51, snippets.ts:318-322; measured 0.61.0).',
    },
  },
  // FRONTMATTER_REGEX `^---\r?\n([\s\S]*?)\r?\n---`: the first line starting `---` closes; body trimmed.
  parse: { fence: 'cb1', yaml: 'yaml', onYamlError: 'cc-quote-retry', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true, loader: { requireName: true } },
  // Only `name` and `description`, both strings; `""` is a string and is accepted (measured).
  fields: { allowedTools: 'ignore', booleans: 'ignore', context: 'ignore', description: 'any-string', effort: 'any-string', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    // skillManager.ts:71-98 (user, then the workspace = cwd; no ancestor walk, measured `subdir`).
    roots: [
      { scope: 'user', path: '${home}/.gemini/skills', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${cwd}/.gemini/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'skill-tree' },
    ],
    // Globs `SKILL.md` and `*/SKILL.md`: the root's own file and one level; `*` skips dot folders.
    tree: { maxDepth: 1, rootFile: true, skipHidden: true },
    idReplace: { chars: ':\\/<>*?"|', with: '-' },
    idRule: 'frontmatter-name',
    // `skillMap.set` overwrites: the later root wins, in the first copy's slot (listing order `first-slot`).
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
    format: 'xml-indented', unit: 'utf16', budget: 'none', overflow: 'none', order: 'first-slot',
    frame: { before: ['# Available Agent Skills', '', { prose: 'gemini-activate-skill-sentence' }, ''] },
    usageHalfLifeDays: 7, usageFloor: 0.1,
  },
  invocation: {
    model: 'gemini-activated', user: 'gemini-slash', args: 'none', appendArguments: null, variables: [], shell: 'none',
    privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    // `getSkill` compares case-insensitively (skillManager.ts:193-198).
    lookup: { keys: 'id', spellings: ['lower'], foldKeys: true, trimSlash: false, winner: 'first-reachable' },
    refusals: 'gemini-activated',
  },
  versions: [
    {
      id: '0.61.0', label: '0.61.0', imitates: 'Gemini CLI 0.61.0', overrides: {},
      probe: {
        harness: 'gemini', npm: '@google/gemini-cli', version: '0.61.0', model: { id: 'gemini-2.5-flash', contextWindow: 1_048_576 },
        // About 16-20 s each (measured).
        checks: [{ case: 'listing' }, { case: 'activate', invoke: { name: 'alpha-notes', as: 'model' } }],
      },
    },
  ],
});
