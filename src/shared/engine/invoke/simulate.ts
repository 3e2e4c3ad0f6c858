/**
 * The invocation simulator's core (reference §8–§12): lookup → gating → read →
 * render (per-path strategy tables keyed by `InvocationSection.model`/`.user`)
 * → delta and fork → diagnostics. Nothing is executed; never throws.
 *
 * The body comes from an injected `BodyLoader` so the core does not depend on
 * the parser module (index.ts wires `parseSkillText`).
 */
import type { Catalog, Diagnostic, InvocationRecord, InvocationRequest, SkillRecord } from '../types';
import type { InvocationSection, Profile, RefusalStyle } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { lookupSkill } from './lookup';
import { computeDelta, computeFork } from './delta';
import { ccModel, ccUser } from './renderCc';
import { asModel, cbModel, cbUser, minimalModel, ohModel, ohUser } from './renderOther';
import { msg, type RenderCtx, type Renderer } from './renderTypes';
import { framed, readFile } from './renderFramed';
import { codexMentionUser, fileReadModel, geminiActivatedModel, geminiSlashUser, opencodeContentModel, copilotSkillContextModel, piSkillBlockUser } from './renderHarnesses';
import { invocationDiagnostics } from './report';

/** Gives the body the profile's parser delivers for a file text, and where it starts in the text (0-based UTF-16). */
export type BodyLoader = (skill: SkillRecord, text: string, profile: Profile) => { body: string; bodyOffset?: number };

/** Model-path renderers by `InvocationSection.model`. */
export const MODEL_RENDERERS: Record<InvocationSection['model'], Renderer> = {
  cc: ccModel, cb: cbModel, 'oh-raw': ohModel, minimal: minimalModel, 'as-content': asModel,
  framed, 'read-file': readFile,
  'file-read': fileReadModel, 'gemini-activated': geminiActivatedModel, 'opencode-content': opencodeContentModel,
  'copilot-skill-context': copilotSkillContextModel,
};

/** User-path renderers by `InvocationSection.user` ('none': no slash commands). */
export const USER_RENDERERS: Record<Exclude<InvocationSection['user'], 'none'>, Renderer> = {
  cc: ccUser, cb: cbUser, 'oh-user': ohUser, framed, 'codex-mention': codexMentionUser, 'gemini-slash': geminiSlashUser, 'pi-skill-block': piSkillBlockUser,
};

/**
 * One harness's refusal wording. `notFound`'s `as` is the path; `userDenied` may depend on the
 * session (2.1.112 under `-p` prints nothing). `overrideModel`/`overrideUser`: a skillOverrides
 * entry refuses the call (absent: the engine's own explanation). `permission`: under `-p`, a
 * skill that would ask for permission (CcMessageRules.printPermission). `unknownCommand`: a
 * typed `/name` that names nothing, where the harness refuses it (CcMessageRules.unknownCommand).
 */
interface RefusalTexts {
  notFound: (name: string, suggestions: string[], as: InvocationRequest['as']) => string;
  modelDenied: (id: string) => string;
  userDenied: (id: string, session: 'interactive' | 'print') => string;
  overrideModel?: (id: string) => string;
  overrideUser?: (id: string) => string;
  permission?: (id: string) => string;
  unknownCommand?: (name: string, suggestions: string[]) => string;
  /** A name several skills answer to, where the harness then picks none (LookupRule `unique-only`). */
  ambiguous?: (name: string, paths: string[]) => string;
}

const CC_NOT_FOUND = (n: string, s: string[]) => `Unknown skill: ${n}${s.length ? `. Did you mean ${s[0]}?` : ''}`;
/** 2.1.332's user-invocable: false text; measured, and 2.1.112's too outside `-p` (point 18). */
const CC_USER_DENIED = (id: string) => `This skill can only be invoked by Claude, not directly by users. Ask Claude to use the "${id}" skill for you.`;

/**
 * Harness wording of refusals, by `InvocationSection.refusals` (default: `.model`). Claude
 * Code's texts are the ones its releases sent, measured with `npm run conformance`
 * (docs/claude-code-measured.md; ../shared/reference/claude-code-measured.md points 16–19, 23);
 * CB/OH user-path wording is not in the reference (assumed).
 */
