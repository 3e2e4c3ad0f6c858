/**
 * The Claude Code releases Skill Studio is checked against: which npm package
 * holds each, and which engine version (`getProfile('claude-code', v)`) imitates
 * it. Data only; the conformance suite (`npm run conformance`, src/node/claude/)
 * fetches these with `npm pack` and runs them offline. Adding a release is one
 * line in {@link CLAUDE_CODE_VERSIONS}.
 *
 * Source of the package names and defaults: the npm registry
 * (`npm view @anthropic-ai/claude-code@2.1.332 optionalDependencies`) and
 * ../shared/reference/claude-code-measured.md (how each was run, default models).
 */

/** Engine version that imitates a release (see profiles/index.ts). */
export type EngineCcVersion = 'latest' | '2.1.112';

/** How the package of a release is laid out. */
export type ClaudeCodePackage =
  /** One platform-independent package whose `entry` (cli.js) runs under Node. */
  | { kind: 'node'; name: string; version: string; entry: string; integrity?: string }
  /**
   * One native package per platform (`process.platform`-`process.arch`, `-musl` on musl
   * libc); `entry` is the executable inside `package/`. `integrity` is keyed like `packages`.
   */
  | { kind: 'native'; packages: Record<string, string>; version: string; entry: string; integrity?: Record<string, string> };

/**
 * How the release's bundled skills and built-in prompt commands are kept out of
 * what it sends to the model, so its listing holds only the input's own skills
 * (the engine does not model bundled skills yet). `env` and `settings` are the
 * release's own switches; `patch` edits a copy of the entry in the cache (never
 * committed) where the release has no switch.
 */
export interface HideBundled {
  env?: Record<string, string>;
  /** Merged into `HOME/.claude/settings.json` (objects merge one level deep). */
  settings?: Record<string, unknown>;
  /** Insert `insert` right after the one occurrence of `after` in the entry file. */
  patch?: { after: string; insert: string };
  /** How it was chosen, for the report. */
  note: string;
}

/** One pinned Claude Code release. */
export interface ClaudeCodeVersion {
  /** The release number, also the id used on the command line and in known differences. */
  id: string;
  engineVersion: EngineCcVersion;
  npm: ClaudeCodePackage;
  /** The model it uses when none is set, with its context window in tokens (measured). */
  defaultModel: { id: string; contextWindow: number };
  hideBundled: HideBundled;
}

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

/** The pinned releases, oldest first. */
export const CLAUDE_CODE_VERSIONS: readonly ClaudeCodeVersion[] = [
  {
    id: '2.1.112',
    engineVersion: '2.1.112',
    npm: { kind: 'node', name: '@anthropic-ai/claude-code', version: '2.1.112', entry: 'cli.js', integrity: 'sha512-9FUgJ0EOvILyhIqxFKNVliebiUjL68dwpEW3eGSSe0vkVDJ1c5qMDNWc22gW3zkD7zRAqtfQPSGv0t4vMM2DPA==' },
    defaultModel: { id: 'claude-sonnet-4-6', contextWindow: 200_000 },
    // 2.1.112 has no switch (and ignores skillOverrides): its Skill-tool listing filter gets
    // one more condition that drops commands whose source is builtin or bundled.
    hideBundled: {
      patch: { after: 'function ssY(q){return q.type==="prompt"&&', insert: 'q.source!=="builtin"&&q.source!=="bundled"&&q.loadedFrom!=="bundled"&&' },
      note: 'patched copy of cli.js: the Skill-tool listing filter drops source builtin/bundled',
    },
  },
  {
    id: '2.1.332',
    engineVersion: 'latest',
    npm: { kind: 'native', packages: nativePackages(), version: '2.1.332', entry: 'claude', integrity: { 'linux-x64': 'sha512-f4JWhzwYutJIHScC7/dYOPX6s28tt7ZADhsOi8zwOHq5fFPEuUeChh2NMfinSg0GrUckYxaeebC4h0DqiKzLcw==' } },
    defaultModel: { id: 'claude-opus-5-5', contextWindow: 1_000_000 },
    hideBundled: HIDE_BUNDLED_NATIVE,
  },
];

/** The pinned release with this id, or undefined. */
export function claudeCodeVersion(id: string): ClaudeCodeVersion | undefined {
  return CLAUDE_CODE_VERSIONS.find((v) => v.id === id);
}
