/**
 * Byte-for-byte comparison of what the real Claude Code sent (extract.ts) with
 * what the engine says it sends (`skill-studio listing|invoke --json`). Pure:
 * views in, differences out. Each difference names a field, so the known
 * differences (known.ts) can list them one by one.
 */
import { LISTING_HEADER } from '../claude/extract';
import type { CaptureInvocationSide } from '../../shared/ipc/contract';

/** What a difference is about. `run`: Claude Code could not be run or measured (never a known difference). */
export const FIELDS = ['run', 'listing', 'order', 'entry', 'delta', 'verdict', 'toolResult', 'refusal', 'command', 'body', 'fork'] as const;
export type Field = (typeof FIELDS)[number];

/** One difference between Claude Code and the engine. `entry` names the listing entry for field `entry`. */
export interface Difference {
  field: Field;
  entry?: string;
  claude: unknown;
  engine: unknown;
}

/** One entry of a listing: its key (the name, `#2`… for repeats) and its exact text. */
export interface ListingEntry { key: string; text: string }

/**
 * Split a listing's text into entries. An entry starts at a line `- NAME`, `- NAME: …` or
 * `- NAME (display): …` where NAME is one of `names` (the longest that matches); any other
 * line continues the entry before it (2.1.112 keeps newlines of descriptions). Lines before
 * the first entry (other than the header) form an entry keyed `(preamble)`.
 */
export function splitListing(text: string, names: Iterable<string>): ListingEntry[] {
  const body = text.startsWith(LISTING_HEADER) ? text.slice(LISTING_HEADER.length) : text;
  if (!body) return [];
  const sorted = [...new Set(names)].sort((a, b) => b.length - a.length);
  const out: ListingEntry[] = [];
  const seen = new Map<string, number>();
  for (const line of body.split('\n')) {
    let name: string | undefined;
    if (line.startsWith('- ')) {
      name = sorted.find((n) => {
        if (!line.startsWith(`- ${n}`)) return false;
        const next = line.slice(2 + n.length);
        return next === '' || next.startsWith(':') || next.startsWith(' (');
      });
    }
    if (name !== undefined) {
      const k = (seen.get(name) ?? 0) + 1;
      seen.set(name, k);
      out.push({ key: k === 1 ? name : `${name}#${k}`, text: line });
    } else if (out.length) out[out.length - 1].text += `\n${line}`;
    else out.push({ key: '(preamble)', text: line });
  }
  return out;
}

/** Result of {@link compareListing}: whole-text identity, per-entry figures and the differences. */
export interface ListingComparison {
  identical: boolean;
  entriesSame: number;
  entriesTotal: number;
  differences: Difference[];
}

/**
 * Compare two listing texts (null = no listing was sent; the same as empty). Differences:
 * one `entry` per entry whose text differs or that only one side has, one `order` when the
 * entries come in another order, and `listing` (field `field`) when the texts differ in
 * anything the entries do not explain (the header, separators).
 */
export function compareListing(claude: string | null, engine: string | null, names: Iterable<string>, field: 'listing' | 'delta' = 'listing'): ListingComparison {
  const c = claude ?? '';
  const e = engine ?? '';
  const nameList = [...names];
  const ce = splitListing(c, nameList);
  const ee = splitListing(e, nameList);
  const cm = new Map(ce.map((x) => [x.key, x.text]));
  const em = new Map(ee.map((x) => [x.key, x.text]));
  const keys = [...new Set([...cm.keys(), ...em.keys()])];
  const differences: Difference[] = [];
  let same = 0;
  for (const k of keys) {
    if (cm.get(k) === em.get(k)) same++;
    else differences.push({ field: field === 'delta' ? 'delta' : 'entry', entry: k, claude: cm.get(k) ?? null, engine: em.get(k) ?? null });
  }
  const common = (xs: ListingEntry[], other: Map<string, string>) => xs.map((x) => x.key).filter((k) => other.has(k));
  const co = common(ce, em);
  const eo = common(ee, cm);
  if (field === 'listing' && co.join('\n') !== eo.join('\n')) differences.push({ field: 'order', claude: co, engine: eo });
  if (c !== e && differences.length === 0) differences.push({ field, claude: c, engine: e });
  return { identical: c === e, entriesSame: same, entriesTotal: keys.length, differences };
}

/** One side of an invocation, in the terms both sides share (the contract's type, also what the capture shows). */
export type InvocationView = CaptureInvocationSide;

/** Which fields an invocation comparison looked at (for the per-version figures). */
export interface InvocationComparison { compared: Field[]; differences: Difference[] }

/**
 * Compare one invocation. Always: `verdict` (loaded or not) and `command`; model path:
 * `toolResult` (text and is_error); both refused: `refusal`; both loaded: `body` (every
 * block, in order); either forked: `fork` (the sub-agent's task).
 */
export function compareInvocation(claude: InvocationView, engine: InvocationView, path: 'model' | 'user'): InvocationComparison {
  const compared: Field[] = ['verdict', 'command'];
  const differences: Difference[] = [];
  const diff = (field: Field, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) differences.push({ field, claude: a, engine: b });
  };
  diff('verdict', claude.loaded ? 'loaded' : 'refused', engine.loaded ? 'loaded' : 'refused');
  if (path === 'model') { compared.push('toolResult'); diff('toolResult', claude.toolResult, engine.toolResult); }
  if (!claude.loaded && !engine.loaded) { compared.push('refusal'); diff('refusal', claude.refusal, engine.refusal); }
  diff('command', claude.command, engine.command);
  if (claude.loaded && engine.loaded) { compared.push('body'); diff('body', claude.bodies, engine.bodies); }
  if (claude.forkTask !== null || engine.forkTask !== null) { compared.push('fork'); diff('fork', claude.forkTask, engine.forkTask); }
  return { compared, differences };
}

/** The engine's `invoke --json` record (the fields read here). */
export interface EngineInvocationJson {
  allowed: boolean;
  reason: string | null;
  /** The typed text went to the model as a plain message (nothing refused, no skill ran). */
  sentAsText?: boolean;
  mode: 'inline' | 'fork';
  messages: { role: 'user' | 'tool' | 'system'; text: string; hidden: boolean; isError?: boolean }[];
}

/**
 * The engine's record seen as what reaches the model: the tool message is the tool
 * result (with its `isError`); a record `sentAsText` refused nothing (no refusal text,
 * as Claude Code's extraction has none when the text went to the model); visible user
 * messages starting `<command-message>` are the command; hidden user messages are the
 * bodies; a fork's hidden system message is the sub-agent's task.
 */
export function engineView(r: EngineInvocationJson): InvocationView {
  const tool = r.messages.find((m) => m.role === 'tool');
  const fork = r.mode === 'fork' ? r.messages.find((m) => m.role === 'system' && m.hidden) : undefined;
  return {
    loaded: r.allowed,
    toolResult: tool ? { text: tool.text, isError: tool.isError === true } : null,
    refusal: r.allowed || r.sentAsText ? null : r.reason,
    command: r.messages.find((m) => m.role === 'user' && !m.hidden && m.text.startsWith('<command-message>'))?.text ?? null,
    bodies: r.mode === 'fork' ? [] : r.messages.filter((m) => m.role === 'user' && m.hidden).map((m) => m.text),
    forkTask: fork ? fork.text : null,
  };
}

/** Where two strings first differ, with a little context on each side (for reports). */
export function firstDifference(a: string, b: string): { at: number; claude: string; engine: string } | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 30);
  return { at: i, claude: a.slice(from, i + 50), engine: b.slice(from, i + 50) };
}
