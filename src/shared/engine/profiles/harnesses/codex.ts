/**
 * Codex CLI (`@openai/codex`), built from docs/harnesses/codex.md: measured
 * with 0.171.0 by the harness probe (scripts/harness-probe, `npm run
 * conformance -- --only harness/codex`) and read from openai/codex
 * codex-rs/core-skills/src (loader.rs@c9d127cf, render.rs@0899b7c4,
 * model_visible.rs@428dd6c6, injection.rs@0cf14846). Where 0.171.0 and the
 * source disagree, the record follows the measurement.
 *
 * Not modelled (listed in test/conformance/harness-known-differences.json):
 * the system skills Codex unpacks itself, the intro sentences' share of the
 * budget, and the description cut inside an injected file.
 */
import { defineProfile } from '../define';

export const codex = defineProfile({
  id: 'codex',
  label: 'Codex',
  inSentence: 'Codex',
  imitates: 'Codex 0.171.0',
  sources: [
    'docs/harnesses/codex.md (measured @openai/codex@0.171.0; test/harnesses/codex)',
    'openai/codex codex-rs/core-skills/src/loader.rs@c9d127cf (roots, BFS depth 6, dot folders, name → folder, description required)',
    'openai/codex codex-rs/core-skills/src/render.rs@0899b7c4 (roots table, 2 % budget, round-robin cut)',
    'openai/codex codex-rs/core-skills/src/model_visible.rs@428dd6c6 (description cut to 1021 + "...")',
    'openai/codex codex-rs/core-skills/src/injection.rs@0cf14846 ($name injection, ambiguous names select none)',
  ],
  confidence: 'measured',
  settings: 'none',
  skillNameRule: 'file-safe',
  frontmatter: {
    keys: ['name', 'description', 'metadata'], required: ['description'],
    docs: {
      name: 'Optional: missing or empty → the folder name. At most 64 characters, else the skill is skipped; no charset rule, no folder match (loader.rs; measured 0.171.0).',
      description: 'Required (else `missing field description` and the skill is skipped). Listed on one line; over 1,024 characters it is cut to 1,021 + `...` (model_visible.rs; measured 0.171.0).',
      metadata: 'Only `metadata.short-description` is read (≤ 1,024); it does not replace the description in the listing (measured 0.171.0).',
    },
  },
  // loader.rs `extract_frontmatter`: lines that trim to `---`; serde_yaml, but 0.171.0 accepts an
  // unquoted `: ` (measured; the repairing code was not found), so the quote retry stands in for it.
  parse: { fence: 'line-trim', yaml: 'yaml', onYamlError: 'cc-quote-retry', body: 'stripped', descriptionFallback: 'none', requireDescription: true },
  // `SkillFrontmatter`: name, description (strings), metadata; everything else ignored.
  fields: { allowedTools: 'ignore', booleans: 'ignore', context: 'ignore', description: 'string-only', effort: 'any-string', lists: 'lenient', model: 'as-is', name: 'max-64', typeErrorsSkip: false, nameFallback: 'none' },
  discovery: {
    // loader.rs `skill_roots_with_home_dir` order, measured as r0…r5: project `.codex/skills` (config
    // layers, nearest first; untrusted layers included), `$CODEX_HOME/skills`, `~/.agents/skills`, the
    // `.system` cache, `/etc/codex/skills`, then `.agents/skills` from the project root down to cwd.
    roots: [
      { scope: 'project', path: '${cwd}/.codex/skills', layout: 'skill-tree', walk: 'cwd-up-to-git-root' },
      { scope: 'user', path: '${home}/.codex/skills', layout: 'skill-tree' },
      { scope: 'user', path: '${home}/.agents/skills', layout: 'skill-tree' },
      { scope: 'bundled', path: '${home}/.codex/skills/.system', layout: 'skill-tree' },
      { scope: 'managed', path: '/etc/codex/skills', layout: 'skill-tree' },
      { scope: 'project', path: '${cwd}/.agents/skills', layout: 'skill-tree', walk: 'git-root-down-to-cwd' },
    ],
    tree: { maxDepth: 6, rootFile: true, skipHidden: true },
    policyFile: 'agents/openai.yaml',
    idRule: 'frontmatter-name-else-directory',
    // No shadowing by name: only the same file is kept once (measured: both alpha-notes listed).
    sameName: 'cc-no-dedupe',
    dedupeByRealPath: true,
    pathsActivation: 'none',
    trustedScopes: ['bundled', 'managed', 'user', 'project', 'plugin', 'extra'],
    lookAlikes: true,
    keys: { frontmatterName: false, folderName: false },
    followDirLinks: true,
    lowercaseSkillMd: false,
    nonUtf8Names: 'loaded',
    nestedClash: 'dir-prefix',
  },
  listing: {
    format: 'codex-roots', unit: 'bytes', budget: 'codex-window', overflow: 'none', order: 'scope-then-name',
    // Measured 0.171.0: system skills first, then repo, then user (loader.rs sorts repo, user, system, admin).
    scopeRank: ['bundled', 'project', 'user', 'managed'],
    descriptionCap: { max: 1024, suffix: '...' },
    // gpt-5's 272,000-token window (measured: 21,755 bytes of entry lines = 2 % of it at 4 bytes/token).
    windowBudget: { percent: 2, windowTokens: 272_000, bytesPerToken: 4, fallbackChars: 8000 },
    proseMarkers: { intro: 'codex-skills-intro' },
    usageHalfLifeDays: 7, usageFloor: 0.1,
  },
  invocation: {
    model: 'file-read', user: 'codex-mention', args: 'none', appendArguments: null, variables: [], shell: 'none',
    privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'name-or-id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'unique-only' },
    refusals: 'file-read',
  },
  versions: [
    {
      id: '0.171.0', label: '0.171.0', imitates: 'Codex 0.171.0', overrides: {},
      probe: {
        harness: 'codex', npm: '@openai/codex', version: '0.171.0', model: { id: 'gpt-5', contextWindow: 272_000 },
        // scripts/harness-probe/harnesses.mjs cases (about 4 s each, measured).
        checks: [
          { case: 'listing' },
          { case: 'subdir', cwd: 'packages/app' },
          { case: 'mention', invoke: { name: 'beta-report', as: 'user', args: 'ARG-ONE two' } },
          { case: 'mention-ambiguous', invoke: { name: 'alpha-notes', as: 'user', args: 'ARG-ONE two', expectNone: true } },
          { case: 'listing-window-100k', fixture: 'budget-input', contextWindowTokens: 100_000 },
        ],
      },
    },
  ],
});
