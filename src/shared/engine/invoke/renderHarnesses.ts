/**
 * Invocation renderers of the npm-installed harnesses (issue 17), each as
 * measured with the harness probe (docs/harnesses/<id>.md "Invocation"):
 * - Codex: no skill tool; the model reads SKILL.md itself (`file-read`); a
 *   `$name` in the user's text adds one user message
 *   `<skill>\n<name>N</name>\n<path>P</path>\nFILE\n</skill>` (`codex-mention`,
 *   injection.rs@0cf14846; measured 0.171.0). No argument handling.
 * - Gemini CLI: `activate_skill {name}` → `<activated_skill>` with the trimmed
 *   body and the folder tree (`gemini-activated`, activate-skill.ts:143-151,
 *   getFolderStructure.ts); `/name args` → that, then the arguments as the next
 *   prompt (`gemini-slash`, SkillCommandLoader.ts:35-57). No substitution.
 * - OpenCode: `skill {name}` → `<skill_content>` with `# Skill: NAME`, the
 *   trimmed body, the base directory and up to 10 files (`opencode-content`,
 *   tool/skill.ts; measured 1.18.33). No arguments.
 * Sentences of the harness's own are written as `<harness text: KEY>` markers.
 */
import { findInertShell } from './shell';
import { stateOf, wrapState } from './state';
import { proseMarker } from '../listing/codex';
import { msg, originIn, skillBaseDir, type RenderCtx, type Renderer } from './renderTypes';

const noArgs = (ctx: RenderCtx, why: string): string | undefined => (ctx.request.args ? why : undefined);

/** Codex model path: the model opens SKILL.md with its own tools and reads the whole file. */
export const fileReadModel: Renderer = (ctx) => ({
  body: ctx.fileText, substitutions: [], shellCommands: findInertShell(ctx.fileText), argv: [], named: {},
  messages: [msg('tool', ctx.fileText, false, 'SKILL.md read by the model with its own file tools (no skill tool)')],
  origin: originIn(stateOf(ctx.fileText), 0),
  argsIgnored: noArgs(ctx, 'Codex has no skill tool: nothing takes arguments.'),
});

/** Codex `$name` mention: the prompt stays as typed, then one user message with the whole file. */
export const codexMentionUser: Renderer = (ctx) => {
  const st = stateOf(ctx.fileText);
  wrapState(st, `<skill>\n<name>${ctx.skill.name}</name>\n<path>${ctx.skill.path}</path>\n`, '\n</skill>');
  return {
    body: st.text, substitutions: [], shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [msg('user', st.text, false, '`$name` injection (a user message after the prompt)')],
    origin: originIn(st, 0),
    argsIgnored: noArgs(ctx, 'Codex does not handle arguments: the rest of the prompt reaches the model as typed (measured 0.171.0).'),
  };
};

/** One entry of a folder, as `RenderCtx.listDir` gives it. */
export interface ResourceEntry { name: string; dir: boolean }

/** Gemini CLI getFolderStructure.ts: files first, then folders, each by name; at most `max` items. */
export function folderTree(root: string, listDir: (path: string) => ResourceEntry[] | null, max = 200): string {
  const lines = [`${root}/`];
  let items = 0;
  const walk = (dir: string, prefix: string): void => {
    const all = listDir(dir) ?? [];
    const files = all.filter((e) => !e.dir).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const dirs = all.filter((e) => e.dir).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const list = [...files, ...dirs];
    list.forEach((e, i) => {
      if (items >= max) return;
      items++;
      const last = i === list.length - 1;
      lines.push(`${prefix}${last ? '└───' : '├───'}${e.name}${e.dir ? '/' : ''}`);
      if (e.dir) walk(`${dir}/${e.name}`, prefix + (last ? '    ' : '│   '));
    });
  };
  walk(root, '');
  return lines.join('\n');
}

function geminiActivated(ctx: RenderCtx): ReturnType<Renderer> {
  const dir = skillBaseDir(ctx.skill);
  const tree = ctx.listDir ? folderTree(dir, ctx.listDir) : proseMarker('folder tree: not available without a folder listing');
  const st = stateOf(ctx.body.trim());
  wrapState(st, `<activated_skill name="${ctx.skill.name}">\n  <instructions>\n    `,
    `\n  </instructions>\n\n  <available_resources>\n    Showing up to 200 items (files + folders).\n\n${tree}\n  </available_resources>\n</activated_skill>`);
  return {
    body: st.text, substitutions: [], shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [msg('tool', st.text, false, 'activate_skill result (functionResponse output)')],
    origin: undefined,
  };
}

/** Gemini CLI model path: `activate_skill {name}`; the tool takes no arguments. */
export const geminiActivatedModel: Renderer = (ctx) => ({
  ...geminiActivated(ctx),
  argsIgnored: noArgs(ctx, 'activate_skill takes only a name (activate-skill.ts).'),
});

