/** Discovery sections of every profile (reference §3, §4, §5; seeds 000/003/004). */
import type { DiscoverySection, RootTemplate } from '../types';
import { CC_LOOKUP_AFTER_INPUT } from '../../discovery/precedence';

/** Claude Code's skill roots before its legacy commands (§3.1: managed, user, project from cwd up to the git root, add-dir). */
const CC_BUNDLED: RootTemplate = { scope: 'bundled', path: '${bundled}', layout: 'skill-dirs' };
const CC_SKILL_ROOTS: RootTemplate[] = [
  { scope: 'user', path: '${home}/.claude/skills', layout: 'skill-dirs' },
  { scope: 'project', path: '${cwd}/.claude/skills', layout: 'skill-dirs', walk: 'cwd-up-to-git-root' },
  { scope: 'add-dir', path: '${addDir}/.claude/skills', layout: 'skill-dirs', each: 'addDir' },
  { scope: 'extra', path: '${skillsDir}', layout: 'skill-dirs', each: 'skillsDir' },
];
const CC_USER_COMMANDS: RootTemplate = { scope: 'legacy-command', path: '${home}/.claude/commands', layout: 'legacy-commands' };
const CC_PROJECT_COMMANDS: RootTemplate = { scope: 'legacy-command', path: '${cwd}/.claude/commands', layout: 'legacy-commands', walk: 'cwd-up-to-git-root' };
const CC_PLUGINS: RootTemplate = { scope: 'plugin', path: '${plugin}', layout: 'plugin', each: 'plugin' };
/**
 * Claude Code's built-in prompt commands (`init`, `review`, …), kept beside its bundled skills
 * (`<bundled>/../builtin-commands`, node/claude/installBundled.ts writes them there). 2.1.112
 * lists them after the user's and the project's skills, legacy commands and plugins (measured
 * 2026-12-02 and 2026-12-03, test/conformance/inputs/bundled, inputs/bundled-collide).
 */
const CC_BUILTIN_COMMANDS: RootTemplate = { scope: 'bundled', path: '${bundled}/../builtin-commands', layout: 'skill-dirs', budget: 'counted', lookupRank: CC_LOOKUP_AFTER_INPUT };
/** 2.1.332's bundled skills: after every input skill in lookup too (RootTemplate.lookupRank). */
const CC_BUNDLED_LAST: RootTemplate = { ...CC_BUNDLED, lookupRank: CC_LOOKUP_AFTER_INPUT };
/**
 * A plugin's `commands/*.md`. Every plugin's commands load before every plugin's skills (both
 * releases list `kit:…`, `tools:…` commands, then the plugin skills; cli.js 2.1.112 `veK`:
 * `[…skillDirCommands, …pluginCommands, …pluginSkills]`).
 */
const CC_PLUGIN_COMMANDS: RootTemplate = { scope: 'plugin', path: '${plugin}/commands', layout: 'plugin-commands', each: 'plugin' };

/** Claude Code 2.1.112's roots (§3.1): the user's legacy commands before the project's (its version override). */
export const CC_ROOTS_2_1_112: RootTemplate[] = [CC_BUNDLED, ...CC_SKILL_ROOTS, CC_USER_COMMANDS, CC_PROJECT_COMMANDS, CC_PLUGIN_COMMANDS, CC_PLUGINS, CC_BUILTIN_COMMANDS];

