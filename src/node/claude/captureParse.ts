/**
 * The pure half of a capture (issue 15): read the listing out of what the user's
 * Claude Code sent, split it into entries, tell the user's own entries from the
 * built-in ones, compare entry by entry with the simulation, and write the bug
 * report. No I/O; never throws on odd input.
 *
 * Facts used (measured, docs/claude-code-measured.md and the 2.1.112 `cli.js`):
 * - the listing opens with {@link LISTING_HEADER}; one entry per line `- NAME: description`
 *   (or `- NAME` when only the name fits), descriptions may hold newlines (2.1.112);
 * - with `disableSkillShellExecution` Claude Code replaces each `` !`cmd` `` (regex
 *   `(?<=^|\s)!`[^`]+`` `, multiline) and each ```` ```! ```` block with
 *   {@link SHELL_DISABLED_MARKER}.
 */
import { LISTING_HEADER } from './extract';
import { compareListing, splitListing, type Difference, type InvocationView } from '../conformance/compare';

/** What Claude Code puts where a `!` command would have run when `disableSkillShellExecution` is on (2.1.112 and 2.1.332 `cli.js`/binary). */
export const SHELL_DISABLED_MARKER = '[shell command execution disabled by policy]';
/** Claude Code's two patterns of an inline shell command (2.1.112 cli.js `KPY`, `_PY`). */
const SHELL_BLOCK = /```!\s*\n?[\s\S]*?\n?```/g;
const SHELL_INLINE = /(?<=^|\s)!`[^`]+`/gm;

/** A body as Claude Code sends it with its shell commands disabled. */
export function disableShell(body: string): string {
  let out = body.replace(SHELL_BLOCK, SHELL_DISABLED_MARKER);
  if (out.includes('!`')) out = out.replace(SHELL_INLINE, SHELL_DISABLED_MARKER);
  return out;
}

/** The `!` commands Claude Code would find in a skill's text (the two patterns above), as written. */
export function shellCommandsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SHELL_BLOCK)) out.push(m[0]);
  for (const m of text.replace(SHELL_BLOCK, '').matchAll(SHELL_INLINE)) out.push(m[0]);
  return out;
}

/** One entry of a captured listing. `origin`: `files` when a skill or command of the mirrored folders explains it, else `builtin`. */
export interface CapturedEntry { name: string; text: string; origin: 'files' | 'builtin' }

/** A line that opens an entry whose name no file explains: a lower-case name as Claude Code's built-ins have. */
const BUILTIN_LINE = /^- ([a-z0-9][a-z0-9._-]*(?::[a-z0-9][a-z0-9._-]*)*)(?::|$)/;

/**
 * Split a captured listing into entries. `known` are the names the mirrored folders
 * (and the simulation) explain; a line `- name: …` with a lower-case name that is not
 * known also opens an entry (a built-in one); any other line continues the entry before.
 */
