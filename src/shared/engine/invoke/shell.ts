/**
 * Claude Code shell-injection detection (reference §10 CC, E21, E22). Found on
 * the final text, after every substitution, as CC runs commands last — so
 * argument text can end up inside a command. Nothing is ever executed here.
 */
import type { Scope, ShellCommand, Substitution } from '../types';
import { overlapIndex } from '../text/intervals';

const FENCED = /```!\s*\n?([\s\S]*?)\n?```/g;
const INLINE = /(?<=^|\s)!`([^`]+)`/gm;
const ARG_SOURCES = new Set(['arguments', 'argument-index', 'named-argument', 'appended']);

/** Note for a CC command by scope (§10: policy placeholder except managed skills). */
function ccNote(scope: Scope): string {
  const policy = scope === 'managed'
    ? 'Managed (policy) skills run even when disableSkillShellExecution is on.'
    : 'With disableSkillShellExecution on, it is replaced by "[shell command execution disabled by policy]".';
  return `Runs at render time through the Bash permission check (the skill's allowed-tools are added as allow rules); a refusal or a non-zero exit fails the whole invocation. ${policy}`;
}

/**
 * Fenced ```` ```! ```` blocks and inline `` !`cmd` `` (at line start or after
 * white space) in `text`. `subs` are the substitutions made in that same text:
 * a command overlapping an argument substitution is marked `injectedArguments`.
 */
export function findCcShell(text: string, subs: Substitution[], scope: Scope): ShellCommand[] {
  const out: ShellCommand[] = [];
  // Indexes, not a scan of every substitution (or fence) per command: both can number in the thousands.
  const inject = overlapIndex(subs.filter((s) => ARG_SOURCES.has(s.source) && s.end > s.start).map((s) => [s.start, s.end] as const));
  for (const m of text.matchAll(FENCED)) {
    const start = m.index!;
    const end = start + m[0].length;
    out.push(withInjection({ command: m[1], start, end, kind: 'fenced', wouldRun: true, note: ccNote(scope) }, inject(start, end)));
  }
  const inFence = overlapIndex(out.map((c) => [c.start, c.end] as const));
  for (const m of text.matchAll(INLINE)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (inFence(start, end)) continue;
    out.push(withInjection({ command: m[1], start, end, kind: 'inline', wouldRun: true, note: ccNote(scope) }, inject(start, end)));
  }
  return out.sort((a, b) => a.start - b.start);
}

function withInjection(c: ShellCommand, injected: boolean): ShellCommand {
  if (!injected) return c;
  return { ...c, injectedArguments: true, note: `${c.note} Argument text was substituted into this command before it runs (E22).` };
}

/** For profiles without shell injection: `` !`cmd` `` stays text (§10: OH, CX, OC, AS, minimal). */
export function findInertShell(text: string): ShellCommand[] {
  return [...text.matchAll(/!`([^`]+)`/g)].map((m) => ({
    command: m[1], start: m.index!, end: m.index! + m[0].length, kind: 'inline' as const, wouldRun: false,
    note: 'This harness does not run shell commands in skills; the text reaches the model as written (§10, E21).',
  }));
}
