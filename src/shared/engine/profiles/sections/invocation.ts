/** Invocation sections of every profile (reference §8–§12; seeds 000/003/004). */
import type { CcMessageRules, InvocationSection, LookupRule } from '../types';

/**
 * Name lookup per harness (§8.1 "Lookup"). CC: `Skill` tool and `/name` both
 * take the first command whose name, user-facing name (frontmatter `name`) or
 * alias equals the name, compared with `===` (Claude Code 2.1.112 cli.js, the
 * lookup behind "Unknown skill: …"; `/name` is split off the input without
 * changing its case). CB1: trimmed, lower-cased, equal to the normalised id.
 * OH: registry keys, tried exact, lower case, then `str.title()`. Seed 003:
 * the folder name. Agent Skills client guide: the name (or id).
 */
const CC_LOOKUP: LookupRule = { keys: 'id-name-aliases', spellings: ['exact'], foldKeys: false, trimSlash: true, winner: 'first-reachable' };

/**
 * Claude Code 2.1.332's message shapes, measured with `npm run conformance`
 * (docs/claude-code-measured.md; ../shared/reference/claude-code-measured.md points 16,
 * 20–23): model path = tool result + one body block; the typed command message ends with
 * `\n`; model-path errors in `<tool_use_error>` with `is_error`; the name echoed as called;
 * an unknown `/name` goes to the model as text; `-p` refuses what would ask permission.
 */
export const CC_MESSAGES_LATEST: CcMessageRules = {
  modelCommand: 'none', commandFinalNewline: true, toolErrors: 'tool-use-error', launchingName: 'as-called',
  unknownCommand: 'to-model', printPermission: 'refuse-unless-allowed',
};

/** Claude Code 2.1.112: as 2.1.332, but an unknown `/name` is refused without calling the model (measured). */
export const CC_MESSAGES_2_1_112: CcMessageRules = { ...CC_MESSAGES_LATEST, unknownCommand: 'refused' };

export const INVOCATION_SECTIONS = {
  'claude-code': {
    model: 'cc', user: 'cc', args: 'cc-latest', appendArguments: 'ARGUMENTS: ',
    variables: ['${CLAUDE_SKILL_DIR}', '${CLAUDE_SESSION_ID}', '${CLAUDE_PLUGIN_ROOT}'], shell: 'cc', privilegedScopes: 'all',
    fork: { honoured: true, defaultAgent: 'general-purpose' }, suggestDistance: 2, lookup: CC_LOOKUP,
    refusals: 'cc-2.1.332', ccMessages: CC_MESSAGES_LATEST,
  },
  'agent-skills': {
    model: 'as-content', user: 'none', args: 'none', appendArguments: null,
    variables: [], shell: 'none', privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 2,
    lookup: { keys: 'name-or-id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
  },
  codebot: {
    model: 'cb', user: 'cb', args: 'cb', appendArguments: 'ARGUMENTS: ',
    variables: ['${CODEBOT_SKILL_DIR}', '${CODEBOT_SESSION_ID}', '${CLAUDE_SKILL_DIR}', '${CLAUDE_SESSION_ID}'],
    shell: 'cb-inline', privilegedScopes: ['bundled', 'project', 'user'],
    fork: { honoured: true, defaultAgent: 'coder' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['lower'], foldKeys: true, trimSlash: true, winner: 'first-reachable' },
  },
  openharness: {
    model: 'oh-raw', user: 'oh-user', args: 'oh', appendArguments: 'Arguments: ',
    variables: ['${CLAUDE_SKILL_DIR}', '${CLAUDE_SESSION_ID}'], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id-name-aliases', spellings: ['exact', 'lower', 'title'], foldKeys: false, trimSlash: false, winner: 'last-registered' },
  },
  minimal: {
    model: 'minimal', user: 'none', args: 'none', appendArguments: null,
    variables: [], shell: 'none', privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
    lookup: { keys: 'id', spellings: ['exact'], foldKeys: false, trimSlash: false, winner: 'first-reachable' },
  },
} satisfies Record<string, InvocationSection>;
