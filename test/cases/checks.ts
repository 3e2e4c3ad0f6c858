/**
 * One checker per `expect` key of ../shared/cases/README.md. Each returns a
 * list of failure messages (empty = met). An unknown key is a failure, so a
 * case that grows a key this runner does not understand cannot pass silently.
 */
import fs from 'node:fs';
import type { InvocationRecord } from '../../src/shared/engine/types';
import type { CaseRun } from './harness';
import {
  caseRelative, diagnosticsFor, entriesNamed, hasDiagnostic, injectedText, primary, shownName, skillAt, skillsNamed,
} from './lookups';

/** What a check looks at: the case, the name, and the invocation that `expanded_*` keys inspect. */
export interface CheckContext {
  run: CaseRun;
  name: string;
  /** The invocation for this expect object (lazily simulated). */
  invocation: () => InvocationRecord;
  /** Replace `<CASE_ROOT>` / `<PLUGIN_ROOT>` in an expected string. */
  fill: (s: string) => string;
}

type Checker = (ctx: CheckContext, want: any) => string[];

const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [String(v)]);
const eq = (label: string, got: unknown, want: unknown): string[] =>
  (JSON.stringify(got) === JSON.stringify(want) ? [] : [`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`]);
const chars = (s: string): number => [...s].length;
const lineOf = (t: string): string => t.replace(/\r?\n$/, '');

function needPrimary(ctx: CheckContext) {
  const s = primary(ctx.run, ctx.name);
  if (!s) throw new Error(`no loaded skill named ${ctx.name}`);
  return s;
}
function entryTexts(ctx: CheckContext): string[] {
  return entriesNamed(ctx.run, ctx.name).map((e) => lineOf(e.text));
}
function containsAll(label: string, text: string, want: unknown, fill: (s: string) => string): string[] {
  return strs(want).map(fill).filter((w) => !text.includes(w)).map((w) => `${label}: missing ${JSON.stringify(w)} in ${JSON.stringify(text.slice(0, 2000))}`);
}
function containsNone(label: string, text: string, want: unknown, fill: (s: string) => string): string[] {
  return strs(want).map(fill).filter((w) => text.includes(w)).map((w) => `${label}: unexpected ${JSON.stringify(w)} in ${JSON.stringify(text.slice(0, 2000))}`);
}
function accepted(ctx: CheckContext, key: string): string[] {
  const target = primary(ctx.run, ctx.name)?.path;
  const out: string[] = [];
  for (const as of ['user', 'model'] as const) {
    const r = ctx.run.invoke(key, as);
    if (!r.skillPath) out.push(`${as === 'user' ? `/${key}` : `skill tool "${key}"`} does not resolve (${r.reason ?? 'no reason'})`);
    else if (target && r.skillPath !== target) out.push(`${key} (${as}) resolves to ${caseRelative(ctx.run, r.skillPath)}, not ${caseRelative(ctx.run, target)}`);
  }
  return out;
}

