/** The fake Anthropic Messages API (src/node/claude/fakeApi.ts) over real loopback HTTP, without Claude Code. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { countToolResults, offersTool, outboundAttempts, startFakeApi, type FakeApi } from '../../src/node/claude/fakeApi';

let api: FakeApi | null = null;
afterEach(async () => { await api?.close(); api = null; });

/** One request to the fake API; resolves with status, headers and body text. */
function request(port: number, o: { method?: string; path?: string; body?: unknown; headers?: Record<string, string>; raw?: Buffer }): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const data = o.raw ?? (o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body)));
    const req = http.request({ host: '127.0.0.1', port, method: o.method ?? 'POST', path: o.path ?? '/v1/messages?beta=true', headers: { 'content-type': 'application/json', ...o.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

/** Parse an SSE stream into [event, data] pairs. */
function events(text: string): [string, { type: string; [k: string]: unknown }][] {
  return text.trim().split('\n\n').map((chunk) => {
    const ev = /^event: (.*)$/m.exec(chunk)![1];
    const data = JSON.parse(/^data: (.*)$/m.exec(chunk)![1]);
    return [ev, data];
  });
}

const SKILL_TOOL = { name: 'Skill', description: 'd', input_schema: { type: 'object' } };
const READ_TOOL = { name: 'Read', description: 'd', input_schema: { type: 'object' } };
const toolResult = (id: string) => ({ role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'x' }] });

describe('fake Anthropic API', () => {
  it('listens on 127.0.0.1 only', async () => {
    api = await startFakeApi();
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
    expect(api.port).toBeGreaterThan(0);
  });

  it('answers a messages request as JSON when it does not ask for a stream', async () => {
    api = await startFakeApi({ text: 'pong' });
    const r = await request(api.port, { body: { model: 'claude-x', messages: [{ role: 'user', content: 'hi' }] } });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json');
    const m = JSON.parse(r.text);
    expect(m).toMatchObject({ type: 'message', role: 'assistant', model: 'claude-x', content: [{ type: 'text', text: 'pong' }], stop_reason: 'end_turn' });
    expect(m.id).toMatch(/^msg_/);
  });

  it('streams SSE in the API order when the body has stream: true', async () => {
    api = await startFakeApi();
    const r = await request(api.port, { body: { model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] } });
    expect(r.headers['content-type']).toBe('text/event-stream');
    const ev = events(r.text);
    expect(ev.map(([e]) => e)).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
    for (const [e, d] of ev) expect(d.type).toBe(e);
    expect(ev[2][1]).toMatchObject({ delta: { type: 'text_delta', text: 'ok' } });
    expect(ev[4][1]).toMatchObject({ delta: { stop_reason: 'end_turn' } });
  });

  it('answers HEAD /, count_tokens, models, and {} for anything else', async () => {
    api = await startFakeApi();
    expect((await request(api.port, { method: 'HEAD', path: '/' })).status).toBe(200);
    expect(JSON.parse((await request(api.port, { path: '/v1/messages/count_tokens', body: { messages: [] } })).text)).toEqual({ input_tokens: expect.any(Number) });
    expect(JSON.parse((await request(api.port, { method: 'GET', path: '/v1/models' })).text)).toMatchObject({ data: [], has_more: false });
    expect(JSON.parse((await request(api.port, { method: 'GET', path: '/api/whatever' })).text)).toEqual({});
    expect(api.requests.map((q) => `${q.method} ${q.url}`)).toEqual(['HEAD /', 'POST /v1/messages/count_tokens', 'GET /v1/models', 'GET /api/whatever']);
  });

  it('logs every request in memory and as JSONL, without the credentials', async () => {
    const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fake-api-')), 'requests.jsonl');
    api = await startFakeApi({ logFile });
    await request(api.port, { body: { messages: [{ role: 'user', content: 'one' }] }, headers: { 'x-api-key': 'sk-secret', authorization: 'Bearer t', 'x-custom': 'kept' } });
    await request(api.port, { raw: Buffer.from('not json'), path: '/v1/other' });
    expect(api.requests).toHaveLength(2);
    expect(api.requests[0].headers['x-api-key']).toBeUndefined();
    expect(api.requests[0].headers.authorization).toBeUndefined();
    expect(api.requests[0].headers['x-custom']).toBe('kept');
    expect(api.requests[0].body).toEqual({ messages: [{ role: 'user', content: 'one' }] });
    expect(api.requests[1]).toMatchObject({ body: null, raw: 'not json' });
    const lines = fs.readFileSync(logFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.seq)).toEqual([1, 2]);
    expect(fs.readFileSync(logFile, 'utf8')).not.toContain('sk-secret');
  });

  it('reads gzip-compressed bodies', async () => {
    api = await startFakeApi();
    await request(api.port, { raw: zlib.gzipSync(JSON.stringify({ messages: [{ role: 'user', content: 'zipped' }] })), headers: { 'content-encoding': 'gzip' } });
    expect(api.requests[0].body).toEqual({ messages: [{ role: 'user', content: 'zipped' }] });
  });

  it('answers the first turn offering the Skill tool with the scripted tool_use, and later turns with text', async () => {
    api = await startFakeApi({ toolUses: [{ name: 'Skill', input: { skill: 'x', args: 'a b' } }] });
    const side = await request(api.port, { body: { messages: [{ role: 'user', content: 'title?' }] } });
    expect(JSON.parse(side.text).content[0].type).toBe('text');
    const first = JSON.parse((await request(api.port, { body: { tools: [SKILL_TOOL], messages: [{ role: 'user', content: 'go' }] } })).text);
    expect(first.stop_reason).toBe('tool_use');
    expect(first.content).toEqual([{ type: 'tool_use', id: expect.stringMatching(/^toolu_fake_/), name: 'Skill', input: { skill: 'x', args: 'a b' } }]);
    const next = JSON.parse((await request(api.port, { body: { tools: [SKILL_TOOL], messages: [{ role: 'user', content: 'go' }, { role: 'assistant', content: first.content }, toolResult(first.content[0].id)] } })).text);
    expect(next.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(api.requests.map((q) => q.reply?.[0].type)).toEqual(['text', 'tool_use', 'text']);
  });

  it('plays a sequence: a Read, then a Skill call after the first tool result (streamed)', async () => {
    api = await startFakeApi({ toolUses: [{ name: 'Read', input: { file_path: '/p/src/a.ts' } }, { name: 'Skill', input: { skill: 'paths-skill' } }] });
    const tools = [READ_TOOL, SKILL_TOOL];
    const r1 = events((await request(api.port, { body: { stream: true, tools, messages: [{ role: 'user', content: 'go' }] } })).text);
    expect(r1[1][1]).toMatchObject({ content_block: { type: 'tool_use', name: 'Read', input: {} } });
    expect(JSON.parse((r1[2][1].delta as { partial_json: string }).partial_json)).toEqual({ file_path: '/p/src/a.ts' });
    expect(r1[4][1]).toMatchObject({ delta: { stop_reason: 'tool_use' } });
    const r2 = events((await request(api.port, { body: { stream: true, tools, messages: [{ role: 'user', content: 'go' }, { role: 'assistant', content: [] }, toolResult('toolu_fake_1')] } })).text);
    expect(r2[1][1]).toMatchObject({ content_block: { type: 'tool_use', name: 'Skill' } });
    const r3 = events((await request(api.port, { body: { stream: true, tools, messages: [toolResult('a'), toolResult('b')] } })).text);
    expect(r3[1][1]).toMatchObject({ content_block: { type: 'text' } });
  });

  it('does not spend a scripted call on a request that does not offer its tool', async () => {
    api = await startFakeApi({ toolUses: [{ name: 'Skill', input: { skill: 'x' } }] });
    await request(api.port, { body: { tools: [READ_TOOL], messages: [{ role: 'user', content: 'sub-agent' }] } });
    const main = JSON.parse((await request(api.port, { body: { tools: [SKILL_TOOL], messages: [{ role: 'user', content: 'go' }] } })).text);
    expect(main.content[0]).toMatchObject({ type: 'tool_use', name: 'Skill' });
  });

  it('refuses and records a proxied connection meant for another host (CONNECT)', async () => {
    api = await startFakeApi();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: api!.port, method: 'CONNECT', path: 'api.example.com:443' });
      req.on('connect', (res, socket) => { socket.destroy(); resolve(res.statusCode ?? 0); });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    expect(outboundAttempts(api.requests).map((r) => r.url)).toEqual(['api.example.com:443']);
  });

  it('refuses a proxied plain-HTTP request for another host', async () => {
    api = await startFakeApi();
    const r = await request(api.port, { method: 'GET', path: 'http://metrics.example.com/x' });
    expect(r.status).toBe(403);
    expect(outboundAttempts(api.requests)).toHaveLength(1);
  });

  it('closes while a client keeps its connection alive', async () => {
    api = await startFakeApi();
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) => { http.get({ host: '127.0.0.1', port: api!.port, path: '/', agent }, (res) => { res.resume(); res.on('end', () => resolve()); }); });
    await api.close();
    api = null;
    agent.destroy();
  });

  it('counts tool results and offered tools on odd bodies without throwing', () => {
    expect(countToolResults(null)).toBe(0);
    expect(countToolResults({ messages: 'x' })).toBe(0);
    expect(countToolResults({ messages: [toolResult('a'), { role: 'user', content: 'text' }, toolResult('b')] })).toBe(2);
    expect(offersTool({ tools: [null, SKILL_TOOL] }, 'Skill')).toBe(true);
    expect(offersTool({ tools: 'Skill' }, 'Skill')).toBe(false);
  });
});