const REFUSALS: Record<RefusalStyle, RefusalTexts> = {
  'cc-2.1.112': {
    notFound: CC_NOT_FOUND,
    modelDenied: (id) => `Skill ${id} cannot be used with Skill tool due to disable-model-invocation`,
    // Under -p the refused /name prints an empty result (measured).
    userDenied: (id, session) => (session === 'print' ? '' : CC_USER_DENIED(id)),
    permission: (id) => `Execute skill: ${id}`,
    unknownCommand: (n, s) => `Unknown command: /${n}${s.length ? `. Did you mean /${s[0]}?` : ''}`,
  },
  'cc-2.1.332': {
    notFound: CC_NOT_FOUND,
    modelDenied: (id) => `Skill ${id} cannot be used with Skill tool due to disable-model-invocation. Ask the user to run /${id} themselves — it cannot be invoked via the Skill tool. Do not replicate this skill's workflow by other means — it is reserved for explicit user invocation.`,
    userDenied: CC_USER_DENIED,
    overrideModel: (id) => `Skill ${id} is disabled for model invocation in skillOverrides settings`,
    overrideUser: (id) => `Skill "${id}" is disabled via skillOverrides. Remove the override from your settings to run it. If your organization set it, only an admin can remove it.`,
    permission: (id) => `Execute skill: ${id}. The user can add the allow rule Skill(${id}) to .claude/settings.local.json to let it run without asking.`,
  },
  cb: {
    notFound: (n, _s, as) => (as === 'model' ? `Skill ${JSON.stringify(n)} not found. Check available skills in system-reminder messages.` : 'skill not found'),
    modelDenied: (id) => `Skill ${JSON.stringify(id)} is configured for manual invocation only. The user can invoke it with /${id}.`,
    userDenied: () => 'skill cannot be invoked by the user',
  },
  'oh-raw': {
    notFound: (n) => `Skill not found: ${n}`,
    modelDenied: (id) => `Skill is not model-invocable: ${id}`,
    userDenied: (id) => `Skill /${id} is not user-invocable.`,
  },
  minimal: {
    notFound: (n) => `错误: 没有叫 ${n} 的 skill——从系统提示的清单里选一个`,
    modelDenied: (id) => `Skill ${id} cannot be invoked.`,
    userDenied: () => 'This harness has no slash commands.',
  },
  // Codex sends nothing for a `$name` it cannot resolve: the texts say what happens, in our words.
  'file-read': {
    notFound: (n) => `No skill is named "${n}": Codex injects nothing and the prompt goes to the model as typed.`,
    modelDenied: (id) => `Skill ${id} is not listed for the model.`,
    userDenied: (id) => `$${id} selects no skill.`,
    ambiguous: (n, paths) => `${paths.length} skills are named "${n}": Codex injects none of them (injection.rs select_skills_from_mentions; measured 0.171.0). ${paths.join(', ')}`,
  },
  // Gemini CLI activate-skill.ts:116-127 (fixed marker; the list of names follows it).
  'gemini-activated': {
    notFound: (n) => `Error: Skill "${n}" not found.`,
    modelDenied: (id) => `Skill ${id} cannot be activated by the model.`,
    userDenied: (id) => `/${id} is not a command.`,
  },
  // OpenCode tool/skill.ts (fixed marker; the list of names follows it).
  'opencode-content': {
    notFound: (n) => `Skill "${n}" not found.`,
    modelDenied: (id) => `Skill ${id} is not available.`,
    userDenied: () => 'OpenCode has no slash command for skills.',
  },
  // Copilot CLI: its unknown-name text was not captured; these say what happens, in our words.
  'copilot-skill-context': {
    notFound: (n) => `No skill is named "${n}": Copilot CLI's skill tool loads nothing.`,
    modelDenied: (id) => `Skill ${id} is not listed for the model (disable-model-invocation).`,
    userDenied: () => 'Copilot CLI in prompt mode sends a /name line to the model as typed.',
  },
  'as-content': {
    notFound: (n) => `Skill not found: ${n}`,
    modelDenied: (id) => `Skill ${id} cannot be activated by the model.`,
    userDenied: () => 'This client has no slash commands.',
  },
  // Issue 17 harnesses: `frame.notFound` gives the harness's own unknown-name text (refusalTexts).
  framed: {
    notFound: (n) => `Skill '${n}' not found.`,
    modelDenied: (id) => `Skill ${id} is not available to the model.`,
    userDenied: (id) => `Skill ${id} cannot be run by the user in this harness.`,
  },
  // Cline user-instruction-plugin.ts:123-126, 165-171 (the names after "Available skills:" are not modelled).
  cline: {
    notFound: (n) => `Skill "${n}" not found.`,
    modelDenied: (id) => `Skill "${id}" is configured but disabled.`,
    userDenied: (id) => `Skill "${id}" is configured but disabled.`,
  },
  'read-file': {
    notFound: (n) => `No file for skill ${n}: the model can only read skills listed to it.`,
    modelDenied: (id) => `Skill ${id} is not listed to the model.`,
    userDenied: (id) => `Skill ${id} cannot be run by the user in this harness.`,
  },
};