export const CHECKERS: Record<string, Checker> = {
  visible_in_listing: (ctx, want) => eq(`${ctx.name} in listing`, entriesNamed(ctx.run, ctx.name).length > 0, want),
  in_user_menu: (ctx, want) => eq(`${ctx.name} in / menu`, skillsNamed(ctx.run, ctx.name).some((s) => s.inUserMenu), want),
  invocable_by_user: (ctx, want) => eq(`/${ctx.name} loads`, ctx.run.invoke(ctx.name, 'user').allowed, want),
  invocable_by_model: (ctx, want) => eq(`skill tool ${ctx.name} loads`, ctx.run.invoke(ctx.name, 'model').allowed, want),
  name: (ctx, want) => eq('name', needPrimary(ctx).id, want),
  scope: (ctx, want) => eq('scope', needPrimary(ctx).scope, want),
  winning_scope: (ctx, want) => eq('winning scope', skillAt(ctx.run, ctx.run.invoke(ctx.name, 'user').skillPath)?.scope, want),
  source_path: (ctx, want) => eq('source path', caseRelative(ctx.run, ctx.run.invoke(ctx.name, 'user').skillPath), ctx.fill(want)),
  model_tool_resolves_to: (ctx, want) => eq('model tool path', caseRelative(ctx.run, ctx.run.invoke(ctx.name, 'model').skillPath), ctx.fill(want)),
  count_in_listing: (ctx, want) => eq('count in listing', entriesNamed(ctx.run, ctx.name).length, want),
  count_in_user_menu: (ctx, want) => eq('count in / menu', skillsNamed(ctx.run, ctx.name).filter((s) => s.inUserMenu).length, want),
  description: (ctx, want) => eq('description', needPrimary(ctx).description.trim(), ctx.fill(want).trim()),
  description_contains: (ctx, want) => containsAll('description', needPrimary(ctx).description, want, ctx.fill),
  description_not_contains: (ctx, want) => containsNone('description', needPrimary(ctx).description, want, ctx.fill),
  description_length: (ctx, want) => eq('description length', chars(needPrimary(ctx).description.trim()), want),
  when_to_use: (ctx, want) => eq('when_to_use', needPrimary(ctx).whenToUse?.trim(), ctx.fill(want).trim()),
  argument_hint: (ctx, want) => eq('argument-hint', needPrimary(ctx).argumentHint, ctx.fill(want)),
  argument_hint_contains: (ctx, want) => containsAll('argument-hint', needPrimary(ctx).argumentHint ?? '', want, ctx.fill),
  argument_hint_is_string: (ctx, want) => eq('argument-hint is a string', typeof needPrimary(ctx).argumentHint === 'string', want),
  invocation_key_any_of: (ctx, want) => strs(want).flatMap((k) => accepted(ctx, k)),
  listing_name_equals_invocation_key: () => [], // checked with invocation_key_any_of below (needs both keys)
  listing_entry_contains: (ctx, want) => {
    const lines = entryTexts(ctx);
    return strs(want).map(ctx.fill).filter((w) => !lines.some((l) => l.includes(w)))
      .map((w) => `no listing line for ${ctx.name} contains ${JSON.stringify(w)}; lines: ${JSON.stringify(lines)}`);
  },
  listing_entry_not_contains: (ctx, want) => {
    const lines = entryTexts(ctx);
    return strs(want).map(ctx.fill).filter((w) => lines.some((l) => l.includes(w))).map((w) => `a listing line for ${ctx.name} contains ${JSON.stringify(w)}`);
  },
  listing_entry_not_equals: (ctx, want) => {
    const lines = entryTexts(ctx).map((l) => l.trim());
    return strs(want).map(ctx.fill).filter((w) => lines.includes(w.trim())).map((w) => `a listing line for ${ctx.name} equals ${JSON.stringify(w)}`);
  },
  listing_entry_max_chars: (ctx, want) => entryTexts(ctx).filter((l) => chars(l) > want).map((l) => `listing line for ${ctx.name} has ${chars(l)} chars > ${want}`),
  listing_entry_ends_with: (ctx, want) => {
    const lines = entryTexts(ctx);
    if (!lines.length) return [`no listing line for ${ctx.name}`];
    return lines.filter((l) => !l.endsWith(ctx.fill(want))).map((l) => `listing line for ${ctx.name} ends with ${JSON.stringify(l.slice(-40))}, not ${JSON.stringify(want)}`);
  },
  listing_entry_single_line: (ctx, want) => {
    const lines = entryTexts(ctx);
    if (!lines.length) return [`no listing line for ${ctx.name}`];
    return eq(`listing entry for ${ctx.name} is one line`, lines.every((l) => !l.includes('\n')), want);
  },
  expanded_body_contains: (ctx, want) => containsAll('expanded body', injectedText(ctx.invocation()), want, ctx.fill),
  expanded_body_not_contains: (ctx, want) => containsNone('expanded body', injectedText(ctx.invocation()), want, ctx.fill),
  expanded_body_ends_with_line: (ctx, want) => {
    const lines = injectedText(ctx.invocation()).replace(/\s+$/, '').split('\n');
    return eq('last line of the expanded body', lines[lines.length - 1], ctx.fill(want));
  },
  arguments_trailer_count: (ctx, want) => eq('ARGUMENTS: lines', injectedText(ctx.invocation()).split('\n').filter((l) => l.startsWith('ARGUMENTS: ')).length, want),
  substituted_path_exists: (ctx, want) => {
    const subs = ctx.invocation().substitutions.filter((s) => s.placeholder === '${CLAUDE_SKILL_DIR}');
    if (!subs.length) return want ? ['no ${CLAUDE_SKILL_DIR} substitution was made'] : [];
    return subs.flatMap((s) => eq(`${s.value} exists`, fs.existsSync(s.value), want));
  },
  result: (ctx, want) => {
    const r = ctx.invocation();
    return eq(`result (${r.reason ?? 'no reason'})`, r.allowed ? 'loaded' : 'refused', want);
  },
  refusal_contains: (ctx, want) => {
    const r = ctx.invocation();
    if (r.allowed) return ['the invocation was not refused'];
    return containsAll('refusal', [r.reason ?? '', ...r.messages.map((m) => m.text)].join('\n'), want, ctx.fill);
  },
  diagnostics: (ctx, want) => {
    const d = diagnosticsFor(ctx.run, ctx.name);
    return strs(want).filter((w) => !hasDiagnostic(d, w))
      .map((w) => `missing diagnostic ${w} for ${ctx.name}; got ${JSON.stringify(d.map((x) => `${x.severity}:${x.code}`))}`);
  },
  no_diagnostics: (ctx, want) => {
    const d = diagnosticsFor(ctx.run, ctx.name);
    return strs(want).filter((code) => d.some((x) => x.code === code)).map((code) => `unexpected diagnostic ${code} for ${ctx.name}`);
  },
  all_names_in_listing: (ctx, want) => {
    const shown = new Set(ctx.run.listing.entries.filter((e) => e.fate !== 'omitted').map((e) => e.id));
    const missing = strs(want).filter((n) => !shown.has(n));
    return missing.length ? [`not in the listing: ${missing.join(', ')}`] : [];
  },
  min_entries_without_full_description: (ctx, want) => {
    const n = ctx.run.listing.entries.filter((e) => e.fate === 'shortened' || e.fate === 'name-only').length;
    return n >= want ? [] : [`${n} entries shortened or name-only, expected at least ${want}`];
  },
  listing_contains_omission_notice: (ctx, want) => eq('listing has an omission notice', hasOmissionNotice(ctx.run), want),
  omitted_skills_still_invocable: (ctx, want) => {
    const cut = ctx.run.listing.entries.filter((e) => e.fate !== 'full');
    if (!cut.length) return ['no entry was shortened or dropped, nothing to check'];
    return cut.flatMap((e) => [
      ...eq(`/${e.id} loads`, ctx.run.invoke(e.id, 'user').allowed, want),
      ...eq(`skill tool ${e.id} loads`, ctx.run.invoke(e.id, 'model').allowed, want),
    ]);
  },
  unconfirmed: () => [],
  note: () => [],
};

