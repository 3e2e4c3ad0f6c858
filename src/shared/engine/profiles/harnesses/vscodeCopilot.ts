/**
 * VS Code with GitHub Copilot Chat, read from source (microsoft/vscode prompt
 * files, microsoft/vscode-copilot-chat@31acd00a), gaps marked
 * (docs/harnesses/vscode-copilot.md). An editor, not runnable here. The
 * `chat.agentSkillsLocations` setting and extension-contributed skills are
 * not modelled; what a `/name` command sends was not read, so the user path
 * is left out.
 */
import { defineProfile } from '../define';

export const vscodeCopilot = defineProfile({
  id: 'vscode-copilot',
  label: 'VS Code + Copilot',
  inSentence: 'VS Code with Copilot',
  imitates: 'VS Code prompt files @0783120b/@0155379d (source)',
  sources: [
    'docs/harnesses/vscode-copilot.md',
    'microsoft/vscode src/vs/workbench/contrib/chat/common/promptSyntax/config/promptFileLocations.ts@0783120b (DEFAULT_SKILL_SOURCE_FOLDERS, getPromptFileType)',
    'promptSyntax/service/promptsServiceImpl.ts (computeSkillDiscoveryInfo, truncateAgentSkillName, truncateAgentSkillDescription, sanitizeAgentSkillText)',
    'promptSyntax/computeAutomaticInstructions.ts@0155379d (_getInstructionsWithPatternsList)',
  ],
  confidence: 'source',
  settings: 'none',
  skillNameRule: 'ascii-kebab',
  frontmatter: { keys: ['name', 'description', 'disable-model-invocation', 'user-invocable'] },
  parse: {
    // A header parse failure is a skip with reason `parse-error`; which inputs its own YAML subset rejects was not read.
    fence: 'cc', yaml: 'yaml', onYamlError: 'skip', body: 'stripped', descriptionFallback: 'none', requireDescription: true,
    loader: {
      requireName: true, stripTags: true,
      // Cut to 64 / 1024 with a warning, not skipped; the sanitised name must equal the folder (`name-mismatch`).
      name: { maxLength: 64, unit: 'utf16', overLength: 'cut', folder: 'exact' },
      description: { max: 1024, unit: 'utf16', over: 'cut' },
    },
  },
  fields: { allowedTools: 'ignore', booleans: 'cc', context: 'ignore', description: 'as-is', effort: 'cc-enum', lists: 'lenient', model: 'as-is', name: 'none', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    roots: [
      { scope: 'project', path: '${project}/.github/skills', layout: 'skill-dirs' },
      { scope: 'project', path: '${project}/.agents/skills', layout: 'skill-dirs' },
      { scope: 'project', path: '${project}/.claude/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.copilot/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.claude/skills', layout: 'skill-dirs' },
    ],
    // Stable sort by storage priority, then the first of a name wins (`duplicate-name`).
    idRule: 'directory', sameName: 'first-wins', dedupeByRealPath: false, pathsActivation: 'none',
    trustedScopes: ['user', 'project'], keys: { frontmatterName: false, folderName: false },
    // SKILL.md compared case-insensitively (getPromptFileType); link handling not read (assumed followed).
    followDirLinks: true, lowercaseSkillMd: true, nonUtf8Names: 'skipped', nestedClash: 'dir-prefix', lookAlikes: true,
  },
  listing: {
    format: 'xml-skills', unit: 'utf16', budget: 'none', overflow: 'none', order: 'load', usageHalfLifeDays: 7, usageFloor: 0.1,
    xml: {
      wrapper: 'skills', indent: '', pathTag: 'file', escape: 'none', omitEmptyDescription: true,
      inside: '[VS Code\'s three fixed sentences naming the read tool: not recorded]', after: '\n\n',
    },
  },
  invocation: {
    model: 'read-file', user: 'none', args: 'none', appendArguments: null, variables: [], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: true, winner: 'first-reachable' },
  },
});