export const DISCOVERY_SECTIONS = {
  'claude-code': {
    // §3.1 order: managed, user, project (cwd up to git root, nearest first), add-dir, legacy commands, plugins; bundled first in lookup (§4) under 2.1.112 only.
    // 2.1.332 lists the project's legacy commands before the user's (measured, inputs/shadowing), so it
    // reads them in that order; which of two same-named ones a lookup reaches follows (not measured).
    // 2.1.332 lists every built-in entry after all of the input's (its bundled skills, the built-in
    // plugin skill, then the built-in prompt commands), and an input skill or command with a
    // built-in's name wins both the listing and a lookup (measured 2026-12-03, inputs/bundled and
    // inputs/bundled-collide: claude-api, simplify, init). 2.1.112 reads its bundled skills first.
    roots: [...CC_SKILL_ROOTS, CC_PROJECT_COMMANDS, CC_USER_COMMANDS, CC_PLUGIN_COMMANDS, CC_PLUGINS, CC_BUNDLED_LAST, CC_BUILTIN_COMMANDS],
    idRule: 'directory',
    sameName: 'cc-no-dedupe',
    // 2.1.332 lists one entry per name (measured, points 8, 9); 2.1.112 lists both (claudeCode.ts).
    sameNameListing: 'winner-only',
    // Both releases load a Latin-1 SKILL.md with U+FFFD for its bad bytes (measured, inputs/encoding).
    invalidUtf8: 'replace',
    dedupeByRealPath: true,
    pathsActivation: 'cc-touched',
    trustedScopes: ['bundled', 'managed', 'user', 'project', 'add-dir', 'plugin', 'legacy-command', 'extra'],
    keys: { frontmatterName: true, folderName: false },
    followDirLinks: true,
    lowercaseSkillMd: false,
    nonUtf8Names: 'skipped',
    // 2.1.332 renames a clashing nested skill `<dir>:<name>` (§4 CC332 row); 2.1.112 drops it (claudeCode.ts).
    nestedClash: 'dir-prefix',
    lookAlikes: true,
    // Measured on 2.1.332 (latest): `[skills] skipping PATH: N bytes exceeds 1000000 byte limit` for
    // ~/.claude/skills, .claude/skills and --add-dir; `… exceeds 1048576 byte limit` for
    // .claude/commands and plugin skills, in the debug log only. 2.1.112 has none (its version overrides, profiles/harnesses/claudeCode.ts).
    // Plugin commands: `Skipping plugin command PATH: not a regular file or exceeds 1048576 byte limit` (2.1.332 binary).
    maxFileBytes: { 'skill-dirs': 1_000_000, 'legacy-commands': 1_048_576, plugin: 1_048_576, 'plugin-commands': 1_048_576 },
    // Measured on 2.1.332 (docs/packaging.md "Plugin discovery"; test/conformance/inputs/skills-dir-plugins).
    pluginSources: ['marketplace', 'skills-dir'],
    // 2.1.112's order and display names: its version overrides (claudeCode.ts).
    plugins: { order: 'path-locale', displayName: 'qualified', needsDescription: true },
  },
  'agent-skills': {
    roots: [
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.claude/skills', layout: 'skill-dirs' },
      { scope: 'project', path: '${project}/.agents/skills', layout: 'skill-dirs' },
      { scope: 'project', path: '${project}/.claude/skills', layout: 'skill-dirs' },
      { scope: 'add-dir', path: '${addDir}/.claude/skills', layout: 'skill-dirs', each: 'addDir' },
      { scope: 'extra', path: '${skillsDir}', layout: 'skill-dirs', each: 'skillsDir' },
      { scope: 'plugin', path: '${plugin}', layout: 'plugin', each: 'plugin' },
    ],
    idRule: 'frontmatter-name-else-directory',
    sameName: 'last-wins', // AS guide: project overrides user
    dedupeByRealPath: true,
    pathsActivation: 'none',
    trustedScopes: ['bundled', 'user'],
    keys: { frontmatterName: false, folderName: false },
    followDirLinks: true,
    lowercaseSkillMd: true,
    nonUtf8Names: 'loaded',
    nestedClash: 'dir-prefix',
    lookAlikes: true,
  },
  codebot: {
    // CB1: bundled + project + user base specs, then extra dirs (source plugin); last wins (seed 000).
    roots: [
      { scope: 'bundled', path: '${bundled}', layout: 'flat-md' },
      { scope: 'user', path: '${home}/.codebot/skills', layout: 'codebot-mixed' },
      { scope: 'project', path: '${project}/.codebot/skills', layout: 'codebot-mixed' },
      { scope: 'extra', path: '${skillsDir}', layout: 'codebot-mixed', each: 'skillsDir' },
      { scope: 'plugin', path: '${plugin}', layout: 'plugin', each: 'plugin' },
    ],
    idRule: 'frontmatter-name-else-directory',
    sameName: 'last-wins',
    dedupeByRealPath: true,
    pathsActivation: 'cb-worktree',
    trustedScopes: ['bundled', 'project', 'user'],
    keys: { frontmatterName: false, folderName: false },
    followDirLinks: false,
    lowercaseSkillMd: false,
    nonUtf8Names: 'loaded',
    nestedClash: 'dir-prefix',
    lookAlikes: true,
  },
  openharness: {
    // seed 004: bundled → user → extra → project (git root down to cwd) → plugin; later wins.
    roots: [
      { scope: 'bundled', path: '${bundled}', layout: 'flat-md' },
      { scope: 'user', path: '${home}/.openharness/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.claude/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-dirs' },
      { scope: 'extra', path: '${skillsDir}', layout: 'skill-dirs', each: 'skillsDir' },
      { scope: 'project', path: '${cwd}/.openharness/skills', layout: 'skill-dirs', walk: 'git-root-down-to-cwd' },
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'skill-dirs', walk: 'git-root-down-to-cwd' },
      { scope: 'project', path: '${cwd}/.claude/skills', layout: 'skill-dirs', walk: 'git-root-down-to-cwd' },
      { scope: 'plugin', path: '${plugin}', layout: 'plugin', each: 'plugin' },
    ],
    idRule: 'frontmatter-name-else-directory',
    sameName: 'last-wins',
    dedupeByRealPath: true,
    pathsActivation: 'none',
    trustedScopes: ['bundled', 'user', 'extra', 'project', 'plugin'],
    keys: { frontmatterName: true, folderName: true },
    followDirLinks: true,
    lowercaseSkillMd: false,
    nonUtf8Names: 'loaded',
    nestedClash: 'dir-prefix',
    lookAlikes: true,
  },
  minimal: {
    // seed 003: one `.harness-skills/` folder in the project; directory name is the id.
    roots: [{ scope: 'project', path: '${project}/.harness-skills', layout: 'skill-dirs' }],
    idRule: 'directory',
    sameName: 'first-wins',
    dedupeByRealPath: false,
    pathsActivation: 'none',
    trustedScopes: ['project'],
    keys: { frontmatterName: false, folderName: false },
    // seed 003 `discoverSkills`: `os.ReadDir` + `if !e.IsDir() { continue }` — a symlinked
    // skill folder is a symlink entry, not a directory, so it is skipped (as CB1, §3.2).
    followDirLinks: false,
    lowercaseSkillMd: false,
    nonUtf8Names: 'loaded',
    nestedClash: 'dir-prefix',
    lookAlikes: true,
  },
} satisfies Record<string, DiscoverySection>;
