/**
 * Diagnostic codes emitted by the engine's `invoke` module (see ../catalogue.ts).
 * They carry the skill's file in `Diagnostic.path` when a skill was resolved.
 * Reference: §8 (paths, gating), §9 (arguments, variables), §10 (shell),
 * §11 (fork), §12 (delta), E7–E9, E19–E23. `skill-dir-path-missing` is shared
 * with the body checks (codes/body.ts, data `{variable, path, resolved}`).
 */
import type { CodeTable } from '../catalogue';
import { listText } from '../lists';

export const INVOKE_CODES = {
  'invoke-unknown-skill': {
    severity: 'warning',
    title: 'No skill by that name',
    message: (d) => `No skill answers to "${d.name}"${d.suggestions?.length ? `; did you mean ${listText(d.suggestions, 0, (s) => `"${s}"`)}?` : '.'}`,
  },
  'invoke-refused': {
    severity: 'warning',
    title: 'Invocation refused',
    message: (d) => `The harness refuses this invocation: ${d.reason}`,
  },
  'invoke-file-unreadable': {
    severity: 'error',
    title: 'Skill file could not be read',
    message: (d) => `"${d.path}" could not be read, so the invocation fails.`,
  },
  'argument-missing': {
    severity: 'warning',
    title: 'Placeholder without an argument',
    message: (d) =>
      d.flag === 'missing-argument-literal'
        ? `${d.placeholder} has no argument, so it reaches the model as literal text (2.1.332, §9.2, E7).`
        : `${d.placeholder} has no argument, so it is replaced by nothing (§9.1, E7). Remember $N is 0-based: $0 is the first argument.`,
  },
  'arguments-appended': {
    severity: 'info',
    title: 'Arguments appended',
    message: (d) => `No placeholder took the arguments, so "${d.trailer.trim()}" is appended to the body (§9.1 step 7, E8).`,
  },
  'arguments-ignored': {
    severity: 'info',
    title: 'Arguments cannot be passed',
    message: (d) => `Arguments "${d.args}" are dropped: ${d.why}`,
  },
  'skill-dir-unavailable': {
    severity: 'warning',
    title: 'Skill directory variable left literal',
    message: (d) => `${d.placeholder} stays as written: this skill has no directory (§9.1 step 8, §8.3).`,
  },
  'variable-look-alike': {
    severity: 'warning',
    title: 'Not a variable this harness knows',
    message: (d) => `"${d.text}" is not expanded by this harness and reaches the model as written (B26). Did you mean ${d.suggestion}?`,
  },
  'shell-argument-injection': {
    severity: 'warning',
    title: 'Arguments reach a shell command',
    message: (d) => `Argument text ends up inside the shell command \`${d.command}\` before it runs (§9.1 step 11, E22). Quote or avoid placeholders inside !\` \` commands.`,
  },
  'shell-command-runs': {
    severity: 'info',
    title: 'Shell command runs at invocation',
    message: (d) => `\`${d.command}\` would run when the skill is invoked (§10). Skill Studio never runs it without your click.`,
  },
  'shell-command-inert': {
    severity: 'info',
    title: 'Shell command left as text',
    message: (d) => `\`${d.command}\` does not run here: ${d.why}`,
  },
  'delta-cleared': {
    severity: 'warning',
    title: 'Privileged fields ignored',
    message: (d) => `${listText(d.fields, 0, (s) => s)} ${d.fields.length === 1 ? 'is' : 'are'} cleared because the skill's scope (${d.scope}) is not trusted (§12).`,
  },
  'body-too-large': {
    severity: 'error',
    title: 'Expanded body too large',
    message: (d) => `The expanded body is ${d.length} characters, over Claude Code's limit of 4,000,000 (§9.2); the invocation fails.`,
  },
  'skill-permission-prompt': {
    severity: 'info',
    title: 'Invoking asks for permission',
    message: (d) => `Because the skill sets ${d.fields.join(' and ')}, the model's Skill call asks the user for permission first unless a Skill(name) allow rule covers it (§8.1).`,
  },
  'fork-assumed-output': {
    severity: 'info',
    title: 'Forked skill',
    message: (d) => `The skill runs in a "${d.agent}" sub-agent with the rendered body as its task; the result text shown is the harness default, the real one comes from the sub-agent (§11).`,
  },
} satisfies CodeTable;
