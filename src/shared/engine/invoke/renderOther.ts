/**
 * Invocation renderers of codebot (§8.1 CB1, §9.3, §11), OpenHarness (§8.1 OH
 * model path: raw file; §8.2 OH user path), the seed 003 minimal loader and the
 * Agent Skills client guide (`<skill_content>`).
 */
import { expandCb, expandOhUser } from './argsOther';
import { findInertShell } from './shell';
import { shellMarksOf, stateOf, substitutionsOf, wrapState } from './state';
import { trimEndChars } from '../text/trim';
import { msg, originIn, skillBaseDir, type RenderCtx, type Rendered, type Renderer } from './renderTypes';

const noArgs = (ctx: RenderCtx, why: string): string | undefined => (ctx.request.args ? why : undefined);

function cbRender(ctx: RenderCtx): Omit<Rendered, 'messages'> {
  const section = ctx.profile.invocation;
  const st = stateOf(ctx.body);
  const trusted = section.privilegedScopes === 'all' || section.privilegedScopes.includes(ctx.skill.scope);
  const dir = skillBaseDir(ctx.skill);
  const r = expandCb(st, {
    name: ctx.skill.id, dir, args: ctx.request.args ?? '', trusted, variables: section.variables,
    vars: { dir, sessionId: ctx.sessionId, fileExists: ctx.fileExists }, appendLabel: section.appendArguments,
  });
  const substitutions = substitutionsOf(st);
  return {
    body: st.text, substitutions, shellCommands: shellMarksOf(st), argv: r.argv, named: {},
    appended: r.appended ? substitutions.find((s) => s.source === 'appended')?.value : undefined,
    origin: originIn(st, ctx.bodyOffset),
  };
}

/**
 * codebot model path: the tool result is the rendered `<skill name=…>` prompt
 * (inline); a fork hands `{agent, task, model}` to the sub-agent executor.
 */
export const cbModel: Renderer = (ctx) => {
  const r = cbRender(ctx);
  return {
    ...r,
    messages: ctx.fork ? [msg('system', r.body, true, 'sub-agent task')] : [msg('tool', r.body, false, 'skill tool result')],
  };
};

/** codebot user path (`/name args`): the same prompt, sent as the user's message (inline) or to a sub-agent (seed 000). */
export const cbUser: Renderer = (ctx) => {
  const r = cbRender(ctx);
  return {
    ...r,
    messages: ctx.fork ? [msg('system', r.body, true, 'sub-agent task')] : [msg('user', r.body, false, 'prompt sent as the user')],
  };
};

/** OH model path: the raw file, frontmatter included, no substitution; the tool takes no arguments (§8.1 OH). */
export const ohModel: Renderer = (ctx) => ({
  body: ctx.fileText, substitutions: [], shellCommands: findInertShell(ctx.fileText), argv: [], named: {},
  messages: [msg('tool', ctx.fileText, false, 'skill tool result (raw file)')],
  origin: originIn(stateOf(ctx.fileText), 0),
  argsIgnored: noArgs(ctx, 'OpenHarness\'s skill tool takes only a name (§8.1 OH).'),
});

/** OH user path: `Base directory…` + the whole file with `${ARGUMENTS}`/`$ARGUMENTS`/variables replaced (§8.2 OH). */
export const ohUser: Renderer = (ctx) => {
  const st = stateOf(ctx.fileText);
  const { appended } = expandOhUser(st, {
    dir: skillBaseDir(ctx.skill), args: ctx.request.args ?? '', sessionId: ctx.request.sessionId,
    appendLabel: ctx.profile.invocation.appendArguments, fileExists: ctx.fileExists,
  });
  const substitutions = substitutionsOf(st);
  return {
    body: st.text, substitutions, shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [msg('user', st.text, false, 'prompt submitted as the user')],
    appended: appended ? substitutions.find((s) => s.source === 'appended')?.value : undefined,
    origin: originIn(st, 0),
  };
};

/**
 * The directory as seed 003 prints it: `filepath.Join(".harness-skills", name)`,
 * i.e. relative to the folder holding the skills root (the project), or to
 * `request.cwd` when the skill lies under it.
 */
export function minimalDir(ctx: RenderCtx): string {
  const dir = skillBaseDir(ctx.skill);
  const cwd = ctx.request.cwd ? trimEndChars(ctx.request.cwd, '/') : undefined;
  if (cwd && dir.startsWith(cwd + '/')) return dir.slice(cwd.length + 1);
  const root = trimEndChars(ctx.skill.root, '/');
  const parent = root.slice(0, Math.max(0, root.lastIndexOf('/')));
  return parent && dir.startsWith(parent + '/') ? dir.slice(parent.length + 1) : dir;
}

/** Seed 003 `skillTool.execute`: `[skill "{name}"，所在目录：{dir}]\n\n{body}` (body trimmed by the parser). */
export const minimalModel: Renderer = (ctx) => {
  const st = stateOf(ctx.body);
  wrapState(st, `[skill "${ctx.skill.id}"，所在目录：${minimalDir(ctx)}]\n\n`, '');
  return {
    body: st.text, substitutions: [], shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [msg('tool', st.text, false, 'skill tool result')],
    origin: originIn(st, ctx.bodyOffset),
    argsIgnored: noArgs(ctx, 'the skill tool of seed 003 takes only a name.'),
  };
};

/**
 * Agent Skills client guide: `<skill_content name="{name}">`, the body, the skill
 * directory and a note that relative paths resolve there. The guide also lists
 * bundled files in `<skill_resources>`; the engine cannot list folders, so that
 * part is left out (assumption).
 */
export const asModel: Renderer = (ctx) => {
  const st = stateOf(ctx.body);
  wrapState(st, `<skill_content name="${ctx.skill.name}">\n`,
    `\n\nSkill directory: ${skillBaseDir(ctx.skill)}\nRelative paths in this skill are relative to the skill directory.\n</skill_content>`);
  return {
    body: st.text, substitutions: [], shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [msg('tool', st.text, false, 'activate_skill result')],
    origin: originIn(st, ctx.bodyOffset),
    argsIgnored: noArgs(ctx, 'the Agent Skills activation takes only a name.'),
  };
};