/** The refusal wording of a section (its `refusals`, else the table entry of its model renderer; CC models default to 2.1.332). */
function refusalTexts(section: InvocationSection): RefusalTexts {
  if (section.refusals) return REFUSALS[section.refusals];
  const base = section.model === 'cc' ? REFUSALS['cc-2.1.332'] : REFUSALS[section.model];
  const own = section.frame?.notFound;
  return own ? { ...base, notFound: (n) => own.replace('${name}', n) } : base;
}

/** True when `rules` (Claude Code permission rules, e.g. `Skill`, `Skill(name)`) allow calling skill `id`. */
function skillAllowed(rules: readonly string[] | undefined, id: string): boolean {
  return (rules ?? []).some((r) => r.trim() === 'Skill' || r.trim() === `Skill(${id})`);
}

/**
 * A typed `/name` that names nothing, where the harness sends it to the model as plain text
 * (Claude Code 2.1.332, measured: with a `<system-reminder>` of its own wording naming the
 * closest command, whose text is Anthropic's and not reproduced). Nothing is refused.
 */
function sendAsText(rec: InvocationRecord, name: string, suggestions: string[]): InvocationRecord {
  const typed = `/${name}${rec.request.args ? ` ${rec.request.args}` : ''}`;
  rec.allowed = false;
  rec.sentAsText = true;
  rec.reason = `No skill or command is named "${name}": Claude Code sends "${typed}" to the model as the user's text, with a reminder that no such command exists${suggestions.length ? ` (closest: /${suggestions[0]})` : ''}.`;
  rec.messages = [msg('user', typed, false, 'typed text (no such command)')];
  return rec;
}

function emptyRecord(profile: Profile, request: InvocationRequest): InvocationRecord {
  return {
    profile: profile.id, request, allowed: false, suggestions: [], mode: 'inline', messages: [], body: '',
    argv: [], named: {}, substitutions: [], shellCommands: [],
    delta: { allowedTools: [], disallowedTools: [], paths: [], cleared: [] }, diagnostics: [],
  };
}

/**
 * Refuse the call. On the model path the refusal is the Skill tool's result; where the profile
 * says so (CcMessageRules.toolErrors) it is wrapped in `<tool_use_error>` and marked
 * `is_error` (point 16); `bare` keeps the text unwrapped but still an error (Claude Code's
 * permission refusal under `-p`, measured).
 */
function refuse(rec: InvocationRecord, reason: string, skill?: SkillRecord, extra: Record<string, unknown> = {}, section?: InvocationSection, bare = false): InvocationRecord {
  rec.allowed = false;
  rec.reason = reason;
  const wrap = section?.ccMessages?.toolErrors === 'tool-use-error';
  if (rec.request.as === 'model' && section?.ccMessages) {
    const text = wrap && !bare ? `<tool_use_error>${reason}</tool_use_error>` : reason;
    rec.messages = [{ ...msg('tool', text, false, 'refusal'), ...(wrap ? { isError: true } : {}) }];
  } else rec.messages = [msg(rec.request.as === 'model' ? 'tool' : 'system', reason, false, 'refusal')];
  const d: Diagnostic = makeDiagnostic('invoke-refused', FILE_START, { reason, ...extra });
  rec.diagnostics.push(skill ? { ...d, path: skill.path } : d);
  return rec;
}

/** Simulate one invocation with an injected body loader (see `simulateInvocation`). */
export function simulateWith(
  load: BodyLoader, catalog: Catalog, request: InvocationRequest, profile: Profile,
  readText: (path: string) => string | null, fileExists?: (path: string) => boolean,
  listDir?: RenderCtx['listDir'],
): InvocationRecord {
  const rec = emptyRecord(profile, request);
  try {
    return run(rec, load, catalog, request, profile, readText, fileExists, listDir);
  } catch (err) {
    rec.diagnostics.push(makeDiagnostic('invoke-refused', FILE_START, { reason: `internal error: ${String(err)}` }, 'error'));
    rec.reason = 'The simulation failed; see diagnostics.';
    return rec;
  }
}

