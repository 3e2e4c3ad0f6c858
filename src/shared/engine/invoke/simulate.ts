/**
 * The invocation simulator's core (reference §8–§12): lookup → gating → read →
 * render (per-path strategy tables keyed by `InvocationSection.model`/`.user`)
 * → delta and fork → diagnostics. Nothing is executed; never throws.
 *
 * The body comes from an injected `BodyLoader` so the core does not depend on
 * the parser module (index.ts wires `parseSkillText`).
 */
import type { Catalog, Diagnostic, InvocationRecord, InvocationRequest, SkillRecord } from '../types';
import type { InvocationSection, Profile } from '../profiles/types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { lookupSkill } from './lookup';
import { computeDelta, computeFork } from './delta';
import { ccModel, ccUser } from './render-cc';
import { asModel, cbModel, cbUser, minimalModel, ohModel, ohUser } from './render-other';
import { msg, type Renderer } from './render-types';
import { invocationDiagnostics } from './report';

/** Gives the body the profile's parser delivers for a file text, and where it starts in the text (0-based UTF-16). */
export type BodyLoader = (skill: SkillRecord, text: string, profile: Profile) => { body: string; bodyOffset?: number };

/** Model-path renderers by `InvocationSection.model`. */
export const MODEL_RENDERERS: Record<InvocationSection['model'], Renderer> = {
  cc: ccModel, cb: cbModel, 'oh-raw': ohModel, minimal: minimalModel, 'as-content': asModel,
};

/** User-path renderers by `InvocationSection.user` ('none': no slash commands). */
export const USER_RENDERERS: Record<Exclude<InvocationSection['user'], 'none'>, Renderer> = {
  cc: ccUser, cb: cbUser, 'oh-user': ohUser,
};

interface RefusalTexts {
  notFound: (name: string, suggestions: string[], as: InvocationRequest['as']) => string;
  modelDenied: (id: string) => string;
  userDenied: (id: string) => string;
}

/** Harness wording of refusals; CC/OH user-path wording is not in the reference (assumed). */
const REFUSALS: Record<InvocationSection['model'], RefusalTexts> = {
  cc: {
    notFound: (n, s) => `Unknown skill: ${n}${s.length ? `. Did you mean ${s[0]}?` : ''}`,
    modelDenied: (id) => `Skill ${id} cannot be used with Skill tool due to disable-model-invocation`,
    userDenied: (id) => `/${id} can only be invoked by Claude, not directly by users (user-invocable: false).`,
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
  'as-content': {
    notFound: (n) => `Skill not found: ${n}`,
    modelDenied: (id) => `Skill ${id} cannot be activated by the model.`,
    userDenied: () => 'This client has no slash commands.',
  },
};

function emptyRecord(profile: Profile, request: InvocationRequest): InvocationRecord {
  return {
    profile: profile.id, request, allowed: false, suggestions: [], mode: 'inline', messages: [], body: '',
    argv: [], named: {}, substitutions: [], shellCommands: [],
    delta: { allowedTools: [], disallowedTools: [], paths: [], cleared: [] }, diagnostics: [],
  };
}

function refuse(rec: InvocationRecord, reason: string, skill?: SkillRecord, extra: Record<string, unknown> = {}): InvocationRecord {
  rec.allowed = false;
  rec.reason = reason;
  rec.messages = [msg(rec.request.as === 'model' ? 'tool' : 'system', reason, false, 'refusal')];
  const d: Diagnostic = makeDiagnostic('invoke-refused', FILE_START, { reason, ...extra });
  rec.diagnostics.push(skill ? { ...d, path: skill.path } : d);
  return rec;
}

/** Simulate one invocation with an injected body loader (see `simulateInvocation`). */
export function simulateWith(
  load: BodyLoader, catalog: Catalog, request: InvocationRequest, profile: Profile,
  readText: (path: string) => string | null, fileExists?: (path: string) => boolean,
): InvocationRecord {
  const rec = emptyRecord(profile, request);
  try {
    return run(rec, load, catalog, request, profile, readText, fileExists);
  } catch (err) {
    rec.diagnostics.push(makeDiagnostic('invoke-refused', FILE_START, { reason: `internal error: ${String(err)}` }, 'error'));
    rec.reason = 'The simulation failed; see diagnostics.';
    return rec;
  }
}

function run(
  rec: InvocationRecord, load: BodyLoader, catalog: Catalog, request: InvocationRequest, profile: Profile,
  readText: (path: string) => string | null, fileExists?: (path: string) => boolean,
): InvocationRecord {
  const section = profile.invocation;
  const texts = REFUSALS[section.model] ?? REFUSALS.cc;
  const skills = catalog.skills ?? [];
  // On the user path the leading `/` is the slash-command syntax, not part of the name.
  const name = request.as === 'user' ? String(request.name ?? '').replace(/^\//, '') : String(request.name ?? '');
  if (request.as === 'user' && section.user === 'none') return refuse(rec, texts.userDenied(name));
  if (section.model === 'minimal' && !skills.some((s) => s.status === 'listed' || s.status === 'hidden')) {
    rec.reason = 'No skill was found, so the harness offers no skill tool at all (seed 003).';
    return rec;
  }
  const found = lookupSkill(skills, name, section);
  rec.suggestions = found.suggestions;
  const skill = found.skill;
  if (!skill) {
    rec.diagnostics.push(makeDiagnostic('invoke-unknown-skill', FILE_START, { name: found.key, suggestions: found.suggestions }));
    const r = refuse(rec, texts.notFound(found.key, found.suggestions, request.as));
    r.diagnostics.pop();
    return r;
  }
  rec.skillId = skill.id;
  rec.skillPath = skill.path;
  // A CC `skillOverrides` entry, not a frontmatter key, can be what refuses the call: say so
  // (the reference gives no Claude Code wording for this case, so the text is ours).
  const refusedHere = request.as === 'model' ? !skill.invocableByModel && !request.userTypedThisTurn : !skill.invocableByUser;
  const override = refusedHere ? skill.reasons.find((r) => r.code === 'override-off' || (request.as === 'model' && r.code === 'override-user-invocable-only')) : undefined;
  if (override) return refuse(rec, `${override.message} It cannot be invoked ${request.as === 'model' ? 'with the Skill tool' : `as /${skill.id}`}.`, skill, { flag: 'skillOverrides' });
  if (request.as === 'model' && !skill.invocableByModel && !request.userTypedThisTurn) {
    return refuse(rec, texts.modelDenied(skill.id), skill, { flag: 'disable-model-invocation' });
  }
  if (request.as === 'user' && !skill.invocableByUser) {
    return refuse(rec, texts.userDenied(skill.id), skill, { flag: 'user-invocable' });
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
    sessionId: request.sessionId ?? '<session-id>', fileExists,
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
