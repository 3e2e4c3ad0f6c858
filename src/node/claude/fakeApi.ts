/**
 * A fake Anthropic Messages API on loopback, for running the real Claude Code
 * offline and keeping every request it sends (the listing, the skill bodies,
 * the tool results). Point the client at it with
 * `ANTHROPIC_BASE_URL=http://127.0.0.1:PORT`.
 *
 * It answers what the client asks, in the API's wire formats:
 * - `POST /v1/messages` (any query, e.g. `?beta=true`): a JSON message, or an
 *   SSE stream (`message_start` … `message_stop`) when the body has `stream: true`;
 * - `POST /v1/messages/count_tokens`: `{input_tokens}` (a quarter of the body length);
 * - `GET /v1/models`: an empty list;
 * - `HEAD /` and anything else: `200 {}`.
 * A reply is the text `ok` unless a scripted tool call is due (see {@link ScriptedToolUse}).
 *
 * It listens on 127.0.0.1 only and never opens a connection of its own. Set as the
 * client's HTTP(S) proxy it also catches any request meant for another host: it is
 * recorded ({@link outboundAttempts}) and refused.
 * Credentials (`x-api-key`, `authorization`) are dropped from the log.
 */
import http from 'node:http';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';

/**
 * A tool call the fake model makes. The k-th scripted call (k = 0, 1, …) answers
 * the first `/v1/messages` request that offers a tool named `name` and whose
 * messages already hold exactly k `tool_result` blocks: the first answers the
 * first main-loop turn, the second the turn after the first result, and so on
 * (a `Read` of a file, then a `Skill` call, to see a `paths` delta).
 */
export interface ScriptedToolUse { name: string; input: unknown }

/** Options of {@link startFakeApi}. */
export interface FakeApiOptions {
  /** Text of ordinary replies (default `ok`). */
  text?: string;
  toolUses?: readonly ScriptedToolUse[];
  /** Also append each request as one JSON line to this file. */
  logFile?: string;
}

/** A content block the fake model replied with. */
export type ReplyBlock = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: unknown };

/** One request as received. `body` is the parsed JSON, or null (empty or not JSON: see `raw`). */
export interface CapturedRequest {
  /** 1-based arrival number. */
  seq: number;
  /** Milliseconds since the server started. */
  at: number;
  method: string;
  /** Full URL path with query, as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The body text when it was not JSON. */
  raw?: string;
  /** What the fake model answered (messages requests only). */
  reply?: ReplyBlock[];
}

/** A running fake API. */
export interface FakeApi {
  /** `http://127.0.0.1:PORT`, for ANTHROPIC_BASE_URL. */
  readonly url: string;
  readonly port: number;
  /** Every request so far, in arrival order. */
  readonly requests: readonly CapturedRequest[];
  /** Emits `request` (CapturedRequest) as each one arrives. */
  readonly events: EventEmitter;
  close(): Promise<void>;
}

const SECRET_HEADERS = new Set(['x-api-key', 'authorization']);

/** Messages of a request body, or [] when it has none. */
function messagesOf(body: unknown): { role?: unknown; content?: unknown }[] {
  const m = (body as { messages?: unknown } | null)?.messages;
  return Array.isArray(m) ? m : [];
}

/** The requests that were meant for another host (CONNECT, or an absolute URL through the proxy). */
export function outboundAttempts(requests: readonly CapturedRequest[]): CapturedRequest[] {
  return requests.filter((r) => r.method === 'CONNECT' || /^[a-z]+:\/\//i.test(r.url));
}

/** Number of `tool_result` blocks in a request's messages. */
export function countToolResults(body: unknown): number {
  let n = 0;
  for (const m of messagesOf(body)) {
    if (Array.isArray(m.content)) for (const c of m.content) if (c && (c as { type?: unknown }).type === 'tool_result') n++;
  }
  return n;
}

/** True when the request offers a tool named `name`. */
export function offersTool(body: unknown, name: string): boolean {
  const tools = (body as { tools?: unknown } | null)?.tools;
  return Array.isArray(tools) && tools.some((t) => t && (t as { name?: unknown }).name === name);
}

function decode(buf: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(buf);
    if (encoding === 'br') return zlib.brotliDecompressSync(buf);
    if (encoding === 'deflate') return zlib.inflateSync(buf);
  } catch { /* keep the bytes as sent */ }
  return buf;
}

function sse(res: http.ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Write a Messages API answer as SSE, in the order the API streams it. */
function streamMessage(res: http.ServerResponse, id: string, model: string, content: ReplyBlock[], stop: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': `req_${id}` });
  const usage = { input_tokens: 10, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  sse(res, 'message_start', { type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage } });
  content.forEach((block, index) => {
    if (block.type === 'text') {
      sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.text } });
    } else {
      sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
    }
    sse(res, 'content_block_stop', { type: 'content_block_stop', index });
  });
  sse(res, 'message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } });
  sse(res, 'message_stop', { type: 'message_stop' });
  res.end();
}

