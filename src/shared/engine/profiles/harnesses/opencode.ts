/**
 * OpenCode (`opencode-ai`), built from docs/harnesses/opencode.md: measured
 * with 1.18.33 by the harness probe and read from the sst/opencode source
 * (packages/opencode/src/skill/index.ts@048f74f4 `loadSkills`, `available`,
 * `fmt`; tool/skill.ts `execute`).
 *
 * Not modelled (test/conformance/harness-known-differences.json): the
 * built-in `customize-opencode`, `skills.paths`/`skills.urls`/`skills.enabled`
 * from config, the unstable winner of a name collision (1.18.33 measured both
 * ways: the engine keeps the later copy, as the source does), and ripgrep's
 * order of the sampled files.
 */
import { defineProfile } from '../define';

export const opencode = defineProfile({
  id: 'opencode',
  label: 'OpenCode',
  inSentence: 'OpenCode',
  imitates: 'OpenCode 1.18.33',
  sources: [
    'docs/harnesses/opencode.md (measured opencode-ai@1.18.33; test/harnesses/opencode)',
    'sst/opencode packages/opencode/src/skill/index.ts@048f74f4 (roots, recursive globs, name/description required, later add overwrites, localeCompare order)',
    'sst/opencode packages/opencode/src/tool/skill.ts (skill tool result)',
  ],
  confidence: 'measured',
  settings: 'none',
  skillNameRule: 'file-safe',
  frontmatter: {
    keys: ['name', 'description'], required: ['name', 'description'],
    docs: {
      name: 'Required string (else the skill is dropped silently); no name rule, no folder match (skill/index.ts; measured 1.18.33).',
      description: 'Required string; no length limit; sent raw in `<description>` (measured 1.18.33).',
    },
  },
  // ConfigMarkdown (gray-matter): `---` lines; an unquoted `: ` is repaired (measured), as the quote retry does.
  parse: { fence: 'line-trim', yaml: 'yaml', onYamlError: 'cc-quote-retry', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true, loader: { requireName: true } },
  // `Info.pick({name, description})`: both strings; `disable-model-invocation` ignored (measured).
  fields: { allowedTools: 'ignore', booleans: 'ignore', context: 'ignore', description: 'string-only', effort: 'any-string', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    // index.ts `loadSkills`: ~/.claude, ~/.agents; every .claude/.agents from cwd up to the worktree;
    // config directories (~/.config/opencode, .opencode) with `{skill,skills}`.
    roots: [
      { scope: 'user', path: '${home}/.claude/skills', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${cwd}/.claude/skills', layout: 'skill-tree', walk: 'cwd-up-to-git-root' },
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'skill-tree', walk: 'cwd-up-to-git-root' },
      { scope: 'user', path: '${home}/.config/opencode/skill', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.config/opencode/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${cwd}/.opencode/skill', layout: 'skill-tree', walk: 'cwd-up-to-git-root' },
      { scope: 'project', path: '${cwd}/.opencode/skills', layout: 'skill-tree', walk: 'cwd-up-to-git-root' },
    ],
    // `skills/**/SKILL.md` with dot files: any depth (bounded by the engine's own depth limit), dot folders too.
    tree: { maxDepth: 32, rootFile: true, skipHidden: false },
    idRule: 'frontmatter-name',
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
    format: 'xml-indented', unit: 'utf16', budget: 'none', overflow: 'none', order: 'locale-name',
    frame: { before: [{ prose: 'opencode-skills-sentences' }] },
    usageHalfLifeDays: 7, usageFloor: 0.1,
  },
  invocation: {
    model: 'opencode-content', user: 'none', args: 'none', appendArguments: null, variables: [], shell: 'none',
    privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
    refusals: 'opencode-content',
  },
  versions: [
    {
      id: '1.18.33', label: '1.18.33', imitates: 'OpenCode 1.18.33', overrides: {},
      probe: {
        harness: 'opencode', npm: 'opencode-ai', version: '1.18.33',
        // About 40 s each (measured).
        checks: [{ case: 'listing' }, { case: 'activate', invoke: { name: 'alpha-notes', as: 'model' } }],
      },
    },
  ],
});