function run(
  rec: InvocationRecord, load: BodyLoader, catalog: Catalog, request: InvocationRequest, profile: Profile,
  readText: (path: string) => string | null, fileExists?: (path: string) => boolean, listDir?: RenderCtx['listDir'],
): InvocationRecord {
  const section = profile.invocation;
  const texts = refusalTexts(section);
  const session = request.session ?? 'interactive';
  const skills = catalog.skills ?? [];
  // On the user path the leading `/` is the slash-command syntax, not part of the name.
  const name = request.as === 'user' ? String(request.name ?? '').replace(/^\//, '') : String(request.name ?? '');
  if (request.as === 'user' && section.user === 'none') return refuse(rec, texts.userDenied(name, session));
  if (section.model === 'minimal' && !skills.some((s) => s.status === 'listed' || s.status === 'hidden')) {
    rec.reason = 'No skill was found, so the harness offers no skill tool at all (seed 003).';
    return rec;
  }
  const found = lookupSkill(skills, name, section);
  rec.suggestions = found.suggestions;
  const skill = found.skill;
  if (!skill && found.ambiguous?.length && texts.ambiguous) {
    return refuse(rec, texts.ambiguous(found.key, found.ambiguous.map((s) => s.path)), undefined, {}, section);
  }
  if (!skill) {
    rec.diagnostics.push(makeDiagnostic('invoke-unknown-skill', FILE_START, { name: found.key, suggestions: found.suggestions }));
    if (request.as === 'user' && section.ccMessages?.unknownCommand === 'to-model') return sendAsText(rec, found.key, found.suggestions);
    const text = request.as === 'user' && section.ccMessages?.unknownCommand === 'refused' && texts.unknownCommand
      ? texts.unknownCommand(found.key, found.suggestions)
      : texts.notFound(found.key, found.suggestions, request.as);
    const r = refuse(rec, text, undefined, {}, section);
    r.diagnostics.pop();
    return r;
  }
  rec.skillId = skill.id;
  rec.skillPath = skill.path;
  // A CC `skillOverrides` entry, not a frontmatter key, can be what refuses the call: say so
  // (the reference gives no Claude Code wording for this case, so the text is ours).
  const refusedHere = request.as === 'model' ? !skill.invocableByModel && !request.userTypedThisTurn : !skill.invocableByUser;
  const override = refusedHere ? skill.reasons.find((r) => r.code === 'override-off' || (request.as === 'model' && r.code === 'override-user-invocable-only')) : undefined;
  if (override) {
    const own = request.as === 'model' ? texts.overrideModel : texts.overrideUser;
    const text = own ? own(skill.id) : `${override.message} It cannot be invoked ${request.as === 'model' ? 'with the Skill tool' : `as /${skill.id}`}.`;
    return refuse(rec, text, skill, { flag: 'skillOverrides' }, section);
  }
  if (request.as === 'model' && !skill.invocableByModel && !request.userTypedThisTurn) {
    return refuse(rec, texts.modelDenied(skill.id), skill, { flag: 'disable-model-invocation' }, section);
  }
  if (request.as === 'user' && !skill.invocableByUser) {
    return refuse(rec, texts.userDenied(skill.id, session), skill, { flag: 'user-invocable' }, section);
  }
  // Under -p nobody can answer the permission question a skill with allowed-tools or hooks asks (point 23).
  const f = skill.fields;
  const asks = !!f.allowedTools?.length || (f.hooks !== undefined && f.hooks !== null);
  if (request.as === 'model' && session === 'print' && asks && section.ccMessages?.printPermission === 'refuse-unless-allowed'
    && texts.permission && !skillAllowed(request.allowedTools, skill.id)) {
    return refuse(rec, texts.permission(skill.id), skill, { flag: 'permission' }, section, true);
  }
  const fileText = readText(skill.path);
  if (fileText === null) {
    rec.diagnostics.push({ ...makeDiagnostic('invoke-file-unreadable', FILE_START, { path: skill.path }), path: skill.path });
    rec.reason = `${skill.path} could not be read.`;
    return rec;
  }
  const renderer = request.as === 'user'
    ? USER_RENDERERS[section.user as Exclude<InvocationSection['user'], 'none'>]
    : MODEL_RENDERERS[section.model];
  const fork = section.fork.honoured && skill.fields.context === 'fork';
  const loaded = load(skill, fileText, profile);
  // A loader that does not say where the body starts: find it (-1 = nowhere: diagnostics stay at the file start).
  const at = loaded.bodyOffset ?? fileText.indexOf(loaded.body);
  const ctx = {
    skill, request, profile, fileText, body: loaded.body, bodyOffset: at >= 0 ? at : undefined, fork,
    sessionId: request.sessionId ?? '<session-id>', fileExists, calledAs: found.key, listDir,
  };
  const out = renderer(ctx);
  rec.delta = computeDelta(skill, section, request.as);
  rec.fork = fork ? computeFork(skill, section, out.body, rec.delta) : undefined;
  if (!rec.fork) delete rec.fork;
  rec.mode = rec.fork ? 'fork' : 'inline';
  Object.assign(rec, {
    allowed: true, body: out.body, messages: out.messages, substitutions: out.substitutions,
    shellCommands: out.shellCommands, argv: out.argv, named: out.named,
  });
  for (const d of invocationDiagnostics(skill, profile, out, rec, fileText)) rec.diagnostics.push(d);
  if (out.tooLarge) {
    rec.allowed = false;
    rec.reason = 'The expanded body is over 4,000,000 characters (§9.2).';
  }
  return rec;
}