/** Whether the listing has a line, besides the header and the entries, saying something was left out. */
export function hasOmissionNotice(run: CaseRun): boolean {
  let rest = run.listing.text;
  for (const e of run.listing.entries) if (e.text) rest = rest.replace(lineOf(e.text), '');
  const lines = rest.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.some((l) => /omit|truncat|left out|not (shown|listed|included)|more skills?|shortened|\/skills|budget/i.test(l));
}

/** Run every key of `expect`; unknown keys fail. */
export function checkExpect(ctx: CheckContext, expect: Record<string, unknown>): string[] {
  const failures: string[] = [];
  for (const [key, want] of Object.entries(expect)) {
    const checker = CHECKERS[key];
    if (!checker) { failures.push(`unknown expect key "${key}"`); continue; }
    try { failures.push(...checker(ctx, want)); } catch (e) { failures.push(`${key}: ${(e as Error).message}`); }
  }
  if (expect.listing_name_equals_invocation_key !== undefined) {
    const keys = strs(expect.invocation_key_any_of ?? [ctx.name]);
    const shown = entriesNamed(ctx.run, ctx.name).map(shownName);
    const ok = shown.some((n) => keys.includes(n));
    failures.push(...eq(`listing shows ${ctx.name} under one of ${keys.join(', ')} (shown: ${shown.join(', ') || 'none'})`, ok, expect.listing_name_equals_invocation_key));
  }
  return failures;
}
