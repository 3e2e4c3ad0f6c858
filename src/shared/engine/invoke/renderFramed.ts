/**
 * Data-shaped invocation renderers (issue 17 harnesses):
 * - `framed`: the body between head and tail lines (`InvocationSection.frame`):
 *   Roo Code `buildSkillResult` (skillInvocation.ts:35-54@cb836567), Goose
 *   `loaded_skill_context_with_args` (mod.rs@013ab848), Crush
 *   `FormatInvocation` (skills.go:325-336@37f36e93).
 * - `read-file`: no skill tool; the model opens SKILL.md with the harness's
 *   file tool (VS Code `readFile`, Crush `view`), so the result is the file's text.
 */
import type { InvocationFrame } from '../profiles/types';
import { findInertShell } from './shell';
import { shellTokens } from './tokenize';
import { stateOf } from './state';
import { msg, originIn, skillBaseDir, type RenderCtx, type Renderer } from './renderTypes';
import { xmlEscape } from '../listing/shaped';

/**
 * Goose `apply_skill_arguments` (crates/goose/src/skills/arguments.rs): `$ARGUMENTS[n]`
 * (0-based), `$ARGUMENTS` (the raw text), `$N` (1-based), `$name` for each name in
 * `metadata.arguments`; missing tokens become ''. Tokens split with shell rules (Goose
 * `split_command_args`; the engine's shell tokenizer is used). Returns the body and whether
 * any placeholder resolved.
 */
export function gooseArguments(body: string, args: string, names: string[]): { text: string; used: boolean } {
  const tokens = shellTokens(args);
  let used = false;
  const known = new Set(names);
  const text = body.replace(/\$ARGUMENTS\[(\d+)\]|\$ARGUMENTS|\$(\d+)|\$([A-Za-z_][A-Za-z0-9_-]*)/g, (m, idx, n, name) => {
    if (idx !== undefined) { used = true; return tokens[Number(idx)] ?? ''; }
    if (n !== undefined) { used = true; return tokens[Number(n) - 1] ?? ''; }
    if (name !== undefined) {
      if (!known.has(name)) return m;
      used = true;
      return tokens[names.indexOf(name)] ?? '';
    }
    used = true;
    return args;
  });
  return { text, used };
}

/** `metadata.arguments` as Goose reads it (a list of names; anything else: none). */
function metadataArgumentNames(ctx: RenderCtx): string[] {
  // The field table keeps metadata values as strings, a list as its JSON text.
  const raw = ctx.skill.fields.metadata?.arguments;
  if (raw === undefined) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

function fill(text: string, values: Record<string, string>, esc: (s: string) => string): string {
  return text.replace(/\$\{(name|description|path|dir|source|args|typed)\}/g, (_m, k: string) => esc(values[k] ?? ''));
}

/** The framed result: head lines, body (arguments applied where the frame says), tail lines. */
export function renderFrame(ctx: RenderCtx, frame: InvocationFrame): { text: string; body: string; appended?: string } {
  const args = frame.trimArgs ? (ctx.request.args ?? '').trim() : ctx.request.args ?? '';
  const esc = frame.escape === 'xml' ? xmlEscape : (s: string) => s;
  const values: Record<string, string> = {
    name: ctx.skill.name, description: ctx.skill.description, path: ctx.skill.path, dir: skillBaseDir(ctx.skill),
    source: frame.sourceNames?.[ctx.skill.scope] ?? ctx.skill.scope, args,
    typed: `/${ctx.calledAs ?? ctx.skill.name}${args ? ` ${args}` : ''}`,
  };
  const lines = (ls: InvocationFrame['head']) => ls
    .filter((l) => !(l.when === 'description' && !values.description) && !(l.when === 'args' && !args))
    .map((l) => fill(l.text, values, esc));
  let body = ctx.body;
  let appended: string | undefined;
  if (frame.args === 'goose' && args) {
    const r = gooseArguments(body, args, metadataArgumentNames(ctx));
    body = r.text;
    if (!r.used) { appended = `\n\nARGUMENTS: ${args}`; body += appended; }
  }
  const shown = frame.escapeBody ? esc(body) : body;
  const text = lines(frame.head).join('\n') + frame.glue.afterHead + shown + frame.glue.beforeTail + lines(frame.tail).join('\n');
  return { text, body, appended };
}

const NO_FRAME: InvocationFrame = { head: [], tail: [], glue: { afterHead: '', beforeTail: '' }, escape: 'none', args: 'none', role: 'tool', label: 'skill result' };

/** `framed` path renderer (model or user, whichever the section names `framed`). */
export const framed: Renderer = (ctx) => {
  const inv = ctx.profile.invocation;
  const frame = (ctx.request.as === 'user' ? inv.userFrame : undefined) ?? inv.frame ?? NO_FRAME;
  const r = renderFrame(ctx, frame);
  return {
    body: r.body, substitutions: [], shellCommands: findInertShell(r.body), argv: frame.args === 'goose' ? shellTokens(ctx.request.args ?? '') : [], named: {},
    messages: [msg(frame.role, r.text, false, frame.label)],
    appended: r.appended,
    origin: frame.args === 'none' || !ctx.request.args ? originIn(stateOf(ctx.body), ctx.bodyOffset) : undefined,
    argsIgnored: frame.args === 'none' && ctx.request.args ? `${ctx.profile.label} passes no arguments to a skill.` : undefined,
  };
};

/** `read-file`: the model reads SKILL.md with the harness's file tool; the result is the file text (the tool's own line numbering, if any, is not modelled). */
export const readFile: Renderer = (ctx) => ({
  body: ctx.fileText, substitutions: [], shellCommands: findInertShell(ctx.fileText), argv: [], named: {},
  messages: [msg('tool', ctx.fileText, false, `file read by ${ctx.profile.label}'s read tool`)],
  origin: originIn(stateOf(ctx.fileText), 0),
  argsIgnored: ctx.request.args ? `${ctx.profile.label} has no skill tool: the model reads the file, no arguments are passed.` : undefined,
});
