/** Invocation sections of every profile (reference §8–§12; seeds 000/003/004). */
import type { ProfileId } from '../../types';
import type { InvocationSection } from '../types';

export const INVOCATION_SECTIONS: Record<ProfileId, InvocationSection> = {
  'claude-code': {
    model: 'cc', user: 'cc', args: 'cc-latest', appendArguments: 'ARGUMENTS: ',
    variables: ['${CLAUDE_SKILL_DIR}', '${CLAUDE_SESSION_ID}', '${CLAUDE_PLUGIN_ROOT}'], shell: 'cc', privilegedScopes: 'all',
    fork: { honoured: true, defaultAgent: 'general-purpose' }, suggestDistance: 2,
  },
  'agent-skills': {
    model: 'as-content', user: 'none', args: 'none', appendArguments: null,
    variables: [], shell: 'none', privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 2,
  },
  codebot: {
    model: 'cb', user: 'cb', args: 'cb', appendArguments: 'ARGUMENTS: ',
    variables: ['${CODEBOT_SKILL_DIR}', '${CODEBOT_SESSION_ID}', '${CLAUDE_SKILL_DIR}', '${CLAUDE_SESSION_ID}'],
    shell: 'cb-inline', privilegedScopes: ['bundled', 'project', 'user'],
    fork: { honoured: true, defaultAgent: 'coder' }, suggestDistance: 0,
  },
  openharness: {
    model: 'oh-raw', user: 'oh-user', args: 'oh', appendArguments: 'Arguments: ',
    variables: ['${CLAUDE_SKILL_DIR}', '${CLAUDE_SESSION_ID}'], shell: 'none', privilegedScopes: 'all',
    fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
  },
  minimal: {
    model: 'minimal', user: 'none', args: 'none', appendArguments: null,
    variables: [], shell: 'none', privilegedScopes: 'all', fork: { honoured: false, defaultAgent: '' }, suggestDistance: 0,
  },
};
