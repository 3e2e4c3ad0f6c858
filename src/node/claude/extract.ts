/**
 * Pull the skill listing and the messages of a skill invocation out of the
 * requests Claude Code sent to the fake API (see fakeApi.ts). Formats, as
 * measured (../shared/reference/claude-code-measured.md, "What the engine does
 * not model yet", and ../shared/tools/cc-oracle/README.md):
 *
 * - Listing, 2.1.112: a text block `<system-reminder>\n{HEADER}{entries}\n</system-reminder>\n`
 *   in the first user message. 2.1.332: inside a `role: "system"` entry of `messages`,
 *   `…{HEADER}{entries}\n\nToday's date is …`.
 * - Delta after a `paths` activation, 2.1.112: appended to the tool_result of the Read that
 *   activated it, inside `<system-reminder>`; 2.1.332: a new `role: "system"` message
 *   `{HEADER}{entries}`.
 * - Model path: the assistant `tool_use` of `Skill`, then a user message with its
 *   `tool_result` (`Launching skill: NAME`; refusals `is_error: true` and
 *   `<tool_use_error>…</tool_use_error>`) and the body text block(s).
 * - User path (`-p "/name args"`): the first user message holds a `<command-message>`
 *   block and then the body. A refused `/name` never calls the API; its text is the
 *   `result` of stdout.
 * - Fork: the sub-agent is a request of its own whose first user message is the task.
 *
 * Every function takes request bodies as captured and never throws on odd shapes.
 */
import type { CapturedRequest } from './fakeApi';

/** The line that opens every Claude Code skill listing (a fixed marker of both versions). */
export const LISTING_HEADER = 'The following skills are available for use with the Skill tool:\n\n';
const REMINDER_OPEN = '<system-reminder>';
const REMINDER_CLOSE = '\n</system-reminder>';
const DATE_LINE = "\n\nToday's date is";
const TOOL_ERROR = /^<tool_use_error>([\s\S]*)<\/tool_use_error>$/;

/** A content block, reduced to what the extractor reads. */
export interface Block { type: string; text?: string; content?: unknown; is_error?: unknown; id?: unknown; name?: unknown; input?: unknown; tool_use_id?: unknown }
/** A message of a request body. */
export interface Message { role: string; content: Block[] }

/** Where a listing was found. */
export type ListingDelivery = 'system-reminder' | 'system-message' | 'tool-result';

/** One listing as the model received it: `text` starts with {@link LISTING_HEADER}. */
export interface ExtractedListing { text: string; delivery: ListingDelivery; role: string }

/** The messages of a request body, each with its content as blocks (a string becomes one text block). */
export function messagesOf(body: unknown): Message[] {
  const raw = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(raw)) return [];
  return raw.map((m) => {
    const role = typeof m?.role === 'string' ? m.role : '?';
    const c = m?.content;
    const content: Block[] = typeof c === 'string' ? [{ type: 'text', text: c }] : Array.isArray(c) ? c.filter((b) => b && typeof b === 'object') : [];
    return { role, content };
  });
}

/** Text of a tool_result's content (a string, or text blocks joined). */
export function toolResultText(b: Block): string {
  if (typeof b.content === 'string') return b.content;
  if (Array.isArray(b.content)) return b.content.map((x) => (x && typeof x.text === 'string' ? x.text : '')).join('');
  return '';
}

const isMessagesRequest = (r: CapturedRequest) => r.method === 'POST' && /\/v1\/messages(\?|$)/.test(r.url) && r.body !== null;

/**
 * True when the request's first message is the main conversation's: it holds the prompt
 * as a text block, or a `<command-message>` block (a typed `/name`). A fork's sub-agent
 * request starts with its task instead, although it may offer the same tools.
 */
function isMainThread(body: unknown, prompt: string): boolean {
  const first = messagesOf(body)[0];
  return !!first && first.role === 'user' && first.content.some((b) => b.type === 'text' && typeof b.text === 'string' && (b.text === prompt || b.text.startsWith('<command-message>')));
}

/** The main conversation's requests (see {@link isMainThread}), in order. */
export function mainRequests(requests: readonly CapturedRequest[], prompt: string): CapturedRequest[] {
  return requests.filter((r) => isMessagesRequest(r) && isMainThread(r.body, prompt));
}

/** Messages requests that are not part of the main conversation (sub-agents, side queries). */
export function otherRequests(requests: readonly CapturedRequest[], prompt: string): CapturedRequest[] {
  return requests.filter((r) => isMessagesRequest(r) && !isMainThread(r.body, prompt));
}

