/**
 * pi (`@mariozechner/pi-coding-agent`), built from docs/harnesses/pi.md:
 * measured with 0.73.1 by the harness probe and read from the installed
 * program's dist/ (core/package-manager.js roots and `collectSkillEntries`,
 * core/skills.js parse, `loadSkills`, `formatSkillsForPrompt`, `escapeXml`,
 * core/agent-session.js `/skill:` expansion).
 *
 * Not modelled (test/conformance/harness-known-differences.json where it
 * shows): settings `skills` entries, package resources and `--skill` paths,
 * `.gitignore`/`.ignore`/`.fdignore` files inside a root, and `~/.agents/skills`
 * leaving the ancestor walk when it is one of its folders.
 */
import { defineProfile } from '../define';

export const pi = defineProfile({
  id: 'pi',
  label: 'pi',
  inSentence: 'pi',
  imitates: 'pi 0.73.1',
  sources: [
    'docs/harnesses/pi.md (measured @mariozechner/pi-coding-agent@0.73.1; test/harnesses/pi)',
    '@mariozechner/pi-coding-agent@0.73.1 dist/core/package-manager.js:181-278,1757-1798 (roots, ranks, depth-first walk, root .md files)',
    '@mariozechner/pi-coding-agent@0.73.1 dist/core/skills.js:62-93,212-340 (fields, warnings only, description required, first wins, listing, escapeXml)',
    '@mariozechner/pi-coding-agent@0.73.1 dist/core/agent-session.js:843-869 (/skill: expansion)',
  ],
  confidence: 'measured',
  settings: 'none',
  skillNameRule: 'file-safe',
  frontmatter: {
    keys: ['name', 'description', 'disable-model-invocation'], required: ['description'],
    docs: {
      name: 'Optional: falls back to the folder name. Spec rules (≤ 64, lowercase, digits, `-`, = folder) are warnings only; the skill still loads (skills.js:62-82; measured 0.73.1).',
      description: 'Required (missing or blank: skipped, warning `description is required`); over 1,024 characters only a warning (skills.js:84-93; measured 0.73.1).',
      'disable-model-invocation': '`true`: loaded but left out of the listing; `/skill:name` still works (skills.js:261-265; measured 0.73.1).',
    },
  },
  // utils/frontmatter.js: starts with `---`, ends at the first `\n---`; `yaml.parse` throws → skipped.
  parse: { fence: 'cb1', yaml: 'yaml', onYamlError: 'skip', body: 'stripped-trimmed', descriptionFallback: 'none', requireDescription: true },
  fields: { allowedTools: 'ignore', booleans: 'cc', context: 'ignore', description: 'string-only', effort: 'any-string', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    // package-manager.js:1774-1798, ranked project (1) before user (3); `.agents/skills` from cwd up to the git root.
    roots: [
      { scope: 'project', path: '${cwd}/.pi/skills', layout: 'skill-tree-md' },
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'skill-tree', walk: 'cwd-up-to-git-root' },
      { scope: 'user', path: '${home}/.pi/agent/skills', layout: 'skill-tree-md' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-tree' },
    ],
    // `collectSkillEntries`: depth first in readdir (byte) order, a SKILL.md folder is a leaf, dot names and node_modules skipped.
    tree: { maxDepth: 32, rootFile: false, skipHidden: true, order: 'dfs', stopAtSkill: true, skipNames: ['node_modules'] },
    idRule: 'frontmatter-name-else-directory',
    // skills.js:317-340: the first of a name is kept, later ones get a `collision` diagnostic.
    sameName: 'first-wins',
    dedupeByRealPath: true,
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
    format: 'xml-indented', unit: 'utf16', budget: 'none', overflow: 'none', order: 'load', escapeXml: true,
    // skills.js:261-282: the block starts with "\n\n", three sentences of pi's own, a blank line.
    frame: { before: ['', '', { prose: 'pi-skills-sentence-1' }, { prose: 'pi-skills-sentence-2' }, { prose: 'pi-skills-sentence-3' }, ''] },
    usageHalfLifeDays: 7, usageFloor: 0.1,
  },
  invocation: {
    // The model opens SKILL.md with the `read` tool; the user types `/skill:name args`.
    model: 'file-read', user: 'pi-skill-block', args: 'none', appendArguments: null, variables: [], shell: 'none',
    privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
    refusals: 'file-read',
  },
  versions: [
    {
      id: '0.73.1', label: '0.73.1', imitates: 'pi 0.73.1', overrides: {},
      probe: {
        harness: 'pi', npm: '@mariozechner/pi-coding-agent', version: '0.73.1',
        // 6-10 s each (measured).
        checks: [
          { case: 'listing' },
          { case: 'subdir', cwd: 'packages/app' },
          { case: 'command', invoke: { name: 'alpha-notes', as: 'user', args: 'ARG-ONE two' } },
        ],
      },
    },
  ],
});
