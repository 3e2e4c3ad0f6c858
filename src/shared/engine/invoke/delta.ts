/**
 * What invoking a skill changes (reference §12) and whether it forks (§11),
 * as strategy tables keyed by `InvocationSection.model`.
 */
import type { InvocationDelta, InvocationRequest, SkillRecord } from '../types';
import type { InvocationSection } from '../profiles/types';

type Field = 'allowedTools' | 'disallowedTools' | 'model' | 'effort' | 'paths' | 'hooks';

/**
 * Fields each harness applies (per path):
 * - CC: allowed-tools (allow rules), disallowed-tools, model (`inherit` = none), effort, hooks (§12 CC).
 * - CB1: allowed tools, model, effort, paths — cleared outside privileged scopes; no hooks (§12 CB1).
 * - OH: `model` on the user path only (submit_model, seed 004).
 * - minimal, AS: nothing.
 */
const HONOURED: Record<InvocationSection['model'], (as: InvocationRequest['as']) => Field[]> = {
  cc: () => ['allowedTools', 'disallowedTools', 'model', 'effort', 'hooks'],
  cb: () => ['allowedTools', 'model', 'effort', 'paths'],
  'oh-raw': (as) => (as === 'user' ? ['model'] : []),
  minimal: () => [],
  'as-content': () => [],
  framed: () => [],
  'read-file': () => [],
  'file-read': () => [],
  'gemini-activated': () => [],
  'opencode-content': () => [],
  'copilot-skill-context': () => [],
};

const isSet = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');

/** The delta of invoking `skill` along `as` under `section`. */
export function computeDelta(skill: SkillRecord, section: InvocationSection, as: InvocationRequest['as']): InvocationDelta {
  const f = skill.fields;
  const honoured = (HONOURED[section.model] ?? HONOURED.minimal)(as);
  const privileged = section.privilegedScopes === 'all' || section.privilegedScopes.includes(skill.scope);
  const model = f.model && f.model.trim().toLowerCase() !== 'inherit' ? f.model : undefined;
  const values: Record<Field, unknown> = {
    allowedTools: f.allowedTools ?? [], disallowedTools: f.disallowedTools ?? [], model, effort: f.effort, paths: f.paths ?? [], hooks: f.hooks,
  };
  const delta: InvocationDelta = { allowedTools: [], disallowedTools: [], paths: [], cleared: [] };
  for (const field of honoured) {
    const v = values[field];
    if (!isSet(v)) continue;
    if (!privileged) {
      delta.cleared.push({ field, reason: `The skill's scope (${skill.scope}) is not trusted for privileged fields, so ${field} is cleared (§12 CB1).` });
      continue;
    }
    (delta as unknown as Record<string, unknown>)[field] = Array.isArray(v) ? [...v] : v;
  }
  return delta;
}

/** codebot `normalizeAgentType` (§11 CB1): explore, plan, coder; general-purpose/empty → coder; else lower case. */
export function normalizeCbAgent(agent: string | undefined): string {
  const a = (agent ?? '').trim().toLowerCase();
  if (a === '' || a === 'general-purpose' || a === 'coder') return 'coder';
  return a;
}

const AGENTS: Record<InvocationSection['model'], (agent: string | undefined, dflt: string) => string> = {
  cc: (agent, dflt) => (agent && agent.trim() ? agent.trim() : dflt),
  cb: (agent) => normalizeCbAgent(agent),
  'oh-raw': (_a, d) => d,
  minimal: (_a, d) => d,
  'as-content': (_a, d) => d,
  framed: (_a, d) => d,
  'read-file': (_a, d) => d,
  'file-read': (_a, d) => d,
  'gemini-activated': (_a, d) => d,
  'opencode-content': (_a, d) => d,
  'copilot-skill-context': (_a, d) => d,
};

/**
 * The fork, when the profile honours `context: fork` and the skill asks for it
 * (§11): the rendered body becomes the sub-agent's task; CC's agent defaults to
 * `general-purpose`; codebot normalises the agent; the model is the delta's.
 */
export function computeFork(skill: SkillRecord, section: InvocationSection, task: string, delta: InvocationDelta): { agent: string; task: string; model?: string } | undefined {
  if (!section.fork.honoured || skill.fields.context !== 'fork') return undefined;
  const agent = (AGENTS[section.model] ?? AGENTS.cc)(skill.fields.agent, section.fork.defaultAgent);
  return delta.model ? { agent, task, model: delta.model } : { agent, task };
}