/** The listing that starts at `at` in `text`, cut at the end marker of its delivery. */
function cutListing(text: string, at: number, delivery: ListingDelivery, role: string): ExtractedListing {
  const rest = text.slice(at);
  let end = rest.length;
  const inReminder = text.lastIndexOf(REMINDER_OPEN, at) > text.lastIndexOf(REMINDER_CLOSE.trim(), at);
  if (inReminder) { const e = rest.indexOf(REMINDER_CLOSE); if (e >= 0) end = e; } else { const e = rest.indexOf(DATE_LINE); if (e >= 0) end = e; }
  return { text: rest.slice(0, end), delivery, role };
}

/** Every listing in one request, in message order (the first is the initial listing). */
export function listingsIn(body: unknown): ExtractedListing[] {
  const out: ExtractedListing[] = [];
  for (const m of messagesOf(body)) {
    for (const b of m.content) {
      const found: [string, ListingDelivery][] = [];
      if (b.type === 'text' && typeof b.text === 'string') found.push([b.text, m.role === 'system' ? 'system-message' : 'system-reminder']);
      else if (b.type === 'tool_result') found.push([toolResultText(b), 'tool-result']);
      for (const [text, delivery] of found) {
        for (let at = text.indexOf(LISTING_HEADER); at >= 0; at = text.indexOf(LISTING_HEADER, at + LISTING_HEADER.length)) {
          out.push(cutListing(text, at, delivery, m.role));
        }
      }
    }
  }
  return out;
}

/**
 * The initial listing (from the first main request) and the deltas that arrived later
 * (listings in the last main request beyond the first). Null/[] when there is none.
 */
export function extractListings(requests: readonly CapturedRequest[], prompt: string): { initial: ExtractedListing | null; deltas: ExtractedListing[] } {
  const main = mainRequests(requests, prompt);
  if (!main.length) return { initial: null, deltas: [] };
  const initial = listingsIn(main[0].body)[0] ?? null;
  const last = listingsIn(main[main.length - 1].body);
  return { initial, deltas: initial ? last.slice(1) : last };
}

/** What one invocation delivered to the model, as Claude Code sent it. */
export interface ExtractedInvocation {
  /** The main conversation reached the API at all. */
  apiCalled: boolean;
  /** Model path: the tool_result answering the Skill call. */
  toolResult: { text: string; isError: boolean } | null;
  /** The `<command-message>` block, when one was sent. */
  command: string | null;
  /** Text blocks delivered with the invocation (after the tool_result or the command block), `<system-reminder>` blocks left out. */
  bodies: string[];
  /** `<system-reminder>` blocks among them (informational). */
  reminders: string[];
  /** A fork's task: the sub-agent's first user message (reminders left out), or null. */
  forkTask: string | null;
  /** The refusal text: the unwrapped error tool_result (model path), or stdout `result` when the API was never called. */
  refusal: string | null;
  /** True when the skill was loaded (inline body or fork ran). */
  loaded: boolean;
  /**
   * The client compacted the conversation right away (a huge body): the request that carried
   * the body was the compaction request, whose instruction (its last text block) is left out
   * of `bodies`; a new thread followed.
   */
  compacted: boolean;
}

const isReminder = (t: string) => t.startsWith(REMINDER_OPEN);

/**
 * The sub-agent's task of a fork: the first request outside the main conversation that
 * offers tools and arrived before `before` (the sub-agent runs while the Skill call is
 * pending; a request after it is, e.g., the thread that continues after an automatic
 * compaction).
 */
function forkTaskOf(requests: readonly CapturedRequest[], prompt: string, before: number): string | null {
  for (const r of otherRequests(requests, prompt)) {
    if (r.seq >= before) break;
    const tools = (r.body as { tools?: unknown }).tools;
    if (!Array.isArray(tools) || !tools.length) continue; // a side query (no tools), not a sub-agent
    const first = messagesOf(r.body).find((m) => m.role === 'user');
    if (!first) continue;
    const texts = first.content.filter((b) => b.type === 'text' && typeof b.text === 'string' && !isReminder(b.text)).map((b) => b.text as string);
    if (texts.length) return texts.join('\n');
  }
  return null;
}

type Delivered = Omit<ExtractedInvocation, 'loaded' | 'refusal' | 'forkTask' | 'apiCalled' | 'compacted'>;

