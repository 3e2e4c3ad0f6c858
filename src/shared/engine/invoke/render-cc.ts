/**
 * Claude Code's invocation messages (reference §8.1 CC model path, §8.2 CC user
 * path, §11 fork). Both paths use one renderer for the body (§9.1/§9.2).
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
import { expandCc } from './args-cc';
import { findCcShell, findInertShell } from './shell';
import { stateOf, substitutionsOf } from './state';
import { msg, originIn, type RenderCtx, type Rendered, type Renderer } from './render-types';

/** The visible command header message (§8.1). */
export function ccHeader(id: string, args: string, userInvocable: boolean): string {
  if (!userInvocable) return [`<command-message>${id}</command-message>`, `<command-name>${id}</command-name>`, '<skill-format>true</skill-format>'].join('\n');
  const lines = [`<command-message>${id}</command-message>`, `<command-name>/${id}</command-name>`];
  if (args) lines.push(`<command-args>${args}</command-args>`);
  return lines.join('\n');
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
    vars: { dir: ctx.skill.dir, sessionId: ctx.sessionId, fileExists: ctx.fileExists, pluginRoot: ctx.skill.layout === 'plugin' ? ctx.skill.root : null },
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
  const header = msg('user', ccHeader(id, args, ctx.skill.fields.userInvocable !== false), false, 'command message');
  if (ctx.fork) {
    const task = msg('system', body, true, 'sub-agent task (the rendered body)');
    return path === 'model'
      ? [task, msg('tool', `Skill "${id}" completed (forked execution).\n\nResult:\nSkill execution completed`, false, 'Skill tool result (default text; the real one is the sub-agent\'s last message)')]
      : [msg('user', `/${id}${args ? ` ${args}` : ''}`, false, 'typed command'), task,
        msg('user', '<local-command-stdout>Command completed</local-command-stdout>', false, 'command output (default text)')];
  }
  const meta = msg('user', body, true, 'skill body (hidden meta message)');
  return path === 'model' ? [msg('tool', `Launching skill: ${id}`, false, 'Skill tool result'), header, meta] : [header, meta];
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
