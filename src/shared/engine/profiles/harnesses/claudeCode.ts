/**
 * Claude Code (reference README "Profiles", skill-semantics.md CC/CC332,
 * claude-code-measured.md). The sections hold the behaviour of the newest
 * release; each older release lists only what differs, as named strategy
 * fields. Each version also names the real release the conformance suite runs
 * (`npm run conformance`, src/node/claude/): adding a release is one entry in
 * `versions` (its package data and the strategies that differ).
 *
 * Package names, integrity and defaults: the npm registry
 * (`npm view @anthropic-ai/claude-code@2.1.332 optionalDependencies`) and
 * ../shared/reference/claude-code-measured.md (how each was run, default models).
 */
import { defineProfile } from '../define';
import type { HideBundled } from '../types';
import { CC_ROOTS_2_1_112, DISCOVERY_SECTIONS } from '../sections/discovery';
import { CC_MESSAGES_2_1_112, INVOCATION_SECTIONS } from '../sections/invocation';
import { LISTING_SECTIONS } from '../sections/listing';
import { FIELD_RULES, PARSE_SECTIONS } from '../sections/parse';

/** The native platform packages of a 2.1.3xx release (npm optionalDependencies). */
function nativePackages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of ['darwin-arm64', 'darwin-x64', 'linux-x64', 'linux-arm64', 'linux-x64-musl', 'linux-arm64-musl', 'win32-x64', 'win32-arm64']) {
    out[p] = `@anthropic-ai/claude-code-${p}`;
  }
  return out;
}

/**
 * 2.1.3xx: `CLAUDE_CODE_DISABLE_BUNDLED_SKILLS=1` (the release's documented switch: "bundled
 * skills and workflows are removed entirely; built-in slash commands stay typable but are
 * hidden from the model") plus the one built-in plugin skill it leaves on, switched off the
 * way a user would (`enabledPlugins`).
 */
const HIDE_BUNDLED_NATIVE: HideBundled = {
  env: { CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1' },
  settings: { enabledPlugins: { 'plugin-authoring@builtin': false } },
  note: 'CLAUDE_CODE_DISABLE_BUNDLED_SKILLS=1 and enabledPlugins {"plugin-authoring@builtin": false}',
};

export const claudeCode = defineProfile({
  id: 'claude-code',
  label: 'Claude Code',
  inSentence: 'Claude Code',
  imitates: 'CC 2.1.112 / CC332',
  sources: ['skill-semantics.md (CC: 2.1.112 cli.js read in full; CC332 spot checks)', 'claude-code-measured.md (both releases run offline, npm run conformance)'],
  confidence: 'measured',
  settings: 'claude-code-files',
  skillNameRule: 'ascii-kebab',
  // "Check with my Claude Code" runs the user's own Claude Code (docs/capture.md).
  capture: true,
  parse: PARSE_SECTIONS['claude-code'],
  fields: FIELD_RULES['claude-code'],
  discovery: DISCOVERY_SECTIONS['claude-code'],
  listing: LISTING_SECTIONS['claude-code'],
  invocation: INVOCATION_SECTIONS['claude-code'],
  versions: [
    {
      id: '2.1.112', label: '2.1.112', imitates: 'CC 2.1.112',
      // Even shortening, `$N` emptied (§6.2, §9.2); a 20 MB SKILL.md, legacy command and plugin skill
      // load whole (measured: no size limit); a clashing nested skill is dropped (§4).
      // 2.1.112 (measured, docs/claude-code-measured.md): even shortening on overflow, newlines of
      // descriptions kept, no escaping, no display suffix, scan order, the listing in a
      // <system-reminder>; its own argument rules, refusal texts and messages; no size limit
      // (a 20 MB SKILL.md loads whole); no skillOverrides setting; nested clashes dropped.
      overrides: {
        listing: { overflow: 'cc-even', defaultModel: 'claude-sonnet-4-6', order: 'load', whitespace: 'keep-newlines', escapeAngles: false, displaySuffix: false, delivery: 'cc-system-reminder' },
        invocation: { args: 'cc-2.1.112', refusals: 'cc-2.1.112', ccMessages: CC_MESSAGES_2_1_112 },
        // No skills-dir plugins: 2.1.112's cli.js has no `skills-dir` (it reads known_marketplaces.json).
        discovery: { maxFileBytes: undefined, nestedClash: 'drop', skillOverrides: 'ignored', pluginSources: ['marketplace'], sameNameListing: 'all', roots: CC_ROOTS_2_1_112,
          // Plugin commands in directory-read order; a frontmatter `name` as written (measured, inputs/plugin-commands).
          plugins: { order: 'walk', displayName: 'bare', needsDescription: true } },
        // A leading BOM stays text before `---`: no frontmatter (measured, point 11); a tab-indented
        // continuation line fails the YAML (measured, point 12: the body-first-line fallback).
        parse: { bom: 'keep', tabIndent: 'error' },
      },
      release: {
        npm: { kind: 'node', name: '@anthropic-ai/claude-code', version: '2.1.112', entry: 'cli.js', integrity: 'sha512-9FUgJ0EOvILyhIqxFKNVliebiUjL68dwpEW3eGSSe0vkVDJ1c5qMDNWc22gW3zkD7zRAqtfQPSGv0t4vMM2DPA==' },
        defaultModel: { id: 'claude-sonnet-4-6', contextWindow: 200_000 },
        // 2.1.112 has no switch (and ignores skillOverrides): its Skill-tool listing filter gets
        // one more condition that drops commands whose source is builtin or bundled.
        hideBundled: {
          patch: { after: 'function ssY(q){return q.type==="prompt"&&', insert: 'q.source!=="builtin"&&q.source!=="bundled"&&q.loadedFrom!=="bundled"&&' },
          note: 'patched copy of cli.js: the Skill-tool listing filter drops source builtin/bundled',
        },
      },
    },
    {
      // Priority truncation, literal missing `$N`, `\$` escapes (§6.2, §9.2): the sections as written.
      id: '2.1.332', label: '2.1.332', imitates: 'CC 2.1.332', overrides: {},
      release: {
        npm: { kind: 'native', packages: nativePackages(), version: '2.1.332', entry: 'claude', integrity: { 'linux-x64': 'sha512-f4JWhzwYutJIHScC7/dYOPX6s28tt7ZADhsOi8zwOHq5fFPEuUeChh2NMfinSg0GrUckYxaeebC4h0DqiKzLcw==' } },
        defaultModel: { id: 'claude-opus-5-5', contextWindow: 1_000_000 },
        hideBundled: HIDE_BUNDLED_NATIVE,
      },
    },
  ],
});
