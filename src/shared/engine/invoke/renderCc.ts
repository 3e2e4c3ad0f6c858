/**
 * Claude Code's invocation messages (reference §8.1 CC model path, §8.2 CC user
 * path, §11 fork). Both paths use one renderer for the body (§9.1/§9.2).
 *
 * What Claude Code really sends differs from this reading in ways its profile's
 * `ccMessages` names (measured; ../shared/reference/claude-code-measured.md 20–22): no
 * command message on the model path, a final newline on the user path's, the name echoed
 * as called. The reference's reading:
 *
 * Model path, inline: tool result `Launching skill: {id}`; a visible user
 * message `<command-message>{id}</command-message>\n<command-name>/{id}</command-name>`
 * (+ `\n<command-args>{args}</command-args>` when args are non-empty; for
 * `user-invocable: false` the name has no `/` and `<skill-format>true</skill-format>`
 * replaces the args line); then a hidden meta user message with the rendered body.
 * User path, inline: the same header and hidden body, no tool result.
 * Fork: the body is the sub-agent's task; the tool result is
 * `Skill "{id}" completed (forked execution).\n\nResult:\n{last text}` (default
 * `Skill execution completed`); the user path shows the typed command and
 * `<local-command-stdout>` (default `Command completed`) and does not query the model.
 */
import type { DeliveredMessage } from '../types';
import { expandCc } from './argsCc';
import { findCcShell, findInertShell } from './shell';
import { stateOf, substitutionsOf } from './state';
import { msg, originIn, type RenderCtx, type Rendered, type Renderer } from './renderTypes';

/**
 * The visible command header message (§8.1). `finalNewline`: Claude Code ends it with `\n`
 * (measured, both releases: `…</command-args>\n`, or `…</command-name>\n` without arguments).
 */
export function ccHeader(id: string, args: string, userInvocable: boolean, finalNewline = false): string {
  const end = finalNewline ? '\n' : '';
  if (!userInvocable) return [`<command-message>${id}</command-message>`, `<command-name>${id}</command-name>`, '<skill-format>true</skill-format>'].join('\n') + end;
  const lines = [`<command-message>${id}</command-message>`, `<command-name>/${id}</command-name>`];
  if (args) lines.push(`<command-args>${args}</command-args>`);
  return lines.join('\n') + end;
}

/**
 * The skill's folder and plugin root for variables. A plugin command is delivered as a command,
 * even a `commands/<dir>/SKILL.md`: no `Base directory` line, `${CLAUDE_SKILL_DIR}` left as
 * written (cli.js 2.1.112 `N38`: both only `isSkillMode`, which plugin commands are not); its
 * `${CLAUDE_PLUGIN_ROOT}` is the plugin folder, the parent of its `commands` root.
 */
function ccVars(ctx: RenderCtx): { dir: string | null; sessionId: string; fileExists: RenderCtx['fileExists']; pluginRoot: string | null } {
  const s = ctx.skill;
  const pluginRoot = s.layout === 'plugin' ? s.root : s.layout === 'plugin-commands' ? s.root.slice(0, s.root.lastIndexOf('/')) : null;
  return { dir: s.layout === 'plugin-commands' ? null : s.dir, sessionId: ctx.sessionId, fileExists: ctx.fileExists, pluginRoot };
}

function renderBody(ctx: RenderCtx): Omit<Rendered, 'messages'> {
  const section = ctx.profile.invocation;
  const st = stateOf(ctx.body);
  const r = expandCc(st, {
    latest: section.args === 'cc-latest',
    args: ctx.request.args ?? '',
    names: ctx.skill.fields.arguments ?? [],
    appendLabel: section.appendArguments,
    variables: section.variables,
    vars: ccVars(ctx),
  });
  const substitutions = substitutionsOf(st);
  const shellCommands = section.shell === 'cc' ? findCcShell(st.text, substitutions, ctx.skill.scope) : findInertShell(st.text);
  return {
    body: st.text, substitutions, shellCommands, argv: r.argv, named: r.named,
    appended: r.appended ? substitutions.find((s) => s.source === 'appended')?.value : undefined,
    unavailableVars: r.unavailableVars, tooLarge: r.tooLarge, origin: originIn(st, ctx.bodyOffset),
  };
}

function messagesFor(ctx: RenderCtx, body: string, path: 'model' | 'user'): DeliveredMessage[] {
  const id = ctx.skill.id;
  const args = ctx.request.args ?? '';
  const rules = ctx.profile.invocation.ccMessages;
  const header = msg('user', ccHeader(id, args, ctx.skill.fields.userInvocable !== false, rules?.commandFinalNewline ?? false), false, 'command message');
  if (ctx.fork) {
    const task = msg('system', body, true, 'sub-agent task (the rendered body)');
    const result = ctx.request.forkResult;
    return path === 'model'
      ? [task, msg('tool', `Skill "${id}" completed (forked execution).\n\nResult:\n${result ?? 'Skill execution completed'}`, false,
        result === undefined ? 'Skill tool result (default text; the real one is the sub-agent\'s last message)' : 'Skill tool result (the sub-agent\'s last message)')]
      : [msg('user', `/${id}${args ? ` ${args}` : ''}`, false, 'typed command'), task,
        msg('user', '<local-command-stdout>Command completed</local-command-stdout>', false, 'command output (default text)')];
  }
  const meta = msg('user', body, true, 'skill body (hidden meta message)');
  if (path === 'user') return [header, meta];
  const echoed = rules?.launchingName === 'as-called' ? ctx.calledAs ?? id : id;
  const tool = msg('tool', `Launching skill: ${echoed}`, false, 'Skill tool result');
  return rules?.modelCommand === 'none' ? [tool, meta] : [tool, header, meta];
}

/**
 * CC model path (`InvocationSection.model: 'cc'`). A skill whose definition has
 * non-empty `allowed-tools` or `hooks` makes the Skill call ask the user first
 * unless a `Skill(name)` rule allows it (§8.1); reported in `asksPermission`.
 */
export const ccModel: Renderer = (ctx) => {
  const r = renderBody(ctx);
  const f = ctx.skill.fields;
  const asks = [...(f.allowedTools?.length ? ['allowed-tools'] : []), ...(f.hooks !== undefined && f.hooks !== null ? ['hooks'] : [])];
  return { ...r, messages: messagesFor(ctx, r.body, 'model'), ...(asks.length ? { asksPermission: asks } : {}) };
};

/** CC user path (`InvocationSection.user: 'cc'`). */
export const ccUser: Renderer = (ctx) => {
  const r = renderBody(ctx);
  return { ...r, messages: messagesFor(ctx, r.body, 'user') };
};