/** What follows the last Skill tool_use in one request's messages, or null when its tool_result is not there yet. */
function afterSkillCall(body: unknown): Delivered | null {
  const msgs = messagesOf(body);
  let ai = -1;
  let callId: unknown;
  msgs.forEach((m, i) => {
    if (m.role !== 'assistant') return;
    for (const b of m.content) if (b.type === 'tool_use' && b.name === 'Skill') { ai = i; callId = b.id; }
  });
  if (ai < 0) return null;
  const out: Delivered = { toolResult: null, command: null, bodies: [], reminders: [] };
  for (const m of msgs.slice(ai + 1)) {
    if (m.role === 'assistant') break;
    if (m.role !== 'user') continue;
    for (const b of m.content) {
      if (b.type === 'tool_result' && b.tool_use_id === callId) out.toolResult = { text: toolResultText(b), isError: b.is_error === true };
      else if (b.type === 'text' && typeof b.text === 'string') {
        if (b.text.startsWith('<command-message>')) out.command = b.text;
        else if (isReminder(b.text)) out.reminders.push(b.text);
        else out.bodies.push(b.text);
      }
    }
  }
  return out.toolResult ? out : null;
}

/**
 * The model path: what followed the Skill tool_use, read from the first main request
 * that carries its tool_result (a later one may add more, e.g. a compaction request
 * appends its instruction to the same message). `seq` is that request's, or Infinity.
 */
function modelPath(main: readonly CapturedRequest[]): Delivered & { seq: number } {
  for (const r of main) {
    const d = afterSkillCall(r.body);
    if (d) return { ...d, seq: r.seq };
  }
  return { toolResult: null, command: null, bodies: [], reminders: [], seq: Infinity };
}

/**
 * True when the request at `seq` was a compaction: no later main request, but a later
 * thread of its own that offers tools (the conversation continued from a summary).
 */
function compactedAt(requests: readonly CapturedRequest[], prompt: string, seq: number): boolean {
  if (!Number.isFinite(seq)) return false;
  if (mainRequests(requests, prompt).some((r) => r.seq > seq)) return false;
  return otherRequests(requests, prompt).some((r) => r.seq > seq && Array.isArray((r.body as { tools?: unknown }).tools) && ((r.body as { tools: unknown[] }).tools).length > 0);
}

/** The user path: the command block of the first main request and the blocks after it. */
function userPath(main: readonly CapturedRequest[]): Delivered {
  const first = main.length ? messagesOf(main[0].body)[0] : undefined;
  const out: Delivered = { toolResult: null, command: null, bodies: [], reminders: [] };
  if (!first) return out;
  const blocks = first.content.filter((b) => b.type === 'text' && typeof b.text === 'string');
  const ci = blocks.findIndex((b) => (b.text as string).startsWith('<command-message>'));
  if (ci < 0) return out;
  out.command = blocks[ci].text as string;
  for (const b of blocks.slice(ci + 1)) (isReminder(b.text as string) ? out.reminders : out.bodies).push(b.text as string);
  return out;
}

/**
 * The invocation in `requests` (and the parsed stdout `result`), read as the model path
 * (a scripted Skill call after `prompt`) or the user path (`prompt` = `/name …`).
 */
export function extractInvocation(requests: readonly CapturedRequest[], result: Record<string, unknown> | null, path: 'model' | 'user', prompt: string): ExtractedInvocation {
  const main = mainRequests(requests, prompt);
  const apiCalled = main.length > 0;
  let base: Delivered;
  let forkTask: string | null;
  let at: number;
  if (path === 'model') {
    const { seq, ...d } = modelPath(main);
    base = d;
    at = seq;
    forkTask = forkTaskOf(requests, prompt, seq);
  } else {
    // Typed: an inline skill goes to the main conversation; a forked one only to its sub-agent.
    base = userPath(main);
    at = base.command !== null ? main[0].seq : Infinity;
    forkTask = base.command === null ? forkTaskOf(requests, prompt, Infinity) : null;
  }
  const compacted = base.bodies.length > 1 && compactedAt(requests, prompt, at);
  if (compacted) base = { ...base, bodies: base.bodies.slice(0, -1) };
  const loaded = path === 'model'
    ? !!base.toolResult && !base.toolResult.isError
    : base.command !== null || forkTask !== null;
  let refusal: string | null = null;
  if (base.toolResult?.isError) refusal = TOOL_ERROR.exec(base.toolResult.text)?.[1] ?? base.toolResult.text;
  else if (!loaded && !apiCalled && typeof result?.result === 'string') refusal = result.result;
  return { apiCalled, ...base, forkTask, refusal, loaded, compacted };
}
