/**
 * GitHub Copilot CLI (`@github/copilot`), built from docs/harnesses/copilot-cli.md: measured
 * with 1.0.102 by the harness probe (COPILOT_OFFLINE BYOK mode, fixtures
 * test/harnesses/copilot-cli/{input,rules-input,rules2-input}). Its skill loader is compiled
 * Rust inside `prebuilds/linux-x64/runtime.node` of the package the binary unpacks
 * (`COPILOT_SEA_EXTRACT_ONLY=1`), so the rules come from the runs; that file's strings only
 * locate the markers (`<skill-context`, `Related files (u`, `<available_skills>`).
 *
 * Not modelled (test/conformance/harness-known-differences.json, docs "Not modelled"): the two
 * built-in skills (left out as the harness's own), plugin skills, `copilot skill add` folders
 * and the `skillDirectories` / `disabledSkills` settings, the interactive `/name` command,
 * untrusted folders, and which characters besides ASCII letters, digits, `.`, `_`, `-` and
 * space a name may hold.
 */
import { defineProfile } from '../define';

export const copilotCli = defineProfile({
  id: 'copilot-cli',
  label: 'Copilot CLI',
  inSentence: 'GitHub Copilot CLI',
  imitates: 'Copilot CLI 1.0.102',
  sources: [
    'docs/harnesses/copilot-cli.md (measured @github/copilot@1.0.102; test/harnesses/copilot-cli)',
    '@github/copilot-linux-x64@1.0.102 copilot: sea-loader.js (getRawAsset("copilot.tgz"), COPILOT_SEA_EXTRACT_ONLY) unpacks the package',
    'that package prebuilds/linux-x64/runtime.node (Rust; strings `<skill-context name=`, `Related files (use view tool to read):`, `<available_skills>`, `Base directory for this skill: `)',
    '`copilot skill --help`, `copilot help environment` (folders, COPILOT_OFFLINE, COPILOT_PROVIDER_BASE_URL)',
  ],
  confidence: 'measured',
  settings: 'none',
  skillNameRule: 'ascii-kebab',
  frontmatter: {
    keys: ['name', 'description', 'disable-model-invocation'],
    docs: {
      name: 'Optional: missing → the folder name. Spaces become `-` (`Upper Name` listed as `Upper-Name`); ASCII letters, digits, `.`, `_`, `-` (`ünï-cödé` skipped); at most 64 characters, else skipped; need not match the folder (measured 1.0.102).',
      description: 'Optional: missing → the body text (headings and blank lines left out, lines joined, cut to 1,024). A string only (`42` skipped); `""` is listed empty; over 1,024 characters the skill is skipped, not cut (measured 1.0.102).',
      'disable-model-invocation': '`true`: left out of the listing (measured 1.0.102 `hidden-dmi`).',
    },
  },
  parse: {
    // CRLF and a BOM were read (measured `crlf`, `bom`); invalid YAML (an unquoted `: `, `[unclosed`) → absent, nothing printed.
    fence: 'cc', yaml: 'yaml', onYamlError: 'skip', body: 'stripped', bom: 'strip',
    descriptionFallback: 'copilot-body-text', requireDescription: false, requireFrontmatter: true,
    loader: {
      // 64 listed, 65 absent; a space is allowed here because the id replaces it with `-` (discovery.idReplace).
      name: { pattern: '^[A-Za-z0-9._ -]+$', patternText: 'ASCII letters, digits, `.`, `_`, `-` and spaces', maxLength: 64, unit: 'utf16', overLength: 'skip' },
      // 1,024 listed, 1,025 absent; 1,000 × `é` (2,000 bytes) listed, so characters, not bytes.
      description: { max: 1024, unit: 'utf16', over: 'skip' },
    },
  },
  // `description: 42` → absent (typeErrorsSkip); `description: "  padded  "` listed untrimmed (any-string).
  fields: { allowedTools: 'ignore', booleans: 'cc', context: 'ignore', description: 'any-string', effort: 'any-string', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: true, nameFallback: 'none' },
  discovery: {
    // Help text and measured: project .github, .agents, .claude; personal ~/.copilot, ~/.agents (~/.claude/skills not read).
    roots: [
      { scope: 'project', path: '${project}/.github/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${project}/.agents/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${project}/.claude/skills', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.copilot/skills', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-tree' },
    ],
    // depth 9 found (no limit seen); a SKILL.md in the root makes the root one skill and hides the rest;
    // `outer/inner` not found (stop at a skill); `.hidden/hid` not found; name order inside a folder.
    tree: { maxDepth: 32, rootFile: true, skipHidden: true, order: 'dfs', stopAtSkill: true },
    idRule: 'frontmatter-name-else-directory',
    idReplace: { chars: ' ', with: '-' },
    // `.github/skills/shared` listed, `.claude/skills/shared` not; `dup-name-a` over `dup-name-b`.
    sameName: 'first-wins',
    dedupeByRealPath: false,
    pathsActivation: 'none',
    trustedScopes: ['user', 'project'],
    lookAlikes: true,
    keys: { frontmatterName: false, folderName: false },
    followDirLinks: true,
    // `lower-file/skill.md` not found.
    lowercaseSkillMd: false,
    nonUtf8Names: 'skipped',
    nestedClash: 'dir-prefix',
  },
  listing: {
    // The `<skill>` guidance section of the system message holds only the block: `<skill>` at
    // column 0, fields two spaces, `<location>` the level, values XML-escaped; no budget (27 entries).
    format: 'xml-skills', unit: 'utf16', budget: 'none', overflow: 'none', order: 'project-name-then-roots', usageHalfLifeDays: 7, usageFloor: 0.1,
    xml: {
      wrapper: 'available_skills', indent: '', fieldIndent: '  ', pathTag: 'location', escape: 'xml', pathValue: 'scope',
      before: '<skill>\n', after: '\n</skill>',
    },
  },
  invocation: {
    model: 'copilot-skill-context', user: 'none', args: 'none', appendArguments: null, variables: [], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    // `skill {skill}` (one required string); in `-p` mode `/alpha-notes ARG-ONE two` reached the model unchanged.
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
  },
  versions: [
    {
      id: '1.0.102', label: '1.0.102', imitates: 'Copilot CLI 1.0.102', overrides: {},
      probe: {
        harness: 'copilot', npm: '@github/copilot', version: '1.0.102',
        // scripts/harness-probe/harnesses.mjs cases (about 5-30 s each, measured).
        checks: [
          { case: 'listing' },
          { case: 'activate', invoke: { name: 'alpha-notes', as: 'model' } },
          { case: 'listing', fixture: 'rules-input' },
          { case: 'listing', fixture: 'rules2-input' },
          { case: 'activate-tree', fixture: 'rules2-input', invoke: { name: 'tree', as: 'model' } },
          { case: 'activate-plain', fixture: 'rules2-input', invoke: { name: 'plain', as: 'model' } },
        ],
      },
    },
  ],
});