/** Gemini CLI `/name args`: the activation, then the arguments trimmed (or `Use the skill NAME`) as the next prompt. */
export const geminiSlashUser: Renderer = (ctx) => {
  const r = geminiActivated(ctx);
  const args = (ctx.request.args ?? '').trim();
  return { ...r, messages: [...r.messages, msg('user', args || `Use the skill ${ctx.skill.name}`, false, 'next prompt (SkillCommandLoader.ts)')] };
};

/**
 * All files below `dir` but SKILL.md itself, depth first in name order (code units), dot files
 * included, at most `max`: OpenCode samples 10 with ripgrep; Copilot CLI lists them all (measured).
 */
function sampleFiles(dir: string, listDir: (path: string) => ResourceEntry[] | null, max: number): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of [...(listDir(d) ?? [])].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (out.length >= max) return;
      const p = `${d}/${e.name}`;
      if (e.dir) walk(p);
      else if (p !== `${dir}/SKILL.md`) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** OpenCode `skill {name}`: `<skill_content>` (tool/skill.ts `execute`, measured 1.18.33). */
export const opencodeContentModel: Renderer = (ctx) => {
  const dir = skillBaseDir(ctx.skill);
  const files = ctx.listDir ? sampleFiles(dir, ctx.listDir, 10).map((f) => `<file>${f}</file>`) : [proseMarker('file list: not available without a folder listing')];
  const st = stateOf(ctx.body.trim());
  wrapState(st, `<skill_content name="${ctx.skill.name}">\n# Skill: ${ctx.skill.name}\n\n`,
    `\n\nBase directory for this skill: ${dir}\n${proseMarker('relative paths')}\nNote: file list is sampled.\n\n<skill_files>\n${files.join('\n')}\n</skill_files>\n</skill_content>`);
  return {
    body: st.text, substitutions: [], shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [msg('tool', st.text, false, 'skill tool result')],
    origin: undefined,
    argsIgnored: noArgs(ctx, 'OpenCode\'s skill tool takes only a name (tool/skill.ts).'),
  };
};

/**
 * pi `/skill:name args` (agent-session.js:843-869, measured 0.73.1): one user message
 * `<skill name="N" location="P">\nReferences are relative to DIR.\n\nBODY\n</skill>`, the body
 * trimmed, then `\n\n` and the arguments when given. No substitution.
 */
export const piSkillBlockUser: Renderer = (ctx) => {
  const st = stateOf(ctx.body.trim());
  const args = (ctx.request.args ?? '').trim();
  wrapState(st, `<skill name="${ctx.skill.name}" location="${ctx.skill.path}">\nReferences are relative to ${skillBaseDir(ctx.skill)}.\n\n`, `\n</skill>${args ? `\n\n${args}` : ''}`);
  return {
    body: st.text, substitutions: [], shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [msg('user', st.text, false, '/skill: expansion (the user message)')],
    origin: undefined,
  };
};

/**
 * Copilot CLI `skill {skill}` (measured 1.0.102, docs/harnesses/copilot-cli.md "Invocation"):
 * the tool result is one fixed sentence of Copilot's (a marker here), and the next user
 * message carries `<skill-context name="NAME">`, `Base directory for this skill: DIR`, a blank
 * line, `Related files (use view tool to read):` with `  - PATH` per file when the folder holds
 * any (then a blank line), the body with its leading blank lines dropped, a blank line and
 * `</skill-context>`. `$ARGUMENTS` stays literal; the tool takes no arguments.
 */
export const copilotSkillContextModel: Renderer = (ctx) => {
  const dir = skillBaseDir(ctx.skill);
  const files = ctx.listDir ? sampleFiles(dir, ctx.listDir, Infinity).map((f) => `  - ${f}`) : [proseMarker('related files: not available without a folder listing')];
  const related = files.length ? `Related files (use view tool to read):\n${files.join('\n')}\n\n` : '';
  const lead = /^\s*/.exec(ctx.body)?.[0].length ?? 0;
  const st = stateOf(ctx.body.slice(lead));
  wrapState(st, `<skill-context name="${ctx.skill.name}">\nBase directory for this skill: ${dir}\n\n${related}`, '\n</skill-context>');
  return {
    body: st.text, substitutions: [], shellCommands: findInertShell(st.text), argv: [], named: {},
    messages: [
      msg('tool', proseMarker('copilot-skill-loaded'), false, 'skill tool result'),
      msg('user', st.text, false, 'next user message (skill context)'),
    ],
    origin: undefined,
    argsIgnored: noArgs(ctx, 'Copilot CLI\'s skill tool takes only a name.'),
  };
};