function sendJson(res: http.ServerResponse, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

/** What the fake model answers when no scripted tool call is due (so a fork's sub-agent's last text). */
export const FAKE_MODEL_TEXT = 'ok';

/** Start a fake API on 127.0.0.1 (a free port). Resolves once it listens. */
export function startFakeApi(options: FakeApiOptions = {}): Promise<FakeApi> {
  const text = options.text ?? FAKE_MODEL_TEXT;
  const script = options.toolUses ?? [];
  const requests: CapturedRequest[] = [];
  const events = new EventEmitter();
  const t0 = Date.now();
  let nextCall = 0;
  let ids = 0;

  /** The reply to a messages request: the next scripted call when it is due, else text. */
  const replyTo = (body: unknown): { content: ReplyBlock[]; stop: string } => {
    const due = script[nextCall];
    if (due && offersTool(body, due.name) && countToolResults(body) === nextCall) {
      nextCall++;
      return { content: [{ type: 'tool_use', id: `toolu_fake_${++ids}`, name: due.name, input: due.input }], stop: 'tool_use' };
    }
    return { content: [{ type: 'text', text }], stop: 'end_turn' };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBytes = decode(Buffer.concat(chunks), req.headers['content-encoding'] as string | undefined);
      const rawText = rawBytes.toString('utf8');
      let body: unknown = null;
      let raw: string | undefined;
      if (rawText) { try { body = JSON.parse(rawText); } catch { raw = rawText; } }
      const headers: CapturedRequest['headers'] = {};
      for (const [k, v] of Object.entries(req.headers)) if (!SECRET_HEADERS.has(k)) headers[k] = v;
      const url = req.url ?? '/';
      const path = url.split('?')[0];
      if (/^[a-z]+:\/\//i.test(url)) {
        // A proxied plain-HTTP request for another host: refused.
        requests.push({ seq: requests.length + 1, at: Date.now() - t0, method: req.method ?? 'GET', url, headers: {}, body: null });
        res.writeHead(403);
        res.end();
        return;
      }
      const entry: CapturedRequest = { seq: requests.length + 1, at: Date.now() - t0, method: req.method ?? 'GET', url, headers, body, ...(raw !== undefined ? { raw } : {}) };
      const record = () => {
        requests.push(entry);
        if (options.logFile) fs.appendFileSync(options.logFile, JSON.stringify(entry) + '\n');
        events.emit('request', entry);
      };
      if (entry.method === 'POST' && path.endsWith('/v1/messages/count_tokens')) {
        record();
        sendJson(res, { input_tokens: Math.ceil(rawText.length / 4) });
      } else if (entry.method === 'POST' && path.endsWith('/v1/messages')) {
        const { content, stop } = replyTo(body);
        entry.reply = content;
        record();
        const id = `msg_fake_${++ids}`;
        const model = typeof (body as { model?: unknown } | null)?.model === 'string' ? (body as { model: string }).model : 'claude-fake';
        if ((body as { stream?: unknown } | null)?.stream === true) streamMessage(res, id, model, content, stop);
        else sendJson(res, { id, type: 'message', role: 'assistant', model, content, stop_reason: stop, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } }, { 'request-id': `req_${id}` });
      } else if (entry.method === 'GET' && path.endsWith('/v1/models')) {
        record();
        sendJson(res, { data: [], has_more: false, first_id: null, last_id: null });
      } else {
        record();
        if (entry.method === 'HEAD') { res.writeHead(200, { 'content-type': 'application/json' }); res.end(); }
        else sendJson(res, {});
      }
    });
  });
  // Used as the client's HTTP(S) proxy, the server sees every connection meant for another
  // host: it is logged (method CONNECT, or the absolute URL) and refused, never forwarded.
  server.on('connect', (req: http.IncomingMessage, socket: import('node:net').Socket) => {
    const entry: CapturedRequest = { seq: requests.length + 1, at: Date.now() - t0, method: 'CONNECT', url: req.url ?? '', headers: {}, body: null };
    requests.push(entry);
    if (options.logFile) fs.appendFileSync(options.logFile, JSON.stringify(entry) + '\n');
    events.emit('request', entry);
    // The tunnel socket is ours now: a client that resets it must not crash the process.
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
  });
  // Claude Code keeps connections alive; close() must not wait for them.
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => s.destroy()); });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        requests,
        events,
        close: () => new Promise<void>((done) => {
          for (const s of sockets) s.destroy();
          server.close(() => done());
        }),
      });
    });
  });
}