export function parseCapturedListing(text: string, known: Iterable<string>): CapturedEntry[] {
  const knownSet = new Set(known);
  const body = text.startsWith(LISTING_HEADER) ? text.slice(LISTING_HEADER.length) : text;
  const names = new Set(knownSet);
  for (const line of body.split('\n')) {
    const m = BUILTIN_LINE.exec(line);
    if (m && !knownSet.has(m[1])) names.add(m[1]);
  }
  return splitListing(text, names).map((e) => {
    const name = e.key.replace(/#\d+$/, '');
    return { name: e.key, text: e.text, origin: knownSet.has(name) || e.key === '(preamble)' ? 'files' : 'builtin' };
  });
}

/**
 * A built-in entry kept for the simulation's budget: its name and listing text. `kind` is
 * `builtin` (the listing does not tell a bundled skill from a built-in prompt command).
 * `counted`: the listing budget shortens it like the input's skills (a built-in prompt
 * command: listed name only in a second run over budget, where a bundled skill keeps its
 * text; capture.ts), absent when the budget never shortens it.
 */
export interface BundledEntry { name: string; kind: 'builtin'; text: string; counted?: true }

/** The description of a listing entry (`- name: description`), or '' for a name-only entry. */
export function entryDescription(entry: { name: string; text: string }): string {
  const head = `- ${entry.name.replace(/#\d+$/, '')}`;
  if (!entry.text.startsWith(head)) return '';
  const rest = entry.text.slice(head.length);
  return rest.startsWith(': ') ? rest.slice(2) : rest.startsWith(':') ? rest.slice(1) : '';
}

/** How one entry compares. */
export type EntryStatus = 'same' | 'differs' | 'captured-only' | 'simulated-only';

/** One row of the side-by-side view. */
export interface EntryDiff {
  name: string;
  status: EntryStatus;
  captured: string | null;
  simulated: string | null;
  origin: 'files' | 'builtin';
  /** Plain words: what differs (first differing character, or which side lacks it). */
  explanation: string;
}

/** The listing comparison of a capture. */
export interface ListingDiff {
  identical: boolean;
  entriesSame: number;
  entriesTotal: number;
  /** Entries in captured order, then those only the simulation has. */
  entries: EntryDiff[];
  /** The raw differences (conformance/compare.ts fields: entry, order, listing). */
  differences: Difference[];
}

/** Where two texts first differ, in words. */
export function explainTextDifference(captured: string, simulated: string): string {
  let i = 0;
  while (i < captured.length && i < simulated.length && captured[i] === simulated[i]) i++;
  const show = (s: string) => JSON.stringify(s.slice(i, i + 40));
  if (i === captured.length) return `the simulation adds ${show(simulated)} at character ${i + 1}`;
  if (i === simulated.length) return `Claude Code adds ${show(captured)} at character ${i + 1}`;
  return `from character ${i + 1}: Claude Code has ${show(captured)}, the simulation ${show(simulated)}`;
}

/** Compare the captured listing with the simulated one, entry by entry. */
export function diffListings(captured: string, simulated: string, capturedEntries: readonly CapturedEntry[], simulatedNames: Iterable<string>): ListingDiff {
  const names = new Set<string>([...capturedEntries.map((e) => e.name.replace(/#\d+$/, '')), ...simulatedNames]);
  const cmp = compareListing(captured, simulated, names);
  const sim = new Map(splitListing(simulated, names).map((e) => [e.key, e.text]));
  const cap = new Map(capturedEntries.map((e) => [e.name, e]));
  const rows: EntryDiff[] = [];
  for (const e of capturedEntries) {
    const s = sim.get(e.name) ?? null;
    const status: EntryStatus = s === null ? 'captured-only' : s === e.text ? 'same' : 'differs';
    rows.push({
      name: e.name, status, captured: e.text, simulated: s, origin: e.origin,
      explanation: status === 'same' ? 'identical' : status === 'captured-only' ? 'Claude Code lists it; the simulation does not' : explainTextDifference(e.text, s!),
    });
  }
  for (const [k, t] of sim) {
    if (!cap.has(k)) rows.push({ name: k, status: 'simulated-only', captured: null, simulated: t, origin: 'files', explanation: 'the simulation lists it; Claude Code does not' });
  }
  const order = cmp.differences.find((d) => d.field === 'order');
  if (order) rows.forEach((r) => { if (r.status === 'same') r.explanation = 'identical text, listed in another order'; });
  return { identical: cmp.identical, entriesSame: cmp.entriesSame, entriesTotal: cmp.entriesTotal, entries: rows, differences: cmp.differences };
}

/** One invocation of a capture, both sides in the terms conformance/compare.ts shares. */
export interface CapturedInvocation {
  name: string;
  as: 'model' | 'user';
  args?: string;
  captured: InvocationView & { apiCalled: boolean };
  simulated: InvocationView;
  differences: Difference[];
}

/** Inputs of {@link bugReport}. */
export interface BugReportInput {
  claudeVersion: string;
  engineVersion: string;
  model: string | null;
  /** The minimal input: the SKILL.md files involved (real path and text). */
  files: { path: string; text: string }[];
  entries: EntryDiff[];
  invocations: CapturedInvocation[];
}

const fence = (s: string) => {
  const ticks = '`'.repeat(Math.max(3, ...[...s.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${ticks}\n${s}\n${ticks}`;
};

/**
 * A ready-to-paste bug report (Markdown) for the differences of a capture: each one
 * found is a bug in the claude-code profile. Holds the minimal input (only the files of
 * the differing entries) and both sides; built-in entries are named, never quoted
 * (their text is Claude Code's own).
 */
export function bugReport(i: BugReportInput): string {
  const differing = i.entries.filter((e) => e.status !== 'same');
  const lines = [
    `### claude-code profile differs from Claude Code ${i.claudeVersion}`,
    '',
    `Engine version \`${i.engineVersion}\`${i.model ? `, model \`${i.model}\`` : ''}. Captured with \`skill-studio capture\`.`,
    '',
  ];
  if (i.files.length) {
    lines.push('**Input** (the files of the differing entries):', '');
    for (const f of i.files) lines.push(`\`${f.path}\`:`, fence(f.text), '');
  }
  for (const e of differing) {
    lines.push(`**Entry \`${e.name}\`**: ${e.explanation}`, '');
    if (e.origin === 'builtin') { lines.push('(a built-in entry of Claude Code; its text is not quoted here)', ''); continue; }
    lines.push('Claude Code:', fence(e.captured ?? '(not listed)'), 'Simulation:', fence(e.simulated ?? '(not listed)'), '');
  }
  for (const inv of i.invocations) {
    for (const d of inv.differences) {
      lines.push(`**Invocation \`${inv.as === 'user' ? `/${inv.name}${inv.args ? ` ${inv.args}` : ''}` : `Skill(${inv.name})`}\`, ${d.field}**`, '');
      lines.push('Claude Code:', fence(JSON.stringify(d.claude, null, 2)), 'Simulation:', fence(JSON.stringify(d.engine, null, 2)), '');
    }
  }
  if (!differing.length && !i.invocations.some((x) => x.differences.length)) lines.push('No differences.');
  return lines.join('\n').trimEnd() + '\n';
}
